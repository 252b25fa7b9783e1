//! The one path every game input takes: parse, validate and apply in the ruleset, append to the log
//! (with the snapshot, the match's end and the phase's jobs in the same transaction), then let bots
//! move and report the phase.

use super::auth::seat_of;
use super::{
    refuse, schedule, Body, Ctx, Loaded, PhasePost, Reply, Result, Service, ServiceError, To,
};
use korona_engine::selfplay::{bot_budget, bot_turn};
use korona_engine::{
    apply_entry, Audience, BotLevel, Budget, EntryInput, Event, Game, Input, Outcome, Seat, Viewer,
    WaitKind,
};
use korona_engine::{msg, Catalog, Message};
use korona_store::{
    AppendExtras, LogRow, MarkKind, MatchRow, MatchStatus, Notify, SeatRow, StoreError,
};
use serde_json::Value;
use tracing::Instrument;

/// A snapshot every this many entries keeps loading a long match fast.
const SNAPSHOT_EVERY: i64 = 64;
/// A bot loop that runs longer than this has a bug; stop rather than spin.
const MAX_BOT_STEPS: usize = 500_000;

/// What one accepted input did.
pub(super) struct Committed {
    pub events: Vec<Event>,
    pub outcome: Option<Outcome>,
}

/// The longest order text the service passes to a game (issue "Security", item 4).
pub const MAX_ORDER_CHARS: usize = 500;

impl Service {
    pub(super) async fn order(&self, cx: &Ctx<'_>, text: &str, sealed: bool) -> Result<Vec<Reply>> {
        ensure_running(&cx.m)?;
        // No game's order needs more; a longer text is refused before any game parses it.
        let length = text.chars().count();
        if length > MAX_ORDER_CHARS {
            return refuse(msg!(
                "service-order-too-long",
                max = MAX_ORDER_CHARS,
                length = length
            ));
        }
        let seat = Seat(seat_of(&cx.seats, &cx.req.caller.user).expect("checked by auth"));
        let loaded = self.load_running(cx).await?;
        let action = match cx.game.parse(&loaded.state, seat, text) {
            Ok(a) => a,
            Err(refusal) => {
                self.keep(cx.m.id, loaded);
                let words = self.words_in(cx.req.caller.lang);
                return Err(super::refusal_names::named(words, &cx.seats, refusal).into());
            }
        };
        let canonical = cx.game.format(&loaded.state, &action);
        // A sealed order names its phase (the office of an election, say), so a late bid that
        // landed in the next phase is noticed at once.
        let mine = self.words_in(cx.req.caller.lang);
        let said = if sealed {
            let phase = super::phase_words::phase_text(mine, cx.game, &loaded.state);
            mine.render(&msg!(
                "service-sealed-for",
                phase = phase.as_str(),
                order = canonical.as_str()
            ))
        } else {
            mine.render(&msg!("service-accepted", order = canonical.as_str()))
        };
        let own = OwnInput {
            seat,
            input: Input::Order { seat, action },
            logged: text,
            canonical: &canonical,
        };
        self.give(cx, loaded, own, said).await
    }

    /// A seat's own input (an order, a take-back) committed and answered: the card for the caller,
    /// the private events to their seats, then whatever the input set going (bots, the phase's post).
    /// On a refusal the cached state stays the one before.
    pub(super) async fn give(
        &self,
        cx: &Ctx<'_>,
        mut loaded: Loaded,
        own: OwnInput<'_>,
        said: String,
    ) -> Result<Vec<Reply>> {
        let before = moment(&cx.game.awaiting(&loaded.state));
        let committed = self
            .commit(
                &cx.m,
                cx.game,
                &mut loaded,
                &own.input,
                &cx.req.caller.user,
                Some(own.logged),
            )
            .await;
        let committed = match committed {
            Ok(c) => c,
            Err(e) => {
                self.keep(cx.m.id, loaded);
                return Err(match e {
                    ServiceError::Refused(r) => ServiceError::Refused(super::refusal_names::named(
                        self.words_in(cx.req.caller.lang),
                        &cx.seats,
                        r,
                    )),
                    other => other,
                });
            }
        };
        let end_turn = offers_end_turn(cx.game, &loaded, own.seat, own.canonical);
        let card = self.turn_card(cx, &loaded, own.seat, said).await;
        let mut replies = vec![Reply {
            to: To::Caller,
            body: Body::Accepted {
                text: card.text.into(),
                end_turn,
                phase: super::phase_token(&before.phase),
                next: card.next,
                take_back: card.take_back,
            },
        }];
        // The seat's own picture goes with its card, drawn before bots move on from this moment.
        let own_view = self.own_view_card(cx, &loaded, own.seat).await;
        replies.extend(event_replies(
            self.words_in(cx.m.lang),
            self.words_in(cx.req.caller.lang),
            &cx.seats,
            &committed.events,
            Some(own.seat),
        ));
        let after = self
            .after_input(&cx.m, cx.game, &cx.seats, loaded, before, committed.outcome)
            .await?;
        // A phase that resolved on this input has its public post: the picture of the moment
        // before it would be stale.
        if let Some(picture) = own_view {
            if !after.iter().any(|r| matches!(r.body, Body::Phase(_))) {
                // Right after the card it belongs to.
                replies.insert(1, picture);
            }
        }
        replies.extend(after);
        Ok(replies)
    }

