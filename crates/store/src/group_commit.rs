//! Group commit: appends from concurrent matches share one transaction.
//!
//! SQLite commits one transaction at a time, and each commit costs a WAL write and a round trip
//! to the connection's worker thread, so one commit per order caps a process near 2,000 orders a
//! second whatever else is fast; PostgreSQL's commit waits for the WAL's flush. Appends are queued
//! to one task, which takes every append waiting (up to [`MAX_BATCH`]), writes them in one
//! transaction, commits once, and only then answers each caller: an order is acknowledged only after
//! the commit that holds it, so a crash loses nothing that was acknowledged.
//!
//! What a batch costs is counted in round trips (to the server's backend on PostgreSQL, where each
//! is a process switch and a message parsed on both sides; to the worker thread on SQLite), and the
//! committer keeps them few (see [`commit`]): most batches (entries that are each their log row
//! alone, one multi-row INSERT) are one statement without BEGIN and COMMIT, on a connection the
//! committer keeps (see `Committer`); the others one transaction without savepoints. A write the
//! database refuses still fails alone: the transaction is rolled back and the batch written again,
//! each write in a savepoint. A stale entry is no refusal: its INSERT stores nothing (a row count,
//! not an error) and leaves the transaction as it was.
//!
//! The writes a new phase makes besides its entry (the report position, the phase mark) go through
//! the same queue: written on another connection they would wait for the committer's lock, and
//! SQLite's busy handler waits by sleeping whole milliseconds, which is what the slowest orders paid.

use super::log::{insert_entries, not_stored, write_entry, write_extras, AppendExtras, LogRow};
use super::pg_batch;
use super::spectators::{write_phase_mark, MarkKind};
use super::{Backend, Result, StoreError};
use sqlx::pool::PoolConnection;
use sqlx::{Acquire, Any, AnyConnection, AnyPool};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// Most entries in one transaction: bounds the latency of the first entry of a big batch.
const MAX_BATCH: usize = 512;
/// Turns of the scheduler the committer lets pass on PostgreSQL before it commits (see [`run`]).
/// One turn lets the orders already queued on the runtime reach the queue; an order between two
/// awaits needs more. `korona bench processes` (2026-11-29, medians of three alternating rounds,
/// after a batch of marks became one statement): 1 turn, one process 5,576-5,656 orders/s, two
/// 0.98x one; 2 turns 1.09x; 3 turns one process 5,294-5,507, two 6,028-6,165 (1.13x); 6 turns
/// one process 4,654-5,315 (1.14x).
const PG_TURNS: usize = 3;
/// Most log rows in one INSERT: 10 values each, well under SQLite's 32,766 bound variables.
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
        extras: Extras,
    },
    PhaseMark {
        match_id: i64,
        seq: i64,
        title: String,
        kind: MarkKind,
    },
}

/// [`AppendExtras`], owned until the commit.
struct Extras {
    snapshot: Option<String>,
    finished: Option<serde_json::Value>,
    jobs: Option<Vec<(String, i64)>>,
    request: Option<String>,
}

impl Extras {
    fn of(extras: AppendExtras<'_>) -> Self {
        Extras {
            snapshot: extras.snapshot.map(str::to_string),
            finished: extras.finished.cloned(),
            jobs: extras.jobs.map(<[_]>::to_vec),
            request: extras.request.map(str::to_string),
        }
    }

    fn borrowed(&self) -> AppendExtras<'_> {
        AppendExtras {
            snapshot: self.snapshot.as_deref(),
            finished: self.finished.as_ref(),
            jobs: self.jobs.as_deref(),
            request: self.request.as_deref(),
        }
    }
}

impl Write {
    fn entry(match_id: i64, row: &LogRow, extras: AppendExtras<'_>) -> Write {
        Write::Entry {
            match_id,
            row: Box::new(row.clone()),
            extras: Extras::of(extras),
        }
    }

    /// The entry's log row, as a row of a shared INSERT.
    fn log_row(&self) -> Option<(i64, &LogRow, Option<&str>)> {
        match self {
            Write::Entry {
                match_id,
                row,
                extras,
            } => Some((*match_id, &**row, extras.request.as_deref())),
            Write::PhaseMark { .. } => None,
        }
    }

    /// The phase mark's match, position, title and kind, for a mark.
    fn mark(&self) -> Option<(i64, i64, &str, MarkKind)> {
        match self {
            Write::PhaseMark {
                match_id,
                seq,
                title,
                kind,
            } => Some((*match_id, *seq, title.as_str(), *kind)),
            Write::Entry { .. } => None,
        }
    }

