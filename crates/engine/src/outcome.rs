use crate::message::Message;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// One or more seats won (several only where a game's rules share a victory).
    Win { seats: Vec<Seat>, reason: Message },
    /// Nobody won.
    Draw { reason: Message },
}

impl Outcome {
    pub fn win(seat: Seat, reason: Message) -> Self {
        Outcome::Win {
            seats: vec![seat],
            reason,
        }
    }

    /// One winner, or a draw when there is none: how most games record their end.
    pub fn winner_or_draw(winner: Option<Seat>, reason: Message) -> Self {
        match winner {
            Some(seat) => Outcome::win(seat, reason),
            None => Outcome::Draw { reason },
        }
    }

    pub fn reason(&self) -> &Message {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    pub fn winners(&self) -> &[Seat] {
        match self {
            Outcome::Win { seats, .. } => seats,
            Outcome::Draw { .. } => &[],
        }
    }
}
