//! The store's log: append-only, one writer per sequence number, snapshot and end in one transaction.

//! Each test runs on SQLite and on PostgreSQL (`on_both_backends!`).

mod support;

use korona::store::{AppendExtras, LogRow, MarkKind, Store, StoreError};
use support::{new_match, TestDb};

fn row(seq: i64) -> LogRow {
    LogRow {
        seq,
        at_ms: seq * 10,
        actor: "alice".into(),
        input: serde_json::json!({"n": seq}),
        text: Some("x".into()),
        rolls: serde_json::json!([]),
        events: serde_json::json!([]),
        state_sha256: format!("h{seq}"),
    }
}

async fn store_with_match(db: &TestDb) -> Store {
    let store = db.store().await;
    assert_eq!(new_match(&store, "c").await, 1);
    store
}

on_both_backends! {
async fn a_second_writer_of_the_same_seq_is_refused_and_changes_nothing(db) {
    let store = store_with_match(db).await;
    store
        .append(1, &row(0), AppendExtras::default())
        .await
        .unwrap();
    let mut stale = row(0);
    stale.state_sha256 = "other".into();
    let snapshot = "{\"stale\":true}";
    let err = store
        .append(
            1,
            &stale,
            AppendExtras {
                snapshot: Some(snapshot),
                ..Default::default()
            },
        )
        .await
        .unwrap_err();
    assert!(matches!(
        err,
        StoreError::Stale {
            match_id: 1,
            seq: 0
        }
    ));
    let rows = store.log_after(1, -1).await.unwrap();
    assert_eq!(rows, vec![row(0)]);
    // The refused entry's snapshot was rolled back with it.
    assert_eq!(store.snapshot_at_or_before(1, 10).await.unwrap(), None);
}
}

