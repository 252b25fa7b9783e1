//! Issue 30, item 15: cooldowns and rate limits live in the store. Two stores on one database stand
//! for two processes, a reopened store for a restart: neither resets a limit, and uses counted at
//! the same instant from both never pass it. Each test runs on SQLite and on PostgreSQL.

mod support;

use korona::store::{Rate, Store};

const TEN_A_MINUTE: Rate = Rate {
    kind: "msg",
    max: 10,
    window_ms: 60_000,
};

on_both_backends! {
async fn a_limit_is_shared_by_processes_and_kept_over_a_restart(db) {
    let url = db.url().await;
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    for i in 0..5 {
        assert_eq!(a.take_rate("alice", TEN_A_MINUTE, 1_000 + i).await.unwrap(), None);
        assert_eq!(b.take_rate("alice", TEN_A_MINUTE, 1_000 + i).await.unwrap(), None);
    }
    // The eleventh use in the window is refused by either process, with the wait until the oldest
    // use leaves the window.
    assert_eq!(a.take_rate("alice", TEN_A_MINUTE, 2_000).await.unwrap(), Some(59_000));
    a.close().await;
    let restarted = Store::open(&url).await.unwrap();
    assert_eq!(restarted.take_rate("alice", TEN_A_MINUTE, 3_000).await.unwrap(), Some(58_000));
    // Other users and other kinds are counted apart.
    assert_eq!(restarted.take_rate("bob", TEN_A_MINUTE, 3_000).await.unwrap(), None);
    let map = Rate { kind: "map", max: 1, window_ms: 5_000 };
    assert_eq!(restarted.take_rate("alice", map, 3_000).await.unwrap(), None);
    assert_eq!(b.take_rate("alice", map, 4_000).await.unwrap(), Some(4_000));
    // Once the window has passed, uses are allowed again.
    assert_eq!(b.take_rate("alice", TEN_A_MINUTE, 61_000).await.unwrap(), None);
}
}

on_both_backends! {
async fn uses_counted_at_once_by_two_processes_never_pass_the_limit(db) {
    let url = db.url().await;
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    let mut tries = Vec::new();
    for i in 0..30 {
        let store = if i % 2 == 0 { a.clone() } else { b.clone() };
        tries.push(tokio::spawn(async move {
            store.take_rate("carol", TEN_A_MINUTE, 5_000).await.unwrap()
        }));
    }
    let mut allowed = 0;
    for t in tries {
        if t.await.unwrap().is_none() {
            allowed += 1;
        }
    }
    assert_eq!(allowed, 10, "ten uses a minute, counted across both processes");
}
}
