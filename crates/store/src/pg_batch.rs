//! A batch of log rows and phase marks as one PostgreSQL statement.
//!
//! On PostgreSQL every statement is a round trip to the server's backend, and a transaction costs
//! two more (BEGIN, COMMIT). A batch of log rows alone is one multi-row INSERT, but about one order
//! in three opens a phase, whose mark (see [`super::spectators`]) joins a later batch: that batch
//! went through a transaction, BEGIN, the shared INSERT, one INSERT a mark, COMMIT. With 16 orders
//! in flight `korona bench processes` (2026-11-29) counted 7.5 writes a batch, 2.1 of them marks,
//! and 0.7-1.0 ms a batch: the committer was busy nearly all the time, one process's limit.
//!
//! PostgreSQL runs several INSERTs as one statement (data-modifying WITH queries), all or nothing
//! like any statement, so such a batch is one round trip. SQLite has no such statement; there the
//! round trips go to a thread of this process and the transaction stays.

use super::log::{bind_log_row, placeholders, LogRow, LOG_BINDS, LOG_COLUMNS};
use super::spectators::MarkKind;
use super::Result;
use sqlx::Row;

/// A phase mark of the batch: its match, the log position it shows, its title and kind, and its
/// place among the batch's marks of the same match (1 for the first).
pub(super) struct Mark<'a> {
    pub match_id: i64,
    pub seq: i64,
    pub title: &'a str,
    pub kind: MarkKind,
    pub rank: i64,
}

/// What the statement stored: the (match, seq) of each log row stored (a row whose position was
/// taken is not), and the (match, number) of each mark.
pub(super) struct Stored {
    pub entries: Vec<(i64, i64)>,
    pub marks: Vec<(i64, i64)>,
}

/// Values bound for each mark.
const MARK_BINDS: usize = 5;

/// Inserts the log rows (as `insert_entries` does) and the marks (each numbered after its match's
/// last mark, in rank order, as `write_phase_mark` does) in one statement.
pub(super) async fn insert(
    conn: &mut sqlx::AnyConnection,
    rows: &[(i64, &LogRow, Option<&str>)],
    marks: &[Mark<'_>],
) -> Result<Stored> {
    let sql = statement(rows.len(), marks.len());
    let mut query = sqlx::query(&sql);
    for &(match_id, row, request) in rows {
        query = bind_log_row(query, match_id, row, request);
    }
    for m in marks {
        query = query
            .bind(m.match_id)
            .bind(m.rank)
            .bind(m.seq)
            .bind(m.title)
            .bind(i64::from(m.kind == MarkKind::Reported));
    }
    let mut stored = Stored {
        entries: Vec::with_capacity(rows.len()),
        marks: Vec::with_capacity(marks.len()),
    };
    for r in query.fetch_all(&mut *conn).await? {
        let kind: i64 = r.try_get("kind")?;
        let at = (r.try_get("match_id")?, r.try_get("at")?);
        if kind == 0 {
            stored.entries.push(at);
        } else {
            stored.marks.push(at);
        }
    }
    Ok(stored)
}

/// The statement for `rows` log rows and `marks` marks (at least one of either).
fn statement(rows: usize, marks: usize) -> String {
    let mut with = Vec::new();
    let mut answer = Vec::new();
    if rows > 0 {
        with.push(format!(
            "e AS (INSERT INTO {LOG_COLUMNS} VALUES {} ON CONFLICT DO NOTHING \
             RETURNING match_id, seq)",
            placeholders(rows, LOG_BINDS, 0)
        ));
        answer.push("SELECT CAST(0 AS BIGINT) AS kind, match_id, seq AS at FROM e");
    }
    if marks > 0 {
        // Each statement of a WITH sees the table as it was before the statement: two marks of one
        // match in the batch are told apart by their rank.
        with.push(format!(
            "m AS (INSERT INTO phase_marks (match_id, n, seq, title, reported) \
             SELECT v.match_id, COALESCE((SELECT MAX(p.n) FROM phase_marks p \
             WHERE p.match_id = v.match_id), -1) + v.rank, v.seq, v.title, v.reported \
             FROM (VALUES {}) AS v (match_id, rank, seq, title, reported) RETURNING match_id, n)",
            placeholders(marks, MARK_BINDS, rows * LOG_BINDS)
        ));
        answer.push("SELECT CAST(1 AS BIGINT) AS kind, match_id, n AS at FROM m");
    }
    format!("WITH {} {}", with.join(", "), answer.join(" UNION ALL "))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Binds are numbered on from the log rows' to the marks', and each part is there only when
    /// the batch has some of it.
    #[test]
    fn the_statement_numbers_every_bind_once() {
        let both = statement(2, 2);
        for k in 1..=(2 * LOG_BINDS + 2 * MARK_BINDS) {
            assert!(both.contains(&format!("${k})")) || both.contains(&format!("${k},")));
        }
        assert!(!both.contains(&format!("${}", 2 * LOG_BINDS + 2 * MARK_BINDS + 1)));
        assert!(both.contains("UNION ALL"));
        let marks_only = statement(0, 1);
        assert!(marks_only.starts_with("WITH m AS"));
        assert!(marks_only.contains("VALUES ($1, $2, $3, $4, $5)"));
        assert!(!marks_only.contains("UNION"));
    }
}
