//! Bot strength and speed. Slow: run with `cargo test --release --test capitals_ladder -- --ignored --nocapture`.

use korona_engine::selfplay::{ladder, SelfPlay};
use korona_engine::{BotLevel, Budget, Dice, Game, MatchSeed};
use korona_games::capitals::bot::{choose, EXTREME_NODES};
use korona_games::capitals::{Capitals, Options, State};
use std::ops::ControlFlow;
use std::time::Instant;

fn capitals() -> &'static dyn Game {
    korona_games::find("capitals").expect("registered")
}

/// One whole bot match with the shared driver, `levels[s]` in seat `s`; the final state.
fn play_match(seed: u64, options: &[(&str, &str)], levels: [BotLevel; 2]) -> State {
    let played = SelfPlay::new(capitals(), &levels, MatchSeed::from_number(seed))
        .options(options)
        .expect("options")
        .play()
        .expect("the bots finish");
    played.state.downcast::<State>().expect("capitals").clone()
}

/// Medium self-play of `size`, every state along the way until `entries` entries.
fn medium_states(seed: u64, size: u8, entries: u64) -> Vec<State> {
    let size = size.to_string();
    let mut states = Vec::new();
    SelfPlay::new(
        capitals(),
        &[BotLevel::Medium; 2],
        MatchSeed::from_number(seed),
    )
    .options(&[("size", &size)])
    .expect("options")
    .play_with(|step| {
        states.push(
            step.table
                .state()
                .downcast::<State>()
                .expect("capitals")
                .clone(),
        );
        if step.entry.seq >= entries {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .expect("the bots play");
    states
}

fn games() -> usize {
    std::env::var("CAPITALS_LADDER_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(100)
}

fn pair(stronger: BotLevel, weaker: BotLevel) {
    let n = games();
    let t = Instant::now();
    let options = capitals().options(&[]).expect("default options");
    let s = ladder(capitals(), &options, 2, n, stronger, weaker).expect("the bots finish");
    println!(
        "{:?} vs {:?}: {} wins, {} losses, {} draws of {n} ({:.1}s)",
        stronger,
        weaker,
        s.wins,
        s.losses,
        s.draws,
        t.elapsed().as_secs_f64()
    );
    assert!(
        s.wins * 10 >= n * 7,
        "{stronger:?} should beat {weaker:?} in 70% of games: {s:?}"
    );
}

#[test]
#[ignore]
fn ladder_medium_beats_easy() {
    pair(BotLevel::Medium, BotLevel::Easy);
}

#[test]
#[ignore]
fn ladder_hard_beats_medium() {
    pair(BotLevel::Hard, BotLevel::Medium);
}

#[test]
#[ignore]
fn ladder_extreme_beats_hard() {
    pair(BotLevel::Extreme, BotLevel::Hard);
}

/// Per-action think time of each level over positions from real bot games.
#[test]
#[ignore]
fn bot_think_times() {
    think_times(10);
}

#[test]
#[ignore]
fn bot_think_times_12x12() {
    think_times(12);
}

fn think_times(size: u8) {
    // Positions sampled every few actions along Medium self-play games.
    let mut positions = Vec::new();
    for seed in 0..4 {
        positions.extend(medium_states(seed, size, 200).into_iter().step_by(7));
    }
    for level in BotLevel::ALL {
        let t = Instant::now();
        let cpu = cpu_ns();
        let mut worst = 0f64;
        let mut worst_cpu = 0u64;
        for (i, p) in positions.iter().enumerate() {
            let one = Instant::now();
            let one_cpu = cpu_ns();
            let mut dice = Dice::for_bot(&MatchSeed::from_number(9), i as u64, p.to_move);
            choose(p, p.to_move, level, &mut dice, Budget::nodes(EXTREME_NODES));
            worst = worst.max(one.elapsed().as_secs_f64());
            worst_cpu = worst_cpu.max(cpu_ns() - one_cpu);
        }
        let n = positions.len() as f64;
        println!(
            "{level:?}: wall mean {:.2} ms, worst {:.2} ms; cpu mean {:.2} ms, worst {:.2} ms; {} positions",
            t.elapsed().as_secs_f64() * 1000.0 / n,
            worst * 1000.0,
            (cpu_ns() - cpu) as f64 / 1e6 / n,
            worst_cpu as f64 / 1e6,
            positions.len()
        );
    }
}

/// CPU time of this thread (Linux), so that a loaded machine does not inflate the figures.
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// How bot games end (for tuning): reason and length of a few games.
#[test]
#[ignore]
fn how_games_end() {
    for g in 0..8u64 {
        let strong = (g % 2) as usize;
        let mut levels = [BotLevel::Hard; 2];
        levels[strong] = BotLevel::Extreme;
        let end = play_match(g, &[], levels);
        let f = end.finish.clone().unwrap();
        println!(
            "game {g}: extreme is seat {strong}, winner {:?}, {} after {} turns",
            f.winner, f.reason, end.turn
        );
    }
}

#[test]
#[ignore]
fn show_a_game() {
    let end = play_match(1, &[], [BotLevel::Hard, BotLevel::Extreme]);
    println!("{}", korona_games::capitals::view::describe(&end));
}

/// Where a bot's time goes: the building blocks on a mid-game position.
#[test]
#[ignore]
fn building_block_costs() {
    use korona_games::capitals::bot::{evaluate, reach};
    use korona_games::capitals::rules::{legal_actions, play};
    let s = medium_states(1, 10, 40).pop().expect("a position");
    let n = 20_000;
    let time = |name: &str, f: &mut dyn FnMut()| {
        let t = Instant::now();
        for _ in 0..n {
            f();
        }
        println!(
            "{name}: {:.2} us",
            t.elapsed().as_secs_f64() * 1e6 / n as f64
        );
    };
    let legal = legal_actions(&s, s.to_move);
    println!("{} legal actions", legal.len());
    time("legal_actions", &mut || {
        std::hint::black_box(legal_actions(&s, s.to_move));
    });
    time("clone", &mut || {
        std::hint::black_box(s.clone());
    });
    time("clone+play", &mut || {
        let mut c = s.clone();
        play(&mut c, &legal[0], &mut Vec::new());
        std::hint::black_box(c);
    });
    time("reach", &mut || {
        std::hint::black_box(reach(&s, 0));
    });
    time("evaluate", &mut || {
        std::hint::black_box(evaluate(&s, 0));
    });
}

#[test]
#[ignore]
fn show_a_start() {
    let options = Options::with_clock(korona_games::capitals::ClockMode::Blitz5, 2);
    let options = Options {
        size: 12,
        ..options
    };
    let s = Capitals::new_state(
        &options,
        &mut Dice::for_entry(&MatchSeed::from_number(4), 0),
    );
    println!("{}", korona_games::capitals::view::describe(&s));
    let e = play_match(2, &[], [BotLevel::Extreme, BotLevel::Hard]);
    println!("{}", korona_games::capitals::view::describe(&e));
}
