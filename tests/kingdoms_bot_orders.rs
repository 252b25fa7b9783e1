//! The bots use the whole game (R-KIN-BOT-4): over seeded matches of hard bots on The Two Shores
//! and The Four Crowns, every order verb, every kind of unit and every scroll the bots can use is
//! used at least once. Prints the counts with `--nocapture`.

mod support;

use korona_engine::BotLevel;
use korona_games::kingdoms::orders::Order;
use korona_games::kingdoms::units::Kind;
use std::collections::BTreeMap;
use support::kingdoms::{play_bots, setup_on};

/// How often each order verb, trained kind, bought scroll and kind on the board occurred.
fn counts(map: &str, seats: u8, seeds: std::ops::RangeInclusive<u64>) -> BTreeMap<String, u32> {
    let mut seen: BTreeMap<String, u32> = BTreeMap::new();
    for seed in seeds {
        play_bots(
            setup_on(map, seats, seed),
            seed,
            BotLevel::Hard,
            |before, after, _| {
                if after.round == before.round && !after.over() {
                    return;
                }
                for orders in after.revealed.values() {
                    for o in orders {
                        let key = match o {
                            Order::Train { kind, .. } => format!("train {}", kind.name()),
                            Order::Move { .. } => "move".into(),
                            Order::Convey { .. } => "convey".into(),
                            Order::Buy { offer, .. } => {
                                format!("buy {}", before.offers[*offer as usize - 1].scroll.name())
                            }
                            Order::Research => "research".into(),
                            Order::Cast { spell, .. } => format!("cast {}", spell.name()),
                            Order::Disband { .. } => "disband".into(),
                        };
                        *seen.entry(key).or_default() += 1;
                    }
                }
                for u in &after.units {
                    if matches!(u.kind, Kind::Dragon | Kind::Galleon | Kind::Tower) {
                        *seen.entry(format!("unit {}", u.kind.name())).or_default() += 1;
                    }
                }
            },
        );
    }
    seen
}

/// What the hard bot is meant to use (R-KIN-BOT-4).
const KINDS: [&str; 14] = [
    "train swordsman",
    "train knight",
    "train trireme",
    "move",
    "convey",
    "buy market",
    "buy sawmill",
    "buy tower",
    "buy dragon-egg",
    "buy blueprint",
    "research",
    "unit dragon",
    "unit galleon",
    "unit tower",
];

// Asserts R-KIN-BOT-4, R-KIN-BOT-3: 20 hard matches on The Two Shores and 20 on The Four Crowns,
// every kind above used at least once; on The Two Shores the bots go to sea (train triremes and
// convey).
#[test]
fn r_kin_bot_4_hard_bots_use_every_order_kind() {
    let shores = counts("shores", 2, 1..=20);
    println!("shores 2: {shores:?}");
    assert!(
        shores.get("train trireme").copied().unwrap_or(0) > 0,
        "{shores:?}"
    );
    assert!(shores.get("convey").copied().unwrap_or(0) > 0, "{shores:?}");
    let mut all = shores;
    for (k, n) in counts("standard", 2, 1..=20) {
        *all.entry(k).or_default() += n;
    }
    println!("both: {all:?}");
    let unused: Vec<&str> = KINDS
        .iter()
        .copied()
        .filter(|k| all.get(*k).copied().unwrap_or(0) == 0)
        .collect();
    assert!(unused.is_empty(), "never used: {unused:?} in {all:?}");
}
