//! Group commit: appends from concurrent matches share one transaction.
//!
//! SQLite commits one transaction at a time, and each commit costs a WAL write and a round trip
//! to the connection's worker thread, so one commit per order caps a process near 2,000 orders a
//! second whatever else is fast. Appends are queued to one task, which takes every append waiting
//! (up to [`MAX_BATCH`]), writes each inside its own savepoint (a stale or failing entry rolls back
//! alone), commits once, and only then answers each caller: an order is acknowledged only after the
//! commit that holds it, so a crash loses nothing that was acknowledged.
//!
//! A batch of one write that is one statement runs without a transaction around it (the statement
//! is its own), which is what an order costs when orders come one at a time.
//!
//! On SQLite an entry that is the log row alone (most orders: no snapshot, no new phase, no end)
//! skips its savepoint: a failing statement there rolls back by itself and leaves the transaction
//! open, and the stale check is a row count, not an error. That is two round trips to the
//! connection's thread fewer per order, and the committer spends its time on those round trips.
//!
//! The writes a new phase makes besides its entry (the report position, the phase mark) go through
//! the same queue: written on another connection they would wait for the committer's lock, and
//! SQLite's busy handler waits by sleeping whole milliseconds, which is what the slowest orders paid.

use super::log::{insert_entries, not_stored, write_entry, AppendExtras, LogRow};
use super::spectators::{write_phase_mark, MarkKind};
use super::{Backend, Result, StoreError};
use sqlx::{Acquire, AnyPool};
use tokio::sync::{mpsc, oneshot};

/// Most entries in one transaction: bounds the latency of the first entry of a big batch.
const MAX_BATCH: usize = 512;
/// Most log rows in one INSERT: 9 values each, well under SQLite's 32,766 bound variables.
const ROWS_PER_INSERT: usize = 256;

/// One write waiting for its commit, with everything it writes owned, and who waits for it.
pub(super) struct Pending {
    write: Write,
    /// The write's answer: for a phase mark, its number.
    done: oneshot::Sender<Result<i64>>,
}

enum Write {
    Entry {
        match_id: i64,
        // Boxed: the other writes are a few words.
        row: Box<LogRow>,
        snapshot: Option<String>,
        finished: Option<serde_json::Value>,
        jobs: Option<Vec<(String, i64)>>,
        request: Option<String>,
    },
    PhaseMark {
        match_id: i64,
        seq: i64,
        title: String,
        kind: MarkKind,
    },
}

impl Write {
    /// One statement: on SQLite it needs no savepoint (see the module comment).
    fn one_statement(&self) -> bool {
        match self {
            Write::Entry {
                snapshot,
                finished,
                jobs,
                ..
            } => snapshot.is_none() && finished.is_none() && jobs.is_none(),
            Write::PhaseMark { .. } => true,
        }
    }

