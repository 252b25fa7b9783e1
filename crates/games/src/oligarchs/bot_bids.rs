//! How the hard bot bids in an election (section 22). Two thirds of seeded bot matches end by one
//! player holding all three offices (R-VICTORY-2), so bidding decides more matches than any battle.
//!
//! It uses only what the rules make public: every treasury is announced before the first bid
//! (R-ELECT-3) and every bid is revealed, so the treasuries during an election are known to all. It
//! never reads the sealed bids of the office being voted.
//!
//! In order:
//! 1. sure of all three: when outbidding every rival's whole treasury at each office left costs
//!    no more than it has, it bids exactly that;
//! 2. a rival who would hold all three by winning this office is blocked with whatever it takes;
//! 3. a plan for all three against rivals who spread their money over the offices left: if it
//!    can afford to beat their expected bids at every office left, it bids for this one;
//! 4. otherwise it bids what the office is worth and keeps back enough to block at the last office
//!    a rival on track for all three;
//! 5. and whatever the above gives, it contests an office early where a rival could start or carry
//!    on a sweep of all three (see [`contest`]): blocking at the last office costs more than the
//!    sweeper's whole purse, while at the first or second office the sweeper bids only a share of
//!    it, so that is where a poorer seat can still stop the match from ending.

use super::state::State;

/// What beats a rival's expected bid: room for the few garas of noise people put on a round bid.
const MARGIN: u32 = 3;

pub fn hard_bid(state: &State, me: u8, office: usize) -> u32 {
    let own = base_bid(state, me, office);
    contest(state, me, office).map_or(own, |block| block.max(own))
}

/// The bid that stops a sweep at `office`, if `me` is the seat to make it. The threat is the
/// richest rival who has won every office so far in this election (at the first office: the
/// richest rival); what it will bid is what [`base_bid`] gives it, since that uses only what is
/// public. One seat blocks, the richest elector but the threat (ties: the lower seat), so that
/// the others do not all pay for the same office (every bid is paid, R-ELECT-6). It blocks only
/// where it can afford to outbid the threat; the last office is left to [`base_bid`]'s step 2.
fn contest(state: &State, me: u8, office: usize) -> Option<u32> {
    if office >= 2 {
        return None;
    }
    let electors = state.electors();
    let purse = |s: u8| state.players[s as usize].treasury;
    let on_track = |s: u8| (0..office).all(|k| state.offices[k] == Some(s));
    // Richest first, then the lower seat: every bot reads the same order from public figures.
    let by_purse = |mut seats: Vec<u8>| {
        seats.sort_by_key(|&s| (std::cmp::Reverse(purse(s)), s));
        seats
    };
    let threat = *by_purse(electors.iter().copied().filter(|&s| on_track(s)).collect()).first()?;
    if threat == me {
        return None;
    }
    let blocker = *by_purse(electors.iter().copied().filter(|&s| s != threat).collect()).first()?;
    if blocker != me {
        return None;
    }
    let their_bid = base_bid(state, threat, office);
    // R-ELECT-7a: a holder keeps a tied office; anyone else must bid more.
    let need = if state.offices[office] == Some(me) {
        their_bid
    } else {
        their_bid + 1
    };
    // Where outbidding the threat's whole purse at the nádor vote is affordable and cheaper, the
    // reserve of step 4 does the job for less.
    let late = purse(threat) + 1;
    (need <= purse(me) && (need < late || late > purse(me))).then_some(need)
}

/// Steps 1 to 4 of the module's list: the bid before any early contest.
fn base_bid(state: &State, me: u8, office: usize) -> u32 {
    let treasury = state.players[me as usize].treasury;
    let rivals: Vec<u8> = state.electors().into_iter().filter(|&s| s != me).collect();
    let purse = |s: u8| state.players[s as usize].treasury;
    let richest = rivals.iter().map(|&s| purse(s)).max().unwrap_or(0);
    let holds = |s: u8, k: usize| state.offices[k] == Some(s);
    // R-ELECT-7a/b: the holder keeps a tied office; otherwise a sitting nádor picks among the tied.
    let keeps_ties =
        |k: usize| holds(me, k) || (holds(me, 2) && !rivals.iter().any(|&r| holds(r, k)));
    // The bid that wins office `k` whatever rivals with `against` garas at most bid.
    let sure = |k: usize, against: u32| match (against, keeps_ties(k)) {
        // R-ELECT-9: all zero keeps the holder; a vacant office needs one garas.
        (0, _) if holds(me, k) => 0,
        (0, _) => 1,
        (a, true) => a,
        (a, false) => a + 1,
    };
    let won_so_far = |s: u8| (0..office).all(|k| holds(s, k));
    let wins_with_this = |s: u8| (0..3).filter(|&k| k != office).all(|k| holds(s, k));

    // 1. Rivals' money only shrinks during an election, so these bids win every office left.
    if won_so_far(me) {
        let cost: u32 = (office..3).map(|k| sure(k, richest)).sum();
        if cost <= treasury {
            return sure(office, richest);
        }
    }
    // This office ends the match in our favour: nothing is worth keeping money for.
    if wins_with_this(me) {
        return treasury;
    }
    // 2. A rival who wins the match with this office must not get it.
    if let Some(&r) = rivals.iter().find(|&&r| wins_with_this(r)) {
        return sure(office, purse(r)).min(treasury);
    }
    // 3. Beat rivals who spread their purse over the offices left (a quarter, a third, a half).
    if won_so_far(me) {
        let mut purses: Vec<u32> = rivals.iter().map(|&s| purse(s)).collect();
        let mut plan = Vec::new();
        for k in office..3 {
            let expected = purses
                .iter()
                .map(|&p| p / (4 - k as u32))
                .max()
                .unwrap_or(0);
            plan.push(if expected == 0 && holds(me, k) {
                0
            } else {
                expected + MARGIN
            });
            for p in &mut purses {
                *p -= *p / (4 - k as u32);
            }
        }
        if plan.iter().sum::<u32>() <= treasury {
            return plan[0];
        }
    }
    // 4. Worth: a share of the purse, less what a block at the nádor vote would need against a rival
    // on track for all three (every office so far this election, or at the first vote one he holds).
    let on_track = |r: u8| won_so_far(r) && (office > 0 || (1..3).any(|k| holds(r, k)));
    let reserve = if office < 2 {
        rivals
            .iter()
            .filter(|&&r| on_track(r))
            .map(|&r| sure(2, purse(r)))
            .max()
            .filter(|&need| need <= treasury)
            .unwrap_or(0)
    } else {
        0
    };
    let share = [4, 3, 2][office];
    (treasury / share).min(treasury - reserve)
}
