//! The hard bot's gift (R-DIPLO-2): before an election, a seat that cannot stop a sweep itself pays
//! the seat that can. Why: holding all three offices ends the match (R-VICTORY-2), every bid is
//! paid (R-ELECT-6), and in the election no money may change hands (R-ELECT-4); a third seat's
//! garas are worth nothing to it once the match is lost, but a few of them in the richest rival's
//! purse after the sweeper's let that rival outbid the sweeper at an office and keep the match
//! going. It uses only public figures: every gift is public and every treasury follows from the
//! announced ones (R-ELECT-3).

use super::state::State;

/// The gift `me` makes now, as (to, garas), if any: in an election year, with at least three
/// electors, when the richest rival holding two offices (the sweeper) is at least as rich as every
/// other elector, `me` (neither of them) tops up the richest other elector to one garas over the
/// sweeper, if half its own purse covers that.
pub fn gift(state: &State, me: u8) -> Option<(u8, u32)> {
    if !state.is_election_year() {
        return None;
    }
    let electors = state.electors();
    if electors.len() < 3 || !electors.contains(&me) {
        return None;
    }
    let purse = |s: u8| state.players[s as usize].treasury;
    let offices = |s: u8| state.offices.iter().filter(|o| **o == Some(s)).count();
    // Richest first, then the lower seat: every bot reads the same order from public figures.
    let mut by_purse: Vec<u8> = electors.clone();
    by_purse.sort_by_key(|&s| (std::cmp::Reverse(purse(s)), s));
    let sweeper = *by_purse.iter().find(|&&s| offices(s) >= 2)?;
    let blocker = *by_purse.iter().find(|&&s| s != sweeper)?;
    if me == sweeper || me == blocker || purse(blocker) > purse(sweeper) {
        return None;
    }
    let need = purse(sweeper) + 1 - purse(blocker);
    (need <= purse(me) / 2).then_some((blocker, need))
}
