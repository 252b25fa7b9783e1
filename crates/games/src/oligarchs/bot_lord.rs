//! Where the lord goes in a two-seat match: to the head of his biggest army (R-BOT-5), and with
//! it towards the rival's lord (R-BOT-6). Why: with one rival, the rival's lord is the one goal
//! that armies can reach (R-VICTORY-1), yet bots that took whatever lay next to them ran 85 of
//! 1,000 two-seat hard matches to the final count (R-VICTORY-6). A lord left in a corner castle
//! (Zágráb) was never reached: matches with Szlavónia were 19 of 31 such ends in 400.

use super::movement::reach;
use super::orders::{Action, Part};
use super::state::State;

/// What joining the biggest army is worth: above taking a castle (25-30 with the odds), so the
/// lord joins before the army sets off, and above defending him where he stands (20), since an
/// army twice his guard protects him better than the guard does.
const RALLY: i64 = 60;

/// What each county nearer the rival's lord adds to a step that takes the lord along.
const PER_HOP: i64 = 6;

/// Counties beyond this distance from the rival's lord all count as this far.
const HORIZON: u32 = 8;

/// R-BOT-5: the lord, alone, into the biggest free army he can reach this year, when it is at
/// least twice what stands with him (and at least two units).
pub(super) fn rally(
    state: &State,
    seat: u8,
    sources: &[super::bot_steps::Source],
    out: &mut Vec<(i64, Action)>,
) {
    if state.seats() != 2 || state.players[seat as usize].lord_moved {
        return;
    }
    let Some(at) = state.lord_county(seat) else {
        return;
    };
    let costs = reach(state, seat, at);
    let with_him = state.counties[at].units.total();
    let army = sources
        .iter()
        .filter(|(c, free, _)| *c != at && costs[*c] <= 4 && free.total() >= 2 * with_him.max(1))
        .max_by_key(|(c, free, _)| (free.total(), std::cmp::Reverse(*c)));
    if let Some((to, _, _)) = army {
        let parts = vec![Part {
            from: at,
            units: Default::default(),
            lord: true,
        }];
        out.push((RALLY, Action::Move { to: *to, parts }));
    }
}

/// R-BOT-6: what a step with the lord gains for ending `hops` counties from the rival's lord
/// (from [`super::bot_advance::rival_hops`]).
pub(super) fn hunt(hops: u32) -> i64 {
    i64::from(HORIZON - hops.min(HORIZON)) * PER_HOP
}

/// Whether a step takes the lord along.
pub(super) fn with_lord(action: &Action) -> bool {
    matches!(action, Action::Move { parts, .. } if parts.iter().any(|p| p.lord))
}
