//! The picture: the 9x9 board with its terrain, ruined fortresses hatched, pieces as tokens with
//! their letter, a sealed homeland as face-down tiles (R-THR-VIEW-1), the last action's arrow.

use super::board::{Sq, Tile, COLS, ROWS};
use super::view::{status_parts, View};
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Arrow, ArrowKind, Board, Cell, GridBoard, LegendEntry, Panel, PanelLine, Pattern, Place, Rgb,
    Scene, Swatch, Token,
};

pub const PLAINS: Rgb = Rgb(226, 212, 150);
pub const FORTRESS: Rgb = Rgb(150, 112, 80);

/// The grid cell of a square: row 9 is drawn at the top.
pub fn grid_cell(sq: Sq) -> (u16, u16) {
    (sq.col as u16, (ROWS - 1 - sq.row) as u16)
}

fn terrain(cell: &mut Cell, t: Tile, ruined: bool) {
    let (fill, pattern) = match t {
        Tile::Plains => (PLAINS, Pattern::None),
        Tile::Forest => (palette::FOREST, Pattern::Trees),
        Tile::Mountain => (palette::MOUNTAIN, Pattern::Peaks),
        Tile::Water => (palette::WATER, Pattern::Waves),
        Tile::Fortress => (
            FORTRESS,
            if ruined {
                Pattern::Hatch
            } else {
                Pattern::None
            },
        ),
    };
    cell.fill = Some(fill);
    cell.pattern = pattern;
    if t == Tile::Fortress {
        cell.text = if ruined { "ruin".into() } else { "fort".into() };
    }
}

pub fn scene(v: &View) -> Scene {
    let mut g = GridBoard::new(COLS as u16, ROWS as u16);
    g.col_labels = (0..COLS)
        .map(|c| ((b'a' + c) as char).to_string())
        .collect();
    g.row_labels = (1..=ROWS as u16).rev().map(|r| r.to_string()).collect();
    for sq in Sq::all() {
        let mut cell = Cell::default();
        let hidden = sq.home_of().filter(|s| v.hidden.contains(s));
        if let Some(owner) = hidden {
            cell.token = Some(Token::face_down(player(owner as usize)));
        } else {
            if let Some(t) = v.tiles[sq.index()] {
                terrain(&mut cell, t, v.ruined.contains(&sq));
                if v.ports && t == Tile::Water && sq.on_edge() {
                    cell.text = "port".into();
                }
            }
            if let Some(p) = v.pieces[sq.index()] {
                cell.token = Some(Token {
                    colour: player(p.owner as usize),
                    label: p.kind.letter().to_string(),
                    symbol: None,
                    face_down: false,
                });
                if v.guarded.contains(&sq) {
                    cell.ring = Some(palette::GOLD);
                }
            }
        }
        let (c, r) = grid_cell(sq);
        *g.cell_mut(c, r).expect("on the grid") = cell;
    }
    let arrows = v
        .last
        .map(|l| {
            let (fc, fr) = grid_cell(l.from);
            let (tc, tr) = grid_cell(l.to);
            Arrow {
                from: Place::Cell { col: fc, row: fr },
                to: Place::Cell { col: tc, row: tr },
                colour: player(l.seat as usize),
                kind: if l.engaged {
                    ArrowKind::Attack
                } else {
                    ArrowKind::Move
                },
            }
        })
        .into_iter()
        .collect();
    let (lines, players) = status_parts(v);
    Scene {
        title: "Thrones".into(),
        panel: lines,
        board: Board::Grid(g),
        arrows,
        panels: vec![
            Panel {
                title: "Players".into(),
                lines: players
                    .iter()
                    .enumerate()
                    .map(|(i, l)| PanelLine::with_swatch(player(i), l.clone()))
                    .collect(),
            },
            Panel {
                title: "Pieces".into(),
                lines: vec![PanelLine::text(
                    "R ranger, S spearman, X crossbowman, C catapult, T trebuchet, L lancer, \
                     H warhorse, E elephant, D dragon, K throne",
                )],
            },
        ],
        legend: legend(),
        symbols: Vec::new(),
    }
}

fn legend() -> Vec<LegendEntry> {
    let entry = |swatch, label: &str| LegendEntry {
        swatch,
        label: label.into(),
    };
    vec![
        entry(Swatch::Token(player(0)), "piece of player 0"),
        entry(Swatch::Token(player(1)), "piece of player 1"),
        entry(Swatch::FaceDown(player(1)), "sealed homeland square"),
        entry(Swatch::Fill(PLAINS), "plains"),
        entry(Swatch::Pattern(Pattern::Trees, palette::FOREST), "forest"),
        entry(
            Swatch::Pattern(Pattern::Peaks, palette::MOUNTAIN),
            "mountain",
        ),
        entry(Swatch::Pattern(Pattern::Waves, palette::WATER), "water"),
        entry(Swatch::Fill(FORTRESS), "fortress"),
        entry(Swatch::Pattern(Pattern::Hatch, FORTRESS), "ruined fortress"),
        entry(
            Swatch::Ring(palette::GOLD),
            "warhorse that may not be engaged",
        ),
    ]
}
