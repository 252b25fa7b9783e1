//! The shared self-play driver (`korona_engine::selfplay`): it plays the very match the service
//! stores for the same seed, its hook sees every entry, and it repeats exactly.

mod support;

use korona::service::{Command, Registry};
use korona_engine::selfplay::{ladder, SelfPlay, Table};
use korona_engine::{BotLevel, Game, Input, MatchSeed, Seat};
use std::ops::ControlFlow;
use support::{auction, World};

/// The seed `World` gives its first match.
const WORLD_SEED: u64 = 42;

/// A match of bots at `levels` played by the service into its store; the log's inputs from entry 1.
async fn service_match(
    games: Registry,
    game: &str,
    options: &[(&str, &str)],
    levels: &[BotLevel],
) -> Vec<serde_json::Value> {
    let w = World::new(games).await;
    let options = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    w.ok(
        "host",
        Command::Create {
            game: game.into(),
            options,
        },
    )
    .await;
    for &level in levels {
        w.ok("host", Command::Bot { level }).await;
    }
    w.ok("host", Command::Start).await;
    let id = *w.store.match_ids().await.unwrap().last().unwrap();
    let rows = w.store.log_after(id, 0).await.unwrap();
    rows.into_iter().map(|r| r.input).collect()
}

fn driver_match(
    game: &'static dyn korona_engine::Game,
    options: &[(&str, &str)],
    levels: &[BotLevel],
) -> Vec<serde_json::Value> {
    let played = SelfPlay::new(game, levels, MatchSeed::from_number(WORLD_SEED))
        .options(options)
        .unwrap()
        .play()
        .unwrap();
    assert!(played.outcome.is_some(), "the bots finish");
    played.entries.iter().map(|e| e.json()).collect()
}

// The driver's match is the service's, entry for entry, for a game of the registry and for a test
// registry's game.
#[tokio::test]
async fn a_self_played_match_is_the_match_the_service_stores() {
    let levels = [BotLevel::Easy, BotLevel::Medium];
    let capitals = korona_games::find("capitals").unwrap();
    let stored = service_match(korona_games::registry, "capitals", &[], &levels).await;
    let played = driver_match(capitals, &[], &levels);
    assert!(played.len() > 20);
    assert_eq!(played, stored);

    let levels = [BotLevel::Easy; 3];
    let stored = service_match(auction::registry, "auction", &[], &levels).await;
    let played = driver_match(&auction::AUCTION, &[], &levels);
    assert_eq!(played, stored);
}

// The hook sees every accepted entry in order, with the state after it, and can stop the match.
#[test]
fn the_hook_sees_every_entry_and_can_stop() {
    let game = korona_games::find("capitals").unwrap();
    let mut seen = Vec::new();
    let played = SelfPlay::new(game, &[BotLevel::Easy; 2], MatchSeed::from_number(3))
        .play_with(|step| {
            assert_eq!(step.table.seq(), step.entry.seq);
            assert_eq!(game.state_hash(step.table.state()), step.entry.state_sha256);
            seen.push(step.entry.seq);
            if step.entry.seq == 7 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .unwrap();
    assert_eq!(seen, (1..=7).collect::<Vec<_>>());
    assert_eq!(played.entries.len(), 7);
    assert!(played.outcome.is_none());
    // Each entry's text parses back to its input: the record is what a player would type.
    let mut table = Table::setup(
        game,
        &game.options(&[]).unwrap(),
        2,
        MatchSeed::from_number(3),
    )
    .unwrap();
    for e in &played.entries {
        let Input::Order { seat, .. } = e.input else {
            panic!("capitals bots only give orders");
        };
        let (again, _) = table.order(seat, &e.text).unwrap();
        assert_eq!(&again, e);
    }
}

// A match that does not end within the entry limit is an error, not a hang.
#[test]
fn too_many_entries_is_an_error() {
    let game = korona_games::find("capitals").unwrap();
    let result = SelfPlay::new(game, &[BotLevel::Easy; 2], MatchSeed::from_number(3))
        .max_entries(5)
        .play();
    assert!(matches!(
        result,
        Err(korona_engine::selfplay::SelfPlayError::Endless(5))
    ));
}

// A refused input leaves the table as it was; the next accepted one takes the next number.
#[test]
fn a_refused_input_changes_nothing() {
    let game = korona_games::find("capitals").unwrap();
    let mut table = Table::setup(
        game,
        &game.options(&[]).unwrap(),
        2,
        MatchSeed::from_number(1),
    )
    .unwrap();
    let before = game.state_hash(table.state());
    assert!(table.order(Seat(1), "end").is_err());
    assert!(table.order(Seat(0), "jump E5").is_err());
    assert_eq!((table.seq(), game.state_hash(table.state())), (0, before));
    let (entry, _) = table.order(Seat(0), "end").unwrap();
    assert_eq!((entry.seq, entry.text.as_str()), (1, "end"));
}

// The ladder plays every game, the stronger side changing seats.
#[test]
fn the_ladder_counts_every_game() {
    let options = auction::AUCTION.options(&[]).unwrap();
    let score = ladder(
        &auction::AUCTION,
        &options,
        3,
        4,
        BotLevel::Hard,
        BotLevel::Easy,
    )
    .unwrap();
    assert_eq!(score.wins + score.losses + score.draws, 4);
}