    /// The card that answers an order: what was accepted, what the seat has given so far in this
    /// turn or phase, what it has left, and (while the turn goes on) the orders it may give next.
    pub(super) async fn turn_card(
        &self,
        cx: &Ctx<'_>,
        loaded: &Loaded,
        seat: Seat,
        accepted: String,
    ) -> TurnCard {
        let words = self.words_in(cx.req.caller.lang);
        let mut lines = vec![accepted];
        let awaiting = cx.game.awaiting(&loaded.state);
        let still = awaiting.pending().any(|s| s == seat);
        // The entries since the last phase post are this moment's: the seat's own typed orders.
        // Read only while the turn goes on, when the card shows them: a finished turn costs nothing.
        if still {
            let given = given_so_far(
                self.store
                    .texts_since_report(cx.m.id, &cx.req.caller.user)
                    .await
                    .unwrap_or_default(),
            );
            if given.len() > 1 {
                lines.push(words.render(&msg!("service-turn-so-far", orders = given.join("; "))));
            }
        }
        if let Some(left) = still.then(|| cx.game.left(&loaded.state, seat)).flatten() {
            lines.push(words.render(&msg!("service-left", left = left)));
        }
        let wait = awaiting.waits.iter().find(|w| w.seat == seat);
        match wait {
            Some(w) if w.done => lines.push(words.render(&msg!("service-orders-in-may-change"))),
            Some(_) if still => {}
            _ => lines.push(words.render(&msg!(
                "service-now",
                phase = super::phase_words::phase_text(words, cx.game, &loaded.state)
            ))),
        }
        let next = if still {
            super::choice_words::worded(words, cx.game.legal(&loaded.state, seat))
        } else {
            Vec::new()
        };
        TurnCard {
            text: lines.join("\n"),
            next,
            take_back: cx.game.take_back(&loaded.state, seat),
        }
    }

    /// The game's end-turn order, for a front-end's "End turn" button.
    pub(super) async fn end_turn(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        let info = cx.game.info();
        match info.words.end_turn {
            Some(end) => self.order(cx, end, false).await,
            None => refuse(msg!("service-no-end-turn", game = info.name)),
        }
    }

    /// A game's shortcut command: the order its prefix stands for.
    pub(super) async fn shortcut(
        &self,
        cx: &Ctx<'_>,
        verb: &str,
        text: &str,
    ) -> Result<Vec<Reply>> {
        let info = cx.game.info();
        let Some(shortcut) = info.words.shortcut(verb) else {
            let mut accepted = vec!["order"];
            accepted.extend(info.words.shortcuts.iter().map(|s| s.verb));
            return Err(korona_engine::Refusal::at(
                verb,
                msg!("service-no-such-command", game = info.name),
            )
            .accepting(accepted)
            .into());
        };
        self.order(cx, &shortcut.order(text), shortcut.sealed).await
    }

    pub(super) async fn concede(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        ensure_running(&cx.m)?;
        let seats = cx.seats.clone();
        let seat = Seat(seat_of(&seats, &cx.req.caller.user).expect("checked by auth"));
        self.resign(cx, &seats, seat, "concede").await
    }

    pub(super) async fn resign(
        &self,
        cx: &Ctx<'_>,
        seats: &[SeatRow],
        seat: Seat,
        text: &str,
    ) -> Result<Vec<Reply>> {
        let mut loaded = self.load_running(cx).await?;
        let before = moment(&cx.game.awaiting(&loaded.state));
        let input = Input::Resign { seat };
        let committed = match self
            .commit(
                &cx.m,
                cx.game,
                &mut loaded,
                &input,
                &cx.req.caller.user,
                Some(text),
            )
            .await
        {
            Ok(c) => c,
            Err(e) => {
                self.keep(cx.m.id, loaded);
                return Err(e);
            }
        };
        let words = self.words_in(cx.m.lang);
        let mut replies = event_replies(words, words, seats, &committed.events, None);
        replies.extend(
            self.after_input(&cx.m, cx.game, &cx.seats, loaded, before, committed.outcome)
                .await?,
        );
        Ok(replies)
    }

