//! The SQLite backend: one process, one file in WAL mode. Its schema is `migrations/sqlite/`; this
//! file holds the SQL that only SQLite speaks.

use super::Result;
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyConnection, AnyPool, Executor};

/// Opens a file path or `sqlite:` URL; `create` makes a missing file, otherwise it is an error.
pub(super) async fn connect(path_or_url: &str, create: bool) -> Result<AnyPool> {
    let base = if path_or_url.starts_with("sqlite:") {
        path_or_url.to_string()
    } else {
        format!("sqlite://{path_or_url}")
    };
    // An in-memory URL keeps its own meaning; a file gets its open mode.
    let url = if base.contains("mode=") || base.contains(":memory:") {
        base
    } else {
        let mode = if create { "rwc" } else { "rw" };
        let joiner = if base.contains('?') { '&' } else { '?' };
        format!("{base}{joiner}mode={mode}")
    };
    let pool = AnyPoolOptions::new()
        .max_connections(4)
        .after_connect(|conn, _| Box::pin(async move { file_pragmas(conn).await }))
        .connect(&url)
        .await?;
    Ok(pool)
}

/// WAL pages after which a commit copies the WAL into the database (SQLite's default is 1,000).
///
/// That checkpoint runs inside the commit that crosses the mark, with its syncs, and every order in
/// its group-commit batch and queued behind it waits: `korona bench throughput` showed stalls of
/// all the orders in flight together about every 65 ms, which were most of its p99 (one run each:
/// p99 5.7 ms at the default, 3.7-4.0 ms at 4,000 pages, same orders/s). Rarer checkpoints stall
/// fewer orders, and the WAL stays bounded (about 16 MB). A checkpoint in a task of its own was
/// tried: under steady writes it never caught up with the newest commit, so the WAL was never
/// restarted and grew until a commit's checkpoint stopped it anyway.
const CHECKPOINT_PAGES: u32 = 4000;

/// WAL, and NORMAL sync under WAL: a committed entry survives a crash or kill of the process (the
/// crash-safety test kills with SIGKILL); only an OS crash or power cut may roll back the newest
/// commits. FULL would add an fsync to every order's round trip. The busy timeout comes first so that
/// switching to WAL waits for another connection instead of failing.
async fn file_pragmas(conn: &mut AnyConnection) -> std::result::Result<(), sqlx::Error> {
    conn.execute("PRAGMA busy_timeout = 10000").await?;
    conn.execute("PRAGMA journal_mode = WAL").await?;
    conn.execute("PRAGMA synchronous = NORMAL").await?;
    conn.execute(format!("PRAGMA wal_autocheckpoint = {CHECKPOINT_PAGES}").as_str())
        .await?;
    conn.execute("PRAGMA foreign_keys = ON").await?;
    Ok(())
}

/// A private in-memory database, and the connection that keeps it alive.
///
/// The pool has one connection (SQLite's shared cache locks whole tables, so two would refuse each
/// other's writes). When a request is cancelled mid-query (a browser dropping an image it no longer
/// shows), sqlx may close that connection and open another; an in-memory database dies with its
/// last connection, so without the anchor the next query would meet an empty database
/// (`tests/web_browser.rs` met "no such table" that way).
pub(super) async fn memory() -> Result<(AnyPool, Anchor)> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let url = format!(
        "sqlite:file:korona-memory-{}-{n}?mode=memory&cache=shared",
        std::process::id()
    );
    let anchor = <AnyConnection as sqlx::Connection>::connect(&url).await?;
    let pool = AnyPoolOptions::new()
        .max_connections(1)
        .after_connect(|conn, _| {
            Box::pin(async move {
                conn.execute("PRAGMA foreign_keys = ON").await?;
                Ok(())
            })
        })
        .connect(&url)
        .await?;
    Ok((pool, Anchor(std::sync::Mutex::new(anchor))))
}

/// An idle connection to an in-memory database, held as long as its store lives.
pub(super) struct Anchor(#[allow(dead_code)] std::sync::Mutex<AnyConnection>);

/// How a due-job take locks its rows: SQLite has one writer at a time, so the UPDATE alone makes the
/// take atomic (see `Store::take_due_jobs`).
pub(super) const TAKE_ROWS: &str = "";

/// The next id after a copy that inserted ids by hand: SQLite's INTEGER PRIMARY KEY follows the
/// largest id by itself, so nothing is needed.
pub(super) async fn after_copy(_pool: &AnyPool) -> Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlx::Row;

    /// Every connection to a file runs in WAL with NORMAL sync and checkpoints at
    /// [`CHECKPOINT_PAGES`], not at SQLite's default of 1,000 pages.
    #[tokio::test]
    async fn file_connections_checkpoint_at_the_chosen_mark() {
        sqlx::any::install_default_drivers();
        let dir = tempfile::tempdir().expect("a temp dir");
        let path = dir.path().join("k.db");
        let pool = connect(&path.to_string_lossy(), true).await.expect("opens");
        // Two connections held at once: the second is a new one, set up the same way.
        let mut first = pool.acquire().await.expect("a connection");
        let mut second = pool.acquire().await.expect("another connection");
        for conn in [&mut first, &mut second] {
            let pages: i64 = sqlx::query("PRAGMA wal_autocheckpoint")
                .fetch_one(&mut **conn)
                .await
                .expect("reads")
                .get(0);
            assert_eq!(pages, i64::from(CHECKPOINT_PAGES));
            let mode: String = sqlx::query("PRAGMA journal_mode")
                .fetch_one(&mut **conn)
                .await
                .expect("reads")
                .get(0);
            assert_eq!(mode, "wal");
            let sync: i64 = sqlx::query("PRAGMA synchronous")
                .fetch_one(&mut **conn)
                .await
                .expect("reads")
                .get(0);
            assert_eq!(sync, 1, "NORMAL");
        }
    }

    /// The pool's only connection closing (as sqlx closes one whose query was cancelled) loses
    /// nothing: the next connection finds the same in-memory database.
    #[tokio::test]
    async fn an_in_memory_database_outlives_its_pool_connection() {
        sqlx::any::install_default_drivers();
        let (pool, _anchor) = memory().await.expect("opens");
        sqlx::query("CREATE TABLE kept (n INTEGER)")
            .execute(&pool)
            .await
            .expect("creates");
        sqlx::query("INSERT INTO kept VALUES (7)")
            .execute(&pool)
            .await
            .expect("inserts");
        let conn = pool.acquire().await.expect("the connection");
        conn.close().await.expect("closes");
        let n: i64 = sqlx::query("SELECT n FROM kept")
            .fetch_one(&pool)
            .await
            .expect("the table is still there")
            .get(0);
        assert_eq!(n, 7);
    }
}
