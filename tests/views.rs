//! Secrets are stripped once, by each game's view: a spectator's JSON, text and scene are made from
//! that view, so they must not change whatever the hidden parts hold. Checked for every game of the
//! registry (and the test auction) on seeded bot matches: at each sealed phase, every seat's
//! different submissions leave the spectator's outputs identical while its own view shows them.

mod support;

use korona_engine::entry::{apply_entry, EntryInput};
use korona_engine::selfplay::{SelfPlay, Table};
use korona_engine::{BotLevel, Dice, DynState, Game, Input, MatchSeed, Seat, Viewer, WaitKind};
use std::ops::ControlFlow;

/// Everything a spectator is shown of a state.
fn public(game: &dyn Game, state: &DynState) -> (String, String, String) {
    (
        game.view(state, Viewer::Spectator).to_string(),
        game.describe(state, Viewer::Spectator),
        serde_json::to_string(&game.scene(state, Viewer::Spectator)).unwrap(),
    )
}

fn apply(game: &dyn Game, table: &Table, input: &Input<serde_json::Value>) -> Option<DynState> {
    let seq = table.seq() + 1;
    let entry = EntryInput::Play(input);
    apply_entry(game, table.seed(), seq, 0, Some(table.state()), entry)
        .ok()
        .map(|a| a.state)
}

/// At a sealed phase, tries every legal order (up to `tries`) of one pending seat and checks the
/// spectator sees the same whichever was given. Returns how many submissions were compared.
fn check_sealed(game: &dyn Game, table: &Table, tries: usize) -> usize {
    let state = table.state();
    let awaiting = game.awaiting(state);
    let sealed = awaiting
        .waits
        .iter()
        .filter(|w| matches!(w.kind, WaitKind::Bid | WaitKind::Orders));
    let pending: Vec<Seat> = sealed.filter(|w| !w.done).map(|w| w.seat).collect();
    // Only while another seat is still missing does a submission stay sealed.
    if pending.len() < 2 {
        return 0;
    }
    let seat = pending[table.seq() as usize % pending.len()];
    let mut first: Option<(String, String, String)> = None;
    let mut own_views = std::collections::BTreeSet::new();
    let mut compared = 0;
    // The turn's orders and the standing settings (kept apart from them since `/settings`).
    let orders = game.legal(state, seat).into_iter().take(tries);
    let settings = game.settings(state, seat).into_iter().take(tries);
    for choice in orders.chain(settings) {
        let Ok(action) = game.parse(state, seat, &choice.text) else {
            continue;
        };
        let Some(after) = apply(game, table, &Input::Order { seat, action }) else {
            continue;
        };
        if game.awaiting(&after).phase != awaiting.phase {
            continue;
        }
        let shown = public(game, &after);
        let id = game.info().id;
        match &first {
            None => first = Some(shown),
            Some(first) => {
                let text = &choice.text;
                assert_eq!(
                    shown.0, first.0,
                    "{id}: spectator JSON changed with `{text}` of {seat}"
                );
                assert_eq!(
                    shown.1, first.1,
                    "{id}: spectator text changed with `{text}` of {seat}"
                );
                assert_eq!(
                    shown.2, first.2,
                    "{id}: spectator scene changed with `{text}` of {seat}"
                );
                compared += 1;
            }
        }
        own_views.insert(game.view(&after, Viewer::Seat(seat)).to_string());
    }
    assert!(
        own_views.len() > 1 || compared == 0,
        "{}: {seat}'s own view should show what it submitted",
        game.info().id
    );
    compared
}

/// Plays a seeded bot match with the shared driver and checks every sealed phase on the way.
fn check_game(
    game: &dyn Game,
    options: &[(&str, &str)],
    seats: usize,
    seed: u64,
    tries: usize,
) -> usize {
    let mut compared = 0;
    SelfPlay::new(
        game,
        &vec![BotLevel::Easy; seats],
        MatchSeed::from_number(seed),
    )
    .options(options)
    .expect("options")
    .play_with(|step| {
        compared += check_sealed(game, step.table, tries);
        ControlFlow::Continue(())
    })
    .expect("the match ends");
    compared
}

