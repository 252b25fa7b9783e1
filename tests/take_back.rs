//! Taking back (Undo last, Clear orders) over seeded bot matches of every game: wherever a game
//! offers a take-back it is accepted, keeps the invariants and does what it says; wherever it does
//! not, the input is refused and nothing changes. Rules: R-CAP-92, R-KIN-TURN-1, R-THR-SETUP-13,
//! R-ELECT-12, R-FIEF-ORD-6.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{
    apply_entry, BotLevel, Budget, DynState, EntryInput, Game, Input, MatchSeed, Seat, TakeBack,
};
use std::collections::BTreeMap;
use std::ops::ControlFlow;

/// What the take-backs seen over one game's matches did.
#[derive(Default, Debug)]
struct Seen {
    undone: u32,
    cleared: u32,
    refused: u32,
    /// Undos right after the seat's own order, compared with the position before that order.
    compared: u32,
}

fn take_back_at(
    game: &dyn Game,
    seed: &MatchSeed,
    seq: u64,
    state: &DynState,
    seat: Seat,
) -> Result<DynState, korona_engine::Refusal> {
    let input = Input::TakeBack { seat };
    apply_entry(
        game,
        seed,
        seq,
        seq * 1000,
        Some(state),
        EntryInput::Play(&input),
    )
    .map(|a| a.state)
}

/// Plays `seeds` matches of `game` and tries a take-back for every seat after every entry.
fn check(id: &str, options: &[(&str, &str)], seats: u8, seeds: u64) -> Seen {
    let game = korona_games::find(id).expect("a registered game");
    let mut seen = Seen::default();
    for n in 0..seeds {
        let seed = MatchSeed::from_number(n);
        // The state before the last entry, and whose order that entry was.
        let mut previous: Option<DynState> = None;
        // The hash each seat's undo must come back to: the state before its latest order of the turn.
        let mut before_order: BTreeMap<u8, String> = BTreeMap::new();
        let play = SelfPlay::new(game, &vec![BotLevel::Easy; seats as usize], seed)
            .options(options)
            .expect("options")
            .budget(Budget::nodes(30));
        play.play_with(|step| {
            let state = step.table.state();
            let seq = step.entry.seq + 1;
            if let (Some(prev), Some(seat)) = (&previous, step.entry.seat()) {
                if matches!(step.entry.input, Input::Order { .. }) {
                    before_order.insert(seat.0, game.state_hash(prev));
                }
            }
            for seat in (0..seats).map(Seat) {
                let offered = game.take_back(state, seat);
                let result = take_back_at(game, &seed, seq, state, seat);
                let at = format!("{id} seed {n} entry {} seat {}", step.entry.seq, seat.0);
                match (offered, result) {
                    (None, Err(r)) => {
                        assert_eq!(r.message.id, "engine-take-back-not-here", "{at}");
                        seen.refused += 1;
                    }
                    (None, Ok(_)) => panic!("{at}: a take-back not offered was accepted"),
                    (Some(kind), Err(r)) => panic!("{at}: offered {kind:?} but refused: {r}"),
                    (Some(kind), Ok(after)) => {
                        game.check_invariants(Some(state), &after)
                            .unwrap_or_else(|e| panic!("{at}: {e}"));
                        match kind {
                            TakeBack::ClearOrders => {
                                let waits = game.awaiting(&after);
                                let w = waits.waits.iter().find(|w| w.seat == seat);
                                assert!(
                                    w.is_some_and(|w| !w.done),
                                    "{at}: cleared orders, yet the phase does not wait for the seat"
                                );
                                seen.cleared += 1;
                            }
                            TakeBack::UndoLast => {
                                // Only right after the seat's own order can the state equal the one
                                // before it; deeper undos are checked by the rules tests.
                                let own = step.entry.seat() == Some(seat)
                                    && matches!(step.entry.input, Input::Order { .. });
                                if let Some(hash) = before_order.get(&seat.0).filter(|_| own) {
                                    assert_eq!(
                                        &game.state_hash(&after),
                                        hash,
                                        "{at}: undo did not restore the position before the order"
                                    );
                                    seen.compared += 1;
                                }
                                seen.undone += 1;
                            }
                        }
                    }
                }
            }
            previous = Some(game.clone_state(state));
            ControlFlow::Continue(())
        })
        .expect("the match plays");
    }
    seen
}

#[test]
fn capitals_undoes_the_last_action_of_the_turn_r_cap_92() {
    let seen = check("capitals", &[("size", "10")], 2, 3);
    assert!(seen.undone > 50 && seen.compared > 20, "{seen:?}");
    assert_eq!(seen.cleared, 0, "{seen:?}");
}

#[test]
fn kingdoms_clears_sealed_orders_r_kin_turn_1() {
    let seen = check("kingdoms", &[], 3, 3);
    assert!(seen.cleared > 20, "{seen:?}");
    assert_eq!(seen.undone, 0, "{seen:?}");
}

#[test]
fn thrones_takes_a_sealed_homeland_back_r_thr_setup_13() {
    let seen = check("thrones", &[], 2, 3);
    assert!(seen.cleared >= 3, "{seen:?}");
    assert_eq!(seen.undone, 0, "{seen:?}");
}

#[test]
fn oligarchs_takes_sealed_bids_and_placements_back_r_elect_12() {
    let seen = check("oligarchs", &[("variant", "basic")], 4, 2);
    assert!(seen.cleared > 10, "{seen:?}");
    assert_eq!(seen.undone, 0, "{seen:?}");
}

#[test]
fn fiefs_orders_are_final_r_fief_ord_6() {
    let seen = check("fiefs", &[], 2, 1);
    assert_eq!((seen.undone, seen.cleared), (0, 0), "{seen:?}");
    assert!(seen.refused > 50, "{seen:?}");
}
