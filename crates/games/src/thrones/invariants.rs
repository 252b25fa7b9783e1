//! What holds in every state the rules make (tests/invariants.rs runs it after every entry):
//! piece counts (R-THR-PIECE-1, 2), one piece per square on the board (R-THR-BOARD-1), tile counts
//! (R-THR-BOARD-3, R-THR-SETUP-9), ruins only on fortresses, thrones and the finish (R-THR-WIN-1, 2).

use super::board::{Sq, Tile, SQUARES};
use super::piece::Kind;
use super::state::{Phase, State};

pub fn check(before: Option<&State>, s: &State) -> Result<(), String> {
    if s.tiles.len() != SQUARES || s.pieces.len() != SQUARES {
        return Err(format!(
            "the board has {} tiles and {} squares",
            s.tiles.len(),
            s.pieces.len()
        ));
    }
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
                if b.lost[seat as usize][kind.index()] > s.lost[seat as usize][kind.index()] {
                    return Err(format!("player {seat} got a lost {} back", kind.name()));
                }
            }
        }
    }
    match s.phase {
        Phase::Setup => {
            if s.tiles.iter().any(Option::is_some) || s.pieces.iter().any(Option::is_some) {
                return Err("the board is set before the reveal".into());
            }
        }
        Phase::Play => {
            for area in [Some(0u8), None, Some(1)] {
                let squares: Vec<Sq> = Sq::all().filter(|sq| sq.home_of() == area).collect();
                for t in Tile::ALL {
                    let n = squares.iter().filter(|sq| s.tile(**sq) == Some(t)).count();
                    let want = match (area, t) {
                        (Some(_), t) => t.per_homeland(),
                        (None, Tile::Fortress) => 1,
                        (None, _) => 2,
                    };
                    if n != want {
                        return Err(format!("{n} {} in area {area:?}, not {want}", t.name()));
                    }
                }
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
            if s.finish.is_none() {
                for seat in 0..2u8 {
                    let Some(t) = s.find(seat, Kind::Throne) else {
                        return Err(format!(
                            "player {seat} lost the throne, yet the match goes on"
                        ));
                    };
                    if s.home_fortress(1 - seat) == Some(t) {
                        return Err(format!("player {seat}'s throne holds the enemy fortress, yet the match goes on"));
                    }
                }
            }
        }
    }
    Ok(())
}
