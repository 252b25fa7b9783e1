//! Match locks a PostgreSQL process keeps between its commands (`crates/store/src/sticky.rs`): the
//! keeper hands a lock over when another process asks for it, even while it keeps using it, and
//! what it remembered of the match is read anew once another process has held it. PostgreSQL only:
//! SQLite is one process's database (docs/deploy.md), so two stores on one file are not a case.

mod support;

use korona::store::{AppendExtras, LogRow, Store};
use std::time::Duration;
use support::{new_match, TestDb};

fn row(seq: i64, actor: &str) -> LogRow {
    LogRow {
        seq,
        at_ms: seq,
        actor: actor.into(),
        input: serde_json::json!({ "n": seq }),
        text: None,
        rolls: serde_json::json!([]),
        events: serde_json::json!([]),
        state_sha256: format!("h{seq}"),
    }
}

/// Two stores (processes) on one new database, and a match in it.
async fn two_stores_and_a_match(db: &TestDb) -> (Store, Store, i64) {
    let url = db.url().await;
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    let m = new_match(&a, "c").await;
    (a, b, m)
}

/// One command of `store` on the match: its lock, an entry, the lock given back.
async fn command(store: &Store, match_id: i64, actor: &str) {
    let lock = store.lock_match(match_id).await.unwrap();
    let next = store.last_seq(match_id).await.unwrap().map_or(0, |s| s + 1);
    store
        .append(match_id, &row(next, actor), AppendExtras::default())
        .await
        .unwrap();
    lock.release().await;
}

/// A keeper that never goes idle still hands the lock to a process that asks for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_keeper_hands_the_lock_over_when_asked() {
    let Some(db) = TestDb::postgres() else { return };
    let (a, b, m) = two_stores_and_a_match(&db).await;
    command(&a, m, "a").await;
    let busy = {
        let a = a.clone();
        tokio::spawn(async move {
            for _ in 0..400 {
                command(&a, m, "a").await;
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        })
    };
    tokio::time::sleep(Duration::from_millis(100)).await;
    // While `a` is busy: it never goes idle, so only the request gives the lock back.
    let got = tokio::time::timeout(Duration::from_secs(10), command(&b, m, "b")).await;
    assert!(got.is_ok(), "the keeper never handed the lock over");
    busy.abort();
    let log = b.log_after(m, -1).await.unwrap();
    assert!(log.iter().any(|r| r.actor == "b"));
    // Positions follow one another: the two stores never wrote at once.
    for (want, r) in (0..).zip(&log) {
        assert_eq!(r.seq, want);
    }
}

/// What a store remembered of a match is not trusted once another store held it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_written_by_another_process_is_read_anew() {
    let Some(db) = TestDb::postgres() else { return };
    let (a, b, m) = two_stores_and_a_match(&db).await;
    command(&a, m, "a").await;
    command(&a, m, "a").await;
    assert_eq!(a.last_seq(m).await.unwrap(), Some(1));
    a.put_seat(m, 0, Some("alice"), None).await.unwrap();
    assert_eq!(a.seats(m).await.unwrap().len(), 1);
    // The other process asks for the lock, writes an entry and a seat, and gives it back.
    let lock = tokio::time::timeout(Duration::from_secs(10), b.lock_match(m))
        .await
        .expect("the keeper hands the lock over")
        .unwrap();
    b.append(m, &row(2, "b"), AppendExtras::default())
        .await
        .unwrap();
    b.put_seat(m, 1, Some("bob"), None).await.unwrap();
    lock.release().await;
    // Read outside a command and under one: both see what `b` wrote.
    assert_eq!(a.last_seq(m).await.unwrap(), Some(2));
    let lock = a.lock_match(m).await.unwrap();
    assert_eq!(a.last_seq(m).await.unwrap(), Some(2));
    assert_eq!(a.seats(m).await.unwrap().len(), 2);
    a.append(m, &row(3, "a"), AppendExtras::default())
        .await
        .unwrap();
    lock.release().await;
    assert_eq!(b.log_after(m, -1).await.unwrap().len(), 4);
}

/// A store that closes (or a process that dies: its session ends) gives back what it kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_keeper_leaves_nothing_held() {
    let Some(db) = TestDb::postgres() else { return };
    let (a, b, m) = two_stores_and_a_match(&db).await;
    command(&a, m, "a").await;
    a.close().await;
    let got = tokio::time::timeout(Duration::from_secs(10), command(&b, m, "b")).await;
    assert!(got.is_ok(), "a lock outlived its store");
}

/// A player's name and settings are written by whichever process serves the player, without the
/// match's lock: a keeper answers them from its memo, and forgets them when another process
/// announces a change (`crates/store/src/changes.rs`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_or_setting_changed_elsewhere_reaches_the_keeper() {
    let Some(db) = TestDb::postgres() else { return };
    let (a, b, m) = two_stores_and_a_match(&db).await;
    a.put_seat(m, 0, Some("alice"), None).await.unwrap();
    b.set_user_name("alice", "Alice").await.unwrap();
    let held = a.lock_match(m).await.unwrap();
    let name = |a: Store| async move { a.seats_named(m).await.unwrap()[0].1.clone() };
    assert_eq!(name(a.clone()).await.as_deref(), Some("Alice"));
    assert_eq!(a.hours_of("alice").await.unwrap().tz, None);
    // Written behind the stores' backs, announced to nobody: the keeper still answers from what
    // it remembers (so the memo is what answers the reads below).
    sqlx::query(
        "UPDATE user_settings SET name = 'Hidden', tz = 'Asia/Tokyo' WHERE user_id = 'alice'",
    )
    .execute(b.pool())
    .await
    .unwrap();
    assert_eq!(name(a.clone()).await.as_deref(), Some("Alice"));
    assert_eq!(a.hours_of("alice").await.unwrap().tz, None);
    // Written through the other store: announced, and heard while the keeper still holds the match.
    b.set_user_name("alice", "Alice Smith").await.unwrap();
    b.set_tz("alice", Some("Europe/Budapest")).await.unwrap();
    let mut seen = (None, None);
    for _ in 0..500 {
        seen = (name(a.clone()).await, a.hours_of("alice").await.unwrap().tz);
        if seen.0.as_deref() == Some("Alice Smith") && seen.1.as_deref() == Some("Europe/Budapest")
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    held.release().await;
    assert_eq!(
        (seen.0.as_deref(), seen.1.as_deref()),
        (Some("Alice Smith"), Some("Europe/Budapest")),
        "the keeper never heard of the change"
    );
}