    async fn run(&self, conn: &mut sqlx::AnyConnection) -> Result<i64> {
        match self {
            Write::Entry {
                match_id,
                row,
                snapshot,
                finished,
                jobs,
                request,
            } => {
                let extras = AppendExtras {
                    snapshot: snapshot.as_deref(),
                    finished: finished.as_ref(),
                    jobs: jobs.as_deref(),
                    request: request.as_deref(),
                };
                write_entry(conn, *match_id, row, extras).await.map(|()| 0)
            }
            Write::PhaseMark {
                match_id,
                seq,
                title,
                kind,
            } => write_phase_mark(conn, *match_id, *seq, title, *kind).await,
        }
    }
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
        self.commit(Write::Entry {
            match_id,
            row: Box::new(row.clone()),
            snapshot: extras.snapshot.map(str::to_string),
            finished: extras.finished.cloned(),
            jobs: extras.jobs.map(<[_]>::to_vec),
            request: extras.request.map(str::to_string),
        })
        .await
        .map(|_| ())
    }

    pub(super) async fn add_phase_mark(
        &self,
        match_id: i64,
        seq: i64,
        title: &str,
        kind: MarkKind,
    ) -> Result<i64> {
        self.commit(Write::PhaseMark {
            match_id,
            seq,
            title: title.to_string(),
            kind,
        })
        .await
    }

    async fn commit(&self, write: Write) -> Result<i64> {
        let (done, answer) = oneshot::channel();
        self.queue
            .send(Pending { write, done })
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

/// Writes the batch in one transaction; one result per write, all errors if the commit failed.
async fn commit(pool: &AnyPool, backend: Backend, batch: &[Pending]) -> Vec<Result<i64>> {
    let failed = |why: String| {
        batch
            .iter()
            .map(|_| Err(StoreError::Committer(why.clone())))
            .collect()
    };
    if let [only] = batch {
        if only.write.one_statement() {
            // A lone statement is a transaction of its own: no BEGIN and COMMIT around it.
            return vec![match pool.acquire().await {
                Ok(mut conn) => only.write.run(&mut conn).await,
                Err(e) => Err(StoreError::Committer(e.to_string())),
            }];
        }
    }
    let mut tx = match pool.begin().await {
        Ok(tx) => tx,
        Err(e) => return failed(e.to_string()),
    };
    let mut results: Vec<Option<Result<i64>>> = batch.iter().map(|_| None).collect();
    // Every entry that is its log row alone goes into one multi-row INSERT: one round trip for all
    // of them instead of one each. Its RETURNING names the rows stored; an entry not among them was
    // stale. A failing INSERT stores none of its rows (SQLite undoes a failed statement alone; on
    // PostgreSQL, where a failed statement spoils the transaction, it runs in a savepoint), and its
    // entries are tried again one by one.
    let alone: Vec<(usize, i64, &LogRow, Option<&str>)> = batch
        .iter()
        .enumerate()
        .filter_map(|(i, p)| match &p.write {
            Write::Entry {
                match_id,
                row,
                request,
                ..
            } if p.write.one_statement() => Some((i, *match_id, &**row, request.as_deref())),
            _ => None,
        })
        .collect();
    for chunk in alone.chunks(ROWS_PER_INSERT) {
        let rows: Vec<(i64, &LogRow, Option<&str>)> =
            chunk.iter().map(|(_, m, r, q)| (*m, *r, *q)).collect();
        let inserted = match backend {
            Backend::Sqlite => insert_entries(&mut tx, &rows).await,
            Backend::Postgres => match tx.begin().await {
                Ok(mut savepoint) => match insert_entries(&mut savepoint, &rows).await {
                    Ok(stored) => savepoint
                        .commit()
                        .await
                        .map(|()| stored)
                        .map_err(Into::into),
                    Err(e) => Err(e),
                },
                Err(e) => Err(e.into()),
            },
        };
        match inserted {
            Ok(mut stored) => {
                for (i, match_id, row, request) in chunk {
                    let key = (*match_id, row.seq);
                    // Of two entries with one position, the first in the statement was stored.
                    results[*i] = Some(match stored.iter().position(|k| *k == key) {
                        Some(at) => {
                            stored.swap_remove(at);
                            Ok(0)
                        }
                        None => Err(not_stored(&mut tx, key.0, key.1, *request).await),
                    });
                }
            }
            // Nothing of it was stored: its entries go one by one below, so that the one that
            // failed it fails alone.
            Err(e) => tracing::debug!(error = %e, "a shared INSERT failed; one by one"),
        }
    }
    for (p, result) in batch.iter().zip(results.iter_mut()) {
        if result.is_some() {
            continue;
        }
        if batch.len() == 1 || (p.write.one_statement() && backend == Backend::Sqlite) {
            // Alone in its transaction, a failing write is undone by rolling the transaction back
            // (below); else one statement: SQLite undoes a failed statement alone (see the module
            // comment).
            *result = Some(p.write.run(&mut tx).await);
            continue;
        }
        *result = Some(match tx.begin().await {
            Ok(mut savepoint) => match p.write.run(&mut savepoint).await {
                Ok(n) => savepoint
                    .commit()
                    .await
                    .map(|()| n)
                    .map_err(StoreError::from),
                // Dropping the savepoint rolls back this write alone.
                Err(e) => Err(e),
            },
            Err(e) => Err(e.into()),
        });
    }
    let results: Vec<Result<i64>> = results
        .into_iter()
        .map(|r| r.expect("every write has its result"))
        .collect();
    if batch.len() == 1 && results.iter().any(Result::is_err) {
        if let Err(e) = tx.rollback().await {
            tracing::warn!(error = %e, "rolling back a failed write failed");
        }
        return results;
    }
    match tx.commit().await {
        Ok(()) => results,
        Err(e) => failed(e.to_string()),
    }
}
