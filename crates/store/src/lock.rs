use super::sticky::{Sticky, Taken};
use super::{postgres, Backend, Result, Store};
use sqlx::pool::PoolConnection;
use sqlx::Any;
use std::sync::Arc;

/// A match's lock across processes: on PostgreSQL its advisory lock, either kept by this process
/// between commands (see [`sticky`](super::sticky)) or, while another process keeps it, waited for
/// on a connection of its own; on SQLite (one process) nothing beyond the service's in-process lock.
/// Give it back with [`release`](MatchLock::release); a waited-for lock dropped without that (a
/// cancelled command) closes its connection, which ends the session and so the lock.
pub struct MatchLock {
    held: Held,
}

enum Held {
    Nothing,
    Kept(Arc<Sticky>, i64),
    Waited(PoolConnection<Any>, i64),
}

impl Store {
    /// Waits until no other process is changing the match, then holds it until released.
    pub async fn lock_match(&self, match_id: i64) -> Result<MatchLock> {
        let Some(locks) = self
            .locks
            .as_ref()
            .filter(|_| self.backend == Backend::Postgres)
        else {
            return Ok(MatchLock {
                held: Held::Nothing,
            });
        };
        if let Some(sticky) = &self.sticky {
            if let Taken::Kept = sticky.take(match_id).await? {
                return Ok(MatchLock {
                    held: Held::Kept(sticky.clone(), match_id),
                });
            }
        }
        let mut conn = locks.acquire().await?;
        if self.sticky.is_some() {
            // Another process may keep it between its commands: ask for it, then wait.
            postgres::want(&mut conn, match_id).await?;
        }
        postgres::lock(&mut conn, match_id).await?;
        Ok(MatchLock {
            held: Held::Waited(conn, match_id),
        })
    }
}

impl MatchLock {
    pub async fn release(mut self) {
        match std::mem::replace(&mut self.held, Held::Nothing) {
            Held::Nothing => {}
            Held::Kept(sticky, match_id) => sticky.put_back(match_id),
            Held::Waited(mut conn, match_id) => {
                if let Err(e) = postgres::unlock(&mut conn, match_id).await {
                    tracing::warn!(match_id, error = %e, "advisory unlock failed; closing its connection");
                    conn.close_on_drop();
                }
            }
        }
    }
}

impl Drop for MatchLock {
    fn drop(&mut self) {
        match std::mem::replace(&mut self.held, Held::Nothing) {
            Held::Nothing => {}
            // A cancelled command may have left a write without its memo update: read anew.
            Held::Kept(sticky, match_id) => sticky.put_back_cancelled(match_id),
            Held::Waited(mut conn, _) => conn.close_on_drop(),
        }
    }
}
