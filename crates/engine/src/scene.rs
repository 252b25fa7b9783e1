//! What to draw, as plain data: games describe a Scene, the renderer turns it into pixels and knows
//! no rules. Everything here is serde data with no image types, so a scene can be logged, diffed in
//! tests and rendered in another process.
//!
//! Coordinates: a grid board is addressed by `(col, row)` from the top-left cell; a region map by
//! region id, or by a point in the static map's own units (x grows east, y grows south).

mod grid;
mod map;
pub mod palette;
mod regions;

pub use grid::{Cell, GridBoard, Pattern, Token};
pub use map::{MapRegion, RegionGroup, RegionShape, StaticMap, TerrainKind, TerrainMark};
pub use regions::{
    MapLabel, Marker, MarkerKind, RegionBoard, RegionState, Stack, UnitCount, UnitKind,
};

use serde::{Deserialize, Serialize};

/// An sRGB colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rgb(pub u8, pub u8, pub u8);

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    pub title: String,
    /// Lines of side-panel text (year, phase, treasuries, ...), drawn as the first, untitled panel.
    pub panel: Vec<String>,
    #[serde(default)]
    pub board: Board,
    /// Last phase's moves, drawn over the board.
    #[serde(default)]
    pub arrows: Vec<Arrow>,
    /// Further titled panels beside the board.
    #[serde(default)]
    pub panels: Vec<Panel>,
    #[serde(default)]
    pub legend: Vec<LegendEntry>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub enum Board {
    /// Only the title and the panels.
    #[default]
    None,
    Grid(GridBoard),
    Regions(RegionBoard),
}

/// A spot on the board, whichever kind it is.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Place {
    Cell {
        col: u16,
        row: u16,
    },
    /// The label anchor of a region of the static map.
    Region(u16),
    /// A point in the static map's units.
    Point {
        x: f64,
        y: f64,
    },
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArrowKind {
    #[default]
    Move,
    Attack,
    /// Drawn dashed: a retreat, a supply line, anything weaker than a move.
    Dashed,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Arrow {
    pub from: Place,
    pub to: Place,
    pub colour: Rgb,
    #[serde(default)]
    pub kind: ArrowKind,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Panel {
    pub title: String,
    pub lines: Vec<PanelLine>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PanelLine {
    pub text: String,
    /// A colour chip before the text, e.g. the player's colour before a treasury line.
    #[serde(default)]
    pub swatch: Option<Rgb>,
    #[serde(default)]
    pub bold: bool,
}

impl PanelLine {
    pub fn text(text: impl Into<String>) -> Self {
        PanelLine {
            text: text.into(),
            swatch: None,
            bold: false,
        }
    }
    pub fn with_swatch(colour: Rgb, text: impl Into<String>) -> Self {
        PanelLine {
            text: text.into(),
            swatch: Some(colour),
            bold: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegendEntry {
    pub swatch: Swatch,
    pub label: String,
}

/// The little picture in front of a legend line: it should look like what it explains.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Swatch {
    Fill(Rgb),
    Pattern(Pattern, Rgb),
    Token(Rgb),
    Ring(Rgb),
    Line(Rgb),
    Arrow(Rgb),
    /// An arrow drawn as the board draws arrows of that kind (thicker attacks, dashed retreats).
    ArrowOf(ArrowKind, Rgb),
    Walls(u8),
    Tower,
    Marker(MarkerKind, Rgb),
    Unit(UnitKind),
    Lord,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_labels_run_like_a_spreadsheet() {
        let g = GridBoard::new(28, 3);
        assert_eq!(g.col_labels[0], "A");
        assert_eq!(g.col_labels[9], "J");
        assert_eq!(g.col_labels[25], "Z");
        assert_eq!(g.col_labels[26], "AA");
        assert_eq!(g.col_labels[27], "AB");
        assert_eq!(g.row_labels, ["1", "2", "3"]);
        assert_eq!(g.cells.len(), 84);
        assert!(g.cell(28, 0).is_none());
    }

    #[test]
    fn scene_round_trips_through_json() {
        let mut g = GridBoard::new(3, 3);
        let cell = g.cell_mut(1, 1).expect("on board");
        cell.token = Some(Token {
            colour: Rgb(1, 2, 3),
            label: "2".into(),
        });
        cell.walls = 2;
        cell.owner = Some(Rgb(4, 5, 6));
        let scene = Scene {
            title: "Kőrös".into(),
            panel: vec!["Győr".into()],
            board: Board::Grid(g),
            arrows: vec![Arrow {
                from: Place::Cell { col: 0, row: 0 },
                to: Place::Region(7),
                colour: Rgb(9, 9, 9),
                kind: ArrowKind::Attack,
            }],
            panels: vec![Panel {
                title: "T".into(),
                lines: vec![PanelLine::with_swatch(Rgb(1, 1, 1), "x")],
            }],
            legend: vec![LegendEntry {
                swatch: Swatch::Walls(2),
                label: "fal".into(),
            }],
        };
        let json = serde_json::to_string(&scene).expect("serialises");
        let back: Scene = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, scene);
    }

    #[test]
    fn old_scenes_with_only_title_and_panel_still_load() {
        let back: Scene = serde_json::from_str(r#"{"title":"t","panel":["a"]}"#).expect("loads");
        assert_eq!(
            back,
            Scene {
                title: "t".into(),
                panel: vec!["a".into()],
                ..Scene::default()
            }
        );
    }
}
