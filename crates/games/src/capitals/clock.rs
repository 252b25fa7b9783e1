//! The chess clock: only the mover's clock runs, charged from the log's times (R-CAP-60..).

use super::options::Options;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Time left per seat, as of `since_ms` for the mover.
    pub remaining_ms: [u64; 2],
    /// Match time at which the mover's clock last started or was last charged.
    pub since_ms: u64,
    pub increment_ms: u64,
}

impl Clock {
    pub fn new(options: &Options) -> Option<Clock> {
        let minutes = options.clock.minutes()?;
        Some(Clock {
            remaining_ms: [minutes * 60_000; 2],
            since_ms: 0,
            increment_ms: options.increment as u64 * 1000,
        })
    }

    /// Match time at which `mover`'s flag falls.
    pub fn flag_at(&self, mover: u8) -> u64 {
        self.since_ms + self.remaining_ms[mover as usize]
    }

    pub fn fallen(&self, mover: u8, now_ms: u64) -> bool {
        now_ms >= self.flag_at(mover)
    }

    /// Charges the mover for the time since its clock last started.
    pub fn charge(&mut self, mover: u8, now_ms: u64) {
        let spent = now_ms.saturating_sub(self.since_ms);
        let r = &mut self.remaining_ms[mover as usize];
        *r = r.saturating_sub(spent);
        self.since_ms = self.since_ms.max(now_ms);
    }

    /// The mover ended its turn at `now_ms` (already charged): increment, and the other clock starts.
    pub fn hand_over(&mut self, mover: u8, now_ms: u64) {
        self.remaining_ms[mover as usize] += self.increment_ms;
        self.since_ms = self.since_ms.max(now_ms);
    }
}

/// `m:ss` for the text board.
pub fn show(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}", s / 60, s % 60)
}