    /// The deadline of the current phase passed: missing seats take their defaults.
    pub(super) async fn apply_deadline(
        &self,
        m: &MatchRow,
        game: &'static dyn Game,
    ) -> Result<Vec<Reply>> {
        let Some(mut loaded) = self.load(m, game).await? else {
            return Ok(vec![]);
        };
        let before = moment(&game.awaiting(&loaded.state));
        let committed = match self
            .commit(
                m,
                game,
                &mut loaded,
                &Input::Deadline,
                "system",
                Some("deadline"),
            )
            .await
        {
            Ok(c) => c,
            Err(e) => {
                self.keep(m.id, loaded);
                return Err(e);
            }
        };
        let seats = self.store.seats(m.id).await?;
        let words = self.words_in(m.lang);
        let mut replies = event_replies(words, words, &seats, &committed.events, None);
        replies.extend(
            self.after_input(m, game, &seats, loaded, before, committed.outcome)
                .await?,
        );
        Ok(replies)
    }

    pub(super) async fn load_running(&self, cx: &Ctx<'_>) -> Result<Loaded> {
        match self.load(&cx.m, cx.game).await? {
            Some(l) => Ok(l),
            None => refuse(msg!("service-match-has-no-state-yet")),
        }
    }

    /// Applies one input and appends it. On a refusal or a stale write nothing is stored and `loaded`
    /// is left as it was.
    pub(super) async fn commit(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        loaded: &mut Loaded,
        input: &Input<Value>,
        actor: &str,
        text: Option<&str>,
    ) -> Result<Committed> {
        let seq = loaded.seq + 1;
        let now = self.now();
        let at_ms = m.match_time(now);
        let awaiting_before = game.awaiting(&loaded.state);
        let seed = super::replay::seed_of(m).map_err(ServiceError::Fault)?;
        let applied = tracing::info_span!("apply", match_id = m.id, seq).in_scope(|| {
            apply_entry(
                game,
                &seed,
                seq as u64,
                at_ms as u64,
                Some(&loaded.state),
                EntryInput::Play(input),
            )
        })?;
        let outcome = applied.outcome.clone();
        let awaiting_after = game.awaiting(&applied.state);
        let row = LogRow {
            seq,
            at_ms,
            actor: actor.to_string(),
            input: serde_json::to_value(input).expect("inputs serialize"),
            text: text.map(str::to_string),
            rolls: serde_json::to_value(&applied.rolls).expect("rolls serialize"),
            events: serde_json::to_value(&applied.events).expect("events serialize"),
            state_sha256: game.state_hash(&applied.state),
        };
        let snapshot = (seq % SNAPSHOT_EVERY == 0 || outcome.is_some())
            .then(|| game.state_to_json(&applied.state).to_string());
        let outcome_json = outcome.as_ref().map(|o| serde_json::json!(o));
        // A deadline belongs to a phase and to whose turn it is: a sequential phase gives each
        // seat's turn its own deadline.
        let new_phase = awaiting_before.deadline != awaiting_after.deadline
            || moment(&awaiting_before) != moment(&awaiting_after);
        let jobs = if new_phase && outcome.is_none() {
            Some(self.fit_jobs(m, &awaiting_after, now).await?)
        } else {
            None
        };
        let request = super::delivery::take();
        let extras = AppendExtras {
            snapshot: snapshot.as_deref(),
            finished: outcome_json.as_ref(),
            jobs: jobs.as_deref(),
            request: request.as_deref(),
        };
        let appended = self
            .store
            .append(m.id, &row, extras)
            .instrument(tracing::info_span!("append", match_id = m.id, seq))
            .await;
        match appended {
            Ok(()) => {}
            Err(StoreError::Stale { .. }) => {
                return refuse(msg!("service-match-moved-on-while-this"));
            }
            Err(e) => return Err(e.into()),
        }
        loaded.seq = seq;
        loaded.state = applied.state;
        Ok(Committed {
            events: applied.events,
            outcome,
        })
    }

    /// After a human input: bots move, the phase is reported, the end is announced.
    pub(super) async fn after_input(
        &self,
        m: &MatchRow,
        game: &'static dyn Game,
        seats: &[SeatRow],
        loaded: Loaded,
        before: Moment,
        outcome: Option<Outcome>,
    ) -> Result<Vec<Reply>> {
        if let Some(outcome) = outcome {
            let replies = self.finished(m, game, &loaded, &outcome).await;
            self.keep(m.id, loaded);
            return Ok(replies);
        }
        let new_phase = moment(&game.awaiting(&loaded.state)) != before;
        self.after_change(m, game, seats, loaded, new_phase).await
    }

