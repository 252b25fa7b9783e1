//! What one group-commit batch does, whatever its writes (issue 31): the common batches are written
//! without savepoints (one multi-row INSERT, or one transaction), and a write the database refuses
//! still fails alone, leaving the others of its batch committed and itself nothing behind. The batches
//! are made with `Store::commit_as_one_batch`, so that they do not depend on which appends the
//! committer happens to find waiting together.

//! Each test runs on SQLite and on PostgreSQL (`on_both_backends!`).

mod support;

use korona::store::{AppendExtras, LogRow, MarkKind, Store, StoreError, Together};
use support::{new_match, TestDb};

fn row(seq: i64) -> LogRow {
    LogRow {
        seq,
        at_ms: seq * 10,
        actor: "alice".into(),
        input: serde_json::json!({"n": seq}),
        text: Some(format!("order {seq}")),
        rolls: serde_json::json!([]),
        events: serde_json::json!([]),
        state_sha256: format!("h{seq}"),
    }
}

/// Matches 1 and 2, each with its setup entry 0.
async fn two_matches(db: &TestDb) -> Store {
    let store = db.store().await;
    for channel in ["a", "b"] {
        let id = new_match(&store, channel).await;
        store
            .append(id, &row(0), AppendExtras::default())
            .await
            .unwrap();
    }
    store
}

async fn seqs(store: &Store, match_id: i64) -> Vec<i64> {
    let rows = store.log_after(match_id, -1).await.unwrap();
    rows.iter().map(|r| r.seq).collect()
}

on_both_backends! {
/// Entries that are their log row alone share one INSERT: each stored one is answered, a stale one
/// is refused as stale, and an entry of two to one position stores the first.
async fn a_batch_of_lone_log_rows_answers_each_entry(db) {
    let store = two_matches(db).await;
    let (a1, b1, stale, twice) = (row(1), row(1), row(0), row(2));
    let mut other = row(2);
    other.state_sha256 = "other".into();
    let results = store
        .commit_as_one_batch(vec![
            Together::Entry(1, &a1, AppendExtras::default()),
            Together::Entry(2, &b1, AppendExtras::default()),
            Together::Entry(1, &stale, AppendExtras::default()),
            Together::Entry(2, &twice, AppendExtras::default()),
            Together::Entry(2, &other, AppendExtras::default()),
        ])
        .await;
    assert!(results[0].is_ok() && results[1].is_ok() && results[3].is_ok(), "{results:?}");
    assert!(matches!(results[2], Err(StoreError::Stale { match_id: 1, seq: 0 })), "{results:?}");
    assert!(matches!(results[4], Err(StoreError::Stale { match_id: 2, seq: 2 })), "{results:?}");
    assert_eq!(seqs(&store, 1).await, vec![0, 1]);
    assert_eq!(seqs(&store, 2).await, vec![0, 1, 2]);
    let stored = store.log_after(2, 1).await.unwrap();
    assert_eq!(stored[0].state_sha256, "h2", "the first of the two was stored");
}
}

on_both_backends! {
/// A lone log row the database refuses (an entry of a match that does not exist) fails alone: the
/// others of its INSERT are written again one by one and committed.
async fn a_refused_lone_log_row_fails_alone(db) {
    let store = two_matches(db).await;
    let (a1, missing, b1) = (row(1), row(0), row(1));
    let results = store
        .commit_as_one_batch(vec![
            Together::Entry(1, &a1, AppendExtras::default()),
            Together::Entry(99, &missing, AppendExtras::default()),
            Together::Entry(2, &b1, AppendExtras::default()),
        ])
        .await;
    assert!(results[0].is_ok() && results[2].is_ok(), "{results:?}");
    assert!(matches!(results[1], Err(StoreError::Db(_))), "{results:?}");
    assert_eq!(seqs(&store, 1).await, vec![0, 1]);
    assert_eq!(seqs(&store, 2).await, vec![0, 1]);
    assert!(store.log_after(99, -1).await.unwrap().is_empty());
    // The committer carries on after a refusal.
    store.append(1, &row(2), AppendExtras::default()).await.unwrap();
    assert_eq!(seqs(&store, 1).await, vec![0, 1, 2]);
}
}

