//! The fiefs bots and the game's order kinds (R-FIEF-BOT-1, R-FIEF-ORD-1): what `korona bench
//! health` counts, checked on seeded hard-bot matches played as `korona demo` plays them.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Input, MatchSeed};
use std::collections::BTreeMap;
use std::ops::ControlFlow;

/// Orders by their first word over hard-bot matches of `houses` houses.
fn counts(
    houses: usize,
    seeds: std::ops::Range<u64>,
    options: &[(&str, &str)],
) -> BTreeMap<String, usize> {
    let game = korona_games::find("fiefs").unwrap();
    let mut seen = BTreeMap::new();
    for seed in seeds {
        SelfPlay::new(
            game,
            &vec![BotLevel::Hard; houses],
            MatchSeed::from_number(seed),
        )
        .options(options)
        .unwrap()
        .play_with(|step| {
            if let Input::Order { .. } = step.entry.input {
                if let Some(verb) = step.entry.text.split_whitespace().next() {
                    *seen.entry(verb.to_string()).or_default() += 1;
                }
            }
            ControlFlow::Continue(())
        })
        .unwrap();
    }
    seen
}

// Asserts R-FIEF-BOT-1, R-FIEF-ORD-1: over seeded hard matches of 2 houses with `tax=200` (one
// of the health bench's seatings, where matches run long enough to build and to fight through
// enemy fiefs) the bots give every kind of order the game has, the quartermaster included.
#[test]
fn r_fief_bot_1_hard_bots_buy_a_quartermaster_and_use_every_order_kind() {
    let seen = counts(2, 0..6, &[("tax", "200")]);
    eprintln!("{seen:?}");
    assert!(
        seen.get("quartermaster").copied().unwrap_or(0) > 0,
        "no quartermaster: {seen:?}"
    );
    let game = korona_games::find("fiefs").unwrap();
    let unused: Vec<&&str> = game
        .order_kinds()
        .iter()
        .filter(|k| !seen.contains_key(**k))
        .collect();
    assert!(unused.is_empty(), "never given: {unused:?} in {seen:?}");
}
