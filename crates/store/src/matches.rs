use super::{Damage, Result, Rows, Store, StoreError};
use sqlx::Row;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchStatus {
    Lobby,
    Running,
    Paused,
    Finished,
}

impl MatchStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            MatchStatus::Lobby => "lobby",
            MatchStatus::Running => "running",
            MatchStatus::Paused => "paused",
            MatchStatus::Finished => "finished",
        }
    }

    /// The status a stored word names; `None` for a word the bot never writes.
    fn parse(text: &str) -> Option<Self> {
        match text {
            "lobby" => Some(MatchStatus::Lobby),
            "running" => Some(MatchStatus::Running),
            "paused" => Some(MatchStatus::Paused),
            "finished" => Some(MatchStatus::Finished),
            _ => None,
        }
    }
}

pub struct NewMatch<'a> {
    pub game: &'a str,
    pub options: &'a serde_json::Value,
    pub host: &'a str,
    pub guild: Option<&'a str>,
    pub channel: &'a str,
    pub seed_hex: &'a str,
    pub seed_sha256: &'a str,
    pub now: i64,
    /// The language of its public posts and maps.
    pub lang: korona_engine::Lang,
}

/// `Debug` is written by hand: the seed is the match's secret until it ends (its hash is public), so
/// no log line may print it.
#[derive(Clone)]
pub struct MatchRow {
    pub id: i64,
    pub game: String,
    pub options: serde_json::Value,
    pub host: String,
    pub guild: Option<String>,
    pub channel: String,
    pub seed_hex: String,
    pub seed_sha256: String,
    pub status: MatchStatus,
    pub phase_secs: Option<i64>,
    pub created_at: i64,
    pub started_at: Option<i64>,
    pub paused_at: Option<i64>,
    pub paused_ms: i64,
    pub outcome: Option<serde_json::Value>,
    /// The language of its public posts and maps.
    pub lang: korona_engine::Lang,
}

impl std::fmt::Debug for MatchRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MatchRow")
            .field("id", &self.id)
            .field("game", &self.game)
            .field("options", &self.options)
            .field("host", &self.host)
            .field("guild", &self.guild)
            .field("channel", &self.channel)
            .field("seed_hex", &"<secret>")
            .field("seed_sha256", &self.seed_sha256)
            .field("status", &self.status)
            .field("phase_secs", &self.phase_secs)
            .field("created_at", &self.created_at)
            .field("started_at", &self.started_at)
            .field("paused_at", &self.paused_at)
            .field("paused_ms", &self.paused_ms)
            .field("outcome", &self.outcome)
            .finish()
    }
}

impl MatchRow {
    /// Match time at wall-clock `now`: time since the start, less time spent paused.
    pub fn match_time(&self, now: i64) -> i64 {
        let Some(start) = self.started_at else {
            return 0;
        };
        let paused_now = self.paused_at.map_or(0, |p| now - p);
        (now - start - self.paused_ms - paused_now).max(0)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: u8,
    pub user_id: Option<String>,
    pub bot_level: Option<String>,
    /// The first log entry the seat's current owner may see privately (-1: every entry).
    pub since_seq: i64,
}

pub(super) const MATCH_COLUMNS: &str =
    "id, game, options, host, guild, channel, seed, seed_sha256, status, \
     phase_secs, created_at, started_at, paused_at, paused_ms, outcome, lang";

pub(super) fn match_row(row: &sqlx::any::AnyRow) -> Result<MatchRow> {
    let id: i64 = row.try_get("id")?;
    let options: String = row.try_get("options")?;
    let outcome: Option<String> = row.try_get("outcome")?;
    let status: &str = row.try_get("status")?;
    let status = MatchStatus::parse(status).ok_or_else(|| StoreError::Damaged {
        match_id: id,
        damage: Damage::UnknownStatus(status.to_string()),
    })?;
    Ok(MatchRow {
        id,
        game: row.try_get("game")?,
        options: serde_json::from_str(&options)?,
        host: row.try_get("host")?,
        guild: row.try_get("guild")?,
        channel: row.try_get("channel")?,
        seed_hex: row.try_get("seed")?,
        seed_sha256: row.try_get("seed_sha256")?,
        status,
        phase_secs: row.try_get("phase_secs")?,
        created_at: row.try_get("created_at")?,
        started_at: row.try_get("started_at")?,
        paused_at: row.try_get("paused_at")?,
        paused_ms: row.try_get("paused_ms")?,
        outcome: outcome.map(|o| serde_json::from_str(&o)).transpose()?,
        lang: korona_engine::Lang::parse(row.try_get::<&str, _>("lang")?).unwrap_or_default(),
    })
}

/// The matches of a listing (a user's matches, a channel's, the web's index): a damaged one is left
/// out and logged, so that one bad row does not take every other match of the list with it (reading
/// that match by its number says what is wrong with it).
pub(super) fn match_rows(rows: &[sqlx::any::AnyRow]) -> Result<Vec<MatchRow>> {
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        match match_row(row) {
            Ok(m) => out.push(m),
            Err(e @ StoreError::Damaged { .. }) => {
                tracing::error!(error = %e, "a damaged match is left out of a listing")
            }
            Err(e) => return Err(e),
        }
    }
    Ok(out)
}

