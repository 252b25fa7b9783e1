//! The map as data (R-FIEF-MAP-1..6): its size, terrain, rivers along hex sides and castle sites.
//! A match's map never changes, so the state carries it once; it comes from the seeded generator
//! ([`generate`]) or from a hand-made data file ([`fixed`]), both read and checked alike.

pub mod fairness;
pub mod generate;
mod hex;

pub use hex::{Hx, MAX_COLS, MAX_ROWS};

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Terrain {
    Plain,
    Forest,
    Mountain,
    Lake,
}

impl Terrain {
    fn code(self) -> char {
        match self {
            Terrain::Plain => '.',
            Terrain::Forest => 'f',
            Terrain::Mountain => 'm',
            Terrain::Lake => 'l',
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Map {
    /// `crossing`, or `generated` for a seeded map.
    pub name: String,
    pub cols: u8,
    pub rows: u8,
    /// Row by row.
    pub terrain: Vec<Terrain>,
    /// Hex sides with a river, each pair in order (smaller hex first).
    pub rivers: Vec<(Hx, Hx)>,
    /// Castle sites in the order houses take them (R-FIEF-MAP-3).
    pub sites: Vec<Hx>,
}

/// The hand-made maps, by name: (name, data file).
pub const FIXED: [(&str, &str); 1] = [("crossing", include_str!("crossing.txt"))];

/// A hand-made map by name, read by [`Map::parse`] (checked by the tests in `tests/fiefs_map.rs`).
pub fn fixed(name: &str) -> Option<Map> {
    FIXED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, text)| Map::parse(n, text).expect("the hand-made maps are checked by tests"))
}

/// The hand-made map `crossing` (R-FIEF-MAP-5), the board of most rule tests.
pub fn crossing() -> Map {
    fixed("crossing").expect("crossing is a hand-made map")
}

impl Map {
    pub fn contains(&self, h: Hx) -> bool {
        h.col < self.cols && h.row < self.rows
    }

    pub fn index(&self, h: Hx) -> usize {
        h.row as usize * self.cols as usize + h.col as usize
    }

    pub fn len(&self) -> usize {
        self.cols as usize * self.rows as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every hex, row by row.
    pub fn hexes(&self) -> impl Iterator<Item = Hx> + '_ {
        (0..self.rows).flat_map(move |r| (0..self.cols).map(move |c| Hx::new(c, r)))
    }

    pub fn neighbours(&self, h: Hx) -> impl Iterator<Item = Hx> {
        h.neighbours_within(self.cols, self.rows)
    }

    pub fn terrain(&self, h: Hx) -> Terrain {
        self.terrain[self.index(h)]
    }

    pub fn river_between(&self, a: Hx, b: Hx) -> bool {
        let key = if a < b { (a, b) } else { (b, a) };
        self.rivers.contains(&key)
    }

    /// Reads a map file: one line of codes per row (`.` plain, `f` forest, `m` mountain, `l` lake,
    /// `1`-`6` a castle site on a plain, in the order houses take them), `river A4/A5 ...` lines of
    /// river sides, `#` comments. Refuses ragged rows, unknown codes, missing or repeated sites, and
    /// rivers between hexes that are not neighbours on the map.
    pub fn parse(name: &str, text: &str) -> Result<Map, String> {
        let mut terrain = Vec::new();
        let mut rows = 0u8;
        let mut cols = None;
        let mut numbered = Vec::new();
        let mut river_words = Vec::new();
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(rest) = line.strip_prefix("river ") {
                river_words.extend(rest.split_whitespace());
                continue;
            }
            let codes: Vec<&str> = line.split_whitespace().collect();
            if *cols.get_or_insert(codes.len()) != codes.len() {
                return Err(format!("row {} has {} hexes", rows + 1, codes.len()));
            }
            for (c, code) in codes.iter().enumerate() {
                let h = Hx::new(c as u8, rows);
                terrain.push(match *code {
                    "." => Terrain::Plain,
                    "f" => Terrain::Forest,
                    "m" => Terrain::Mountain,
                    "l" => Terrain::Lake,
                    d => match d.parse::<u8>() {
                        Ok(n @ 1..=6) => {
                            numbered.push((n, h));
                            Terrain::Plain
                        }
                        _ => return Err(format!("{h}: unknown code `{d}`")),
                    },
                });
            }
            rows += 1;
        }
        let cols = cols.unwrap_or(0);
        if !(2..=MAX_COLS as usize).contains(&cols) || !(2..=MAX_ROWS).contains(&rows) {
            return Err(format!("a map of {cols} x {rows} hexes"));
        }
        numbered.sort();
        let sites: Vec<Hx> = numbered.iter().map(|&(_, h)| h).collect();
        if numbered
            .iter()
            .enumerate()
            .any(|(i, &(n, _))| n as usize != i + 1)
            || sites.len() < 2
        {
            return Err(format!("castle sites {numbered:?} are not 1, 2, ..."));
        }
        let mut map = Map {
            name: name.to_string(),
            cols: cols as u8,
            rows,
            terrain,
            rivers: Vec::new(),
            sites,
        };
        for word in river_words {
            let pair = word
                .split_once('/')
                .and_then(|(a, b)| Some((Hx::parse(a)?, Hx::parse(b)?)))
                .filter(|&(a, b)| map.contains(a) && map.contains(b) && a.adjacent(b))
                .ok_or_else(|| format!("river side `{word}` is not two neighbouring hexes"))?;
            let key = if pair.0 < pair.1 {
                pair
            } else {
                (pair.1, pair.0)
            };
            if !map.rivers.contains(&key) {
                map.rivers.push(key);
            }
        }
        Ok(map)
    }

    /// The map in the file format [`Map::parse`] reads.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for r in 0..self.rows {
            let line: Vec<String> = (0..self.cols)
                .map(|c| {
                    let h = Hx::new(c, r);
                    match self.sites.iter().position(|&s| s == h) {
                        Some(i) => (i + 1).to_string(),
                        None => self.terrain(h).code().to_string(),
                    }
                })
                .collect();
            out.push_str(&line.join(" "));
            out.push('\n');
        }
        if !self.rivers.is_empty() {
            let sides: Vec<String> = self
                .rivers
                .iter()
                .map(|(a, b)| format!("{a}/{b}"))
                .collect();
            out.push_str(&format!("river {}\n", sides.join(" ")));
        }
        out
    }
}
