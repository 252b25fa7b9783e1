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
}

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

    /// Records a finished match's rating changes, once: false (and nothing changed) when the match
    /// was rated before. The mark and the ratings are one transaction.
    pub async fn rate_match(
        &self,
        match_id: i64,
        guild: &str,
        game: &str,
        updates: &[RatingUpdate],
        now: i64,
    ) -> Result<bool> {
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
            return Ok(false);
        }
        for u in updates {
            sqlx::query(
                "INSERT INTO ratings (guild, game, player, mu_milli, sigma_milli, matches, wins) \
                 VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT (guild, game, player) DO UPDATE SET \
                 mu_milli = excluded.mu_milli, sigma_milli = excluded.sigma_milli, \
                 matches = ratings.matches + 1, wins = ratings.wins + excluded.wins",
            )
            .bind(guild)
            .bind(game)
            .bind(&u.player)
            .bind(milli(u.mu))
            .bind(milli(u.sigma))
            .bind(i64::from(u.won))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
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
