//! Match locks a PostgreSQL process keeps between commands.
//!
//! A command on a match holds the match's advisory lock, so that no other process changes it
//! meanwhile. Taking and giving back that lock for every command is two statements, and reading
//! the match's rows anew under it (another process may have written them since) is several more: on
//! SQLite an order costs about two statements, on PostgreSQL it cost fourteen. Discord sends a
//! guild's commands to one shard, so a match is nearly always served by one process: that process
//! keeps the lock after a command, on one connection of its own that holds every kept lock.
//!
//! While a process keeps a match's lock nobody else writes the rows written only under that lock
//! (the match row, its seats, its log and report position, its jobs and spectators), so the process
//! may remember them as
//! it does on SQLite (see [`memo`](super::memo)); the memo is trusted for a match only while it is
//! kept here, and what it held is forgotten when the lock is taken anew.
//!
//! A kept lock is given back when another process wants it, when nobody used it for [`IDLE`], or
//! when more than [`MOST_KEPT`] are kept; never while a command of this process holds it. A process
//! that finds a match kept elsewhere says so on the [`CHANNEL`] (`pg_notify`) before it waits, and
//! the keeper gives the lock back within a [`TICK`] of its command's end; a notification lost (the
//! listening connection was being replaced) is caught by looking at `pg_locks` for waiters every
//! [`LOOK`]. No statement runs for this while nothing is wanted. A process that dies closes its
//! connections, which gives back every lock it kept.

use super::changes;
use super::memo::Memo;
use super::Result;
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyPool};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How often kept locks are checked for wanted or idle ones (no statement unless one is).
const TICK: Duration = Duration::from_millis(10);
/// How often `pg_locks` is read for waiters whose notification was lost.
const LOOK: Duration = Duration::from_secs(1);
/// The channel on which a process asks the keeper of a match's lock to give it back.
pub(super) const CHANNEL: &str = "korona_match_wanted";
/// A kept lock nobody used for this long is given back. Long: the players of a match order minutes
/// apart, and a match given back is read anew at its next order; a process that wants it asks.
const IDLE: Duration = Duration::from_secs(300);
/// Most locks kept at once; past it the longest idle are given back.
const MOST_KEPT: usize = 4096;

#[derive(Clone, Copy)]
struct Kept {
    /// Commands of this process holding the match now.
    holders: u32,
    last_used: Instant,
    /// Another process asked for it.
    wanted: bool,
}

pub(super) struct Sticky {
    pool: AnyPool,
    /// The connection whose session holds every kept lock (`None` before first use or after it
    /// failed: a failed connection has lost its locks with its session).
    conn: tokio::sync::Mutex<Option<PoolConnection<Any>>>,
    kept: Mutex<HashMap<i64, Kept>>,
    memo: Arc<Memo>,
    /// The task listening on [`CHANNEL`], stopped when the store closes (its connection with it).
    listening: Mutex<Option<tokio::task::AbortHandle>>,
    /// The listener is connected: nothing announced since it connected was missed.
    hearing: AtomicBool,
}

impl Drop for Sticky {
    fn drop(&mut self) {
        // A pooled connection hands itself back on the runtime; a store dropped after its runtime
        // (a test's last clone on a plain thread) must not touch the pool. The process, or its
        // runtime, is ending: the server ends the session, and its locks, when the socket closes.
        if tokio::runtime::Handle::try_current().is_err() {
            if let Some(conn) = self.conn.get_mut().take() {
                std::mem::forget(conn);
            }
        }
    }
}

/// Whether a command got the match from the kept locks.
pub(super) enum Taken {
    /// Kept by this process: the memo is trusted for the match.
    Kept,
    /// Another process holds or kept it: the caller waits for it the usual way.
    Elsewhere,
}