on_both_backends! {
/// A batch of every kind of write (a new phase's entry with its snapshot and jobs, a lone log row,
/// a phase mark, a stale new phase) commits together without savepoints: each lands whole, and the
/// stale one leaves neither its snapshot nor its jobs behind.
async fn a_mixed_batch_lands_whole_and_a_stale_entry_leaves_nothing(db) {
    let store = two_matches(db).await;
    let (phase, lone, stale) = (row(1), row(1), row(0));
    let jobs = vec![("deadline".to_string(), 500)];
    let stale_jobs = vec![("reminder".to_string(), 900)];
    let results = store
        .commit_as_one_batch(vec![
            Together::Entry(
                1,
                &phase,
                AppendExtras {
                    snapshot: Some("{\"s\":1}"),
                    jobs: Some(&jobs),
                    ..Default::default()
                },
            ),
            Together::Entry(2, &lone, AppendExtras::default()),
            Together::PhaseMark(1, 1, "Phase 1", MarkKind::Reported),
            Together::Entry(
                2,
                &stale,
                AppendExtras {
                    snapshot: Some("{\"stale\":true}"),
                    jobs: Some(&stale_jobs),
                    ..Default::default()
                },
            ),
        ])
        .await;
    assert!(results[0].is_ok() && results[1].is_ok(), "{results:?}");
    assert_eq!(results[2].as_ref().ok(), Some(&0), "the match's first phase mark is 0");
    assert!(matches!(results[3], Err(StoreError::Stale { match_id: 2, seq: 0 })), "{results:?}");
    assert_eq!(seqs(&store, 1).await, vec![0, 1]);
    assert_eq!(seqs(&store, 2).await, vec![0, 1]);
    assert_eq!(
        store.snapshot_at_or_before(1, 1).await.unwrap(),
        Some((1, serde_json::json!({"s": 1})))
    );
    assert_eq!(store.snapshot_at_or_before(2, 5).await.unwrap(), None);
    let pending = store.pending_jobs(1).await.unwrap();
    assert_eq!(pending.iter().map(|j| (j.due_at, j.at_seq)).collect::<Vec<_>>(), vec![(500, 1)]);
    assert!(store.pending_jobs(2).await.unwrap().is_empty());
    assert_eq!(store.last_phase_mark(1).await.unwrap(), Some(0));
}
}

on_both_backends! {
/// A write the database refuses in a batch that needs a transaction (a phase mark of a match that
/// does not exist) rolls that transaction back; written again one by one, the refused write fails
/// alone and every other write of the batch, a new phase's snapshot and jobs included, commits.
async fn a_refused_write_in_a_transaction_fails_alone(db) {
    let store = two_matches(db).await;
    let (phase, lone) = (row(1), row(1));
    let jobs = vec![("deadline".to_string(), 500)];
    let results = store
        .commit_as_one_batch(vec![
            Together::Entry(
                1,
                &phase,
                AppendExtras {
                    snapshot: Some("{\"s\":1}"),
                    jobs: Some(&jobs),
                    ..Default::default()
                },
            ),
            Together::PhaseMark(99, 0, "Nowhere", MarkKind::Reported),
            Together::Entry(2, &lone, AppendExtras::default()),
            Together::PhaseMark(2, 1, "Phase 1", MarkKind::Reported),
        ])
        .await;
    assert!(results[0].is_ok() && results[2].is_ok(), "{results:?}");
    assert!(matches!(results[1], Err(StoreError::Db(_))), "{results:?}");
    assert_eq!(results[3].as_ref().ok(), Some(&0), "{results:?}");
    assert_eq!(seqs(&store, 1).await, vec![0, 1]);
    assert_eq!(seqs(&store, 2).await, vec![0, 1]);
    assert_eq!(
        store.snapshot_at_or_before(1, 1).await.unwrap(),
        Some((1, serde_json::json!({"s": 1})))
    );
    assert_eq!(store.pending_jobs(1).await.unwrap().len(), 1);
    assert_eq!(store.last_phase_mark(2).await.unwrap(), Some(0));
    assert_eq!(store.last_phase_mark(99).await.unwrap(), None);
}
}

