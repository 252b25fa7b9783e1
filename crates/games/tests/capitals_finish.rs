//! Hard capitals bots play for the capital (issue 29): their matches end by a capture, not by
//! counting squares at the turn limit.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Game, MatchSeed};
use korona_games::capitals::State;
use std::ops::ControlFlow;

fn capitals() -> &'static dyn Game {
    korona_games::find("capitals").expect("registered")
}

/// One hard v hard match: its reason id, its last turn, and its final board.
fn play(seed: u64, trace: bool) -> (String, u32, State) {
    let played = SelfPlay::new(
        capitals(),
        &[BotLevel::Hard; 2],
        MatchSeed::from_number(seed),
    )
    .play_with(|step| {
        if trace {
            println!("  {}", step.entry.text);
        }
        ControlFlow::Continue(())
    })
    .expect("the bots finish");
    let s = played.state.downcast::<State>().expect("capitals").clone();
    let why = played.outcome.expect("an outcome").reason().id.clone();
    (why, s.turn, s)
}

#[test]
#[ignore]
fn survey() {
    for seed in 0..6 {
        let (why, turn, s) = play(seed, false);
        println!("seed {seed}: {why} at turn {turn}\n{}", s.diagram());
    }
}
