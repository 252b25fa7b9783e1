use serde::{Deserialize, Serialize};

use super::{Place, Rgb, SymbolId};

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

/// One side's pieces in one region, drawn as a chip framed in its colour.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stack {
    pub colour: Rgb,
    /// Symbols without a count, drawn first (who leads the stack, a status).
    #[serde(default)]
    pub badges: Vec<SymbolId>,
    pub pieces: Vec<PieceCount>,
    /// Pieces whose kind the viewer may not see, drawn as one face-down tile with their count.
    #[serde(default)]
    pub face_down: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceCount {
    pub symbol: SymbolId,
    pub count: u16,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Marker {
    pub at: Place,
    pub symbol: SymbolId,
    /// For the symbol's owner-coloured parts.
    pub colour: Rgb,
    /// Short text beside the marker, e.g. a battle's result "3:1".
    #[serde(default)]
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MapLabel {
    pub at: Place,
    pub text: String,
    pub colour: Rgb,
}
