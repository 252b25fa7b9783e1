//! Diplomacy: a seat writes to another through the bot; the text is relayed by DM and logged, and
//! both ends can list their conversation.

use super::auth::seat_of;
use super::{refuse, Ctx, Reply, Result, Service};
use korona_engine::msg;
use korona_engine::Refusal;

/// Discord's message limit, less room for the header.
const MAX_MESSAGE: usize = 1800;

impl Service {
    pub(super) async fn msg(&self, cx: &Ctx<'_>, to: u8, text: &str) -> Result<Vec<Reply>> {
        let seats = self.store.seats(cx.m.id).await?;
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
        self.store
            .add_message(cx.m.id, from, to, text, self.now())
            .await?;
        let mut replies = vec![Reply::caller(format!("Sent to seat {to}."))];
        match target.user_id.as_deref() {
            Some(user) => replies.push(Reply::dm(
                user,
                format!("Match {}, from seat {from}: {text}", cx.m.id),
            )),
            None => replies.push(Reply::caller(format!(
                "(seat {to} is a bot: it reads nothing, but the message is logged)"
            ))),
        }
        Ok(replies)
    }

    pub(super) async fn conversation(&self, cx: &Ctx<'_>, with: u8) -> Result<Vec<Reply>> {
        let seats = self.store.seats(cx.m.id).await?;
        let me = seat_of(&seats, &cx.req.caller.user).expect("checked by auth");
        if !seats.iter().any(|s| s.seat == with) {
            return Err(Refusal::at(with.to_string(), msg!("service-no-such-seat"))
                .accepting(seats.iter().map(|s| s.seat.to_string()))
                .into());
        }
        let rows = self.store.conversation(cx.m.id, me, with).await?;
        let text = if rows.is_empty() {
            format!("No messages between seat {me} and seat {with}.")
        } else {
            rows.iter()
                .map(|r| format!("seat {} -> seat {}: {}", r.from_seat, r.to_seat, r.text))
                .collect::<Vec<_>>()
                .join("\n")
        };
        Ok(vec![Reply::caller(text)])
    }
}
