//! Income (R-FIEF-INC-1..4), recruiting (R-FIEF-UNIT-2..4), building (R-FIEF-HOLD-3..5) and the
//! quartermaster (R-FIEF-SUP-5).

use super::Why;
use crate::fiefs::map::{Hx, Terrain};
use crate::fiefs::state::{
    Holding, HoldingKind, State, Unit, UnitKind, HOLDING_COST, PASSAGE_COST, QUARTERMASTER_COST,
};
use korona_engine::{msg, Event};

fn afford(s: &State, seat: u8, cost: i32) -> Result<(), Why> {
    if s.houses[seat as usize].gold < cost {
        return Err(Why::Gold(cost));
    }
    Ok(())
}

/// R-FIEF-INC-1..4: at the start of a house's turn, from the second round on.
pub fn collect_income(s: &mut State, seat: u8, events: &mut Vec<Event>) {
    if s.round < 2 {
        return;
    }
    let name = s.houses[seat as usize].name();
    if !s.has_castle(seat) {
        events.push(Event::public(msg!(
            "fiefs-no-income",
            house = name,
            player = seat
        )));
        return;
    }
    let income = s.income(seat);
    let h = &mut s.houses[seat as usize];
    h.gold += income as i32;
    h.tax += income;
    events.push(Event::public(msg!(
        "fiefs-income",
        house = name,
        player = seat,
        gold = income,
        tax = h.tax
    )));
}

pub fn check_recruit(s: &State, seat: u8, kind: UnitKind, at: Hx) -> Result<(), Why> {
    if s.houses[seat as usize].recruited == Some(s.round) {
        return Err(Why::Recruited);
    }
    if s.tile(at).holding.is_none_or(|h| h.owner != seat) {
        return Err(Why::NotYourHolding);
    }
    if s.tile(at).unit.is_some() || !s.passable(at) {
        return Err(Why::HoldingOccupied);
    }
    afford(s, seat, kind.cost())
}

pub fn play_recruit(s: &mut State, seat: u8, kind: UnitKind, at: Hx, events: &mut Vec<Event>) {
    let h = &mut s.houses[seat as usize];
    h.gold -= kind.cost();
    h.recruited = Some(s.round);
    s.tile_mut(at).unit = Some(Unit {
        owner: seat,
        kind,
        done: true,
        fired: false,
    });
    events.push(Event::public(msg!(
        "fiefs-recruits",
        house = s.houses[seat as usize].name(),
        player = seat,
        unit = kind.name(),
        hex = at.to_string(),
        cost = kind.cost()
    )));
}

pub fn check_outpost(s: &State, seat: u8, at: Hx) -> Result<(), Why> {
    // R-FIEF-VAR-5: the unit-on-fief requirement can be switched off.
    if s.options.rules.unit_build && s.tile(at).unit.is_none_or(|u| u.owner != seat) {
        return Err(Why::NoUnitThere);
    }
    if s.tile(at).owner != Some(seat) || s.map.terrain(at) == Terrain::Lake {
        return Err(Why::NotYourFief);
    }
    if s.tile(at).holding.is_some() || s.map.neighbours(at).any(|n| s.tile(n).holding.is_some()) {
        return Err(Why::TooClose);
    }
    afford(s, seat, HOLDING_COST)
}

fn build(s: &mut State, seat: u8, at: Hx, kind: HoldingKind, events: &mut Vec<Event>) {
    s.houses[seat as usize].gold -= HOLDING_COST;
    s.tile_mut(at).holding = Some(Holding {
        kind,
        owner: seat,
        pop: kind.pop(),
    });
    events.push(Event::public(msg!(
        "fiefs-builds",
        house = s.houses[seat as usize].name(),
        player = seat,
        holding = kind.name(),
        hex = at.to_string(),
        cost = HOLDING_COST
    )));
}

pub fn play_outpost(s: &mut State, seat: u8, at: Hx, events: &mut Vec<Event>) {
    build(s, seat, at, HoldingKind::Outpost, events);
}

pub fn check_village(s: &State, seat: u8, at: Hx) -> Result<(), Why> {
    match s.tile(at).holding {
        Some(h) if h.owner == seat && h.kind == HoldingKind::Outpost => {}
        Some(h) if h.owner == seat => return Err(Why::NotOutpost),
        _ => return Err(Why::NotYourHolding),
    }
    afford(s, seat, HOLDING_COST)
}

/// R-FIEF-HOLD-4: the village keeps the outpost's siege damage (an outpost at pop 0 becomes a
/// village at pop 2).
pub fn play_village(s: &mut State, seat: u8, at: Hx, events: &mut Vec<Event>) {
    let damage = s
        .tile(at)
        .holding
        .map_or(0, |x| x.kind.pop().saturating_sub(x.pop));
    build(s, seat, at, HoldingKind::Village, events);
    if let Some(x) = &mut s.tile_mut(at).holding {
        x.pop = x.kind.pop().saturating_sub(damage);
    }
}

pub fn check_quartermaster(s: &State, seat: u8) -> Result<(), Why> {
    if s.houses[seat as usize].quartermaster {
        return Err(Why::HasQuartermaster);
    }
    afford(s, seat, QUARTERMASTER_COST)
}

pub fn play_quartermaster(s: &mut State, seat: u8, events: &mut Vec<Event>) {
    let h = &mut s.houses[seat as usize];
    h.gold -= QUARTERMASTER_COST;
    h.quartermaster = true;
    events.push(Event::public(msg!(
        "fiefs-quartermaster",
        house = h.name(),
        player = seat,
        cost = QUARTERMASTER_COST
    )));
}

/// The seat that plays the house with name index `house`, if it is in the match.
pub fn seat_of(s: &State, house: u8) -> Option<u8> {
    s.houses
        .iter()
        .position(|h| h.house == house)
        .map(|p| p as u8)
}

/// R-FIEF-SUP-6: passage through another house's fiefs, once a turn per house, and only where
/// enemy fiefs would block the supply.
pub fn check_passage(s: &State, seat: u8, house: u8) -> Result<(), Why> {
    let other = seat_of(s, house).ok_or(Why::NoSuchHouse)?;
    let me = &s.houses[seat as usize];
    if other == seat {
        return Err(Why::OwnHouse);
    }
    if me.passage.contains(&other) || me.quartermaster || !s.options.rules.enemy_block {
        return Err(Why::PassageOpen);
    }
    afford(s, seat, PASSAGE_COST)
}

pub fn play_passage(s: &mut State, seat: u8, house: u8, events: &mut Vec<Event>) {
    let other = seat_of(s, house).expect("checked");
    s.houses[seat as usize].gold -= PASSAGE_COST;
    s.houses[seat as usize].passage.push(other);
    // R-FIEF-SUP-6, R-FIEF-INC-3: the toll is gold the crossed house earns: it counts as tax.
    s.houses[other as usize].gold += PASSAGE_COST;
    s.houses[other as usize].tax += PASSAGE_COST as u32;
    events.push(Event::public(msg!(
        "fiefs-passage",
        house = s.houses[seat as usize].name(),
        player = seat,
        other = s.houses[other as usize].name(),
        cost = PASSAGE_COST
    )));
}