#[test]
fn oligarchs_spectators_see_nothing_of_sealed_placements_bids_or_standing_orders() {
    let game = korona_games::find("oligarchs").unwrap();
    let mut compared = 0;
    for (variant, seats, seed) in [("basic", 3, 1), ("adv", 4, 2)] {
        compared += check_game(game, &[("variant", variant)], seats, seed, 12);
    }
    assert!(
        compared > 20,
        "placements and elections were compared ({compared})"
    );
}

/// Every game of the registry, with its default options, a seeded match of easy bots: whatever a seat
/// submits at a sealed phase, a spectator's JSON, text and scene stay the same. The games above
/// have tests of their own for their variants; this one reaches any game added later.
#[test]
fn every_registered_game_keeps_sealed_submissions_from_spectators() {
    let mut compared = std::collections::BTreeMap::new();
    for game in korona_games::registry() {
        let info = game.info();
        let seats = usize::from(info.max_seats.min(4));
        compared.insert(info.id, check_game(*game, &[], seats, 6, 6));
    }
    assert_eq!(compared.len(), korona_games::registry().len());
    // Kingdoms' orders and thrones' homelands are sealed by their rules (R-KIN-TURN-1, R-THR-SETUP-1).
    for sealed in ["kingdoms", "thrones"] {
        assert!(
            compared[sealed] > 0,
            "{sealed}: sealed submissions were compared: {compared:?}"
        );
    }
}

#[test]
fn auction_spectators_see_only_that_a_bid_is_sealed() {
    let game: &dyn Game = &support::auction::AUCTION;
    let compared = check_game(game, &[], 3, 5, 6);
    assert!(compared > 10, "bids were compared ({compared})");
}

#[test]
fn capitals_has_no_secrets_so_every_viewer_sees_the_same() {
    // R-CAP-80: the whole position is public; the same view for both seats and a spectator.
    let game = korona_games::find("capitals").unwrap();
    let seed = MatchSeed::from_number(3);
    let options = game.options(&[]).unwrap();
    let state = game
        .setup(&options, 2, &mut Dice::for_entry(&seed, 0))
        .unwrap();
    let spectator = public(game, &state);
    for s in 0..2 {
        let v = Viewer::Seat(Seat(s));
        assert_eq!(game.view(&state, v).to_string(), spectator.0);
        assert_eq!(game.describe(&state, v), spectator.1);
    }
    assert_eq!(
        check_game(game, &[], 2, 3, 4),
        0,
        "capitals has no sealed phase"
    );
}

#[test]
fn oligarchs_the_deck_and_others_treasuries_in_an_election_are_not_in_any_public_output() {
    use korona_games::oligarchs::state::{Phase, State};
    let game = korona_games::find("oligarchs").unwrap();
    // Bots play until the first election.
    let played = SelfPlay::new(game, &[BotLevel::Medium; 3], MatchSeed::from_number(4))
        .play_with(|step| {
            let state = step.table.state().downcast::<State>().unwrap();
            if matches!(state.phase, Phase::Election { .. }) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .expect("an election comes");
    let state = played.state;
    let typed = state.downcast::<State>().unwrap().clone();
    let mut other = typed.clone();
    other.deck.reverse();
    other.deck.pop();
    for p in other.players.iter_mut() {
        p.treasury += 7; // R-INFO-2: hidden from all but the owner during the election
    }
    let to_dyn = |s: &State| {
        game.state_from_json(&serde_json::to_value(s).unwrap())
            .unwrap()
    };
    let (a, b) = (to_dyn(&typed), to_dyn(&other));
    assert_ne!(
        game.state_hash(&a),
        game.state_hash(&b),
        "the two states differ"
    );
    assert_eq!(public(game, &a), public(game, &b));
    // A seat sees its own treasury change, and nobody else's.
    let mine = |s: &DynState| game.describe(s, Viewer::Seat(Seat(0)));
    assert_ne!(mine(&a), mine(&b));
}