    /// Lets bot seats act while the match waits on them, reporting each new phase with its map.
    pub(super) async fn after_change(
        &self,
        m: &MatchRow,
        game: &'static dyn Game,
        seats: &[SeatRow],
        mut loaded: Loaded,
        mut new_phase: bool,
    ) -> Result<Vec<Reply>> {
        let mut replies = Vec::new();
        let paused = m.status == MatchStatus::Paused;
        // Consecutive bot steps fold into one post: a phase the bots pass through on their own is
        // told in the post of the moment that waits on a person (or the end), with one map.
        let mut report_due = false;
        for _ in 0..MAX_BOT_STEPS {
            report_due |= new_phase;
            if paused {
                break;
            }
            let awaiting = game.awaiting(&loaded.state);
            let Some((seat, level)) = awaiting
                .pending()
                .find_map(|s| bot_level(seats, s).map(|l| (s, l)))
            else {
                break;
            };
            if new_phase {
                // Folded into a later post, but still a phase of the match's history: the web
                // page and the spectators' feed count it.
                let words = self.words_in(m.lang);
                let title = super::phase_words::phase_text(words, game, &loaded.state);
                if let Err(e) = self
                    .store
                    .add_phase_mark(m.id, loaded.seq, &title, MarkKind::Folded)
                    .await
                {
                    tracing::error!(match_id = m.id, error = %e, "a folded phase was not marked");
                }
            }
            let (back, input) = self.think(m, game, loaded, seat, level).await?;
            loaded = back;
            let actor = format!("bot:{}", level.name());
            let committed = match self
                .commit(m, game, &mut loaded, &input, &actor, None)
                .await
            {
                Ok(c) => c,
                Err(e) => {
                    tracing::error!(match_id = m.id, %seat, error = %e, "a bot's move was refused");
                    break;
                }
            };
            let words = self.words_in(m.lang);
            replies.extend(event_replies(words, words, seats, &committed.events, None));
            if let Some(outcome) = committed.outcome {
                replies.extend(self.finished(m, game, &loaded, &outcome).await);
                report_due = false;
                break;
            }
            new_phase = moment(&game.awaiting(&loaded.state)) != moment(&awaiting);
        }
        if report_due {
            replies.extend(self.phase_report(m, game, &loaded, seats).await);
        }
        self.keep(m.id, loaded);
        Ok(replies)
    }

    /// The bot's choice, thought out on a blocking thread: a search may take seconds of CPU, and on
    /// the async executor it would stall every other match. The state travels to the thread and back.
    async fn think(
        &self,
        m: &MatchRow,
        game: &'static dyn Game,
        loaded: Loaded,
        seat: Seat,
        level: BotLevel,
    ) -> Result<(Loaded, Input<Value>)> {
        let seed = super::replay::seed_of(m).map_err(ServiceError::Fault)?;
        let mut budget = bot_budget(level);
        // On a chess clock the bot thinks in wall-clock time it can afford: a twentieth of what is
        // left, at most two seconds. Without a clock the node budget alone keeps it repeatable.
        if let korona_engine::waiting::Deadline::Clock { seat: mover, at_ms } =
            game.awaiting(&loaded.state).deadline
        {
            if mover == seat {
                let left = (at_ms as i64 - m.match_time(self.now())).max(0) as u64;
                let think = std::time::Duration::from_millis((left / 20).min(2_000));
                budget.until = Some(std::time::Instant::now() + think);
            }
        }
        let span = tracing::info_span!("bot", match_id = m.id, %seat, level = level.name());
        let match_id = m.id;
        tokio::task::spawn_blocking(move || {
            let _entered = span.enter();
            let input = bot_input(game, match_id, &seed, &loaded, seat, level, budget);
            (loaded, input)
        })
        .await
        .map_err(|e| ServiceError::Fault(format!("a bot of match {match_id} failed: {e}")))
    }

