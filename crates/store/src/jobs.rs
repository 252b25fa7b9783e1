use super::{postgres, sqlite, Backend, Result, Rows, Store};
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

/// Most jobs one process takes in one poll: the rest stay for the other processes, or the next poll.
const TAKEN_AT_ONCE: i64 = 64;

impl Store {
    pub async fn schedule(
        &self,
        match_id: i64,
        kind: &str,
        due_at: i64,
        at_seq: i64,
    ) -> Result<()> {
        sqlx::query("INSERT INTO jobs (match_id, kind, due_at, at_seq) VALUES ($1, $2, $3, $4)")
            .bind(match_id)
            .bind(kind)
            .bind(due_at)
            .bind(at_seq)
            .execute(&self.pool)
            .await?;
        self.wrote(match_id, |m| m.jobs = None);
        Ok(())
    }

    /// Cancels a match's pending jobs (the phase moved on, the match was paused or ended).
    pub async fn cancel_jobs(&self, match_id: i64) -> Result<()> {
        sqlx::query("UPDATE jobs SET done = 1 WHERE match_id = $1 AND done = 0")
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        self.wrote(match_id, |m| m.jobs = Some(Vec::new()));
        Ok(())
    }

    /// Every job due at `now` that nobody has taken (or whose taker's lease ran out), without taking
    /// it: for tools and tests. Runners use [`take_due_jobs`](Self::take_due_jobs).
    pub async fn due_jobs(&self, now: i64) -> Result<Vec<Job>> {
        let rows = sqlx::query(
            "SELECT id, match_id, kind, due_at, at_seq FROM jobs WHERE done = 0 AND due_at <= $1 \
             AND (lease_until IS NULL OR lease_until <= $1) ORDER BY due_at, id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(job).collect()
    }

    /// Takes the jobs due at `now` for this process until `now + lease_ms`, oldest first. Of several
    /// processes polling at once each job goes to one; a job whose taker died before finishing it is
    /// taken again once the lease has run out.
    pub async fn take_due_jobs(&self, now: i64, lease_ms: i64) -> Result<Vec<Job>> {
        // The one difference between the backends: PostgreSQL's takers skip the rows another
        // process is taking at this instant; SQLite has one writer, so the UPDATE alone is atomic.
        let lock = match self.backend {
            Backend::Sqlite => sqlite::TAKE_ROWS,
            Backend::Postgres => postgres::TAKE_ROWS,
        };
        let rows = sqlx::query(&format!(
            "UPDATE jobs SET taken_by = $1, lease_until = $3 WHERE id IN \
             (SELECT id FROM jobs WHERE done = 0 AND due_at <= $2 \
              AND (lease_until IS NULL OR lease_until <= $2) ORDER BY due_at, id LIMIT $4{lock}) \
             RETURNING id, match_id, kind, due_at, at_seq"
        ))
        .bind(&self.owner)
        .bind(now)
        .bind(now + lease_ms)
        .bind(TAKEN_AT_ONCE)
        .fetch_all(&self.pool)
        .await?;
        let mut jobs = rows.iter().map(job).collect::<Result<Vec<_>>>()?;
        jobs.sort_by_key(|j| (j.due_at, j.id));
        Ok(jobs)
    }

    pub async fn pending_jobs(&self, match_id: i64) -> Result<Vec<Job>> {
        self.remembered(
            match_id,
            Rows::Locked,
            |m| &mut m.jobs,
            self.read_pending_jobs(match_id),
        )
        .await
    }

    async fn read_pending_jobs(&self, match_id: i64) -> Result<Vec<Job>> {
        let rows = sqlx::query(
            "SELECT id, match_id, kind, due_at, at_seq FROM jobs WHERE done = 0 AND match_id = $1 \
             ORDER BY due_at, id",
        )
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(job).collect()
    }

    /// Whether a job is still to be run (not done, not cancelled).
    pub async fn job_pending(&self, id: i64) -> Result<bool> {
        let done: Option<i64> = sqlx::query_scalar("SELECT done FROM jobs WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(done == Some(0))
    }

    pub async fn finish_job(&self, id: i64) -> Result<()> {
        sqlx::query("UPDATE jobs SET done = 1 WHERE id = $1")
            .bind(id)
            .execute(&self.pool)
            .await?;
        // The job's match is not at hand; finishing a job is rare next to reading them.
        if let Some(memo) = &self.memo {
            memo.wrote_every_match(|m| m.jobs = None);
        }
        Ok(())
    }
}

pub(super) fn job(r: &sqlx::any::AnyRow) -> Result<Job> {
    Ok(Job {
        id: r.try_get("id")?,
        match_id: r.try_get("match_id")?,
        kind: r.try_get("kind")?,
        due_at: r.try_get("due_at")?,
        at_seq: r.try_get("at_seq")?,
    })
}
