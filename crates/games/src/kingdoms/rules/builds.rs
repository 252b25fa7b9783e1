//! Units entering the board: trained units appear in castles that kept their owner, ships in a sea
//! beside them (R-KIN-BUILD-1, R-KIN-TRAIN-5).

use crate::kingdoms::state::{State, Training, Unit};
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Dice, Event};

/// A unit enters with the next id; a tower stands unready until the end of the turn that built it.
pub fn new_unit(state: &mut State, owner: u8, kind: Kind, area: u16) {
    let id = state.next_id;
    state.next_id += 1;
    state.units.push(Unit {
        id,
        owner,
        kind,
        area,
        damage: 0,
        mana: 0,
        ready: kind != Kind::Tower,
    });
}

/// The sea areas a ship built at `castle` may be launched into: those beside it (R-KIN-TRAIN-5).
pub fn launch_seas(state: &State, castle: u16) -> Vec<u16> {
    let geo = state.geo();
    geo.neighbours[castle as usize]
        .iter()
        .copied()
        .filter(|a| geo.is_sea(*a))
        .collect()
}

/// Where a ship built at `castle` is launched: the sea its order named, else one beside the
/// castle drawn with the dice, so that no area's number decides (R-KIN-TRAIN-5).
fn launch_area(state: &State, castle: u16, named: Option<u16>, dice: &mut Dice) -> Option<u16> {
    let seas = launch_seas(state, castle);
    match named.filter(|s| seas.contains(s)) {
        Some(sea) => Some(sea),
        None if seas.is_empty() => None,
        None => Some(seas[dice.pick(seas.len())]),
    }
}

/// Training due this round comes out; a castle lost meanwhile builds nothing (R-KIN-BUILD-1).
pub fn build_due(state: &mut State, dice: &mut Dice, events: &mut Vec<Event>) {
    let geo = state.geo();
    let due: Vec<Training> = state
        .training
        .iter()
        .filter(|t| t.round <= state.round)
        .cloned()
        .collect();
    state.training.retain(|t| t.round > state.round);
    for t in due {
        if state.owners[t.castle as usize] != Some(t.owner) {
            continue;
        }
        let at = if t.kind.is_ship() {
            launch_area(state, t.castle, t.sea, dice)
        } else {
            Some(t.castle)
        };
        let Some(at) = at else { continue };
        for _ in 0..t.count {
            new_unit(state, t.owner, t.kind, at);
        }
        events.push(Event::public(msg!(
            "kingdoms-built",
            player = t.owner,
            count = t.count,
            kind = t.kind.name(),
            area = geo.name(at)
        )));
    }
}
