//! Movement on hexes (R-FIEF-MOVE-1..6), melee (R-FIEF-FIGHT-1..3) and the bowman's shot
//! (R-FIEF-FIGHT-4, R-FIEF-FIGHT-5).

use super::Why;
use crate::fiefs::map::{Hx, Terrain};
use crate::fiefs::state::{State, Trace, Unit, UnitKind};
use korona_engine::{msg, Event};

/// A ready unit of `seat` on `at`.
fn ready_unit(s: &State, seat: u8, at: Hx) -> Result<Unit, Why> {
    let unit = s
        .tile(at)
        .unit
        .filter(|u| u.owner == seat)
        .ok_or(Why::NoOwnUnit)?;
    if unit.done {
        return Err(Why::UnitDone);
    }
    Ok(unit)
}

pub fn check_move(s: &State, seat: u8, path: &[Hx]) -> Result<(), Why> {
    // A path read from JSON rather than text may be of any length.
    let Some(&from) = path.first() else {
        return Err(Why::TooFar);
    };
    let unit = ready_unit(s, seat, from)?;
    let steps = path.len() - 1;
    if steps == 0 || steps > unit.kind.reach() {
        return Err(Why::TooFar);
    }
    for i in 1..path.len() {
        let (from, to) = (path[i - 1], path[i]);
        if !from.adjacent(to) || path[..i].contains(&to) {
            return Err(Why::NotAdjacent);
        }
        // R-FIEF-MOVE-2: mountains never, lakes only while frozen.
        if !s.passable(to) {
            return Err(Why::Impassable);
        }
        let last = i == path.len() - 1;
        if !last {
            // R-FIEF-MOVE-3: forest and a river crossing end the move; R-FIEF-MOVE-6: no passing
            // through units or others' holdings.
            if s.map.terrain(to) == Terrain::Forest {
                return Err(Why::ForestStops);
            }
            if s.map.river_between(from, to) {
                return Err(Why::RiverStops);
            }
            if s.tile(to).unit.is_some() {
                return Err(Why::PathBlocked);
            }
            if s.tile(to).holding.is_some_and(|h| h.owner != seat) {
                return Err(Why::EnemyHolding);
            }
        } else if s.tile(to).unit.is_some_and(|u| u.owner == seat) {
            return Err(Why::OwnUnit);
        }
    }
    Ok(())
}

/// R-FIEF-MOVE-4: a unit claims the hex unless another house's holding stands on it or it is a
/// (frozen) lake.
fn claim(s: &mut State, seat: u8, h: Hx) -> bool {
    if s.map.terrain(h) == Terrain::Lake {
        return false;
    }
    let t = s.tile_mut(h);
    if t.holding.is_some_and(|x| x.owner != seat) || t.owner == Some(seat) {
        return false;
    }
    t.owner = Some(seat);
    true
}

/// The result of a melee (R-FIEF-FIGHT-1..2): (attacker survives, defender survives).
pub fn melee(attacker: UnitKind, defender: UnitKind, defender_in_forest: bool) -> (bool, bool) {
    if attacker == defender {
        if defender_in_forest {
            (false, true)
        } else {
            (false, false)
        }
    } else if attacker.beats(defender) {
        (true, false)
    } else {
        (false, true)
    }
}

pub fn play_move(s: &mut State, seat: u8, path: &[Hx], events: &mut Vec<Event>) {
    let from = path[0];
    let mut unit = s.tile_mut(from).unit.take().expect("checked: a unit");
    unit.done = true;
    let house = s.houses[seat as usize].name();
    let mut claimed = 0u32;
    // R-FIEF-MOVE-4: a knight conquers the hex it passes through (unless R-FIEF-VAR-6 is off).
    if s.options.rules.knight_jump {
        for &h in &path[1..path.len() - 1] {
            claimed += claim(s, seat, h) as u32;
        }
    }
    let to = *path.last().expect("a path");
    s.trail.push(Trace {
        seat,
        path: path.to_vec(),
        fight: s.tile(to).unit.is_some(),
    });
    let route = path.iter().map(Hx::to_string).collect::<Vec<_>>().join("-");
    match s.tile(to).unit {
        Some(defender) => {
            let forest = s.map.terrain(to) == Terrain::Forest;
            let (a_lives, d_lives) = melee(unit.kind, defender.kind, forest);
            let result = match (a_lives, d_lives) {
                (true, _) => msg!("fiefs-fight-attacker-wins"),
                (false, true) => msg!("fiefs-fight-defender-wins"),
                (false, false) => msg!("fiefs-fight-both-die"),
            };
            events.push(Event::public(msg!(
                "fiefs-fight",
                house = house,
                player = seat,
                attacker = unit.kind.name(),
                defender = defender.kind.name(),
                route = route,
                result = result
            )));
            if !d_lives {
                s.tile_mut(to).unit = None;
            }
            if a_lives {
                s.tile_mut(to).unit = Some(unit);
                claim(s, seat, to);
            }
        }
        None => {
            s.tile_mut(to).unit = Some(unit);
            claimed += claim(s, seat, to) as u32;
            events.push(Event::public(msg!(
                "fiefs-moves",
                house = house,
                player = seat,
                unit = unit.kind.name(),
                route = route,
                claimed = claimed
            )));
        }
    }
}

pub fn check_shoot(s: &State, seat: u8, from: Hx, to: Hx) -> Result<(), Why> {
    let unit = ready_unit(s, seat, from)?;
    if unit.kind != UnitKind::Bowman {
        return Err(Why::NotBowman);
    }
    if from.distance(to) != 2 {
        return Err(Why::NotInRange);
    }
    if s.tile(to).unit.is_none_or(|u| u.owner == seat) {
        return Err(Why::NoTarget);
    }
    Ok(())
}

/// R-FIEF-FIGHT-5: at range, bowman vs bowman both die, vs knight nothing, vs spearman it dies.
pub fn play_shoot(s: &mut State, seat: u8, from: Hx, to: Hx, events: &mut Vec<Event>) {
    let target = s.tile(to).unit.expect("checked: a target");
    s.trail.push(Trace {
        seat,
        path: vec![from, to],
        fight: true,
    });
    let (shooter_dies, target_dies, result) = match target.kind {
        UnitKind::Bowman => (true, true, msg!("fiefs-fight-both-die")),
        UnitKind::Knight => (false, false, msg!("fiefs-shot-no-effect")),
        UnitKind::Spearman => (false, true, msg!("fiefs-fight-attacker-wins")),
    };
    events.push(Event::public(msg!(
        "fiefs-shoots",
        house = s.houses[seat as usize].name(),
        player = seat,
        from = from.to_string(),
        target = target.kind.name(),
        to = to.to_string(),
        result = result
    )));
    if target_dies {
        s.tile_mut(to).unit = None;
    }
    s.volleys.push((from, to));
    let t = s.tile_mut(from);
    if shooter_dies {
        t.unit = None;
    } else if let Some(u) = &mut t.unit {
        u.done = true;
        u.fired = true;
    }
}
