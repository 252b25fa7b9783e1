use serde::{Deserialize, Serialize};

use super::{Rgb, SymbolId};

/// A square board: `cells` is row-major, `cols * rows` long (missing cells draw empty).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GridBoard {
    pub cols: u16,
    pub rows: u16,
    /// One per column, e.g. "A".."J"; empty means no labels.
    #[serde(default)]
    pub col_labels: Vec<String>,
    /// One per row, top first, e.g. "1".."10".
    #[serde(default)]
    pub row_labels: Vec<String>,
    pub cells: Vec<Cell>,
    #[serde(default)]
    pub compass: bool,
    /// The compass's letters for north, south, east and west in the scene's language (`É`, `D`,
    /// `K`, `Ny`); empty: `N`, `S`, `E`, `W`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub compass_letters: Vec<String>,
}

impl GridBoard {
    /// An empty board with spreadsheet-style labels: columns A, B, ... and rows 1, 2, ...
    pub fn new(cols: u16, rows: u16) -> Self {
        let col_labels = (0..cols).map(column_name).collect();
        let row_labels = (1..=rows).map(|r| r.to_string()).collect();
        GridBoard {
            cols,
            rows,
            col_labels,
            row_labels,
            cells: vec![Cell::default(); cols as usize * rows as usize],
            compass: false,
            compass_letters: Vec::new(),
        }
    }

    pub fn cell(&self, col: u16, row: u16) -> Option<&Cell> {
        if col >= self.cols || row >= self.rows {
            return None;
        }
        self.cells
            .get(row as usize * self.cols as usize + col as usize)
    }

    pub fn cell_mut(&mut self, col: u16, row: u16) -> Option<&mut Cell> {
        if col >= self.cols || row >= self.rows {
            return None;
        }
        self.cells
            .get_mut(row as usize * self.cols as usize + col as usize)
    }
}

/// A, B, ..., Z, AA, AB, ...
fn column_name(mut c: u16) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'A' + (c % 26) as u8);
        if c < 26 {
            break;
        }
        c = c / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    /// Background; `None` is the board's plain ground colour.
    #[serde(default)]
    pub fill: Option<Rgb>,
    #[serde(default)]
    pub pattern: Pattern,
    /// Small text in the cell's corner, e.g. a mountain level.
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub token: Option<Token>,
    /// A ring around the cell's centre, e.g. a capital, in its owner's colour.
    #[serde(default)]
    pub ring: Option<Rgb>,
    /// Marks on the cell, drawn over the ring and the token in this order.
    #[serde(default)]
    pub badges: Vec<Badge>,
    /// Territory: edges between cells of different owners are drawn in the owners' colours.
    #[serde(default)]
    pub owner: Option<Rgb>,
}

/// A round piece on a cell in its owner's colour.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Token {
    pub colour: Rgb,
    /// Drawn on the token, e.g. a stack size; keep it to 1-2 characters.
    #[serde(default)]
    pub label: String,
    /// What kind of piece it is, drawn on the token under the label.
    #[serde(default)]
    pub symbol: Option<SymbolId>,
    /// The viewer may not see its face: drawn as a plain back with its owner's rim, and neither
    /// the symbol nor the label is shown.
    #[serde(default)]
    pub face_down: bool,
}

impl Token {
    pub fn plain(colour: Rgb) -> Self {
        Token {
            colour,
            ..Token::default()
        }
    }

    /// The same token as someone who may not see its face sees it.
    pub fn face_down(colour: Rgb) -> Self {
        Token {
            colour,
            face_down: true,
            ..Token::default()
        }
    }
}

/// A declared symbol drawn on a cell at a fixed spot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Badge {
    pub symbol: SymbolId,
    /// For the symbol's [`super::ColourRole::Owner`] parts; ignored by fixed-colour symbols.
    #[serde(default)]
    pub colour: Rgb,
    pub spot: Spot,
}

/// Where a badge sits on its cell, and so how big it is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// Centred on the cell, one em the cell's side: frames, fills, whole-cell marks.
    #[default]
    Cover,
    /// A small mark in a corner, one em about a third of the cell.
    TopRight,
    BottomRight,
    BottomLeft,
}

/// A texture over a cell's fill, so terrain stays readable without colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pattern {
    #[default]
    None,
    Waves,
    Peaks,
    Trees,
    Marsh,
    Hatch,
}
