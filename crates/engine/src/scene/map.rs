use serde::{Deserialize, Serialize};

use super::Rgb;

/// The unchanging art of a region map, given once per map; the renderer draws it into a cached base
/// image and a region-id mask, and each phase only recolours regions and draws the overlay.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StaticMap {
    /// The key scenes use to refer to this map; change it when the art changes.
    pub id: String,
    /// Extent of the map in its own units: x in `0..width`, y in `0..height`, y growing south.
    pub width: f64,
    pub height: f64,
    /// The land's outline: regions given as [`RegionShape::Site`] are clipped to it.
    #[serde(default)]
    pub outline: Vec<(f64, f64)>,
    /// Outside every region (sea, foreign land).
    pub background: Rgb,
    #[serde(default)]
    pub groups: Vec<RegionGroup>,
    pub regions: Vec<MapRegion>,
    /// Borders drawn as rivers: pairs of region ids, in any order.
    #[serde(default)]
    pub rivers: Vec<(u16, u16)>,
}

/// A province: regions of one group share a tint and a thick border around them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RegionGroup {
    pub id: u16,
    pub name: String,
    pub colour: Rgb,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MapRegion {
    /// 1 or more; 0 is reserved for "no region" in the mask.
    pub id: u16,
    pub name: String,
    #[serde(default)]
    pub group: Option<u16>,
    pub shape: RegionShape,
    /// Where the name and stacks go; `None` puts them at the region's visual centre.
    #[serde(default)]
    pub label_at: Option<(f64, f64)>,
    /// The unowned look, e.g. a lake's blue; `None` tints the ground with the group's colour.
    #[serde(default)]
    pub fill: Option<Rgb>,
    #[serde(default)]
    pub terrain: Vec<TerrainMark>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RegionShape {
    /// Explicit outlines (several for islands or exclaves).
    Polygons(Vec<Vec<(f64, f64)>>),
    /// A cell of the power diagram of all `Site` regions of the map, clipped to the outline: each
    /// point belongs to the site minimising `distance² - weight`.
    Site { at: (f64, f64), weight: f64 },
    /// The union of several power-diagram cells, e.g. a county of a smaller map drawn as the
    /// counties of a larger one that it merges: (site, weight) pairs.
    Sites(Vec<((f64, f64), f64)>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TerrainKind {
    Mountain,
    Swamp,
    Forest,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TerrainMark {
    pub kind: TerrainKind,
    pub at: (f64, f64),
}
