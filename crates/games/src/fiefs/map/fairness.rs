//! What makes a map playable and fair (R-FIEF-MAP-4): every piece of land reachable from every other,
//! castle sites on plains, apart, at nearly equal walking distance from their nearest rival and with
//! nearly equal land around them. The generator keeps only maps that pass; the tests check the
//! hand-made maps and many seeded ones with the same function.

use super::{Hx, Map, Terrain};
use std::collections::VecDeque;

/// Walking distance spread allowed between the sites' nearest rivals.
pub const MAX_REACH_SPREAD: u32 = 1;
/// Land (plain or forest) within [`LAND_RADIUS`] of a site: spread allowed.
pub const MAX_LAND_SPREAD: u32 = 2;
/// Plains within [`LAND_RADIUS`] of a site: spread allowed.
pub const MAX_PLAIN_SPREAD: u32 = 2;
pub const LAND_RADIUS: u32 = 2;
/// Sites closer than this (in hexes) are too close.
pub const MIN_SITE_DISTANCE: u32 = 4;

/// The figures a fairness check compares, one per site of the first `houses`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Steps over land (lakes unfrozen) to the nearest rival site.
    pub reach: Vec<u32>,
    /// Plain or forest hexes within [`LAND_RADIUS`].
    pub land: Vec<u32>,
    /// Plain hexes within [`LAND_RADIUS`].
    pub plains: Vec<u32>,
}

fn land(t: Terrain) -> bool {
    matches!(t, Terrain::Plain | Terrain::Forest)
}

/// Steps over land from `from` to every hex (`u32::MAX` where unreachable). Rivers slow a march but
/// do not block it, so they do not count here.
pub fn walk(map: &Map, from: Hx) -> Vec<u32> {
    let mut dist = vec![u32::MAX; map.len()];
    dist[map.index(from)] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(h) = queue.pop_front() {
        let d = dist[map.index(h)];
        for n in map.neighbours(h) {
            if land(map.terrain(n)) && dist[map.index(n)] == u32::MAX {
                dist[map.index(n)] = d + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

pub fn report(map: &Map, houses: usize) -> Report {
    let sites = &map.sites[..houses.min(map.sites.len())];
    let mut r = Report {
        reach: Vec::new(),
        land: Vec::new(),
        plains: Vec::new(),
    };
    for &s in sites {
        let dist = walk(map, s);
        r.reach.push(
            sites
                .iter()
                .filter(|&&o| o != s)
                .map(|&o| dist[map.index(o)])
                .min()
                .unwrap_or(0),
        );
        let near: Vec<Terrain> = map
            .hexes()
            .filter(|h| h.distance(s) <= LAND_RADIUS)
            .map(|h| map.terrain(h))
            .collect();
        r.land
            .push(near.iter().filter(|t| land(**t)).count() as u32);
        r.plains
            .push(near.iter().filter(|t| **t == Terrain::Plain).count() as u32);
    }
    r
}

fn spread(xs: &[u32]) -> u32 {
    xs.iter().max().unwrap_or(&0) - xs.iter().min().unwrap_or(&0)
}

/// Whether the map is playable and fair for `houses` houses; the first failure otherwise.
pub fn check(map: &Map, houses: usize) -> Result<Report, String> {
    if map.sites.len() < houses {
        return Err(format!(
            "{} castle sites for {houses} houses",
            map.sites.len()
        ));
    }
    if map.terrain.len() != map.len() {
        return Err(format!(
            "{} terrain codes for {} hexes",
            map.terrain.len(),
            map.len()
        ));
    }
    let sites = &map.sites[..houses];
    for (i, &s) in sites.iter().enumerate() {
        if !map.contains(s) || map.terrain(s) != Terrain::Plain {
            return Err(format!("castle site {s} is not a plain on the map"));
        }
        if let Some(o) = sites[..i]
            .iter()
            .find(|o| o.distance(s) < MIN_SITE_DISTANCE)
        {
            return Err(format!("castle sites {o} and {s} are too close"));
        }
    }
    // Connectivity: every land hex can be walked to from the first site.
    let dist = walk(map, sites[0]);
    if let Some(h) = map
        .hexes()
        .find(|&h| land(map.terrain(h)) && dist[map.index(h)] == u32::MAX)
    {
        return Err(format!("{h} cannot be reached over land"));
    }
    let r = report(map, houses);
    if spread(&r.reach) > MAX_REACH_SPREAD {
        return Err(format!("walks to the nearest rival differ: {:?}", r.reach));
    }
    if spread(&r.land) > MAX_LAND_SPREAD {
        return Err(format!("land around the castles differs: {:?}", r.land));
    }
    if spread(&r.plains) > MAX_PLAIN_SPREAD {
        return Err(format!("plains around the castles differ: {:?}", r.plains));
    }
    Ok(r)
}
