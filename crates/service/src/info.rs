//! Read-only commands: status, map, history, legal orders, pending work, games, rules, help.

use super::auth::seat_of;
use super::play::seat_name;
use super::{refuse, Body, Ctx, Registry, Reply, Result, Service, To};
use korona_engine::{Catalog, Choice, Event, Refusal, Seat, Viewer};

use korona_engine::msg;

impl Service {
    fn viewer_of(&self, seats: &[korona_store::SeatRow], user: &str) -> Viewer {
        seat_of(seats, user).map_or(Viewer::Spectator, |s| Viewer::Seat(Seat(s)))
    }

    pub(super) async fn status(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        let seats = cx.seats.clone();
        let info = cx.game.info();
        let words = self.words_in(cx.req.caller.lang);
        let mut lines = vec![words.render(&msg!(
            "service-status-head",
            id = cx.m.id,
            game = info.name,
            status = cx.m.status.as_str(),
            host = crate::rich::person(&cx.m.host)
        ))];
        for s in &seats {
            // The number stays here: `/msg`, `kick` and `replace` take it.
            let who = super::play::named(words, &seats, s.seat)
                .unwrap_or_else(|| words.render(&msg!("service-status-open")));
            lines.push(words.render(&msg!("service-status-seat", seat = s.seat, who = who)));
        }
        lines.push(words.render(&msg!(
            "service-status-seed",
            sha = cx.m.seed_sha256.as_str()
        )));
        if let Some(secs) = cx.m.phase_secs {
            lines.push(words.render(&msg!(
                "service-status-deadline",
                duration = super::phrases::duration(words, secs)
            )));
        }
        // A spectator follows the match `spectate_delay` phases behind its players: `status` shows
        // them the phase their feed has reached, not the one being played.
        if let Some(lines_behind) = self.delayed_status(cx, words).await? {
            lines.extend(lines_behind);
            return Ok(vec![Reply::caller(lines.join("\n"))]);
        }
        if let Some(loaded) = self.load(&cx.m, cx.game).await? {
            let viewer = self.viewer_of(&seats, &cx.req.caller.user);
            let awaiting = cx.game.awaiting(&loaded.state);
            let waiting: Vec<String> = awaiting
                .pending()
                .map(|s| seat_name(words, &seats, s))
                .collect();
            let phase = super::phase_words::phase_text(words, cx.game, &loaded.state);
            lines.push(words.render(&msg!("service-status-phase", phase = phase)));
            if !waiting.is_empty() {
                lines.push(
                    words.render(&msg!("service-status-waiting", names = waiting.join(", "))),
                );
            }
            if let Some(due) = self
                .store
                .pending_jobs(cx.m.id)
                .await?
                .iter()
                .find(|j| j.kind == super::schedule::DEADLINE)
            {
                lines.push(words.render(&msg!(
                    "service-deadline-at",
                    at = crate::rich::moment(due.due_at)
                )));
            }
            let board = self
                .board_of(cx.m.id, cx.game, &loaded.state, viewer, cx.req.caller.lang)
                .await;
            lines.push(super::code_block(&board));
            self.keep(cx.m.id, loaded);
        }
        Ok(vec![Reply::caller(lines.join("\n"))])
    }

    /// The phase part of `status` for a caller who spectates the match with a delay (not seated,
    /// the match under way): the phase `delay` posts back and its public board, nothing of who is
    /// awaited now or when the current deadline passes. `None` for everyone else.
    async fn delayed_status(&self, cx: &Ctx<'_>, words: &Catalog) -> Result<Option<Vec<String>>> {
        let user = &cx.req.caller.user;
        if seat_of(&cx.seats, user).is_some()
            || cx.m.status == korona_store::MatchStatus::Lobby
            || cx.m.status == korona_store::MatchStatus::Finished
            || !self.store.spectators(cx.m.id).await?.contains(user)
        {
            return Ok(None);
        }
        let delay = self.store.match_settings(cx.m.id).await?.spectate_delay;
        if delay == 0 {
            return Ok(None);
        }
        let mut lines = vec![words.render(&msg!("service-status-delayed", delay = delay))];
        let last = self.store.last_phase_mark(cx.m.id).await?.unwrap_or(-1);
        let marks = self.store.phase_marks_upto(cx.m.id, last - delay).await?;
        let Some(mark) = marks.iter().find(|k| k.n == last - delay) else {
            return Ok(Some(lines));
        };
        if let Some(state) = self.state_at(&cx.m, cx.game, mark.seq).await? {
            let phase = super::phase_words::phase_text(words, cx.game, &state);
            lines.push(words.render(&msg!("service-status-phase", phase = phase)));
            let board = self
                .board_of(
                    cx.m.id,
                    cx.game,
                    &state,
                    Viewer::Spectator,
                    cx.req.caller.lang,
                )
                .await;
            lines.push(super::code_block(&board));
        }
        Ok(Some(lines))
    }

