//! Seeded map generation for 2 to 6 houses (R-FIEF-MAP-2..4): castle sites spread evenly around an
//! ellipse, mountain ridges and lakes kept away from the castles, forests scattered, rivers along the
//! lower sides of short runs of hexes; a map that fails the fairness check ([`super::fairness`]) is
//! drawn again from the next seed of the same sequence, so the same seed always gives the same map.

use super::fairness;
use super::{Hx, Map, Terrain};

/// Map size by houses (R-FIEF-MAP-1): about 30 hexes a house, so neighbours meet within the few
/// rounds the tax target leaves.
pub fn size(houses: usize) -> (u8, u8) {
    match houses {
        0..=2 => (9, 7),
        3 => (10, 9),
        4 => (12, 10),
        5 => (13, 11),
        _ => (15, 12),
    }
}

/// A small seeded generator (splitmix64): the map needs many draws, the match log only one seed.
struct Draws(u64);

impl Draws {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u32) -> u32 {
        (self.next() % n as u64) as u32
    }
}

/// Tries before giving up on fairness and keeping the fairest try (never seen in the tests, which
/// check many seeds for every house count).
const TRIES: u32 = 400;

/// The map for `houses` houses from `seed`.
pub fn generate(houses: usize, seed: u64) -> Map {
    let mut draws = Draws(seed);
    let mut fallback = None;
    for _ in 0..TRIES {
        let map = attempt(houses, &mut draws);
        let every_terrain = [Terrain::Forest, Terrain::Mountain, Terrain::Lake]
            .iter()
            .all(|t| map.terrain.contains(t));
        if every_terrain && !map.rivers.is_empty() && fairness::check(&map, houses).is_ok() {
            return map;
        }
        if fallback.is_none() && map.sites.len() == houses {
            fallback = Some(map);
        }
    }
    fallback.unwrap_or_else(|| attempt(houses, &mut draws))
}

fn attempt(houses: usize, draws: &mut Draws) -> Map {
    let (cols, rows) = size(houses);
    let mut map = Map {
        name: "generated".into(),
        cols,
        rows,
        terrain: vec![Terrain::Plain; cols as usize * rows as usize],
        rivers: Vec::new(),
        sites: Vec::new(),
    };
    map.sites = sites(&map, houses, draws);
    let far_from_sites = |map: &Map, h: Hx, d: u32| map.sites.iter().all(|s| s.distance(h) >= d);
    let all: Vec<Hx> = map.hexes().collect();
    let random_hex = |draws: &mut Draws| all[draws.below(all.len() as u32) as usize];

    // Lakes: a few blobs, three hexes or more from any castle.
    for _ in 0..1 + houses / 2 {
        let mut h = random_hex(draws);
        for _ in 0..2 + draws.below(3) {
            if far_from_sites(&map, h, 3) {
                let i = map.index(h);
                map.terrain[i] = Terrain::Lake;
            }
            let ns: Vec<Hx> = map.neighbours(h).collect();
            h = ns[draws.below(ns.len() as u32) as usize];
        }
    }
    // Mountain ridges: short walks, three hexes or more from any castle.
    for _ in 0..houses + 1 {
        let mut h = random_hex(draws);
        for _ in 0..2 + draws.below(2) {
            if far_from_sites(&map, h, 3) && map.terrain(h) == Terrain::Plain {
                let i = map.index(h);
                map.terrain[i] = Terrain::Mountain;
            }
            let ns: Vec<Hx> = map.neighbours(h).collect();
            h = ns[draws.below(ns.len() as u32) as usize];
        }
    }
    // Forests: about one plain in five, never a castle site.
    for h in all.iter().copied() {
        if map.terrain(h) == Terrain::Plain && !map.sites.contains(&h) && draws.below(5) == 0 {
            let i = map.index(h);
            map.terrain[i] = Terrain::Forest;
        }
    }
    // Rivers: runs of 2-4 hexes, along the sides they share with the row below.
    for _ in 0..1 + houses / 2 {
        let row = draws.below(rows as u32 - 1) as u8;
        let len = 2 + draws.below(3) as u8;
        let start = draws.below(cols.saturating_sub(len) as u32 + 1) as u8;
        for col in start..(start + len).min(cols) {
            let a = Hx::new(col, row);
            for b in map.neighbours(a).filter(|b| b.row == row + 1) {
                let key = if a < b { (a, b) } else { (b, a) };
                if !map.rivers.contains(&key) {
                    map.rivers.push(key);
                }
            }
        }
    }
    map.rivers.sort();
    map
}

/// `houses` castle sites at even angles on an ellipse two hexes inside the map's edges, turned by
/// a random angle, each snapped to the nearest hex.
fn sites(map: &Map, houses: usize, draws: &mut Draws) -> Vec<Hx> {
    let (w, h) = Hx::new(map.cols - 1, map.rows - 1).centre();
    let (w, h) = (w.max(map.cols as f64 - 0.5), h);
    let (cx, cy) = (w / 2.0, h / 2.0);
    let (rx, ry) = (cx - 1.6, cy - 1.6);
    let turn = draws.below(360) as f64 * std::f64::consts::PI / 180.0;
    (0..houses)
        .map(|k| {
            let a = turn + k as f64 * std::f64::consts::TAU / houses as f64;
            let (x, y) = (cx + rx * a.cos(), cy + ry * a.sin());
            map.hexes()
                .min_by(|p, q| {
                    let d = |h: &Hx| {
                        let (hx, hy) = h.centre();
                        (hx - x).powi(2) + (hy - y).powi(2)
                    };
                    d(p).total_cmp(&d(q))
                })
                .expect("a map has hexes")
        })
        .collect()
}
