//! The picture of a capitals position: the grid with terrain, territory, tokens and fortifications,
//! and panels for the turn, EP, clocks and territory. Capitals has no secrets (R-CAP-80), so every
//! viewer gets the same scene.

use super::board::{Sq, Terrain};
use super::clock::show;
use super::pieces;
use super::state::State;
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Badge, Board, Cell, GridBoard, LegendEntry, Panel, PanelLine, Pattern, Rgb, Scene, Spot,
    Swatch, Token,
};
use korona_engine::{msg, Catalog, Lang, Message};

/// The grid row of square row `row`: the scene grid counts rows from the top, while capitals puts
/// row 1 (player 0's back row) at the south edge (R-CAP-3), so row 1 is drawn last.
fn grid_row(size: u8, row: u8) -> u16 {
    (size - 1 - row) as u16
}

/// The scene in English.
pub fn scene(state: &State) -> Scene {
    scene_in(state, Lang::En)
}

/// The scene with its title, panels and legend in `lang`.
pub fn scene_in(state: &State, lang: Lang) -> Scene {
    let size = state.size();
    let g = grid(state, lang);
    let words = super::words::catalog(lang);
    let say = |m: Message| words.render(&m);
    let panel = status(state, words);
    let players = (0..2u8)
        .map(|seat| player_line(state, seat, words))
        .collect();
    let mut panels = vec![Panel {
        title: say(msg!("capitals-scene-players")),
        lines: players,
    }];
    if let Some(c) = &state.clock {
        panels.push(Panel {
            title: say(msg!("capitals-scene-clock")),
            lines: vec![PanelLine::text(say(msg!(
                "capitals-scene-increment",
                seconds = c.increment_ms / 1000
            )))],
        });
    }

    Scene {
        title: say(msg!("capitals-scene-title", size = size)),
        panel,
        board: Board::Grid(g),
        arrows: Vec::new(),
        panels,
        legend: legend(words),
        symbols: pieces::symbols(),
    }
}

/// The board as a grid labelled like the text board, compass in the map's language.
fn grid(state: &State, lang: Lang) -> GridBoard {
    let size = state.size();
    let mut g = GridBoard::new(size as u16, size as u16);
    // Labels read like the text board: columns A.. left to right, the top row is the highest number.
    g.row_labels = (1..=size as u16).rev().map(|r| r.to_string()).collect();
    g.compass = true;
    // The compass's letters in the map's language (English: the renderer's N, S, E, W).
    if lang != Lang::En {
        g.compass_letters = ["north", "south", "east", "west"]
            .map(|point| {
                super::words::catalog(lang).render(&msg!("capitals-compass", point = point))
            })
            .to_vec();
    }
    for sq in state.board.squares() {
        *g.cell_mut(sq.col as u16, grid_row(size, sq.row))
            .expect("every square is on the grid") = cell(state, sq);
    }
    g
}

/// A square: its terrain, owner, unit, capital ring, walls and tower.
fn cell(state: &State, sq: Sq) -> Cell {
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
    // Territory is what wins (R-CAP-43), so it is filled, not only outlined: at a glance the
    // larger colour is the one ahead. Rivers and mountains keep their look (their cost matters
    // more) and show the owner by the edge.
    if let (Some(colour), Terrain::Clear) = (owner, c.terrain) {
        cell.fill = Some(territory(colour));
    }
    if let (Some(colour), true) = (owner, c.unit) {
        cell.token = Some(Token::plain(colour));
    }
    if state.is_capital(sq) {
        cell.ring = owner.or(Some(palette::NEUTRAL));
    }
    cell.badges = pieces::badges(c.walls, c.tower);
    // Over the walls, so a fortified square the last turn changed still shows its mark.
    if state.last_turn.contains(&sq) {
        cell.badges.push(Badge {
            symbol: pieces::CHANGED,
            colour: pieces::CHANGED_COLOUR,
            spot: Spot::Cover,
        });
    }
    cell
}

