//! Ratings per game per server (issue 19, item 4): Weng-Lin (the rating system of OpenSkill), which
//! rates matches of any number of seats by the order they finished in. A match is rated once, when it
//! ends, if a person held a seat.
//!
//! How seats rank: the winners first; then everyone else who played on, tied; a seat that conceded
//! last (Weng-Lin, like TrueSkill, rates only an order of finish, and its authors count a forfeit as
//! finishing last). A draw ties every seat that did not concede. Bot seats are rated as one player per
//! bot level (`bot:hard`), so beating a weak bot earns little and its strength is learned; the
//! leaderboard lists people only. A person in several seats of one match counts once, at their best.
//!
//! What a rating is not for (issue 30, item 4): a person counts only for a seat they held from the
//! start to the end (taking a seat back from the bot that played it earns nothing) and only with at
//! least [`MIN_RATED_MOVES`] orders of their own in the match; matches of the same players count at
//! most once a UTC day per server and game (`Store::rate_match_once_a_day`).

use super::{msg, Reply, Request, Result, Service};
use korona_engine::{Input, Outcome, Refusal, Seat};
use korona_store::{MatchRow, Rated, RatingRow, RatingUpdate, SeatRow};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// How many players a leaderboard shows.
const LEADERBOARD_SIZE: usize = 20;
/// The orders (less those taken back) a person gives in a match for it to count for their rating:
/// a match created, started and conceded at once rates nobody.
pub const MIN_RATED_MOVES: usize = 3;
/// How often a match is rated again after other matches changed its players' ratings meanwhile.
const RATE_TRIES: usize = 8;

/// One player's place in a finished match.
#[derive(Clone, Debug, PartialEq)]
pub struct Placing {
    pub player: String,
    /// 1 is best; equal ranks are ties.
    pub rank: usize,
    pub won: bool,
}

/// Who a seat's rating belongs to: its person, or its bot level.
fn player_of(seat: &SeatRow) -> Option<String> {
    match (&seat.user_id, &seat.bot_level) {
        (Some(user), _) => Some(user.clone()),
        (None, Some(level)) => Some(format!("bot:{level}")),
        (None, None) => None,
    }
}

/// The places of a finished match's players (see the module's notes); empty when no person played
/// or fewer than two players remain.
pub fn placings(seats: &[SeatRow], outcome: &Outcome, conceded: &[Seat]) -> Vec<Placing> {
    if !seats.iter().any(|s| s.user_id.is_some()) {
        return Vec::new();
    }
    let winners = outcome.winners();
    let mut out: Vec<Placing> = Vec::new();
    for seat in seats {
        let Some(player) = player_of(seat) else {
            continue;
        };
        let s = Seat(seat.seat);
        let won = winners.contains(&s) && !conceded.contains(&s);
        let rank = match (won, conceded.contains(&s), winners.is_empty()) {
            (true, _, _) => 1,
            (false, true, true) => 2,
            (false, true, false) => 3,
            (false, false, true) => 1,
            (false, false, false) => 2,
        };
        match out.iter_mut().find(|p| p.player == player) {
            Some(p) if rank < p.rank => {
                p.rank = rank;
                p.won = won;
            }
            Some(_) => {}
            None => out.push(Placing { player, rank, won }),
        }
    }
    if out.len() < 2 {
        return Vec::new();
    }
    out
}

/// The seats whose players conceded (`concede`), as the log recorded it.
fn conceded_seats(rows: &[korona_store::LogRow]) -> Vec<Seat> {
    rows.iter()
        .filter(|r| r.text.as_deref() == Some("concede"))
        .filter_map(|r| match serde_json::from_value(r.input.clone()) {
            Ok(Input::<serde_json::Value>::Resign { seat }) => Some(seat),
            _ => None,
        })
        .collect()
}

/// The seats a finished match is rated by: a person's seat only if they held it from the start
/// (`since_seq` is -1 for a seat taken in the lobby; a seat taken over in play starts later) and
/// gave at least [`MIN_RATED_MOVES`] orders of their own; bot seats as they are.
pub fn countable(seats: Vec<SeatRow>, rows: &[korona_store::LogRow]) -> Vec<SeatRow> {
    seats
        .into_iter()
        .filter(|s| match s.user_id.as_deref() {
            None => true,
            Some(user) => s.since_seq < 0 && moves_of(rows, user) >= MIN_RATED_MOVES,
        })
        .collect()
}

