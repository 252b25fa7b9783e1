//! Cooldowns and rate limits kept in the database (issue 30, item 15), so that every process of a
//! deployment counts the same uses and a restart forgets none.

use super::{Backend, Result, Store};

/// One limit: at most `max` uses of `kind` per user within `window_ms`.
#[derive(Clone, Copy, Debug)]
pub struct Rate {
    pub kind: &'static str,
    pub max: i64,
    pub window_ms: i64,
}

impl Store {
    /// Counts a use of `rate.kind` by `user` at `now` if the limit allows it: `None`. Otherwise
    /// nothing is counted and the answer is how many milliseconds until the oldest use in the window
    /// falls out of it. One transaction; on PostgreSQL two processes counting the same user and kind
    /// at once take turns (a transaction-scoped advisory lock), so neither passes the limit.
    pub async fn take_rate(&self, user: &str, rate: Rate, now: i64) -> Result<Option<i64>> {
        let mut tx = self.pool.begin().await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT 1 FROM pg_advisory_xact_lock(hashtextextended($1, 0))")
                .bind(format!("rate:{}:{user}", rate.kind))
                .execute(&mut *tx)
                .await?;
        }
        // Forgetting old uses first also makes SQLite's transaction a writer at once, so two
        // counts never interleave there either.
        sqlx::query("DELETE FROM rate_uses WHERE user_id = $1 AND kind = $2 AND at <= $3")
            .bind(user)
            .bind(rate.kind)
            .bind(now - rate.window_ms)
            .execute(&mut *tx)
            .await?;
        let (used, oldest): (i64, Option<i64>) = sqlx::query_as(
            "SELECT COUNT(*), MIN(at) FROM rate_uses WHERE user_id = $1 AND kind = $2",
        )
        .bind(user)
        .bind(rate.kind)
        .fetch_one(&mut *tx)
        .await?;
        if used >= rate.max {
            let oldest = oldest.unwrap_or(now);
            return Ok(Some((rate.window_ms - (now - oldest)).max(1)));
        }
        sqlx::query("INSERT INTO rate_uses (user_id, kind, at) VALUES ($1, $2, $3)")
            .bind(user)
            .bind(rate.kind)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(None)
    }
}
