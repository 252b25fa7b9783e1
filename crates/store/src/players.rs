//! What the bot keeps per player across matches (the notification setting), the matches a player is
//! in, and how far each match's public report has got.

use super::matches::{match_rows, seat_number, MATCH_COLUMNS};
use super::{MatchRow, Result, Rows, SeatRow, Store};
use sqlx::Row;

/// Which direct messages a player wants: every phase of their matches, only the phases that wait
/// for them (the default), or none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Notify {
    All,
    #[default]
    Turn,
    Off,
}

impl Notify {
    pub const NAMES: [&'static str; 3] = ["all", "turn", "off"];

    pub fn as_str(self) -> &'static str {
        match self {
            Notify::All => "all",
            Notify::Turn => "turn",
            Notify::Off => "off",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "all" => Some(Notify::All),
            "turn" => Some(Notify::Turn),
            "off" => Some(Notify::Off),
            _ => None,
        }
    }
}

impl Store {
    pub async fn notify_of(&self, user: &str) -> Result<Notify> {
        self.remembered_user(user, |u| &mut u.notify, async {
            let text: Option<String> =
                sqlx::query_scalar("SELECT notify FROM user_settings WHERE user_id = $1")
                    .bind(user)
                    .fetch_optional(&self.pool)
                    .await?;
            Ok(text.as_deref().and_then(Notify::parse).unwrap_or_default())
        })
        .await
    }

    /// The settings of several users at once (a phase that begins tells every seated player): from
    /// the memo where it answers, the rest in one query.
    pub async fn notify_of_users(
        &self,
        users: &[&str],
    ) -> Result<std::collections::HashMap<String, Notify>> {
        let mut found = std::collections::HashMap::new();
        let mut missing = Vec::new();
        for user in users {
            match self
                .user_memo()
                .map(|memo| memo.of_user(user, |u| &mut u.notify))
            {
                Some(Ok(notify)) => {
                    found.insert(user.to_string(), notify);
                }
                ticket => missing.push((*user, ticket.and_then(|t| t.err()))),
            }
        }
        if let [(user, _)] = missing[..] {
            found.insert(user.to_string(), self.notify_of(user).await?);
            return Ok(found);
        }
        if missing.is_empty() {
            return Ok(found);
        }
        let marks: Vec<String> = (1..=missing.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT user_id, notify FROM user_settings WHERE user_id IN ({})",
            marks.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for (user, _) in &missing {
            query = query.bind(*user);
        }
        let mut read = std::collections::HashMap::new();
        for row in query.fetch_all(&self.pool).await? {
            let user: String = row.try_get("user_id")?;
            let text: Option<String> = row.try_get("notify")?;
            read.insert(user, text.as_deref().and_then(Notify::parse));
        }
        for (user, ticket) in missing {
            let notify = read.get(user).copied().flatten().unwrap_or_default();
            if let (Some(memo), Some(ticket)) = (&self.memo, ticket) {
                memo.keep_user(user, ticket, |u| u.notify = Some(notify));
            }
            found.insert(user.to_string(), notify);
        }
        Ok(found)
    }

    pub async fn set_notify(&self, user: &str, notify: Notify) -> Result<()> {
        self.set_user_text(user, "notify", Some(notify.as_str()))
            .await
    }

    /// Sets one text column of `user`'s settings row, making the row if it is not there yet.
    pub(super) async fn set_user_text(
        &self,
        user: &str,
        column: &'static str,
        value: Option<&str>,
    ) -> Result<()> {
        sqlx::query(&format!(
            "INSERT INTO user_settings (user_id, {column}) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}"
        ))
        .bind(user)
        .bind(value)
        .execute(&self.pool)
        .await?;
        self.wrote_user(user).await
    }

    /// Remembers the name `user` goes by (see migration 0009); an empty name is ignored.
    pub async fn set_user_name(&self, user: &str, name: &str) -> Result<()> {
        let name: String = name.trim().chars().take(64).collect();
        if name.is_empty() {
            return Ok(());
        }
        self.set_user_text(user, "name", Some(&name)).await
    }

    /// A match's seats, each with the name its player went by when they sat down (if kept), in one
    /// query rather than one per seat.
    pub async fn seats_named(&self, match_id: i64) -> Result<Vec<(SeatRow, Option<String>)>> {
        self.remembered(
            match_id,
            Rows::Shared,
            |m| &mut m.named,
            self.read_seats_named(match_id),
        )
        .await
    }

    async fn read_seats_named(&self, match_id: i64) -> Result<Vec<(SeatRow, Option<String>)>> {
        let rows = sqlx::query(
            "SELECT s.seat, s.user_id, s.bot_level, s.since_seq, u.name FROM seats s \
             LEFT JOIN user_settings u ON u.user_id = s.user_id \
             WHERE s.match_id = $1 ORDER BY s.seat",
        )
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let seat = SeatRow {
                    seat: seat_number(match_id, r.try_get("seat")?, rows.len())?,
                    user_id: r.try_get("user_id")?,
                    bot_level: r.try_get("bot_level")?,
                    since_seq: r.try_get("since_seq")?,
                };
                Ok((seat, r.try_get("name")?))
            })
            .collect()
    }

    /// Every match `user` holds a seat in or hosts that has not finished, oldest first.
    pub async fn open_matches_of(&self, user: &str) -> Result<Vec<MatchRow>> {
        let rows = sqlx::query(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches WHERE status <> 'finished' AND (host = $1 OR id IN \
             (SELECT match_id FROM seats WHERE user_id = $2)) ORDER BY id"
        ))
        .bind(user)
        .bind(user)
        .fetch_all(&self.pool)
        .await?;
        match_rows(&rows)
    }

    /// The last log entry whose public events were posted (-1: none yet).
    pub async fn reported_seq(&self, match_id: i64) -> Result<i64> {
        self.remembered(match_id, Rows::Locked, |m| &mut m.reported_seq, async {
            let seq: i64 = sqlx::query_scalar(&format!("SELECT {}", report_position(1, 2)))
                .bind(match_id)
                .bind(match_id)
                .fetch_one(&self.pool)
                .await?;
            Ok(seq)
        })
        .await
    }

    /// Records that a match lives in a thread of `parent`.
    pub async fn set_thread_parent(&self, match_id: i64, parent: &str) -> Result<()> {
        sqlx::query("INSERT INTO match_threads (match_id, parent_channel) VALUES ($1, $2)")
            .bind(match_id)
            .bind(parent)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The unfinished matches in threads of `parent`, oldest first.
    pub async fn open_matches_under(&self, parent: &str) -> Result<Vec<MatchRow>> {
        let rows = sqlx::query(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches WHERE status <> 'finished' AND id IN \
             (SELECT match_id FROM match_threads WHERE parent_channel = $1) ORDER BY id"
        ))
        .bind(parent)
        .fetch_all(&self.pool)
        .await?;
        match_rows(&rows)
    }
}

/// SQL for a match's report position (-1: none yet), the match's id bound at `$a` and `$b`: its
/// newest reported phase mark, or the position the `phase_reports` table kept before marks carried it.
pub(super) fn report_position(a: u8, b: u8) -> String {
    format!(
        "COALESCE((SELECT MAX(s) FROM (\
         SELECT MAX(seq) AS s FROM phase_marks WHERE match_id = ${a} AND reported = 1 \
         UNION ALL SELECT reported_seq AS s FROM phase_reports WHERE match_id = ${b}) AS r), -1)"
    )
}
