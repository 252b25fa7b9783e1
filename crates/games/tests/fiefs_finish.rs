//! Fiefs plays to a real finish (issue 29). The matches are played as `korona demo --game fiefs
//! --players 2 --seed N` plays them: hard bots on every seat, default options, match seed
//! `MatchSeed::from_number(N)`, through the engine's self-play driver (the service's bot path). The
//! fiefs invariants are checked after every entry.
//!
//! `cargo test -p korona-games --test fiefs_finish -- --ignored --nocapture figures` prints the
//! figures (wins by seat, draws, rounds, what ended each match, what the bots built and fought).

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, MatchSeed, Outcome};
use korona_games::fiefs::invariants;
use korona_games::fiefs::state::State;
use std::collections::BTreeMap;
use std::ops::ControlFlow;

/// What a series of matches did.
#[derive(Debug, Default)]
struct Tally {
    matches: usize,
    wins: [usize; 6],
    draws: usize,
    rounds: Vec<u32>,
    reasons: BTreeMap<String, usize>,
    /// Public events by message id (`fiefs-builds`, `fiefs-fight`, `fiefs-captured`, ...).
    events: BTreeMap<String, usize>,
    /// Recruits by unit name.
    recruits: BTreeMap<String, usize>,
    /// Holdings built by kind.
    built: BTreeMap<String, usize>,
}

impl Tally {
    fn count(&self, id: &str) -> usize {
        self.events.get(id).copied().unwrap_or(0)
    }

    fn decisive(&self) -> usize {
        self.matches - self.draws
    }
}

fn arg(m: &korona_engine::Message, key: &str) -> String {
    m.args
        .get(key)
        .map(|a| format!("{a:?}"))
        .unwrap_or_default()
}

fn play(levels: &[BotLevel], seed: u64, options: &[(&str, &str)], t: &mut Tally) {
    let game = korona_games::find("fiefs").unwrap();
    let mut before: Option<State> = None;
    let played = SelfPlay::new(game, levels, MatchSeed::from_number(seed))
        .options(options)
        .unwrap()
        .play_with(|step| {
            let now: &State = step.table.state().downcast::<State>().unwrap();
            invariants::check(before.as_ref(), now)
                .unwrap_or_else(|e| panic!("seed {seed}, entry {}: {e}", step.entry.seq));
            before = Some(now.clone());
            for e in step.events {
                let m = &e.message;
                *t.events.entry(m.id.clone()).or_default() += 1;
                match m.id.as_str() {
                    "fiefs-recruits" => *t.recruits.entry(arg(m, "unit")).or_default() += 1,
                    "fiefs-builds" => *t.built.entry(arg(m, "holding")).or_default() += 1,
                    _ => {}
                }
            }
            ControlFlow::Continue(())
        })
        .unwrap();
    assert!(
        played.fallbacks.is_empty(),
        "seed {seed}: a bot proposed an order its rules refuse"
    );
    let s: &State = played.state.downcast::<State>().unwrap();
    t.matches += 1;
    t.rounds.push(s.round);
    let f = s.finish.as_ref().expect("finished");
    *t.reasons.entry(f.reason.id.clone()).or_default() += 1;
    match played.outcome.expect("an outcome") {
        Outcome::Draw { .. } => t.draws += 1,
        o => {
            for w in o.winners() {
                t.wins[w.index()] += 1;
            }
        }
    }
}

fn series(
    levels: &[BotLevel],
    seeds: std::ops::RangeInclusive<u64>,
    options: &[(&str, &str)],
) -> Tally {
    let mut t = Tally::default();
    for seed in seeds {
        play(levels, seed, options, &mut t);
    }
    t
}

const HARD2: [BotLevel; 2] = [BotLevel::Hard, BotLevel::Hard];

/// R-FIEF-WIN-2: the demo's two-house matches of seeds 1-20 end with a winner (at most 2 draws)
/// and neither seat wins more than 65% of them.
#[test]
fn r_fief_win_2_demo_seeds_1_to_20_are_decisive_and_even() {
    let t = series(&HARD2, 1..=20, &[]);
    eprintln!("{t:?}");
    assert!(t.draws <= 2, "{} draws", t.draws);
    for seat in 0..2 {
        assert!(t.wins[seat] <= 13, "seat {seat} won {} of 20", t.wins[seat]);
    }
}

/// R-FIEF-WIN-2 (targets judged at the round's end, level houses play on): no first-mover edge.
/// Two equal bots, default options, seeds 1-100: at least 95% decisive and neither seat wins more
/// than 60% of the decisive matches (measured: medium 56/44, hard 46/54, no draw; when the first
/// house to reach a target won at once, medium's seat 0 won 97 of 100).
#[test]
fn r_fief_win_2_no_seat_has_the_edge() {
    use BotLevel::Medium;
    for levels in [[Medium, Medium], HARD2] {
        let t = series(&levels, 1..=100, &[]);
        let d = t.decisive();
        eprintln!("{levels:?}: wins {:?}, draws {}", &t.wins[..2], t.draws);
        assert!(
            d * 100 >= 95 * t.matches,
            "{levels:?}: {d} of {} decisive",
            t.matches
        );
        for seat in 0..2 {
            assert!(
                t.wins[seat] * 100 <= 60 * d,
                "{levels:?}: seat {seat} won {} of {d}",
                t.wins[seat]
            );
        }
    }
}

