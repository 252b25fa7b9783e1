//! `korona bench health`: whether the games, as the hard bots play them, come to a real finish.
//! Over seeded hard-bot matches of each game at its smallest and largest seat counts it prints the
//! share of decisive matches (a winner by a goal, not a draw or a count at the turn cap), the
//! median and 90th percentile length in phases, each seat's share of the decisive wins, and the
//! game's order kinds that no bot gave. The matches are played by [`SelfPlay`], the one match loop
//! that demos, tests and the ladder use, so a health figure is about the matches `korona demo` plays.

use super::bench::Figures;
use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Dice, Game, Input, MatchSeed, Outcome};
use std::collections::BTreeSet;
use std::ops::ControlFlow;
use std::time::Instant;

/// What one match came to.
struct Match {
    /// Seats that won by reaching a goal (empty for a draw, a turn cap, or a match that never ended).
    decisive: Vec<u8>,
    /// How it ended, in a word, for the per-game tally.
    end: End,
    phases: usize,
    kinds: BTreeSet<&'static str>,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum End {
    Goal,
    Limit,
    Draw,
    Endless,
}

/// Runs the health matches of every game (or the one `game` names) and adds the contract lines
/// `health-<game>-decisive` and `health-<game>-unused-orders` to the closing block.
pub(super) fn health(matches: usize, game: Option<&str>, figures: &mut Figures) {
    let wants = |id: &str| game.is_none_or(|g| g.eq_ignore_ascii_case(id));
    for game in korona_games::registry().iter().copied() {
        let id = game.info().id;
        if !wants(id) {
            continue;
        }
        let started = Instant::now();
        let mut all = Vec::new();
        for &variant in game.health_variants() {
            for seats in seat_counts(game, variant) {
                let played = play_many(game, variant, seats, matches);
                print_seats(id, variant, seats, &played);
                all.extend(played);
            }
        }
        let decisive = all.iter().filter(|m| !m.decisive.is_empty()).count();
        let used: BTreeSet<&str> = all.iter().flat_map(|m| m.kinds.iter().copied()).collect();
        // Kinds no bot can sensibly give are named with the game's reason, not counted.
        let left = game.kinds_bots_leave();
        let is_left = |k: &str| left.iter().any(|(l, _)| *l == k);
        for (kind, why) in left.iter().filter(|(k, _)| !used.contains(k)) {
            println!("health: {id} order kind `{kind}` is left to people: {why}");
        }
        let unused: Vec<&str> = game
            .order_kinds()
            .iter()
            .copied()
            .filter(|k| !used.contains(k) && !is_left(k))
            .collect();
        println!(
            "health: {id} unused order kinds ({} of {}{}): {} [{:.1} s]",
            unused.len(),
            game.order_kinds().len() - left.len(),
            if left.is_empty() {
                String::new()
            } else {
                format!(", not counting {} left to people", left.len())
            },
            if unused.is_empty() {
                "none".to_string()
            } else {
                unused.join(", ")
            },
            started.elapsed().as_secs_f64()
        );
        let fraction = decisive as f64 / all.len().max(1) as f64;
        figures.add(
            &format!("health-{id}-decisive"),
            format!("{fraction:.3}"),
            "",
        );
        figures.add(
            &format!("health-{id}-unused-orders"),
            unused.len().to_string(),
            "",
        );
    }
}

/// The smallest seat count and the largest one the game sets up with `variant`'s options (a game
/// may refuse its nominal maximum on its default map; then the largest it accepts is played).
fn seat_counts(game: &dyn Game, variant: Variant) -> Vec<u8> {
    let info = game.info();
    let options = game.options(&pairs(variant)).expect("health options");
    let sets_up = |seats: u8| {
        game.setup(
            &options,
            seats,
            &mut Dice::for_entry(&MatchSeed::from_number(0), 0),
        )
        .is_ok()
    };
    let low = (info.min_seats..=info.max_seats).find(|&s| sets_up(s));
    let high = (info.min_seats..=info.max_seats)
        .rev()
        .find(|&s| sets_up(s));
    match (low, high) {
        (Some(l), Some(h)) if l < h => vec![l, h],
        (Some(l), _) => vec![l],
        _ => Vec::new(),
    }
}

/// One of the option sets a game asks health to play ([`Game::health_variants`]).
type Variant = &'static [(&'static str, &'static str)];

