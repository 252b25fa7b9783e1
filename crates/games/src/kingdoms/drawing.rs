//! Each kingdoms map as a static region map for the renderer: every hex area is one region (id =
//! area + 1) grown around its hex's centre, nudged a little by a fixed hash so that the borders
//! look drawn by hand; a nudge this small keeps the neighbours of a hex grid (every corner of the
//! grid is where exactly three hexes meet), which `tests/kingdoms_drawing.rs` checks pixel by
//! pixel. Land and sea are two groups, so coasts are drawn as the thick borders.

use super::map::{self, Geo};
use korona_engine::scene::palette;
use korona_engine::scene::{MapRegion, RegionGroup, RegionShape, StaticMap};

const ROOT3: f64 = 1.732_050_807_568_877_2;
/// How far a region's centre may move from its hex's, in hex radii (neighbours are √3 apart).
const NUDGE: f64 = 0.22;
const LAND: u16 = 1;
const SEA: u16 = 2;

/// The renderer's key of a kingdoms map.
pub fn map_id(map: &str) -> String {
    format!("kingdoms-{map}")
}

/// The region of an area.
pub fn region(area: u16) -> u16 {
    area + 1
}

/// A fixed pseudo-random number in [-1, 1) from a map id and an area (FNV-1a).
fn wobble(map: &str, area: u16, axis: u8) -> f64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in map.bytes().chain(area.to_le_bytes()).chain([axis]) {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h >> 11) as f64 / (1u64 << 52) as f64 - 1.0
}

/// The centre of the hex at `col`, `row`, in the static map's units (a hex radius is 1), with a
/// margin around the board.
fn hex_centre(col: u16, row: u16) -> (f64, f64) {
    let x = (col as f64 + 0.5 * (row & 1) as f64) * ROOT3 + ROOT3 / 2.0 + 0.3;
    (x, row as f64 * 1.5 + 1.0 + 0.3)
}

/// Where an area's region is centred: its hex's centre, nudged.
pub fn centre(map: &str, geo: &Geo, area: u16) -> (f64, f64) {
    let (col, row) = geo.col_row(area);
    let (x, y) = hex_centre(col, row);
    (
        x + NUDGE * wobble(map, area, 0),
        y + NUDGE * wobble(map, area, 1),
    )
}

/// The outline of the grid's hexes, clockwise from the top-left corner: the regions are clipped
/// to it, so that the two hexes beside a half-hex notch of the side do not meet in the notch.
fn outline(geo: &Geo) -> Vec<(f64, f64)> {
    let (w, h) = (geo.width, geo.height);
    let corner = |col: u16, row: u16, dx: f64, dy: f64| {
        let (x, y) = hex_centre(col, row);
        (x + dx * ROOT3 / 2.0, y + dy)
    };
    let mut pts = Vec::new();
    for c in 0..w {
        pts.push(corner(c, 0, -1.0, -0.5));
        pts.push(corner(c, 0, 0.0, -1.0));
    }
    for r in 0..h {
        pts.push(corner(w - 1, r, 1.0, -0.5));
        pts.push(corner(w - 1, r, 1.0, 0.5));
    }
    for c in (0..w).rev() {
        pts.push(corner(c, h - 1, 0.0, 1.0));
        pts.push(corner(c, h - 1, -1.0, 0.5));
    }
    for r in (0..h).rev() {
        pts.push(corner(0, r, -1.0, 0.5));
        pts.push(corner(0, r, -1.0, -0.5));
    }
    pts.dedup_by(|a, b| (a.0 - b.0).abs() < 1e-9 && (a.1 - b.1).abs() < 1e-9);
    pts
}

pub fn static_map(id: &str) -> StaticMap {
    let geo = map::geo(id);
    let width = (geo.width as f64 + 0.5) * ROOT3 + 0.6;
    let height = (geo.height as f64 - 1.0) * 1.5 + 2.0 + 0.6;
    StaticMap {
        id: map_id(id),
        width,
        height,
        outline: outline(geo),
        background: palette::SEA,
        groups: vec![
            RegionGroup {
                id: LAND,
                name: "land".into(),
                colour: palette::GROUND,
            },
            RegionGroup {
                id: SEA,
                name: "sea".into(),
                colour: palette::SEA,
            },
        ],
        regions: geo
            .areas()
            .map(|a| MapRegion {
                id: region(a),
                name: geo.name(a),
                group: Some(if geo.is_sea(a) { SEA } else { LAND }),
                shape: RegionShape::Site {
                    at: centre(id, geo, a),
                    weight: 0.0,
                },
                label_at: None,
                fill: geo.is_sea(a).then_some(palette::SEA),
                terrain: Vec::new(),
            })
            .collect(),
        rivers: Vec::new(),
    }
}

/// Every kingdoms map, for `Ruleset::static_maps`.
pub fn static_maps() -> Vec<StaticMap> {
    map::ids().into_iter().map(static_map).collect()
}
