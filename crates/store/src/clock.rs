use super::{Result, Store};

impl Store {
    /// The time a manual clock on this database last reached, if one ever ran here.
    pub async fn manual_clock(&self) -> Result<Option<i64>> {
        Ok(
            sqlx::query_scalar("SELECT now_ms FROM manual_clock WHERE id = 1")
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Records where the manual clock stands now.
    pub async fn set_manual_clock(&self, now_ms: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO manual_clock (id, now_ms) VALUES (1, $1) \
             ON CONFLICT (id) DO UPDATE SET now_ms = excluded.now_ms",
        )
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
