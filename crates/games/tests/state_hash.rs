//! The state hash every log entry keeps is written straight from the state
//! (`korona_engine::canonical`), no longer through a `serde_json::Value`; stored logs and golden
//! matches verify only if the bytes are the same. Every state of seeded bot matches of every game
//! is hashed both ways here.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, MatchSeed};
use std::ops::ControlFlow;

#[test]
fn direct_hash_is_the_value_hash_along_matches_of_every_game() {
    // Asserts R-CAP-82: capitals' last-turn marks stay out of the hash on both paths.
    for game in korona_games::registry() {
        let seats = game.info().min_seats.max(2);
        for seed in 1..=2 {
            let mut checked = 0;
            SelfPlay::new(
                *game,
                &vec![BotLevel::Easy; seats as usize],
                MatchSeed::from_number(seed),
            )
            .play_with(|step| {
                let state = step.table.state();
                assert_eq!(
                    game.state_hash(state),
                    game.state_hash_via_value(state),
                    "{} seed {seed} entry {}",
                    game.info().id,
                    step.entry.seq
                );
                assert_eq!(step.entry.state_sha256, game.state_hash_via_value(state));
                checked += 1;
                if checked < 120 {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            })
            .expect("plays");
            assert!(checked > 5, "{}: only {checked} entries", game.info().id);
        }
    }
}