/// A stored seat number as a seat of a match with `seats` seats (numbered 0 to `seats - 1`): the
/// column holds any integer.
pub(super) fn seat_number(match_id: i64, seat: i64, seats: usize) -> Result<u8> {
    match u8::try_from(seat) {
        Ok(s) if (s as usize) < seats => Ok(s),
        _ => Err(StoreError::Damaged {
            match_id,
            damage: Damage::SeatOutOfRange {
                seat,
                seats: seats as i64,
            },
        }),
    }
}

impl Store {
    /// Creates a match in its lobby, unless a match that has not finished is open in the channel:
    /// the check and the insert are one statement, so of two simultaneous creates one wins.
    pub async fn create_match(&self, new: NewMatch<'_>) -> Result<i64> {
        let row = sqlx::query(
            "INSERT INTO matches (game, options, host, guild, channel, seed, seed_sha256, status, \
             created_at, lang) SELECT $1, $2, $3, $4, $5, $6, $7, 'lobby', $8, $10 WHERE NOT EXISTS \
             (SELECT 1 FROM matches WHERE channel = $9 AND status <> 'finished') \
             ON CONFLICT DO NOTHING RETURNING id",
        )
        .bind(new.game)
        .bind(new.options.to_string())
        .bind(new.host)
        .bind(new.guild)
        .bind(new.channel)
        .bind(new.seed_hex)
        .bind(new.seed_sha256)
        .bind(new.now)
        .bind(new.channel)
        .bind(new.lang.tag())
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(row) => {
                let id = row.try_get(0)?;
                // Reads of this id before it existed (no seats, no log) are forgotten.
                self.wrote(id, |m| m.clear());
                Ok(id)
            }
            None => Err(StoreError::ChannelTaken {
                channel: new.channel.to_string(),
            }),
        }
    }

    /// The running matches where `user` holds a seat (a DM that names no match), by index.
    pub async fn running_matches_of(&self, user: &str) -> Result<Vec<i64>> {
        Ok(sqlx::query_scalar(
            "SELECT m.id FROM seats s JOIN matches m ON m.id = s.match_id \
             WHERE s.user_id = $1 AND m.status = 'running' ORDER BY m.id",
        )
        .bind(user)
        .fetch_all(&self.pool)
        .await?)
    }

    pub async fn get_match(&self, id: i64) -> Result<Option<MatchRow>> {
        // Only a match that exists is remembered: a missing id may be the next one created.
        let ticket = match self
            .memo_of(id, Rows::Locked)
            .map(|memo| memo.of_match(id, |m| &mut m.row))
        {
            Some(Ok(row)) => return Ok(Some(row)),
            Some(Err(ticket)) => Some(ticket),
            None => None,
        };
        let row = sqlx::query(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        let row = row.as_ref().map(match_row).transpose()?;
        if let (Some(memo), Some(ticket), Some(row)) = (&self.memo, ticket, &row) {
            memo.keep_match(id, ticket, |m| m.row = Some(row.clone()));
        }
        Ok(row)
    }

    /// The newest match in a channel that has not finished.
    pub async fn open_match_in(&self, channel: &str) -> Result<Option<MatchRow>> {
        let row = sqlx::query(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches WHERE channel = $1 AND status <> 'finished' \
             ORDER BY id DESC LIMIT 1"
        ))
        .bind(channel)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(match_row).transpose()
    }

    /// How many lobbies (matches not yet started) created since `since` (unix ms) `host` holds, and
    /// how many server `guild` holds (none: outside any server, not counted), for the caps on open
    /// lobbies. A lobby nobody starts stops counting once it is older: there is no command that
    /// closes one, and a forgotten lobby must not lock its host out for good.
    pub async fn open_lobbies(
        &self,
        host: &str,
        guild: Option<&str>,
        since: i64,
    ) -> Result<(i64, i64)> {
        let by_host: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM matches WHERE host = $1 AND status = 'lobby' AND created_at >= $2",
        )
        .bind(host)
        .bind(since)
        .fetch_one(&self.pool)
        .await?;
        let by_guild: i64 = match guild {
            Some(guild) => {
                sqlx::query_scalar(
                    "SELECT COUNT(*) FROM matches WHERE guild = $1 AND status = 'lobby' \
                     AND created_at >= $2",
                )
                .bind(guild)
                .bind(since)
                .fetch_one(&self.pool)
                .await?
            }
            None => 0,
        };
        Ok((by_host, by_guild))
    }

    pub async fn match_ids(&self) -> Result<Vec<i64>> {
        let rows = sqlx::query("SELECT id FROM matches ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| r.try_get(0).map_err(Into::into))
            .collect()
    }

    pub async fn set_started(&self, id: i64, now: i64) -> Result<()> {
        sqlx::query("UPDATE matches SET status = 'running', started_at = $1 WHERE id = $2")
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await?;
        self.wrote(id, |m| m.row = None);
        Ok(())
    }

    pub async fn set_paused(&self, id: i64, now: i64) -> Result<()> {
        sqlx::query("UPDATE matches SET status = 'paused', paused_at = $1 WHERE id = $2")
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await?;
        self.wrote(id, |m| m.row = None);
        Ok(())
    }

    pub async fn set_resumed(&self, id: i64, now: i64) -> Result<()> {
        sqlx::query(
            "UPDATE matches SET status = 'running', paused_ms = paused_ms + ($1 - paused_at), \
             paused_at = NULL WHERE id = $2 AND paused_at IS NOT NULL",
        )
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await?;
        self.wrote(id, |m| m.row = None);
        Ok(())
    }

    pub async fn set_phase_secs(&self, id: i64, secs: Option<i64>) -> Result<()> {
        sqlx::query("UPDATE matches SET phase_secs = $1 WHERE id = $2")
            .bind(secs)
            .bind(id)
            .execute(&self.pool)
            .await?;
        self.wrote(id, |m| m.row = None);
        Ok(())
    }

    pub async fn seats(&self, match_id: i64) -> Result<Vec<SeatRow>> {
        self.remembered(
            match_id,
            Rows::Locked,
            |m| &mut m.seats,
            self.read_seats(match_id),
        )
        .await
    }

    async fn read_seats(&self, match_id: i64) -> Result<Vec<SeatRow>> {
        let rows = sqlx::query(
            "SELECT seat, user_id, bot_level, since_seq FROM seats WHERE match_id = $1 ORDER BY seat",
        )
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(SeatRow {
                    seat: seat_number(match_id, r.try_get("seat")?, rows.len())?,
                    user_id: r.try_get("user_id")?,
                    bot_level: r.try_get("bot_level")?,
                    since_seq: r.try_get("since_seq")?,
                })
            })
            .collect()
    }

    /// Puts a person (user) or a bot (level) in a seat, replacing whoever sat there. The owner sees
    /// the seat's private past from the start.
    pub async fn put_seat(
        &self,
        match_id: i64,
        seat: u8,
        user_id: Option<&str>,
        bot_level: Option<&str>,
    ) -> Result<()> {
        self.put_seat_since(match_id, seat, user_id, bot_level, -1)
            .await
    }

    /// [`put_seat`](Self::put_seat) for a seat that changes hands in a running match: its new owner
    /// sees its private past only from log entry `since_seq` on.
    pub async fn put_seat_since(
        &self,
        match_id: i64,
        seat: u8,
        user_id: Option<&str>,
        bot_level: Option<&str>,
        since_seq: i64,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO seats (match_id, seat, user_id, bot_level, since_seq) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (match_id, seat) DO UPDATE SET user_id = excluded.user_id, \
             bot_level = excluded.bot_level, since_seq = excluded.since_seq",
        )
        .bind(match_id)
        .bind(seat as i64)
        .bind(user_id)
        .bind(bot_level)
        .bind(since_seq)
        .execute(&self.pool)
        .await?;
        self.wrote(match_id, forget_seats);
        Ok(())
    }

    /// Removes a seat from a lobby and closes the gap, so seats stay numbered 0..n.
    pub async fn remove_seat(&self, match_id: i64, seat: u8) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM seats WHERE match_id = $1 AND seat = $2")
            .bind(match_id)
            .bind(seat as i64)
            .execute(&mut *tx)
            .await?;
        // Renumber one by one, upwards, so the primary key never collides midway.
        let later: Vec<i64> = sqlx::query_scalar(
            "SELECT seat FROM seats WHERE match_id = $1 AND seat > $2 ORDER BY seat",
        )
        .bind(match_id)
        .bind(seat as i64)
        .fetch_all(&mut *tx)
        .await?;
        for s in later {
            sqlx::query("UPDATE seats SET seat = $1 WHERE match_id = $2 AND seat = $3")
                .bind(s - 1)
                .bind(match_id)
                .bind(s)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        self.wrote(match_id, forget_seats);
        Ok(())
    }
}

fn forget_seats(m: &mut super::memo::MatchMemo) {
    m.seats = None;
    m.named = None;
}
