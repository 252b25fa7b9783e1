//! Per-user limits on what costs the bot work or floods other people: a cooldown on heavy commands
//! and a rate on diplomacy messages. Kept in memory (a restart forgets them, which only lets a user
//! act once more), bounded by pruning what has expired. Times are the service clock's.

use super::Command;
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

/// Between two uses of one heavy command by one user.
pub const COOLDOWN_MS: i64 = 5_000;
/// Diplomacy messages one user may send in [`MSG_WINDOW_MS`].
pub const MSG_PER_WINDOW: usize = 10;
pub const MSG_WINDOW_MS: i64 = 60_000;

/// The kind of heavy command, if `command` is one: each draws a picture, computes odds or reads a
/// whole log.
pub fn heavy(command: &Command) -> Option<&'static str> {
    match command {
        Command::Odds { .. } => Some("odds"),
        // A phone map costs a drawing like any map: they share one cooldown.
        Command::Map | Command::PhoneMap => Some("map"),
        Command::History { .. } => Some("history"),
        _ => None,
    }
}

#[derive(Default)]
pub struct Limits {
    last_heavy: Mutex<HashMap<(String, &'static str), i64>>,
    messages: Mutex<HashMap<String, VecDeque<i64>>>,
}

impl Limits {
    /// Records a use of `kind` by `user` at `now`; the milliseconds still to wait if it comes too
    /// soon after the last (then nothing is recorded).
    pub fn heavy(&self, user: &str, kind: &'static str, now: i64) -> Result<(), i64> {
        let mut last = self.last_heavy.lock().unwrap();
        if last.len() > 10_000 {
            last.retain(|_, at| now - *at < COOLDOWN_MS);
        }
        let key = (user.to_string(), kind);
        if let Some(&at) = last.get(&key) {
            if now - at < COOLDOWN_MS {
                return Err(COOLDOWN_MS - (now - at));
            }
        }
        last.insert(key, now);
        Ok(())
    }

    /// Records a diplomacy message by `user` at `now`; the milliseconds until another is allowed if
    /// the user has sent [`MSG_PER_WINDOW`] in the window (then nothing is recorded).
    pub fn message(&self, user: &str, now: i64) -> Result<(), i64> {
        let mut all = self.messages.lock().unwrap();
        if all.len() > 10_000 {
            all.retain(|_, sent| sent.back().is_some_and(|&t| now - t < MSG_WINDOW_MS));
        }
        let sent = all.entry(user.to_string()).or_default();
        while sent.front().is_some_and(|&t| now - t >= MSG_WINDOW_MS) {
            sent.pop_front();
        }
        if sent.len() >= MSG_PER_WINDOW {
            return Err(MSG_WINDOW_MS - (now - sent[0]));
        }
        sent.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heavy_command_waits_out_its_cooldown_per_user_and_kind() {
        let l = Limits::default();
        assert_eq!(l.heavy("a", "map", 0), Ok(()));
        assert_eq!(l.heavy("a", "map", 1_000), Err(4_000));
        assert_eq!(l.heavy("b", "map", 1_000), Ok(()));
        assert_eq!(l.heavy("a", "odds", 1_000), Ok(()));
        assert_eq!(l.heavy("a", "map", 5_000), Ok(()));
    }

    #[test]
    fn messages_are_limited_per_window() {
        let l = Limits::default();
        for i in 0..MSG_PER_WINDOW as i64 {
            assert_eq!(l.message("a", i), Ok(()));
        }
        assert_eq!(l.message("a", 100), Err(MSG_WINDOW_MS - 100));
        assert_eq!(l.message("b", 100), Ok(()));
        assert_eq!(l.message("a", MSG_WINDOW_MS), Ok(()));
    }
}
