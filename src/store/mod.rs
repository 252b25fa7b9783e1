//! Persistence (sqlx): matches, seats, the append-only log, snapshots, messages, jobs. SQL lives only
//! in this module. Two backends sit behind one [`Store`]: SQLite (the embedded default) and PostgreSQL
//! (the scale path, several processes on one database). The table modules' queries are portable SQL
//! (`$1` placeholders, `ON CONFLICT`, `RETURNING`) and run on both through sqlx's `Any` driver; what
//! differs (connecting, migrations, the cross-process match lock, taking due jobs) lives in
//! [`sqlite`] and [`postgres`], next to `migrations/sqlite/` and `migrations/postgres/`.

mod backend;
mod clock;
mod copy;
mod error;
mod fit;
mod group_commit;
mod jobs;
mod lock;
mod log;
mod matches;
mod messages;
mod players;
mod postgres;
mod ratings;
mod spectators;
mod sqlite;

pub use backend::Backend;
pub use copy::{copy_all, Copied};
pub use error::{Result, StoreError};
pub use fit::Hours;
pub use jobs::Job;
pub use lock::MatchLock;
pub use log::{AppendExtras, LogRow};
pub use matches::{MatchRow, MatchStatus, NewMatch, SeatRow};
pub use messages::{End, MessageRow};
pub use players::Notify;
pub use ratings::{Rated, RatingRow, RatingUpdate};
pub use spectators::{MatchSettings, PhaseMark};

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
                Self::migrated(pool, Backend::Postgres, Some(locks)).await
            }
        }
    }

    /// A private in-memory SQLite database, for tests and benchmarks.
    pub async fn memory() -> Result<Store> {
        sqlx::any::install_default_drivers();
        let pool = sqlite::memory().await?;
        Self::migrated(pool, Backend::Sqlite, None).await
    }

    async fn migrated(pool: AnyPool, backend: Backend, locks: Option<AnyPool>) -> Result<Store> {
        match backend {
            Backend::Sqlite => sqlite::MIGRATOR.run(&pool).await?,
            Backend::Postgres => postgres::MIGRATOR.run(&pool).await?,
        }
        let group = Some(group_commit::GroupCommit::start(pool.clone(), backend));
        Ok(Store {
            pool,
            backend,
            locks,
            owner: owner_name(),
            group,
        })
    }

    /// Group commit on (the default) or off (one transaction per append): `korona bench
    /// throughput` compares the two in one run.
    pub fn with_group_commit(mut self, on: bool) -> Store {
        self.group = on.then(|| group_commit::GroupCommit::start(self.pool.clone(), self.backend));
        self
    }

    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Closes every connection (tests that reopen a database, tools that are done).
    pub async fn close(&self) {
        self.pool.close().await;
        if let Some(locks) = &self.locks {
            locks.close().await;
        }
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

/// A name for this process's store, unique across the processes sharing a database.
fn owner_name() -> String {
    use rand::Rng;
    let tag: u32 = rand::thread_rng().gen();
    format!("pid{}-{tag:08x}", std::process::id())
}

/// How long a handled request id is remembered.
pub const HANDLED_KEPT_MS: i64 = 24 * 3600 * 1000;
