//! Ratings per game per server, and which finished matches they already count.

use super::{Result, Store};
use sqlx::Row;

/// A player's standing in one game on one server. `mu` and `sigma` are Weng-Lin's rating and its
/// uncertainty; the table keeps them in thousandths.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub player: String,
    pub game: String,
    pub mu: f64,
    pub sigma: f64,
    pub matches: i64,
    pub wins: i64,
}

/// What one rated match changes for one player.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingUpdate {
    pub player: String,
    pub mu: f64,
    pub sigma: f64,
    pub won: bool,
    /// How many rated matches the rating this update was computed from had counted (`None`: the
    /// player had none). The update is written only if that is still so, because a rating is a
    /// function of the one before it: two matches rated at once from the same rating would each
    /// overwrite the other's change.
    pub basis: Option<i64>,
}

/// What [`Store::rate_match`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rated {
    /// The match's changes are recorded.
    Now,
    /// The match was rated before; nothing changed.
    Before,
    /// Another match was rated meanwhile for one of its players; nothing changed, and the caller
    /// computes the updates again from the ratings as they are now.
    Stale,
    /// The same players already had a match rated that day (see [`Store::rate_match_once_a_day`]);
    /// nothing changed.
    Repeat,
}

/// The milliseconds of a day: matches of the same players count once per UTC day.
const DAY_MS: i64 = 86_400_000;

fn milli(x: f64) -> i64 {
    (x * 1000.0).round() as i64
}

fn rating_row(row: &sqlx::any::AnyRow) -> Result<RatingRow> {
    Ok(RatingRow {
        player: row.try_get("player")?,
        game: row.try_get("game")?,
        mu: row.try_get::<i64, _>("mu_milli")? as f64 / 1000.0,
        sigma: row.try_get::<i64, _>("sigma_milli")? as f64 / 1000.0,
        matches: row.try_get("matches")?,
        wins: row.try_get("wins")?,
    })
}

const COLUMNS: &str = "player, game, mu_milli, sigma_milli, matches, wins";

impl Store {
    /// The ratings of `players` in `game` on `guild` (players never rated are missing).
    pub async fn ratings_of(
        &self,
        guild: &str,
        game: &str,
        players: &[String],
    ) -> Result<Vec<RatingRow>> {
        let mut out = Vec::new();
        for player in players {
            let row = sqlx::query(&format!(
                "SELECT {COLUMNS} FROM ratings WHERE guild = $1 AND game = $2 AND player = $3"
            ))
            .bind(guild)
            .bind(game)
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
            if let Some(row) = row {
                out.push(rating_row(&row)?);
            }
        }
        Ok(out)
    }

    /// Every rated player of `game` on `guild` whose id does not start with `bot:`.
    pub async fn people_rated(&self, guild: &str, game: &str) -> Result<Vec<RatingRow>> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM ratings WHERE guild = $1 AND game = $2 AND player NOT LIKE 'bot:%'"
        ))
        .bind(guild)
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(rating_row).collect()
    }

    /// A player's ratings in every game on `guild`, by game id.
    pub async fn ratings_of_player(&self, guild: &str, player: &str) -> Result<Vec<RatingRow>> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM ratings WHERE guild = $1 AND player = $2 ORDER BY game"
        ))
        .bind(guild)
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(rating_row).collect()
    }

    /// Records a finished match's rating changes, once, and only onto the ratings they were
    /// computed from (see [`RatingUpdate::basis`]). The mark and the ratings are one transaction.
    pub async fn rate_match(
        &self,
        match_id: i64,
        guild: &str,
        game: &str,
        updates: &[RatingUpdate],
        now: i64,
    ) -> Result<Rated> {
        self.rate(match_id, guild, game, updates, now, false).await
    }

    /// [`rate_match`](Self::rate_match), unless a match of the same players (all of `updates`) in
    /// this game on this server was rated the same UTC day: then [`Rated::Repeat`] and nothing
    /// changes. The day's key is taken in the rating's own transaction, so two such matches ending
    /// at once (in two processes too) count once.
    pub async fn rate_match_once_a_day(
        &self,
        match_id: i64,
        guild: &str,
        game: &str,
        updates: &[RatingUpdate],
        now: i64,
    ) -> Result<Rated> {
        self.rate(match_id, guild, game, updates, now, true).await
    }

    async fn rate(
        &self,
        match_id: i64,
        guild: &str,
        game: &str,
        updates: &[RatingUpdate],
        now: i64,
        once_a_day: bool,
    ) -> Result<Rated> {
        let mut tx = self.pool.begin().await?;
        let marked = sqlx::query(
            "INSERT INTO rated_matches (match_id, rated_at) VALUES ($1, $2) \
             ON CONFLICT (match_id) DO NOTHING",
        )
        .bind(match_id)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if marked == 0 {
            tx.rollback().await?;
            return Ok(Rated::Before);
        }
        if once_a_day {
            let mut players: Vec<&str> = updates.iter().map(|u| u.player.as_str()).collect();
            players.sort_unstable();
            let taken = sqlx::query(
                "INSERT INTO rated_players_days (guild, game, players, day, match_id) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild, game, players, day) DO NOTHING",
            )
            .bind(guild)
            .bind(game)
            .bind(players.join(" "))
            .bind(now.div_euclid(DAY_MS))
            .bind(match_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if taken == 0 {
                tx.rollback().await?;
                return Ok(Rated::Repeat);
            }
        }
        for u in updates {
            // The basis is checked by the write itself: a row changed by another transaction no
            // longer matches (PostgreSQL re-reads it under READ COMMITTED; SQLite holds the one
            // write lock), and a newcomer inserted meanwhile makes the insert do nothing.
            let written = match u.basis {
                Some(matches) => sqlx::query(
                    "UPDATE ratings SET mu_milli = $1, sigma_milli = $2, matches = matches + 1, \
                     wins = wins + $3 WHERE guild = $4 AND game = $5 AND player = $6 \
                     AND matches = $7",
                )
                .bind(milli(u.mu))
                .bind(milli(u.sigma))
                .bind(i64::from(u.won))
                .bind(guild)
                .bind(game)
                .bind(&u.player)
                .bind(matches),
                None => sqlx::query(
                    "INSERT INTO ratings (guild, game, player, mu_milli, sigma_milli, matches, wins) \
                     VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT (guild, game, player) DO NOTHING",
                )
                .bind(guild)
                .bind(game)
                .bind(&u.player)
                .bind(milli(u.mu))
                .bind(milli(u.sigma))
                .bind(i64::from(u.won)),
            }
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if written != 1 {
                tx.rollback().await?;
                return Ok(Rated::Stale);
            }
        }
        tx.commit().await?;
        Ok(Rated::Now)
    }

    /// Whether a finished match has been rated.
    pub async fn is_rated(&self, match_id: i64) -> Result<bool> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rated_matches WHERE match_id = $1")
            .bind(match_id)
            .fetch_one(&self.pool)
            .await?;
        Ok(n > 0)
    }
}
