//! Group commit: appends from concurrent matches share one transaction.
//!
//! SQLite commits one transaction at a time, and each commit costs a WAL write and a round trip
//! to the connection's worker thread, so one commit per order caps a process near 2,000 orders a
//! second whatever else is fast. Appends are queued to one task, which takes every append waiting
//! (up to [`MAX_BATCH`]), writes each inside its own savepoint (a stale or failing entry rolls back
//! alone), commits once, and only then answers each caller: an order is acknowledged only after the
//! commit that holds it, so a crash loses nothing that was acknowledged.
//!
//! On SQLite an entry that is the log row alone (most orders: no snapshot, no new phase, no end)
//! skips its savepoint: a failing statement there rolls back by itself and leaves the transaction
//! open, and the stale check is a row count, not an error. That is two round trips to the
//! connection's thread fewer per order, and the committer spends its time on those round trips.

use super::log::{write_entry, AppendExtras, LogRow};
use super::{Backend, Result, StoreError};
use sqlx::{Acquire, AnyPool};
use tokio::sync::{mpsc, oneshot};

/// Most entries in one transaction: bounds the latency of the first entry of a big batch.
const MAX_BATCH: usize = 512;

/// One append waiting for its commit, with everything it writes owned.
pub(super) struct Pending {
    match_id: i64,
    row: LogRow,
    snapshot: Option<String>,
    finished: Option<serde_json::Value>,
    jobs: Option<Vec<(String, i64)>>,
    done: oneshot::Sender<Result<()>>,
}

/// The sending side; the committing task ends when the last store clone drops it.
#[derive(Clone)]
pub(super) struct GroupCommit {
    queue: mpsc::UnboundedSender<Pending>,
}

impl GroupCommit {
    pub(super) fn start(pool: AnyPool, backend: Backend) -> Self {
        let (queue, rx) = mpsc::unbounded_channel();
        tokio::spawn(run(pool, backend, rx));
        GroupCommit { queue }
    }

    pub(super) async fn append(
        &self,
        match_id: i64,
        row: &LogRow,
        extras: AppendExtras<'_>,
    ) -> Result<()> {
        let (done, answer) = oneshot::channel();
        let pending = Pending {
            match_id,
            row: row.clone(),
            snapshot: extras.snapshot.map(str::to_string),
            finished: extras.finished.cloned(),
            jobs: extras.jobs.map(<[_]>::to_vec),
            done,
        };
        self.queue
            .send(pending)
            .map_err(|_| StoreError::Committer("the committing task has stopped".into()))?;
        answer
            .await
            .map_err(|_| StoreError::Committer("the commit was abandoned".into()))?
    }
}

async fn run(pool: AnyPool, backend: Backend, mut rx: mpsc::UnboundedReceiver<Pending>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let results = commit(&pool, backend, &batch).await;
        for (pending, result) in batch.drain(..).zip(results) {
            // The caller may have gone (its request was dropped); the entry is committed anyway.
            let _ = pending.done.send(result);
        }
    }
}

/// Writes the batch in one transaction; one result per entry, all errors if the commit failed.
async fn commit(pool: &AnyPool, backend: Backend, batch: &[Pending]) -> Vec<Result<()>> {
    let failed = |why: String| {
        batch
            .iter()
            .map(|_| Err(StoreError::Committer(why.clone())))
            .collect()
    };
    let mut tx = match pool.begin().await {
        Ok(tx) => tx,
        Err(e) => return failed(e.to_string()),
    };
    let mut results = Vec::with_capacity(batch.len());
    for p in batch {
        let extras = AppendExtras {
            snapshot: p.snapshot.as_deref(),
            finished: p.finished.as_ref(),
            jobs: p.jobs.as_deref(),
        };
        let alone = p.snapshot.is_none() && p.finished.is_none() && p.jobs.is_none();
        if alone && backend == Backend::Sqlite {
            // One statement: SQLite undoes a failed statement alone (see the module comment).
            results.push(write_entry(&mut tx, p.match_id, &p.row, extras).await);
            continue;
        }
        let result = match tx.begin().await {
            Ok(mut savepoint) => {
                match write_entry(&mut savepoint, p.match_id, &p.row, extras).await {
                    Ok(()) => savepoint.commit().await.map_err(StoreError::from),
                    // Dropping the savepoint rolls back this entry alone.
                    Err(e) => Err(e),
                }
            }
            Err(e) => Err(e.into()),
        };
        results.push(result);
    }
    match tx.commit().await {
        Ok(()) => results,
        Err(e) => failed(e.to_string()),
    }
}
