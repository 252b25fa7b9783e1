//! Secrets are stripped once, by each game's view: a spectator's JSON, text and scene are made from
//! that view, so they must not change whatever the hidden parts hold. Checked for every game of the
//! registry (and the test auction) on seeded bot matches: at each sealed phase, every seat's
//! different submissions leave the spectator's outputs identical while its own view shows them.

mod support;

use korona_engine::{
    BotLevel, Budget, Ctx, Dice, DynState, Game, Input, MatchSeed, Seat, Viewer, WaitKind,
};

/// Everything a spectator is shown of a state.
fn public(game: &dyn Game, state: &DynState) -> (String, String, String) {
    (
        game.view(state, Viewer::Spectator).to_string(),
        game.describe(state, Viewer::Spectator),
        serde_json::to_string(&game.scene(state, Viewer::Spectator)).unwrap(),
    )
}

fn apply(
    game: &dyn Game,
    state: &DynState,
    seq: u64,
    seed: &MatchSeed,
    input: &Input<serde_json::Value>,
) -> Option<DynState> {
    let mut ctx = Ctx {
        now_ms: seq * 1000,
        dice: Dice::for_entry(seed, seq),
    };
    game.apply(state, input, &mut ctx).ok().map(|a| a.state)
}

/// Plays bots from the setup; at every sealed phase, tries every legal order of each pending seat
/// (up to `tries`) and checks the spectator sees the same whichever was given. Returns how many
/// sealed submissions were compared, so a game whose phases are never sealed is seen to check none.
fn check_game(
    game: &dyn Game,
    options: &[(&str, &str)],
    seats: u8,
    seed_n: u64,
    tries: usize,
) -> usize {
    let pairs: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let options = game.options(&pairs).expect("options");
    let seed = MatchSeed::from_number(seed_n);
    let mut state = game
        .setup(&options, seats, &mut Dice::for_entry(&seed, 0))
        .expect("setup");
    let mut compared = 0;
    for seq in 1..3_000u64 {
        if game.outcome(&state).is_some() {
            break;
        }
        let awaiting = game.awaiting(&state);
        let sealed = awaiting
            .waits
            .iter()
            .filter(|w| matches!(w.kind, WaitKind::Bid | WaitKind::Orders));
        let pending_sealed: Vec<Seat> = sealed.filter(|w| !w.done).map(|w| w.seat).collect();
        // Only when another seat is still missing does a submission stay sealed.
        if pending_sealed.len() >= 2 {
            let seat = pending_sealed[(seq as usize) % pending_sealed.len()];
            let mut seen: Option<(String, String, String)> = None;
            let mut own_views = std::collections::BTreeSet::new();
            let mut here = 0;
            for choice in game
                .legal(&state, seat)
                .into_iter()
                .map(|c| c.text)
                .take(tries)
            {
                let Ok(action) = game.parse(&state, seat, &choice) else {
                    continue;
                };
                let Some(after) = apply(game, &state, seq, &seed, &Input::Order { seat, action })
                else {
                    continue;
                };
                if game.awaiting(&after).phase != awaiting.phase {
                    continue;
                }
                let shown = public(game, &after);
                match &seen {
                    None => seen = Some(shown),
                    Some(first) => {
                        assert_eq!(
                            &shown.0,
                            &first.0,
                            "{}: spectator JSON changed with `{choice}` of {seat}",
                            game.info().id
                        );
                        assert_eq!(
                            &shown.1,
                            &first.1,
                            "{}: spectator text changed with `{choice}` of {seat}",
                            game.info().id
                        );
                        assert_eq!(
                            &shown.2,
                            &first.2,
                            "{}: spectator scene changed with `{choice}` of {seat}",
                            game.info().id
                        );
                        here += 1;
                    }
                }
                own_views.insert(game.view(&after, Viewer::Seat(seat)).to_string());
            }
            compared += here;
            assert!(
                own_views.len() > 1 || here == 0,
                "{}: {seat}'s own view should show what it submitted",
                game.info().id
            );
        }
        let Some(seat) = awaiting.pending().next() else {
            break;
        };
        let mut dice = Dice::for_bot(&seed, seq, seat.0);
        let action = game.bot(&state, seat, BotLevel::Easy, &mut dice, Budget::nodes(100));
        state = match apply(game, &state, seq, &seed, &Input::Order { seat, action }) {
            Some(s) => s,
            None => apply(game, &state, seq, &seed, &Input::Deadline)
                .expect("the deadline always applies"),
        };
    }
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
    let seed = MatchSeed::from_number(4);
    let options = game.options(&[]).unwrap();
    let mut state = game
        .setup(&options, 3, &mut Dice::for_entry(&seed, 0))
        .unwrap();
    let mut seq = 1;
    // Bots play until the first election.
    while !matches!(
        state.downcast::<State>().unwrap().phase,
        Phase::Election { .. }
    ) {
        let seat = game
            .awaiting(&state)
            .pending()
            .next()
            .expect("someone to move");
        let mut dice = Dice::for_bot(&seed, seq, seat.0);
        let action = game.bot(
            &state,
            seat,
            BotLevel::Medium,
            &mut dice,
            Budget::nodes(100),
        );
        state = apply(game, &state, seq, &seed, &Input::Order { seat, action }).unwrap();
        seq += 1;
    }
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
