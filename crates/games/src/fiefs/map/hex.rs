//! A hex by its offset coordinates (R-FIEF-MAP-1): pointy tops, odd rows shoved half a hex right.
//! Written `C4`: column letter, row number from 1. Which hexes exist is the [`super::Map`]'s
//! business; a hex alone knows only its name and distances.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Columns a name can spell (A-Z).
pub const MAX_COLS: u8 = 26;
/// Rows a name can spell.
pub const MAX_ROWS: u8 = 99;

/// A hex by offset coordinates, both from 0; written `C4` (column letter, row number from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hx {
    pub col: u8,
    pub row: u8,
}

impl Hx {
    pub const fn new(col: u8, row: u8) -> Self {
        Hx { col, row }
    }

    /// Reads `C4` (any case); whether the map has that hex is checked against the map.
    pub fn parse(word: &str) -> Option<Hx> {
        let mut chars = word.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return None;
        }
        let col = letter as u8 - b'A';
        let rest = chars.as_str();
        if rest.starts_with('+') {
            return None;
        }
        let row: u8 = rest.parse().ok()?;
        (col < MAX_COLS && (1..=MAX_ROWS).contains(&row)).then(|| Hx::new(col, row - 1))
    }

    /// Cube coordinates, for distances.
    fn cube(self) -> (i32, i32, i32) {
        let (c, r) = (self.col as i32, self.row as i32);
        let q = c - (r - (r & 1)) / 2;
        (q, r, -q - r)
    }

    pub fn distance(self, other: Hx) -> u32 {
        let (a, b) = (self.cube(), other.cube());
        ((a.0 - b.0).abs() + (a.1 - b.1).abs() + (a.2 - b.2).abs()) as u32 / 2
    }

    pub fn adjacent(self, other: Hx) -> bool {
        self.distance(other) == 1
    }

    /// The six neighbours within a `cols` x `rows` map (fewer on its edges).
    pub fn neighbours_within(self, cols: u8, rows: u8) -> impl Iterator<Item = Hx> {
        let (c, r) = (self.col as i32, self.row as i32);
        let deltas: [(i32, i32); 6] = if r & 1 == 0 {
            [(1, 0), (-1, 0), (0, -1), (-1, -1), (0, 1), (-1, 1)]
        } else {
            [(1, 0), (-1, 0), (1, -1), (0, -1), (1, 1), (0, 1)]
        };
        deltas.into_iter().filter_map(move |(dc, dr)| {
            let (nc, nr) = (c + dc, r + dr);
            (nc >= 0 && nr >= 0 && nc < cols as i32 && nr < rows as i32)
                .then(|| Hx::new(nc as u8, nr as u8))
        })
    }

    /// The centre in hex-width units (x right, y down): for placing castle sites evenly.
    pub fn centre(self) -> (f64, f64) {
        let x = self.col as f64 + if self.row & 1 == 1 { 0.5 } else { 0.0 };
        (x, self.row as f64 * 0.866)
    }
}

impl fmt::Display for Hx {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexes_read_and_write_alike() {
        for col in 0..MAX_COLS {
            for row in 0..20 {
                let h = Hx::new(col, row);
                assert_eq!(Hx::parse(&h.to_string()), Some(h));
            }
        }
        assert_eq!(Hx::parse("A0"), None);
        assert_eq!(Hx::parse("4A"), None);
        assert_eq!(Hx::parse("A+1"), None);
    }

    #[test]
    fn neighbours_are_at_distance_one() {
        for col in 0..11 {
            for row in 0..9 {
                let h = Hx::new(col, row);
                for n in h.neighbours_within(11, 9) {
                    assert_eq!(h.distance(n), 1, "{h} {n}");
                }
            }
        }
        assert_eq!(Hx::new(5, 4).neighbours_within(11, 9).count(), 6);
        assert_eq!(Hx::new(0, 0).neighbours_within(11, 9).count(), 2);
    }
}
