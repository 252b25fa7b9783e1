//! What `korona bench` needs of a database beyond a bot's own use of it: copying matches in bulk,
//! taking back what a measurement appended, emptying SQLite's write-ahead log, and PostgreSQL's
//! admin statements for a benchmark's own database. Here, so that the store stays the only crate
//! with SQL in it.

use super::{Result, Store};
use sqlx::Connection;

impl Store {
    /// Fills matches `ids` with copies (rows, seats, log, snapshots) of two template matches: ids up
    /// to `split` copy `early`, the others `late`. One transaction; each copy gets its own channel.
    pub async fn copy_matches(
        &self,
        ids: std::ops::RangeInclusive<i64>,
        split: i64,
        (early, late): (i64, i64),
    ) -> Result<()> {
        let (first, last) = (ids.start(), ids.end());
        let template = format!("CASE WHEN n.i <= {split} THEN {early} ELSE {late} END");
        let numbers = format!(
            "WITH RECURSIVE n(i) AS (SELECT {first} UNION ALL SELECT i + 1 FROM n WHERE i < {last})"
        );
        let copies = [
            format!(
                "{numbers} INSERT INTO matches (id, game, options, host, guild, channel, seed, \
                 seed_sha256, status, phase_secs, created_at, started_at, paused_at, paused_ms, \
                 outcome) \
                 SELECT n.i, t.game, t.options, t.host, t.guild, 'bench-' || n.i, t.seed, \
                 t.seed_sha256, t.status, t.phase_secs, t.created_at, t.started_at, t.paused_at, \
                 t.paused_ms, t.outcome FROM n JOIN matches t ON t.id = {template}"
            ),
            format!(
                "{numbers} INSERT INTO seats (match_id, seat, user_id, bot_level, since_seq) \
                 SELECT n.i, s.seat, s.user_id, s.bot_level, s.since_seq \
                 FROM n JOIN seats s ON s.match_id = {template}"
            ),
            format!(
                "{numbers} INSERT INTO log (match_id, seq, at_ms, actor, input, text, rolls, events, \
                 state_sha256) \
                 SELECT n.i, l.seq, l.at_ms, l.actor, l.input, l.text, l.rolls, l.events, \
                 l.state_sha256 FROM n JOIN log l ON l.match_id = {template}"
            ),
            format!(
                "{numbers} INSERT INTO snapshots (match_id, seq, state) \
                 SELECT n.i, s.seq, s.state FROM n JOIN snapshots s ON s.match_id = {template}"
            ),
        ];
        let mut tx = self.pool().begin().await?;
        for sql in &copies {
            sqlx::query(sql).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        self.forget();
        Ok(())
    }

    /// Deletes the log entries, snapshots and jobs after entry `seq` of the matches up to
    /// `last_match`: what a measurement appended, so that the next run finds the same matches.
    pub async fn take_back_after(&self, seq: i64, last_match: i64) -> Result<()> {
        for table in ["log", "snapshots", "phase_marks"] {
            sqlx::query(&format!(
                "DELETE FROM {table} WHERE seq > $1 AND match_id <= $2"
            ))
            .bind(seq)
            .bind(last_match)
            .execute(self.pool())
            .await?;
        }
        sqlx::query("DELETE FROM jobs WHERE at_seq > $1 AND match_id <= $2")
            .bind(seq)
            .bind(last_match)
            .execute(self.pool())
            .await?;
        self.forget();
        Ok(())
    }

    /// The jobs taken and not finished by the process whose owner name starts with `owner_prefix`
    /// (`pid<id>-`): what `korona bench failover` waits for before it kills that process.
    pub async fn jobs_held_by(&self, owner_prefix: &str) -> Result<Vec<super::Job>> {
        let rows = sqlx::query(
            "SELECT id, match_id, kind, due_at, at_seq FROM jobs WHERE done = 0 AND taken_by LIKE $1 \
             ORDER BY due_at, id",
        )
        .bind(format!("{owner_prefix}%"))
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(super::jobs::job).collect()
    }

    /// SQLite: moves the write-ahead log into the database file and empties it. A fresh process
    /// opening a database with gigabytes of WAL would spend seconds indexing it, which is not what a
    /// long-running deployment's restart pays.
    pub async fn checkpoint(&self) -> Result<()> {
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(self.pool())
            .await?;
        Ok(())
    }
}

/// Runs one statement on the PostgreSQL server of `url` (a benchmark creates and drops its own
/// database with it).
pub async fn postgres_admin(url: &str, statement: &str) -> Result<()> {
    let mut conn = sqlx::PgConnection::connect(url).await?;
    sqlx::query(statement).execute(&mut conn).await?;
    conn.close().await?;
    Ok(())
}

/// `look` applied to the process id of the server's backend serving a connection to `url`, while
/// that connection is open: on the same machine, the backend's parent is the server's postmaster,
/// whose process tree `korona bench processes` reads CPU from. (Read after the connection closed,
/// the backend had sometimes exited already, and the server's CPU went unmeasured.)
pub async fn with_postgres_backend_pid<T>(url: &str, look: impl FnOnce(u32) -> T) -> Result<T> {
    let mut conn = sqlx::PgConnection::connect(url).await?;
    let pid: i32 = sqlx::query_scalar("SELECT pg_backend_pid()")
        .fetch_one(&mut conn)
        .await?;
    let seen = look(pid.unsigned_abs());
    conn.close().await?;
    Ok(seen)
}
