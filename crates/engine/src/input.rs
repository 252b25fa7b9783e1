use crate::dice::Dice;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// What a log entry feeds into a ruleset. Every entry of a started match is one of these.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Input<A> {
    /// A seat's order (a move, a submission, a sealed bid, a decision).
    Order { seat: Seat, action: A },
    /// The phase deadline (or a chess clock) ran out: missing seats take their defaults.
    Deadline,
    /// A seat gives up (it conceded). A kicked seat is not resigned: a bot takes it over.
    Resign { seat: Seat },
    /// A seat takes back what it gave in the phase that is still open: its sealed submission
    /// (Clear orders), or its last action of a turn that goes on (Undo last). Each game says where
    /// its rules allow it ([`crate::Ruleset::take_back`]); elsewhere it is refused.
    TakeBack { seat: Seat },
}

/// What taking back would do for a seat now: the name of the control a player is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeBack {
    /// The seat's last action of its turn is undone; the turn goes on.
    UndoLast,
    /// The seat's sealed submission is withdrawn; the phase waits for it again.
    ClearOrders,
}

/// Everything an input may depend on besides the state: the log entry's time and its dice.
/// Time is milliseconds since the match started, taken from the log, never from the clock, so a replay
/// sees exactly the times the live match saw.
pub struct Ctx {
    pub now_ms: u64,
    pub dice: Dice,
}