    async fn finished(
        &self,
        m: &MatchRow,
        game: &'static dyn Game,
        loaded: &Loaded,
        outcome: &Outcome,
    ) -> Vec<Reply> {
        self.rate_finished(m, outcome).await;
        let seats = self.store.seats(m.id).await.unwrap_or_default();
        let words = self.words_in(m.lang);
        let names: Vec<String> = outcome
            .winners()
            .iter()
            .map(|s| seat_name(words, &seats, *s))
            .collect();
        let verdict = match outcome {
            Outcome::Win { .. } => msg!("service-winner", names = names.join(", ")),
            Outcome::Draw { .. } => msg!("service-draw"),
        };
        let mut events = self.events_since_report(m, &seats, loaded.seq).await;
        let reason = words.render_named(outcome.reason(), &|s| named(words, &seats, s));
        events.push(words.render(&match_over(m.id, verdict, &reason, &events)));
        events.push(words.render(&msg!(
            "service-seed-revealed",
            seed = m.seed_hex.as_str(),
            sha = m.seed_sha256.as_str()
        )));
        let title = words.render(&msg!(
            "service-end-title",
            id = m.id,
            game = game.info().name
        ));
        events.push(self.verify_line(m).await);
        // A new player's next step from here: another match at once, against bots.
        events.push(words.render(&msg!("service-end-practice", game = game.info().id)));
        let post = PhasePost::new(title, events, Vec::new(), Vec::new(), None)
            .in_lang(m.lang)
            .with_page(self.match_page(m.id));
        let mark = post.title.marked();
        let told = post.events.iter().map(crate::rich::Rich::marked).collect();
        let mut replies = vec![self.phase_post(m, game, loaded, post).await];
        replies.extend(self.finale(m, game).await);
        replies.extend(
            self.spectator_posts(m, game, loaded.seq, &mark, Some(told))
                .await,
        );
        replies
    }

    /// The one public post of the phase that begins: the public events since the last post, the
    /// map, who is awaited (pinged in the message) and the deadline; and each awaited player's DM.
    async fn phase_report(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        loaded: &Loaded,
        seats: &[SeatRow],
    ) -> Vec<Reply> {
        let awaiting = game.awaiting(&loaded.state);
        let mut events = self.events_since_report(m, seats, loaded.seq).await;
        let pending: Vec<Seat> = awaiting.pending().collect();
        // Bots act at once: "Waiting for" names the people a phase waits on.
        let waiting: Vec<String> = pending
            .iter()
            .filter(|s| bot_level(seats, **s).is_none())
            .map(|s| seat_name(self.words_in(m.lang), seats, *s))
            .collect();
        let awaited_users: Vec<&str> = pending.iter().filter_map(|s| user_of(seats, *s)).collect();
        let deadline = self.deadline_of(m.id).await;
        events.extend(self.quiet_note(m, &awaiting, deadline).await);
        let shown = super::phase_words::phase_text(self.words_in(m.lang), game, &loaded.state);
        let title = self.words_in(m.lang).render(&msg!(
            "service-phase-title",
            id = m.id,
            game = game.info().name,
            phase = shown.as_str()
        ));
        let ping = awaited_users.iter().map(|u| u.to_string()).collect();
        let post = PhasePost::new(title, events, waiting, ping, deadline)
            .in_lang(m.lang)
            .with_page(self.match_page(m.id));
        let mark = post.title.marked();
        // One map a phase: its later moments (the next mover) are told, pinged and DMed without one.
        let first_of_phase = self
            .mapped
            .lock()
            .unwrap()
            .insert(m.id, awaiting.phase.clone())
            .is_none_or(|before| before != awaiting.phase);
        let post = if first_of_phase {
            self.phase_post(m, game, loaded, post).await
        } else {
            Reply {
                to: To::Public {
                    channel: m.channel.clone(),
                },
                body: Body::Phase(post),
            }
        };
        let mut replies = vec![post];
        replies.extend(
            self.nudges(
                m,
                game,
                seats,
                (&awaiting, &shown, &loaded.state),
                deadline,
                &awaited_users,
            )
            .await,
        );
        replies.extend(self.spectator_posts(m, game, loaded.seq, &mark, None).await);
        replies
    }

    /// When the match's current deadline passes, if it has one (unix ms).
    pub(super) async fn deadline_of(&self, match_id: i64) -> Option<i64> {
        self.store
            .pending_jobs(match_id)
            .await
            .ok()?
            .into_iter()
            .find(|j| j.kind == schedule::DEADLINE)
            .map(|j| j.due_at)
    }

