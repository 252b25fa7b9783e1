//! A match's own settings (korona's, not its game's), the phases it has posted, and its spectators.

use super::{Result, Rows, Store};
use sqlx::Row;

/// Options of a match that belong to korona rather than to its game (`create ... diplomacy=off
/// spectate=2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSettings {
    /// Release the whole diplomacy log to every player when the match ends.
    pub diplomacy_public: bool,
    /// How many phases a spectator's feed is behind the players' (0: live).
    pub spectate_delay: i64,
    /// Vacation days each player may take in the match (0: none).
    pub vacation_days: i64,
}

impl Default for MatchSettings {
    fn default() -> Self {
        MatchSettings {
            diplomacy_public: true,
            spectate_delay: 1,
            vacation_days: 7,
        }
    }
}

/// One phase post: its number in the match (from 0), the log position it showed and its title.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseMark {
    pub n: i64,
    pub seq: i64,
    pub title: String,
}

/// Whether a phase post reports the public events since the last report (a turn's own post) or is
/// folded into a later one (bot steps told together): only a reported mark moves the report position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    Reported,
    Folded,
}

impl Store {
    pub async fn match_settings(&self, match_id: i64) -> Result<MatchSettings> {
        let row = sqlx::query(
            "SELECT diplomacy_public, spectate_delay, vacation_days FROM match_settings \
             WHERE match_id = $1",
        )
        .bind(match_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(row) => MatchSettings {
                diplomacy_public: row.try_get::<i64, _>("diplomacy_public")? != 0,
                spectate_delay: row.try_get("spectate_delay")?,
                vacation_days: row.try_get("vacation_days")?,
            },
            None => MatchSettings::default(),
        })
    }

    pub async fn set_match_settings(&self, match_id: i64, s: MatchSettings) -> Result<()> {
        sqlx::query(
            "INSERT INTO match_settings (match_id, diplomacy_public, spectate_delay, vacation_days) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (match_id) DO UPDATE SET \
             diplomacy_public = excluded.diplomacy_public, spectate_delay = excluded.spectate_delay, \
             vacation_days = excluded.vacation_days",
        )
        .bind(match_id)
        .bind(i64::from(s.diplomacy_public))
        .bind(s.spectate_delay)
        .bind(s.vacation_days)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Records the next phase post of a match; returns its number. A reported mark is also the
    /// match's new report position ([`Store::reported_seq`]): one statement for both.
    pub async fn add_phase_mark(
        &self,
        match_id: i64,
        seq: i64,
        title: &str,
        kind: MarkKind,
    ) -> Result<i64> {
        let n = match &self.group {
            Some(group) => group.add_phase_mark(match_id, seq, title, kind).await?,
            None => {
                let conn = &mut *self.pool.acquire().await?;
                write_phase_mark(conn, match_id, seq, title, kind).await?
            }
        };
        if kind == MarkKind::Reported {
            self.wrote(match_id, |m| {
                // The entries after the new position are those after the old one, less the ones
                // before it.
                match (m.reported_seq, &mut m.since_report) {
                    (Some(old), Some(rows)) if seq >= old => rows.retain(|r| r.seq > seq),
                    _ => m.since_report = None,
                }
                m.reported_seq = Some(seq);
            });
        }
        Ok(n)
    }

    /// The number of the match's last phase post, if it has one.
    pub async fn last_phase_mark(&self, match_id: i64) -> Result<Option<i64>> {
        let n: Option<i64> =
            sqlx::query_scalar("SELECT MAX(n) FROM phase_marks WHERE match_id = $1")
                .bind(match_id)
                .fetch_one(&self.pool)
                .await?;
        Ok(n)
    }

    /// The phase posts `n` and the one before it (when there is one), oldest first.
    pub async fn phase_marks_upto(&self, match_id: i64, n: i64) -> Result<Vec<PhaseMark>> {
        let rows = sqlx::query(
            "SELECT n, seq, title FROM phase_marks WHERE match_id = $1 AND n BETWEEN $2 AND $3 \
             ORDER BY n",
        )
        .bind(match_id)
        .bind(n - 1)
        .bind(n)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(PhaseMark {
                    n: r.try_get("n")?,
                    seq: r.try_get("seq")?,
                    title: r.try_get("title")?,
                })
            })
            .collect()
    }

    /// Adds a spectator; false if they already were one.
    pub async fn add_spectator(&self, match_id: i64, user: &str, now: i64) -> Result<bool> {
        let n = sqlx::query(
            "INSERT INTO spectators (match_id, user_id, since) VALUES ($1, $2, $3) \
             ON CONFLICT (match_id, user_id) DO NOTHING",
        )
        .bind(match_id)
        .bind(user)
        .bind(now)
        .execute(&self.pool)
        .await?
        .rows_affected();
        self.wrote(match_id, |m| m.spectators = None);
        Ok(n > 0)
    }

    /// Removes a spectator; false if they were none.
    pub async fn remove_spectator(&self, match_id: i64, user: &str) -> Result<bool> {
        let n = sqlx::query("DELETE FROM spectators WHERE match_id = $1 AND user_id = $2")
            .bind(match_id)
            .bind(user)
            .execute(&self.pool)
            .await?
            .rows_affected();
        self.wrote(match_id, |m| m.spectators = None);
        Ok(n > 0)
    }

    /// The spectators of a match, in the order they came.
    pub async fn spectators(&self, match_id: i64) -> Result<Vec<String>> {
        self.remembered(match_id, Rows::Locked, |m| &mut m.spectators, async {
            let users: Vec<String> = sqlx::query_scalar(
                "SELECT user_id FROM spectators WHERE match_id = $1 ORDER BY since, user_id",
            )
            .bind(match_id)
            .fetch_all(&self.pool)
            .await?;
            Ok(users)
        })
        .await
    }
}

/// Records the next phase post of a match in one statement (the number is counted in the insert).
pub(super) async fn write_phase_mark(
    conn: &mut sqlx::AnyConnection,
    match_id: i64,
    seq: i64,
    title: &str,
    kind: MarkKind,
) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO phase_marks (match_id, n, seq, title, reported) \
         SELECT $1, COALESCE(MAX(n) + 1, 0), $2, $3, $4 FROM phase_marks WHERE match_id = $5 \
         RETURNING n",
    )
    .bind(match_id)
    .bind(seq)
    .bind(title)
    .bind(i64::from(kind == MarkKind::Reported))
    .bind(match_id)
    .fetch_one(conn)
    .await?)
}
