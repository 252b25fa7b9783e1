use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// What the match waits for now, and from whom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Awaiting {
    /// A short public name of the phase ("turn 12", "1303 election", "spring orders").
    pub phase: String,
    pub waits: Vec<Wait>,
    /// Whether the service's phase deadline applies to this phase. A chess-clocked game instead reports
    /// the time left on the mover's clock, and the service schedules the flag fall.
    pub deadline: Deadline,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deadline {
    /// The match's per-phase deadline (set by the host) applies.
    Phase,
    /// A chess clock: this seat's flag falls at `at_ms` (match time) unless it acts first.
    Clock { seat: Seat, at_ms: u64 },
    /// Nothing runs out (for example while the match is over).
    None,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wait {
    pub seat: Seat,
    pub kind: WaitKind,
    /// Already submitted (simultaneous phases): the seat may still revise until the phase resolves.
    pub done: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WaitKind {
    /// Its turn, one seat after another.
    Turn,
    /// A whole order set, submitted simultaneously with the others.
    Orders,
    /// A sealed bid, secret until all are revealed together.
    Bid,
    /// A choice inside a resolution (casualties, retreat, ...).
    Decision,
}

impl Awaiting {
    pub fn over() -> Self {
        Awaiting {
            phase: "over".into(),
            waits: Vec::new(),
            deadline: Deadline::None,
        }
    }

    /// Seats that still have to act for the phase to resolve.
    pub fn pending(&self) -> impl Iterator<Item = Seat> + '_ {
        self.waits.iter().filter(|w| !w.done).map(|w| w.seat)
    }

    pub fn is_waiting_for(&self, seat: Seat) -> bool {
        self.waits.iter().any(|w| w.seat == seat && !w.done)
    }

    pub fn kind_for(&self, seat: Seat) -> Option<WaitKind> {
        self.waits.iter().find(|w| w.seat == seat).map(|w| w.kind)
    }
}
