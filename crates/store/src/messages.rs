use super::{Result, Store};
use sqlx::Row;

/// A diplomacy message relayed between two people through their seats; both ends can list their
/// conversation. It belongs to the people, not to the seat numbers, which a lobby renumbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageRow {
    pub id: i64,
    pub from_seat: u8,
    pub to_seat: u8,
    pub from_user: String,
    pub to_user: String,
    pub text: String,
    pub sent_at: i64,
}

/// One end of a message: the seat it went through and the person who held it.
#[derive(Clone, Copy, Debug)]
pub struct End<'a> {
    pub seat: u8,
    pub user: &'a str,
}

impl Store {
    pub async fn add_message(
        &self,
        match_id: i64,
        from: End<'_>,
        to: End<'_>,
        text: &str,
        now: i64,
    ) -> Result<i64> {
        Ok(sqlx::query_scalar(
            "INSERT INTO messages (match_id, from_seat, to_seat, from_user, to_user, text, sent_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(match_id)
        .bind(from.seat as i64)
        .bind(to.seat as i64)
        .bind(from.user)
        .bind(to.user)
        .bind(text)
        .bind(now)
        .fetch_one(&self.pool)
        .await?)
    }

    /// Every message of a match, oldest first: the diplomacy log released when it ends.
    pub async fn match_messages(&self, match_id: i64) -> Result<Vec<MessageRow>> {
        let rows = sqlx::query(
            "SELECT id, from_seat, to_seat, from_user, to_user, text, sent_at FROM messages \
             WHERE match_id = $1 ORDER BY id",
        )
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?;
        message_rows(match_id, &rows)
    }

    /// Messages between two people in one match, in both directions, oldest first.
    pub async fn conversation(&self, match_id: i64, a: &str, b: &str) -> Result<Vec<MessageRow>> {
        let rows = sqlx::query(
            "SELECT id, from_seat, to_seat, from_user, to_user, text, sent_at FROM messages \
             WHERE match_id = $1 AND ((from_user = $2 AND to_user = $3) OR (from_user = $4 AND to_user = $5)) \
             ORDER BY id",
        )
        .bind(match_id)
        .bind(a)
        .bind(b)
        .bind(b)
        .bind(a)
        .fetch_all(&self.pool)
        .await?;
        message_rows(match_id, &rows)
    }
}

fn message_rows(match_id: i64, rows: &[sqlx::any::AnyRow]) -> Result<Vec<MessageRow>> {
    rows.iter()
        .map(|r| {
            Ok(MessageRow {
                id: r.try_get("id")?,
                from_seat: super::matches::seat_number(match_id, r.try_get("from_seat")?, 256)?,
                to_seat: super::matches::seat_number(match_id, r.try_get("to_seat")?, 256)?,
                from_user: r.try_get("from_user")?,
                to_user: r.try_get("to_user")?,
                text: r.try_get("text")?,
                sent_at: r.try_get("sent_at")?,
            })
        })
        .collect()
}