    pub(super) async fn map(&self, cx: &Ctx<'_>, phone: bool) -> Result<Vec<Reply>> {
        let Some(loaded) = self.load(&cx.m, cx.game).await? else {
            return refuse(msg!("service-match-has-not-started-there"));
        };
        // The map's words are in the match's language. A seated caller sees their own view (a
        // secret homeland, sealed orders as arrows, a private panel); the answer is theirs alone.
        // Anyone else gets the spectator's picture.
        let viewer = self.viewer_of(&cx.seats, &cx.req.caller.user);
        let match_words = self.words_in(cx.m.lang);
        let mut caption = match_words.render(&msg!(
            "service-map-caption",
            id = cx.m.id,
            phase = super::phase_words::phase_text(match_words, cx.game, &loaded.state)
        ));
        if viewer != Viewer::Spectator {
            caption.push_str(&match_words.render(&msg!("service-map-own-view")));
        }
        if let (true, Some(painter)) = (phone, self.phone_painter.clone()) {
            let scene = self
                .scene_of(cx.m.id, cx.game, &loaded.state, viewer, cx.m.lang)
                .await;
            let alt = crate::alt_text::alt_text(&scene, &[], &[], cx.m.lang);
            let stem = format!("match-{}-{:05}-phone", cx.m.id, loaded.seq);
            self.keep(cx.m.id, loaded);
            let Some(pages) = self.paint_pages(painter, scene).await else {
                return refuse(msg!("service-match-has-not-started-there"));
            };
            let album = crate::phone_album::album(&stem, pages, caption, alt, cx.m.id, match_words);
            return Ok(vec![Reply {
                to: To::Caller,
                body: album,
            }]);
        }
        // Answered to the caller alone: anyone may ask, and asking must not post into the match's
        // channel.
        let reply = self.map_for(&cx.m, cx.game, &loaded, caption, viewer).await;
        self.keep(cx.m.id, loaded);
        Ok(vec![Reply {
            to: To::Caller,
            body: reply.body,
        }])
    }

    pub(super) async fn history(&self, cx: &Ctx<'_>, last: usize) -> Result<Vec<Reply>> {
        let seats = cx.seats.clone();
        let viewer = self.viewer_of(&seats, &cx.req.caller.user);
        let rows = self.store.log_after(cx.m.id, -1).await?;
        // A seat's private past belongs to whoever held it then: its current owner sees private
        // events only from the entry they took it at.
        let since = seat_of(&seats, &cx.req.caller.user)
            .and_then(|s| seats.iter().find(|r| r.seat == s))
            .map_or(-1, |r| r.since_seq);
        // Only events are shown, never the typed text: a sealed bid's text is a secret.
        let words = self.words_in(cx.req.caller.lang);
        let mut lines = Vec::new();
        for row in &rows {
            let events: Vec<Event> = serde_json::from_value(row.events.clone()).unwrap_or_default();
            let viewer = if row.seq < since {
                Viewer::Spectator
            } else {
                viewer
            };
            for e in events.iter().filter(|e| e.visible_to(viewer)) {
                let text = super::play::event_text(words, &seats, e);
                lines.push(format!("#{} {text}", row.seq));
            }
        }
        let shown = lines.len().saturating_sub(last.max(1));
        let text = if lines.is_empty() {
            words.render(&msg!("service-history-empty"))
        } else {
            lines[shown..].join("\n")
        };
        Ok(vec![Reply::caller(text)])
    }

