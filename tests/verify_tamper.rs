//! `verify` replays from the seed: an honest log passes, a tampered roll or state is named.

mod support;

use korona::service::Command;
use korona::verify::{verify_match, VerifyError};
use support::*;

async fn finished_match() -> World {
    let w = World::new(auction::registry).await;
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    for _ in 0..3 {
        w.ok("alice", bid("1")).await;
        w.ok("bob", bid("1")).await; // ties: a roll-off each round
    }
    w
}

#[tokio::test]
async fn an_honest_log_verifies() {
    let w = finished_match().await;
    let v = verify_match(&w.store, auction::registry, 1).await.unwrap();
    assert_eq!(v.entries, 7);
    assert_eq!(v.log_sha256.len(), 64);
}

#[tokio::test]
async fn a_tampered_roll_is_named() {
    let w = finished_match().await;
    // Entry 2 is bob's bid that resolved round 1 with a roll-off among 2 seats.
    let rolls: String = sqlx::query_scalar("SELECT rolls FROM log WHERE match_id = 1 AND seq = 2")
        .fetch_one(w.store.pool())
        .await
        .unwrap();
    assert!(rolls.contains("\"sides\":2"), "{rolls}");
    let flipped = if rolls.contains("\"value\":0") {
        rolls.replace("\"value\":0", "\"value\":1")
    } else {
        rolls.replace("\"value\":1", "\"value\":0")
    };
    sqlx::query("UPDATE log SET rolls = ? WHERE match_id = 1 AND seq = 2")
        .bind(flipped)
        .execute(w.store.pool())
        .await
        .unwrap();
    match verify_match(&w.store, auction::registry, 1).await {
        Err(VerifyError::Mismatch { seq, what, .. }) => {
            assert_eq!(seq, 2);
            assert!(what.contains("rolls differ"), "{what}");
        }
        other => panic!("tampering went unnoticed: {other:?}"),
    }
}

#[tokio::test]
async fn a_tampered_state_hash_or_seed_is_named() {
    let w = finished_match().await;
    sqlx::query("UPDATE log SET state_sha256 = 'bad' WHERE match_id = 1 AND seq = 4")
        .execute(w.store.pool())
        .await
        .unwrap();
    let err = verify_match(&w.store, auction::registry, 1)
        .await
        .unwrap_err();
    assert!(matches!(err, VerifyError::Mismatch { seq: 4, .. }), "{err}");
    sqlx::query("UPDATE matches SET seed = ? WHERE id = 1")
        .bind("00".repeat(32))
        .execute(w.store.pool())
        .await
        .unwrap();
    // Written behind the store's back: what it remembers of the match goes (`korona verify` runs as
    // its own process, with nothing remembered).
    w.store.forget();
    let err = verify_match(&w.store, auction::registry, 1)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("published sha256"), "{err}");
}