    /// The entry's log row, when that is all it writes.
    fn log_row_alone(&self) -> Option<(i64, &LogRow, Option<&str>)> {
        self.log_row().filter(|_| self.one_statement())
    }

    /// What an entry writes besides its log row (which holds the request), once that is stored.
    async fn run_extras(&self, conn: &mut sqlx::AnyConnection) -> Result<i64> {
        match self {
            Write::Entry {
                match_id,
                row,
                extras,
            } => {
                let extras = AppendExtras {
                    request: None,
                    ..extras.borrowed()
                };
                write_extras(conn, *match_id, row.seq, extras)
                    .await
                    .map(|()| 0)
            }
            Write::PhaseMark { .. } => Ok(0),
        }
    }

    /// One statement: on SQLite it needs no savepoint (see the module comment).
    fn one_statement(&self) -> bool {
        match self {
            Write::Entry { extras, .. } => {
                extras.snapshot.is_none() && extras.finished.is_none() && extras.jobs.is_none()
            }
            Write::PhaseMark { .. } => true,
        }
    }

    async fn run(&self, conn: &mut sqlx::AnyConnection) -> Result<i64> {
        match self {
            Write::Entry {
                match_id,
                row,
                extras,
            } => write_entry(conn, *match_id, row, extras.borrowed())
                .await
                .map(|()| 0),
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
    /// The committer's connection (see `Committer`), shared so that closing the store can hand it
    /// back: closing a pool waits for every connection taken from it.
    kept: Kept,
}

type Kept = Arc<tokio::sync::Mutex<Slot>>;

/// The committer's connection between batches, and whether the store is closing (then none is kept).
#[derive(Default)]
struct Slot {
    conn: Option<PoolConnection<Any>>,
    closing: bool,
}

impl Drop for Slot {
    fn drop(&mut self) {
        // A pooled connection hands itself back on the runtime; a store dropped after its runtime
        // (a test's last clone on a plain thread) must not touch the pool. The process or its
        // runtime is ending, and the connection's socket closes with it.
        if tokio::runtime::Handle::try_current().is_err() {
            if let Some(conn) = self.conn.take() {
                std::mem::forget(conn);
            }
        }
    }
}

impl GroupCommit {
    pub(super) fn start(pool: AnyPool, backend: Backend) -> Self {
        let (queue, rx) = mpsc::unbounded_channel();
        let kept = Kept::default();
        tokio::spawn(run(Committer::new(pool, backend, kept.clone()), rx));
        GroupCommit { queue, kept }
    }

    /// Hands the committer's connection back to the pool for good (the store is closing): a batch
    /// after this takes one for itself, if the pool still gives one, and gives it back.
    pub(super) async fn release(&self) {
        let mut slot = self.kept.lock().await;
        slot.closing = true;
        slot.conn = None;
    }

    pub(super) async fn append(
        &self,
        match_id: i64,
        row: &LogRow,
        extras: AppendExtras<'_>,
    ) -> Result<()> {
        self.commit(Write::entry(match_id, row, extras))
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

async fn run(committer: Committer, mut rx: mpsc::UnboundedReceiver<Pending>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
        if committer.backend == Backend::Postgres {
            // The writes of orders being applied on the other workers when the first one arrived
            // mostly queue up a few microseconds later: a few turns of the scheduler let them join
            // this commit ([`PG_TURNS`]). On PostgreSQL each commit is a round trip and a WAL
            // flush in the server: `korona bench processes` (2026-11-29) counted 0.26 server
            // writes an order without a turn and 0.20 with one in one process, 0.49 and 0.37 in
            // each of two. On SQLite a turn costs more than it saves: `korona bench throughput`
            // gave 9,731 and 9,821 orders/s without it, 8,609 and 9,182 with it, and `korona bench
            // processes` 8,319-8,756 against 6,335-6,746.
            for _ in 0..PG_TURNS {
                tokio::task::yield_now().await;
                while batch.len() < MAX_BATCH {
                    match rx.try_recv() {
                        Ok(pending) => batch.push(pending),
                        Err(_) => break,
                    }
                }
            }
        }
        let results = committer.commit(&batch).await;
        for (pending, result) in batch.drain(..).zip(results) {
            // The caller may have gone (its request was dropped); the entry is committed anyway.
            let _ = pending.done.send(result);
        }
    }
}

/// The connection the batches are written on.
///
/// sqlx pings a pooled connection when it is taken from the pool and again when it goes back (a
/// round trip each, to the server's backend on PostgreSQL, to SQLite's worker thread), so a batch
/// written on a connection taken for it cost three round trips where one does the work. The
/// committer keeps one connection instead, and lets it go (closing it) only after a database
/// error, when it may be broken: the next batch takes a fresh one. A pool of one connection (an
/// in-memory SQLite database) is shared with the readers, so there it is taken per batch.
struct Committer {
    pool: AnyPool,
    backend: Backend,
    kept: Kept,
    keep: bool,
}

impl Committer {
    fn new(pool: AnyPool, backend: Backend, kept: Kept) -> Self {
        let keep = pool.options().get_max_connections() > 1;
        Committer {
            pool,
            backend,
            kept,
            keep,
        }
    }

    async fn commit(&self, batch: &[Pending]) -> Vec<Result<i64>> {
        let mut slot = self.kept.lock().await;
        let mut conn = match slot.conn.take() {
            Some(conn) => conn,
            None => match self.pool.acquire().await {
                Ok(conn) => conn,
                Err(e) => return failed(batch, e.to_string()),
            },
        };
        let results = commit(&mut conn, self.backend, batch).await;
        // A database error may have come from a broken connection: start the next batch on a
        // fresh one. (A stale or duplicate entry is an answer, not a failure of the connection.)
        let broken = results
            .iter()
            .any(|r| matches!(r, Err(StoreError::Db(_) | StoreError::Committer(_))));
        if broken {
            conn.close_on_drop();
        } else if self.keep && !slot.closing {
            slot.conn = Some(conn);
        }
        results
    }
}

/// An entry's log row as a row of a shared INSERT: its match, the row, its delivery id.
type EntryRow<'a> = (i64, &'a LogRow, Option<&'a str>);

/// Every write of the batch failed with `why`.
fn failed(batch: &[Pending], why: String) -> Vec<Result<i64>> {
    batch
        .iter()
        .map(|_| Err(StoreError::Committer(why.clone())))
        .collect()
}

/// A write that was refused without writing anything (its position was taken, its request applied
/// before): an answer that leaves the transaction as it was, on both backends.
fn refused_cleanly(result: &Result<i64>) -> bool {
    matches!(
        result,
        Err(StoreError::Stale { .. } | StoreError::Duplicate { .. })
    )
}

/// Writes the batch, all of it committed together; one result per write, all errors if the commit
/// failed.
///
/// The common batches cost one round trip: a lone write that is one statement, or entries that are
/// each their log row alone, written by one multi-row INSERT, run without BEGIN and COMMIT (a
/// statement is a transaction of its own). Any other batch first runs without savepoints (BEGIN,
/// the shared INSERT, the other writes, COMMIT); only if the database refused one of its statements
/// (which on PostgreSQL spoils the whole transaction) is that transaction rolled back and the batch
/// written again one write at a time, each in a savepoint, so that the failing write fails alone.
async fn commit(conn: &mut AnyConnection, backend: Backend, batch: &[Pending]) -> Vec<Result<i64>> {
    if let [only] = batch {
        if only.write.one_statement() {
            return vec![only.write.run(conn).await];
        }
    }
    let alone_or_mark = |p: &Pending| p.write.log_row_alone().is_some() || p.write.mark().is_some();
    if backend == Backend::Postgres
        && batch.len() <= ROWS_PER_INSERT
        && batch.iter().any(|p| p.write.mark().is_some())
        && batch.iter().all(alone_or_mark)
    {
        if let Some(results) = insert_together(conn, batch).await {
            return results;
        }
        // The statement stored nothing: one by one below.
        return careful(conn, backend, batch).await;
    }
    if batch.len() <= ROWS_PER_INSERT && batch.iter().all(|p| p.write.log_row_alone().is_some()) {
        if let Some(results) = insert_alone(conn, batch).await {
            return results;
        }
        // The INSERT stored nothing (a statement is all or nothing): one by one below.
    } else {
        match optimistic(conn, batch).await {
            Ok(results) => return results,
            Err(Redo::Commit(why)) => return failed(batch, why),
            Err(Redo::OneByOne) => {}
        }
    }
    careful(conn, backend, batch).await
}

/// Why the optimistic pass gave up.
enum Redo {
    /// The database refused a statement: the transaction was rolled back, write the batch again
    /// one write at a time.
    OneByOne,
    /// BEGIN or COMMIT failed: nothing of the batch is stored.
    Commit(String),
}

/// Entries that are each their log row alone, in one multi-row INSERT outside any transaction.
/// `None` if the INSERT failed, which stored none of its rows.
async fn insert_alone(conn: &mut AnyConnection, batch: &[Pending]) -> Option<Vec<Result<i64>>> {
    let rows: Vec<(i64, &LogRow, Option<&str>)> = batch
        .iter()
        .filter_map(|p| p.write.log_row_alone())
        .collect();
    let stored = match insert_entries(conn, &rows).await {
        Ok(stored) => stored,
        Err(e) => {
            tracing::debug!(error = %e, "a shared INSERT failed; one by one");
            return None;
        }
    };
    Some(answers(conn, &rows, stored).await)
}

/// Log rows alone and phase marks in one statement, on PostgreSQL (see [`pg_batch`]). `None` if
/// the statement failed, which stored nothing.
async fn insert_together(conn: &mut AnyConnection, batch: &[Pending]) -> Option<Vec<Result<i64>>> {
    let rows: Vec<EntryRow<'_>> = batch
        .iter()
        .filter_map(|p| p.write.log_row_alone())
        .collect();
    let mut ranks: Vec<(i64, i64)> = Vec::new();
    let marks: Vec<pg_batch::Mark<'_>> = batch
        .iter()
        .filter_map(|p| p.write.mark())
        .map(|(match_id, seq, title, kind)| {
            let rank = match ranks.iter_mut().find(|(m, _)| *m == match_id) {
                Some((_, r)) => {
                    *r += 1;
                    *r
                }
                None => {
                    ranks.push((match_id, 1));
                    1
                }
            };
            pg_batch::Mark {
                match_id,
                seq,
                title,
                kind,
                rank,
            }
        })
        .collect();
    let stored = match pg_batch::insert(conn, &rows, &marks).await {
        Ok(stored) => stored,
        Err(e) => {
            tracing::debug!(error = %e, "a batch's one statement failed; one by one");
            return None;
        }
    };
    // A match's marks were numbered in rank order from its first: the mark of rank r has the
    // match's smallest new number + r - 1.
    let mut first: Vec<(i64, i64)> = Vec::new();
    for &(match_id, n) in &stored.marks {
        match first.iter_mut().find(|(m, _)| *m == match_id) {
            Some((_, least)) => *least = (*least).min(n),
            None => first.push((match_id, n)),
        }
    }
    let number = |m: &pg_batch::Mark<'_>| {
        first
            .iter()
            .find(|(id, _)| *id == m.match_id)
            .map(|(_, least)| least + m.rank - 1)
    };
    let numbers: Option<Vec<i64>> = marks.iter().map(number).collect();
    let Some(numbers) = numbers.filter(|_| stored.marks.len() == marks.len()) else {
        return Some(failed(
            batch,
            "the marks stored differ from the marks sent".into(),
        ));
    };
    let mut numbers = numbers.into_iter();
    let mut entries = answers(conn, &rows, stored.entries).await.into_iter();
    Some(
        batch
            .iter()
            .map(|p| match p.write.mark() {
                Some(_) => Ok(numbers.next().expect("every mark has its number")),
                None => entries.next().expect("every entry has its answer"),
            })
            .collect(),
    )
}

/// Each row's answer from the (match, seq) an INSERT stored: of two rows with one position, the
/// first in the statement was stored; a row not stored was stale or a duplicate.
async fn answers(
    conn: &mut AnyConnection,
    rows: &[(i64, &LogRow, Option<&str>)],
    mut stored: Vec<(i64, i64)>,
) -> Vec<Result<i64>> {
    let mut results = Vec::with_capacity(rows.len());
    for (match_id, row, request) in rows {
        let key = (*match_id, row.seq);
        results.push(match stored.iter().position(|k| *k == key) {
            Some(at) => {
                stored.swap_remove(at);
                Ok(0)
            }
            None => Err(not_stored(conn, key.0, key.1, *request).await),
        });
    }
    results
}

/// The batch in one transaction without savepoints: every entry's log row in one shared INSERT,
/// then what the stored entries write besides (a new phase's snapshot and jobs, a match's end) and
/// the phase marks. Gives up (rolling back) at the first statement the database refuses.
async fn optimistic(
    conn: &mut AnyConnection,
    batch: &[Pending],
) -> std::result::Result<Vec<Result<i64>>, Redo> {
    let mut tx = conn
        .begin()
        .await
        .map_err(|e| Redo::Commit(e.to_string()))?;
    let mut results: Vec<Option<Result<i64>>> = batch.iter().map(|_| None).collect();
    let entries: Vec<(usize, EntryRow<'_>)> = batch
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.write.log_row().map(|r| (i, r)))
        .collect();
    for chunk in entries.chunks(ROWS_PER_INSERT) {
        let rows: Vec<(i64, &LogRow, Option<&str>)> = chunk.iter().map(|(_, r)| *r).collect();
        let Ok(stored) = insert_entries(&mut tx, &rows).await else {
            return Err(rolled_back(tx).await);
        };
        for ((i, _), result) in chunk.iter().zip(answers(&mut tx, &rows, stored).await) {
            results[*i] = Some(result);
        }
    }
    if results
        .iter()
        .flatten()
        .any(|r| r.is_err() && !refused_cleanly(r))
    {
        // A failed `not_stored` read: its answer is unknown, so is the transaction's state.
        return Err(rolled_back(tx).await);
    }
    for (p, result) in batch.iter().zip(results.iter_mut()) {
        let written = match result {
            // A stored entry's log row: now what comes with it.
            Some(Ok(_)) if !p.write.one_statement() => p.write.run_extras(&mut tx).await,
            // A stored lone log row, or a stale entry, which wrote nothing.
            Some(_) => continue,
            None => p.write.run(&mut tx).await,
        };
        if written.is_err() && !refused_cleanly(&written) {
            return Err(rolled_back(tx).await);
        }
        *result = Some(written);
    }
    tx.commit().await.map_err(|e| Redo::Commit(e.to_string()))?;
    Ok(results
        .into_iter()
        .map(|r| r.expect("every write has its result"))
        .collect())
}

async fn rolled_back(tx: sqlx::Transaction<'_, Any>) -> Redo {
    match tx.rollback().await {
        Ok(()) => Redo::OneByOne,
        Err(e) => Redo::Commit(format!("rolling back a refused batch failed: {e}")),
    }
}

/// The batch in one transaction, one write at a time, each in a savepoint (a write that fails is
/// rolled back alone); a batch of one needs none, its transaction is rolled back instead. Only
/// after the database refused a statement of the batch, so the savepoints' round trips are rare.
async fn careful(
    conn: &mut AnyConnection,
    backend: Backend,
    batch: &[Pending],
) -> Vec<Result<i64>> {
    let mut tx = match conn.begin().await {
        Ok(tx) => tx,
        Err(e) => return failed(batch, e.to_string()),
    };
    let mut results = Vec::with_capacity(batch.len());
    for p in batch {
        if batch.len() == 1 || (p.write.one_statement() && backend == Backend::Sqlite) {
            // SQLite undoes a failed statement alone and leaves the transaction open.
            results.push(p.write.run(&mut tx).await);
            continue;
        }
        results.push(match tx.begin().await {
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
    if batch.len() == 1 && results.iter().any(Result::is_err) {
        if let Err(e) = tx.rollback().await {
            tracing::warn!(error = %e, "rolling back a failed write failed");
        }
        return results;
    }
    match tx.commit().await {
        Ok(()) => results,
        Err(e) => failed(batch, e.to_string()),
    }
}

/// One write of [`Store::commit_as_one_batch`].
pub enum Together<'a> {
    Entry(i64, &'a LogRow, AppendExtras<'a>),
    PhaseMark(i64, i64, &'a str, MarkKind),
}

impl super::Store {
    /// Writes `writes` as the committer writes one batch, on a connection of their own, and
    /// forgets what the store remembered: for tests of what a batch does, which cannot count on
    /// the committer finding concurrent appends waiting together.
    #[doc(hidden)]
    pub async fn commit_as_one_batch(&self, writes: Vec<Together<'_>>) -> Vec<Result<i64>> {
        let batch: Vec<Pending> = writes
            .into_iter()
            .map(|w| Pending {
                write: match w {
                    Together::Entry(match_id, row, extras) => Write::entry(match_id, row, extras),
                    Together::PhaseMark(match_id, seq, title, kind) => Write::PhaseMark {
                        match_id,
                        seq,
                        title: title.to_string(),
                        kind,
                    },
                },
                done: oneshot::channel().0,
            })
            .collect();
        let results = match self.pool.acquire().await {
            Ok(mut conn) => commit(&mut conn, self.backend, &batch).await,
            Err(e) => failed(&batch, e.to_string()),
        };
        self.forget();
        results
    }
}
