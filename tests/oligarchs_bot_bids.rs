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

// A rival who has won every office so far this election: keep what a block at the nádor vote needs.
#[test]
fn it_keeps_enough_to_block_at_the_nador_vote() {
    let mut s = election([20, 16]);
    s.offices = [Some(1), None, None];
    // A third of 20 would be 6, but 17 must stay for the nádor vote: 3.
    assert_eq!(hard_bid(&s, 0, 1), 3);
    // A block it could not afford anyway keeps nothing back.
    s.players[1].treasury = 30;
    assert_eq!(hard_bid(&s, 0, 1), 6);
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
