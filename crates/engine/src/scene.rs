//! What to draw, as plain data: games describe a Scene, the renderer turns it into pixels and knows
//! no rules. Everything here is serde data with no image types, so a scene can be logged, diffed in
//! tests and rendered in another process.
//!
//! Coordinates: a grid board is addressed by `(col, row)` from the top-left cell; a hex board by
//! the coordinates its [`HexCoords`] name; a region map by region id, or by a point in the static
//! map's own units (x grows east, y grows south).
//!
//! The scene names no game's pieces: a game declares what it puts on the board as [`Symbol`]s
//! (an [`Icon`] made of primitives, a colour role, a label) in [`Scene::symbols`], and pieces,
//! markers, badges and legend lines refer to them by [`SymbolId`].

mod grid;
mod hex;
mod icon;
mod map;
pub mod palette;
mod regions;

pub use grid::{Badge, Cell, GridBoard, Pattern, Spot, Token};
pub use hex::{EdgeLine, Hex, HexBoard, HexCoords, HexEdge, HexTop};
pub use icon::{ColourRole, Figure, Icon, Paint, Part, Symbol, SymbolId, Tint, Width};
pub use map::{MapRegion, RegionGroup, RegionShape, StaticMap, TerrainKind, TerrainMark};
pub use regions::{MapLabel, Marker, PieceCount, RegionBoard, RegionState, Stack};

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
    /// What the game puts on the board, indexed by [`SymbolId`].
    #[serde(default)]
    pub symbols: Vec<Symbol>,
}

impl Scene {
    pub fn symbol(&self, id: SymbolId) -> Option<&Symbol> {
        self.symbols.get(id.0 as usize)
    }

    /// Every text of a scene drawn while [`crate::seat_marks::keeping`], with its seats named by
    /// `name` or called by the phrases of `lang`.
    pub fn name_seats(&mut self, lang: crate::Lang, name: &dyn Fn(u8) -> Option<String>) {
        let words = crate::seat_marks::phrases(lang);
        let mut rename = |text: &mut String| *text = words.name_seats(text, name);
        rename(&mut self.title);
        self.panel.iter_mut().for_each(&mut rename);
        for panel in &mut self.panels {
            rename(&mut panel.title);
            panel.lines.iter_mut().for_each(|l| rename(&mut l.text));
        }
        self.legend.iter_mut().for_each(|e| rename(&mut e.label));
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub enum Board {
    /// Only the title and the panels.
    #[default]
    None,
    Grid(GridBoard),
    Hex(HexBoard),
    Regions(RegionBoard),
}

/// A spot on the board, whichever kind it is.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Place {
    Cell {
        col: u16,
        row: u16,
    },
    /// A hex of a hex board, in the board's own coordinates.
    Hex {
        q: i16,
        r: i16,
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
    /// A declared symbol as the board draws it, owner-coloured parts in the colour given.
    Symbol(SymbolId, Rgb),
    /// A declared symbol on a small plain cell, as a [`Spot::Cover`] badge looks on the board.
    OnCell(SymbolId, Rgb),
    /// A token in this colour with a declared symbol on it, as a cell's token looks.
    TokenOf(SymbolId, Rgb),
    /// A face-down tile with this owner's rim.
    FaceDown(Rgb),
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
            symbol: Some(SymbolId(0)),
            face_down: false,
        });
        cell.badges.push(Badge {
            symbol: SymbolId(0),
            colour: Rgb(7, 7, 7),
            spot: Spot::TopRight,
        });
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
                swatch: Swatch::OnCell(SymbolId(0), Rgb(7, 7, 7)),
                label: "fal".into(),
            }],
            symbols: vec![Symbol {
                icon: Icon::star(),
                colour: ColourRole::Owner,
                label: "csillag".into(),
            }],
        };
        let json = serde_json::to_string(&scene).expect("serialises");
        let back: Scene = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, scene);
    }

    #[test]
    fn hex_scene_round_trips_through_json() {
        let mut hex = Hex {
            at: (-1, 2),
            label: "0102".into(),
            ..Hex::default()
        };
        hex.cell.fill = Some(Rgb(1, 2, 3));
        hex.cell.token = Some(Token::face_down(Rgb(4, 5, 6)));
        let scene = Scene {
            board: Board::Hex(HexBoard {
                top: HexTop::Pointy,
                coords: HexCoords::Offset { odd: true },
                hexes: vec![hex],
                edges: vec![HexEdge {
                    between: [(-1, 2), (0, 2)],
                    line: EdgeLine::River,
                    colour: Rgb(0, 0, 255),
                }],
                markers: vec![Marker {
                    at: Place::Hex { q: -1, r: 2 },
                    symbol: SymbolId(0),
                    colour: Rgb(1, 1, 1),
                    text: "!".into(),
                }],
            }),
            symbols: vec![Symbol {
                icon: Icon::clash(),
                colour: ColourRole::Fixed(Rgb(9, 9, 9)),
                label: "clash".into(),
            }],
            ..Scene::default()
        };
        let json = serde_json::to_string(&scene).expect("serialises");
        let back: Scene = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, scene);
        assert_eq!(
            back.symbol(SymbolId(0)).map(|s| s.label.as_str()),
            Some("clash")
        );
        assert!(back.symbol(SymbolId(1)).is_none());
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
