//! Who may do what: only a seat's owner acts for it; only the host or an admin manages a match.

use super::{Command, Ctx, Result};
use crate::store::{SeatRow, Store};
use korona_engine::msg;
use korona_engine::Refusal;

pub fn seat_of(seats: &[SeatRow], user: &str) -> Option<u8> {
    seats
        .iter()
        .find(|s| s.user_id.as_deref() == Some(user))
        .map(|s| s.seat)
}

pub fn is_manager(cx: &Ctx<'_>) -> bool {
    cx.req.caller.admin || cx.req.caller.user == cx.m.host
}

fn needs_seat(command: &Command) -> bool {
    matches!(
        command,
        Command::Leave
            | Command::Order { .. }
            | Command::Bid { .. }
            | Command::Shortcut { .. }
            | Command::EndTurn
            | Command::Legal { .. }
            | Command::Pending
            | Command::Msg { .. }
            | Command::Conversation { .. }
            | Command::Concede
    )
}

pub async fn check(store: &Store, cx: &Ctx<'_>) -> Result<()> {
    let command = &cx.req.command;
    if command.is_managing() && !is_manager(cx) {
        return Err(Refusal::new(msg!(
            "service-only-host-or-server-admin",
            host = cx.m.host.as_str()
        ))
        .into());
    }
    if needs_seat(command) {
        let seats = store.seats(cx.m.id).await?;
        if seat_of(&seats, &cx.req.caller.user).is_none() {
            return Err(Refusal::new(msg!("service-no-seat-in-match", id = cx.m.id)).into());
        }
    }
    Ok(())
}
