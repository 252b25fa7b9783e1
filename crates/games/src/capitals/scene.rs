//! The picture of a capitals position: the grid with terrain, territory, tokens and fortifications,
//! and panels for the turn, EP, clocks and territory. Capitals has no secrets (R-CAP-80), so every
//! viewer gets the same scene.

use super::board::{Sq, Terrain};
use super::clock::show;
use super::pieces;
use super::state::State;
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Board, Cell, GridBoard, LegendEntry, Panel, PanelLine, Pattern, Scene, Swatch, Token,
};

/// Players are called by seat number everywhere else in capitals (text board, events).
fn seat_name(seat: u8) -> String {
    format!("Player {seat}")
}

/// The grid row of square row `row`: the scene grid counts rows from the top, while capitals puts
/// row 1 (player 0's back row) at the south edge (R-CAP-3), so row 1 is drawn last.
fn grid_row(size: u8, row: u8) -> u16 {
    (size - 1 - row) as u16
}

pub fn scene(state: &State) -> Scene {
    let size = state.size();
    let mut g = GridBoard::new(size as u16, size as u16);
    // Labels read like the text board: columns A.. left to right, the top row is the highest number.
    g.row_labels = (1..=size as u16).rev().map(|r| r.to_string()).collect();
    g.compass = true;
    for sq in state.board.squares() {
        let c = state.cell(sq);
        let mut cell = Cell::default();
        match c.terrain {
            Terrain::Clear => {}
            Terrain::River => {
                cell.fill = Some(palette::WATER);
                cell.pattern = Pattern::Waves;
            }
            Terrain::Mountain(level) => {
                cell.fill = Some(palette::MOUNTAIN);
                cell.pattern = Pattern::Peaks;
                // The level is the climb cost, which players need to read off the map.
                cell.text = level.to_string();
            }
        }
        let owner = c.owner.map(|o| player(o as usize));
        cell.owner = owner;
        if let (Some(colour), true) = (owner, c.unit) {
            cell.token = Some(Token::plain(colour));
        }
        if state.is_capital(sq) {
            cell.ring = owner.or(Some(palette::NEUTRAL));
        }
        cell.badges = pieces::badges(c.walls, c.tower);
        *g.cell_mut(sq.col as u16, grid_row(size, sq.row))
            .expect("every square is on the grid") = cell;
    }

    let mut panel = vec![format!("Turn {} of {}", state.turn, state.max_turns)];
    match &state.finish {
        Some(f) => panel.push(match f.winner {
            Some(w) => format!(
                "Over: {} wins ({})",
                seat_name(w),
                super::words::english(&f.reason)
            ),
            None => format!("Over: draw ({})", super::words::english(&f.reason)),
        }),
        None => panel.push(format!(
            "{} to move, {} EP left",
            seat_name(state.to_move),
            state.ep
        )),
    }
    let players = (0..2u8)
        .map(|seat| {
            let mut text = format!(
                "{}: {} squares, {} tokens, capital {}",
                seat_name(seat),
                state.board.territory(seat),
                state.board.units(seat),
                state.capitals[seat as usize]
            );
            if let Some(c) = &state.clock {
                text.push_str(&format!(", clock {}", show(c.remaining_ms[seat as usize])));
            }
            let mut line = PanelLine::with_swatch(player(seat as usize), text);
            line.bold = state.finish.is_none() && seat == state.to_move;
            line
        })
        .collect();
    let mut panels = vec![Panel {
        title: "Players".into(),
        lines: players,
    }];
    if let Some(c) = &state.clock {
        panels.push(Panel {
            title: "Clock".into(),
            lines: vec![PanelLine::text(format!(
                "+{} s per turn; only the mover's clock runs",
                c.increment_ms / 1000
            ))],
        });
    }

    Scene {
        title: format!("Capitals {0}x{0}", size),
        panel,
        board: Board::Grid(g),
        arrows: Vec::new(),
        panels,
        legend: legend(),
        symbols: pieces::symbols(),
    }
}

fn legend() -> Vec<LegendEntry> {
    let entry = |swatch, label: &str| LegendEntry {
        swatch,
        label: label.into(),
    };
    vec![
        entry(Swatch::Token(player(0)), "token of player 0"),
        entry(Swatch::Token(player(1)), "token of player 1"),
        entry(Swatch::Ring(player(0)), "capital"),
        entry(Swatch::Line(player(0)), "edge of a territory"),
        entry(Swatch::Pattern(Pattern::Waves, palette::WATER), "river"),
        entry(
            Swatch::Pattern(Pattern::Peaks, palette::MOUNTAIN),
            "mountain, height 1-3",
        ),
        entry(Swatch::OnCell(pieces::WALL, palette::STONE), "wall"),
        entry(
            Swatch::OnCell(pieces::DOUBLE_WALL, palette::STONE),
            "double wall",
        ),
        entry(Swatch::Symbol(pieces::TOWER, palette::STONE), "tower"),
    ]
}

/// The grid cell a square is drawn in, for tests and arrows: `(col, row)` from the top-left.
pub fn grid_cell(size: u8, sq: Sq) -> (u16, u16) {
    (sq.col as u16, grid_row(size, sq.row))
}
