//! The host's (or an admin's) commands: pause, resume, deadlines, kick, replace.

use super::auth::seat_of;
use super::play::ensure_running;
use super::{refuse, Ctx, Replacement, Reply, Result, Service};
use korona_engine::msg;
use korona_engine::{BotLevel, Refusal};
use korona_store::MatchStatus;

/// Longest per-phase deadline a host may set: four weeks.
const MAX_DEADLINE_SECS: i64 = 28 * 24 * 3600;

impl Service {
    pub(super) async fn pause(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        ensure_running(&cx.m)?;
        self.store.set_paused(cx.m.id, self.now()).await?;
        self.store.cancel_jobs(cx.m.id).await?;
        Ok(vec![Reply::public(
            &cx.m.channel,
            self.words_in(cx.m.lang)
                .render(&msg!("service-paused", id = cx.m.id)),
        )])
    }

    pub(super) async fn resume(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        if cx.m.status != MatchStatus::Paused {
            return refuse(msg!("service-match-is-not-paused"));
        }
        self.store.set_resumed(cx.m.id, self.now()).await?;
        let m = self.match_row(cx.m.id).await?;
        self.reschedule(&m, cx.game).await?;
        let mut replies = vec![Reply::public(
            &m.channel,
            self.words_in(m.lang)
                .render(&msg!("service-resumed", id = m.id)),
        )];
        if let Some(loaded) = self.load(&m, cx.game).await? {
            replies.extend(
                self.after_change(&m, cx.game, &self.store.seats(m.id).await?, loaded, false)
                    .await?,
            );
        }
        Ok(replies)
    }

    pub(super) async fn set_deadline(&self, cx: &Ctx<'_>, secs: Option<i64>) -> Result<Vec<Reply>> {
        if let Some(s) = secs {
            if !(60..=MAX_DEADLINE_SECS).contains(&s) {
                // The refusal names the duration as typed (`999999999 days`), not in seconds.
                return Err(Refusal::at(
                    super::phrases::duration(self.words_in(cx.req.caller.lang), s),
                    msg!("service-phase-deadline-is-between-60"),
                )
                .accepting(["1m", "12h", "2d", "off"])
                .into());
            }
        }
        self.store.set_phase_secs(cx.m.id, secs).await?;
        let m = self.match_row(cx.m.id).await?;
        let words = self.words_in(m.lang);
        // A running phase's deadline is lengthened, never shortened: a host who plays must not cut
        // the time the others were promised. A shorter (or no) deadline applies from the next phase.
        if m.status == MatchStatus::Running && !self.reschedule_later(&m, cx.game).await? {
            let said = msg!(
                "service-deadline-set-next",
                id = m.id,
                duration = super::phrases::duration(words, secs.unwrap_or_default())
            );
            return Ok(vec![Reply::public(&m.channel, words.render(&said))]);
        }
        let text = match secs {
            Some(s) => words.render(&msg!(
                "service-deadline-set",
                id = m.id,
                duration = super::phrases::duration(words, s)
            )),
            None => words.render(&msg!("service-deadline-cleared", id = m.id)),
        };
        Ok(vec![Reply::public(&m.channel, text)])
    }

    /// Reschedules the current phase for the match's new deadline if that ends no earlier than the
    /// pending one (or none is pending); false (and the pending jobs kept) if it would end sooner.
    async fn reschedule_later(
        &self,
        m: &korona_store::MatchRow,
        game: &'static dyn korona_engine::Game,
    ) -> Result<bool> {
        let pending = self.deadline_of(m.id).await;
        let Some(pending) = pending else {
            self.reschedule(m, game).await?;
            return Ok(true);
        };
        let Some(loaded) = self.load(m, game).await? else {
            return Ok(true);
        };
        let jobs = self
            .fit_jobs(m, &game.awaiting(&loaded.state), self.now())
            .await?;
        self.keep(m.id, loaded);
        let due = jobs
            .iter()
            .find(|(kind, _)| kind == super::schedule::DEADLINE)
            .map(|(_, at)| *at);
        // No deadline at all is the longest: clearing one applies at once.
        if due.is_some_and(|due| due < pending) {
            return Ok(false);
        }
        self.reschedule(m, game).await?;
        Ok(true)
    }

