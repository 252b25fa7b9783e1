use super::{Result, Store};
use sqlx::Row;

/// A diplomacy message relayed between two seats; both ends can list their conversation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageRow {
    pub id: i64,
    pub from_seat: u8,
    pub to_seat: u8,
    pub text: String,
    pub sent_at: i64,
}

impl Store {
    pub async fn add_message(
        &self,
        match_id: i64,
        from: u8,
        to: u8,
        text: &str,
        now: i64,
    ) -> Result<i64> {
        Ok(sqlx::query_scalar(
            "INSERT INTO messages (match_id, from_seat, to_seat, text, sent_at) \
             VALUES (?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(match_id)
        .bind(from as i64)
        .bind(to as i64)
        .bind(text)
        .bind(now)
        .fetch_one(&self.pool)
        .await?)
    }

    /// Messages between two seats, in both directions, oldest first.
    pub async fn conversation(&self, match_id: i64, a: u8, b: u8) -> Result<Vec<MessageRow>> {
        let rows = sqlx::query(
            "SELECT id, from_seat, to_seat, text, sent_at FROM messages WHERE match_id = ? AND \
             ((from_seat = ? AND to_seat = ?) OR (from_seat = ? AND to_seat = ?)) ORDER BY id",
        )
        .bind(match_id)
        .bind(a as i64)
        .bind(b as i64)
        .bind(b as i64)
        .bind(a as i64)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(MessageRow {
                    id: r.try_get("id")?,
                    from_seat: r.try_get::<i64, _>("from_seat")? as u8,
                    to_seat: r.try_get::<i64, _>("to_seat")? as u8,
                    text: r.try_get("text")?,
                    sent_at: r.try_get("sent_at")?,
                })
            })
            .collect()
    }
}