impl Sticky {
    pub(super) fn start(pool: AnyPool, memo: Arc<Memo>) -> Arc<Sticky> {
        let sticky = Arc::new(Sticky {
            pool,
            conn: tokio::sync::Mutex::new(None),
            kept: Mutex::new(HashMap::new()),
            memo,
            listening: Mutex::new(None),
            hearing: AtomicBool::new(false),
        });
        let weak = Arc::downgrade(&sticky);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(TICK);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut looked = Instant::now();
            loop {
                tick.tick().await;
                let Some(sticky) = weak.upgrade() else { return };
                let look = looked.elapsed() >= LOOK;
                if look {
                    looked = Instant::now();
                }
                if let Err(e) = sticky.give_back_unwanted(look).await {
                    tracing::warn!(error = %e, "giving back kept match locks failed");
                }
            }
        });
        sticky
    }

    fn kept(&self) -> std::sync::MutexGuard<'_, HashMap<i64, Kept>> {
        self.kept.lock().unwrap()
    }

    /// Whether this process keeps the match's lock: its remembered rows are current.
    pub(super) fn keeps(&self, match_id: i64) -> bool {
        self.kept().contains_key(&match_id)
    }

    /// Holds the match for a command if this process keeps its lock or can take it at once
    /// (`pg_try_advisory_lock`, which never waits).
    pub(super) async fn take(&self, match_id: i64) -> Result<Taken> {
        if let Some(k) = self.kept().get_mut(&match_id) {
            k.holders += 1;
            k.last_used = Instant::now();
            return Ok(Taken::Kept);
        }
        let mut conn = self.conn.lock().await;
        // Given back and taken again while this waited for the connection: kept again.
        if let Some(k) = self.kept().get_mut(&match_id) {
            k.holders += 1;
            return Ok(Taken::Kept);
        }
        if conn.is_none() {
            *conn = Some(self.pool.acquire().await?);
        }
        let got: std::result::Result<bool, sqlx::Error> =
            sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
                .bind(match_id)
                .fetch_one(&mut **conn.as_mut().expect("just set"))
                .await;
        match got {
            Ok(true) => {
                // Others may have written the match since this process last kept it.
                self.memo.wrote_match(match_id, |m| m.clear());
                self.kept().insert(
                    match_id,
                    Kept {
                        holders: 1,
                        last_used: Instant::now(),
                        wanted: false,
                    },
                );
                Ok(Taken::Kept)
            }
            Ok(false) => Ok(Taken::Elsewhere),
            Err(e) => {
                self.lost(&mut conn);
                Err(e.into())
            }
        }
    }

    /// Listens for other processes that want a lock this process keeps (see [`CHANNEL`]) and for
    /// rows they changed without a match's lock ([`changes`]).
    pub(super) async fn listen(self: &Arc<Self>, url: &str) -> Result<()> {
        let listener = Self::listener(url).await?;
        self.hearing.store(true, Ordering::SeqCst);
        let weak = Arc::downgrade(self);
        let url = url.to_string();
        let task = tokio::spawn(async move {
            let mut listener = Some(listener);
            loop {
                let got = match listener.as_mut() {
                    Some(l) => l.try_recv().await,
                    None => Ok(None),
                };
                let Some(sticky) = weak.upgrade() else { return };
                match got {
                    Ok(Some(note)) => sticky.heard(note.channel(), note.payload()),
                    // The connection was lost, and with it whatever was sent meanwhile: stop
                    // trusting what changes announce until a new connection listens, then forget
                    // what was remembered (lost waiters are caught by the look at pg_locks).
                    Ok(None) | Err(_) => {
                        sticky.hearing.store(false, Ordering::SeqCst);
                        drop(sticky);
                        listener = None;
                        tokio::time::sleep(TICK).await;
                        match Self::listener(&url).await {
                            Ok(l) => {
                                let Some(sticky) = weak.upgrade() else { return };
                                sticky.memo.forget_all();
                                sticky.hearing.store(true, Ordering::SeqCst);
                                listener = Some(l);
                            }
                            Err(e) => {
                                tracing::warn!(error = %e, "listening for other processes failed");
                                tokio::time::sleep(LOOK).await;
                            }
                        }
                    }
                }
            }
        });
        *self.listening.lock().unwrap() = Some(task.abort_handle());
        Ok(())
    }

    async fn listener(url: &str) -> Result<sqlx::postgres::PgListener> {
        let mut listener = sqlx::postgres::PgListener::connect(url).await?;
        listener.listen_all([CHANNEL, changes::CHANNEL]).await?;
        Ok(listener)
    }

    fn heard(&self, channel: &str, payload: &str) {
        if channel == changes::CHANNEL {
            changes::heard_user(&self.memo, payload);
        } else if let Ok(id) = payload.parse::<i64>() {
            if let Some(k) = self.kept().get_mut(&id) {
                k.wanted = true;
            }
        }
    }

    /// Whether this process hears what other processes announce ([`changes`]): only then may it
    /// trust what it remembers of rows they write without a match's lock.
    pub(super) fn hears(&self) -> bool {
        self.hearing.load(Ordering::SeqCst)
    }

    /// A command holding a kept match ended.
    pub(super) fn put_back(&self, match_id: i64) {
        if let Some(k) = self.kept().get_mut(&match_id) {
            k.holders = k.holders.saturating_sub(1);
            k.last_used = Instant::now();
        }
    }

    /// Gives back every kept lock by closing their connection (the store is closing: its pool waits
    /// for this connection to come back).
    pub(super) async fn close(&self) {
        if let Some(task) = self.listening.lock().unwrap().take() {
            task.abort();
        }
        self.hearing.store(false, Ordering::SeqCst);
        let mut conn = self.conn.lock().await;
        self.lost(&mut conn);
    }

    /// A command holding a kept match was cancelled: what it wrote may be missing from the memo.
    pub(super) fn put_back_cancelled(&self, match_id: i64) {
        self.put_back(match_id);
        self.memo.wrote_match(match_id, |m| m.clear());
    }

    /// The holder connection failed: its session, and every lock it kept, may be gone.
    fn lost(&self, conn: &mut Option<PoolConnection<Any>>) {
        if let Some(mut c) = conn.take() {
            c.close_on_drop();
        }
        let gone: Vec<i64> = self.kept().drain().map(|(id, _)| id).collect();
        for id in gone {
            self.memo.wrote_match(id, |m| m.clear());
        }
    }

    /// Gives back the kept locks another process waits for, those idle too long, and the oldest
    /// past [`MOST_KEPT`]; none that a command of this process holds.
    async fn give_back_unwanted(&self, look: bool) -> Result<()> {
        let now = Instant::now();
        let due =
            |k: &Kept| k.holders == 0 && (k.wanted || now.duration_since(k.last_used) >= IDLE);
        {
            let kept = self.kept();
            if kept.is_empty() || !(look || kept.len() > MOST_KEPT || kept.values().any(due)) {
                return Ok(());
            }
        }
        let mut conn = self.conn.lock().await;
        let Some(c) = conn.as_mut() else {
            return Ok(());
        };
        let waited: Vec<i64> = if look {
            // A bigint advisory key shows in pg_locks as its high half (classid) and low half (objid).
            let waited = sqlx::query_scalar(
                "SELECT ((classid::bigint << 32) | objid::bigint) FROM pg_locks \
                 WHERE locktype = 'advisory' AND NOT granted AND objsubid = 1 \
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
            )
            .fetch_all(&mut **c)
            .await;
            match waited {
                Ok(w) => w,
                Err(e) => {
                    self.lost(&mut conn);
                    return Err(e.into());
                }
            }
        } else {
            Vec::new()
        };
        let give_back: Vec<i64> = {
            let mut kept = self.kept();
            let mut idle: Vec<(Instant, i64, bool)> = kept
                .iter()
                .filter(|(_, k)| k.holders == 0)
                .map(|(id, k)| (k.last_used, *id, due(k)))
                .collect();
            idle.sort();
            let over = kept.len().saturating_sub(MOST_KEPT);
            let chosen: Vec<i64> = idle
                .iter()
                .enumerate()
                .filter(|(i, (_, id, due))| *i < over || *due || waited.contains(id))
                .map(|(_, (_, id, _))| *id)
                .collect();
            for id in &chosen {
                kept.remove(id);
            }
            chosen
        };
        if give_back.is_empty() {
            return Ok(());
        }
        for id in &give_back {
            self.memo.wrote_match(*id, |m| m.clear());
        }
        // Integers only, so they can be written into the statement: one round trip for them all.
        let keys: Vec<String> = give_back
            .iter()
            .map(|id| format!("({id}::bigint)"))
            .collect();
        let sql = format!(
            "SELECT pg_advisory_unlock(k) FROM (VALUES {}) AS v(k)",
            keys.join(", ")
        );
        let c = conn.as_mut().expect("checked above");
        if let Err(e) = sqlx::query(&sql).fetch_all(&mut **c).await {
            self.lost(&mut conn);
            return Err(e.into());
        }
        Ok(())
    }
}