/// A player's colour a third of the way from the ground: strong enough to read as theirs, pale
/// enough for tokens and walls in the full colour to stand out on it.
pub fn territory(colour: Rgb) -> Rgb {
    let g = palette::GROUND;
    let mix = |a: u8, b: u8| ((a as u16 * 2 + b as u16) / 3) as u8;
    Rgb(mix(g.0, colour.0), mix(g.1, colour.1), mix(g.2, colour.2))
}

/// The turn, and who moves with how many EP or how the match ended.
fn status(state: &State, words: &Catalog) -> Vec<String> {
    let say = |m: Message| words.render(&m);
    let mut panel = vec![say(msg!(
        "capitals-scene-turn",
        turn = state.turn,
        max = state.max_turns
    ))];
    match &state.finish {
        Some(f) => panel.push(match f.winner {
            Some(w) => say(msg!(
                "capitals-scene-over-wins",
                player = w,
                reason = f.reason.clone()
            )),
            None => say(msg!("capitals-scene-over-draw", reason = f.reason.clone())),
        }),
        None => panel.push(say(msg!(
            "capitals-scene-to-move",
            player = state.to_move,
            ep = state.ep
        ))),
    }
    panel
}

/// A player's territory, units, capital and clock, the player to move in bold.
fn player_line(state: &State, seat: u8, words: &Catalog) -> PanelLine {
    let say = |m: Message| words.render(&m);
    let squares = state.board.territory(seat);
    let tokens = state.board.units(seat);
    let capital = state.capitals[seat as usize].to_string();
    let text = match &state.clock {
        Some(c) => say(msg!(
            "capitals-scene-player-clock",
            player = seat,
            squares = squares,
            tokens = tokens,
            capital = capital,
            clock = show(c.remaining_ms[seat as usize])
        )),
        None => say(msg!(
            "capitals-scene-player",
            player = seat,
            squares = squares,
            tokens = tokens,
            capital = capital
        )),
    };
    let mut line = PanelLine::with_swatch(player(seat as usize), text);
    line.bold = state.finish.is_none() && seat == state.to_move;
    line
}

fn legend(words: &Catalog) -> Vec<LegendEntry> {
    let entry = |swatch, label: Message| LegendEntry {
        swatch,
        label: words.render(&label),
    };
    vec![
        entry(
            Swatch::Token(player(0)),
            msg!("capitals-legend-token", player = 0),
        ),
        entry(
            Swatch::Token(player(1)),
            msg!("capitals-legend-token", player = 1),
        ),
        entry(Swatch::Ring(player(0)), msg!("capitals-legend-capital")),
        entry(
            Swatch::Fill(territory(player(0))),
            msg!("capitals-legend-territory", player = 0),
        ),
        entry(
            Swatch::Fill(territory(player(1))),
            msg!("capitals-legend-territory", player = 1),
        ),
        entry(Swatch::Line(player(0)), msg!("capitals-legend-edge")),
        entry(
            Swatch::Pattern(Pattern::Waves, palette::WATER),
            msg!("capitals-legend-river"),
        ),
        entry(
            Swatch::Pattern(Pattern::Peaks, palette::MOUNTAIN),
            msg!("capitals-legend-mountain"),
        ),
        entry(
            Swatch::OnCell(pieces::WALL, palette::STONE),
            msg!("capitals-legend-wall"),
        ),
        entry(
            Swatch::OnCell(pieces::DOUBLE_WALL, palette::STONE),
            msg!("capitals-legend-double-wall"),
        ),
        entry(
            Swatch::Symbol(pieces::TOWER, palette::STONE),
            msg!("capitals-legend-tower"),
        ),
        entry(
            Swatch::OnCell(pieces::CHANGED, pieces::CHANGED_COLOUR),
            msg!("capitals-legend-changed"),
        ),
    ]
}

/// The grid cell a square is drawn in, for tests and arrows: `(col, row)` from the top-left.
pub fn grid_cell(size: u8, sq: Sq) -> (u16, u16) {
    (sq.col as u16, grid_row(size, sq.row))
}
