//! The PostgreSQL backend: several processes on one database. Its schema is `migrations/postgres/`;
//! this file holds the SQL that only PostgreSQL speaks: advisory locks for the per-match lock and
//! `FOR UPDATE SKIP LOCKED` for taking due jobs.

use super::Result;
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyConnection, AnyPool};
use std::time::Duration;

/// How many bot processes share the server when `KORONA_PROCESSES` does not say.
const PROCESSES: u32 = 4;
/// A pooled connection idle this long is pinged before it is handed out (see [`connect`]).
const PING_AFTER_IDLE: Duration = Duration::from_secs(10);
/// Connections left for the tools (`korona verify`, `show`, `psql`) next to the processes.
const SPARE: u32 = 6;

/// How one process's connections are shared: the query pool (reads and the group commit) and the
/// lock pool (a connection per match mid-command that waits for a lock held elsewhere, plus the
/// one that keeps this process's locks). The listener takes one more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolSizes {
    pub queries: u32,
    pub locks: u32,
}

impl PoolSizes {
    /// Each of `processes` gets an equal share of what the server allows (`max_connections` less
    /// the superusers' reserve and [`SPARE`]): two fifths for queries (one commits for many
    /// orders), the rest for locks, within bounds that more connections would not speed up.
    pub fn for_share(max_connections: u32, reserved: u32, processes: u32) -> PoolSizes {
        let share = max_connections.saturating_sub(reserved + SPARE) / processes.max(1);
        let share = share.saturating_sub(1); // the listener
        let queries = (share * 2 / 5).clamp(2, 16);
        let locks = share.saturating_sub(queries).clamp(2, 32);
        PoolSizes { queries, locks }
    }
}