/// The orders `user` gave in a match, less those they took back.
fn moves_of(rows: &[korona_store::LogRow], user: &str) -> usize {
    let (mut given, mut taken) = (0usize, 0usize);
    for r in rows.iter().filter(|r| r.actor == user) {
        match serde_json::from_value(r.input.clone()) {
            Ok(Input::<serde_json::Value>::Order { .. }) => given += 1,
            Ok(Input::<serde_json::Value>::TakeBack { .. }) => taken += 1,
            _ => {}
        }
    }
    given.saturating_sub(taken)
}

/// New ratings after one match: each player is a team of one, ranked by [`placings`].
pub fn rate(placings: &[Placing], before: &[RatingRow]) -> Vec<RatingUpdate> {
    let start: Vec<[WengLinRating; 1]> = placings
        .iter()
        .map(|p| {
            let r = before.iter().find(|r| r.player == p.player);
            [r.map_or_else(WengLinRating::new, |r| (r.mu, r.sigma).into())]
        })
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = start
        .iter()
        .zip(placings)
        .map(|(team, p)| (&team[..], MultiTeamOutcome::new(p.rank)))
        .collect();
    let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
    placings
        .iter()
        .zip(after)
        .map(|(p, team)| RatingUpdate {
            player: p.player.clone(),
            mu: team[0].rating,
            sigma: team[0].uncertainty,
            won: p.won,
            basis: before
                .iter()
                .find(|r| r.player == p.player)
                .map(|r| r.matches),
        })
        .collect()
}

/// What orders a leaderboard: the rating less three uncertainties, so that a newcomer's one lucky win
/// does not top it (TrueSkill's and OpenSkill's "conservative" rating).
pub fn conservative(r: &RatingRow) -> f64 {
    r.mu - 3.0 * r.sigma
}

/// The server a rating belongs to: a match's guild, '' outside any server.
fn guild_key(guild: Option<&str>) -> &str {
    guild.unwrap_or("")
}

impl Service {
    /// Rates a finished match (once; a second call changes nothing). Failures are logged: the end of
    /// a match is announced whatever happens to its rating.
    pub(super) async fn rate_finished(&self, m: &MatchRow, outcome: &Outcome) {
        if let Err(e) = self.try_rate(m, outcome).await {
            tracing::error!(match_id = m.id, error = %e, "the match was not rated");
        }
    }

    async fn try_rate(&self, m: &MatchRow, outcome: &Outcome) -> Result<()> {
        if self.store.is_rated(m.id).await? {
            return Ok(());
        }
        let seats = self.store.seats(m.id).await?;
        let rows = self.store.log_after(m.id, -1).await?;
        let conceded = conceded_seats(&rows);
        let seats = countable(seats, &rows);
        let placings = placings(&seats, outcome, &conceded);
        if placings.is_empty() {
            return Ok(());
        }
        let guild = guild_key(m.guild.as_deref());
        let players: Vec<String> = placings.iter().map(|p| p.player.clone()).collect();
        // Another match sharing a player may be rated between the read and the write (in this
        // process or another); the write then refuses, and the match is rated again from the new
        // ratings. Each retry means some other match was rated, so this ends.
        for _ in 0..RATE_TRIES {
            let before = self.store.ratings_of(guild, &m.game, &players).await?;
            let updates = rate(&placings, &before);
            match self
                .store
                .rate_match_once_a_day(m.id, guild, &m.game, &updates, self.now())
                .await?
            {
                Rated::Now | Rated::Before | Rated::Repeat => return Ok(()),
                Rated::Stale => continue,
            }
        }
        tracing::warn!(
            match_id = m.id,
            "ratings kept changing; the match was not rated"
        );
        Ok(())
    }

