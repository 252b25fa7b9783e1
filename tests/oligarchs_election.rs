//! Section 22 (elections) and 26.3 (secrecy).

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{Audience, Input, Ruleset, Seat, Viewer};
use korona_games::oligarchs::orders::Action;
use korona_games::oligarchs::state::{Phase, State};
use korona_games::oligarchs::Oligarchs;

/// Three players with lords on the map and money, bidding for the országbíró.
fn electing() -> State {
    let mut s = blank("basic", 3);
    for (seat, c) in [(0u8, "Nyitra"), (1, "Abaúj"), (2, "Fehér")] {
        put(&mut s, c, p(seat), "2i");
        lord(&mut s, seat, c);
        s.players[seat as usize].treasury = 20;
    }
    s.phase = Phase::Election {
        office: 0,
        bids: Default::default(),
    };
    s
}

fn bid(s: &State, seat: u8, n: u32) -> (State, Vec<korona_engine::Event>) {
    let a = apply_input(
        s,
        Input::Order {
            seat: Seat(seat),
            action: Action::Bid(n),
        },
        11,
    )
    .unwrap();
    (a.state, a.events)
}

// R-ELECT-5 R-ELECT-6 R-INFO-1: sealed bids stay private until all are in; the highest wins; all pay.
#[test]
fn r_elect_6_highest_sealed_bid_wins_and_all_pay() {
    let s = electing();
    let (s, ev) = bid(&s, 0, 5);
    assert!(ev.iter().all(|e| e.audience == Audience::Seat(Seat(0))));
    assert_eq!(
        Oligarchs.view_json(&s, Viewer::Seat(Seat(1)))["phase"]["Election"]["bids"],
        serde_json::json!({})
    );
    let (s, _) = bid(&s, 1, 7);
    let (s, ev) = bid(&s, 2, 0);
    assert!(ev.iter().any(|e| e.audience == Audience::Public && {
        let probe = &e;
        eprintln!(
            "IDPROBE tests/oligarchs_election.rs:{} 'seat 1: 7' {}",
            line!(),
            probe.id()
        );
        true
    }));
    assert_eq!(s.offices[0], Some(1));
    assert_eq!(
        [
            s.players[0].treasury,
            s.players[1].treasury,
            s.players[2].treasury
        ],
        [15, 13, 20]
    );
    assert_eq!(s.royal_treasury, 12);
    assert!(matches!(s.phase, Phase::Election { office: 1, .. }));
}

// R-ELECT-7 (a) R-ELECT-8: the holder keeps the office in a tie; the other tied bidder gets half back.
#[test]
fn r_elect_7_incumbent_keeps_ties() {
    let mut s = electing();
    s.offices[0] = Some(2);
    let (s, _) = bid(&s, 0, 0);
    let (s, _) = bid(&s, 1, 9);
    let (s, _) = bid(&s, 2, 9);
    assert_eq!(s.offices[0], Some(2));
    assert_eq!(s.players[1].treasury, 20 - 9 + 4);
}

// R-ELECT-7 (b): a sitting nádor decides ties (default: himself if tied).
#[test]
fn r_elect_7b_nador_decides() {
    let mut s = electing();
    s.offices[2] = Some(2);
    let (s, _) = bid(&s, 0, 6);
    let (s, _) = bid(&s, 1, 3);
    let (s, _) = bid(&s, 2, 6);
    assert_eq!(s.offices[0], Some(2));
}

// R-ELECT-9 R-ELECT-11: all zero (or missing at the deadline): the office stays unfilled.
#[test]
fn r_elect_9_zero_bids_fill_nothing() {
    let s = electing();
    let (s, _) = bid(&s, 0, 0);
    let s = apply_input(&s, Input::Deadline, 1).unwrap().state;
    assert_eq!(s.offices[0], None);
    assert!(matches!(s.phase, Phase::Election { office: 1, .. }));
}

// R-ELECT-2 R-ELECT-5: only lords on the map bid, never more than the treasury.
#[test]
fn r_elect_2_eligibility_and_limits() {
    let mut s = electing();
    s.players[2].lord = korona_games::oligarchs::state::LordAt::Captive { dies: 1306 };
    assert!(apply_input(
        &s,
        Input::Order {
            seat: Seat(2),
            action: Action::Bid(1)
        },
        1
    )
    .is_err());
    assert!(apply_input(
        &s,
        Input::Order {
            seat: Seat(0),
            action: Action::Bid(21)
        },
        1
    )
    .is_err());
    let w = Oligarchs.awaiting(&s);
    assert_eq!(w.waits.len(), 2);
}