/// The ladder: hard beats medium and medium beats easy in at least 70 of 100 matches each, the
/// seats alternated (measured, seeds 0-99: hard 90, medium 94; before R-FIEF-WIN-2 judged at the round's end,
/// hard beat medium 18 times).
#[test]
fn the_ladder_holds() {
    use korona_engine::selfplay::{ladder_sides, Sides};
    use BotLevel::{Easy, Hard, Medium};
    let game = korona_games::find("fiefs").unwrap();
    let options = game.options(&[]).unwrap();
    for (a, b) in [(Hard, Medium), (Medium, Easy)] {
        let s = ladder_sides(game, &options, Sides::one(2), 100, a, b).unwrap();
        eprintln!("ladder {a:?} v {b:?}: {s:?}");
        assert!(s.wins >= 70, "{a:?} v {b:?}: {s:?}");
    }
}

/// R-FIEF-WIN-2: over seeded hard matches at least 95% are decisive.
#[test]
fn r_fief_win_2_hard_matches_are_decisive() {
    let t = series(&HARD2, 21..=80, &[]);
    assert!(
        t.decisive() * 100 >= 95 * t.matches,
        "{} of {} decisive",
        t.decisive(),
        t.matches
    );
}

/// The bots use the whole game when it lasts (tax target 200): they build outposts, recruit more
/// than one kind of unit, fight and capture holdings, and never lose a unit to a broken supply line
/// (R-FIEF-SUP-3).
#[test]
fn long_matches_use_the_whole_game() {
    let t = series(&HARD2, 1..=4, &[("tax", "200")]);
    eprintln!("{t:?}");
    assert!(t.built.values().sum::<usize>() > 0, "nothing built: {t:?}");
    assert!(t.recruits.len() >= 2, "one kind of unit only: {t:?}");
    assert!(
        t.count("fiefs-fight") + t.count("fiefs-shoots") > 0,
        "no fight"
    );
    assert!(t.count("fiefs-captured") > 0, "no capture: {t:?}");
    assert_eq!(t.count("fiefs-starves"), 0, "a unit walked out of supply");
    assert_eq!(t.draws, 0);
}

/// The figures behind the tests above and the ladder (`--ignored --nocapture`).
#[test]
#[ignore = "figures: run with --ignored --nocapture"]
fn figures() {
    use BotLevel::{Easy, Hard, Medium};
    let show = |name: &str, t: &Tally| {
        eprintln!(
            "{name}: {} matches, wins by seat {:?}, draws {}, rounds {:?}, reasons {:?}, built {:?}, \
             recruits {:?}, fights {}, shots {}, captures {}, starved {}, deserted {}",
            t.matches,
            &t.wins[..t.wins.iter().rposition(|&w| w > 0).map_or(2, |i| (i + 1).max(2))],
            t.draws,
            t.rounds,
            t.reasons,
            t.built,
            t.recruits,
            t.count("fiefs-fight"),
            t.count("fiefs-shoots"),
            t.count("fiefs-captured"),
            t.count("fiefs-starves"),
            t.count("fiefs-deserts"),
        )
    };
    show("hard x4, seeds 1-10", &series(&[Hard; 4], 1..=10, &[]));
    // The hard bot's thinking time in a 6-house match (this build's; the limit, 50 ms p99, is for
    // release builds).
    let game = korona_games::find("fiefs").unwrap();
    let mut samples = Vec::new();
    SelfPlay::new(game, &[Hard; 6], MatchSeed::from_number(100))
        .play_with(|step| {
            samples.push(step.thought);
            ControlFlow::Continue(())
        })
        .unwrap();
    samples.sort();
    eprintln!(
        "hard x6 seed 100: {} decisions, median {:?}, p99 {:?}",
        samples.len(),
        samples[samples.len() / 2],
        samples[samples.len() * 99 / 100]
    );
    show("hard v hard, seeds 1-20", &series(&HARD2, 1..=20, &[]));
    show("hard v hard, seeds 1-100", &series(&HARD2, 1..=100, &[]));
    show(
        "medium v medium, seeds 1-100",
        &series(&[Medium, Medium], 1..=100, &[]),
    );
    show(
        "hard v hard, tax=200, seeds 1-10",
        &series(&HARD2, 1..=10, &[("tax", "200")]),
    );
    show(
        "medium v medium, tax=200, seeds 1-10",
        &series(&[Medium, Medium], 1..=10, &[("tax", "200")]),
    );
    use korona_engine::selfplay::{ladder_sides, Sides};
    let game = korona_games::find("fiefs").unwrap();
    let options = game.options(&[]).unwrap();
    for (a, b) in [(Medium, Easy), (Hard, Medium)] {
        let s = ladder_sides(game, &options, Sides::one(2), 100, a, b).unwrap();
        eprintln!("ladder {a:?} v {b:?}: {s:?}");
    }
}
