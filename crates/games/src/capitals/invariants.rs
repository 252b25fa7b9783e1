//! What must hold in every capitals position, and what one entry may change. Tests run it after every
//! entry of seeded bot matches (`tests/invariants.rs`); the rules never call it.

use super::board::{Sq, Terrain};
use super::state::{State, EP_PER_TURN};

/// Every check on `after`, then the checks on the change from `before`.
pub fn check(before: Option<&State>, after: &State) -> Result<(), String> {
    board(after)?;
    turn(after)?;
    match before {
        Some(before) => change(before, after),
        None => setup(after),
    }
}

/// R-CAP-2, R-CAP-4, R-CAP-12, R-CAP-30/31: the grid, terrain, tokens only on their owner's squares,
/// at most 2 walls and never walls with a tower; R-CAP-7, R-CAP-8, R-CAP-29: each capital is its
/// player's, clear, unfortified and holds no token.
fn board(s: &State) -> Result<(), String> {
    let n = s.size() as usize;
    if !matches!(n, 10 | 12) || s.board.cells.len() != n * n {
        return Err(format!("a {n}x{n} board of {} cells", s.board.cells.len()));
    }
    for sq in s.board.squares() {
        let c = s.cell(sq);
        if c.unit && c.owner.is_none() {
            return Err(format!("{sq}: a token on a neutral square"));
        }
        if c.owner.is_some_and(|o| o > 1) {
            return Err(format!("{sq}: owned by player {:?}", c.owner));
        }
        if c.walls > 2 || (c.walls > 0 && c.tower) {
            return Err(format!("{sq}: {} walls and tower {}", c.walls, c.tower));
        }
        if let Terrain::Mountain(h) = c.terrain {
            if !(1..=3).contains(&h) {
                return Err(format!("{sq}: a mountain of height {h}"));
            }
        }
    }
    for (seat, &cap) in s.capitals.iter().enumerate() {
        let c = s.cell(cap);
        if c.unit || c.terrain != Terrain::Clear {
            return Err(format!(
                "capital {cap}: token {} on {:?}",
                c.unit, c.terrain
            ));
        }
        // R-CAP-30/31: a capital holds no token, so it carries no walls and no tower.
        if c.walls > 0 || c.tower {
            return Err(format!(
                "capital {cap}: {} walls, tower {}",
                c.walls, c.tower
            ));
        }
        // A captured capital ends the match (R-CAP-35); until then it is its player's.
        if c.owner != Some(seat as u8) && s.finish.is_none() {
            return Err(format!(
                "capital {cap} of player {seat} owned by {:?}",
                c.owner
            ));
        }
    }
    Ok(())
}

/// R-CAP-1, R-CAP-20, R-CAP-43: two players, at most 6 EP, turns within the cap.
fn turn(s: &State) -> Result<(), String> {
    if s.to_move > 1 {
        return Err(format!("player {} to move", s.to_move));
    }
    if s.ep > EP_PER_TURN {
        return Err(format!("{} EP (R-CAP-20: {EP_PER_TURN} a turn)", s.ep));
    }
    if s.turn == 0 || s.turn > s.max_turns {
        return Err(format!("turn {} of {}", s.turn, s.max_turns));
    }
    Ok(())
}

/// R-CAP-7, R-CAP-9: at setup the capitals' rings are clear and each player has its 3 tokens.
fn setup(s: &State) -> Result<(), String> {
    for &cap in &s.capitals {
        if let Some(sq) = s
            .board
            .ring(cap)
            .find(|&q| s.cell(q).terrain != Terrain::Clear)
        {
            return Err(format!("{sq} next to capital {cap} is not clear (R-CAP-7)"));
        }
    }
    for seat in 0..2 {
        if s.board.units(seat) != 3 || s.board.territory(seat) != 4 {
            return Err(format!(
                "player {seat} does not start with 3 tokens (R-CAP-9)"
            ));
        }
    }
    Ok(())
}

/// One entry is one action or the end of a turn: EP only go down within a turn (R-CAP-20/21), a
/// new turn starts with 6 and the other player (R-CAP-20), a finished match stays finished, and
/// one action changes at most two squares' owners, places at most one token (R-CAP-23..33); an
/// undo restores the position before the turn's last action (R-CAP-92).
fn change(before: &State, after: &State) -> Result<(), String> {
    if before.finish.is_some() && after != before {
        return Err("a finished match changed".into());
    }
    // The end of the match also empties the stack; only a live turn's shorter stack is an undo.
    let undone =
        after.undo.len() < before.undo.len() && after.turn == before.turn && after.finish.is_none();
    if undone {
        // An undo (R-CAP-92) puts back exactly the position before the action on top of the stack.
        let top = before.undo.last().expect("the stack was longer");
        if after.board != top.board
            || after.ep != top.ep
            || after.undo[..] != before.undo[..before.undo.len() - 1]
        {
            return Err(format!(
                "an undo in turn {} did not restore the position before the last action",
                after.turn
            ));
        }
        return Ok(());
    }
    if after.turn == before.turn {
        if after.to_move != before.to_move || after.ep > before.ep {
            return Err(format!(
                "within turn {}: player {} with {} EP became player {} with {}",
                after.turn, before.to_move, before.ep, after.to_move, after.ep
            ));
        }
    } else if after.finish.is_none()
        && (after.turn != before.turn + 1
            || after.to_move == before.to_move
            || after.ep != EP_PER_TURN)
    {
        return Err(format!(
            "turn {} became turn {} for player {} with {} EP",
            before.turn, after.turn, after.to_move, after.ep
        ));
    }
    let changed: Vec<Sq> = after
        .board
        .squares()
        .filter(|&q| before.cell(q).owner != after.cell(q).owner)
        .collect();
    if changed.len() > 2 {
        return Err(format!("one entry changed the owners of {changed:?}"));
    }
    for seat in 0..2 {
        if after.board.units(seat) > before.board.units(seat) + 1 {
            return Err(format!("player {seat} gained more than one token"));
        }
    }
    Ok(())
}
