//! Who may do what, and from where. Only a seat's owner acts for it; only the host or an admin of the
//! match's own server manages a match. A match belongs to the server it was made in (or, made outside
//! any server, to its channel): from anywhere else only its seated players act, each for their own
//! seat, so a stranger's server cannot reach into another server's match.

use super::{Command, Ctx, Replacement, Result};
use korona_engine::msg;
use korona_engine::Refusal;
use korona_store::SeatRow;

pub fn seat_of(seats: &[SeatRow], user: &str) -> Option<u8> {
    seats
        .iter()
        .find(|s| s.user_id.as_deref() == Some(user))
        .map(|s| s.seat)
}

/// The request comes from the match's own server (or, for a match made outside any server, from
/// its own channel).
pub fn at_home(cx: &Ctx<'_>) -> bool {
    is_home(&cx.m, &cx.req.place)
}

/// Whether `place` is match `m`'s own server (or, for a match made outside any server, its channel).
pub fn is_home(m: &korona_store::MatchRow, place: &super::Place) -> bool {
    match m.guild.as_deref() {
        Some(guild) => place.guild.as_deref() == Some(guild),
        None => place.guild.is_none() && place.channel == m.channel,
    }
}

/// The host anywhere; a server admin only for the matches of that server.
pub fn is_manager(cx: &Ctx<'_>) -> bool {
    cx.req.caller.user == cx.m.host || (cx.req.caller.admin && at_home(cx))
}

fn needs_seat(command: &Command) -> bool {
    matches!(
        command,
        Command::Leave
            | Command::Order { .. }
            | Command::Bid { .. }
            | Command::Shortcut { .. }
            | Command::EndTurn
            | Command::TakeBack
            | Command::Legal { .. }
            | Command::Pending
            | Command::Settings
            | Command::Msg { .. }
            | Command::Conversation { .. }
            | Command::Concede
    )
}

/// Looking at a match: open to anyone where the match lives, to its players elsewhere.
fn is_reading(command: &Command) -> bool {
    matches!(
        command,
        Command::Status | Command::Map | Command::History { .. }
    )
}

/// A seat's owner handing their own seat to another person.
fn hands_over_own(command: &Command, mine: Option<u8>) -> bool {
    matches!(command, Command::Replace { seat, by: Replacement::User(_) } if Some(*seat) == mine)
}

pub fn check(cx: &Ctx<'_>) -> Result<()> {
    let command = &cx.req.command;
    let seats = &cx.seats;
    let mine = seat_of(seats, &cx.req.caller.user);
    if !at_home(cx) {
        let own_business = mine.is_some()
            && (needs_seat(command) || is_reading(command) || hands_over_own(command, mine));
        if !own_business {
            return Err(Refusal::new(msg!("service-match-of-another-place", id = cx.m.id)).into());
        }
    }
    if command.is_managing() && !is_manager(cx) && !hands_over_own(command, mine) {
        return Err(Refusal::new(msg!(
            "service-only-host-or-server-admin",
            host = crate::rich::person(&cx.m.host)
        ))
        .into());
    }
    if needs_seat(command) && mine.is_none() {
        return Err(Refusal::new(msg!("service-no-seat-in-match", id = cx.m.id)).into());
    }
    Ok(())
}
