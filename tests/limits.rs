//! Issue "Security" items 4 and 5: bounded work per command and no floods. Every refusal leaves the
//! match as it was.

mod support;

use korona::service::{Command, To};
use support::*;

async fn running() -> World {
    let w = World::new(auction::registry).await;
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    w
}

#[tokio::test]
async fn an_overlong_order_is_refused_before_any_game_reads_it() {
    let w = running().await;
    let before = w.fingerprint(1).await;
    let text = format!("bid {}", "9".repeat(5_600));
    let e = w.run("alice", order(&text)).await.unwrap_err();
    assert!(e.contains("service-order-too-long"), "{e}");
    assert!(
        e.len() < 300,
        "the refusal echoes the input: {} bytes",
        e.len()
    );
    assert_eq!(w.fingerprint(1).await, before);
}

#[tokio::test]
async fn a_refusal_quotes_at_most_fifty_characters_of_a_word() {
    let w = running().await;
    let e = w
        .run("alice", order(&format!("bid {}", "x".repeat(400))))
        .await
        .unwrap_err();
    assert!(!e.contains(&"x".repeat(51)), "{e}");
}

#[tokio::test]
async fn the_map_answers_the_caller_alone() {
    let w = running().await;
    let replies = w.ok("carol", Command::Map).await;
    assert!(replies.iter().all(|r| r.to == To::Caller), "{replies:?}");
}

#[tokio::test]
async fn heavy_commands_have_a_per_user_cooldown() {
    let w = running().await;
    w.ok("carol", Command::History { last: 5 }).await;
    let e = w
        .run("carol", Command::History { last: 5 })
        .await
        .unwrap_err();
    assert!(e.contains("service-cooldown"), "{e}");
    // Someone else is not held up, and after the cooldown carol may ask again.
    w.ok("dana", Command::History { last: 5 }).await;
    w.clock.advance(5_000);
    w.ok("carol", Command::History { last: 5 }).await;
}

#[tokio::test]
async fn diplomacy_has_a_per_user_rate() {
    let w = running().await;
    let send = |text: &str| Command::Msg {
        to_seat: 1,
        text: text.into(),
    };
    for i in 0..10 {
        w.ok("alice", send(&format!("hello {i}"))).await;
    }
    let e = w.run("alice", send("one too many")).await.unwrap_err();
    assert!(e.contains("service-message-rate"), "{e}");
    w.clock.advance(60_000);
    w.ok("alice", send("a minute later")).await;
}

#[tokio::test]
async fn odds_are_bounded_by_the_armies_a_side_may_bring() {
    let w = World::new(korona_games::registry).await;
    let e = w
        .run(
            "alice",
            Command::Odds {
                game: Some("oligarchs".into()),
                query: "open attacker=999C defender=999I".into(),
            },
        )
        .await
        .unwrap_err();
    assert!(e.contains("oligarchs-odds-side-too-big"), "{e}");
}
