//! The static art of the two boards: every ADV county is a cell of a power diagram around its seat
//! (spec 28.2), clipped to an outline of the kingdom; a BASIC county is the union of the ADV cells
//! it merges. The seats' weights were fitted once (test `oligarchs_scene_fit`, ignored by default)
//! so that the counties touching on the picture are exactly the counties adjacent in the rules;
//! they are stored in `data/drawing-adv.csv`, so start-up only parses numbers.

use super::map::{map, Terrain, Variant};
use korona_engine::scene::palette;
use korona_engine::scene::{
    MapRegion, RegionGroup, RegionShape, Rgb, StaticMap, TerrainKind, TerrainMark,
};
use std::sync::OnceLock;

const DRAWING_ADV: &str = include_str!("data/drawing-adv.csv");

/// Seats are given as (latitude, longitude); one degree of longitude at 47° N, the middle of the
/// kingdom, is cos 47° of a degree of latitude, so this keeps shapes true.
const COS_47: f64 = 0.681_998_360_062_498_5;

/// The map id scenes name; bump the suffix when the art changes so cached bases are rebuilt.
pub fn map_id(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "oligarchs-basic",
        Variant::Adv => "oligarchs-adv",
    }
}

/// A seat in map units before the shift of the stored drawing: x east, y south (north up).
pub fn project(lat: f64, lon: f64) -> (f64, f64) {
    (lon * COS_47, -lat)
}

/// The fitted layout: the outline and one (seat, weight) per ADV county, in ADV county order, all
/// shifted so the outline starts at (0, 0).
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    pub outline: Vec<(f64, f64)>,
    pub sites: Vec<((f64, f64), f64)>,
}

impl Drawing {
    /// Reads `outline,,x,y,` and `site,<county>,x,y,weight` rows; sites must name the ADV counties
    /// in order, so a renamed county cannot silently take another's cell.
    pub fn parse(text: &str) -> Result<Drawing, String> {
        let adv = map(Variant::Adv);
        let mut d = Drawing {
            outline: Vec::new(),
            sites: Vec::new(),
        };
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let f: Vec<&str> = line.split(',').collect();
            if f.len() != 5 {
                return Err(format!("drawing row {line:?} needs 5 fields"));
            }
            let num = |s: &str| s.parse::<f64>().map_err(|_| format!("bad number {s:?}"));
            let at = (num(f[2])?, num(f[3])?);
            match f[0] {
                "outline" => d.outline.push(at),
                "site" => {
                    let want = adv.counties.get(d.sites.len()).map(|c| c.name.as_str());
                    if want != Some(f[1]) {
                        return Err(format!("site {} where {want:?} was expected", f[1]));
                    }
                    d.sites.push((at, num(f[4])?));
                }
                k => return Err(format!("unknown drawing row kind {k}")),
            }
        }
        if d.sites.len() != adv.counties.len() || d.outline.len() < 3 {
            return Err(format!(
                "{} sites and {} outline points",
                d.sites.len(),
                d.outline.len()
            ));
        }
        Ok(d)
    }

    pub fn to_csv(&self) -> String {
        let adv = map(Variant::Adv);
        let mut out = String::from(
            "# kind,county,x,y,weight: the oligarchs board drawing (see oligarchs/drawing.rs);\n\
             # written by `cargo test --test oligarchs_scene_fit -- --ignored`\n",
        );
        for &(x, y) in &self.outline {
            out.push_str(&format!("outline,,{x:.5},{y:.5},\n"));
        }
        for (c, &((x, y), w)) in adv.counties.iter().zip(&self.sites) {
            out.push_str(&format!("site,{},{x:.5},{y:.5},{w:.7}\n", c.name));
        }
        out
    }

    /// The stored, fitted drawing.
    pub fn stored() -> &'static Drawing {
        static D: OnceLock<Drawing> = OnceLock::new();
        D.get_or_init(|| Drawing::parse(DRAWING_ADV).expect("the stored drawing parses"))
    }

    /// The static map of `variant` drawn with this layout. Region ids are county index + 1 (0 is
    /// "no region" in the renderer's mask); groups are province index + 1.
    pub fn static_map(&self, variant: Variant) -> StaticMap {
        let adv = map(Variant::Adv);
        let m = map(variant);
        let (w, h) = self
            .outline
            .iter()
            .fold((0.0f64, 0.0f64), |(w, h), &(x, y)| (w.max(x), h.max(y)));
        let regions = m
            .counties
            .iter()
            .enumerate()
            .map(|(i, c)| {
                // BASIC counties sit on the seat of their ADV namesake (28.2), so the name and the
                // units go where the ADV county's label would.
                let cells: Vec<((f64, f64), f64)> = match variant {
                    Variant::Adv => vec![self.sites[i]],
                    Variant::Basic => adv
                        .counties
                        .iter()
                        .zip(&self.sites)
                        .filter(|(a, _)| a.basic.as_deref() == Some(c.name.as_str()))
                        .map(|(_, &s)| s)
                        .collect(),
                };
                let seat = adv
                    .county(&c.name)
                    .map(|a| self.sites[a].0)
                    .unwrap_or(cells[0].0);
                let shape = match variant {
                    Variant::Adv => RegionShape::Site {
                        at: cells[0].0,
                        weight: cells[0].1,
                    },
                    Variant::Basic => RegionShape::Sites(cells),
                };
                // Terrain marks sit up and right of the seat, clear of the name under it.
                let terrain = match c.terrain {
                    Terrain::Plain => vec![],
                    Terrain::Mountain => vec![TerrainMark {
                        kind: TerrainKind::Mountain,
                        at: (seat.0 + 0.13, seat.1 - 0.12),
                    }],
                    Terrain::Swamp => vec![TerrainMark {
                        kind: TerrainKind::Swamp,
                        at: (seat.0 + 0.13, seat.1 - 0.12),
                    }],
                };
                MapRegion {
                    id: i as u16 + 1,
                    name: c.name.clone(),
                    group: Some(c.province as u16 + 1),
                    shape,
                    label_at: None,
                    fill: None,
                    terrain,
                }
            })
            .collect();
        StaticMap {
            id: map_id(variant).into(),
            width: w,
            height: h,
            outline: self.outline.clone(),
            background: palette::OUTSIDE,
            groups: m
                .provinces
                .iter()
                .enumerate()
                .map(|(i, p)| RegionGroup {
                    id: i as u16 + 1,
                    name: p.name.clone(),
                    colour: muted(p.colour),
                })
                .collect(),
            regions,
            rivers: m
                .borders
                .iter()
                .filter(|b| b.river.is_some())
                .map(|b| (b.a as u16 + 1, b.b as u16 + 1))
                .collect(),
        }
    }
}

/// A province's colour faded almost to the ground: provinces only group counties (their thick
/// borders show them), and an uncontrolled county in its province's colour would be read as owned
/// by the player of a close colour (the Felvidék blue next to seat 1's blue), or as neutral if
/// faded to grey.
fn muted((r, g, b): (u8, u8, u8)) -> Rgb {
    let ground = palette::GROUND;
    let fade = |c: u8, to: u8| ((c as u32 * 2 + to as u32 * 8) / 10) as u8;
    Rgb(fade(r, ground.0), fade(g, ground.1), fade(b, ground.2))
}

/// Both boards, for `Ruleset::static_maps`.
pub fn static_maps() -> Vec<StaticMap> {
    let d = Drawing::stored();
    vec![d.static_map(Variant::Adv), d.static_map(Variant::Basic)]
}

/// The region id of a county on its variant's map.
pub fn region(county: usize) -> u16 {
    county as u16 + 1
}
