//! Diplomacy: a seat writes to another through the bot; the text is relayed by DM and logged, and
//! both ends can list their conversation.

use super::auth::seat_of;
use super::{refuse, Ctx, Reply, Result, Service};
use korona_engine::msg;
use korona_engine::Refusal;
use korona_store::{End, MatchStatus, SeatRow};

/// Who answers for a seat in the message log: its person, or a name for the bot that sits there (a
/// bot reads nothing, but what was written to it is kept).
fn party(seat: &SeatRow) -> String {
    match &seat.user_id {
        Some(user) => user.clone(),
        None => format!("bot:{}", seat.seat),
    }
}

/// Discord's message limit, less room for the header.
const MAX_MESSAGE: usize = 1800;

impl Service {
    pub(super) async fn msg(&self, cx: &Ctx<'_>, to: u8, text: &str) -> Result<Vec<Reply>> {
        // Seats are renumbered in a lobby and nothing is at stake after the end: diplomacy is for a
        // match in play.
        if !matches!(cx.m.status, MatchStatus::Running | MatchStatus::Paused) {
            return refuse(msg!("service-messages-only-in-play"));
        }
        let seats = cx.seats.clone();
        let from = seat_of(&seats, &cx.req.caller.user).expect("checked by auth");
        let Some(target) = seats.iter().find(|s| s.seat == to) else {
            return Err(Refusal::at(to.to_string(), msg!("service-no-such-seat"))
                .accepting(
                    seats
                        .iter()
                        .filter(|s| s.seat != from)
                        .map(|s| s.seat.to_string()),
                )
                .into());
        };
        if to == from {
            return refuse(msg!("service-you-cannot-write-to-your"));
        }
        let text = text.trim();
        if text.is_empty() {
            return refuse(msg!("service-message-is-empty"));
        }
        if text.chars().count() > MAX_MESSAGE {
            return refuse(msg!(
                "service-message-holds-at-most-characters",
                max = MAX_MESSAGE
            ));
        }
        let me = &cx.req.caller.user;
        if let Some(wait) = self
            .store
            .take_rate(me, super::limits::MESSAGES, self.now())
            .await?
        {
            return refuse(msg!(
                "service-message-rate",
                max = super::limits::MSG_PER_WINDOW,
                seconds = (wait + 999) / 1000
            ));
        }
        self.store
            .add_message(
                cx.m.id,
                End {
                    seat: from,
                    user: me,
                },
                End {
                    seat: to,
                    user: &party(target),
                },
                text,
                self.now(),
            )
            .await?;
        let mine = self.words_in(cx.req.caller.lang);
        let mut replies = vec![Reply::caller(
            mine.render(&msg!("service-sent-to-seat", seat = to)),
        )];
        match target.user_id.as_deref() {
            Some(user) => replies.push(Reply::dm(
                user,
                self.words_in(cx.m.lang).render(&msg!(
                    "service-dm-from-seat",
                    id = cx.m.id,
                    seat = from,
                    text = crate::rich::written(text)
                )),
            )),
            None => replies.push(Reply::caller(
                mine.render(&msg!("service-seat-is-bot", seat = to)),
            )),
        }
        Ok(replies)
    }

    pub(super) async fn conversation(&self, cx: &Ctx<'_>, with: u8) -> Result<Vec<Reply>> {
        let seats = cx.seats.clone();
        let me = seat_of(&seats, &cx.req.caller.user).expect("checked by auth");
        let Some(other) = seats.iter().find(|s| s.seat == with) else {
            return Err(Refusal::at(with.to_string(), msg!("service-no-such-seat"))
                .accepting(seats.iter().map(|s| s.seat.to_string()))
                .into());
        };
        // The caller's own messages with whoever holds that seat now: a seat's earlier owners keep
        // theirs, and nobody reads what was written before they sat down.
        let rows = self
            .store
            .conversation(cx.m.id, &cx.req.caller.user, &party(other))
            .await?;
        let words = self.words_in(cx.req.caller.lang);
        let text = if rows.is_empty() {
            words.render(&msg!("service-conversation-empty", me = me, with = with))
        } else {
            rows.iter()
                .map(|r| {
                    words.render(&msg!(
                        "service-conversation-line",
                        from = r.from_seat,
                        to = r.to_seat,
                        text = crate::rich::written(&r.text)
                    ))
                })
                .collect::<Vec<_>>()
                .join("\n")
        };
        Ok(vec![Reply::caller(text)])
    }
}
