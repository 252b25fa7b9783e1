//! Per-user limits on what costs the bot work or floods other people: a cooldown on heavy commands
//! and a rate on diplomacy messages. Counted in the store (`korona_store::Rate`), so every process
//! of a deployment shares them and a restart forgets none. Times are the service clock's.

use super::Command;
use korona_store::Rate;

/// Between two uses of one heavy command by one user.
pub const COOLDOWN_MS: i64 = 5_000;
/// Diplomacy messages one user may send in [`MSG_WINDOW_MS`].
pub const MSG_PER_WINDOW: usize = 10;
pub const MSG_WINDOW_MS: i64 = 60_000;

/// The diplomacy rate.
pub const MESSAGES: Rate = Rate {
    kind: "msg",
    max: MSG_PER_WINDOW as i64,
    window_ms: MSG_WINDOW_MS,
};

/// The cooldown of a heavy command, by the name its refusal gives: a phone map shares the map's.
pub fn heavy(command: &Command) -> Option<Rate> {
    let kind = match command {
        Command::Odds { .. } => "odds",
        Command::Map | Command::PhoneMap => "map",
        Command::History { .. } => "history",
        _ => return None,
    };
    Some(Rate {
        kind,
        max: 1,
        window_ms: COOLDOWN_MS,
    })
}
