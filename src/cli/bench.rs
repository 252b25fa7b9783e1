//! `korona bench`: the performance figures, as medians (and p99 where a tail matters) of one run.
//! Absolute times depend on the machine; compare ratios between runs on the same machine.

use super::bench_setup::{request, start_capitals, USERS};
use crate::service::{replay, Caller, Command, ManualClock, Service};
use crate::store::Store;
use korona_engine::selfplay::{self, SelfPlay, Sides};
use korona_engine::{BotLevel, Budget, Dice, Game, MatchSeed};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Run only the benchmarks whose name contains this, long ones included (round-trip, replay,
    /// animation, render, bot-time, bot-time-extreme, processes, failover, statements, oligarchs-year, demo,
    /// web, ladder, health). Without it: the quick ones.
    pub filter: Option<String>,
    /// Games per pair in the bot ladder.
    #[arg(long, default_value_t = 100)]
    pub ladder_games: usize,
    /// The game of the bot ladder or the health run (oligarchs, capitals, kingdoms, fiefs,
    /// thrones); all when absent.
    #[arg(long)]
    pub game: Option<String>,
    /// Hard-bot matches per game and seat count in `korona bench health`.
    #[arg(long, default_value_t = 200)]
    pub matches: usize,
    /// A PostgreSQL server for `korona bench processes`, `failover` and `statements` (its runs create and drop databases of
    /// their own there); without it that benchmark measures SQLite only.
    #[arg(long, env = "KORONA_BENCH_POSTGRES")]
    pub postgres: Option<String>,
}

/// Every benchmark, in the order they run. `long` ones take minutes (the 100-game ladder, the extreme
/// bot's think times), so a bare `korona bench` skips them and stays under a minute.
const BENCHMARKS: &[(&str, bool)] = &[
    ("round-trip", false),
    ("throughput", false),
    ("store-scale", false),
    ("replay", false),
    ("animation", false),
    ("render", false),
    ("bot-time", false),
    ("oligarchs-year", false),
    ("demo", false),
    ("web", true),
    ("bot-time-extreme", true),
    ("processes", true),
    ("failover", true),
    ("statements", true),
    ("ladder", true),
    ("health", true),
];

/// Which benchmarks a filter runs, and which it leaves out because they are long.
fn plan(filter: Option<&str>) -> (Vec<&'static str>, Vec<&'static str>) {
    let mut run = Vec::new();
    let mut skipped = Vec::new();
    for &(name, long) in BENCHMARKS {
        match filter {
            Some(f) if name.contains(f) => run.push(name),
            Some(_) => {}
            None if long => skipped.push(name),
            None => run.push(name),
        }
    }
    (run, skipped)
}

pub async fn run(args: BenchArgs) -> ExitCode {
    let all: Vec<&str> = BENCHMARKS.iter().map(|(name, _)| *name).collect();
    let (run, skipped) = plan(args.filter.as_deref());
    if run.is_empty() {
        eprintln!(
            "no benchmark's name contains `{}`; the benchmarks are {}",
            args.filter.as_deref().unwrap_or_default(),
            all.join(", ")
        );
        return ExitCode::from(2);
    }
    if let Some(id) = &args.game {
        if crate::service::find_game(korona_games::registry, id).is_none() {
            eprintln!(
                "no game `{id}`; accepted: {}",
                crate::service::game_ids(korona_games::registry).join(", ")
            );
            return ExitCode::from(2);
        }
    }
    println!("benchmarks: {}; running {}", all.join(", "), run.join(", "));
    let mut figures = Figures::default();
    for name in run {
        match name {
            "round-trip" => round_trip().await,
            "throughput" => super::bench_throughput::throughput(&mut figures).await,
            "store-scale" => super::bench_store_scale::store_scale(&mut figures).await,
            "replay" => replay_bench().await,
            "animation" => super::bench_animation::animation_bench(&mut figures),
            "render" => super::bench_render::render_bench(&mut figures).await,
            "bot-time" => bot_time(
                &[BotLevel::Easy, BotLevel::Medium, BotLevel::Hard],
                &mut figures,
            ),
            "bot-time-extreme" => bot_time(&[BotLevel::Extreme], &mut figures),
            "oligarchs-year" => oligarchs_year(),
            "demo" => demo_bench().await,
            "web" => super::bench_web::web_bench(&mut figures).await,
            "ladder" => ladder(args.ladder_games, args.game.as_deref()),
            "health" => {
                super::bench_health::health(args.matches, args.game.as_deref(), &mut figures)
            }
            "processes" => {
                super::bench_processes::processes(args.postgres.as_deref(), &mut figures).await
            }
            "failover" => {
                super::bench_failover::failover(args.postgres.as_deref(), &mut figures).await
            }
            "statements" => {
                super::bench_statements::statements(args.postgres.as_deref(), &mut figures).await
            }
            other => unreachable!("benchmark {other} is listed but has no runner"),
        }
    }
    figures.print();
    if !skipped.is_empty() {
        println!(
            "skipped (long; name one to run it, e.g. `korona bench {}`): {}",
            skipped[skipped.len() - 1],
            skipped.join(", ")
        );
    }
    ExitCode::SUCCESS
}