    pub(super) async fn legal(&self, cx: &Ctx<'_>, prefix: &str) -> Result<Vec<Reply>> {
        let seats = cx.seats.clone();
        let seat = Seat(seat_of(&seats, &cx.req.caller.user).expect("checked by auth"));
        let Some(loaded) = self.load(&cx.m, cx.game).await? else {
            return refuse(msg!("service-match-has-not-started"));
        };
        // Standing settings are no part of the turn's list, but typing one still finds it.
        let settings = if prefix.trim().is_empty() {
            Vec::new()
        } else {
            cx.game.settings(&loaded.state, seat)
        };
        let all = cx
            .game
            .legal(&loaded.state, seat)
            .into_iter()
            .chain(settings);
        let worded = super::choice_words::worded(self.words_in(cx.req.caller.lang), all.collect());
        let mut choices: Vec<Choice> = worded
            .iter()
            .filter(|c| c.starts_with(prefix))
            .cloned()
            .collect();
        // `legal c4` means the orders about c4: a filter that starts no order is looked for among
        // each order's words.
        if choices.is_empty() {
            choices = worded
                .iter()
                .filter(|c| mentions(&c.text, prefix))
                .cloned()
                .collect();
        }
        let phase = super::phase_token(&cx.game.awaiting(&loaded.state).phase);
        self.keep(cx.m.id, loaded);
        let words = self.words_in(cx.req.caller.lang);
        let text = if choices.is_empty() && worded.is_empty() {
            words.render(&msg!("service-legal-none"))
        } else if choices.is_empty() {
            let mut verbs: Vec<&str> = worded
                .iter()
                .filter_map(|c| c.text.split_whitespace().next())
                .collect();
            verbs.dedup();
            words.render(&msg!(
                "service-legal-no-match",
                filter = prefix.trim(),
                verbs = verbs.join(", ")
            ))
        } else {
            let lines: Vec<String> = choices.iter().map(choice_line).collect();
            lines.join("\n")
        };
        Ok(vec![Reply {
            to: To::Caller,
            body: Body::Choices {
                text: text.into(),
                choices,
                phase,
            },
        }])
    }

    /// The seat's standing settings as a menu of their own, the ones in force marked `(now)`.
    pub(super) async fn settings(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        let seat = Seat(seat_of(&cx.seats, &cx.req.caller.user).expect("checked by auth"));
        let Some(loaded) = self.load(&cx.m, cx.game).await? else {
            return refuse(msg!("service-match-has-not-started"));
        };
        let words = self.words_in(cx.req.caller.lang);
        let choices = super::choice_words::worded(words, cx.game.settings(&loaded.state, seat));
        let phase = super::phase_token(&cx.game.awaiting(&loaded.state).phase);
        self.keep(cx.m.id, loaded);
        let text = if choices.is_empty() {
            words.render(&msg!("service-no-settings", game = cx.game.info().name))
        } else {
            let now: Vec<&str> = choices
                .iter()
                .filter(|c| c.label != c.text)
                .map(|c| c.text.as_str())
                .collect();
            words.render(&msg!("service-settings-now", now = now.join("; ")))
        };
        Ok(vec![Reply {
            to: To::Caller,
            body: Body::Choices {
                text: text.into(),
                choices,
                phase,
            },
        }])
    }

    pub(super) async fn pending(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        let seats = cx.seats.clone();
        let seat = Seat(seat_of(&seats, &cx.req.caller.user).expect("checked by auth"));
        let Some(loaded) = self.load(&cx.m, cx.game).await? else {
            return refuse(msg!("service-match-has-not-started"));
        };
        let awaiting = cx.game.awaiting(&loaded.state);
        let words = self.words_in(cx.req.caller.lang);
        let phase = super::phase_words::phase_text(words, cx.game, &loaded.state);
        let phase = phase.as_str();
        let text = words.render(&match awaiting.waits.iter().find(|w| w.seat == seat) {
            Some(w) if w.done => msg!("service-orders-in", phase = phase),
            Some(w) => msg!(
                "service-orders-wait",
                phase = phase,
                kind = super::phrases::wait_kind(words, w.kind)
            ),
            None => msg!("service-orders-nothing", phase = phase),
        });
        // The seat's own view may hold its standing and queued orders.
        let view = super::code_block(
            &self
                .board_of(
                    cx.m.id,
                    cx.game,
                    &loaded.state,
                    Viewer::Seat(seat),
                    cx.req.caller.lang,
                )
                .await,
        );
        self.keep(cx.m.id, loaded);
        Ok(vec![Reply::caller(format!("{text}\n{view}"))])
    }
}

