//! Spectators (issue 19, item 3) through the service: `spectate` sends a watcher each phase's public
//! post by DM, `spectate` phases late (default 1, 0 = live); nothing private reaches them; players
//! cannot spectate their own match; the end sends what is left. Each test runs on SQLite and on
//! PostgreSQL.

mod support;

use korona::service::{Body, Caller, Command, Reply, To};
use support::*;

fn create_with(options: &[(&str, &str)]) -> Command {
    Command::Create {
        game: "auction".into(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}

/// The phase posts DMed to `user`, as text.
fn feed(replies: &[Reply], user: &str) -> Vec<String> {
    replies
        .iter()
        .filter(|r| r.to == To::Dm { user: user.into() } && matches!(r.body, Body::Phase(_)))
        .map(|r| r.text().to_string())
        .collect()
}

async fn started(w: &World, options: &[(&str, &str)]) {
    w.ok("host", create_with(options)).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
}

on_both_backends! {
async fn a_spectator_sees_each_phase_one_late_and_nothing_private(db) {
    let w = World::on(db.store().await, auction::registry);
    started(&w, &[("goal", "3")]).await;
    let joined = w.ok("carol", Command::Spectate { stop: false }).await;
    assert!(joined[0].text().contains("one phase behind the players"), "{}", joined[0].text());
    // Only the first phase exists: nothing may be shown a phase late yet.
    assert!(feed(&joined, "carol").is_empty());
    // Round 1: Alice bids; nothing reaches Carol while the round runs.
    let r = w.ok("alice", bid("5")).await;
    assert!(feed(&r, "carol").is_empty());
    // The round resolves and round 2 is posted: Carol now gets round 1's post, as it was when it
    // began (before any bid), never round 2's.
    let r = w.ok("bob", bid("1")).await;
    let public = public_text(&r);
    assert!(public.contains("round 2") && public.contains("bids revealed: 5, 1"), "{public}");
    let seen = feed(&r, "carol");
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert!(seen[0].starts_with("Spectating (one phase behind): Match 1 (Auction): round 1"), "{}", seen[0]);
    assert!(!seen[0].contains("revealed") && !seen[0].contains("round 2"), "{}", seen[0]);
    // Round 2 resolves: round 1's events reach her with round 2's post, the public ones only.
    w.ok("alice", bid("0")).await;
    let r = w.ok("bob", bid("2")).await;
    let seen = feed(&r, "carol");
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert!(seen[0].contains(": round 2") && seen[0].contains("Round 1 bids revealed: 5, 1"), "{}", seen[0]);
    assert!(seen[0].contains("Seat 0 has bid."), "{}", seen[0]);
    assert!(!seen[0].contains("sealed"), "a private event reached a spectator: {}", seen[0]);
    assert!(!seen[0].contains("Round 2 bids"), "{}", seen[0]);
    // Nobody is pinged from a spectator's feed.
    for reply in &r {
        if let (To::Dm { user }, Body::Phase(post)) = (&reply.to, &reply.body) {
            if user == "carol" {
                assert!(post.ping.is_empty() && post.waiting.is_empty() && post.deadline.is_none());
            }
        }
    }
    // `spectate stop` ends the feed.
    let stop = w.ok("carol", Command::Spectate { stop: true }).await;
    assert!(stop[0].text().contains("no longer follow match 1"), "{}", stop[0].text());
    w.ok("alice", bid("0")).await;
    let r = w.ok("bob", bid("0")).await;
    assert!(feed(&r, "carol").is_empty());
}
}

on_both_backends! {
async fn spectate_zero_is_live_and_the_end_sends_what_is_left(db) {
    let w = World::on(db.store().await, auction::registry);
    started(&w, &[("goal", "2"), ("spectate", "0")]).await;
    // Live: joining shows the phase now at once.
    let joined = w.ok("dave", Command::Spectate { stop: false }).await;
    assert!(joined[0].text().contains("live"), "{}", joined[0].text());
    assert_eq!(feed(&joined, "dave").len(), 1);
    w.ok("alice", bid("3")).await;
    let r = w.ok("bob", bid("0")).await;
    let seen = feed(&r, "dave");
    assert_eq!(seen.len(), 1);
    assert!(seen[0].contains("Spectating (live)") && seen[0].contains("round 2"), "{}", seen[0]);
    // A one-phase-late spectator joins now; at the end both get every post they have not seen.
    w.run_as(Caller::user("erin"), Command::Spectate { stop: false }).await.unwrap();
    w.ok("alice", bid("3")).await;
    let end = w.ok("bob", bid("0")).await;
    let dave = feed(&end, "dave");
    assert_eq!(dave.len(), 1, "{dave:?}");
    assert!(dave[0].contains("the end") && dave[0].contains("is over"), "{}", dave[0]);
    let erin = feed(&end, "erin");
    assert!(erin.last().unwrap().contains("the end"), "{erin:?}");
    // The match is over: spectating it is refused, and its spectators were let go.
    let e = w
        .run_from(Caller::user("erin"), Some("guild"), CHANNEL, 1, Command::Spectate { stop: false })
        .await
        .unwrap_err();
    assert!(e.contains("service-spectate-match-over"), "{e}");
    assert!(w.store.spectators(1).await.unwrap().is_empty());
}
}

#[tokio::test]
async fn a_player_cannot_spectate_their_own_match() {
    let w = World::new(auction::registry).await;
    started(&w, &[]).await;
    let e = w
        .run("alice", Command::Spectate { stop: false })
        .await
        .unwrap_err();
    assert!(e.contains("service-spectate-you-play"), "{e}");
    let not = w.ok("carol", Command::Spectate { stop: true }).await;
    assert!(
        not[0].text().contains("were not following"),
        "{}",
        not[0].text()
    );
}
