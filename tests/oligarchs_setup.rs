//! Section 5: the starting position for every player count.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::field_garrison;
use korona_games::oligarchs::map::{CENTRAL, SZLAVONIA};
use korona_games::oligarchs::setup::configurations;
use korona_games::oligarchs::state::{Faction, LordAt, Phase};

fn seat_units(s: &korona_games::oligarchs::state::State, seat: u8) -> Army {
    (0..s.counties.len()).fold(Army::default(), |a, c| a.plus(s.units_of(seat, c)))
}

// R-SETUP-9 R-SETUP-11 R-SETUP-16: BASIC lords start with 5I 4A 3C in the home province, the lord with
// his units, empty treasuries.
#[test]
fn r_setup_9_basic_starting_force() {
    let s = game("basic", 6, 3);
    for seat in 0..6u8 {
        assert_eq!(seat_units(&s, seat), Army::new(3, 5, 4));
        let home = s.players[seat as usize].province;
        for c in 0..s.counties.len() {
            if s.controls(seat, c) {
                assert_eq!(s.map().counties[c].province, home);
            }
        }
        let LordAt::County(l) = s.players[seat as usize].lord else {
            panic!()
        };
        assert!(!s.units_of(seat, l).is_empty());
        assert_eq!(s.players[seat as usize].treasury, 0);
    }
}

// R-SETUP-10: ADV 15 units in exactly 6 connected home counties, at most one castle, each occupied.
#[test]
fn r_setup_10_adv_starting_force() {
    let s = game("adv", 6, 3);
    for seat in 0..6u8 {
        assert_eq!(seat_units(&s, seat), Army::new(4, 6, 5));
        let held: Vec<usize> = (0..s.counties.len())
            .filter(|&c| !s.units_of(seat, c).is_empty())
            .collect();
        assert_eq!(held.len(), 6);
        assert!(held.iter().filter(|&&c| s.map().counties[c].castle).count() <= 1);
        let mut seen = vec![held[0]];
        let mut todo = vec![held[0]];
        while let Some(c) = todo.pop() {
            for &(n, _) in &s.map().adjacent[c] {
                if held.contains(&n) && !seen.contains(&n) {
                    seen.push(n);
                    todo.push(n);
                }
            }
        }
        assert_eq!(seen.len(), 6, "connected");
    }
}

// R-SETUP-12: every castle without player units holds 1C+1I+1A, royal in played and central provinces,
// the absent lord's colour in neutral provinces.
#[test]
fn r_setup_12_castle_garrisons() {
    let s = game("basic", 2, 5);
    let m = s.map();
    let played: Vec<usize> = s.players.iter().map(|p| p.province).collect();
    for c in m.castles() {
        let h = &s.counties[c];
        if matches!(h.controller, Some(Faction::Player(_))) {
            continue;
        }
        assert_eq!(h.units, Army::new(1, 1, 1));
        let prov = m.counties[c].province;
        let want = if prov == CENTRAL || played.contains(&prov) {
            Faction::Crown
        } else {
            Faction::Neutral(prov)
        };
        assert_eq!(h.controller, Some(want));
    }
}

// R-SETUP-13: with 2-3 players every plain county of a neutral lord province gets one unit (BASIC
// 1C+1A+1I, ADV 1C+2A+2I per province); R-SETUP-14: royal units in Bihar, Kunság, Nógrád.
#[test]
fn r_setup_13_field_garrisons_and_r_setup_14_royal_units() {
    for (variant, per) in [("basic", Army::new(1, 1, 1)), ("adv", Army::new(1, 2, 2))] {
        // Placed by default picks, before the first event card can touch the garrisons.
        let mut dice = korona_engine::Dice::for_entry(&korona_engine::MatchSeed::from_number(1), 0);
        let mut s = korona_games::oligarchs::setup::setup(&options(variant), 3, &mut dice).unwrap();
        korona_games::oligarchs::setup::finish(&mut s, &mut dice);
        s.phase = Phase::Garrison {
            turn: s.start,
            left: field_garrison::pool(&s),
            absent: vec![0, 1, 2],
        };
        assert!(field_garrison::advance(&mut s, &mut Vec::new()));
        let m = s.map();
        let played: Vec<usize> = s.players.iter().map(|p| p.province).collect();
        for prov in (0..6).filter(|p| !played.contains(p)) {
            let field = m.provinces[prov]
                .counties
                .iter()
                .filter(|&&c| !m.counties[c].castle)
                .fold(Army::default(), |a, &c| a.plus(s.counties[c].units));
            assert_eq!(field, per, "{variant} {}", m.provinces[prov].name);
        }
        assert_eq!(units(&s, "Bihar"), Army::new(1, 0, 0));
        assert_eq!(units(&s, "Kunság"), Army::new(0, 0, 1));
        assert_eq!(units(&s, "Nógrád"), Army::new(0, 1, 0));
    }
    let s = game("basic", 5, 1);
    assert!(
        units(&s, "Bihar").is_empty(),
        "no fixed royal units with 5 players"
    );
}

// R-SETUP-15: ADV with 6 players two royal garrisons are 1A+2I.
#[test]
fn r_setup_15_adv_six_players_royal_substitution() {
    let s = game("adv", 6, 9);
    let subs = s
        .map()
        .castles()
        .filter(|&c| {
            s.counties[c].controller == Some(Faction::Crown)
                && s.counties[c].units == Army::new(0, 2, 1)
        })
        .count();
    assert_eq!(subs, 2);
}

// R-SETUP-2..7 (R-SETUP-3 six lords, R-SETUP-5 four, R-SETUP-6 three, R-SETUP-7 two): table 5.1; R-SETUP-4: with 5 players Szlavónia is closed
// except Baranya, which gets a neutral garrison.
#[test]
fn r_setup_4_to_7_configurations() {
    assert_eq!(configurations(6), vec![vec![0, 1, 2, 3, 4, 5]]);
    assert!(!configurations(5)[0].contains(&SZLAVONIA));
    assert_eq!(configurations(4).len(), 3);
    assert_eq!(configurations(3), vec![vec![0, 2, 4], vec![1, 3, 5]]);
    assert_eq!(configurations(2).len(), 15);
    let s = game("basic", 5, 2);
    assert_eq!(s.closed.len(), 6);
    let baranya = id(&s, "Baranya");
    assert!(!s.closed.contains(&baranya));
    assert_eq!(
        s.counties[baranya].controller,
        Some(Faction::Neutral(SZLAVONIA))
    );
}

// R-TURN-3 R-INCOME-1 R-EVENT-1: the first year opens with an event card and goes straight to movement.
#[test]
fn r_turn_3_first_year_has_no_income_phase() {
    let s = game("basic", 4, 1);
    assert!(matches!(s.phase, Phase::Move { .. }));
    assert!(s.card.is_some());
    assert_eq!(s.deck.len(), 11);
    assert!(s.players.iter().all(|p| p.treasury == 0));
}