/// The processes that share the server: `KORONA_PROCESSES`, else [`PROCESSES`].
fn processes() -> u32 {
    std::env::var("KORONA_PROCESSES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .filter(|&n: &u32| n > 0)
        .unwrap_or(PROCESSES)
}

/// The pool for queries and the pool for match locks, sized from the server's connection limit and
/// the number of processes that share it.
pub(super) async fn connect(url: &str) -> Result<(AnyPool, AnyPool)> {
    let sizes = {
        let mut conn = <AnyConnection as sqlx::Connection>::connect(url).await?;
        let max: String = sqlx::query_scalar("SELECT current_setting('max_connections')")
            .fetch_one(&mut conn)
            .await?;
        let reserved: String =
            sqlx::query_scalar("SELECT current_setting('superuser_reserved_connections')")
                .fetch_one(&mut conn)
                .await?;
        let _ = sqlx::Connection::close(conn).await;
        PoolSizes::for_share(
            max.parse().unwrap_or(100),
            reserved.parse().unwrap_or(3),
            processes(),
        )
    };
    tracing::debug!(?sizes, "PostgreSQL pools");
    let pool = AnyPoolOptions::new()
        .max_connections(sizes.queries)
        .acquire_timeout(Duration::from_secs(30))
        // sqlx pings a connection (a round trip to its backend) as it leaves the pool and again as
        // it comes back; the ping on the way back already finds a broken one. So one that came back
        // whole is pinged on the way out only after sitting idle long enough for the server, or
        // something on the network, to have dropped it. (A connection dropped sooner fails its one
        // query, which reports the error and is then closed by the pool.)
        .test_before_acquire(false)
        .before_acquire(|conn, meta| {
            Box::pin(async move {
                if meta.idle_for >= PING_AFTER_IDLE {
                    sqlx::Connection::ping(conn).await?;
                }
                Ok(true)
            })
        })
        .connect(url)
        .await?;
    let locks = AnyPoolOptions::new()
        .max_connections(sizes.locks)
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

/// Asks whichever process keeps the match's lock between its commands to give it back (see
/// `sticky`).
pub(super) async fn want(conn: &mut AnyConnection, match_id: i64) -> Result<()> {
    sqlx::query("SELECT 1 FROM (SELECT pg_notify($1, $2)) AS n")
        .bind(super::sticky::CHANNEL)
        .bind(match_id.to_string())
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

/// `amcheck` on the bot's schema where the extension is installed: every problem it names (an
/// index check that fails names its index; a damaged heap tuple its table, block and item).
pub(super) async fn amcheck(pool: &AnyPool) -> Result<super::Integrity> {
    use sqlx::Row;
    let version: Option<String> =
        sqlx::query_scalar("SELECT extversion FROM pg_extension WHERE extname = 'amcheck'")
            .fetch_optional(pool)
            .await?;
    let Some(version) = version else {
        return Ok(super::Integrity {
            checked: None,
            skipped: Some(
                "the amcheck extension is not installed in this database (CREATE EXTENSION \
                 amcheck), so its index and table checks were skipped"
                    .into(),
            ),
            problems: Vec::new(),
        });
    };
    let mut problems = Vec::new();
    let indexes = sqlx::query(
        "SELECT c.relname::text AS name, c.oid::bigint AS id FROM pg_index i \
         JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam \
         WHERE a.amname = 'btree' AND c.relnamespace = current_schema()::regnamespace \
         AND i.indisvalid AND i.indisready ORDER BY c.relname",
    )
    .fetch_all(pool)
    .await?;
    for index in &indexes {
        let name: String = index.try_get("name")?;
        let id: i64 = index.try_get("id")?;
        // With `heapallindexed`, every row of the table must be found in the index.
        let checked = sqlx::query(
            "SELECT COUNT(*) FROM (SELECT bt_index_check(($1::bigint)::oid::regclass, true)) AS c",
        )
        .bind(id)
        .fetch_one(pool)
        .await;
        if let Err(e) = checked {
            problems.push(format!("index {name}: {e}"));
        }
    }
    let heap: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'verify_heapam')")
            .fetch_one(pool)
            .await?;
    let mut tables = 0;
    if heap {
        let rows = sqlx::query(
            "SELECT relname::text AS name, oid::bigint AS id FROM pg_class WHERE relkind = 'r' \
             AND relnamespace = current_schema()::regnamespace ORDER BY relname",
        )
        .fetch_all(pool)
        .await?;
        tables = rows.len();
        for table in &rows {
            let name: String = table.try_get("name")?;
            let id: i64 = table.try_get("id")?;
            let found = sqlx::query(
                "SELECT COALESCE(blkno, -1)::bigint AS block, COALESCE(offnum, -1)::bigint AS item, \
                 msg::text AS msg FROM verify_heapam(($1::bigint)::oid::regclass)",
            )
            .bind(id)
            .fetch_all(pool)
            .await;
            match found {
                Ok(rows) => {
                    for r in rows {
                        let block: i64 = r.try_get("block")?;
                        let item: i64 = r.try_get("item")?;
                        let msg: String = r.try_get("msg")?;
                        problems.push(format!("table {name}, block {block}, item {item}: {msg}"));
                    }
                }
                Err(e) => problems.push(format!("table {name}: {e}")),
            }
        }
    }
    Ok(super::Integrity {
        checked: Some(format!(
            "amcheck {version}: {} indexes, {tables} tables",
            indexes.len()
        )),
        skipped: None,
        problems,
    })
}

#[cfg(test)]
mod tests {
    use super::PoolSizes;

    /// Every process's pools and listener together stay within what the server allows, leaving the
    /// tools their spare connections, for the default server and a bigger one.
    #[test]
    fn the_processes_together_stay_within_the_server() {
        for (max, reserved) in [(100, 3), (200, 3), (500, 10)] {
            for processes in 1..=8 {
                let s = PoolSizes::for_share(max, reserved, processes);
                let each = s.queries + s.locks + 1;
                assert!(
                    each * processes + reserved + super::SPARE <= max,
                    "{processes} processes of {s:?} on a server of {max}"
                );
                assert!(s.queries >= 2 && s.locks >= 2, "{s:?}");
            }
        }
        // One process gets more than each of four.
        let one = PoolSizes::for_share(100, 3, 1);
        let four = PoolSizes::for_share(100, 3, 4);
        assert!(one.queries > four.queries && one.locks > four.locks);
    }
}
