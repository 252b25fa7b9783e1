//! The spell step (R-KIN-SPELL-1..): every kingdom's spells are cast at once (R-KIN-SPELL-6), so
//! no seat's earthquake kills another's mage before it casts.

use super::battle::bury;
use crate::kingdoms::orders::{Action, Order, Spell};
use crate::kingdoms::state::State;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Event};
use std::collections::BTreeMap;

/// What an earthquake deals to every enemy ground unit in its area (R-KIN-SPELL-3).
pub const EARTHQUAKE_DAMAGE: u8 = 2;

/// Casts every spell of the revealed orders; returns the fogged areas.
pub fn cast_all(
    state: &mut State,
    revealed: &BTreeMap<u8, Action>,
    events: &mut Vec<Event>,
) -> Vec<u16> {
    let geo = state.geo();
    // First every cast is checked against the field before any spell: its mage and its mana.
    let mut cast: Vec<(u8, Spell, u16)> = Vec::new();
    for (&seat, action) in revealed {
        let mut cast_from: BTreeMap<u16, usize> = BTreeMap::new();
        for o in &action.0 {
            let Order::Cast { spell, from, at } = o else {
                continue;
            };
            let nth = cast_from.entry(*from).or_default();
            let mage = state
                .units
                .iter()
                .enumerate()
                .filter(|(_, u)| u.owner == seat && u.kind == Kind::Mage && u.area == *from)
                .map(|(i, _)| i)
                .nth(*nth);
            *nth += 1;
            match mage.filter(|m| state.units[*m].mana >= spell.mana()) {
                Some(m) => {
                    state.units[m].mana -= spell.mana();
                    cast.push((seat, *spell, *at));
                }
                None => events.push(Event::public(msg!(
                    "kingdoms-spell-fizzles",
                    player = seat,
                    spell = spell.name(),
                    area = geo.name(*at)
                ))),
            }
        }
    }
    // Then the effects land together: the hits of every earthquake add up and the dead are
    // removed after all have landed, as in a battle round (R-KIN-BATTLE-4).
    let mut hits = vec![0u8; state.units.len()];
    let mut fog = Vec::new();
    let mut shaken = Vec::new();
    for &(seat, spell, at) in &cast {
        match spell {
            Spell::Fog => {
                fog.push(at);
                events.push(Event::public(msg!(
                    "kingdoms-fog",
                    player = seat,
                    area = geo.name(at)
                )));
            }
            Spell::Earthquake => {
                let targets: Vec<usize> = (0..state.units.len())
                    .filter(|i| {
                        let u = &state.units[*i];
                        u.area == at && u.owner != seat && u.kind.is_ground()
                    })
                    .collect();
                // "Deals 2 damage to enemy ground units": 2 to each of them (R-KIN-SPELL-3).
                for &i in &targets {
                    hits[i] = hits[i].saturating_add(EARTHQUAKE_DAMAGE);
                }
                events.push(Event::public(msg!(
                    "kingdoms-earthquake",
                    player = seat,
                    area = geo.name(at)
                )));
                shaken.push(at);
            }
        }
    }
    for (u, h) in state.units.iter_mut().zip(hits) {
        u.damage = (u.damage + h).min(u.kind.stats().hp);
    }
    shaken.sort_unstable();
    shaken.dedup();
    for at in shaken {
        bury(state, Some(at), &geo.name(at), events);
    }
    fog
}
