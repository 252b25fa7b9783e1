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

/// Plays `orders` for player 0 from [`POSITION`], one `Capitals::step` each (`undo` takes the last
/// action back).
fn after_orders(orders: &[&str]) -> State {
    use korona_engine::{Input, Seat};
    use korona_games::capitals::action::Action;
    let mut s = position();
    for o in orders {
        let input = if *o == "undo" {
            Input::TakeBack { seat: Seat(0) }
        } else {
            let action = Action::parse(o, 10).expect("order parses");
            Input::Order {
                seat: Seat(0),
                action,
            }
        };
        s = Capitals::step(&s, &input, 0)
            .unwrap_or_else(|r| panic!("`{o}` refused: {r:?}"))
            .state;
    }
    s
}

fn sq(name: &str) -> Sq {
    Sq::parse(name, 10).expect("square")
}

/// The picture's box of square `name`, from the centres of it and of its neighbour.
fn square_box(scene: &Scene, name: &str) -> (f32, f32, f32, f32) {
    use korona_engine::scene::Place;
    let place = |s: Sq| {
        let (col, row) = grid_cell(10, s);
        korona_render::board_place(scene, 1600, &Place::Cell { col, row })
            .expect("renders")
            .expect("on the board")
    };
    let here = sq(name);
    let (x, y) = place(here);
    let other = if here.col > 0 {
        Sq::new(here.col - 1, here.row)
    } else {
        Sq::new(here.col + 1, here.row)
    };
    let half = (place(other).0 - x).abs() / 2.0;
    (x - half, y - half, x + half, y + half)
}

#[test]
fn the_last_turn_is_recorded_when_it_ends_and_undone_actions_are_not() {
    // Asserts R-CAP-82
    let going_on = after_orders(&["expand B1", "expand A2"]);
    assert!(going_on.last_turn.is_empty(), "the turn is not over yet");
    let s = after_orders(&["expand B1", "expand A2", "undo", "move C3 C2", "end"]);
    assert_eq!(s.to_move, 1, "the turn ended");
    let mut marked = s.last_turn.clone();
    marked.sort();
    let mut want = vec![sq("B1"), sq("C3"), sq("C2")];
    want.sort();
    assert_eq!(marked, want, "A2 was undone, so it is not marked");
    let g = Capitals.scene(&s, Viewer::Spectator);
    let marks = |name: &str| {
        at(grid(&g), name)
            .badges
            .iter()
            .any(|b| b.symbol == korona_games::capitals::pieces::CHANGED)
    };
    assert!(marks("B1") && marks("C3") && marks("C2"));
    assert!(!marks("A2") && !marks("E1") && !marks("B4"));
    // Stored matches from before the field load with no marks; a state with none stores none.
    let mut json = serde_json::to_value(&s).expect("serialises");
    json.as_object_mut().expect("object").remove("last_turn");
    let old: State = serde_json::from_value(json).expect("an older match loads");
    assert!(old.last_turn.is_empty());
    assert!(!serde_json::to_string(&old).unwrap().contains("last_turn"));
}

/// The marks change the picture inside the changed squares and nowhere else, and the filled
/// territory is drawn (a square of player 0's empty territory is its pale colour at the centre).
#[test]
fn the_picture_marks_the_last_turns_squares_and_nothing_else() {
    // Asserts R-CAP-82
    let s = after_orders(&["expand B1", "move C3 C2", "end"]);
    let marked = Capitals.scene(&s, Viewer::Spectator);
    let plain = Capitals.scene(
        &State {
            last_turn: Vec::new(),
            ..s.clone()
        },
        Viewer::Spectator,
    );
    let a = korona_render::render_image(&marked, 1600).expect("renders");
    let b = korona_render::render_image(&plain, 1600).expect("renders");
    assert_eq!(a.dimensions(), b.dimensions());
    std::fs::write(
        "/tmp/capitals-last-turn.png",
        korona_render::render(&marked, 1600).unwrap(),
    )
    .unwrap();
    let boxes: Vec<_> = s
        .last_turn
        .iter()
        .map(|q| square_box(&marked, &q.to_string()))
        .collect();
    let inside = |x: u32, y: u32, r: &(f32, f32, f32, f32)| {
        let (x, y) = (x as f32 + 0.5, y as f32 + 0.5);
        x >= r.0 && x <= r.2 && y >= r.1 && y <= r.3
    };
    // The legend's swatch is drawn in both pictures; every other difference is on a marked square.
    let mut changed = vec![0usize; boxes.len()];
    let mut stray = Vec::new();
    for (x, y, p) in a.enumerate_pixels() {
        if p == b.get_pixel(x, y) {
            continue;
        }
        match boxes.iter().position(|r| inside(x, y, r)) {
            Some(k) => changed[k] += 1,
            None => stray.push((x, y)),
        }
    }
    assert!(
        stray.is_empty(),
        "{} pixels changed off the marked squares, first {:?}",
        stray.len(),
        stray.first()
    );
    assert!(
        changed.iter().all(|&n| n > 200),
        "every marked square changes visibly: {changed:?}"
    );
    // Filled territory (issue 28, item 10): B3 is player 0's empty clear square.
    let (l, t, r, bt) = square_box(&marked, "B3");
    let centre = a.get_pixel(((l + r) / 2.0) as u32, ((t + bt) / 2.0) as u32);
    let want = korona_games::capitals::scene::territory(player(0));
    assert_eq!(
        (centre[0], centre[1], centre[2]),
        (want.0, want.1, want.2),
        "territory is filled, not only outlined"
    );
}
