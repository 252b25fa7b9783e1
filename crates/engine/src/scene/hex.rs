use serde::{Deserialize, Serialize};

use super::{Cell, Marker, Rgb};

/// A board of hexagons. Each hex says where it is in the board's own coordinates, so a board can
/// have any outline; hexes not listed are not drawn.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct HexBoard {
    pub top: HexTop,
    pub coords: HexCoords,
    pub hexes: Vec<Hex>,
    /// Lines along the side two hexes share: rivers, roads, borders.
    #[serde(default)]
    pub edges: Vec<HexEdge>,
    /// Markers at any place of the board, e.g. a clash on a hex.
    #[serde(default)]
    pub markers: Vec<Marker>,
}

/// Which way the hexagons point: a flat top has columns of hexes, a pointy top rows of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum HexTop {
    #[default]
    Flat,
    Pointy,
}

/// How `(q, r)` names a hex (as in Red Blob Games' guide to hexagonal grids).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum HexCoords {
    /// Axial `(q, r)`: q runs along the columns (flat) or rows (pointy), r across them at 60°.
    #[default]
    Axial,
    /// Offset `(col, row)` as printed on most hex maps: every other column (flat top) or row
    /// (pointy top) is shoved half a hex down or right; `odd` says the odd ones are.
    Offset { odd: bool },
}

impl HexCoords {
    /// Axial `(q, r)` of the hex this scheme calls `(a, b)`.
    pub fn axial(self, top: HexTop, a: i16, b: i16) -> (i32, i32) {
        let (a, b) = (a as i32, b as i32);
        match (self, top) {
            (HexCoords::Axial, _) => (a, b),
            (HexCoords::Offset { odd }, HexTop::Flat) => {
                let shove = if odd { a - (a & 1) } else { a + (a & 1) };
                (a, b - shove / 2)
            }
            (HexCoords::Offset { odd }, HexTop::Pointy) => {
                let shove = if odd { b - (b & 1) } else { b + (b & 1) };
                (a - shove / 2, b)
            }
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Hex {
    /// `(q, r)` or `(col, row)`, as the board's [`HexCoords`] say.
    pub at: (i16, i16),
    /// Small text along the hex's lower side, e.g. the hex's number "0304".
    #[serde(default)]
    pub label: String,
    /// What is in it: terrain, a token, a ring, badges, an owner, as on a square cell.
    #[serde(flatten)]
    pub cell: Cell,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HexEdge {
    /// The two hexes whose shared side this is, in the board's coordinates.
    pub between: [(i16, i16); 2],
    pub line: EdgeLine,
    pub colour: Rgb,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EdgeLine {
    /// Broad and wavy, with a pale bank.
    #[default]
    River,
    /// A plain thick line: a border, a ridge, a fortified side.
    Solid,
    /// A dashed line: a road, a track, a weak border.
    Dashed,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offset_coordinates_shove_every_other_line() {
        let odd = HexCoords::Offset { odd: true };
        let even = HexCoords::Offset { odd: false };
        // Flat tops shove columns: column 1 of odd-q sits half a hex lower than column 0.
        assert_eq!(odd.axial(HexTop::Flat, 1, 0), (1, 0));
        assert_eq!(odd.axial(HexTop::Flat, 2, 3), (2, 2));
        assert_eq!(even.axial(HexTop::Flat, 1, 0), (1, -1));
        // Pointy tops shove rows.
        assert_eq!(odd.axial(HexTop::Pointy, 0, 1), (0, 1));
        assert_eq!(odd.axial(HexTop::Pointy, 3, 2), (2, 2));
        assert_eq!(even.axial(HexTop::Pointy, 0, 1), (-1, 1));
        assert_eq!(HexCoords::Axial.axial(HexTop::Pointy, -2, 5), (-2, 5));
    }
}
