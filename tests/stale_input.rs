//! Issue "Security" item 7: input made for one phase never lands in a later one. A button or menu
//! carries the phase it was shown in (`Command::InPhase`); a sealed order's confirmation names its
//! phase.

mod support;

use korona::service::{phase_token, Command};
use support::*;

async fn running() -> World {
    let w = World::new(auction::registry).await;
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    w
}

fn in_phase(phase: &str, command: Command) -> Command {
    Command::InPhase {
        phase: phase.to_string(),
        command: Box::new(command),
    }
}

#[tokio::test]
async fn a_bid_made_for_a_round_is_refused_after_it() {
    let w = running().await;
    // Alice's confirmation names the round and carries its token.
    let mine = w.ok("alice", bid("3")).await;
    let accepted = mine.iter().find(|r| r.phase().is_some()).unwrap();
    assert_eq!(
        accepted.text().lines().next(),
        Some("Sealed for round 1: bid 3")
    );
    let round_1 = accepted.phase().unwrap().to_string();
    assert_eq!(round_1, phase_token("round 1"));
    // In the same round the token is accepted.
    w.ok("bob", in_phase(&round_1, bid("2"))).await;
    // Both are in: round 1 resolved. An input still carrying round 1 is refused, state untouched.
    let before = w.fingerprint(1).await;
    let e = w
        .run("bob", in_phase(&round_1, bid("5")))
        .await
        .unwrap_err();
    assert!(e.contains("service-stale-phase"), "{e}");
    assert_eq!(w.fingerprint(1).await, before);
    // The same bid typed now is for round 2, and says so.
    let now = w.ok("bob", bid("5")).await;
    assert!(
        now.iter()
            .any(|r| r.text().lines().next() == Some("Sealed for round 2: bid 5")),
        "{now:?}"
    );
}

#[tokio::test]
async fn legal_orders_carry_their_phase_for_a_menu() {
    let w = running().await;
    let legal = w
        .ok(
            "alice",
            Command::Legal {
                prefix: String::new(),
            },
        )
        .await;
    assert_eq!(legal[0].phase(), Some(phase_token("round 1").as_str()));
    // A stale concede is refused too: the match goes on.
    let e = w
        .run("alice", in_phase(&phase_token("round 0"), Command::Concede))
        .await
        .unwrap_err();
    assert!(e.contains("service-stale-phase"), "{e}");
}