/// A choice as a text front-end lists it: the order to type, and what it means when that differs.
fn choice_line(c: &Choice) -> String {
    if c.label == c.text {
        c.text.clone()
    } else {
        format!("{} ({})", c.text, c.label)
    }
}

impl Service {
    /// Odds for `game`, or without one for the game of the channel's open match when it has odds,
    /// else for the only hosted game that has them: the front-end names no game.
    pub(super) async fn odds(
        &self,
        req: &super::Request,
        game: Option<&str>,
        query: &str,
    ) -> Result<Vec<Reply>> {
        let with_odds = || {
            (self.games)()
                .iter()
                .filter(|g| g.info().words.odds)
                .map(|g| g.info().id)
                .collect::<Vec<_>>()
        };
        let id = match game {
            Some(id) => id.to_string(),
            None => {
                let open = self.store.open_match_in(&req.place.channel).await?;
                let here = open
                    .and_then(|m| super::find_game(self.games, &m.game))
                    .filter(|g| g.info().words.odds);
                match (here, with_odds().as_slice()) {
                    (Some(g), _) => g.info().id.to_string(),
                    (None, [only]) => only.to_string(),
                    (None, all) => {
                        return Err(Refusal::new(msg!("service-odds-which-game"))
                            .accepting(all.iter().copied())
                            .into())
                    }
                }
            }
        };
        odds_off_executor(self.games, id, query.to_string()).await
    }
}

pub fn games(registry: Registry, words: &Catalog) -> Reply {
    let lines: Vec<String> = registry()
        .iter()
        .map(|g| {
            let i = g.info();
            format!(
                "{}: {} ({}). {}",
                i.id,
                i.name,
                super::phrases::players(words, i.min_seats, i.max_seats),
                game_words(words, i.summary)
            )
        })
        .collect();
    Reply::caller(lines.join("\n"))
}

pub fn odds(registry: Registry, game: &str, query: &str) -> Result<Vec<Reply>> {
    let Some(g) = super::find_game(registry, game) else {
        return Err(Refusal::at(game, msg!("service-no-such-game"))
            .accepting(super::game_ids(registry))
            .into());
    };
    let odds = g.odds(query)?;
    Ok(vec![Reply::caller(odds.to_string())])
}

/// [`odds`] on a blocking thread: exact odds are CPU work that must not stall the executor that
/// serves every other match.
pub async fn odds_off_executor(
    registry: Registry,
    game: String,
    query: String,
) -> Result<Vec<Reply>> {
    tokio::task::spawn_blocking(move || odds(registry, &game, &query))
        .await
        .map_err(|e| super::ServiceError::Fault(format!("odds panicked: {e}")))?
}

