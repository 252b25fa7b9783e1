//! R-SETUP-13 as play: with 2-3 players the neutral field garrisons are placed by the players, one
//! unit per pick in turn from the start player, province by province; a deadline takes the default.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{BotLevel, Budget, Dice, Input, MatchSeed, Ruleset, Seat, Viewer};
use korona_games::oligarchs::army::{Arm, Army};
use korona_games::oligarchs::field_garrison;
use korona_games::oligarchs::state::{Faction, Phase, State};
use korona_games::oligarchs::Oligarchs;

/// A `seats`-player match whose placements have just been revealed (by the deadline default).
fn picking(variant: &str, seats: u8) -> State {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(4), 0);
    let s = Oligarchs
        .setup(&options(variant), seats, &mut dice)
        .unwrap();
    apply_input(&s, Input::Deadline, 4).unwrap().state
}

fn turn(s: &State) -> u8 {
    match s.phase {
        Phase::Garrison { turn, .. } => turn,
        _ => panic!("not placing field garrisons: {:?}", s.phase),
    }
}

/// Province of the next pick and a free plain county there.
fn next_free(s: &State) -> (usize, String) {
    let Phase::Garrison { left, .. } = &s.phase else {
        panic!("not placing");
    };
    let p = left.iter().find(|(_, a)| !a.is_empty()).unwrap().0;
    let c = field_garrison::free(s, p)[0];
    (p, s.map().name(c).to_string())
}

// R-SETUP-13: the start player picks first, then the seats alternate; each pick is one unit of the
// province's pool into a free plain county, in the province's colour.
#[test]
fn r_setup_13_players_pick_alternately_from_the_start_player() {
    for (variant, seats, per_province) in [("basic", 2, 3), ("adv", 3, 5)] {
        let mut s = picking(variant, seats);
        let seat_order = s.order_from(s.start);
        assert_eq!(turn(&s), seat_order[0]);
        let provinces = 6 - seats as usize;
        let mut picks = 0;
        while matches!(s.phase, Phase::Garrison { .. }) {
            let seat = turn(&s);
            assert_eq!(
                seat,
                seat_order[picks % seat_order.len()],
                "{variant}: pick {picks}"
            );
            let (p, county) = next_free(&s);
            // The archer first this time, to show the choice is the player's.
            let arm = if picks % 2 == 0 { "A" } else { "C" };
            let text = format!("garrison {county} {arm}");
            let t = match order_ok(&s, seat, &text) {
                Some(t) => t,
                None => order(&s, seat, &format!("garrison {county} I")).unwrap(),
            };
            let c = id(&t, &county);
            assert_eq!(t.counties[c].controller, Some(Faction::Neutral(p)));
            assert_eq!(t.counties[c].units.total(), 1);
            s = t;
            picks += 1;
        }
        assert_eq!(picks, provinces * per_province, "{variant}");
        assert_eq!(s.year, 1301);
        assert!(matches!(s.phase, Phase::Move { .. }), "1301 begins");
    }
}

fn order_ok(s: &State, seat: u8, text: &str) -> Option<State> {
    order(s, seat, text).ok()
}

// R-SETUP-13: refusals name the fault and list what is accepted; the state is untouched.
#[test]
fn r_setup_13_bad_picks_are_refused() {
    let s = picking("basic", 2);
    let seat = turn(&s);
    let (p, county) = next_free(&s);
    let other = 1 - seat;
    let r = order(&s, other, &format!("garrison {county} C")).unwrap_err();
    assert_eq!(r.id(), "oligarchs-not-your-turn", "{r}");
    // A county of another province, or a castle of this one.
    let castle = s.map().provinces[p]
        .counties
        .iter()
        .copied()
        .find(|&c| s.map().counties[c].castle)
        .unwrap();
    let castle_name = s.map().name(castle).to_string();
    let r = order(&s, seat, &format!("garrison {castle_name} C")).unwrap_err();
    assert_eq!(r.token.as_deref(), Some(castle_name.as_str()), "{r}");
    assert!(r.accepted.contains(&county), "{:?}", r.accepted);
    // Only three units per BASIC province: after the cavalry is placed, no second cavalry.
    let t = order(&s, seat, &format!("garrison {county} C")).unwrap();
    let (_, county2) = next_free(&t);
    let r = order(&t, turn(&t), &format!("garrison {county2} C")).unwrap_err();
    assert_eq!(r.id(), "oligarchs-no-such-unit-is-left", "{r}");
    assert_eq!(r.accepted, vec!["A".to_string(), "I".to_string()]);
    assert!(order(&s, seat, "garrison").is_err());
    assert!(order(&s, seat, &format!("garrison {county} X")).is_err());
}

// Section 25: a seat that lets the deadline pass gets the default pick (next free plain county in map
// order, cavalry first), and keeps picking by default, while the other seat still chooses.
#[test]
fn r_setup_13_deadline_picks_by_default_for_the_absent_seat() {
    let s = picking("basic", 2);
    let absent = turn(&s);
    let (p, first) = next_free(&s);
    let t = apply_input(&s, Input::Deadline, 4).unwrap().state;
    assert_eq!(
        t.counties[id(&t, &first)].units,
        Army::one(Arm::C),
        "default: cavalry into the first free county"
    );
    assert_eq!(
        t.counties[id(&t, &first)].controller,
        Some(Faction::Neutral(p))
    );
    let present = turn(&t);
    assert_ne!(present, absent);
    // The present seat picks; the absent seat's pick follows by default at once.
    let (_, county) = next_free(&t);
    let u = order(&t, present, &format!("garrison {county} I")).unwrap();
    assert_eq!(
        turn(&u),
        present,
        "the absent seat's pick was made by default"
    );
    let placed: u32 = u.counties.iter().map(|h| h.units.total()).sum::<u32>()
        - t.counties.iter().map(|h| h.units.total()).sum::<u32>();
    assert_eq!(placed, 2);
}

// The legal list is exactly the picks open now, each accepted; the bot's pick is legal; spectators see
// every pick (public, section 25).
#[test]
fn r_setup_13_legal_picks_bots_and_public_view() {
    let s = picking("adv", 2);
    let seat = turn(&s);
    let legal: Vec<String> = Oligarchs
        .legal(&s, Seat(seat))
        .into_iter()
        .map(|c| c.text)
        .collect();
    assert!(!legal.is_empty());
    for text in &legal {
        assert!(order(&s, seat, text).is_ok(), "legal `{text}` refused");
    }
    let mut dice = Dice::for_entry(&MatchSeed::from_number(5), 0);
    let action = Oligarchs.bot(
        &s,
        Seat(seat),
        BotLevel::Hard,
        &mut dice,
        Budget::nodes(100),
    );
    let text = Oligarchs.format(&s, &action);
    let t = order(&s, seat, &text).expect("the bot's pick is legal");
    let public = Oligarchs.describe(&t, Viewer::Spectator);
    assert!(public.contains("field garrisons"), "{public}");
}