on_both_backends! {
async fn an_entry_its_snapshot_the_end_and_the_jobs_land_together(db) {
    let store = store_with_match(db).await;
    store.schedule(1, "deadline", 100, 0).await.unwrap();
    let outcome = serde_json::json!({"Draw": {"reason": "r"}});
    let jobs = vec![("reminder".to_string(), 50)];
    store
        .append(
            1,
            &row(0),
            AppendExtras {
                snapshot: Some("{\"s\":1}"),
                finished: Some(&outcome),
                jobs: Some(&jobs),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(
        store.snapshot_at_or_before(1, 0).await.unwrap(),
        Some((0, serde_json::json!({"s": 1})))
    );
    let m = store.get_match(1).await.unwrap().unwrap();
    assert_eq!(m.outcome, Some(outcome));
    let pending = store.pending_jobs(1).await.unwrap();
    assert!(
        pending.is_empty(),
        "a finished match keeps no jobs: {pending:?}"
    );
}
}

on_both_backends! {
async fn a_new_phase_replaces_the_pending_jobs(db) {
    let store = store_with_match(db).await;
    store.schedule(1, "deadline", 100, 0).await.unwrap();
    let jobs = vec![("deadline".to_string(), 500)];
    store
        .append(
            1,
            &row(0),
            AppendExtras {
                jobs: Some(&jobs),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    let pending = store.pending_jobs(1).await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!((pending[0].due_at, pending[0].at_seq), (500, 0));
    assert!(store.first_delivery("req-1", 0).await.unwrap());
    assert!(!store.first_delivery("req-1", 1).await.unwrap());
}
}

on_both_backends! {
/// Issue 30, item 14: a request's delivery id is kept in its entry's own transaction. Delivered
/// again it is a duplicate exactly when that entry committed: an entry that was refused (stale)
/// leaves the id free, so the redelivery is applied; a second entry with the id is refused as a
/// duplicate, in the same match or another, alone or in a group commit.
async fn a_delivery_id_is_taken_only_by_the_entry_that_committed(db) {
    let store = store_with_match(db).await;
    assert_eq!(new_match(&store, "d").await, 2);
    store.append(1, &row(0), AppendExtras::default()).await.unwrap();
    assert!(!store.delivered("d-1").await.unwrap());
    let with = |request| AppendExtras {
        request: Some(request),
        ..Default::default()
    };
    // Stale: position 0 is taken. The id stays free.
    let err = store.append(1, &row(0), with("d-1")).await.unwrap_err();
    assert!(matches!(err, StoreError::Stale { .. }), "{err:?}");
    assert!(!store.delivered("d-1").await.unwrap());
    // Applied: now it is delivered.
    store.append(1, &row(1), with("d-1")).await.unwrap();
    assert!(store.delivered("d-1").await.unwrap());
    // The same delivery again, at a free position of either match: a duplicate, nothing stored.
    for (m, seq) in [(1, 2), (2, 0)] {
        let err = store.append(m, &row(seq), with("d-1")).await.unwrap_err();
        assert!(
            matches!(&err, StoreError::Duplicate { request_id } if request_id == "d-1"),
            "{err:?}"
        );
        assert_eq!(store.last_seq(m).await.unwrap(), [Some(1), None][m as usize - 1]);
    }
    // One commit per append too (group commit off) refuses the duplicate the same way.
    let alone = store.clone().with_group_commit(false);
    let err = alone.append(2, &row(0), with("d-1")).await.unwrap_err();
    assert!(matches!(err, StoreError::Duplicate { .. }), "{err:?}");
    // A request that wrote no entry is recorded after it ran.
    assert!(!store.delivered("d-2").await.unwrap());
    store.record_delivery("d-2", 0).await.unwrap();
    assert!(store.delivered("d-2").await.unwrap());
}
}

on_both_backends! {
/// Two stores on one database stand for two processes: a due job goes to one of them, and a job
/// whose taker died (never finished it) is taken over once its lease has run out.
async fn a_due_job_is_taken_once_and_taken_over_after_its_lease(db) {
    let url = db.url().await;
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    new_match(&a, "c").await;
    for due in [100, 200, 300] {
        a.schedule(1, "deadline", due, 0).await.unwrap();
    }
    let (by_a, by_b) = tokio::join!(a.take_due_jobs(250, 1_000), b.take_due_jobs(250, 1_000));
    let (by_a, by_b) = (by_a.unwrap(), by_b.unwrap());
    let mut ids: Vec<i64> = by_a.iter().chain(&by_b).map(|j| j.id).collect();
    ids.sort();
    assert_eq!(ids, vec![1, 2], "each due job to exactly one taker: {by_a:?} {by_b:?}");
    // Within the lease nobody takes them again, even though neither is finished.
    assert!(b.take_due_jobs(900, 1_000).await.unwrap().iter().all(|j| j.id == 3));
    // The taker of jobs 1 and 2 died: after the lease (250 + 1,000) they are due again.
    a.finish_job(3).await.unwrap();
    let again: Vec<i64> = b.take_due_jobs(1_251, 1_000).await.unwrap().iter().map(|j| j.id).collect();
    assert_eq!(again, vec![1, 2]);
    b.finish_job(1).await.unwrap();
    assert!(!a.job_pending(1).await.unwrap());
    assert!(a.job_pending(2).await.unwrap());
}
}

on_both_backends! {
/// The match lock is held across stores (processes) on PostgreSQL; on SQLite, one process, the
/// service's own lock does it and the store's lock is free.
async fn a_match_is_held_by_one_store_at_a_time(db) {
    let url = db.url().await;
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    let held = a.lock_match(7).await.unwrap();
    let waiting = tokio::spawn(async move {
        let lock = b.lock_match(7).await.unwrap();
        lock.release().await;
    });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    if db.backend() == "postgres" {
        assert!(!waiting.is_finished(), "another process's lock must wait");
    }
    // Another match is not held up.
    a.lock_match(8).await.unwrap().release().await;
    held.release().await;
    tokio::time::timeout(std::time::Duration::from_secs(10), waiting)
        .await
        .expect("the lock passes on once released")
        .unwrap();
}
}

on_both_backends! {
/// A request delivered twice, to the same or to another process, is applied once.
async fn a_redelivered_request_is_recognised_by_every_process(db) {
    let url = db.url().await;
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    let (first, second) = tokio::join!(a.first_delivery("i-1", 10), b.first_delivery("i-1", 10));
    assert!(first.unwrap() ^ second.unwrap(), "exactly one process applies it");
    assert!(!a.first_delivery("i-1", 20).await.unwrap());
}
}

on_both_backends! {
async fn in_a_shared_commit_a_failing_entry_fails_alone(db) {
    let store = store_with_match(db).await;
    store.append(1, &row(0), AppendExtras::default()).await.unwrap();
    // Sent together, so that the committer takes them as one batch: a stale entry, an entry of a
    // match that does not exist (a foreign-key failure), and two good ones around them.
    let (good, stale, missing, after) = (row(1), row(0), row(0), row(2));
    let (good, stale, missing) = tokio::join!(
        store.append(1, &good, AppendExtras::default()),
        store.append(1, &stale, AppendExtras::default()),
        store.append(99, &missing, AppendExtras::default()),
    );
    let after = store.append(1, &after, AppendExtras::default()).await;
    good.unwrap();
    after.unwrap();
    assert!(matches!(stale, Err(StoreError::Stale { match_id: 1, seq: 0 })), "{stale:?}");
    assert!(missing.is_err(), "an entry of no match was stored");
    let seqs: Vec<i64> = store.log_after(1, -1).await.unwrap().iter().map(|r| r.seq).collect();
    assert_eq!(seqs, vec![0, 1, 2]);
    assert!(store.log_after(99, -1).await.unwrap().is_empty());
}
}

on_both_backends! {
async fn the_texts_since_the_report_are_the_actors_own(db) {
    let store = store_with_match(db).await;
    let mut bob = row(1);
    bob.actor = "bob".into();
    let mut silent = row(3);
    silent.text = None;
    for (i, r) in [row(0), bob, row(2), silent, row(4)].into_iter().enumerate() {
        let mut r = r;
        if r.actor == "alice" && r.text.is_some() {
            r.text = Some(format!("order {i}"));
        }
        store.append(1, &r, AppendExtras::default()).await.unwrap();
    }
    assert_eq!(
        store.texts_since_report(1, "alice").await.unwrap(),
        vec!["order 0", "order 2", "order 4"]
    );
    store
        .add_phase_mark(1, 2, "phase", MarkKind::Reported)
        .await
        .unwrap();
    assert_eq!(store.texts_since_report(1, "alice").await.unwrap(), vec!["order 4"]);
    assert!(store.texts_since_report(1, "bob").await.unwrap().is_empty());
}
}

on_both_backends! {
async fn only_a_reported_phase_mark_moves_the_report_position(db) {
    let store = store_with_match(db).await;
    for seq in 0..6 {
        store.append(1, &row(seq), AppendExtras::default()).await.unwrap();
    }
    assert_eq!(store.reported_seq(1).await.unwrap(), -1);
    // Bot steps folded into a later post are marked, and their events are still to be told.
    store.add_phase_mark(1, 1, "folded", MarkKind::Folded).await.unwrap();
    assert_eq!(store.reported_seq(1).await.unwrap(), -1);
    assert_eq!(store.log_since_report(1).await.unwrap().len(), 6);
    let n = store.add_phase_mark(1, 3, "told", MarkKind::Reported).await.unwrap();
    assert_eq!(n, 1, "marks are numbered in order, folded or not");
    assert_eq!(store.reported_seq(1).await.unwrap(), 3);
    let since: Vec<i64> = store.log_since_report(1).await.unwrap().iter().map(|r| r.seq).collect();
    assert_eq!(since, vec![4, 5]);
    // A later folded mark leaves the position where the last report put it.
    store.add_phase_mark(1, 5, "folded", MarkKind::Folded).await.unwrap();
    assert_eq!(store.reported_seq(1).await.unwrap(), 3);
}
}

on_both_backends! {
async fn a_report_position_kept_before_marks_carried_it_still_counts(db) {
    let url = db.url().await;
    let store = Store::open(&url).await.unwrap();
    assert_eq!(new_match(&store, "c").await, 1);
    for seq in 0..4 {
        store.append(1, &row(seq), AppendExtras::default()).await.unwrap();
    }
    // A match in progress when the upgrade came: its position is in the old table only.
    sqlx::query("INSERT INTO phase_reports (match_id, reported_seq) VALUES (1, 2)")
        .execute(store.pool())
        .await
        .unwrap();
    // Another process (or a restart) reads it from the database.
    let fresh = Store::open(&url).await.unwrap();
    assert_eq!(fresh.reported_seq(1).await.unwrap(), 2);
    let since: Vec<i64> = fresh.log_since_report(1).await.unwrap().iter().map(|r| r.seq).collect();
    assert_eq!(since, vec![3], "nothing told twice");
    fresh.add_phase_mark(1, 3, "told", MarkKind::Reported).await.unwrap();
    assert_eq!(fresh.reported_seq(1).await.unwrap(), 3);
    assert!(fresh.texts_since_report(1, "alice").await.unwrap().is_empty());
}
}
