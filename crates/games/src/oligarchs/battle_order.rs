//! The order of phase IV (section 18) as a cursor kept in the state, so that battle resolution can stop
//! for a decision (the victor's extra step, R-AFTER-2) and go on later exactly where it stopped.

use super::map::CountyId;
use super::state::{Faction, State};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fighting {
    /// Phase IV: the lord battles fixed at its start (R-ORDER-2, R-ORDER-6), then open battles and then
    /// sieges, one per attacker in turn order, each attacker's earliest first (R-ORDER-3, R-ORDER-4).
    All {
        lords: Vec<CountyId>,
        sieges: bool,
        /// Attackers still to fight in the current round.
        round: Vec<u8>,
    },
    /// Traditional order (R-ADV-TRAD-4): one player's battles, fixed when his movement ends.
    For { seat: u8, list: Vec<CountyId> },
}

fn is_lord_battle(state: &State, c: CountyId) -> bool {
    let h = &state.counties[c];
    let Some(a) = &h.attack else { return false };
    a.lord
        || h.controller
            .and_then(Faction::seat)
            .is_some_and(|d| state.lord_county(d) == Some(c))
}

/// The whole phase IV, with the lord battles fixed now by creation.
pub fn all(state: &State) -> Fighting {
    let mut lords: Vec<(u32, CountyId)> = (0..state.counties.len())
        .filter(|&c| is_lord_battle(state, c))
        .map(|c| (state.counties[c].attack.as_ref().unwrap().seq, c))
        .collect();
    lords.sort();
    Fighting::All {
        lords: lords.into_iter().map(|(_, c)| c).collect(),
        sieges: false,
        round: Vec::new(),
    }
}

/// The battles `seat` started, in the order of section 18 applied to his own battles: lord battles
/// first, then open battles, then sieges, each earliest first.
pub fn for_seat(state: &State, seat: u8) -> Fighting {
    let mut mine: Vec<(u8, bool, u32, CountyId)> = (0..state.counties.len())
        .filter_map(|c| {
            let a = state.counties[c]
                .attack
                .as_ref()
                .filter(|a| a.seat == seat)?;
            let kind = if is_lord_battle(state, c) { 0 } else { 1 };
            Some((kind, state.map().counties[c].castle, a.seq, c))
        })
        .collect();
    mine.sort();
    Fighting::For {
        seat,
        list: mine.into_iter().map(|(.., c)| c).collect(),
    }
}

/// `seat`'s earliest pending battle among open battles or sieges.
fn earliest(state: &State, seat: u8, sieges: bool) -> Option<CountyId> {
    (0..state.counties.len())
        .filter(|&c| state.map().counties[c].castle == sieges)
        .filter_map(|c| {
            state.counties[c]
                .attack
                .as_ref()
                .filter(|a| a.seat == seat)
                .map(|a| (a.seq, c))
        })
        .min()
        .map(|(_, c)| c)
}

/// The next battle still pending, advancing the cursor; `None` when the cursor is exhausted.
pub fn next(state: &State, cursor: &mut Fighting) -> Option<CountyId> {
    let pending = |c: &CountyId| state.counties[*c].attack.is_some();
    match cursor {
        Fighting::For { list, .. } => {
            while !list.is_empty() {
                let c = list.remove(0);
                if pending(&c) {
                    return Some(c);
                }
            }
            None
        }
        Fighting::All {
            lords,
            sieges,
            round,
        } => {
            while !lords.is_empty() {
                let c = lords.remove(0);
                if pending(&c) {
                    return Some(c);
                }
            }
            loop {
                while !round.is_empty() {
                    let seat = round.remove(0);
                    if let Some(c) = earliest(state, seat, *sieges) {
                        return Some(c);
                    }
                }
                let order = state.order_from(state.start);
                if order.iter().any(|&s| earliest(state, s, *sieges).is_some()) {
                    *round = order;
                } else if !*sieges {
                    *sieges = true;
                } else {
                    return None;
                }
            }
        }
    }
}
