//! Group commit on SQLite writes the log rows of a batch in one INSERT: a stale entry among them
//! must still be told it was stale, and every other entry stored.

mod support;

use korona::store::{AppendExtras, LogRow, Store, StoreError};
use support::{new_match, TestDb};

fn row(seq: i64, text: &str) -> LogRow {
    LogRow {
        seq,
        at_ms: seq,
        actor: "alice".into(),
        input: serde_json::json!({ "n": seq }),
        text: Some(text.into()),
        rolls: serde_json::json!([]),
        events: serde_json::json!([]),
        state_sha256: format!("h{seq}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_entry_in_a_shared_insert_is_refused_alone() {
    let db = TestDb::sqlite();
    let store = store_for(&db).await;
    let ids = [
        new_match(&store, "a").await,
        new_match(&store, "b").await,
        new_match(&store, "c").await,
    ];
    for id in ids {
        store
            .append(id, &row(0, "first"), AppendExtras::default())
            .await
            .unwrap();
    }
    // Sent together so that the committer takes them as one batch: seq 1 of each match, a second
    // seq 1 of match a (stale whichever way the batch is split), and a stale seq 0 of match b.
    let rows = [
        row(1, "a1"),
        row(1, "b1"),
        row(1, "c1"),
        row(1, "a1 again"),
        row(0, "b0 again"),
    ];
    let none = AppendExtras::default;
    let (a, b, c, again, old) = tokio::join!(
        store.append(ids[0], &rows[0], none()),
        store.append(ids[1], &rows[1], none()),
        store.append(ids[2], &rows[2], none()),
        store.append(ids[0], &rows[3], none()),
        store.append(ids[1], &rows[4], none()),
    );
    a.unwrap();
    b.unwrap();
    c.unwrap();
    assert!(
        matches!(again, Err(StoreError::Stale { seq: 1, .. })),
        "{again:?}"
    );
    assert!(
        matches!(old, Err(StoreError::Stale { seq: 0, .. })),
        "{old:?}"
    );
    for (id, text) in ids.iter().zip(["a1", "b1", "c1"]) {
        let texts: Vec<_> = store
            .log_after(*id, -1)
            .await
            .unwrap()
            .into_iter()
            .map(|r| r.text.unwrap())
            .collect();
        assert_eq!(texts, ["first", text], "match {id}");
    }
}

async fn store_for(db: &TestDb) -> Store {
    let store = db.store().await;
    assert!(store.remembers());
    store
}