fn pairs(variant: Variant) -> Vec<(String, String)> {
    variant
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// `n` hard-bot matches on seeds `0..n`, shared among the machine's cores (each match depends on
/// its seed alone, so the split never changes a figure).
fn play_many(game: &dyn Game, variant: Variant, seats: u8, n: usize) -> Vec<Match> {
    let workers = std::thread::available_parallelism()
        .map_or(1, |p| p.get())
        .clamp(1, n.max(1));
    let mut results: Vec<(usize, Match)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                scope.spawn(move || {
                    (w..n)
                        .step_by(workers)
                        .map(|g| (g, play_one(game, variant, seats, g as u64)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a health worker panicked"))
            .collect()
    });
    results.sort_by_key(|(g, _)| *g);
    results.into_iter().map(|(_, m)| m).collect()
}

fn play_one(game: &dyn Game, variant: Variant, seats: u8, seed: u64) -> Match {
    let kinds_of = game.order_kinds();
    let mut kinds = BTreeSet::new();
    let mut phases = 0;
    let mut last_phase = String::new();
    let played = SelfPlay::new(
        game,
        &vec![BotLevel::Hard; seats as usize],
        MatchSeed::from_number(seed),
    )
    .options(variant)
    .expect("health options")
    .play_with(|step| {
        if let Input::Order { .. } = step.entry.input {
            // An order set (kingdoms) joins its orders with `;`; each order starts with its kind.
            for order in step.entry.text.split(';') {
                let word = order.split_whitespace().next().unwrap_or_default();
                if let Some(k) = kinds_of.iter().find(|k| k.eq_ignore_ascii_case(word)) {
                    kinds.insert(*k);
                }
            }
        }
        let phase = game.awaiting(step.table.state()).phase;
        if phase != last_phase {
            phases += 1;
            last_phase = phase;
        }
        ControlFlow::Continue(())
    });
    let (decisive, end) = match &played {
        Err(_) => (Vec::new(), End::Endless),
        Ok(p) => match &p.outcome {
            // A limit that ends in a draw (thrones' turn limit) is counted as the limit it is.
            Some(_) if game.ended_at_limit(&p.state) => (Vec::new(), End::Limit),
            Some(Outcome::Win { seats, .. }) => (seats.iter().map(|s| s.0).collect(), End::Goal),
            Some(Outcome::Draw { .. }) => (Vec::new(), End::Draw),
            None => (Vec::new(), End::Endless),
        },
    };
    Match {
        decisive,
        end,
        phases,
        kinds,
    }
}

/// One line per game and seat count: how the matches ended, how long they ran, who won.
fn print_seats(id: &str, variant: Variant, seats: u8, played: &[Match]) {
    let n = played.len();
    let count = |e: End| played.iter().filter(|m| m.end == e).count();
    let goal = count(End::Goal);
    let mut lengths: Vec<usize> = played.iter().map(|m| m.phases).collect();
    lengths.sort_unstable();
    let at = |p: f64| {
        lengths
            .get(((lengths.len().max(1) - 1) as f64 * p).round() as usize)
            .copied()
            .unwrap_or(0)
    };
    let wins: usize = played.iter().map(|m| m.decisive.len()).sum();
    let by_seat: Vec<String> = (0..seats)
        .map(|s| {
            let w = played.iter().filter(|m| m.decisive.contains(&s)).count();
            format!("{s}: {:.0}%", 100.0 * w as f64 / wins.max(1) as f64)
        })
        .collect();
    let options: String = variant.iter().map(|(k, v)| format!(" {k}={v}")).collect();
    // Seeds of the matches that did not end by a goal, to replay with `korona demo --seed`.
    let undecided: Vec<String> = played
        .iter()
        .enumerate()
        .filter(|(_, m)| m.end != End::Goal)
        .map(|(seed, _)| seed.to_string())
        .collect();
    let undecided = if undecided.is_empty() {
        String::new()
    } else {
        format!("; undecided seeds {}", undecided.join(" "))
    };
    println!(
        "health: {id}{options} {seats} seats, {n} hard matches: decisive {:.2} ({goal} by a goal, {} at the \
         turn cap, {} drawn, {} unfinished); length in phases median {} p90 {}; \
         decisive wins by seat {}{undecided}",
        goal as f64 / n.max(1) as f64,
        count(End::Limit),
        count(End::Draw),
        count(End::Endless),
        at(0.5),
        at(0.9),
        by_seat.join(", ")
    );
}