// R-INFO-2: during an election only one's own treasury is shown.
#[test]
fn r_info_2_treasuries_hidden_during_elections() {
    let s = electing();
    let v = Oligarchs.view_json(&s, Viewer::Seat(Seat(0)));
    assert_eq!(v["players"][0]["treasury"], 20);
    assert_eq!(v["players"][1]["treasury"], 0);
    // R-INCOME-7: outside elections treasuries are public.
    let mut t = s.clone();
    t.phase = Phase::Move { turn: 0 };
    assert_eq!(
        Oligarchs.view_json(&t, Viewer::Seat(Seat(0)))["players"][1]["treasury"],
        20
    );
    assert!(
        Oligarchs.view_json(&s, Viewer::Spectator)["deck"]
            .as_array()
            .unwrap()
            .is_empty(),
        "R-INFO-3"
    );
}

// R-VICTORY-2 R-OFFICE-6: holding all three offices wins at once.
#[test]
fn r_victory_2_three_offices() {
    let mut s = electing();
    s.offices = [Some(0), Some(0), None];
    s.phase = Phase::Election {
        office: 2,
        bids: Default::default(),
    };
    let (s, _) = bid(&s, 0, 4);
    let (s, _) = bid(&s, 1, 0);
    let (s, _) = bid(&s, 2, 3);
    assert_eq!(Oligarchs.outcome(&s).unwrap().winners(), &[Seat(0)]);
}

// R-OFFICE-5 R-VICTORY-2: a holder with an empty treasury may auction an office; open ascending offers;
// the deadline closes it and the buyer pays the seller. Buying the third office wins at once.
#[test]
fn r_office_5_office_sale() {
    let mut s = electing();
    s.phase = Phase::Move { turn: 0 };
    s.offices = [Some(0), Some(1), Some(1)];
    assert!(
        order(&s, 0, "sell orszagbiro").is_err(),
        "treasury not empty"
    );
    s.players[0].treasury = 0;
    assert!(order(&s, 1, "sell országbíró").is_err(), "not his office");
    let s = order(&s, 0, "sell Országbíró").unwrap();
    assert!(order(&s, 0, "offer 3").is_err(), "the seller does not bid");
    let s = order(&s, 2, "offer 3").unwrap();
    assert!(order(&s, 1, "offer 3").is_err(), "must beat the high offer");
    let s = order(&s, 1, "offer 4").unwrap();
    assert_eq!(
        s.phase,
        Phase::Move { turn: 0 },
        "the phase goes on meanwhile"
    );
    let s = apply_input(&s, Input::Deadline, 1).unwrap().state;
    assert_eq!(s.offices[0], Some(1));
    assert_eq!((s.players[0].treasury, s.players[1].treasury), (4, 16));
    assert_eq!(Oligarchs.outcome(&s).unwrap().winners(), &[Seat(1)]);
}

// R-ELECT-3 R-ELECT-1: the election after 1303 opens with every elector's treasury announced publicly.
#[test]
fn r_elect_3_treasuries_announced() {
    let mut s = electing();
    s.year = 1303;
    s.phase = Phase::Move { turn: 0 };
    let a = apply_input(
        &s,
        Input::Order {
            seat: Seat(0),
            action: Action::Pass,
        },
        1,
    )
    .unwrap();
    let a = apply_input(
        &a.state,
        Input::Order {
            seat: Seat(1),
            action: Action::Pass,
        },
        1,
    )
    .unwrap();
    let a = apply_input(
        &a.state,
        Input::Order {
            seat: Seat(2),
            action: Action::Pass,
        },
        1,
    )
    .unwrap();
    assert!(matches!(a.state.phase, Phase::Election { office: 0, .. }));
    assert!(a.events.iter().any(|e| e.audience == Audience::Public && {
        let probe = &e;
        eprintln!(
            "IDPROBE tests/oligarchs_election.rs:{} 'treasuries seat 0: 20' {}",
            line!(),
            probe.id()
        );
        true
    }));
}
