//! The hard bot's election bids (section 22): sure wins, blocks and reserves, from public treasuries.

#[path = "oligarchs/common.rs"]
mod common;
use common::{blank, lord};
use korona_games::oligarchs::bot_bids::hard_bid;
use korona_games::oligarchs::state::State;

/// Two lords on the map (so both may bid, R-ELECT-2) with these purses.
fn election(purses: [u32; 2]) -> State {
    let mut s = blank("basic", 2);
    lord(&mut s, 0, "Nyitra");
    lord(&mut s, 1, "Bihar");
    for (p, t) in s.players.iter_mut().zip(purses) {
        p.treasury = t;
    }
    s
}

// R-ELECT-5/6 R-VICTORY-2: rivals' purses only shrink, so one garas over the richest at every office
// left is a sure win of all three when it can pay for the three.
#[test]
fn sure_of_three_offices_it_bids_one_over_the_richest_rival() {
    let s = election([40, 10]);
    assert_eq!(hard_bid(&s, 0, 0), 11);
    // With 32 it cannot pay 3 x 11 and falls back to a plan against spread bids.
    let s = election([32, 10]);
    assert!(hard_bid(&s, 0, 0) < 11);
}

// R-VICTORY-2 R-ELECT-7: a rival who would hold all three with this office is outbid outright; the
// sitting nádor (R-ELECT-7b) needs only a tie.
#[test]
fn a_rival_one_office_short_of_winning_is_blocked() {
    let mut s = election([20, 15]);
    s.offices = [Some(1), None, Some(1)];
    assert_eq!(hard_bid(&s, 0, 1), 16);
    s.offices = [Some(1), Some(1), Some(0)];
    assert_eq!(hard_bid(&s, 0, 2), 15);
}

// A rival who has won every office so far this election is stopped where it is cheapest: here, at
// the tárnokmester vote, one over what it will bid (its bid follows from public purses alone).
// Asserts R-ELECT-5: each office is a separate sealed vote, so any one of them breaks a sweep.
#[test]
fn a_rival_on_track_for_all_three_is_contested_at_the_next_office() {
    let mut s = election([20, 16]);
    s.offices = [Some(1), None, None];
    // The rival bids a third of 16 (5); 6 stops it, where the nádor vote would need 17.
    assert_eq!(hard_bid(&s, 0, 1), 6);
    // A richer rival plans 9 for this office; 10 stops it, and a block at the nádor vote (31)
    // could not be paid at all.
    s.players[1].treasury = 30;
    assert_eq!(hard_bid(&s, 0, 1), 10);
    // A rival beyond reach at this office too: a plain share, nothing thrown away.
    s.players[1].treasury = 200;
    assert_eq!(hard_bid(&s, 0, 1), 6);
}

// The first office: the richest rival is the one that could sweep, and the richest of the others
// contests it. Asserts R-VICTORY-2: all three offices at once win, so the first vote matters too.
#[test]
fn at_the_first_office_the_richest_rival_is_contested() {
    let s = election([24, 40]);
    let theirs = hard_bid(&s, 1, 0);
    let mine = hard_bid(&s, 0, 0);
    assert!(mine > theirs, "{mine} beats the richer seat's {theirs}");
    assert!(mine <= 24);
}

// The sealed bids of the office being voted are never read: the same public position gives the
// same bid whatever the rival has sealed.
#[test]
fn the_bid_does_not_depend_on_a_rivals_sealed_bid() {
    use korona_engine::Seat;
    use korona_games::oligarchs::state::Phase;
    let mut s = election([30, 25]);
    s.phase = Phase::Election {
        office: 0,
        bids: Default::default(),
    };
    let before = hard_bid(&s, 0, 0);
    if let Phase::Election { bids, .. } = &mut s.phase {
        bids.submit(Seat(1), 25, [Seat(0), Seat(1)]);
    }
    assert_eq!(hard_bid(&s, 0, 0), before);
}
