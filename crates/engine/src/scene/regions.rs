use serde::{Deserialize, Serialize};

use super::{Place, Rgb};

/// A phase's picture of a region map: the static art comes from the [`super::StaticMap`] named
/// `map_id`, registered with the renderer once.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RegionBoard {
    pub map_id: String,
    /// Regions not listed keep their static look.
    pub regions: Vec<RegionState>,
    #[serde(default)]
    pub markers: Vec<Marker>,
    #[serde(default)]
    pub labels: Vec<MapLabel>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RegionState {
    pub id: u16,
    #[serde(default)]
    pub owner: Option<Rgb>,
    /// Drawn under the region's name, one line per stack.
    #[serde(default)]
    pub stacks: Vec<Stack>,
}

/// One player's units in one region.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stack {
    pub colour: Rgb,
    #[serde(default)]
    pub lord: bool,
    pub units: Vec<UnitCount>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitCount {
    pub kind: UnitKind,
    pub count: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnitKind {
    Cavalry,
    Infantry,
    Archer,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Marker {
    pub at: Place,
    pub kind: MarkerKind,
    pub colour: Rgb,
    /// Short text beside the marker, e.g. a battle's result "3:1".
    #[serde(default)]
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MarkerKind {
    Castle,
    Battle,
    Star,
    Flag,
    Dot,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MapLabel {
    pub at: Place,
    pub text: String,
    pub colour: Rgb,
}
