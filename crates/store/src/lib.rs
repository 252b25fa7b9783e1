//! Persistence (sqlx): matches, seats, the append-only log, snapshots, messages, jobs. SQL lives only
//! in this module. Two backends sit behind one [`Store`]: SQLite (the embedded default) and PostgreSQL
//! (the scale path, several processes on one database). The table modules' queries are portable SQL
//! (`$1` placeholders, `ON CONFLICT`, `RETURNING`) and run on both through sqlx's `Any` driver; what
//! differs (connecting, migrations, the cross-process match lock, taking due jobs) lives in
//! [`sqlite`] and [`postgres`], next to `migrations/sqlite/` and `migrations/postgres/`.

mod backend;
pub mod bench_support;
mod changes;
mod clock;
mod copy;
mod error;
mod fit;
mod group_commit;
mod jobs;
mod lock;
mod log;
mod matches;
mod memo;
mod messages;
pub mod migrations;
mod pg_batch;
mod players;
mod postgres;
mod rates;
mod ratings;
mod spectators;
mod sqlite;
mod sticky;
mod web;

pub use backend::Backend;
pub use copy::{copy_all, Copied};
pub use error::{Damage, Result, StoreError};

pub use fit::Hours;
pub use group_commit::Together;
pub use jobs::Job;
pub use lock::MatchLock;
pub use log::{AppendExtras, LogRow};
pub use matches::{MatchRow, MatchStatus, NewMatch, SeatRow};
pub use messages::{End, MessageRow};
pub use players::Notify;
pub use postgres::PoolSizes;
pub use rates::Rate;
pub use ratings::{Rated, RatingRow, RatingUpdate};
pub use spectators::{MarkKind, MatchSettings, PhaseMark};

use sqlx::AnyPool;

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// PostgreSQL only: connections that hold a match's advisory lock for the length of a command,
    /// apart from `pool` so that lock holders never starve the queries they are waiting to run.
    locks: Option<AnyPool>,
    /// Who takes due jobs in this process (written to `jobs.taken_by`).
    owner: String,
    /// Where appends go to share a commit; `None` commits each append on its own.
    group: Option<group_commit::GroupCommit>,
    /// The rows an order reads, remembered between commands (see [`memo`] for why that is safe,
    /// and [`Store::memo_of`] for which rows on PostgreSQL).
    memo: Option<std::sync::Arc<memo::Memo>>,
    /// PostgreSQL only: the match locks this process keeps between commands.
    sticky: Option<std::sync::Arc<sticky::Sticky>>,
    /// When this process last forgot old delivery ids (unix ms), shared by its clones.
    pruned_at: std::sync::Arc<std::sync::atomic::AtomicI64>,
    /// In memory only: keeps the database alive while the pool's connection is replaced.
    anchor: Option<std::sync::Arc<sqlite::Anchor>>,
}

impl Store {
    /// Opens (creating if needed) a database and applies its backend's migrations: a
    /// `postgres://` (or `postgresql://`) URL is PostgreSQL, a file path or `sqlite:` URL is SQLite.
    pub async fn open(db: &str) -> Result<Store> {
        Self::connect(db, true).await
    }

    /// Opens a database that must already exist: the read-only tools (`verify`, `show`, `render`)
    /// must never leave an empty SQLite database behind a mistyped path.
    pub async fn open_existing(db: &str) -> Result<Store> {
        Self::connect(db, false).await
    }

    async fn connect(db: &str, create: bool) -> Result<Store> {
        sqlx::any::install_default_drivers();
        match Backend::of(db) {
            Backend::Sqlite => {
                let pool = sqlite::connect(db, create).await?;
                Self::migrated(pool, Backend::Sqlite, None).await
            }
            Backend::Postgres => {
                let (pool, locks) = postgres::connect(db).await?;
                let store = Self::migrated(pool, Backend::Postgres, Some(locks)).await?;
                if let Some(sticky) = &store.sticky {
                    sticky.listen(db).await?;
                }
                Ok(store)
            }
        }
    }

    /// A private in-memory SQLite database, for tests and benchmarks.
    pub async fn memory() -> Result<Store> {
        sqlx::any::install_default_drivers();
        let (pool, anchor) = sqlite::memory().await?;
        let mut store = Self::migrated(pool, Backend::Sqlite, None).await?;
        store.anchor = Some(std::sync::Arc::new(anchor));
        Ok(store)
    }

