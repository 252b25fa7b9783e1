//! What a player asks about themselves across matches: their matches and which wait for them
//! (`mygames`), and how they want to be told (`notify`).

use super::play::match_link;
use super::{Reply, Request, Result, Service};
use korona_engine::{msg, Catalog, Game, Refusal, Seat};
use korona_store::{MatchRow, MatchStatus, Notify};

/// One of the caller's matches, as `/mygames` lists it and `match:` options offer it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MyGame {
    pub id: i64,
    pub game: String,
    pub status: MatchStatus,
    /// The phase now (empty in the lobby).
    pub phase: String,
    pub waits_for_you: bool,
    /// When the current phase's deadline passes (unix ms).
    pub deadline: Option<i64>,
    /// The match's channel (its thread on Discord) as a link, where there is one.
    pub link: Option<String>,
    pub channel: String,
}

impl MyGame {
    /// One line: `#3 capitals: Turn 5 (your turn), deadline ...`, in `words`.
    pub fn line(&self, words: &Catalog) -> String {
        let state = match self.status {
            MatchStatus::Lobby => "lobby",
            MatchStatus::Paused => "paused",
            _ => "running",
        };
        let place = match &self.link {
            Some(link) => link.clone(),
            None => words.render(&msg!(
                "service-mygames-in-channel",
                channel = self.channel.as_str()
            )),
        };
        words.render(&msg!(
            "service-mygames-line",
            id = self.id,
            game = self.game.as_str(),
            state = state,
            phase = self.phase.as_str(),
            waits = if self.waits_for_you { "yes" } else { "no" },
            // `none` picks the catalog's variant without a deadline.
            deadline = self
                .deadline
                .map_or_else(|| "none".to_string(), crate::rich::moment),
            place = place
        ))
    }

    /// A short label for an autocomplete choice (Discord allows 100 characters).
    pub fn label(&self) -> String {
        let wait = if self.waits_for_you {
            " (your move)"
        } else {
            ""
        };
        let label = format!("#{} {}: {}{wait}", self.id, self.game, self.phase);
        label.chars().take(100).collect()
    }
}

impl Service {
    /// Every unfinished match of `user` (seated or hosting), those that wait for them first.
    pub async fn my_games(&self, user: &str) -> Result<Vec<MyGame>> {
        let rows = self.store.open_matches_of(user).await?;
        let mut games = Vec::with_capacity(rows.len());
        for m in rows {
            let Ok(game) = self.game_of(&m) else {
                continue;
            };
            match self.my_game(&m, game, user).await {
                Ok(g) => games.push(g),
                Err(e) if e.is_damaged_match() => {
                    tracing::error!(match_id = m.id, error = %e, "a damaged match is left out of mygames")
                }
                Err(e) => return Err(e),
            }
        }
        games.sort_by_key(|g| (!g.waits_for_you, g.id));
        Ok(games)
    }

    /// One line of [`my_games`](Self::my_games).
    async fn my_game(&self, m: &MatchRow, game: &'static dyn Game, user: &str) -> Result<MyGame> {
        let seats = self.store.seats(m.id).await?;
        let seat = super::auth::seat_of(&seats, user);
        let (phase, waits) = {
            let lock = self.lock_for(m.id);
            let _guard = lock.lock().await;
            match self.load(m, game).await? {
                Some(loaded) => {
                    let awaiting = game.awaiting(&loaded.state);
                    let waits = seat.is_some_and(|s| awaiting.pending().any(|p| p == Seat(s)));
                    let phase =
                        super::phase_words::phase_text(self.words_in(m.lang), game, &loaded.state);
                    self.keep(m.id, loaded);
                    (phase, waits)
                }
                None => (String::new(), false),
            }
        };
        Ok(MyGame {
            id: m.id,
            game: game.info().id.to_string(),
            status: m.status,
            phase,
            waits_for_you: waits && m.status == MatchStatus::Running,
            deadline: self.deadline_of(m.id).await,
            link: match_link(m),
            channel: m.channel.clone(),
        })
    }

    pub(super) async fn my_games_reply(&self, req: &Request) -> Result<Vec<Reply>> {
        let games = self.my_games(&req.caller.user).await?;
        let words = self.words_in(req.caller.lang);
        let text = if games.is_empty() {
            words.render(&msg!("service-mygames-none"))
        } else {
            let waiting = games.iter().filter(|g| g.waits_for_you).count();
            let mut lines = vec![words.render(&msg!(
                "service-mygames-head",
                n = games.len(),
                waiting = waiting
            ))];
            lines.extend(games.iter().map(|g| format!("- {}", g.line(words))));
            lines.join("\n")
        };
        Ok(vec![Reply::caller(text)])
    }

    /// `notify all|turn|off`: which DMs the caller gets; without a word, the setting now.
    pub(super) async fn notify(&self, req: &Request, setting: Option<&str>) -> Result<Vec<Reply>> {
        let user = &req.caller.user;
        let words = self.words_in(req.caller.lang);
        let Some(word) = setting.map(str::trim).filter(|w| !w.is_empty()) else {
            let now = self.store.notify_of(user).await?;
            return Ok(vec![Reply::caller(
                words.render(&msg!("service-notify-now", setting = now.as_str())),
            )]);
        };
        let Some(notify) = Notify::parse(word) else {
            return Err(Refusal::at(word, msg!("service-notify-unknown"))
                .accepting(Notify::NAMES.to_vec())
                .into());
        };
        self.store.set_notify(user, notify).await?;
        Ok(vec![Reply::caller(words.render(&msg!(
            "service-notify-set",
            setting = notify.as_str()
        )))])
    }
}
