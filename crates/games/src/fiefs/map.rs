//! The hex map as data (R-FIEF-MAP-1..3): 11 columns A-K by 9 rows 1-9, pointy tops, odd rows shoved
//! half a hex right (odd-r offset). Terrain, castle sites and rivers never change during a match, so
//! they live here and not in the state.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

pub const COLS: u8 = 11;
pub const ROWS: u8 = 9;

/// The map, top row (row 1) first: `.` plain, `f` forest, `m` mountain, `l` lake, `C` castle site.
const MAP: &str = "
. . . . f . . f . . .
. C . . . m . . . C .
. . f . . m . f . . .
f . . . l l . . . . f
. . m . l l l . m . .
f . . . . l l . . . f
. . . f . m . . f . .
. C . . . m . . . C .
. . . f . . f . . . .
";

/// Castle sites in the order houses take them (R-FIEF-MAP-3): 2 houses use the first two (opposite
/// corners), 3 the first three, 4 all.
pub const SITES: [Hx; 4] = [
    Hx { col: 1, row: 1 },
    Hx { col: 9, row: 7 },
    Hx { col: 9, row: 1 },
    Hx { col: 1, row: 7 },
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Terrain {
    Plain,
    Forest,
    Mountain,
    Lake,
}

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

    pub fn index(self) -> usize {
        self.row as usize * COLS as usize + self.col as usize
    }

    pub fn from_index(i: usize) -> Self {
        Hx::new((i % COLS as usize) as u8, (i / COLS as usize) as u8)
    }

    /// Reads `C4` (any case).
    pub fn parse(word: &str) -> Option<Hx> {
        let mut chars = word.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return None;
        }
        let col = letter as u8 - b'A';
        let row: u8 = chars.as_str().parse().ok()?;
        (col < COLS && (1..=ROWS).contains(&row)).then(|| Hx::new(col, row - 1))
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

    /// The up to six neighbours on the map.
    pub fn neighbours(self) -> impl Iterator<Item = Hx> {
        let (c, r) = (self.col as i32, self.row as i32);
        let deltas: [(i32, i32); 6] = if r & 1 == 0 {
            [(1, 0), (-1, 0), (0, -1), (-1, -1), (0, 1), (-1, 1)]
        } else {
            [(1, 0), (-1, 0), (1, -1), (0, -1), (1, 1), (0, 1)]
        };
        deltas.into_iter().filter_map(move |(dc, dr)| {
            let (nc, nr) = (c + dc, r + dr);
            (nc >= 0 && nr >= 0 && nc < COLS as i32 && nr < ROWS as i32)
                .then(|| Hx::new(nc as u8, nr as u8))
        })
    }

    pub fn adjacent(self, other: Hx) -> bool {
        self.distance(other) == 1
    }
}

impl fmt::Display for Hx {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

/// Every hex, row by row.
pub fn hexes() -> impl Iterator<Item = Hx> {
    (0..COLS as usize * ROWS as usize).map(Hx::from_index)
}

pub struct Map {
    pub terrain: Vec<Terrain>,
    /// Hex sides with a river, each pair in index order.
    pub rivers: Vec<(Hx, Hx)>,
}

impl Map {
    pub fn terrain(&self, h: Hx) -> Terrain {
        self.terrain[h.index()]
    }

    pub fn river_between(&self, a: Hx, b: Hx) -> bool {
        let key = if a < b { (a, b) } else { (b, a) };
        self.rivers.contains(&key)
    }
}

/// The map, built once from [`MAP`].
pub fn map() -> &'static Map {
    static MAP_DATA: OnceLock<Map> = OnceLock::new();
    MAP_DATA.get_or_init(build)
}

fn build() -> Map {
    let terrain: Vec<Terrain> = MAP
        .split_whitespace()
        .map(|code| match code {
            "f" => Terrain::Forest,
            "m" => Terrain::Mountain,
            "l" => Terrain::Lake,
            _ => Terrain::Plain,
        })
        .collect();
    assert_eq!(
        terrain.len(),
        COLS as usize * ROWS as usize,
        "the map is 11x9"
    );
    // Two rivers: one under row 4 in the west (columns A-C), one under row 5 in the east (I-K).
    let mut rivers = Vec::new();
    for (row, cols) in [(3u8, 0..=2u8), (4, 8..=10)] {
        for col in cols {
            let a = Hx::new(col, row);
            for b in a.neighbours().filter(|b| b.row == row + 1) {
                rivers.push(if a < b { (a, b) } else { (b, a) });
            }
        }
    }
    Map { terrain, rivers }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexes_read_and_write_alike() {
        for h in hexes() {
            assert_eq!(Hx::parse(&h.to_string()), Some(h));
        }
        assert_eq!(Hx::parse("L1"), None);
        assert_eq!(Hx::parse("A10"), None);
    }

    #[test]
    fn neighbours_are_at_distance_one() {
        for h in hexes() {
            for n in h.neighbours() {
                assert_eq!(h.distance(n), 1, "{h} {n}");
            }
        }
        assert_eq!(Hx::new(5, 4).neighbours().count(), 6);
    }

    #[test]
    fn castle_sites_are_plain() {
        for s in SITES {
            assert_eq!(map().terrain(s), Terrain::Plain);
        }
    }
}
