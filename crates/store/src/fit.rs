//! What makes deadlines fit a player's life (migration 0010): time zone, quiet hours, the daily
//! digest, and the vacation days each player has used in each match.

use super::{Result, Store};
use sqlx::Row;

/// A player's clock: where they live and when they sleep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hours {
    /// IANA zone name; `None` is UTC.
    pub tz: Option<String>,
    /// Quiet hours as minutes after local midnight, `(start, end)`; may wrap past midnight.
    pub quiet: Option<(u16, u16)>,
    pub digest: bool,
}

impl Store {
    pub async fn hours_of(&self, user: &str) -> Result<Hours> {
        self.remembered_user(user, |u| &mut u.hours, self.read_hours(user))
            .await
    }

    async fn read_hours(&self, user: &str) -> Result<Hours> {
        let row = sqlx::query(
            "SELECT tz, quiet_start, quiet_end, digest FROM user_settings WHERE user_id = $1",
        )
        .bind(user)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(Hours::default());
        };
        let start: Option<i64> = row.try_get("quiet_start")?;
        let end: Option<i64> = row.try_get("quiet_end")?;
        let digest: i64 = row.try_get("digest")?;
        Ok(Hours {
            tz: row.try_get("tz")?,
            quiet: start.zip(end).map(|(s, e)| (s as u16, e as u16)),
            digest: digest != 0,
        })
    }

    pub async fn set_tz(&self, user: &str, tz: Option<&str>) -> Result<()> {
        self.set_user_text(user, "tz", tz).await
    }

    pub async fn set_quiet(&self, user: &str, quiet: Option<(u16, u16)>) -> Result<()> {
        sqlx::query(
            "INSERT INTO user_settings (user_id, quiet_start, quiet_end) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET quiet_start = excluded.quiet_start, \
             quiet_end = excluded.quiet_end",
        )
        .bind(user)
        .bind(quiet.map(|q| q.0 as i64))
        .bind(quiet.map(|q| q.1 as i64))
        .execute(&self.pool)
        .await?;
        self.wrote_user(user).await?;
        Ok(())
    }

    /// Turns the digest on (with its first one due at `next`) or off.
    pub async fn set_digest(&self, user: &str, next: Option<i64>) -> Result<()> {
        sqlx::query(
            "INSERT INTO user_settings (user_id, digest, digest_next) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET digest = excluded.digest, \
             digest_next = excluded.digest_next",
        )
        .bind(user)
        .bind(i64::from(next.is_some()))
        .bind(next)
        .execute(&self.pool)
        .await?;
        self.wrote_user(user).await?;
        Ok(())
    }

    /// Users whose digest is due at `now`, each with the time it was due.
    pub async fn due_digests(&self, now: i64) -> Result<Vec<(String, i64)>> {
        let rows = sqlx::query(
            "SELECT user_id, digest_next FROM user_settings \
             WHERE digest = 1 AND digest_next IS NOT NULL AND digest_next <= $1 ORDER BY user_id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("user_id")?, r.try_get("digest_next")?)))
            .collect()
    }

    /// Moves a digest from `was` to `next`; false when another process already did (it sends it).
    pub async fn claim_digest(&self, user: &str, was: i64, next: i64) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE user_settings SET digest_next = $1 WHERE user_id = $2 AND digest_next = $3",
        )
        .bind(next)
        .bind(user)
        .bind(was)
        .execute(&self.pool)
        .await?;
        self.wrote_user(user).await?;
        Ok(done.rows_affected() == 1)
    }

    /// Vacation days `user` has used in match `match_id`.
    pub async fn vacation_used(&self, match_id: i64, user: &str) -> Result<i64> {
        let used: Option<i64> = sqlx::query_scalar(
            "SELECT used_days FROM vacations WHERE match_id = $1 AND user_id = $2",
        )
        .bind(match_id)
        .bind(user)
        .fetch_optional(&self.pool)
        .await?;
        Ok(used.unwrap_or(0))
    }

    /// Takes `days` of vacation in a match: its pending jobs move `days` later and the days are
    /// counted, in one transaction.
    pub async fn take_vacation(&self, match_id: i64, user: &str, days: i64) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO vacations (match_id, user_id, used_days) VALUES ($1, $2, $3) \
             ON CONFLICT (match_id, user_id) DO UPDATE SET \
             used_days = vacations.used_days + excluded.used_days",
        )
        .bind(match_id)
        .bind(user)
        .bind(days)
        .execute(&mut *tx)
        .await?;
        sqlx::query("UPDATE jobs SET due_at = due_at + $1 WHERE match_id = $2 AND done = 0")
            .bind(days * 86_400_000)
            .bind(match_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        // The match's deadlines moved.
        self.wrote(match_id, |m| m.jobs = None);
        Ok(())
    }
}