/// `/rules`: the games; `/rules <game>`: its guide's goal, first turn and orders, and the topics
/// there are; `/rules <game> <topic>`: that topic (`options` also lists every option as the game
/// defines it). A game without a guide (a test game) shows its summary and options.
pub fn rules(
    registry: Registry,
    words: &Catalog,
    game: Option<&str>,
    topic: Option<&str>,
) -> Result<Vec<Reply>> {
    let Some(id) = game else {
        return Ok(vec![games(registry, words)]);
    };
    let Some(g) = super::find_game(registry, id) else {
        return Err(Refusal::at(id, msg!("service-no-such-game"))
            .accepting(super::game_ids(registry))
            .into());
    };
    let i = g.info();
    let guide = super::guides::guide(g, words.lang());
    let about = match topic {
        Some(topic) => format!("{}/{}", i.id, topic.to_ascii_lowercase()),
        None => i.id.to_string(),
    };
    let (title, pages) = match (topic, &guide) {
        (None, Some(guide)) => {
            let mut pages = guide.head_pages();
            let more = words.render(&msg!(
                "service-rules-topics",
                game = i.id,
                topics = topic_ids(guide).join(", ")
            ));
            if let Some(last) = pages.last_mut() {
                last.push_str("\n\n");
                last.push_str(&more);
            }
            let title = words.render(&msg!("service-rules-title", game = i.name));
            (title, pages)
        }
        (None, None) => {
            let mut lines = vec![
                format!(
                    "{} ({})",
                    i.name,
                    super::phrases::players(words, i.min_seats, i.max_seats)
                ),
                game_words(words, i.summary),
            ];
            lines.extend(option_lines(words, g));
            let title = words.render(&msg!("service-rules-title", game = i.name));
            (title, vec![lines.join("\n")])
        }
        (Some(asked), guide) => {
            let found = guide.as_ref().and_then(|guide| guide.topic(asked));
            let options = asked.eq_ignore_ascii_case("options");
            if found.is_none() && !options {
                let accepted = guide.as_ref().map(topic_ids).unwrap_or_default();
                return Err(
                    Refusal::at(asked, msg!("service-no-such-rules-topic", game = i.name))
                        .accepting(accepted)
                        .into(),
                );
            }
            let mut pages = found
                .map(|t| super::guides::pages(&t.text))
                .unwrap_or_default();
            if options {
                pages.push(option_lines(words, g).join("\n"));
            }
            let heading = found.map_or_else(|| asked.to_string(), |t| t.title.clone());
            let title = words.render(&msg!(
                "service-rules-topic-title",
                game = i.name,
                topic = heading
            ));
            (title, pages)
        }
    };
    Ok(vec![Reply {
        to: To::Caller,
        body: Body::Pages {
            title,
            game: about,
            pages,
            lang: words.lang(),
        },
    }])
}

/// The topics a guide offers, `options` among them.
fn topic_ids(guide: &super::guides::Guide) -> Vec<String> {
    let mut ids: Vec<String> = guide.topic_ids().into_iter().map(str::to_string).collect();
    if !ids.iter().any(|t| t == "options") {
        ids.insert(0, "options".to_string());
    }
    ids
}

/// Every option and preset of a game, as its option set defines them.
fn option_lines(words: &Catalog, g: &dyn korona_engine::Game) -> Vec<String> {
    let mut lines = Vec::new();
    for o in g.option_set().info() {
        lines.push(words.render(&msg!(
            "service-rules-option",
            key = o.key,
            accepted = o.accepted.join(" | "),
            default = o.default,
            help = game_words(words, o.help)
        )));
    }
    for p in g.option_set().presets {
        lines.push(words.render(&msg!(
            "service-rules-preset",
            name = p.name,
            help = game_words(words, p.help)
        )));
    }
    lines
}

/// A game's summary or an option's help: the words of its catalog id in the reader's language; a
/// game that gives plain text (a test game) is shown as it wrote it.
fn game_words(words: &Catalog, id: &str) -> String {
    if words.has(id) {
        words.render(&korona_engine::Message::new(id))
    } else {
        id.to_string()
    }
}

pub fn help(words: &Catalog) -> Reply {
    Reply::caller(words.render(&msg!("service-help")))
}

/// Whether every word of `filter` is one of the words of the order `text` (any case).
fn mentions(text: &str, filter: &str) -> bool {
    let words: Vec<String> = text.split_whitespace().map(str::to_lowercase).collect();
    let mut wanted = filter.split_whitespace().map(str::to_lowercase).peekable();
    wanted.peek().is_some() && wanted.all(|w| words.contains(&w))
}

#[cfg(test)]
mod filter_tests {
    use super::mentions;

    #[test]
    fn a_filter_finds_the_orders_that_name_its_words() {
        assert!(mentions("move C4 C5", "c4"));
        assert!(mentions("move C4 C5", "c5 C4"));
        assert!(!mentions("move C4 C5", "c6"));
        assert!(!mentions("move C4 C5", "c"));
        assert!(!mentions("move C4 C5", " "));
    }
}
