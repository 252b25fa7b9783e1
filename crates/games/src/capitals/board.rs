//! Squares, cells and the grid they sit on.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A square by column (0 = A) and row (0 = row 1). Player 0's back row is row 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Sq {
    pub col: u8,
    pub row: u8,
}

impl Sq {
    pub const fn new(col: u8, row: u8) -> Self {
        Sq { col, row }
    }

    /// Reads `c4`, `C4`, `j10`, bounded by the board size.
    pub fn parse(text: &str, size: u8) -> Option<Sq> {
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return None;
        }
        let col = letter as u8 - b'A';
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // "C04" would round-trip to "C4"; refusing it keeps format(parse(x)) == x for every accepted square.
        if digits.starts_with('0') {
            return None;
        }
        let row: u8 = digits.parse().ok()?;
        if col >= size || row == 0 || row > size {
            return None;
        }
        Some(Sq::new(col, row - 1))
    }
}

impl fmt::Display for Sq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Terrain {
    Clear,
    River,
    /// Height 1 to 3.
    Mountain(u8),
}

/// One square of the board. A square can be owned (territory) without a token on it: tokens leave
/// territory behind when they move, cross or climb, and fortifications belong to the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub terrain: Terrain,
    pub owner: Option<u8>,
    /// A token of the owner stands here. Never true on a capital (the capital is not a token).
    pub unit: bool,
    pub walls: u8,
    pub tower: bool,
}

impl Cell {
    pub const EMPTY: Cell = Cell {
        terrain: Terrain::Clear,
        owner: None,
        unit: false,
        walls: 0,
        tower: false,
    };

    pub fn is_river(&self) -> bool {
        self.terrain == Terrain::River
    }

    pub fn mountain(&self) -> u8 {
        match self.terrain {
            Terrain::Mountain(l) => l,
            _ => 0,
        }
    }

    /// Extra attack cost of this square's fortifications (R-CAP-31).
    pub fn fort_cost(&self) -> u8 {
        2 * self.walls + if self.tower { 4 } else { 0 }
    }
}

/// The grid, row-major from A1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub size: u8,
    pub cells: Vec<Cell>,
}

impl Board {
    pub fn new(size: u8) -> Self {
        Board {
            size,
            cells: vec![Cell::EMPTY; size as usize * size as usize],
        }
    }

    pub fn idx(&self, sq: Sq) -> usize {
        sq.row as usize * self.size as usize + sq.col as usize
    }

    pub fn sq(&self, idx: usize) -> Sq {
        Sq::new(
            (idx % self.size as usize) as u8,
            (idx / self.size as usize) as u8,
        )
    }

    pub fn get(&self, sq: Sq) -> &Cell {
        &self.cells[self.idx(sq)]
    }

    pub fn get_mut(&mut self, sq: Sq) -> &mut Cell {
        let i = self.idx(sq);
        &mut self.cells[i]
    }

    pub fn contains(&self, col: i32, row: i32) -> bool {
        col >= 0 && row >= 0 && col < self.size as i32 && row < self.size as i32
    }

    /// Orthogonal neighbours, in N, E, S, W order.
    pub fn neighbours(&self, sq: Sq) -> impl Iterator<Item = Sq> + '_ {
        [(0i32, 1i32), (1, 0), (0, -1), (-1, 0)]
            .into_iter()
            .map(move |(dc, dr)| (sq.col as i32 + dc, sq.row as i32 + dr))
            .filter(|&(c, r)| self.contains(c, r))
            .map(|(c, r)| Sq::new(c as u8, r as u8))
    }

    /// Orthogonal and diagonal neighbours.
    pub fn ring(&self, sq: Sq) -> impl Iterator<Item = Sq> + '_ {
        (-1i32..=1)
            .flat_map(|dr| (-1i32..=1).map(move |dc| (dc, dr)))
            .filter(|&d| d != (0, 0))
            .map(move |(dc, dr)| (sq.col as i32 + dc, sq.row as i32 + dr))
            .filter(|&(c, r)| self.contains(c, r))
            .map(|(c, r)| Sq::new(c as u8, r as u8))
    }

    pub fn adjacent(a: Sq, b: Sq) -> bool {
        a.col.abs_diff(b.col) + a.row.abs_diff(b.row) == 1
    }

    /// The square a half turn away: the generator mirrors everything through the centre (R-CAP-6).
    pub fn rotate(&self, sq: Sq) -> Sq {
        Sq::new(self.size - 1 - sq.col, self.size - 1 - sq.row)
    }

    pub fn squares(&self) -> impl Iterator<Item = Sq> + '_ {
        (0..self.cells.len()).map(|i| self.sq(i))
    }

    /// Squares owned by `seat`, capital included (R-CAP-41).
    pub fn territory(&self, seat: u8) -> usize {
        self.cells.iter().filter(|c| c.owner == Some(seat)).count()
    }

    pub fn units(&self, seat: u8) -> usize {
        self.cells
            .iter()
            .filter(|c| c.owner == Some(seat) && c.unit)
            .count()
    }
}

/// The row index of a seat's back row.
pub fn back_row(size: u8, seat: u8) -> u8 {
    if seat == 0 {
        0
    } else {
        size - 1
    }
}

/// Whether `sq` lies in `seat`'s back two rows (Deploy, R-CAP-24).
pub fn in_back_two_rows(size: u8, seat: u8, sq: Sq) -> bool {
    if seat == 0 {
        sq.row <= 1
    } else {
        sq.row >= size - 2
    }
}

/// Where a seat's capital stands: player 0 at the centre of row 1 (E1 on 10x10), player 1 at the
/// half-turn image (F10), so the two sides are exact mirror images (R-CAP-8).
pub fn capital_square(size: u8, seat: u8) -> Sq {
    let s0 = Sq::new(size / 2 - 1, 0);
    if seat == 0 {
        s0
    } else {
        Sq::new(size - 1 - s0.col, size - 1)
    }
}
