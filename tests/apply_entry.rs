//! `apply_entry` is the one step that live play, replay and `verify` share: the same entry gives the
//! same state, events, rolls and outcome, and the entries stored by live play are exactly what it
//! recomputes.

mod support;

use korona::service::replay::replay_entry;
use korona_engine::{apply_entry, EntryInput, Game, Input, MatchSeed, Seat};
use serde_json::{json, Value};
use support::{auction, bid, create, World};

fn game() -> &'static dyn Game {
    &auction::AUCTION
}

fn setup(seed: &MatchSeed) -> korona_engine::EntryApplied {
    let options = game().options(&[]).expect("default options");
    let input = EntryInput::Setup {
        options: &options,
        seats: 2,
    };
    apply_entry(game(), seed, 0, 0, None, input).expect("setup")
}

fn order(seat: u8, amount: u32) -> Input<Value> {
    Input::Order {
        seat: Seat(seat),
        action: json!(amount),
    }
}

#[test]
fn the_same_entry_gives_the_same_state_events_and_rolls() {
    let seed = MatchSeed::from_number(9);
    let start = setup(&seed);
    assert_eq!(start.rolls.len(), 1, "the purse is drawn in the setup");
    let first = apply_entry(
        game(),
        &seed,
        1,
        500,
        Some(&start.state),
        EntryInput::Play(&order(0, 2)),
    )
    .unwrap();
    let bids = |before| {
        apply_entry(
            game(),
            &seed,
            2,
            900,
            Some(before),
            EntryInput::Play(&order(1, 2)),
        )
        .unwrap()
    };
    let (a, b) = (bids(&first.state), bids(&first.state));
    assert_eq!(game().state_hash(&a.state), game().state_hash(&b.state));
    assert_eq!(a.events, b.events);
    assert_eq!(a.rolls, b.rolls);
    assert_eq!(
        a.rolls.len(),
        1,
        "a tie is rolled off with the entry's dice"
    );
    assert!(a.outcome.is_none());
}

#[test]
fn a_setup_needs_no_state_and_an_order_needs_one() {
    let seed = MatchSeed::from_number(9);
    let start = setup(&seed);
    let options = game().options(&[]).expect("default options");
    let again = EntryInput::Setup {
        options: &options,
        seats: 2,
    };
    assert!(apply_entry(game(), &seed, 0, 0, Some(&start.state), again).is_err());
    assert!(apply_entry(game(), &seed, 1, 0, None, EntryInput::Play(&order(0, 1))).is_err());
    // A refused order (more than the purse) changes nothing and says why.
    let refused = apply_entry(
        game(),
        &seed,
        1,
        0,
        Some(&start.state),
        EntryInput::Play(&order(0, 99)),
    );
    assert!(refused.is_err());
}

#[test]
fn the_winning_entry_carries_the_outcome() {
    let seed = MatchSeed::from_number(9);
    let mut state = setup(&seed).state;
    let mut seq = 1;
    let mut outcome = None;
    // Seat 0 bids one and seat 1 nothing, round after round, until seat 0 has three points.
    while outcome.is_none() {
        for (seat, amount) in [(0, 1), (1, 0)] {
            let applied = apply_entry(
                game(),
                &seed,
                seq,
                0,
                Some(&state),
                EntryInput::Play(&order(seat, amount)),
            )
            .unwrap();
            seq += 1;
            state = applied.state;
            outcome = applied.outcome;
        }
    }
    assert_eq!(outcome.unwrap().winners(), &[Seat(0)]);
}

/// What live play stored is what a replay of each entry recomputes, entry by entry.
#[tokio::test]
async fn live_entries_are_what_apply_entry_recomputes() {
    let w = World::new(auction::registry).await;
    w.ok("alice", create("auction")).await;
    w.ok("alice", korona::service::Command::Join).await;
    w.ok("bob", korona::service::Command::Join).await;
    w.ok("alice", korona::service::Command::Start).await;
    w.ok("alice", bid("3")).await;
    w.ok("bob", bid("3")).await;
    let store = &w.store;
    let m = store.get_match(1).await.unwrap().unwrap();
    let rows = store.log_after(1, -1).await.unwrap();
    assert_eq!(rows.len(), 3);
    let mut state = None;
    for row in &rows {
        let replayed = replay_entry(game(), &m, state.as_ref(), row).unwrap();
        assert_eq!(serde_json::to_value(&replayed.rolls).unwrap(), row.rolls);
        assert_eq!(game().state_hash(&replayed.state), row.state_sha256);
        if row.seq > 0 {
            assert_eq!(replayed.events, row.events);
        }
        state = Some(replayed.state);
    }
}
