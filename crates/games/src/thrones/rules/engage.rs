//! Attacking and firing (R-THR-ENGAGE-1..9) and fortresses (R-THR-FORT-1, 2).

use super::movement::{dragon_line, own};
use crate::thrones::board::{Sq, Tile, DIRECTIONS};
use crate::thrones::piece::{Kind, Piece};
use crate::thrones::state::State;
use korona_engine::{msg, Message};

/// What `seat` may engage on `to`: the enemy piece there (`Some`), or an empty unruined fortress
/// (`None`, R-THR-FORT-1: "engage another piece or Fortress"); else why neither.
fn target(s: &State, seat: u8, to: Sq) -> Result<Option<Piece>, Message> {
    match s.piece(to) {
        Some(p) if p.owner != seat => Ok(Some(p)),
        None if s.unruined_fortress(to) => Ok(None),
        _ => Err(msg!("thrones-no-enemy", square = to.to_string())),
    }
}

/// Protections of a piece that hold against everything but a throne (R-THR-ENGAGE-6, 7).
fn protected(s: &State, by: Kind, victim: Piece, at: Sq) -> Result<(), Message> {
    if by == Kind::Throne {
        return Ok(());
    }
    if victim.kind == Kind::Warhorse && s.guarded.contains(&at) {
        return Err(msg!("thrones-warhorse-guarded", square = at.to_string()));
    }
    if victim.kind == Kind::Elephant && s.tile(at) == Some(Tile::Plains) && by != Kind::Dragon {
        return Err(msg!("thrones-elephant-on-plains", square = at.to_string()));
    }
    Ok(())
}

/// What an accepted engagement does to its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The fortress on the target is ruined; everybody stays (R-THR-FORT-1).
    Ruin,
    /// The target's piece is removed (and an attacker takes its square).
    Kill,
}

/// Whether `seat` may attack `to` from `from` (R-THR-ENGAGE-1, 6-9, R-THR-FORT-1, 2,
/// R-THR-TURN-2, R-THR-DRAGON-2, 3).
pub fn check_attack(s: &State, seat: u8, from: Sq, to: Sq) -> Result<Effect, Message> {
    let p = own(s, seat, from)?;
    let victim = target(s, seat, to)?;
    if s.opening() {
        return Err(msg!("thrones-opening-no-engage"));
    }
    if s.port_link(from, to) {
        // R-THR-ALT-2: two ports are as if adjacent.
    } else if p.kind == Kind::Dragon {
        dragon_line(s, seat, from, to)?;
    } else if !from.adjacent(to) {
        return Err(msg!(
            "thrones-not-adjacent",
            from = from.to_string(),
            to = to.to_string()
        ));
    }
    // A throne takes the piece on an unruined fortress (R-THR-ENGAGE-8); an empty one it ruins too.
    let Some(victim) = victim.filter(|_| !s.unruined_fortress(to) || p.kind == Kind::Throne) else {
        if !from.adjacent(to) {
            return Err(msg!("thrones-fortress-adjacent", square = to.to_string()));
        }
        return Ok(Effect::Ruin);
    };
    if p.kind == Kind::Dragon && s.tile(to) == Some(Tile::Forest) {
        return Err(msg!("thrones-dragon-forest", square = to.to_string()));
    }
    protected(s, p.kind, victim, to)?;
    Ok(Effect::Kill)
}

/// Whether `seat` may fire from `from` on `to` (R-THR-ENGAGE-2-7, R-THR-FORT-1, R-THR-TURN-2).
pub fn check_fire(s: &State, seat: u8, from: Sq, to: Sq) -> Result<Effect, Message> {
    let p = own(s, seat, from)?;
    let Some(range) = p.kind.range() else {
        return Err(msg!("thrones-cannot-fire", piece = p.kind.name()));
    };
    let victim = target(s, seat, to)?;
    if s.opening() {
        return Err(msg!("thrones-opening-no-engage"));
    }
    // R-THR-ENGAGE-3: exactly `range` squares away in one of the eight directions.
    let in_line = DIRECTIONS
        .into_iter()
        .any(|(dc, dr)| from.offset(dc, dr, range) == Some(to));
    // R-THR-ALT-2: ports are connected, a distance of 1, which only crossbowmen fire across.
    let by_port = range == 1 && s.port_link(from, to);
    if !in_line && !by_port {
        return Err(msg!(
            "thrones-out-of-range",
            piece = p.kind.name(),
            range = range as u8,
            from = from.to_string(),
            to = to.to_string()
        ));
    }
    let Some(victim) = victim.filter(|_| !s.unruined_fortress(to)) else {
        return Ok(Effect::Ruin);
    };
    let tile = s.tile(to).expect("a piece stands on a tile");
    if victim.kind == Kind::Ranger && tile == Tile::Mountain {
        return Err(msg!("thrones-ranger-on-mountain", square = to.to_string()));
    }
    let blind = match p.kind {
        Kind::Crossbowman => matches!(tile, Tile::Forest | Tile::Mountain),
        Kind::Catapult => tile == Tile::Forest,
        _ => false,
    };
    if blind {
        return Err(msg!(
            "thrones-cannot-fire-on",
            piece = p.kind.name(),
            tile = tile.name()
        ));
    }
    protected(s, p.kind, victim, to)?;
    Ok(Effect::Kill)
}

/// Squares a firing piece on `from` could aim at.
pub fn fire_reach(from: Sq, kind: Kind) -> Vec<Sq> {
    match kind.range() {
        Some(r) => DIRECTIONS
            .into_iter()
            .filter_map(|(dc, dr)| from.offset(dc, dr, r))
            .collect(),
        None => Vec::new(),
    }
}
