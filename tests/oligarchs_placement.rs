//! R-SETUP-9..11 and 17: the secret, simultaneous starting placement.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{Audience, Dice, Input, MatchSeed, Ruleset, Seat, Viewer};
use korona_games::oligarchs::army::{Arm, Army};
use korona_games::oligarchs::orders::Action;
use korona_games::oligarchs::setup::{default_placement, Placement};
use korona_games::oligarchs::state::{Phase, State};
use korona_games::oligarchs::Oligarchs;

fn placing(variant: &str, seats: u8) -> State {
    Oligarchs
        .setup(
            &options(variant),
            seats,
            &mut Dice::for_entry(&MatchSeed::from_number(2), 0),
        )
        .unwrap()
}

fn place(
    s: &State,
    seat: u8,
    p: Placement,
) -> Result<korona_engine::Applied<State>, korona_engine::Refusal> {
    apply_input(
        s,
        Input::Order {
            seat: Seat(seat),
            action: Action::Place(p),
        },
        1,
    )
}

fn refusal(r: Result<korona_engine::Applied<State>, korona_engine::Refusal>) -> String {
    match r {
        Ok(_) => panic!("accepted"),
        Err(e) => e.message.id,
    }
}

/// Seat's home castles and plain counties.
fn home(s: &State, seat: u8) -> (Vec<usize>, Vec<usize>) {
    let m = s.map();
    let cs = &m.provinces[s.players[seat as usize].province].counties;
    let castles = cs
        .iter()
        .copied()
        .filter(|&c| m.counties[c].castle)
        .collect();
    let others = cs
        .iter()
        .copied()
        .filter(|&c| !m.counties[c].castle)
        .collect();
    (castles, others)
}

// R-SETUP-11 R-SETUP-9 R-SETUP-17: each lord places secretly; when all are in, the placements are revealed,
// castles without player units are garrisoned, and (2 players) the field garrisons are placed next.
#[test]
fn r_setup_11_secret_simultaneous_placement() {
    let s = placing("basic", 2);
    assert!(matches!(s.phase, Phase::Placement { .. }));
    let (castles, others) = home(&s, 0);
    // Everything in one castle is too much (cap 7): refused.
    let all_in = Placement {
        units: vec![(castles[0], Army::new(3, 5, 4))],
        lord: castles[0],
    };
    assert!(place(&s, 0, all_in).is_err());
    let mine = Placement {
        units: vec![
            (castles[0], Army::new(3, 4, 0)),
            (others[0], Army::new(0, 1, 4)),
        ],
        lord: others[0],
    };
    let a = place(&s, 0, mine).unwrap();
    assert!(a
        .events
        .iter()
        .all(|e| e.audience == Audience::Seat(Seat(0))));
    let other_view = Oligarchs.view_json(&a.state, Viewer::Seat(Seat(1)));
    assert_eq!(
        other_view["phase"]["Placement"]["placed"],
        serde_json::json!({})
    );
    assert!(
        a.state.counties.iter().all(|h| h.units.is_empty()),
        "nothing on the board yet"
    );
    let p1 = default_placement(a.state.options.variant, a.state.players[1].province);
    let b = place(&a.state, 1, p1).unwrap();
    let t = b.state;
    assert!(matches!(t.phase, Phase::Garrison { .. }), "{:?}", t.phase);
    assert_eq!(t.year, 1301);
    assert_eq!(t.counties[castles[0]].units, Army::new(3, 4, 0));
    assert_eq!(t.lord_county(0), Some(others[0]));
    // R-SETUP-12: seat 0's empty second castle got a royal garrison.
    assert_eq!(t.counties[castles[1]].units, Army::new(1, 1, 1));
}

