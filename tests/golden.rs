//! Seeded whole matches replayed as regression tests. Each file in tests/golden/ is a bot match written
//! as the text orders a player would type (or `deadline`), each with the hash of the state it produced.
//! Replaying it parses every order against the current state and compares every hash, so any change
//! in what the rules compute, in the order language or in the dice shows up at its first entry.
//!
//! A deliberate rules change re-records the files: `KORONA_BLESS=1 cargo test --test oligarchs_regression`,
//! then review the diff and say why in the commit.

#[path = "oligarchs/common.rs"]
mod common;
use common::{options_named, BotMatch};
use korona_engine::{Ctx, Dice, Input, MatchSeed, Ruleset, Seat};
use korona_games::oligarchs::state::State;
use korona_games::oligarchs::Oligarchs;
use sha2::{Digest, Sha256};
use std::path::PathBuf;

/// The recorded matches: variant, seats, seed. Small player counts reach the field garrisons and
/// the lone-lord endings; ADV 6 the full board.
const MATCHES: [(&str, u8, u64); 3] = [("basic", 3, 11), ("adv", 2, 12), ("adv", 6, 7)];

fn hash(state: &State) -> String {
    let json = serde_json::to_string(state).unwrap();
    hex::encode(&Sha256::digest(json.as_bytes())[..8])
}

fn path(variant: &str, seats: u8, seed: u64) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("oligarchs-{variant}-{seats}-seed{seed}.txt"))
}

/// The match as lines `<seat or -> <hash> <order text or deadline>`.
fn record(variant: &str, seats: u8, seed: u64) -> String {
    let m = BotMatch::play(variant, seats, seed);
    let mut out = format!("# oligarchs {variant}, {seats} seats, seed {seed}: medium bots\n");
    let mut before = &m.start;
    for (input, after) in &m.steps {
        let line = match input {
            Input::Order { seat, action } => {
                format!(
                    "{} {} {}",
                    seat.0,
                    hash(after),
                    Oligarchs.format(before, action)
                )
            }
            Input::Deadline => format!("- {} deadline", hash(after)),
            Input::Resign { .. } => unreachable!("bots do not resign"),
        };
        out.push_str(&line);
        out.push('\n');
        before = after;
    }
    out
}

fn replay(variant: &str, seats: u8, seed: u64, text: &str) {
    let g = Oligarchs;
    let match_seed = MatchSeed::from_number(seed);
    let mut state = g
        .setup(
            &options_named(variant),
            seats,
            &mut Dice::for_entry(&match_seed, 0),
        )
        .unwrap();
    for (seq, line) in (1u64..).zip(text.lines().filter(|l| !l.starts_with('#'))) {
        let mut words = line.splitn(3, ' ');
        let (who, want, order) = (
            words.next().unwrap(),
            words.next().unwrap(),
            words.next().unwrap(),
        );
        let input = match who {
            "-" => Input::Deadline,
            seat => {
                let seat = Seat(seat.parse().unwrap());
                let action = g
                    .parse(&state, seat, order)
                    .unwrap_or_else(|r| panic!("entry {seq}: `{order}` no longer parses: {r}"));
                Input::Order { seat, action }
            }
        };
        let mut ctx = Ctx {
            now_ms: seq,
            dice: Dice::for_entry(&match_seed, seq),
        };
        state = g
            .apply(&state, &input, &mut ctx)
            .unwrap_or_else(|r| panic!("entry {seq}: `{line}` is refused now: {r}"))
            .state;
        assert_eq!(
            hash(&state),
            want,
            "{variant} {seats} seed {seed}: entry {seq} (`{line}`) computes another state"
        );
    }
    assert!(
        g.outcome(&state).is_some(),
        "{variant} {seats} seed {seed}: the recorded match no longer ends"
    );
}

#[test]
fn recorded_bot_matches_replay_to_the_same_states() {
    let bless = std::env::var_os("KORONA_BLESS").is_some();
    for (variant, seats, seed) in MATCHES {
        let file = path(variant, seats, seed);
        if bless {
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(&file, record(variant, seats, seed)).unwrap();
        }
        let text = std::fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("{}: {e} (record it with KORONA_BLESS=1)", file.display()));
        replay(variant, seats, seed, &text);
    }
}

// A replay catches a changed entry: the same file with one order altered fails at that entry.
#[test]
fn a_changed_entry_is_caught() {
    let (variant, seats, seed) = MATCHES[0];
    let text = std::fs::read_to_string(path(variant, seats, seed)).unwrap();
    let bid = text
        .lines()
        .position(|l| l.contains(" bid ") && !l.ends_with(" 0"))
        .expect("the recorded match has a bid above 0");
    let altered: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == bid {
                format!("{} 0", l.rsplit_once(' ').unwrap().0)
            } else {
                l.to_string()
            }
        })
        .collect();
    let result = std::panic::catch_unwind(|| replay(variant, seats, seed, &altered.join("\n")));
    assert!(result.is_err(), "an altered bid went unnoticed");
}
