//! What the web pages (issue 32) read and keep: every phase post of a match, every match's row, the
//! secret seat links are MACs under and each seat's link generation (migration 0012).

use super::matches::{match_rows, MATCH_COLUMNS};
use super::{MatchRow, PhaseMark, Result, Store};
use sqlx::Row;

impl Store {
    /// Every phase post of the match, oldest first.
    pub async fn phase_marks(&self, match_id: i64) -> Result<Vec<PhaseMark>> {
        let rows =
            sqlx::query("SELECT n, seq, title FROM phase_marks WHERE match_id = $1 ORDER BY n")
                .bind(match_id)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| {
                Ok(PhaseMark {
                    n: r.try_get("n")?,
                    seq: r.try_get("seq")?,
                    title: r.try_get("title")?,
                })
            })
            .collect()
    }

    /// The matches that have started (running, paused or finished), newest first, at most `limit`.
    pub async fn started_matches(&self, limit: i64) -> Result<Vec<MatchRow>> {
        let rows = sqlx::query(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches WHERE status <> 'lobby' ORDER BY id DESC LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        match_rows(&rows)
    }

    /// The deployment's secret for seat links: `fresh` is kept the first time, and whatever was kept
    /// first is returned ever after (of two processes starting at once, one secret wins).
    pub async fn web_secret(&self, fresh: &str) -> Result<String> {
        sqlx::query(
            "INSERT INTO web_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
        )
        .bind(fresh)
        .execute(&self.pool)
        .await?;
        let secret: String = sqlx::query_scalar("SELECT secret FROM web_secret WHERE id = 1")
            .fetch_one(&self.pool)
            .await?;
        Ok(secret)
    }

    /// The generation of a seat's link (0 until it is first reset).
    pub async fn link_epoch(&self, match_id: i64, seat: u8) -> Result<i64> {
        let epoch: Option<i64> =
            sqlx::query_scalar("SELECT epoch FROM web_links WHERE match_id = $1 AND seat = $2")
                .bind(match_id)
                .bind(i64::from(seat))
                .fetch_optional(&self.pool)
                .await?;
        Ok(epoch.unwrap_or(0))
    }

    /// Moves a seat's link on to its next generation; returns the new one.
    pub async fn next_link_epoch(&self, match_id: i64, seat: u8) -> Result<i64> {
        let epoch: i64 = sqlx::query_scalar(
            "INSERT INTO web_links (match_id, seat, epoch) VALUES ($1, $2, 1) \
             ON CONFLICT (match_id, seat) DO UPDATE SET epoch = web_links.epoch + 1 \
             RETURNING epoch",
        )
        .bind(match_id)
        .bind(i64::from(seat))
        .fetch_one(&self.pool)
        .await?;
        Ok(epoch)
    }
}