    /// The DMs of a phase that begins: each awaited player whose setting is `turn` or `all` hears that
    /// the match waits for them, with the deadline and a link; `all` also tells the others.
    async fn nudges(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        seats: &[SeatRow],
        (awaiting, shown, state): (&korona_engine::Awaiting, &str, &korona_engine::DynState),
        deadline: Option<i64>,
        awaited: &[&str],
    ) -> Vec<Reply> {
        let mut replies = Vec::new();
        let mut told = std::collections::HashSet::new();
        let link = match_link(m);
        let users: Vec<&str> = seats.iter().filter_map(|s| s.user_id.as_deref()).collect();
        let settings = self.store.notify_of_users(&users).await.unwrap_or_default();
        for row in seats {
            let Some(user) = row.user_id.as_deref() else {
                continue;
            };
            if !told.insert(user) {
                continue;
            }
            let notify = settings.get(user).copied().unwrap_or_default();
            let waits = awaited.contains(&user);
            let wanted = match notify {
                Notify::All => true,
                Notify::Turn => waits,
                Notify::Off => false,
            };
            // A player on the daily digest hears of waiting matches once a day, not per phase.
            if !wanted || self.takes_digest(user).await {
                continue;
            }
            let kind = awaiting
                .waits
                .iter()
                .find(|w| w.seat.0 == row.seat)
                .map_or(WaitKind::Orders, |w| w.kind);
            // A DM reads in the match's language: the adapter knows a user's locale only while
            // they interact.
            let words = self.words_in(m.lang);
            let step = super::first_step::first_step(words, game, state, Seat(row.seat), kind);
            let mut text = if waits {
                words.render(&msg!(
                    "service-nudge-waits",
                    id = m.id,
                    game = game.info().name,
                    kind = step.kind.as_str(),
                    phase = shown
                ))
            } else {
                words.render(&msg!(
                    "service-nudge-moves-on",
                    id = m.id,
                    game = game.info().name,
                    phase = shown
                ))
            };
            if let Some(at) = deadline {
                text.push(' ');
                text.push_str(
                    &words.render(&msg!("service-deadline-at", at = crate::rich::moment(at))),
                );
            }
            if let Some(example) = step.example.as_ref().filter(|_| waits) {
                text.push(' ');
                text.push_str(example);
            }
            if let Some(link) = &link {
                text.push_str(&format!(" {link}"));
            }
            replies.push(Reply {
                to: To::Dm {
                    user: user.to_string(),
                },
                body: Body::Nudge {
                    text: text.into(),
                    match_id: m.id,
                    phase: super::phase_token(&awaiting.phase),
                    bid: waits && step.bid_form,
                    lang: m.lang,
                },
            });
        }
        replies
    }

    /// The public events of the log entries after the last post, up to `upto`, with the deadlines
    /// and resignations among them; marks them posted. The log is the source, so a phase's events
    /// gathered over many commands (and restarts) all reach its post.
    async fn events_since_report(&self, m: &MatchRow, seats: &[SeatRow], upto: i64) -> Vec<String> {
        let rows = match self.store.log_since_report(m.id).await {
            Ok(rows) => rows,
            Err(e) => {
                tracing::error!(match_id = m.id, error = %e, "events of the phase unreadable");
                return Vec::new();
            }
        };
        let words = self.words_in(m.lang);
        let mut lines = Vec::new();
        for row in rows.iter().filter(|r| r.seq <= upto) {
            let events: Vec<Event> = serde_json::from_value(row.events.clone()).unwrap_or_default();
            // A game that tells a resignation itself is not told twice.
            let told = events.iter().any(|e| e.audience == Audience::Public);
            match serde_json::from_value::<Input<Value>>(row.input.clone()) {
                Ok(Input::Deadline) => lines.push(words.render(&msg!("service-deadline-passed"))),
                Ok(Input::Resign { seat }) if row.actor != "system" && !told => {
                    lines.push(words.render(&msg!(
                        "service-resigns",
                        who = seat_name(words, seats, seat)
                    )))
                }
                _ => {}
            }
            lines.extend(
                events
                    .iter()
                    .filter(|e| e.audience == Audience::Public)
                    .map(|e| event_text(words, seats, e)),
            );
        }
        lines
    }

    /// A phase post with the public map drawn into it (or the text board without a painter).
    async fn phase_post(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        loaded: &Loaded,
        post: PhasePost,
    ) -> Reply {
        let scene = self
            .scene_of(m.id, game, &loaded.state, Viewer::Spectator, m.lang)
            .await;
        let alt = crate::alt_text::alt_text(&scene, &post.waiting, &post.events, m.lang);
        let picture = self
            .paint(scene)
            .instrument(tracing::info_span!(
                "render",
                match_id = m.id,
                seq = loaded.seq
            ))
            .await;
        let post = match picture {
            Some(png) => post
                .with_picture(map_name(m, loaded), std::sync::Arc::new(png))
                .with_alt(alt),
            None => post.with_board(
                self.board_of(m.id, game, &loaded.state, Viewer::Spectator, m.lang)
                    .await,
            ),
        };
        Reply {
            to: To::Public {
                channel: m.channel.clone(),
            },
            body: Body::Phase(post),
        }
    }