    async fn migrated(pool: AnyPool, backend: Backend, locks: Option<AnyPool>) -> Result<Store> {
        match backend {
            Backend::Sqlite => migrations::SQLITE.run(&pool).await?,
            Backend::Postgres => migrations::POSTGRES.run(&pool).await?,
        }
        let group = Some(group_commit::GroupCommit::start(pool.clone(), backend));
        let memo: std::sync::Arc<memo::Memo> = Default::default();
        let sticky = locks
            .as_ref()
            .map(|locks| sticky::Sticky::start(locks.clone(), memo.clone()));
        Ok(Store {
            pool,
            backend,
            locks,
            sticky,
            owner: owner_name(),
            group,
            memo: Some(memo),
            pruned_at: Default::default(),
            anchor: None,
        })
    }

    /// Group commit on (the default) or off (one transaction per append): `korona bench
    /// throughput` compares the two in one run.
    pub fn with_group_commit(mut self, on: bool) -> Store {
        self.group = on.then(|| group_commit::GroupCommit::start(self.pool.clone(), self.backend));
        self
    }

    /// The connections, for tools that read. A write through them bypasses what the store
    /// remembers: call [`forget`](Self::forget) after it.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Forgets every remembered row (after writes made straight through [`pool`](Self::pool)).
    pub fn forget(&self) {
        if let Some(memo) = &self.memo {
            memo.forget_all();
        }
    }

    /// Whether rows are remembered between commands: tests of the memo check that it is on.
    pub fn remembers(&self) -> bool {
        self.memo.is_some()
    }

    /// The memo, where it may answer for `rows` of the match. On SQLite this process is the only
    /// writer, so always. On PostgreSQL only while this process keeps the match's lock ([`sticky`]):
    /// rows written under that lock always, and rows other processes write without it (players'
    /// names) only while this process hears their announcements ([`changes`]).
    fn memo_of(&self, match_id: i64, rows: Rows) -> Option<&memo::Memo> {
        let memo = self.memo.as_deref()?;
        let Some(sticky) = &self.sticky else {
            return Some(memo);
        };
        let trusted = sticky.keeps(match_id) && (rows == Rows::Locked || sticky.hears());
        trusted.then_some(memo)
    }

    /// A per-match value from the memo, or fetched (and kept, unless a write came in between).
    async fn remembered<T: Clone>(
        &self,
        match_id: i64,
        rows: Rows,
        field: fn(&mut memo::MatchMemo) -> &mut Option<T>,
        fetch: impl std::future::Future<Output = Result<T>>,
    ) -> Result<T> {
        let Some(memo) = self.memo_of(match_id, rows) else {
            return fetch.await;
        };
        let ticket = match memo.of_match(match_id, field) {
            Ok(v) => return Ok(v),
            Err(ticket) => ticket,
        };
        let value = fetch.await?;
        memo.keep_match(match_id, ticket, |m| *field(m) = Some(value.clone()));
        Ok(value)
    }

    /// The memo, where it may answer for players' settings: they are written by whichever process
    /// serves the player, so on PostgreSQL only while this process hears the others announce their
    /// changes ([`changes`]).
    fn user_memo(&self) -> Option<&memo::Memo> {
        let hears = self.sticky.as_ref().is_none_or(|s| s.hears());
        self.memo.as_deref().filter(|_| hears)
    }

    /// A per-user value from the memo, or fetched (and kept, unless a write came in between).
    async fn remembered_user<T: Clone>(
        &self,
        user: &str,
        field: fn(&mut memo::UserMemo) -> &mut Option<T>,
        fetch: impl std::future::Future<Output = Result<T>>,
    ) -> Result<T> {
        let Some(memo) = self.user_memo() else {
            return fetch.await;
        };
        let ticket = match memo.of_user(user, field) {
            Ok(v) => return Ok(v),
            Err(ticket) => ticket,
        };
        let value = fetch.await?;
        memo.keep_user(user, ticket, |u| *field(u) = Some(value.clone()));
        Ok(value)
    }

    /// Match `match_id` was written: `change` brings its memo up to date.
    fn wrote(&self, match_id: i64, change: impl FnOnce(&mut memo::MatchMemo)) {
        if let Some(memo) = &self.memo {
            memo.wrote_match(match_id, change);
        }
    }

