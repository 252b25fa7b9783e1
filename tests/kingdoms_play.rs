//! Whole kingdoms matches of bots: they finish (R-KIN-WIN-3), replay identically from their seed,
//! keep the game's invariants after every entry (R-KIN-INV-1), keep sealed orders out of every
//! spectator output (R-KIN-VIEW-1, R-KIN-TURN-2), and their scenes render (the map PNG).

use korona_engine::entry::{apply_entry, EntryInput};
use korona_engine::selfplay::{SelfPlay, Table};
use korona_engine::{BotLevel, DynState, Game, Input, MatchSeed, Seat, Viewer, WaitKind};
use std::ops::ControlFlow;

fn game() -> &'static dyn Game {
    korona_games::find("kingdoms").expect("kingdoms is registered")
}

fn public(game: &dyn Game, state: &DynState) -> (String, String, String) {
    (
        game.view(state, Viewer::Spectator).to_string(),
        game.describe(state, Viewer::Spectator),
        serde_json::to_string(&game.scene(state, Viewer::Spectator)).unwrap(),
    )
}

/// At a round with two or more kingdoms still to give orders, several different submissions of one
/// leave the spectator's outputs identical, while its own view shows them.
fn check_sealed(game: &dyn Game, table: &Table) -> usize {
    let state = table.state();
    let awaiting = game.awaiting(state);
    let pending: Vec<Seat> = awaiting
        .waits
        .iter()
        .filter(|w| w.kind == WaitKind::Orders && !w.done)
        .map(|w| w.seat)
        .collect();
    if pending.len() < 2 {
        return 0;
    }
    let seat = pending[0];
    let mut first = None;
    let mut own = std::collections::BTreeSet::new();
    let mut compared = 0;
    for choice in game.legal(state, seat).into_iter().take(6) {
        let action = game.parse(state, seat, &choice.text).expect("legal parses");
        let input = Input::Order { seat, action };
        let after = apply_entry(
            game,
            table.seed(),
            table.seq() + 1,
            0,
            Some(state),
            EntryInput::Play(&input),
        )
        .expect("legal is accepted")
        .state;
        let shown = public(game, &after);
        match &first {
            None => first = Some(shown),
            Some(f) => {
                assert_eq!(&shown, f, "spectator output changed with `{}`", choice.text);
                compared += 1;
            }
        }
        own.insert(game.view(&after, Viewer::Seat(seat)).to_string());
    }
    assert!(
        compared == 0 || own.len() > 1,
        "the seat sees its own orders"
    );
    compared
}

fn play(seats: usize, seed: u64, level: BotLevel) -> (Vec<serde_json::Value>, String, usize, u64) {
    let game = game();
    let mut before: Option<DynState> = None;
    let mut compared = 0;
    let mut battles = 0;
    let played = SelfPlay::new(game, &vec![level; seats], MatchSeed::from_number(seed))
        .options(&[])
        .unwrap()
        .play_with(|step| {
            let state = step.table.state();
            game.check_invariants(before.as_ref(), state)
                .unwrap_or_else(|e| {
                    panic!("seats {seats} seed {seed} entry {}: {e}", step.entry.seq)
                });
            before = Some(game.clone_state(state));
            compared += check_sealed(game, step.table);
            battles += step
                .events
                .iter()
                .filter(|e| e.message.id.starts_with("kingdoms-battle"))
                .count() as u64;
            ControlFlow::Continue(())
        })
        .unwrap();
    let outcome = played.outcome.expect("R-KIN-WIN-3: every match ends");
    let json: Vec<_> = played.entries.iter().map(|e| e.json()).collect();
    (json, format!("{outcome:?}"), compared, battles)
}

#[test]
fn r_kin_inv_1_bot_matches_end_keep_invariants_and_seal_orders() {
    let mut compared = 0;
    let mut battles = 0;
    let mut decided = 0;
    for seats in 2..=4 {
        for seed in 1..=3 {
            let (entries, outcome, c, b) = play(seats, seed, BotLevel::Medium);
            assert!(!entries.is_empty());
            compared += c;
            battles += b;
            if outcome.contains("Win") {
                decided += 1;
            }
            eprintln!(
                "kingdoms {seats} seats seed {seed}: {} entries, {outcome}",
                entries.len()
            );
        }
    }
    assert!(compared > 20, "sealed rounds were compared ({compared})");
    assert!(battles > 0, "the bots fight");
    assert!(decided > 0, "some matches are won");
}

#[test]
fn a_seeded_match_replays_identically() {
    let a = play(3, 7, BotLevel::Easy);
    let b = play(3, 7, BotLevel::Easy);
    assert_eq!(a.0, b.0);
    assert_eq!(a.1, b.1);
}

#[test]
fn the_map_renders_as_a_png() {
    let game = game();
    let mut shot = None;
    SelfPlay::new(game, &[BotLevel::Medium; 4], MatchSeed::from_number(2))
        .options(&[])
        .unwrap()
        .play_with(|step| {
            shot = Some(game.scene(step.table.state(), Viewer::Seat(Seat(0))));
            if step.entry.seq >= 30 {
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        })
        .unwrap();
    let scene = shot.expect("entries played");
    for m in game.static_maps() {
        korona_render::register_map(m);
    }
    let png = korona_render::render(&scene, 1600).expect("renders");
    assert!(png.len() > 10_000);
    let out = std::env::temp_dir().join("kingdoms-map.png");
    std::fs::write(&out, png).unwrap();
}
