//! The kingdoms bots and the game's order kinds (R-KIN-ORDER-2, R-KIN-BOT-5): what `korona bench
//! health` counts, checked on seeded hard-bot matches played as `korona demo` plays them.
//! `cargo test --release -p korona-games --test kingdoms_bot_kinds -- --nocapture` prints the counts.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Input, MatchSeed};
use korona_games::kingdoms::orders::{self, Action};
use std::collections::BTreeMap;
use std::ops::ControlFlow;

/// Orders by their first word (a trained kind by `train <kind>`) over hard-bot matches.
fn counts(
    seats: usize,
    seeds: std::ops::Range<u64>,
    options: &[(&str, &str)],
) -> BTreeMap<String, usize> {
    let game = korona_games::find("kingdoms").unwrap();
    let mut seen = BTreeMap::new();
    for seed in seeds {
        SelfPlay::new(
            game,
            &vec![BotLevel::Hard; seats],
            MatchSeed::from_number(seed),
        )
        .options(options)
        .unwrap()
        .play_with(|step| {
            if let Input::Order { .. } = step.entry.input {
                for order in step.entry.text.split(';') {
                    let words: Vec<&str> = order.split_whitespace().collect();
                    let key = match words.as_slice() {
                        ["train", _, kind, ..] => format!("train {}", kind.trim_end_matches('s')),
                        [verb, ..] => verb.to_string(),
                        [] => continue,
                    };
                    *seen.entry(key).or_default() += 1;
                }
            }
            ControlFlow::Continue(())
        })
        .unwrap();
    }
    seen
}

// Asserts R-KIN-ORDER-2: `hold` is the word for an empty order set, not a kind of order: it parses
// to no order at all, and the game's order kinds are the other verbs.
#[test]
fn r_kin_order_2_hold_is_no_order_kind() {
    let game = korona_games::find("kingdoms").unwrap();
    let kinds = game.order_kinds();
    assert!(!kinds.contains(&"hold"), "{kinds:?}");
    for verb in orders::VERBS.iter().filter(|v| **v != "hold") {
        assert!(kinds.contains(verb), "{verb} missing from {kinds:?}");
    }
    assert_eq!(kinds.len(), orders::VERBS.len() - 1);
    let geo = korona_games::kingdoms::map::geo("standard");
    assert_eq!(Action(Vec::new()).text(geo), "hold");
}

// Asserts R-KIN-BOT-5: in 20 seeded hard matches of 2 kingdoms on The Four Crowns (the health
// bench's smallest seating) the hard bots train mages and cast earthquakes.
#[test]
fn r_kin_bot_5_hard_bots_train_mages_and_cast() {
    let seen = counts(2, 0..20, &[]);
    eprintln!("{seen:?}");
    assert!(
        seen.get("train mage").copied().unwrap_or(0) > 0,
        "no mage: {seen:?}"
    );
    assert!(
        seen.get("cast").copied().unwrap_or(0) > 0,
        "no spell: {seen:?}"
    );
}

// Asserts R-KIN-BOT-6: over seeded hard matches of 4 kingdoms on The Four Crowns (the seating
// where a kingdom that loses its castles keeps an army it cannot pay, as `korona bench health`
// plays it) the hard bots disband; they never wait for the debt's default to choose for them.
#[test]
fn r_kin_bot_6_hard_bots_disband_what_they_cannot_pay() {
    let seen = counts(4, 0..20, &[("map", "standard")]);
    eprintln!("{seen:?}");
    assert!(
        seen.get("disband").copied().unwrap_or(0) > 0,
        "no disband: {seen:?}"
    );
}

// Asserts R-KIN-BOT-3, R-KIN-BOT-6, R-KIN-ORDER-2: over seeded hard matches on The Four Crowns
// and The Two Shores (2 kingdoms, 10 seeds each), The Six Realms (6 kingdoms, 4 seeds: the health
// bench's largest seating) and The Four Crowns with 4 kingdoms (20 seeds), the bots give every
// kind of order the game has; the convey comes from The Two Shores, where the strait rewards
// it, the disband from the 4 kingdoms, where a kingdom that lost its castles cannot pay its army.
#[test]
fn r_kin_bot_3_hard_bots_use_every_order_kind() {
    let mut seen = counts(2, 0..10, &[]);
    for (kind, n) in counts(2, 0..10, &[("map", "shores")])
        .into_iter()
        .chain(counts(6, 0..4, &[]))
        .chain(counts(4, 0..20, &[("map", "standard")]))
    {
        *seen.entry(kind).or_default() += n;
    }
    eprintln!("{seen:?}");
    let game = korona_games::find("kingdoms").unwrap();
    let unused: Vec<&&str> = game
        .order_kinds()
        .iter()
        .filter(|k| !seen.keys().any(|s| s.split(' ').next() == Some(**k)))
        .collect();
    assert!(unused.is_empty(), "never given: {unused:?} in {seen:?}");
}
