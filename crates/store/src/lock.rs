use super::{postgres, Backend, Result, Store};
use sqlx::pool::PoolConnection;
use sqlx::Any;

/// A match's lock across processes: on PostgreSQL a session advisory lock held by one connection; on
/// SQLite (one process) nothing beyond the service's in-process lock. Give it back with
/// [`release`](MatchLock::release); dropped without that (a cancelled command), its connection is
/// closed, which ends the session and so the lock.
pub struct MatchLock {
    held: Option<(PoolConnection<Any>, i64)>,
}

impl Store {
    /// Waits until no other process is changing the match, then holds it until released.
    pub async fn lock_match(&self, match_id: i64) -> Result<MatchLock> {
        let Some(locks) = self
            .locks
            .as_ref()
            .filter(|_| self.backend == Backend::Postgres)
        else {
            return Ok(MatchLock { held: None });
        };
        let mut conn = locks.acquire().await?;
        postgres::lock(&mut conn, match_id).await?;
        Ok(MatchLock {
            held: Some((conn, match_id)),
        })
    }
}

impl MatchLock {
    pub async fn release(mut self) {
        if let Some((mut conn, match_id)) = self.held.take() {
            if let Err(e) = postgres::unlock(&mut conn, match_id).await {
                tracing::warn!(match_id, error = %e, "advisory unlock failed; closing its connection");
                conn.close_on_drop();
            }
        }
    }
}

impl Drop for MatchLock {
    fn drop(&mut self) {
        if let Some((mut conn, _)) = self.held.take() {
            conn.close_on_drop();
        }
    }
}
