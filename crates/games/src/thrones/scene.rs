//! The picture: the 9x9 board with its terrain, ruined fortresses hatched, pieces as tokens with a
//! shape per type and their letter (upper case player 0, lower case player 1), a sealed homeland as
//! face-down tiles (R-THR-VIEW-1), the last action's arrow, what it removed and where the piece
//! that acted could reach next (R-THR-VIEW-3).

use super::board::{Sq, Tile, COLS, ROWS};
use super::options::GameType;
use super::piece::Kind;
use super::state::{BuildKind, Last};
use super::symbols;
use super::view::{status_parts, View};
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Arrow, ArrowKind, Badge, Board, Cell, GridBoard, LegendEntry, Panel, PanelLine, Pattern, Place,
    Rgb, Scene, Spot, Swatch, Token,
};
use korona_engine::{msg, Catalog, Lang, Message};

pub const PLAINS: Rgb = Rgb(226, 212, 150);
pub const FORTRESS: Rgb = Rgb(150, 112, 80);
/// The legend's token colour: the shape, not a side.
const NEUTRAL: Rgb = Rgb(200, 200, 200);

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

/// The scene in English.
pub fn scene(v: &View) -> Scene {
    scene_in(v, Lang::En)
}

/// The scene with its title, panel titles and legend in `lang`.
pub fn scene_in(v: &View, lang: Lang) -> Scene {
    let words = super::catalog(lang);
    let mut g = GridBoard::new(COLS as u16, ROWS as u16);
    g.col_labels = (0..COLS)
        .map(|c| ((b'a' + c) as char).to_string())
        .collect();
    g.row_labels = (1..=ROWS as u16).rev().map(|r| r.to_string()).collect();
    for sq in Sq::all() {
        let (c, r) = grid_cell(sq);
        *g.cell_mut(c, r).expect("on the grid") = cell(v, sq);
    }
    let arrows = v.last.map(last_arrow).into_iter().collect();
    let (lines, players) = status_parts(v, words);
    Scene {
        title: words.render(&msg!("thrones-scene-title")),
        panel: lines,
        board: Board::Grid(g),
        arrows,
        panels: vec![Panel {
            title: words.render(&msg!("thrones-scene-players")),
            lines: players
                .iter()
                .enumerate()
                .map(|(i, l)| PanelLine::with_swatch(player(i), l.clone()))
                .collect(),
        }],
        legend: legend(v, words),
        symbols: symbols::symbols(),
    }
}

/// A square: face down while its homeland is hidden, else its tile, build and piece; the last
/// turn's victim and hints on top.
fn cell(v: &View, sq: Sq) -> Cell {
    let mut cell = Cell::default();
    let hidden = sq.home_of().filter(|s| v.hidden.contains(s));
    if let Some(owner) = hidden {
        cell.token = Some(Token::face_down(player(owner as usize)));
    } else {
        visible(v, sq, &mut cell);
    }
    if let Some(l) = v.last.filter(|l| l.to == sq) {
        if let Some(victim) = l.removed {
            cell.badges.push(Badge {
                symbol: symbols::REMOVED,
                colour: player(victim.owner as usize),
                spot: Spot::TopRight,
            });
        }
    }
    if v.hints.contains(&sq) {
        if let Some(l) = v.last {
            cell.badges.push(Badge {
                symbol: symbols::HINT,
                colour: player(l.seat as usize),
                spot: Spot::BottomRight,
            });
        }
    }
    cell
}

/// What a revealed square shows: its tile (a port, a scoring fortress), build and piece.
fn visible(v: &View, sq: Sq, cell: &mut Cell) {
    if let Some(t) = v.tiles[sq.index()] {
        terrain(cell, t, v.ruined.contains(&sq));
        if v.ports && t == Tile::Water && sq.on_edge() {
            cell.text = "port".into();
        }
        // R-THR-VP-3: the fortresses that score.
        if v.game == GameType::Points && t == Tile::Fortress && sq.home_of().is_none() {
            cell.text = if v.ruined.contains(&sq) {
                "VP ruin".into()
            } else {
                "VP".into()
            };
        }
    }
    if let Some(b) = v.builds.iter().find(|b| b.sq == sq) {
        cell.text = b.kind.name().into();
        cell.badges.push(Badge {
            symbol: match b.kind {
                BuildKind::Farm => symbols::FARM,
                BuildKind::City => symbols::CITY,
            },
            colour: player(b.seat as usize),
            spot: Spot::BottomLeft,
        });
    }
    if let Some(p) = v.pieces[sq.index()] {
        // The side reads by the letter's case too, not by colour alone.
        let letter = p.kind.letter();
        let label = if p.owner == 0 {
            letter
        } else {
            letter.to_ascii_lowercase()
        };
        cell.token = Some(Token {
            colour: player(p.owner as usize),
            label: label.to_string(),
            symbol: Some(symbols::piece(p.kind)),
            face_down: false,
        });
        if v.guarded.contains(&sq) {
            cell.ring = Some(palette::GOLD);
        }
    }
}

/// The last turn's move or engagement.
fn last_arrow(l: Last) -> Arrow {
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
}

fn legend(v: &View, words: &Catalog) -> Vec<LegendEntry> {
    let entry = |swatch, label: Message| LegendEntry {
        swatch,
        label: words.render(&label),
    };
    let mut out = vec![
        entry(
            Swatch::Token(player(0)),
            msg!("thrones-legend-upper", player = 0),
        ),
        entry(
            Swatch::Token(player(1)),
            msg!("thrones-legend-lower", player = 1),
        ),
        entry(Swatch::FaceDown(player(1)), msg!("thrones-legend-sealed")),
        entry(Swatch::Fill(PLAINS), msg!("thrones-legend-plains")),
        entry(
            Swatch::Pattern(Pattern::Trees, palette::FOREST),
            msg!("thrones-legend-forest"),
        ),
        entry(
            Swatch::Pattern(Pattern::Peaks, palette::MOUNTAIN),
            msg!("thrones-legend-mountain"),
        ),
        entry(
            Swatch::Pattern(Pattern::Waves, palette::WATER),
            msg!("thrones-legend-water"),
        ),
        entry(Swatch::Fill(FORTRESS), msg!("thrones-legend-fortress")),
        entry(
            Swatch::Pattern(Pattern::Hatch, FORTRESS),
            msg!("thrones-legend-ruined"),
        ),
        entry(Swatch::Ring(palette::GOLD), msg!("thrones-legend-guarded")),
        entry(
            Swatch::Symbol(symbols::REMOVED, NEUTRAL),
            msg!("thrones-legend-removed"),
        ),
        entry(
            Swatch::Symbol(symbols::HINT, player(0)),
            msg!("thrones-legend-reach"),
        ),
    ];
    if v.game == GameType::Homefront {
        out.push(entry(
            Swatch::Symbol(symbols::FARM, player(0)),
            msg!("thrones-legend-farm"),
        ));
        out.push(entry(
            Swatch::Symbol(symbols::CITY, player(0)),
            msg!("thrones-legend-city"),
        ));
    }
    for k in Kind::ALL {
        out.push(entry(
            Swatch::TokenOf(symbols::piece(k), NEUTRAL),
            msg!(
                "thrones-legend-piece",
                letter = k.letter().to_string(),
                piece = k.name()
            ),
        ));
    }
    out
}
