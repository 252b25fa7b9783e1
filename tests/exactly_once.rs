//! Issue 30, item 14: a request a front end delivers twice is applied once, and a request that was
//! never applied (its process died first) is applied when delivered again. The delivery id travels
//! into the transaction of the entry the request writes (`korona_service::delivery`).

mod support;

use korona::service::{Caller, Command, Place, Request, ServiceError};
use support::{auction, bid, create, World};

fn delivered(user: &str, command: Command) -> Request {
    Request {
        caller: Caller::user(user),
        place: Place {
            guild: Some("guild".into()),
            channel: support::CHANNEL.into(),
        },
        match_id: None,
        command,
    }
}

async fn running() -> World {
    let w = World::new(auction::registry).await;
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    w
}

#[tokio::test]
async fn a_redelivered_order_is_a_duplicate_and_is_applied_once() {
    let w = running().await;
    let before = w.store.last_seq(1).await.unwrap();
    let req = delivered("alice", bid("3"));
    w.service.handle_delivered("i-1", &req).await.unwrap();
    let after = w.store.last_seq(1).await.unwrap();
    assert_eq!(after, before.map(|s| s + 1), "the bid is one entry");
    let again = w.service.handle_delivered("i-1", &req).await.unwrap_err();
    assert!(
        matches!(again, ServiceError::Duplicate(ref id) if id == "i-1"),
        "{again}"
    );
    assert_eq!(
        w.store.last_seq(1).await.unwrap(),
        after,
        "nothing applied twice"
    );
    // The id is kept in the entry itself, not in a table written before the work.
    let kept: Option<String> = sqlx::query_scalar("SELECT request_id FROM log WHERE seq = $1")
        .bind(after.unwrap())
        .fetch_one(w.store.pool())
        .await
        .unwrap();
    assert_eq!(kept.as_deref(), Some("i-1"));
    // Bob's bid ends the round; delivered again it would be refused (the round is over), and is
    // answered as the duplicate it is instead.
    let bob = delivered("bob", bid("2"));
    w.service.handle_delivered("i-4", &bob).await.unwrap();
    let last = w.store.last_seq(1).await.unwrap();
    let again = w.service.handle_delivered("i-4", &bob).await.unwrap_err();
    assert!(matches!(again, ServiceError::Duplicate(_)), "{again}");
    assert_eq!(w.store.last_seq(1).await.unwrap(), last);
}

#[tokio::test]
async fn a_delivery_is_free_until_applied_and_a_read_is_recorded_after_it_ran() {
    let w = running().await;
    // Nothing is recorded before the work (a process that died before its commit left nothing:
    // `tests/store_log.rs` refuses such an entry and finds the id free).
    assert!(!w.service.delivered("i-2").await.unwrap());
    w.service
        .handle_delivered("i-2", &delivered("bob", bid("2")))
        .await
        .unwrap();
    assert!(w.service.delivered("i-2").await.unwrap());
    // A request that writes no entry (a read) is recorded after it ran: its redelivery is dropped.
    w.service
        .handle_delivered("i-3", &delivered("alice", Command::Status))
        .await
        .unwrap();
    let again = w
        .service
        .handle_delivered("i-3", &delivered("alice", Command::Status))
        .await;
    assert!(matches!(again, Err(ServiceError::Duplicate(_))));
}
