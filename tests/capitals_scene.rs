//! The capitals picture: what the scene says per square, and a rendered PNG to look at
//! (`/tmp/capitals-scene.png`).

use korona_engine::scene::palette::{player, MOUNTAIN, WATER};
use korona_engine::scene::{Board, GridBoard, Pattern, Scene};
use korona_engine::{Ruleset, Viewer};
use korona_games::capitals::board::Sq;
use korona_games::capitals::pieces::{tower_on, walls_on};
use korona_games::capitals::scene::grid_cell;
use korona_games::capitals::{Capitals, State};

/// Row 10 first, as the text board prints it.
const POSITION: &str = "
.    .    .    .    .    Bww  y    .    .    .
.    .    .    .^2  .    b    yt   .    .    .
.    .    .    .^3  .    y    b    .    .    .
.    .    .    .    .    .    .    .    .    .
.~   .~   .~   .~   x~   .~   .~   .~   .~   .~
.    .    .    .    .    .    .    .    .    .
.    a    .    .    .    .    .^2  .    .    .
.    x    a    .    .    .    .^3  .    .    .
.    aw   x    .    .    .    .    .    .    .
.    .    at   .    A    .    .    .    .    .
";

fn position() -> State {
    State::from_diagram(POSITION).expect("diagram parses")
}

fn grid(scene: &Scene) -> &GridBoard {
    match &scene.board {
        Board::Grid(g) => g,
        other => panic!("capitals draws a grid, not {other:?}"),
    }
}

fn at<'a>(g: &'a GridBoard, name: &str) -> &'a korona_engine::scene::Cell {
    let (c, r) = grid_cell(10, Sq::parse(name, 10).expect("square"));
    g.cell(c, r).expect("on board")
}

#[test]
fn squares_show_terrain_owners_and_fortifications() {
    let s = position();
    let scene = Capitals.scene(&s, Viewer::Spectator);
    let g = grid(&scene);
    assert_eq!((g.cols, g.rows), (10, 10));
    assert_eq!(g.col_labels.first().map(String::as_str), Some("A"));
    assert_eq!(g.col_labels.last().map(String::as_str), Some("J"));
    // Row 1 (player 0's back row) is the bottom row of the picture.
    assert_eq!(g.row_labels.first().map(String::as_str), Some("10"));
    assert_eq!(g.row_labels.last().map(String::as_str), Some("1"));
    let capital = at(g, "E1");
    assert_eq!(capital.ring, Some(player(0)));
    assert_eq!(capital.owner, Some(player(0)));
    assert_eq!(capital.token, None, "a capital is not a token");
    let enemy = at(g, "F10");
    assert_eq!((enemy.ring, walls_on(enemy)), (Some(player(1)), 2));
    assert_eq!(walls_on(at(g, "B2")), 1);
    assert!(tower_on(at(g, "C1")) && tower_on(at(g, "G9")));
    // The walls and towers drawn are the ones the scene declares.
    assert_eq!(scene.symbols, korona_games::capitals::pieces::symbols());
    assert!(g
        .cells
        .iter()
        .flat_map(|c| &c.badges)
        .all(|b| scene.symbol(b.symbol).is_some()));
    assert_eq!(
        at(g, "C1").token.as_ref().map(|t| t.colour),
        Some(player(0))
    );
    assert_eq!(
        at(g, "F9").token.as_ref().map(|t| t.colour),
        Some(player(1))
    );
    // Empty territory has an owner but no token.
    let empty = at(g, "C2");
    assert_eq!(
        (empty.owner, empty.token.is_none()),
        (Some(player(0)), true)
    );
    let river = at(g, "A6");
    assert_eq!((river.fill, river.pattern), (Some(WATER), Pattern::Waves));
    let owned_river = at(g, "E6");
    assert_eq!(owned_river.owner, Some(player(0)));
    let peak = at(g, "D8");
    assert_eq!(
        (peak.fill, peak.pattern, peak.text.as_str()),
        (Some(MOUNTAIN), Pattern::Peaks, "3")
    );
    assert_eq!(at(g, "G4").text, "2");
    assert!(scene
        .panel
        .iter()
        .any(|l| l.contains("Player 0 to move, 6 EP")));
    let players = &scene.panels[0].lines;
    assert!(players[0].text.contains("8 squares"), "{:?}", players[0]);
    assert!(players[0].bold && !players[1].bold);
}

#[test]
fn a_finished_game_says_who_won() {
    let mut s = position();
    s.finish = Some(korona_games::capitals::state::Finish {
        winner: Some(1),
        reason: korona_engine::msg!("capitals-reason-capital-captured"),
    });
    let scene = Capitals.scene(&s, Viewer::Spectator);
    assert!(scene
        .panel
        .iter()
        .any(|l| l == "Over: Player 1 wins (capital captured)"));
}

#[test]
fn renders_to_png() {
    let scene = Capitals.scene(&position(), Viewer::Spectator);
    let png = korona_render::render(&scene, 1600).expect("renders");
    std::fs::write("/tmp/capitals-scene.png", &png).expect("writes /tmp");
    assert!(png.len() > 10_000);
}

/// A real 12x12 game with a clock, a few turns in: labels A-L and 12..1, clocks in the panel.
#[test]
fn twelve_by_twelve_mid_game_with_clocks() {
    use korona_engine::selfplay::SelfPlay;
    use korona_engine::{BotLevel, MatchSeed, Seat};
    use std::ops::ControlFlow;
    let game = korona_games::find("capitals").expect("registered");
    let played = SelfPlay::new(game, &[BotLevel::Easy; 2], MatchSeed::from_number(4))
        .options(&[("size", "12"), ("clock", "rapid10")])
        .expect("options")
        .ms_per_entry(1000)
        .play_with(|step| {
            if step.entry.seq >= 39 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .expect("the bots play");
    let s: State = played.state.downcast::<State>().expect("capitals").clone();
    let g = Capitals;
    let scene = g.scene(&s, Viewer::Seat(Seat(0)));
    let b = grid(&scene);
    assert_eq!(b.col_labels.last().map(String::as_str), Some("L"));
    assert_eq!(b.row_labels.first().map(String::as_str), Some("12"));
    let owned = b.cells.iter().filter(|c| c.owner.is_some()).count();
    assert_eq!(owned, s.board.territory(0) + s.board.territory(1));
    assert!(scene.panels[0].lines[0].text.contains("clock "));
    let png = korona_render::render(&scene, 1600).expect("renders");
    std::fs::write("/tmp/capitals-12.png", &png).expect("writes /tmp");
}
