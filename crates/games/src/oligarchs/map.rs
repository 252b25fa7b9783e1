//! The two boards (spec section 28) as data: provinces, counties, castles, terrain, borders with the
//! major rivers on them. Loaded once from the CSV files in `data/` and checked (28.1 item 9).

use super::names;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Which board and rule set: BASIC (8 years, 49 counties) or ADV (12 years, 70 counties).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Variant {
    Basic,
    Adv,
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::Basic => "basic",
            Variant::Adv => "adv",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Terrain {
    Plain,
    Mountain,
    Swamp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum River {
    Duna,
    Tisza,
    Drava,
    Szava,
    Maros,
}

/// A county's index in [`Map::counties`].
pub type CountyId = usize;
/// A province's index in [`Map::provinces`]; lord provinces are 0..6 in ring order, 6 is the centre.
pub type ProvinceId = usize;

/// The central royal province's index.
pub const CENTRAL: ProvinceId = 6;
/// Szlavónia, dropped with 5 players (R-SETUP-4).
pub const SZLAVONIA: ProvinceId = 4;

#[derive(Clone, Debug)]
pub struct Province {
    pub key: String,
    pub name: String,
    /// Position in the ring of lord provinces (R-MAP-3); `None` for the central province.
    pub ring: Option<usize>,
    pub colour: (u8, u8, u8),
    pub counties: Vec<CountyId>,
}

#[derive(Clone, Debug)]
pub struct County {
    pub name: String,
    pub province: ProvinceId,
    pub castle: bool,
    pub terrain: Terrain,
    /// Seat coordinates (latitude, longitude) for layout.
    pub lat: f64,
    pub lon: f64,
    /// ADV only: the BASIC county this one merges into (28.2).
    pub basic: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Border {
    pub a: CountyId,
    pub b: CountyId,
    pub river: Option<River>,
}

#[derive(Clone, Debug)]
pub struct Map {
    pub variant: Variant,
    pub provinces: Vec<Province>,
    pub counties: Vec<County>,
    pub borders: Vec<Border>,
    /// Neighbours of every county with the river on the shared border, sorted by county id.
    pub adjacent: Vec<Vec<(CountyId, Option<River>)>>,
}

const PROVINCES: &str = include_str!("data/provinces.csv");
const ADV_COUNTIES: &str = include_str!("data/adv_counties.csv");
const ADV_BORDERS: &str = include_str!("data/adv_borders.csv");
const BASIC_COUNTIES: &str = include_str!("data/basic_counties.csv");
const BASIC_BORDERS: &str = include_str!("data/basic_borders.csv");

/// The checked board of a variant, loaded on first use.
pub fn map(variant: Variant) -> &'static Map {
    static BASIC: OnceLock<Map> = OnceLock::new();
    static ADV: OnceLock<Map> = OnceLock::new();
    let cell = match variant {
        Variant::Basic => &BASIC,
        Variant::Adv => &ADV,
    };
    cell.get_or_init(|| {
        let (counties, borders) = match variant {
            Variant::Basic => (BASIC_COUNTIES, BASIC_BORDERS),
            Variant::Adv => (ADV_COUNTIES, ADV_BORDERS),
        };
        Map::load(variant, PROVINCES, counties, borders)
            .expect("the built-in map data passes its checks")
    })
}

fn rows(text: &str) -> impl Iterator<Item = Vec<&str>> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split(',').map(str::trim).collect())
}

fn parse_colour(hex: &str) -> Result<(u8, u8, u8), String> {
    let h = hex.trim_start_matches('#');
    let byte = |i: usize| u8::from_str_radix(h.get(i..i + 2).unwrap_or(""), 16);
    match (byte(0), byte(2), byte(4)) {
        (Ok(r), Ok(g), Ok(b)) if h.len() == 6 => Ok((r, g, b)),
        _ => Err(format!("bad colour {hex}")),
    }
}

impl Map {
    /// Parses the CSV texts and runs every check of 28.1 item 9; `Err` says what is wrong.
    pub fn load(
        variant: Variant,
        provinces: &str,
        counties: &str,
        borders: &str,
    ) -> Result<Map, String> {
        let mut provs = Vec::new();
        for r in rows(provinces) {
            let [key, name, ring, colour] = r.as_slice() else {
                return Err(format!("province row {r:?} needs 4 fields"));
            };
            let ring = match *ring {
                "central" => None,
                n => Some(n.parse::<usize>().map_err(|_| format!("bad ring {n}"))?),
            };
            provs.push(Province {
                key: key.to_string(),
                name: name.to_string(),
                ring,
                colour: parse_colour(colour)?,
                counties: Vec::new(),
            });
        }
        let mut list = Vec::new();
        for r in rows(counties) {
            if r.len() < 6 {
                return Err(format!("county row {r:?} needs at least 6 fields"));
            }
            let province = provs
                .iter()
                .position(|p| p.key == r[1])
                .ok_or_else(|| format!("{}: unknown province {}", r[0], r[1]))?;
            let terrain = match r[3] {
                "none" => Terrain::Plain,
                "mountain" => Terrain::Mountain,
                "swamp" => Terrain::Swamp,
                t => return Err(format!("{}: unknown terrain {t}", r[0])),
            };
            let num = |s: &str| {
                s.parse::<f64>()
                    .map_err(|_| format!("{}: bad coordinate {s}", r[0]))
            };
            provs[province].counties.push(list.len());
            list.push(County {
                name: r[0].to_string(),
                province,
                castle: r[2] == "1",
                terrain,
                lat: num(r[4])?,
                lon: num(r[5])?,
                basic: r.get(6).map(|s| s.to_string()),
            });
        }
        let names: Vec<&str> = list.iter().map(|c| c.name.as_str()).collect();
        let find = |n: &str| {
            names
                .iter()
                .position(|x| *x == n)
                .ok_or_else(|| format!("border names unknown county {n}"))
        };
        let mut edges = Vec::new();
        for r in rows(borders) {
            let [a, b, river] = r.as_slice() else {
                return Err(format!("border row {r:?} needs 3 fields"));
            };
            let river = match *river {
                "none" => None,
                "duna" => Some(River::Duna),
                "tisza" => Some(River::Tisza),
                "drava" => Some(River::Drava),
                "szava" => Some(River::Szava),
                "maros" => Some(River::Maros),
                x => return Err(format!("unknown river {x}")),
            };
            edges.push(Border {
                a: find(a)?,
                b: find(b)?,
                river,
            });
        }
        let mut adjacent = vec![Vec::new(); list.len()];
        for e in &edges {
            if e.a == e.b {
                return Err(format!("{} is adjacent to itself", names[e.a]));
            }
            if adjacent[e.a].iter().any(|&(n, _)| n == e.b) {
                return Err(format!("border {}-{} listed twice", names[e.a], names[e.b]));
            }
            adjacent[e.a].push((e.b, e.river));
            adjacent[e.b].push((e.a, e.river));
        }
        for a in &mut adjacent {
            a.sort_by_key(|&(n, _)| n);
        }
        let map = Map {
            variant,
            provinces: provs,
            counties: list,
            borders: edges,
            adjacent,
        };
        map.check()?;
        Ok(map)
    }

