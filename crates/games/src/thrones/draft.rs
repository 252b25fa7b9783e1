//! A homeland built square by square (`set b3 p L`, then `home` seals it): one player's unfinished
//! draft, as secret as the homeland it becomes (R-THR-SETUP-11).

use super::board::{Sq, Tile, COLS, HOME_ROWS, MIDDLE};
use super::homeland::{Homeland, HOME_SQUARES};
use super::piece::Kind;
use korona_engine::{msg, Message};
use serde::{Deserialize, Serialize};

/// Laid out like [`Homeland`]: front row first, columns `a`..`i`; `None` is a square not set yet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    pub tiles: Vec<Option<Tile>>,
    pub pieces: Vec<Option<Kind>>,
    pub middle: Vec<Option<Tile>>,
}

/// Where a `set` order puts its tile: a homeland square (by homeland index) or a middle column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Home(usize),
    Middle(usize),
}

impl Draft {
    pub fn empty() -> Self {
        Draft {
            tiles: vec![None; HOME_SQUARES],
            pieces: vec![None; HOME_SQUARES],
            middle: vec![None; COLS as usize],
        }
    }

    /// A draft that starts from a finished homeland, to edit it square by square.
    pub fn of(h: &Homeland) -> Self {
        Draft {
            tiles: h.tiles.iter().copied().map(Some).collect(),
            pieces: h.pieces.clone(),
            middle: h.middle.clone(),
        }
    }

    /// Where `sq` is for `seat`: its own homeland or the middle row; `None` for the other homeland.
    pub fn spot(seat: u8, sq: Sq) -> Option<Spot> {
        if sq.row == MIDDLE {
            return Some(Spot::Middle(sq.col as usize));
        }
        if sq.home_of() != Some(seat) {
            return None;
        }
        let k = if seat == 0 {
            MIDDLE - 1 - sq.row
        } else {
            sq.row - MIDDLE - 1
        };
        Some(Spot::Home(k as usize * COLS as usize + sq.col as usize))
    }

    pub fn set(&mut self, spot: Spot, tile: Option<Tile>, piece: Option<Kind>) {
        match spot {
            Spot::Home(i) => {
                self.tiles[i] = tile;
                self.pieces[i] = piece;
            }
            Spot::Middle(c) => self.middle[c] = tile,
        }
    }

    /// The homeland, once every square has its tile; else the first square still open.
    pub fn finish(&self, seat: u8) -> Result<Homeland, Message> {
        if let Some(i) = self.tiles.iter().position(Option::is_none) {
            let k = i / COLS as usize;
            let sq = Homeland::square(seat, k, i % COLS as usize);
            let open = self.tiles.iter().filter(|t| t.is_none()).count();
            return Err(msg!(
                "thrones-draft-open",
                square = sq.to_string(),
                open = open
            ));
        }
        Ok(Homeland {
            tiles: self.tiles.iter().map(|t| t.expect("all set")).collect(),
            pieces: self.pieces.clone(),
            middle: self.middle.clone(),
        })
    }

    /// The draft as a text block, `?` for a square not set yet (the player's own view).
    pub fn block(&self) -> String {
        let mut rows = Vec::new();
        for k in 0..HOME_ROWS as usize {
            let line = |f: &dyn Fn(usize) -> char| -> String {
                (0..COLS as usize)
                    .map(|c| f(k * COLS as usize + c))
                    .collect()
            };
            rows.push(format!(
                "{} {}",
                line(&|i| self.tiles[i].map_or('?', |t| t.letter())),
                line(&|i| self.pieces[i].map_or('.', |p| p.letter()))
            ));
        }
        rows.push(
            self.middle
                .iter()
                .map(|t| t.map_or('.', |t| t.letter()))
                .collect(),
        );
        rows.join("\n")
    }
}
