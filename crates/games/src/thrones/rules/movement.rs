//! Moving and switching (R-THR-MOVE-1..4) and the dragon's line (R-THR-DRAGON-2, 3).

use crate::thrones::board::{Sq, DIRECTIONS};
use crate::thrones::piece::{Kind, Piece};
use crate::thrones::state::State;
use korona_engine::{msg, Message};

/// The dragon's reach in squares (R-THR-DRAGON-2).
pub const DRAGON_REACH: u8 = 4;

/// Whether `to` lies on one of the eight lines from `from` within the dragon's reach, and no enemy
/// dragon or firing piece stands between (R-THR-DRAGON-2, 3).
pub fn dragon_line(s: &State, seat: u8, from: Sq, to: Sq) -> Result<(), Message> {
    let dc = to.col as i16 - from.col as i16;
    let dr = to.row as i16 - from.row as i16;
    let dist = dc.abs().max(dr.abs());
    let straight = dc == 0 || dr == 0 || dc.abs() == dr.abs();
    if dist == 0 || !straight || dist > DRAGON_REACH as i16 {
        return Err(msg!(
            "thrones-dragon-line",
            from = from.to_string(),
            to = to.to_string()
        ));
    }
    let (sc, sr) = (dc.signum() as i8, dr.signum() as i8);
    for d in 1..dist as i8 {
        let sq = from
            .offset(sc, sr, d)
            .expect("between two squares of the board");
        if let Some(p) = s.piece(sq) {
            if p.kind.fires() || (p.kind == Kind::Dragon && p.owner != seat) {
                return Err(msg!("thrones-blocked", square = sq.to_string()));
            }
        }
    }
    Ok(())
}

/// Squares a lancer or spearman may run to across connected terrain (R-THR-MOVE-2, 3).
pub fn run_targets(s: &State, seat: u8, from: Sq, kind: Kind) -> Vec<Sq> {
    let Some(ground) = kind.runs_on() else {
        return Vec::new();
    };
    if s.tile(from) != Some(ground) {
        return Vec::new();
    }
    let mut seen = vec![false; s.tiles.len()];
    seen[from.index()] = true;
    let mut todo = vec![from];
    let mut out = Vec::new();
    while let Some(sq) = todo.pop() {
        for n in sq.sides() {
            if seen[n.index()] || s.tile(n) != Some(ground) {
                continue;
            }
            seen[n.index()] = true;
            match s.piece(n) {
                None => {
                    out.push(n);
                    todo.push(n);
                }
                Some(p) if p.owner == seat => todo.push(n),
                Some(_) => {}
            }
        }
    }
    out.sort();
    out
}

/// Whether `seat` may move the piece on `from` to `to` (R-THR-MOVE-1..3, R-THR-DRAGON-2, 3).
pub fn check_move(s: &State, seat: u8, from: Sq, to: Sq) -> Result<(), Message> {
    let p = own(s, seat, from)?;
    if from == to {
        return Err(msg!("thrones-same-square"));
    }
    if s.piece(to).is_some() {
        return Err(msg!("thrones-occupied", square = to.to_string()));
    }
    if p.kind == Kind::Dragon {
        return dragon_line(s, seat, from, to);
    }
    if from.adjacent(to) || run_targets(s, seat, from, p.kind).contains(&to) {
        return Ok(());
    }
    Err(msg!(
        "thrones-too-far",
        piece = p.kind.name(),
        from = from.to_string(),
        to = to.to_string()
    ))
}

/// Whether `seat` may switch the pieces on `from` and `to` (R-THR-MOVE-4).
pub fn check_switch(s: &State, seat: u8, from: Sq, to: Sq) -> Result<(), Message> {
    let p = own(s, seat, from)?;
    let q = match s.piece(to) {
        Some(q) if q.owner == seat => q,
        _ => return Err(msg!("thrones-switch-needs-ally", square = to.to_string())),
    };
    if !from.adjacent(to) {
        return Err(msg!(
            "thrones-not-adjacent",
            from = from.to_string(),
            to = to.to_string()
        ));
    }
    if p.kind == q.kind {
        return Err(msg!("thrones-switch-same-type", piece = p.kind.name()));
    }
    Ok(())
}

/// The piece of `seat` on `sq`, or why there is none.
pub fn own(s: &State, seat: u8, sq: Sq) -> Result<Piece, Message> {
    match s.piece(sq) {
        Some(p) if p.owner == seat => Ok(p),
        _ => Err(msg!("thrones-no-own-piece", square = sq.to_string())),
    }
}

/// Candidate destinations of the piece on `from` for moves and attacks (filtered by the checks).
pub fn reach(s: &State, seat: u8, from: Sq, kind: Kind) -> Vec<Sq> {
    let mut out: Vec<Sq> = from.neighbours().collect();
    if kind == Kind::Dragon {
        for (dc, dr) in DIRECTIONS {
            for d in 2..=DRAGON_REACH as i8 {
                if let Some(sq) = from.offset(dc, dr, d) {
                    out.push(sq);
                }
            }
        }
    }
    out.extend(run_targets(s, seat, from, kind));
    out.sort();
    out.dedup();
    out
}