    /// Replaces the pending jobs with fresh ones for the current phase, counted from now.
    async fn reschedule(
        &self,
        m: &korona_store::MatchRow,
        game: &'static dyn korona_engine::Game,
    ) -> Result<()> {
        self.store.cancel_jobs(m.id).await?;
        let Some(loaded) = self.load(m, game).await? else {
            return Ok(());
        };
        let jobs = self
            .fit_jobs(m, &game.awaiting(&loaded.state), self.now())
            .await?;
        let at_seq = loaded.seq;
        self.keep(m.id, loaded);
        for (kind, due) in jobs {
            self.store.schedule(m.id, &kind, due, at_seq).await?;
        }
        Ok(())
    }

    pub(super) async fn kick(&self, cx: &Ctx<'_>, seat: u8) -> Result<Vec<Reply>> {
        let seats = cx.seats.clone();
        if !seats.iter().any(|s| s.seat == seat) {
            return Err(bad_seat(seat, seats.len()));
        }
        match cx.m.status {
            MatchStatus::Lobby => {
                self.store.remove_seat(cx.m.id, seat).await?;
                Ok(vec![Reply::public(
                    &cx.m.channel,
                    self.words_in(cx.m.lang).render(&msg!(
                        "service-seat-removed",
                        seat = seat,
                        id = cx.m.id
                    )),
                )])
            }
            // A started match goes on without the kicked player: a bot keeps the seat.
            MatchStatus::Running | MatchStatus::Paused => {
                self.replace(cx, seat, &Replacement::Bot(BotLevel::Medium))
                    .await
            }
            MatchStatus::Finished => refuse(msg!("service-match-is-over")),
        }
    }

    pub(super) async fn replace(
        &self,
        cx: &Ctx<'_>,
        seat: u8,
        by: &Replacement,
    ) -> Result<Vec<Reply>> {
        if cx.m.status == MatchStatus::Finished {
            return refuse(msg!("service-match-is-over"));
        }
        let seats = cx.seats.clone();
        if !seats.iter().any(|s| s.seat == seat) {
            return Err(bad_seat(seat, seats.len()));
        }
        let text = match by {
            Replacement::User(user) => {
                if let Some(theirs) = seat_of(&seats, user) {
                    return refuse(msg!(
                        "service-already-sits-in-seat",
                        user = crate::rich::person(user),
                        theirs = theirs
                    ));
                }
                let current = seats
                    .iter()
                    .find(|s| s.seat == seat)
                    .expect("checked above");
                let started = cx.m.status != MatchStatus::Lobby;
                // A present player's seat is never taken over: it passes only when its owner hands
                // it over, or once a bot sits there (kicked or left).
                if let Some(owner) = current.user_id.as_deref() {
                    if started && owner != cx.req.caller.user {
                        return refuse(msg!(
                            "service-seat-is-taken",
                            seat = seat,
                            user = crate::rich::person(owner)
                        ));
                    }
                }
                // The new owner sees the seat's private past only from now on.
                let since = if started {
                    self.store.last_seq(cx.m.id).await?.map_or(-1, |s| s + 1)
                } else {
                    -1
                };
                self.store
                    .put_seat_since(cx.m.id, seat, Some(user), None, since)
                    .await?;
                self.words_in(cx.m.lang).render(&msg!(
                    "service-takes-over-seat",
                    user = crate::rich::person(user),
                    seat = seat,
                    id = cx.m.id
                ))
            }
            Replacement::Bot(level) => {
                self.store
                    .put_seat(cx.m.id, seat, None, Some(level.name()))
                    .await?;
                self.words_in(cx.m.lang).render(&msg!(
                    "service-bot-takes-over-seat",
                    level = level.name(),
                    seat = seat,
                    id = cx.m.id
                ))
            }
        };
        let mut replies = vec![Reply::public(&cx.m.channel, text)];
        if cx.m.status == MatchStatus::Running {
            if let Some(loaded) = self.load(&cx.m, cx.game).await? {
                replies.extend(
                    self.after_change(
                        &cx.m,
                        cx.game,
                        &self.store.seats(cx.m.id).await?,
                        loaded,
                        false,
                    )
                    .await?,
                );
            }
        }
        Ok(replies)
    }
}

fn bad_seat(seat: u8, count: usize) -> super::ServiceError {
    Refusal::at(seat.to_string(), msg!("service-no-such-seat"))
        .accepting((0..count).map(|s| s.to_string()))
        .into()
}
