//! Units on board stay aboard across rounds, as many as their own ships there carry; the rest,
//! newest first, and all whose ships sank are lost (R-KIN-SHIP-1, R-KIN-SHIP-3, R-KIN-SHIP-4).

use crate::kingdoms::state::State;
use korona_engine::{msg, Event};
use std::collections::BTreeMap;

/// Drops the riders no ship of their own carries, after the battles, with one event per kingdom.
pub fn drop_uncarried(state: &mut State, events: &mut Vec<Event>) {
    let geo = state.geo();
    let mut lost: Vec<u32> = Vec::new();
    for sea in geo.areas().filter(|a| geo.is_sea(*a)) {
        for seat in 0..state.seats {
            let room: usize = state
                .units
                .iter()
                .filter(|u| u.area == sea && u.owner == seat && u.kind.is_ship())
                .map(|u| u.kind.stats().capacity as usize)
                .sum();
            let mut riders: Vec<u32> = state
                .units
                .iter()
                .filter(|u| u.area == sea && u.owner == seat && u.kind.is_ground())
                .map(|u| u.id)
                .collect();
            riders.sort_unstable();
            lost.extend(riders.iter().skip(room));
        }
    }
    if !lost.is_empty() {
        for (player, n) in lost.iter().fold(BTreeMap::<u8, usize>::new(), |mut m, id| {
            let owner = state
                .units
                .iter()
                .find(|u| u.id == *id)
                .map_or(0, |u| u.owner);
            *m.entry(owner).or_default() += 1;
            m
        }) {
            events.push(Event::public(msg!(
                "kingdoms-cargo-lost",
                player = player,
                count = n
            )));
        }
        state.units.retain(|u| !lost.contains(&u.id));
    }
}
