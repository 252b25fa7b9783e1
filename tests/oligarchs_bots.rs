//! Whole games played by the built-in bots through the ruleset alone.

#[path = "oligarchs/common.rs"]
mod common;
use common::{options_named as opts, BotMatch};
use korona_engine::{Ctx, Dice, Input, MatchSeed, Outcome, Ruleset};
use korona_games::oligarchs::state::State;
use korona_games::oligarchs::Oligarchs;

/// Plays a game to the end; returns the outcome, the final state and the number of inputs.
pub fn play(variant: &str, seats: u8, seed: u64) -> (Outcome, State, u64) {
    let m = BotMatch::play(variant, seats, seed);
    let end = m.last().clone();
    (
        Oligarchs.outcome(&end).unwrap(),
        end,
        m.steps.len() as u64 + 1,
    )
}

// R-TURN-5 R-VICTORY-7: every player count and both variants reach an outcome.
#[test]
fn bots_finish_every_player_count_in_both_variants() {
    for variant in ["basic", "adv"] {
        for seats in 2..=6u8 {
            let (outcome, state, n) = play(variant, seats, seats as u64);
            assert!(
                !outcome.winners().is_empty(),
                "{variant} {seats}: {outcome:?}"
            );
            eprintln!(
                "{variant} {seats}p: {} after {n} inputs in {}",
                outcome.reason(),
                state.year
            );
        }
    }
}

// R-ADV-TRAD-4: games in the traditional turn order finish too.
#[test]
fn bots_finish_traditional_games() {
    for seats in [2u8, 4, 6] {
        let (outcome, state, n) = play("adv+trad", seats, 7 + seats as u64);
        assert!(!outcome.winners().is_empty());
        eprintln!(
            "adv+trad {seats}p: {} after {n} inputs in {}",
            outcome.reason(),
            state.year
        );
    }
}

// Bots are deterministic given the dice: the same seed gives the same game.
#[test]
fn same_seed_same_game() {
    let (a, sa, na) = play("adv", 6, 42);
    let (b, sb, nb) = play("adv", 6, 42);
    assert_eq!((a, na), (b, nb));
    assert_eq!(
        serde_json::to_string(&sa).unwrap(),
        serde_json::to_string(&sb).unwrap()
    );
}

// R-NEUTRAL-1 R-MOVE-15: royal and neutral troops never move: at the end of a bot game they hold no
// county they did not hold at the start.
#[test]
fn r_neutral_1_neutrals_never_move() {
    let g = Oligarchs;
    let placing = g
        .setup(
            &opts("basic"),
            3,
            &mut Dice::for_entry(&MatchSeed::from_number(5), 0),
        )
        .unwrap();
    let mut ctx = Ctx {
        now_ms: 0,
        dice: Dice::for_entry(&MatchSeed::from_number(5), 1),
    };
    let start = g.apply(&placing, &Input::Deadline, &mut ctx).unwrap().state;
    let (_, end, _) = play("basic", 3, 5);
    for (c, h) in end.counties.iter().enumerate() {
        if let Some(f) = h.controller.filter(|f| f.seat().is_none()) {
            assert_eq!(start.counties[c].controller, Some(f), "county {c}");
        }
    }
}