    /// The map as `viewer` may see it, with its caption: a PNG when a painter is set, else the text
    /// board. Addressed to the match channel; a caller's own view is readdressed to them alone.
    pub(super) async fn map_for(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        loaded: &Loaded,
        caption: String,
        viewer: Viewer,
    ) -> Reply {
        let scene = self
            .scene_of(m.id, game, &loaded.state, viewer, m.lang)
            .await;
        // The picture in words: whose turn, the standings (the phase posts' alt text, without
        // their events).
        let alt = crate::alt_text::alt_text(&scene, &[], &[], m.lang);
        let picture = self
            .paint(scene)
            .instrument(tracing::info_span!(
                "render",
                match_id = m.id,
                seq = loaded.seq
            ))
            .await;
        let body = match picture {
            Some(png) => Body::Image {
                name: map_name(m, loaded),
                png: std::sync::Arc::new(png),
                caption: caption.into(),
                alt,
            },
            None => {
                let board = self
                    .board_of(m.id, game, &loaded.state, viewer, m.lang)
                    .await;
                Body::Text(format!("{caption}\n{}", super::code_block(&board)).into())
            }
        };
        Reply {
            to: To::Public {
                channel: m.channel.clone(),
            },
            body,
        }
    }
}

/// Whether the seat that just gave `canonical` may still end its turn: the game has an end-turn order,
/// this was not it, the match still waits on the seat and ending is legal now. Decided here, on the
/// state already loaded, so that a front-end need not load the match again to offer the button.
pub(super) fn offers_end_turn(
    game: &dyn Game,
    loaded: &Loaded,
    seat: Seat,
    canonical: &str,
) -> bool {
    let Some(end) = game.info().words.end_turn else {
        return false;
    };
    !canonical.eq_ignore_ascii_case(end)
        && game.awaiting(&loaded.state).pending().any(|s| s == seat)
        && game
            .legal(&loaded.state, seat)
            .iter()
            .any(|c| c.text.eq_ignore_ascii_case(end))
}

pub(super) fn ensure_running(m: &MatchRow) -> Result<()> {
    match m.status {
        MatchStatus::Running => Ok(()),
        MatchStatus::Lobby => refuse(msg!("service-match-has-not-started-host")),
        MatchStatus::Paused => refuse(msg!("service-match-is-paused-host-resumes")),
        MatchStatus::Finished => refuse(msg!("service-match-is-over")),
    }
}

/// The bot's choice, decided exactly as the self-play driver decides it.
fn bot_input(
    game: &dyn Game,
    match_id: i64,
    seed: &korona_engine::MatchSeed,
    loaded: &Loaded,
    seat: Seat,
    level: BotLevel,
    budget: Budget,
) -> Input<Value> {
    let seq = loaded.seq as u64;
    let choice = bot_turn(game, seed, seq, 0, &loaded.state, seat, level, budget);
    if choice.fallback {
        tracing::warn!(match_id, %seat, "bot proposed an illegal order; took a legal one");
    }
    choice.input
}

fn bot_level(seats: &[SeatRow], seat: Seat) -> Option<BotLevel> {
    seats
        .iter()
        .find(|s| s.seat == seat.0)
        .and_then(|s| s.bot_level.as_deref())
        .and_then(BotLevel::parse)
}

/// A seat as people read it: [`named`], or its number in `words`' language when nobody holds it.
pub(super) fn seat_name(words: &Catalog, seats: &[SeatRow], seat: Seat) -> String {
    named(words, seats, seat.0)
        .unwrap_or_else(|| words.render(&msg!("service-seat-name", seat = seat.0)))
}

/// How a seat is named to people: its player's mention (Discord shows the name, and a mention in an
/// embed or a private reply pings nobody), or the bot that plays it, in `words`' language.
pub(super) fn named(words: &Catalog, seats: &[SeatRow], seat: u8) -> Option<String> {
    match seats.iter().find(|s| s.seat == seat)? {
        SeatRow {
            user_id: Some(user),
            ..
        } => Some(crate::rich::person(user)),
        SeatRow {
            bot_level: Some(level),
            ..
        } => Some(words.render(&msg!(
            "service-bot-seat-name",
            seat = seat,
            level = level.as_str()
        ))),
        _ => None,
    }
}

/// An event's words with its players named (see [`korona_engine::seat_marks`]).
pub(super) fn event_text(words: &Catalog, seats: &[SeatRow], event: &Event) -> String {
    words.render_named(&event.message, &|s| named(words, seats, s))
}

/// Each private event goes to its seat alone: to the caller as an ephemeral reply if it is theirs
/// (in `mine`, the caller's words), else by DM (in `words`, the match's). Bots have nobody to tell.
/// Public events wait in the log for the phase's post.
pub(super) fn event_replies(
    words: &Catalog,
    mine: &Catalog,
    seats: &[SeatRow],
    events: &[Event],
    caller_seat: Option<Seat>,
) -> Vec<Reply> {
    let mut replies = Vec::new();
    for event in events {
        let Audience::Seat(seat) = event.audience else {
            continue;
        };
        if Some(seat) == caller_seat {
            replies.push(Reply::caller(event_text(mine, seats, event)));
        } else if let Some(user) = seats
            .iter()
            .find(|s| s.seat == seat.0)
            .and_then(|s| s.user_id.as_deref())
        {
            replies.push(Reply::dm(user, event_text(words, seats, event)));
        }
    }
    replies
}

