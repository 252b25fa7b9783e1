//! What must hold in every fiefs position, and what one entry may change. Tests run it after every
//! entry of seeded bot matches (`tests/invariants.rs`); the rules never call it.

use super::map::Terrain;
use super::rules::{supply, turn};
use super::state::State;

pub fn check(before: Option<&State>, after: &State) -> Result<(), String> {
    board(after)?;
    houses(after)?;
    if let Some(before) = before {
        change(before, after)?;
    }
    Ok(())
}

/// One owner per hex, holdings on their owner's fiefs with pop within their kind's, units on ground
/// they may stand on, owned by houses of the match (R-FIEF-HOLD-1..2, R-FIEF-MOVE-2, R-FIEF-UNIT-4).
fn board(s: &State) -> Result<(), String> {
    if s.tiles.len() != s.map.len() {
        return Err(format!("{} tiles", s.tiles.len()));
    }
    let n = s.seats();
    for h in s.map.hexes() {
        let t = s.tile(h);
        if t.owner.is_some_and(|o| o >= n) {
            return Err(format!("{h}: owned by {:?}", t.owner));
        }
        // R-FIEF-MOVE-4: mountains and lakes (frozen or not) are never fiefs.
        if t.owner.is_some() && matches!(s.map.terrain(h), Terrain::Mountain | Terrain::Lake) {
            return Err(format!("{h}: a mountain or lake is somebody's fief"));
        }
        if let Some(x) = t.holding {
            if t.owner != Some(x.owner) {
                return Err(format!(
                    "{h}: holding of {} on a fief of {:?}",
                    x.owner, t.owner
                ));
            }
            if x.pop > x.kind.pop() {
                return Err(format!("{h}: {} with pop {}", x.kind.name(), x.pop));
            }
        }
        if let Some(u) = t.unit {
            if u.owner >= n || s.houses[u.owner as usize].out {
                return Err(format!("{h}: a unit of player {} who is out", u.owner));
            }
            if !s.passable(h) {
                return Err(format!("{h}: a unit on impassable ground"));
            }
        }
    }
    Ok(())
}

/// Gold is never negative (R-FIEF-SUP-4); the house to move is in the match; rounds within the limit.
fn houses(s: &State) -> Result<(), String> {
    for (p, h) in s.houses.iter().enumerate() {
        if h.gold < 0 {
            return Err(format!("player {p} has {} gold", h.gold));
        }
    }
    if s.to_move >= s.seats() || (s.finish.is_none() && s.houses[s.to_move as usize].out) {
        return Err(format!("player {} to move", s.to_move));
    }
    // R-FIEF-SUP-6: a passage lasts for the buyer's turn only.
    if let Some((p, _)) = s
        .houses
        .iter()
        .enumerate()
        .find(|(p, h)| *p != s.to_move as usize && !h.passage.is_empty())
    {
        return Err(format!("player {p} holds a passage out of turn"));
    }
    if s.round == 0 || s.round > s.options.rounds {
        return Err(format!("round {} of {}", s.round, s.options.rounds));
    }
    // R-FIEF-WIN-2: a match won on a target was won by a house that reached it.
    if let Some(w) = s.finish.as_ref().and_then(|f| f.winner) {
        let f = s.finish.as_ref().expect("finished");
        let on_target = ["fiefs-reason-pop", "fiefs-reason-tax", "fiefs-reason-army"];
        if on_target.contains(&f.reason.id.as_str()) && turn::reached(s, w).is_none() {
            return Err(format!("player {w} won on a target it has not reached"));
        }
    }
    Ok(())
}

/// What one entry may change: a finished match stays finished, tax collected never falls, a house
/// gains at most one unit per round (R-FIEF-UNIT-2), holdings are never razed (R-FIEF-HOLD-6), and
/// when a turn passes within a round every unit of the house that ended it is supplied
/// (R-FIEF-SUP-3).
fn change(before: &State, after: &State) -> Result<(), String> {
    if before.finish.is_some() && after != before {
        return Err("a finished match changed".into());
    }
    if before.map != after.map {
        return Err("the map changed".into());
    }
    // Income and the tolls of paid passage (R-FIEF-SUP-6) are the only gold a house gains, and
    // both count as tax collected (R-FIEF-INC-3).
    for p in 0..after.seats() {
        let (b, a) = (&before.houses[p as usize], &after.houses[p as usize]);
        if a.tax < b.tax {
            return Err(format!("player {p}'s tax fell from {} to {}", b.tax, a.tax));
        }
        if after.army(p) > before.army(p) + 1 {
            return Err(format!("player {p} gained more than one unit"));
        }
        if p != before.to_move && a.gold > b.gold && a.gold - b.gold > (a.tax - b.tax) as i32 {
            return Err(format!("player {p} gained gold beyond income"));
        }
    }
    // R-FIEF-WIN-2: a target ends the match only at a round's end, after the last house's turn.
    if let (None, Some(f)) = (&before.finish, &after.finish) {
        let on_target = ["fiefs-reason-pop", "fiefs-reason-tax", "fiefs-reason-army"];
        let last = (0..after.seats())
            .rev()
            .find(|&p| !before.houses[p as usize].out);
        if on_target.contains(&f.reason.id.as_str()) && last != Some(before.to_move) {
            return Err(format!(
                "won on a target in player {}'s turn, not at the round's end",
                before.to_move
            ));
        }
    }
    let holdings = |s: &State| s.tiles.iter().filter(|t| t.holding.is_some()).count();
    if holdings(after) < holdings(before) {
        return Err("a holding vanished".into());
    }
    let ended = before.to_move;
    if after.finish.is_none() && after.to_move != ended && after.round == before.round {
        // The supply was traced with the passages of the turn that just ended.
        let mut traced = after.clone();
        traced.houses[ended as usize].passage = before.houses[ended as usize].passage.clone();
        for (h, _) in after.units(ended) {
            if !supply::line(&traced, ended, h).anchored {
                return Err(format!("player {ended}'s unit on {h} is out of supply"));
            }
        }
    }
    Ok(())
}
