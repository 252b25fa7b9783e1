//! The board (R-THR-BOARD-1..4): 9 columns by 9 rows, squares `a1`..`i9`, eight directions.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Columns and rows of the board.
pub const COLS: u8 = 9;
pub const ROWS: u8 = 9;
/// Rows of one homeland (R-THR-BOARD-1).
pub const HOME_ROWS: u8 = 4;
/// The middle row (0-based).
pub const MIDDLE: u8 = 4;
/// Squares on the board.
pub const SQUARES: usize = COLS as usize * ROWS as usize;

/// A square: column 0..9 (`a`..`i`), row 0..9 (`1`..`9`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Sq {
    pub col: u8,
    pub row: u8,
}

impl Sq {
    pub const fn new(col: u8, row: u8) -> Self {
        Sq { col, row }
    }

    pub fn index(self) -> usize {
        self.row as usize * COLS as usize + self.col as usize
    }

    pub fn from_index(i: usize) -> Self {
        Sq::new((i % COLS as usize) as u8, (i / COLS as usize) as u8)
    }

    pub fn all() -> impl Iterator<Item = Sq> {
        (0..SQUARES).map(Sq::from_index)
    }

    /// The square `d` steps of `(dc, dr)` away, if on the board.
    pub fn offset(self, dc: i8, dr: i8, d: i8) -> Option<Sq> {
        let c = self.col as i16 + dc as i16 * d as i16;
        let r = self.row as i16 + dr as i16 * d as i16;
        ((0..COLS as i16).contains(&c) && (0..ROWS as i16).contains(&r))
            .then(|| Sq::new(c as u8, r as u8))
    }

    /// The up to eight squares touching this one by a side or a corner (R-THR-BOARD-2).
    pub fn neighbours(self) -> impl Iterator<Item = Sq> {
        DIRECTIONS
            .into_iter()
            .filter_map(move |(dc, dr)| self.offset(dc, dr, 1))
    }

    /// The up to four squares touching this one by a side.
    pub fn sides(self) -> impl Iterator<Item = Sq> {
        SIDES
            .into_iter()
            .filter_map(move |(dc, dr)| self.offset(dc, dr, 1))
    }

    pub fn adjacent(self, other: Sq) -> bool {
        self != other && self.col.abs_diff(other.col) <= 1 && self.row.abs_diff(other.row) <= 1
    }

    /// Reads `a1`..`i9`.
    pub fn parse(text: &str) -> Option<Sq> {
        let b = text.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let col = b[0].to_ascii_lowercase().checked_sub(b'a')?;
        let row = b[1].checked_sub(b'1')?;
        (col < COLS && row < ROWS).then_some(Sq::new(col, row))
    }

    /// On the board's outer ring.
    pub fn on_edge(self) -> bool {
        self.col == 0 || self.row == 0 || self.col == COLS - 1 || self.row == ROWS - 1
    }

    /// The homeland this square belongs to, or `None` for the middle row.
    pub fn home_of(self) -> Option<u8> {
        match self.row {
            r if r < MIDDLE => Some(0),
            r if r > MIDDLE => Some(1),
            _ => None,
        }
    }
}

impl fmt::Display for Sq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row + 1)
    }
}

/// The eight directions (R-THR-BOARD-2).
pub const DIRECTIONS: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The four side directions (R-THR-ENGAGE-3, R-THR-MOVE-2).
pub const SIDES: [(i8, i8); 4] = [(0, -1), (-1, 0), (1, 0), (0, 1)];

/// A tile (R-THR-BOARD-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Tile {
    Plains,
    Forest,
    Mountain,
    Water,
    Fortress,
}

impl Tile {
    pub const ALL: [Tile; 5] = [
        Tile::Plains,
        Tile::Forest,
        Tile::Mountain,
        Tile::Water,
        Tile::Fortress,
    ];
    /// The four tiles every homeland row holds (R-THR-SETUP-3) and the middle row gets twice.
    pub const LAND: [Tile; 4] = [Tile::Plains, Tile::Forest, Tile::Mountain, Tile::Water];

    /// How many of this tile each player has (R-THR-BOARD-3).
    pub fn per_homeland(self) -> usize {
        match self {
            Tile::Plains => 11,
            Tile::Forest => 10,
            Tile::Mountain | Tile::Water => 7,
            Tile::Fortress => 1,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Tile::Plains => 'p',
            Tile::Forest => 'f',
            Tile::Mountain => 'm',
            Tile::Water => 'w',
            Tile::Fortress => 'x',
        }
    }

    pub fn from_letter(c: char) -> Option<Tile> {
        Tile::ALL.into_iter().find(|t| t.letter() == c)
    }

    pub fn name(self) -> &'static str {
        match self {
            Tile::Plains => "plains",
            Tile::Forest => "forest",
            Tile::Mountain => "mountain",
            Tile::Water => "water",
            Tile::Fortress => "fortress",
        }
    }
}

/// The board row of homeland row `k` (0 = the front row, next to the middle) of `seat`.
pub fn home_row(seat: u8, k: u8) -> u8 {
    if seat == 0 {
        MIDDLE - 1 - k
    } else {
        MIDDLE + 1 + k
    }
}

/// The middle-row columns from `seat`'s left to its right (R-THR-SETUP-8).
pub fn columns_from_left(seat: u8) -> Vec<u8> {
    if seat == 0 {
        (0..COLS).collect()
    } else {
        (0..COLS).rev().collect()
    }
}