    /// The checks of 28.1 item 9 (self-adjacency and symmetry hold by construction in `load`).
    fn check(&self) -> Result<(), String> {
        let (size, castles) = match self.variant {
            Variant::Basic => (7, 2),
            Variant::Adv => (10, 3),
        };
        if self.provinces.len() != 7 || self.provinces[CENTRAL].ring.is_some() {
            return Err("seven provinces, the central one last".into());
        }
        for (i, p) in self.provinces.iter().enumerate() {
            let cs = &p.counties;
            let castle = cs.iter().filter(|&&c| self.counties[c].castle).count();
            let terrain = cs
                .iter()
                .filter(|&&c| self.counties[c].terrain != Terrain::Plain)
                .count();
            if cs.len() != size || castle != castles || terrain != 2 {
                return Err(format!(
                    "{}: {} counties, {castle} castles, {terrain} terrain; want {size}, {castles}, 2",
                    p.name,
                    cs.len()
                ));
            }
            if cs
                .iter()
                .any(|&c| self.counties[c].castle && self.counties[c].terrain != Terrain::Plain)
            {
                return Err(format!("{}: a castle on terrain", p.name));
            }
            if !self.connected(cs) {
                return Err(format!("{} is not connected", p.name));
            }
            if let Some(r) = p.ring {
                if r != i {
                    return Err(format!("{} ring position {r} != row {i}", p.name));
                }
                let next = (i + 1) % 6;
                if !self.provinces_touch(i, next) {
                    return Err(format!(
                        "ring provinces {} and {} do not touch",
                        p.name, self.provinces[next].name
                    ));
                }
            }
        }
        for named in ["Baranya", "Bihar", "Kunság", "Nógrád"] {
            let id = self
                .county(named)
                .ok_or_else(|| format!("{named} missing"))?;
            if named != "Baranya" && self.counties[id].province != CENTRAL {
                return Err(format!("{named} must be central"));
            }
        }
        Ok(())
    }

    fn connected(&self, set: &[CountyId]) -> bool {
        let Some(&start) = set.first() else {
            return true;
        };
        let mut seen = vec![start];
        let mut todo = vec![start];
        while let Some(c) = todo.pop() {
            for &(n, _) in &self.adjacent[c] {
                if set.contains(&n) && !seen.contains(&n) {
                    seen.push(n);
                    todo.push(n);
                }
            }
        }
        seen.len() == set.len()
    }

    pub fn provinces_touch(&self, p: ProvinceId, q: ProvinceId) -> bool {
        self.borders.iter().any(|e| {
            let (x, y) = (self.counties[e.a].province, self.counties[e.b].province);
            (x, y) == (p, q) || (x, y) == (q, p)
        })
    }

    /// The county with exactly this name (accents included).
    pub fn county(&self, name: &str) -> Option<CountyId> {
        self.counties.iter().position(|c| c.name == name)
    }

    pub fn names(&self) -> Vec<&str> {
        self.counties.iter().map(|c| c.name.as_str()).collect()
    }

    /// A county as typed by a player (case, accents, unique prefix); `Err` lists the candidates.
    pub fn find(&self, word: &str) -> Result<CountyId, Vec<String>> {
        names::lookup(&self.names(), word).map_err(|c| c.into_iter().map(String::from).collect())
    }

    pub fn name(&self, c: CountyId) -> &str {
        &self.counties[c].name
    }

    /// The river on the border between two adjacent counties, `None` if plain or not adjacent.
    pub fn river(&self, a: CountyId, b: CountyId) -> Option<River> {
        self.adjacent[a]
            .iter()
            .find(|&&(n, _)| n == b)
            .and_then(|&(_, r)| r)
    }

    pub fn is_adjacent(&self, a: CountyId, b: CountyId) -> bool {
        self.adjacent[a].iter().any(|&(n, _)| n == b)
    }

    pub fn castles(&self) -> impl Iterator<Item = CountyId> + '_ {
        (0..self.counties.len()).filter(|&c| self.counties[c].castle)
    }
}