    /// `user`'s settings or name were written (and committed): forget them here, and on
    /// PostgreSQL tell the other processes ([`changes`]).
    async fn wrote_user(&self, user: &str) -> Result<()> {
        if let Some(memo) = &self.memo {
            changes::heard_user(memo, user);
        }
        if self.sticky.is_some() {
            changes::announce_user(&self.pool, user).await?;
        }
        Ok(())
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Closes every connection (tests that reopen a database, tools that are done).
    pub async fn close(&self) {
        if let Some(sticky) = &self.sticky {
            sticky.close().await;
        }
        if let Some(group) = &self.group {
            group.release().await;
        }
        self.pool.close().await;
        if let Some(locks) = &self.locks {
            locks.close().await;
        }
    }

    /// Whether a request with this delivery id was applied before: it wrote a log entry (which keeps
    /// its id, see [`AppendExtras::request`]) or it was recorded by [`record_delivery`]
    /// (Self::record_delivery). One statement.
    pub async fn delivered(&self, request_id: &str) -> Result<bool> {
        let seen: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM log WHERE request_id = $1) \
             + (SELECT COUNT(*) FROM handled_requests WHERE id = $1)",
        )
        .bind(request_id)
        .fetch_one(&self.pool)
        .await?;
        Ok(seen > 0)
    }

    /// Records the delivery id of a request that wrote no log entry, after it ran: redelivered, it
    /// is answered as a duplicate. (A crash between the work and this record lets a redelivery run
    /// it again: such requests are at least once, which is harmless for reads, joins and settings.)
    pub async fn record_delivery(&self, request_id: &str, now: i64) -> Result<()> {
        self.prune_deliveries(now).await?;
        sqlx::query(
            "INSERT INTO handled_requests (id, handled_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
        )
        .bind(request_id)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Forgets delivery ids older than [`HANDLED_KEPT_MS`], at most once a minute per process.
    async fn prune_deliveries(&self, now: i64) -> Result<()> {
        use std::sync::atomic::Ordering;
        let last = self.pruned_at.load(Ordering::Relaxed);
        if now - last < 60_000 && now >= last {
            return Ok(());
        }
        self.pruned_at.store(now, Ordering::Relaxed);
        sqlx::query("DELETE FROM handled_requests WHERE handled_at < $1")
            .bind(now - HANDLED_KEPT_MS)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Records a front-end request id; false if it was recorded before (a redelivery, to this
    /// process or to another on the same database). Ids older than [`HANDLED_KEPT_MS`] are forgotten.
    pub async fn first_delivery(&self, request_id: &str, now: i64) -> Result<bool> {
        // Discord redelivers within minutes; a day of ids is plenty, and the table stays small.
        sqlx::query("DELETE FROM handled_requests WHERE handled_at < $1")
            .bind(now - HANDLED_KEPT_MS)
            .execute(&self.pool)
            .await?;
        let done = sqlx::query(
            "INSERT INTO handled_requests (id, handled_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
        )
        .bind(request_id)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}

/// Which rows of a match a memo read is for (see [`Store::memo_of`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rows {
    /// Written only by a command holding the match's lock: the match row, seats, log, report
    /// position, and the jobs and spectators (the job runner, `spectate`, the deadline commands and
    /// `vacation` hold the lock; taking a due job writes only its lease, which no memo holds).
    Locked,
    /// Written without the match's lock too: the names players go by.
    Shared,
}

/// A name for this process's store, unique across the processes sharing a database.
fn owner_name() -> String {
    use rand::Rng;
    let tag: u32 = rand::thread_rng().gen();
    format!("pid{}-{tag:08x}", std::process::id())
}

/// How long a handled request id is remembered.
pub const HANDLED_KEPT_MS: i64 = 24 * 3600 * 1000;

/// What the database's own check of its files found, for `korona verify`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Integrity {
    /// The check that ran, as `verify` names it; `None` when none could run.
    pub checked: Option<String>,
    /// Why no check ran, when none did.
    pub skipped: Option<String>,
    /// The problems it named: none when the files are sound.
    pub problems: Vec<String>,
}

impl Store {
    /// The database's own check of its files, for `korona verify`: a log can replay cleanly from
    /// a database whose other pages are damaged. SQLite runs `PRAGMA integrity_check` (every page,
    /// index and free list). PostgreSQL runs the `amcheck` extension where it is installed in the
    /// database (`CREATE EXTENSION amcheck`, an operator's choice): `bt_index_check` with
    /// `heapallindexed` on every B-tree index of the bot's schema, and `verify_heapam` on every
    /// table where the extension has it (1.3, PostgreSQL 14 on); without the extension it says so
    /// and skips.
    pub async fn integrity(&self) -> Result<Integrity> {
        match self.backend {
            Backend::Sqlite => {
                let rows: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
                    .fetch_all(&self.pool)
                    .await?;
                Ok(Integrity {
                    checked: Some("SQLite's PRAGMA integrity_check".into()),
                    skipped: None,
                    problems: rows.into_iter().filter(|r| r != "ok").collect(),
                })
            }
            Backend::Postgres => postgres::amcheck(&self.pool).await,
        }
    }
}
