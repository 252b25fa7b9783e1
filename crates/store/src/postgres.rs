//! The PostgreSQL backend: several processes on one database. Its schema is `migrations/postgres/`;
//! this file holds the SQL that only PostgreSQL speaks: advisory locks for the per-match lock and
//! `FOR UPDATE SKIP LOCKED` for taking due jobs.

use super::Result;
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyConnection, AnyPool};
use std::time::Duration;

/// Connections for queries and appends. A process's PostgreSQL connections are this plus
/// [`LOCK_CONNECTIONS`]; four processes stay under the server's default of 100 connections.
const QUERY_CONNECTIONS: u32 = 8;
/// Matches that can be mid-command at once in one process (each holds one connection for its lock).
const LOCK_CONNECTIONS: u32 = 12;

/// The pool for queries and the pool for match locks.
pub(super) async fn connect(url: &str) -> Result<(AnyPool, AnyPool)> {
    let pool = AnyPoolOptions::new()
        .max_connections(QUERY_CONNECTIONS)
        .acquire_timeout(Duration::from_secs(30))
        .connect(url)
        .await?;
    let locks = AnyPoolOptions::new()
        .max_connections(LOCK_CONNECTIONS)
        .min_connections(0)
        // A command waits for a lock connection as long as it would wait for the match's lock.
        .acquire_timeout(Duration::from_secs(120))
        .connect(url)
        .await?;
    Ok((pool, locks))
}

/// Waits for the match's session advisory lock. It is held by the connection, so a process that
/// dies (its connections close) releases every lock it held.
pub(super) async fn lock(conn: &mut AnyConnection, match_id: i64) -> Result<()> {
    // pg_advisory_lock returns void, which the Any driver cannot decode: select a constant over it.
    sqlx::query("SELECT 1 FROM pg_advisory_lock($1)")
        .bind(match_id)
        .execute(conn)
        .await?;
    Ok(())
}

pub(super) async fn unlock(conn: &mut AnyConnection, match_id: i64) -> Result<()> {
    sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(match_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// How a due-job take locks its rows: rows another process is taking at this instant are skipped,
/// not waited for, so each due job goes to exactly one taker (see `Store::take_due_jobs`).
pub(super) const TAKE_ROWS: &str = " FOR UPDATE SKIP LOCKED";

/// After a copy that inserted ids by hand, moves each identity past the largest id so that the next
/// match, message or job gets a new one.
pub(super) async fn after_copy(pool: &AnyPool) -> Result<()> {
    for table in ["matches", "messages", "jobs"] {
        sqlx::query(&format!(
            "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
             COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
        ))
        .execute(pool)
        .await?;
    }
    Ok(())
}