// R-SETUP-9 R-SETUP-10: the whole starting force, only at home, the lord with his units; ADV exactly six
// connected counties with at most one castle.
#[test]
fn r_setup_10_placement_checks() {
    let s = placing("adv", 2);
    let (castles, others) = home(&s, 0);
    let short = Placement {
        units: vec![(castles[0], Army::new(1, 1, 1))],
        lord: castles[0],
    };
    assert_eq!(
        refusal(place(&s, 0, short)),
        "oligarchs-place-exactly-your-starting-force"
    );
    let mut good = default_placement(s.options.variant, s.players[0].province);
    let foreign = home(&s, 1).1[0];
    let mut away = good.clone();
    away.units[1].0 = foreign;
    assert_eq!(
        refusal(place(&s, 0, away)),
        "oligarchs-outside-your-home-province"
    );
    let mut two_castles = good.clone();
    let slot = two_castles
        .units
        .iter()
        .position(|(c, _)| !castles.contains(c))
        .unwrap();
    let free_castle = castles
        .iter()
        .copied()
        .find(|c| !good.units.iter().any(|(k, _)| k == c))
        .unwrap();
    two_castles.units[slot].0 = free_castle;
    assert!(place(&s, 0, two_castles).is_err());
    let mut lonely = good.clone();
    lonely.lord = others
        .iter()
        .copied()
        .find(|c| !good.units.iter().any(|(k, _)| k == c))
        .unwrap();
    assert_eq!(
        refusal(place(&s, 0, lonely)),
        "oligarchs-lord-must-stand-with-his"
    );
    good.lord = good.units[2].0;
    assert!(place(&s, 0, good).is_ok());
}

// Section 25: at the deadline missing placements take the default layout.
#[test]
fn placement_deadline_uses_the_default() {
    let s = placing("basic", 3);
    let t = apply_input(&s, Input::Deadline, 1).unwrap().state;
    assert!(matches!(t.phase, Phase::Garrison { .. }));
    for seat in 0..3u8 {
        let d = default_placement(t.options.variant, t.players[seat as usize].province);
        // (The 1301 card may add or remove a unit here and there, so compare where they stand.)
        for (c, _) in &d.units {
            assert!(t.controls(seat, *c));
        }
        assert_eq!(t.lord_county(seat), Some(d.lord));
    }
}

// The `place` order reads and writes back.
#[test]
fn place_order_round_trip() {
    let s = placing("basic", 2);
    let a = Oligarchs
        .parse(&s, Seat(0), "place nyitra 3c4i trencsen 1i4a lord trencsen")
        .unwrap();
    let text = Oligarchs.format(&s, &a);
    assert_eq!(text, "place Nyitra 3C4I Trencsén 1I4A lord Trencsén");
    assert_eq!(Oligarchs.parse(&s, Seat(0), &text).unwrap(), a);
    assert!(
        Oligarchs.parse(&s, Seat(0), "place nyitra 3c").is_err(),
        "no lord given"
    );
}

/// The default layout of seat 0 with the castle holding `castle` and the rest of the force dealt one
/// unit at a time round the other counties (cavalry first).
fn with_castle(s: &State, castle: Army) -> Placement {
    let (castles, _) = home(s, 0);
    let good = default_placement(s.options.variant, s.players[0].province);
    let total = good
        .units
        .iter()
        .fold(Army::default(), |a, &(_, u)| a.plus(u));
    let at = good
        .units
        .iter()
        .position(|(c, _)| castles.contains(c))
        .unwrap();
    let mut units = good.units.clone();
    for (_, army) in units.iter_mut() {
        *army = Army::default();
    }
    units[at].1 = castle;
    let others: Vec<usize> = (0..units.len()).filter(|&k| k != at).collect();
    let mut rest = total.minus(castle);
    let mut k = 0;
    while let Some(arm) = [Arm::C, Arm::I, Arm::A]
        .into_iter()
        .find(|&a| rest.get(a) > 0)
    {
        *rest.get_mut(arm) -= 1;
        let slot = &mut units[others[k % others.len()]].1;
        *slot = slot.plus(Army::one(arm));
        k += 1;
    }
    Placement {
        lord: units[at].0,
        units,
    }
}

// R-SETUP-11 R-CASTLE-1 R-ADV-CASTLE-1: a placement over the castle cap names the cap, one over the
// arm limit names the limit, and a BASIC player never reads of the ADV arm limit (it does not apply).
#[test]
fn r_setup_11_castle_refusals_name_the_rule_that_applies() {
    for variant in ["basic", "adv"] {
        let s = placing(variant, 2);
        let r = place(&s, 0, with_castle(&s, Army::new(3, 3, 2)));
        let r = r.err().expect("8 units in a castle");
        assert_eq!(
            r.id(),
            "oligarchs-castle-holds-at-most-units",
            "{variant}: {r}"
        );
        // Four archers and an infantry: more than half are archers.
        let r = place(&s, 0, with_castle(&s, Army::new(0, 1, 4)));
        if variant == "adv" {
            let r = r.err().expect("4 archers of 5 in an ADV castle");
            assert_eq!(r.id(), "oligarchs-garrison-breaks-arm-limit", "{r}");
        } else {
            assert!(r.is_ok(), "BASIC has no arm limit: {:?}", r.err());
        }
    }
}
