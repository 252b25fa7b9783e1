//! SQLite (sqlx) persistence: matches, seats, the append-only log, snapshots, messages, jobs.
//! SQL lives only in this module. Queries stay portable SQL so that PostgreSQL can follow; only the
//! connection set-up below is SQLite-specific.

mod clock;
mod error;
mod group_commit;
mod jobs;
mod log;
mod matches;
mod messages;
mod players;

pub use error::{Result, StoreError};
pub use jobs::Job;
pub use log::{AppendExtras, LogRow};
pub use matches::{MatchRow, MatchStatus, NewMatch, SeatRow};
pub use messages::{End, MessageRow};
pub use players::Notify;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;
use std::str::FromStr;
use std::time::Duration;

#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
    /// Where appends go to share a commit; `None` commits each append on its own.
    group: Option<group_commit::GroupCommit>,
}

impl Store {
    /// Opens (creating if needed) a database file or `sqlite:` URL and applies the migrations.
    pub async fn open(path_or_url: &str) -> Result<Store> {
        Self::connect(path_or_url, true).await
    }

    /// Opens a database that must already exist: the read-only tools (`verify`, `show`, `render`)
    /// must never leave an empty database behind a mistyped path.
    pub async fn open_existing(path_or_url: &str) -> Result<Store> {
        Self::connect(path_or_url, false).await
    }

    async fn connect(path_or_url: &str, create: bool) -> Result<Store> {
        let url = if path_or_url.starts_with("sqlite:") {
            path_or_url.to_string()
        } else {
            format!("sqlite://{path_or_url}")
        };
        let options = SqliteConnectOptions::from_str(&url)?
            .create_if_missing(create)
            .journal_mode(SqliteJournalMode::Wal)
            // NORMAL under WAL: a committed entry survives a crash or kill of the process (the
            // crash-safety test kills with SIGKILL); only an OS crash or power cut may roll back the
            // newest commits. FULL would add an fsync to every order's round trip.
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        Self::migrated(pool).await
    }

    /// A private in-memory database, for tests and benchmarks.
    pub async fn memory() -> Result<Store> {
        let options = SqliteConnectOptions::from_str("sqlite::memory:")?.foreign_keys(true);
        // One connection: every connection to :memory: would be a database of its own.
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options)
            .await?;
        Self::migrated(pool).await
    }

    async fn migrated(pool: SqlitePool) -> Result<Store> {
        sqlx::migrate!("./migrations").run(&pool).await?;
        let group = Some(group_commit::GroupCommit::start(pool.clone()));
        Ok(Store { pool, group })
    }

    /// Group commit on (the default) or off (one transaction per append): `korona bench
    /// throughput` compares the two in one run.
    pub fn with_group_commit(mut self, on: bool) -> Store {
        self.group = on.then(|| group_commit::GroupCommit::start(self.pool.clone()));
        self
    }

    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Records a front-end request id; false if it was recorded before (a redelivery). Ids older
    /// than [`HANDLED_KEPT_MS`] are forgotten.
    pub async fn first_delivery(&self, request_id: &str, now: i64) -> Result<bool> {
        // Discord redelivers within minutes; a day of ids is plenty, and the table stays small.
        sqlx::query("DELETE FROM handled_requests WHERE handled_at < ?")
            .bind(now - HANDLED_KEPT_MS)
            .execute(&self.pool)
            .await?;
        let done = sqlx::query(
            "INSERT INTO handled_requests (id, handled_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING",
        )
        .bind(request_id)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}

/// How long a handled request id is remembered.
pub const HANDLED_KEPT_MS: i64 = 24 * 3600 * 1000;
