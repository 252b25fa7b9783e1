//! The victory-points game type (R-THR-VP-4, 5): at the end of each turn the player who took it
//! scores one point for each middle fortress one of its pieces holds; 21 points win.

use super::turn::finish;
use crate::thrones::state::State;
use korona_engine::{msg, Event};

/// Points that win (R-THR-VP-5).
pub const TARGET: u32 = 21;

/// Scores the mover's fortresses; true when that won the match (R-THR-VP-4, 5).
pub fn score(s: &mut State, events: &mut Vec<Event>) -> bool {
    let seat = s.to_move;
    let held = s
        .middle_fortresses()
        .into_iter()
        .filter(|sq| s.piece(*sq).is_some_and(|p| p.owner == seat))
        .count() as u32;
    if held == 0 {
        return false;
    }
    s.points[seat as usize] += held;
    let total = s.points[seat as usize];
    events.push(Event::public(msg!(
        "thrones-scores",
        player = seat,
        gained = held,
        total = total
    )));
    if total >= TARGET {
        finish(
            s,
            Some(seat),
            msg!("thrones-reason-points", player = seat, points = total),
            events,
        );
        return true;
    }
    false
}