fn user_of(seats: &[SeatRow], seat: Seat) -> Option<&str> {
    seats
        .iter()
        .find(|s| s.seat == seat.0)
        .and_then(|s| s.user_id.as_deref())
}

fn map_name(m: &MatchRow, loaded: &Loaded) -> String {
    format!("match-{}-{:05}.png", m.id, loaded.seq)
}

/// A link to the match's channel (its thread on Discord), where the front-end has one.
pub(super) fn match_link(m: &MatchRow) -> Option<String> {
    let guild = m.guild.as_deref()?;
    let ok = |id: &str| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit());
    (ok(guild) && ok(&m.channel))
        .then(|| format!("https://discord.com/channels/{guild}/{}", m.channel))
}

/// Where a match stands, as far as telling the players goes: the phase, and whose turn it is when
/// the phase is played turn by turn. A new moment gets its own post, deadline and DMs; a sealed
/// phase in which one more seat has submitted is the same moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Moment {
    pub phase: String,
    turn_of: Option<Vec<Seat>>,
}

pub(super) fn moment(awaiting: &korona_engine::Awaiting) -> Moment {
    let by_turns = awaiting.waits.iter().all(|w| w.kind == WaitKind::Turn);
    Moment {
        phase: awaiting.phase.clone(),
        turn_of: by_turns.then(|| awaiting.pending().collect()),
    }
}

/// What answers an accepted order.
/// What [`Service::give`] commits for a seat: the input, the text the log keeps with it, and the
/// canonical order it stands for (what decides whether End turn is still offered).
pub(super) struct OwnInput<'a> {
    pub seat: Seat,
    pub input: Input<Value>,
    pub logged: &'a str,
    pub canonical: &'a str,
}

pub(super) struct TurnCard {
    pub text: String,
    pub next: Vec<korona_engine::Choice>,
    /// What the seat may take back now, for the card's Undo last / Clear orders button.
    pub take_back: Option<korona_engine::TakeBack>,
}

/// The orders a seat typed since the last phase post (`texts`, oldest first), less those it took
/// back since: an undo drops the last one, a cleared sealed submission all of them.
fn given_so_far(texts: Vec<String>) -> Vec<String> {
    let mut given = Vec::new();
    for text in texts {
        match text.as_str() {
            UNDO_LAST => {
                given.pop();
            }
            CLEAR_ORDERS => given.clear(),
            _ => given.push(text),
        }
    }
    given
}

/// The text logged with a take-back, saying which kind it was (the log's input says only who).
/// In parentheses, which start no order of any game, so the card can tell them from typed orders.
pub(super) const UNDO_LAST: &str = "(undo)";
pub(super) const CLEAR_ORDERS: &str = "(clear)";

/// The end post's verdict line. A game that tells its own finish ("@bob wins: resigned") has already
/// said why in a line of this post, so the verdict then leaves the reason out rather than say it a
/// second time ("Winner: @bob (resigned)").
fn match_over(id: i64, verdict: Message, reason: &str, told: &[String]) -> Message {
    if !reason.is_empty() && told.iter().any(|line| line.contains(reason)) {
        msg!("service-match-over-told", id = id, verdict = verdict)
    } else {
        msg!(
            "service-match-over",
            id = id,
            verdict = verdict,
            reason = reason
        )
    }
}

#[cfg(test)]
mod given_tests {
    use super::*;

    #[test]
    fn the_card_lists_what_was_given_less_what_was_taken_back() {
        let texts = |t: &[&str]| t.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            given_so_far(texts(&["expand C2", "wall C2", UNDO_LAST, "tower B1"])),
            texts(&["expand C2", "tower B1"])
        );
        assert_eq!(
            given_so_far(texts(&["bid 3", "bid 5", CLEAR_ORDERS, "bid 2"])),
            texts(&["bid 2"])
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_nobody_holds_is_named_by_its_number_in_the_readers_language() {
        let seats = vec![
            SeatRow {
                seat: 0,
                user_id: Some("7".into()),
                bot_level: None,
                since_seq: -1,
            },
            SeatRow {
                seat: 1,
                user_id: None,
                bot_level: None,
                since_seq: -1,
            },
        ];
        let en = crate::words::own(korona_engine::Lang::En);
        let hu = crate::words::own(korona_engine::Lang::Hu);
        assert_eq!(seat_name(hu, &seats, Seat(0)), crate::rich::person("7"));
        assert_eq!(seat_name(en, &seats, Seat(1)), "seat 1");
        assert_eq!(seat_name(hu, &seats, Seat(1)), "1. szék");
    }
}
