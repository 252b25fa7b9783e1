use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's place at the table, numbered from 0 in seating order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who is looking: a view is computed per viewer so that secrets are stripped before anything leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

impl Viewer {
    /// True when this viewer may see what belongs to `seat` alone.
    pub fn sees_private_of(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}