/// The closing block, `bench: <name> <value> <unit>` a line, that other tools read. The names
/// `render-p50`, `throughput`, `store-scale-start`, `health-<game>-decisive` and
/// `health-<game>-unused-orders` are a contract (a figure without a unit ends at its value).
#[derive(Default)]
pub(super) struct Figures(Vec<String>);

impl Figures {
    pub(super) fn add(&mut self, name: &str, value: String, unit: &str) {
        let line = format!("bench: {name} {value} {unit}");
        self.0.push(line.trim_end().to_string());
    }

    fn print(&self) {
        for line in &self.0 {
            println!("{line}");
        }
    }
}

pub(super) fn percentile(samples: &mut [Duration], p: f64) -> Duration {
    samples.sort();
    let i = ((samples.len() as f64 - 1.0) * p).round() as usize;
    samples[i]
}

pub(super) fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1000.0)
}

pub(super) fn capitals() -> &'static dyn Game {
    crate::service::find_game(korona_games::registry, "capitals").expect("capitals is registered")
}

/// An accepted order's round trip through the service into a WAL database on disk: parse, validate,
/// apply, append, commit.
async fn round_trip() {
    let dir = std::env::temp_dir().join(format!("korona-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let db = dir.join("bench.db");
    let store = Store::open(&db.to_string_lossy()).await.expect("bench db");
    let service = Service::new(store, korona_games::registry, Arc::new(ManualClock::at(0)))
        .with_fixed_seeds(1);
    let game = capitals();
    let mut samples = Vec::new();
    let mut id = 0;
    while samples.len() < 2000 {
        id += 1;
        start_capitals(&service, id).await;
        for n in 0..10_000u64 {
            let (_, state) = service
                .current_state(id)
                .await
                .expect("state")
                .expect("started");
            let Some(seat) = game.awaiting(&state).pending().next() else {
                break;
            };
            let mut dice = Dice::for_bot(&MatchSeed::from_number(n), n, seat.0);
            let action = game.bot(&state, seat, BotLevel::Easy, &mut dice, Budget::nodes(50));
            let text = game.format(&state, &action);
            let req = request(USERS[seat.index()], Some(id), Command::Order { text });
            let start = Instant::now();
            service
                .handle(&req)
                .await
                .expect("a bot's order is accepted");
            samples.push(start.elapsed());
        }
    }
    let n = samples.len();
    let median = percentile(&mut samples, 0.5);
    let p99 = percentile(&mut samples, 0.99);
    println!(
        "round-trip: {n} accepted orders over {id} capitals matches (file db, WAL): \
         median {}, p99 {} (target p99 <= 5 ms)",
        ms(median),
        ms(p99)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A whole match of the default game (oligarchs ADV, 6 easy bots) played into a memory store.
async fn bot_match() -> (
    &'static dyn Game,
    crate::store::MatchRow,
    Vec<crate::store::LogRow>,
) {
    let store = Store::memory().await.expect("memory db");
    let service = Service::new(
        store.clone(),
        korona_games::registry,
        Arc::new(ManualClock::at(0)),
    )
    .with_fixed_seeds(3);
    let game = *korona_games::registry().first().expect("a game");
    let admin = Caller {
        user: "host".into(),
        admin: true,
        lang: korona_engine::Lang::En,
    };
    let run = |command| {
        let mut r = request("host", None, command);
        r.caller = admin.clone();
        r
    };
    let options = vec![("variant".to_string(), "adv".to_string())];
    let create = Command::Create {
        game: game.info().id.into(),
        options,
    };
    service.handle(&run(create)).await.expect("create");
    for _ in 0..game.info().max_seats {
        let bot = Command::Bot {
            level: BotLevel::Easy,
        };
        service.handle(&run(bot)).await.expect("bot");
    }
    service.handle(&run(Command::Start)).await.expect("start");
    let m = store.get_match(1).await.expect("row").expect("match");
    let rows = store.log_after(1, -1).await.expect("log");
    (game, m, rows)
}

/// Replaying a match's log from its seed (what loading without a snapshot and `verify` do).
async fn replay_bench() {
    let (game, m, rows) = bot_match().await;
    let mut samples = Vec::new();
    for _ in 0..15 {
        let start = Instant::now();
        let state = replay::fold(game, &m, None, &rows).expect("replays");
        samples.push(start.elapsed());
        assert!(state.is_some());
    }
    let median = percentile(&mut samples, 0.5);
    let per_thousand = median.mul_f64(1000.0 / rows.len() as f64);
    println!(
        "replay: {} match of {} entries: median {} ({} per 1,000 entries)",
        game.info().id,
        rows.len(),
        ms(median),
        ms(per_thousand)
    );
}

/// How long each bot level of every game thinks per decision on the service's budgets, over the
/// first decisions of a few seeded games of the level against itself (target: every hard bot's p99
/// at most 50 ms; capitals' extreme bot has its own budget). `extreme` runs capitals' extreme only.
fn bot_time(levels: &[BotLevel], figures: &mut Figures) {
    const GAMES: u64 = 3;
    const DECISIONS_PER_GAME: usize = 150;
    for game in korona_games::registry() {
        let info = game.info();
        for &level in levels {
            if level == BotLevel::Extreme && info.id != "capitals" {
                continue;
            }
            let seats = info.min_seats.max(2) as usize;
            let mut samples = Vec::new();
            for g in 0..GAMES {
                let mut taken = 0;
                SelfPlay::new(*game, &vec![level; seats], MatchSeed::from_number(100 + g))
                    .play_with(|step| {
                        samples.push(step.thought);
                        taken += 1;
                        if taken >= DECISIONS_PER_GAME {
                            ControlFlow::Break(())
                        } else {
                            ControlFlow::Continue(())
                        }
                    })
                    .expect("the bots play");
            }
            let n = samples.len();
            let median = percentile(&mut samples, 0.5);
            let p99 = percentile(&mut samples, 0.99);
            let target = match level {
                BotLevel::Hard => " (target p99 <= 50 ms)",
                _ => "",
            };
            println!(
                "bot-time: {} {:<7} {n} decisions, {seats} seats: median {}, p99 {}{target}",
                info.id,
                level.name(),
                ms(median),
                ms(p99)
            );
            if level == BotLevel::Hard {
                figures.add(
                    &format!("bot-time-hard-p99-{}", info.id),
                    format!("{:.2}", p99.as_secs_f64() * 1e3),
                    "ms",
                );
            }
        }
    }
}

/// One whole year of an ADV 6-seat oligarchs match played by hard bots in the ruleset alone (from
/// the end of the starting placement to the first phase of the next year).
fn oligarchs_year() {
    use korona_games::oligarchs::state::State;
    let game = crate::service::find_game(korona_games::registry, "oligarchs")
        .expect("oligarchs is registered");
    let mut samples = Vec::new();
    let mut inputs = 0;
    for g in 0..9u64 {
        // The year being timed: its number, when it began, and its first entry.
        let mut year: Option<(u32, Instant, u64)> = None;
        let mut timed = None;
        let played = SelfPlay::new(game, &[BotLevel::Hard; 6], MatchSeed::from_number(500 + g))
            .options(&[("variant", "adv")])
            .expect("adv options")
            .play_with(|step| {
                let state = step.table.state();
                let number = state.downcast::<State>().expect("oligarchs").year;
                match year {
                    // Past the secret starting placement, into 1301 proper.
                    None if !(number == 1301
                        && game.awaiting(state).phase.contains("placement")) =>
                    {
                        year = Some((number, Instant::now(), step.entry.seq));
                    }
                    Some((timing, began, first)) if number != timing => {
                        timed = Some((began.elapsed(), step.entry.seq - first));
                        return ControlFlow::Break(());
                    }
                    _ => {}
                }
                ControlFlow::Continue(())
            })
            .expect("the bots play");
        // A match that ends within the year times the year up to its end.
        let (elapsed, n) = match (timed, year) {
            (Some(t), _) => t,
            (None, Some((_, began, first))) => (
                began.elapsed(),
                played.entries.last().map_or(first, |e| e.seq) - first,
            ),
            (None, None) => continue,
        };
        samples.push(elapsed);
        inputs += n;
    }
    let median = percentile(&mut samples, 0.5);
    println!(
        "oligarchs-year: ADV 6 seats, hard bots, {} years ({} inputs in all): median {} per year",
        samples.len(),
        inputs,
        ms(median)
    );
}

/// The whole default demo (oligarchs ADV, 6 hard bots) through the service and an in-memory store,
/// PNG maps included.
async fn demo_bench() {
    let mut samples = Vec::new();
    for seed in 1..=5u64 {
        let out = std::env::temp_dir().join(format!("korona-bench-demo-{}", std::process::id()));
        let args = super::demo::DemoArgs {
            game: Some("oligarchs".into()),
            players: Some(6),
            seed,
            out: out.clone(),
            db: None,
            variant: Some("adv".into()),
            level: "hard".into(),
            options: Vec::new(),
            verbose: false,
        };
        let start = Instant::now();
        let summary = super::demo::play_demo(&args).await.expect("the demo plays");
        samples.push(start.elapsed());
        let _ = std::fs::remove_dir_all(&out);
        let entries = summary
            .lines()
            .find(|l| l.starts_with("entries"))
            .unwrap_or_default()
            .to_string();
        let maps = summary
            .lines()
            .find(|l| l.starts_with("maps"))
            .unwrap_or_default()
            .to_string();
        println!("demo: seed {seed}: {entries}, {maps}");
    }
    let median = percentile(&mut samples, 0.5);
    println!(
        "demo: oligarchs ADV 6 seats, whole match with maps: median {} over 5 seeds",
        ms(median)
    );
}

/// Each bot level against the level below (target: the stronger side wins >= 70%): capitals 1 v 1
/// on the service's budgets; oligarchs 1 v 1 and 2 v 2 at four seats (the levels alternate round
/// the table), with 1 v 3 printed for information; kingdoms, fiefs and thrones 1 v 1. `game` picks
/// one game.
fn ladder(games: usize, game: Option<&str>) {
    let wants = |id: &str| game.is_none_or(|g| g.eq_ignore_ascii_case(id));
    if wants("capitals") {
        let pairs = [
            (BotLevel::Medium, BotLevel::Easy),
            (BotLevel::Hard, BotLevel::Medium),
            (BotLevel::Extreme, BotLevel::Hard),
        ];
        for (strong, weak) in pairs {
            ladder_line(capitals(), Sides::one(2), games, strong, weak, true);
        }
    }
    if wants("oligarchs") {
        let game = crate::service::find_game(korona_games::registry, "oligarchs")
            .expect("oligarchs is registered");
        // Oligarchs plays extreme as hard.
        for (strong, weak) in [
            (BotLevel::Medium, BotLevel::Easy),
            (BotLevel::Hard, BotLevel::Medium),
        ] {
            ladder_line(game, Sides::one(2), games, strong, weak, true);
            ladder_line(game, Sides::half(4), games, strong, weak, true);
            ladder_line(game, Sides::one(4), games, strong, weak, false);
        }
    }
    // The newer games: 1 v 1 at two seats.
    for id in ["kingdoms", "fiefs", "thrones"] {
        if !wants(id) {
            continue;
        }
        let Some(game) = crate::service::find_game(korona_games::registry, id) else {
            continue;
        };
        for (strong, weak) in [
            (BotLevel::Medium, BotLevel::Easy),
            (BotLevel::Hard, BotLevel::Medium),
        ] {
            ladder_line(game, Sides::one(2), games, strong, weak, true);
        }
    }
}

fn ladder_line(
    game: &dyn Game,
    sides: Sides,
    games: usize,
    strong: BotLevel,
    weak: BotLevel,
    target: bool,
) {
    let options = game.options(&[]).expect("default options");
    let start = Instant::now();
    let score = selfplay::ladder_sides(game, &options, sides, games, strong, weak)
        .expect("the bots finish");
    let played = score.wins + score.losses + score.draws;
    println!(
        "ladder: {} {}p ({} v {}) {} vs {}: {} wins, {} losses, {} draws of {played} ({:.0}% wins; {}) in {:.1} s",
        game.info().id,
        sides.seats,
        sides.strong,
        sides.seats - sides.strong,
        strong.name(),
        weak.name(),
        score.wins,
        score.losses,
        score.draws,
        100.0 * score.wins as f64 / played.max(1) as f64,
        if target { "target >= 70%" } else { "for information" },
        start.elapsed().as_secs_f64()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_bench_skips_the_long_runs_and_a_filter_names_them() {
        let (run, skipped) = plan(None);
        assert!(
            !run.contains(&"ladder") && !run.contains(&"bot-time-extreme"),
            "{run:?}"
        );
        assert_eq!(
            skipped,
            [
                "web",
                "bot-time-extreme",
                "processes",
                "failover",
                "statements",
                "ladder",
                "health"
            ]
        );
        assert_eq!(plan(Some("ladder")), (vec!["ladder"], vec![]));
        assert_eq!(
            plan(Some("bot-time")).0,
            ["bot-time", "bot-time-extreme"],
            "naming a benchmark runs its long part too"
        );
        assert!(plan(Some("nothing")).0.is_empty());
    }
}
