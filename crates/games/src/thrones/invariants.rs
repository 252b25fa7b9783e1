//! What holds in every state the rules make (tests/invariants.rs runs it after every entry):
//! piece counts (R-THR-PIECE-1, 2), one piece per square on the board (R-THR-BOARD-1), tile counts
//! (R-THR-BOARD-3, R-THR-SETUP-9), ruins only on fortresses, thrones and the finish (R-THR-WIN-1, 2).

use super::board::{Sq, Tile, SQUARES};
use super::options::GameType;
use super::piece::Kind;
use super::rules::points::TARGET;
use super::state::{Phase, State};

pub fn check(before: Option<&State>, s: &State) -> Result<(), String> {
    if s.tiles.len() != SQUARES || s.pieces.len() != SQUARES {
        return Err(format!(
            "the board has {} tiles and {} squares",
            s.tiles.len(),
            s.pieces.len()
        ));
    }
    piece_counts(before, s)?;
    match s.phase {
        Phase::Start | Phase::Setup => {
            if s.tiles.iter().any(Option::is_some) || s.pieces.iter().any(Option::is_some) {
                return Err("the board is set before the reveal".into());
            }
        }
        Phase::Play => {
            tile_counts(s)?;
            ruins_and_guards(s)?;
            builds(s)?;
            points_and_finish(before, s)?;
        }
    }
    Ok(())
}

/// Every piece is on the board, in reserve or lost, and a lost piece comes back only by a
/// homefront spawn (R-THR-PIECE-1, 2, R-THR-HOME-5).
fn piece_counts(before: Option<&State>, s: &State) -> Result<(), String> {
    for seat in 0..2u8 {
        for kind in Kind::ALL {
            let on = Sq::all()
                .filter(|sq| {
                    s.piece(*sq)
                        .is_some_and(|p| p.owner == seat && p.kind == kind)
                })
                .count();
            let reserve = usize::from(kind == Kind::Dragon && s.reserve[seat as usize]);
            let lost = s.lost[seat as usize][kind.index()] as usize;
            if s.phase == Phase::Play && on + reserve + lost != kind.count() {
                return Err(format!(
                    "player {seat} {}: {on} on the board, {reserve} in reserve, {lost} lost, not {}",
                    kind.name(),
                    kind.count()
                ));
            }
            if let Some(b) = before {
                let was = b.lost[seat as usize][kind.index()];
                let now = s.lost[seat as usize][kind.index()];
                // R-THR-HOME-5: only a homefront spawn brings one lost piece back, and no dragon.
                let spawned = s.game == GameType::Homefront
                    && was == now + 1
                    && !matches!(kind, Kind::Dragon | Kind::Throne);
                if was > now && !spawned {
                    return Err(format!("player {seat} got a lost {} back", kind.name()));
                }
            }
        }
    }
    Ok(())
}

/// The tiles of each homeland and of the middle (R-THR-BOARD-3, R-THR-SETUP-9, R-THR-VP-1, 3).
fn tile_counts(s: &State) -> Result<(), String> {
    for area in [Some(0u8), None, Some(1)] {
        let squares: Vec<Sq> = Sq::all().filter(|sq| sq.home_of() == area).collect();
        for t in Tile::ALL {
            let n = squares.iter().filter(|sq| s.tile(**sq) == Some(t)).count();
            let ok = match (s.game == GameType::Points, area, t) {
                (false, Some(_), t) => n == t.per_homeland(),
                (false, None, Tile::Fortress) => n == 1,
                (false, None, _) => n == 2,
                // R-THR-VP-1, 3: no homeland fortress; three middle ones.
                (true, Some(_), Tile::Fortress) => n == 0,
                (true, Some(_), t) => n >= t.per_homeland(),
                (true, None, Tile::Fortress) => n == 3,
                (true, None, _) => n <= 2,
            };
            if !ok {
                return Err(format!("{n} {} in area {area:?} ({:?})", t.name(), s.game));
            }
        }
        if squares.iter().any(|sq| s.tile(*sq).is_none()) {
            return Err(format!("area {area:?} has a square without a tile"));
        }
    }
    Ok(())
}

/// Ruins only on fortresses, in order; guards only on warhorses (R-THR-ENGAGE-6); the bots'
/// memory of past positions bounded.
fn ruins_and_guards(s: &State) -> Result<(), String> {
    if s.seen.len() > super::state::SEEN {
        return Err(format!("{} past positions kept", s.seen.len()));
    }
    for sq in &s.ruined {
        if s.tile(*sq) != Some(Tile::Fortress) {
            return Err(format!("{sq} is ruined but no fortress"));
        }
    }
    if s.ruined.windows(2).any(|w| w[0] >= w[1]) {
        return Err("ruins are not sorted".into());
    }
    for sq in &s.guarded {
        if s.piece(*sq).map(|p| p.kind) != Some(Kind::Warhorse) {
            return Err(format!("{sq} is guarded but holds no warhorse"));
        }
    }
    Ok(())
}

/// Farms and cities only in the homefront game type, founded, one a square off the fortresses.
fn builds(s: &State) -> Result<(), String> {
    if s.game != GameType::Homefront && !s.builds.is_empty() {
        return Err("farms or cities outside the homefront game type".into());
    }
    for b in &s.builds {
        if s.tile(b.sq) == Some(Tile::Fortress)
            || s.builds.iter().filter(|x| x.sq == b.sq).count() != 1
        {
            return Err(format!(
                "the {} on {} shares its square",
                b.kind.name(),
                b.sq
            ));
        }
        if !s.founded[b.seat as usize][b.kind as usize] {
            return Err(format!(
                "the {} on {} was never founded",
                b.kind.name(),
                b.sq
            ));
        }
    }
    Ok(())
}

/// Victory points only in the points game type and never down; a match that should have ended
/// has (R-THR-WIN-1, 2).
fn points_and_finish(before: Option<&State>, s: &State) -> Result<(), String> {
    if s.game != GameType::Points && s.points != [0, 0] {
        return Err("victory points outside the points game type".into());
    }
    if let Some(b) = before {
        if (0..2).any(|i| s.points[i] < b.points[i]) {
            return Err("victory points went down".into());
        }
    }
    if s.finish.is_none() && (s.points[0] >= TARGET || s.points[1] >= TARGET) {
        return Err(format!("{TARGET} victory points, yet the match goes on"));
    }
    if s.finish.is_none() {
        for seat in 0..2u8 {
            let Some(t) = s.find(seat, Kind::Throne) else {
                return Err(format!(
                    "player {seat} lost the throne, yet the match goes on"
                ));
            };
            if s.home_fortress(1 - seat) == Some(t) {
                return Err(format!(
                    "player {seat}'s throne holds the enemy fortress, yet the match goes on"
                ));
            }
        }
    }
    Ok(())
}
