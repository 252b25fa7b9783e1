//! Captures after the battles (R-KIN-CAPTURE-1..): a land area goes to the one kingdom whose
//! units stand there; a dragon alone sets it free.

use crate::kingdoms::state::{State, Training};
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Event};

/// Every land area, in area order, changes hands where its holders changed.
pub fn capture_all(state: &mut State, events: &mut Vec<Event>) {
    let geo = state.geo();
    for area in geo.areas().filter(|a| !geo.is_sea(*a)) {
        capture(state, area, events);
    }
}

fn capture(state: &mut State, area: u16, events: &mut Vec<Event>) {
    let geo = state.geo();
    let mut holders: Vec<u8> = state
        .units
        .iter()
        .filter(|u| u.area == area && u.kind != Kind::Dragon)
        .map(|u| u.owner)
        .collect();
    holders.sort_unstable();
    holders.dedup();
    let dragons: Vec<u8> = state
        .units
        .iter()
        .filter(|u| u.area == area && u.kind == Kind::Dragon)
        .map(|u| u.owner)
        .collect();
    let before = state.owners[area as usize];
    let after = match holders.as_slice() {
        [one] => Some(*one),
        [] if dragons.iter().any(|d| Some(*d) != before) && before.is_some() => None,
        _ => before,
    };
    if after == before {
        return;
    }
    state.owners[area as usize] = after;
    let name = geo.name(area);
    match after {
        Some(p) if geo.is_castle(area) => events.push(Event::public(msg!(
            "kingdoms-captures",
            player = p,
            area = name.clone()
        ))),
        None => events.push(Event::public(msg!(
            "kingdoms-neutralizes",
            player = dragons[0],
            area = name.clone()
        ))),
        _ => {}
    }
    if let Some(c) = state.castle_mut(area) {
        // R-KIN-TRAIN-2: a captured castle produces 1.
        c.production = 1;
        let lost: Vec<Training> = state
            .training
            .iter()
            .filter(|t| t.castle == area && Some(t.owner) != after)
            .cloned()
            .collect();
        state
            .training
            .retain(|t| !(t.castle == area && Some(t.owner) != after));
        for t in lost {
            events.push(Event::public(msg!(
                "kingdoms-training-lost",
                player = t.owner,
                count = t.count,
                kind = t.kind.name(),
                area = name.clone()
            )));
        }
    }
}
