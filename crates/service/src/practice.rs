//! `practice <game> [level]`: a match against bots at once, for one person (issue 28, item 5). It is
//! made of the lobby's own steps (create, a seat, bots, start), so it is an ordinary match from then
//! on; its first card says what to do now and offers a few orders that make sense first, not every
//! legal one.

use super::{Body, Command, Reply, Request, Result, Service, ServiceError, To};
use korona_engine::{msg, BotLevel, Seat};
use korona_store::MatchStatus;

impl Service {
    /// Opens the practice match, in a thread of `parent` when the front-end made one
    /// (`req.place.channel` is then the thread); answers the match's number (for the controls of
    /// the first card) and the replies.
    pub async fn practice_in_thread(
        &self,
        req: &Request,
        parent: Option<&str>,
    ) -> Result<(i64, Vec<Reply>)> {
        let unmarked = req.unmarked();
        let Command::Practice { game, level } = &unmarked.command else {
            return Err(ServiceError::Fault("practice: not a practice".into()));
        };
        let (id, mut replies) = self.practiced(&unmarked, game, *level, parent).await?;
        replies.extend(self.drawn_replays().await);
        Ok((id, replies))
    }

    pub(super) async fn practice(
        &self,
        req: &Request,
        game_id: &str,
        level: BotLevel,
        parent: Option<&str>,
    ) -> Result<Vec<Reply>> {
        Ok(self.practiced(req, game_id, level, parent).await?.1)
    }

    async fn practiced(
        &self,
        req: &Request,
        game_id: &str,
        level: BotLevel,
        parent: Option<&str>,
    ) -> Result<(i64, Vec<Reply>)> {
        // The match reads in its one player's language.
        let options = vec![("lang".to_string(), req.caller.lang.tag().to_string())];
        let create = Request {
            command: Command::Create {
                game: game_id.to_string(),
                options: options.clone(),
            },
            match_id: None,
            ..req.clone()
        };
        let created = self.create(&create, game_id, &options).await?;
        let Some(id) = created.iter().find_map(|r| match &r.body {
            Body::Lobby { match_id, .. } => Some(*match_id),
            _ => None,
        }) else {
            return Err(ServiceError::Fault("practice: no match was created".into()));
        };
        if let Some(parent) = parent {
            self.store.set_thread_parent(id, parent).await?;
        }
        let m = self.match_row(id).await?;
        let game = self.game_of(&m)?;
        let info = game.info();
        let user = &req.caller.user;
        self.store.put_seat(id, 0, Some(user), None).await?;
        for seat in 1..info.min_seats {
            self.store
                .put_seat(id, seat, None, Some(level.name()))
                .await?;
        }
        // The fewest seats the game takes; a map that does not suit that count (kingdoms) gets one
        // bot more until it does.
        let start = Request {
            command: Command::Start,
            match_id: Some(id),
            ..req.clone()
        };
        let mut seats = info.min_seats;
        let started = loop {
            match self.on_match(&start, id).await {
                Err(ServiceError::Refused(_)) if seats < info.max_seats => {
                    self.store
                        .put_seat(id, seats, None, Some(level.name()))
                        .await?;
                    seats += 1;
                }
                other => break other?,
            }
        };
        let words = self.words_in(m.lang);
        let mut replies = vec![Reply::public(
            &m.channel,
            words.render(&msg!(
                "service-practice-opened",
                id = id,
                game = info.name,
                user = crate::rich::person(user),
                bots = seats - 1,
                level = level.name(),
                sha = m.seed_sha256.as_str()
            )),
        )];
        replies.extend(started);
        replies.push(self.practice_card(id, game, seats, level, req).await?);
        Ok((id, replies))
    }

    /// The caller's first card: the match, what is asked now, and the orders that make sense first.
    async fn practice_card(
        &self,
        id: i64,
        game: &'static dyn korona_engine::Game,
        seats: u8,
        level: BotLevel,
        req: &Request,
    ) -> Result<Reply> {
        let words = self.words_in(req.caller.lang);
        let m = self.match_row(id).await?;
        let mut lines = vec![words.render(&msg!(
            "service-practice-card",
            id = id,
            game = game.info().name,
            bots = seats - 1,
            level = level.name()
        ))];
        let Some((_, state)) = self.current_state(id).await? else {
            return Err(ServiceError::Fault(
                "practice: the match did not start".into(),
            ));
        };
        let phase = super::phase_words::phase_text(words, game, &state);
        lines.push(words.render(&msg!("service-now", phase = phase.as_str())));
        let awaiting = game.awaiting(&state);
        let mine = Seat(0);
        let asked = m.status != MatchStatus::Finished && awaiting.pending().any(|s| s == mine);
        let choices = if asked {
            super::choice_words::worded(words, game.suggested(&state, mine))
        } else {
            Vec::new()
        };
        if asked {
            let example = choices.first().map_or(String::new(), |c| c.text.clone());
            lines.push(words.render(&msg!(
                "service-practice-first",
                orders = choices
                    .iter()
                    .map(|c| format!("`{}`", c.text))
                    .collect::<Vec<_>>()
                    .join(", "),
                example = example.as_str()
            )));
        } else {
            lines.push(words.render(&msg!("service-practice-wait")));
        }
        Ok(Reply {
            to: To::Caller,
            body: Body::Choices {
                text: lines.join("\n").into(),
                choices,
                phase: super::phase_token(&awaiting.phase),
            },
        })
    }
}
