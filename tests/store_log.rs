//! The store's log: append-only, one writer per sequence number, snapshot and end in one transaction.

use korona::store::{AppendExtras, LogRow, NewMatch, Store, StoreError};

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

async fn store_with_match() -> Store {
    let store = Store::memory().await.unwrap();
    let id = store
        .create_match(NewMatch {
            game: "g",
            options: &serde_json::json!({}),
            host: "h",
            guild: None,
            channel: "c",
            seed_hex: "00",
            seed_sha256: "00",
            now: 0,
        })
        .await
        .unwrap();
    assert_eq!(id, 1);
    store
}

#[tokio::test]
async fn a_second_writer_of_the_same_seq_is_refused_and_changes_nothing() {
    let store = store_with_match().await;
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

#[tokio::test]
async fn an_entry_its_snapshot_the_end_and_the_jobs_land_together() {
    let store = store_with_match().await;
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

#[tokio::test]
async fn a_new_phase_replaces_the_pending_jobs() {
    let store = store_with_match().await;
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
