use super::{Result, Store};
use sqlx::Row;

/// A scheduled deadline or reminder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    pub id: i64,
    pub match_id: i64,
    pub kind: String,
    pub due_at: i64,
    /// The log position when the job was scheduled: if the match moved on, the job is stale.
    pub at_seq: i64,
}

impl Store {
    pub async fn schedule(
        &self,
        match_id: i64,
        kind: &str,
        due_at: i64,
        at_seq: i64,
    ) -> Result<()> {
        sqlx::query("INSERT INTO jobs (match_id, kind, due_at, at_seq) VALUES (?, ?, ?, ?)")
            .bind(match_id)
            .bind(kind)
            .bind(due_at)
            .bind(at_seq)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Cancels a match's pending jobs (the phase moved on, the match was paused or ended).
    pub async fn cancel_jobs(&self, match_id: i64) -> Result<()> {
        sqlx::query("UPDATE jobs SET done = 1 WHERE match_id = ? AND done = 0")
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn due_jobs(&self, now: i64) -> Result<Vec<Job>> {
        let rows = sqlx::query(
            "SELECT id, match_id, kind, due_at, at_seq FROM jobs WHERE done = 0 AND due_at <= ? \
             ORDER BY due_at, id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(job).collect()
    }

    pub async fn pending_jobs(&self, match_id: i64) -> Result<Vec<Job>> {
        let rows = sqlx::query(
            "SELECT id, match_id, kind, due_at, at_seq FROM jobs WHERE done = 0 AND match_id = ? \
             ORDER BY due_at, id",
        )
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(job).collect()
    }

    pub async fn finish_job(&self, id: i64) -> Result<()> {
        sqlx::query("UPDATE jobs SET done = 1 WHERE id = ?")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

fn job(r: &sqlx::sqlite::SqliteRow) -> Result<Job> {
    Ok(Job {
        id: r.try_get("id")?,
        match_id: r.try_get("match_id")?,
        kind: r.try_get("kind")?,
        due_at: r.try_get("due_at")?,
        at_seq: r.try_get("at_seq")?,
    })
}