    /// `leaderboard <game>`: the server's rated people in a game, best first.
    pub(super) async fn leaderboard(&self, req: &Request, game_id: &str) -> Result<Vec<Reply>> {
        let Some(game) = super::find_game(self.games, game_id) else {
            return Err(Refusal::at(game_id, msg!("service-no-such-game"))
                .accepting(super::game_ids(self.games))
                .into());
        };
        let info = game.info();
        let words = self.words_in(req.caller.lang);
        let guild = guild_key(req.place.guild.as_deref());
        let mut rows = self.store.people_rated(guild, info.id).await?;
        // The board says what it counts, so nobody mistakes a bought rating for a missing one.
        let rule = words.render(&msg!("service-ratings-rule", moves = MIN_RATED_MOVES));
        if rows.is_empty() {
            let empty = words.render(&msg!("service-ratings-leaderboard-empty", game = info.name));
            return Ok(vec![Reply::caller(format!("{empty}\n{rule}"))]);
        }
        rows.sort_by(|a, b| {
            conservative(b)
                .total_cmp(&conservative(a))
                .then_with(|| a.player.cmp(&b.player))
        });
        let mut lines = vec![words.render(&msg!(
            "service-ratings-leaderboard-title",
            game = info.name,
            players = rows.len()
        ))];
        for (i, r) in rows.iter().take(LEADERBOARD_SIZE).enumerate() {
            lines.push(words.render(&msg!(
                "service-ratings-leaderboard-line",
                place = i + 1,
                user = crate::rich::person(&r.player),
                rating = format!("{:.1}", r.mu),
                uncertainty = format!("{:.1}", r.sigma),
                matches = r.matches,
                wins = r.wins
            )));
        }
        lines.push(rule);
        Ok(vec![Reply::caller(lines.join("\n"))])
    }

    /// `profile [user]`: a player's ratings on this server, and their matches now with whose turn it
    /// is in each.
    pub(super) async fn profile(&self, req: &Request, user: Option<&str>) -> Result<Vec<Reply>> {
        let user = user
            .map(|u| u.trim().trim_start_matches('@'))
            .filter(|u| !u.is_empty())
            .unwrap_or(&req.caller.user);
        let guild = guild_key(req.place.guild.as_deref());
        let words = self.words_in(req.caller.lang);
        let mut lines = vec![words.render(&msg!(
            "service-ratings-profile-title",
            user = crate::rich::person(user)
        ))];
        let ratings = self.store.ratings_of_player(guild, user).await?;
        if ratings.is_empty() {
            lines.push(words.render(&msg!("service-ratings-profile-unrated")));
        }
        for r in &ratings {
            let name =
                super::find_game(self.games, &r.game).map_or(r.game.as_str(), |g| g.info().name);
            lines.push(words.render(&msg!(
                "service-ratings-profile-game",
                game = name,
                rating = format!("{:.1}", r.mu),
                uncertainty = format!("{:.1}", r.sigma),
                matches = r.matches,
                wins = r.wins
            )));
        }
        let now = self.whose_turn(req, user, words).await?;
        if now.is_empty() {
            lines.push(words.render(&msg!("service-ratings-profile-no-matches")));
        } else {
            lines.push(words.render(&msg!("service-ratings-profile-matches", n = now.len())));
            lines.extend(now);
        }
        Ok(vec![Reply::caller(lines.join("\n"))])
    }

    /// One line per unfinished match of `user` that the caller of `req` may look at (a match of the
    /// server asked from, or one the caller sits in): its game, phase and who the match waits for.
    /// Another server's matches stay out: `status` would refuse them too.
    async fn whose_turn(
        &self,
        req: &Request,
        user: &str,
        words: &korona_engine::Catalog,
    ) -> Result<Vec<String>> {
        let mut lines = Vec::new();
        for m in self.store.open_matches_of(user).await? {
            let Ok(game) = self.game_of(&m) else {
                continue;
            };
            let seats = self.store.seats(m.id).await?;
            let seated = super::auth::seat_of(&seats, &req.caller.user).is_some();
            if !seated && !super::auth::is_home(&m, &req.place) {
                continue;
            }
            let awaiting = {
                let lock = self.lock_for(m.id);
                let _guard = lock.lock().await;
                match self.load(&m, game).await? {
                    Some(loaded) => {
                        let a = game.awaiting(&loaded.state);
                        let shown = super::phase_words::phase_text(words, game, &loaded.state);
                        self.keep(m.id, loaded);
                        Some((a, shown))
                    }
                    None => None,
                }
            };
            let line = match awaiting {
                None => msg!(
                    "service-ratings-profile-lobby",
                    id = m.id,
                    game = game.info().name
                ),
                Some((a, shown)) => {
                    let waiting: Vec<String> = a
                        .pending()
                        .map(|s| super::play::seat_name(words, &seats, s))
                        .collect();
                    msg!(
                        "service-ratings-profile-match",
                        id = m.id,
                        game = game.info().name,
                        phase = shown.as_str(),
                        waiting = waiting.join(", ")
                    )
                }
            };
            lines.push(format!("- {}", words.render(&line)));
        }
        Ok(lines)
    }
}