on_both_backends! {
/// Lone log rows and phase marks (one statement on PostgreSQL, see `pg_batch`): each entry is
/// answered, a stale one refused as stale, and two marks of one match in the batch are numbered
/// in batch order after the match's last mark, as two marks written one after the other are.
async fn lone_log_rows_and_marks_are_numbered_as_if_written_in_turn(db) {
    let store = two_matches(db).await;
    assert_eq!(store.add_phase_mark(1, 0, "Setup", MarkKind::Reported).await.unwrap(), 0);
    let (a1, b1, stale) = (row(1), row(1), row(0));
    let results = store
        .commit_as_one_batch(vec![
            Together::PhaseMark(1, 1, "One", MarkKind::Folded),
            Together::Entry(1, &a1, AppendExtras::default()),
            Together::PhaseMark(2, 1, "Two's first", MarkKind::Reported),
            Together::Entry(2, &stale, AppendExtras::default()),
            Together::PhaseMark(1, 1, "One again", MarkKind::Reported),
            Together::Entry(2, &b1, AppendExtras::default()),
        ])
        .await;
    assert_eq!(results[0].as_ref().ok(), Some(&1), "{results:?}");
    assert!(results[1].is_ok(), "{results:?}");
    assert_eq!(results[2].as_ref().ok(), Some(&0), "{results:?}");
    assert!(matches!(results[3], Err(StoreError::Stale { match_id: 2, seq: 0 })), "{results:?}");
    assert_eq!(results[4].as_ref().ok(), Some(&2), "{results:?}");
    assert!(results[5].is_ok(), "{results:?}");
    assert_eq!(seqs(&store, 1).await, vec![0, 1]);
    assert_eq!(seqs(&store, 2).await, vec![0, 1]);
    let marks = store.phase_marks_upto(1, 2).await.unwrap();
    let titles: Vec<(i64, i64, &str)> =
        marks.iter().map(|m| (m.n, m.seq, m.title.as_str())).collect();
    assert_eq!(titles, vec![(1, 1, "One"), (2, 1, "One again")]);
    assert_eq!(store.last_phase_mark(2).await.unwrap(), Some(0));
}
}

on_both_backends! {
/// A refused mark among lone log rows (a mark of a match that does not exist) fails alone: the
/// batch is written again one by one, and the others commit.
async fn a_refused_mark_among_lone_log_rows_fails_alone(db) {
    let store = two_matches(db).await;
    let (a1, b1) = (row(1), row(1));
    let results = store
        .commit_as_one_batch(vec![
            Together::Entry(1, &a1, AppendExtras::default()),
            Together::PhaseMark(99, 0, "Nowhere", MarkKind::Reported),
            Together::PhaseMark(2, 1, "Phase 1", MarkKind::Reported),
            Together::Entry(2, &b1, AppendExtras::default()),
        ])
        .await;
    assert!(results[0].is_ok() && results[3].is_ok(), "{results:?}");
    assert!(matches!(results[1], Err(StoreError::Db(_))), "{results:?}");
    assert_eq!(results[2].as_ref().ok(), Some(&0), "{results:?}");
    assert_eq!(seqs(&store, 1).await, vec![0, 1]);
    assert_eq!(seqs(&store, 2).await, vec![0, 1]);
    assert_eq!(store.last_phase_mark(2).await.unwrap(), Some(0));
    assert_eq!(store.last_phase_mark(99).await.unwrap(), None);
}
}
