//! Section 27 (ADV modules) and the queued steps and money transfers.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::Seat;
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::state::{Faction, Phase};

// R-ADV-PIN-1 R-ADV-PIN-2: with a county engaged by twice its defenders, the attacker's other units may
// pass through it; R-MOVE-8: without pinning (BASIC) they may not.
#[test]
fn r_adv_pin_1_passing_a_pinned_county() {
    for (pinning, passes) in [(true, true), (false, false)] {
        let mut s = blank("adv", 2);
        s.options.pinning = pinning;
        // Trencsén is held by seat 1, so the only way to Bars is through Nyitra.
        put(&mut s, "Trencsén", p(1), "1i");
        put(&mut s, "Pozsony", p(0), "3i");
        put(&mut s, "Nyitra", Faction::Crown, "1i");
        s.players[1].steps = 0;
        let s = order(&s, 0, "move nyitra pozsony 2i").unwrap();
        // Pozsony -> Nyitra -> Bars costs 2 MP for the last infantry (ADV map: Nyitra borders Bars).
        let r = order(&s, 0, "move bars pozsony 1i");
        assert_eq!(r.is_ok(), passes, "pinning {pinning}: {:?}", r.err());
    }
}

// R-ADV-PIN-4 R-MOVE-18: once a player's lord is attacked his units make no more steps this year.
// R-ADV-RPIN-2: unless his army there is more than twice the attackers.
#[test]
fn r_adv_pin_4_attacked_lord_freezes_his_player() {
    for (defenders, frozen) in [("2i", true), ("5i", false)] {
        let mut s = blank("adv", 2);
        put(&mut s, "Bars", p(0), "2c");
        put(&mut s, "Hont", p(1), defenders);
        lord(&mut s, 1, "Hont");
        let s = order(&s, 0, "move hont bars 2c").unwrap();
        assert_eq!(s.players[1].steps == 0, frozen, "{defenders}");
    }
}

// R-ADV-RPIN-1 R-ADV-RPIN-3: an attack by n units pins 2n defenders; the surplus may leave.
#[test]
fn r_adv_rpin_1_surplus_defenders_may_leave() {
    let mut s = blank("adv", 2);
    put(&mut s, "Bars", p(0), "1c");
    put(&mut s, "Hont", p(1), "3i");
    let s = order(&s, 0, "move hont bars 1c").unwrap();
    assert!(
        order(&s, 1, "move nograd hont 2i").is_err(),
        "would leave fewer than 2"
    );
    let s2 = order(&s, 1, "move nograd hont 1i").unwrap();
    assert_eq!(units(&s2, "Hont"), Army::new(0, 2, 0));
    // BASIC: attacked units never move (R-MOVE-10).
    let mut b = blank("basic", 2);
    put(&mut b, "Bars", p(0), "1c");
    put(&mut b, "Hont", p(1), "3i");
    let b = order(&b, 0, "move hont bars 1c").unwrap();
    assert!(order(&b, 1, "move nograd hont 1i").is_err());
}

// R-MOVE-19: a queued step runs when the seat's turn comes, if still legal; otherwise it is dropped.
#[test]
fn r_move_19_queued_steps() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "2i");
    put(&mut s, "Abaúj", p(1), "2i");
    let s = order(&s, 1, "queue move saros abauj 1i").unwrap();
    assert_eq!(s.players[1].queue.len(), 1);
    let s = order(&s, 0, "move nyitra pozsony 1i").unwrap();
    // Seat 1's queued step ran at once and the turn is back with seat 0.
    assert_eq!(s.counties[id(&s, "Sáros")].controller, Some(p(1)));
    assert_eq!(s.phase, Phase::Move { turn: 0 });
    // A queued step that became illegal is dropped and the seat is asked.
    // Pozsony will be 3 MP away from Abaúj: out of an infantry's reach.
    let s = order(&s, 1, "queue move pozsony abauj 1i").unwrap();
    let s = order(&s, 0, "move trencsen pozsony 1i").unwrap();
    assert!(s.players[1].queue.is_empty());
    assert_eq!(s.phase, Phase::Move { turn: 1 });
}

// R-DIPLO-2 R-ELECT-4: money transfers are public and final, but not during an election.
#[test]
fn r_diplo_2_money_transfers() {
    let mut s = blank("basic", 2);
    s.players[0].treasury = 10;
    let s2 = order(&s, 0, "give 1 4").unwrap();
    assert_eq!((s2.players[0].treasury, s2.players[1].treasury), (6, 4));
    assert!(order(&s, 0, "give 1 11").is_err());
    assert!(order(&s, 0, "give 0 1").is_err());
    let mut e = s.clone();
    e.phase = Phase::Election {
        office: 0,
        bids: Default::default(),
    };
    assert!(order(&e, 0, "give 1 1").is_err());
    let _ = Seat(0);
}

/// Seat 0 attacks from Bars into Hont and both players pass, so the battle is fought.
fn fight_at_hont(
    variant: &str,
    att: &str,
    def: &str,
    att_retreat: &str,
    def_retreat: &str,
    seed: u64,
) -> korona_games::oligarchs::state::State {
    let mut s = blank(variant, 2);
    put(&mut s, "Bars", p(0), att);
    put(&mut s, "Hont", p(1), def);
    put(&mut s, "Pilis", p(1), "1a");
    let s = order(&s, 0, &format!("retreat {att_retreat}")).unwrap();
    let s = order(&s, 1, &format!("retreat {def_retreat}")).unwrap();
    let mut s = order(&s, 0, &format!("move hont bars {att}")).unwrap();
    s.players[0].steps = 0;
    s.players[1].steps = 0;
    let action =
        korona_engine::Ruleset::parse(&korona_games::oligarchs::Oligarchs, &s, Seat(1), "pass")
            .unwrap();
    apply_input(
        &s,
        korona_engine::Input::Order {
            seat: Seat(1),
            action,
        },
        seed,
    )
    .unwrap()
    .state
}

// R-ADV-RETREAT-1 R-ADV-RETREAT-4 R-ADV-RETREAT-6: an attacker set to retreat at 100% leaves after the
// first round, back to the own county it came from; the defender holds (R-ADV-RETREAT-7).
#[test]
fn r_adv_retreat_1_attacker_retreats_home() {
    for seed in 0..10 {
        let s = fight_at_hont("adv", "4i", "6i", "100%", "never", seed);
        assert_eq!(s.counties[id(&s, "Hont")].controller, Some(p(1)));
        assert!(!units(&s, "Hont").is_empty());
        assert!(units(&s, "Bars").total() <= 4);
        assert!(s.counties[id(&s, "Bars")].controller == Some(p(0)));
    }
    // Without the module (BASIC) the battle is fought to the end: no attacker survives a defender win.
    for seed in 0..10 {
        let s = fight_at_hont("basic", "4i", "6i", "100%", "never", seed);
        if s.counties[id(&s, "Hont")].controller == Some(p(1)) {
            assert!(units(&s, "Bars").is_empty());
        }
    }
}

// R-ADV-RETREAT-4 R-ADV-RETREAT-5: a defender retreats to an own county no attacker came from; across a
// major river (Hont-Pilis on the Duna) it loses half its units.
#[test]
fn r_adv_retreat_5_river_halves_the_retreat() {
    let mut retreats = 0;
    for seed in 0..10 {
        let s = fight_at_hont("adv", "6i", "4i", "never", "100%", seed);
        if s.counties[id(&s, "Hont")].controller == Some(p(0)) && units(&s, "Pilis").total() > 1 {
            retreats += 1;
        }
        // At most 4 survivors, halved: Pilis holds its archer plus at most 2.
        assert!(units(&s, "Pilis").total() <= 3, "{:?}", units(&s, "Pilis"));
    }
    assert!(retreats > 0);
}

// R-ADV-RETREAT-8: a lord retreats with his army.
#[test]
fn r_adv_retreat_8_lord_retreats_with_the_army() {
    let mut seen = 0;
    for seed in 0..10 {
        let mut s = blank("adv", 2);
        put(&mut s, "Bars", p(0), "4i");
        lord(&mut s, 0, "Bars");
        put(&mut s, "Hont", p(1), "7i");
        let s = order(&s, 0, "retreat 100%").unwrap();
        let mut s = order(&s, 0, "move hont bars 4i lord").unwrap();
        s.players[0].steps = 0;
        s.players[1].steps = 0;
        let action =
            korona_engine::Ruleset::parse(&korona_games::oligarchs::Oligarchs, &s, Seat(1), "pass")
                .unwrap();
        let s = apply_input(
            &s,
            korona_engine::Input::Order {
                seat: Seat(1),
                action,
            },
            seed,
        )
        .unwrap()
        .state;
        if !units(&s, "Bars").is_empty() {
            seen += 1;
            assert_eq!(s.lord_county(0), Some(id(&s, "Bars")));
        }
    }
    assert!(seen > 0);
}

// R-MOVE-13, R-ADV-CASTLE-2 ("moves in or out"): a step may not leave a castle it departs from over
// the arm limit, an attack as much as a move (the demo `--variant adv --players 2 --seed 9`, entry 39,
// attacked Bihar with 2C from Sáros and left Sáros 1I4A).
#[test]
fn r_adv_castle_2_leaving_a_castle_keeps_the_limit() {
    let mut s = blank("adv", 2);
    put(&mut s, "Sáros", p(0), "2c1i4a");
    put(&mut s, "Abaúj", p(0), "2c");
    put(&mut s, "Bihar", p(1), "1i");
    let r = order(&s, 0, "move bihar abauj 2c saros 2c");
    assert!(r.is_err(), "Sáros would keep 1I4A");
    let r = order(&s, 0, "move abauj saros 1c");
    assert!(r.is_err(), "Sáros would keep 1C1I4A");
    // Leaving a lawful garrison is fine, and so is emptying it.
    let s2 = order(&s, 0, "move abauj saros 1a").unwrap();
    assert_eq!(units(&s2, "Sáros"), Army::new(2, 1, 3));
    let s3 = order(&s, 0, "move szepes saros all").unwrap();
    assert!(units(&s3, "Sáros").is_empty());
    // BASIC has no arm limit (R-CASTLE-5): Abaúj is a castle on both maps.
    let mut b = blank("basic", 2);
    put(&mut b, "Abaúj", p(0), "2c1i4a");
    assert!(order(&b, 0, "move saros abauj 2c").is_ok());
}

// R-ADV-CASTLE-2 R-AFTER-2: the victor's extra step may not gather units out of a castle over the
// arm limit either.
#[test]
fn r_adv_castle_2_extra_step_keeps_the_limit_where_units_leave() {
    use korona_games::oligarchs::extra_step;
    use korona_games::oligarchs::orders::Part;
    let mut s = blank("adv", 2);
    put(&mut s, "Sáros", p(0), "2c1i4a");
    put(&mut s, "Szepes", p(0), "1i");
    lord(&mut s, 0, "Szepes");
    let szepes = id(&s, "Szepes");
    s.phase = Phase::ExtraStep {
        seat: 0,
        county: szepes,
    };
    let part = |units: &str| {
        vec![Part {
            from: id(&s, "Sáros"),
            units: Army::parse(units).unwrap(),
            lord: false,
        }]
    };
    let r = extra_step::check(&s, 0, szepes, &part("2c")).unwrap_err();
    assert_eq!(r.id(), "oligarchs-garrison-breaks-arm-limit", "{r}");
    assert!(extra_step::check(&s, 0, szepes, &part("1a")).is_ok());
}

// R-ADV-CASTLE-2 R-MOVE-19: a queued step that would leave a castle over the arm limit is dropped
// when its turn comes, like any step no longer legal.
#[test]
fn r_adv_castle_2_a_queued_step_obeys_the_limit() {
    let mut s = blank("adv", 2);
    put(&mut s, "Sáros", p(1), "2c1i4a");
    put(&mut s, "Abaúj", p(0), "1i");
    let s = order(&s, 1, "queue move szepes saros 2c").unwrap();
    let s = order(&s, 0, "move zemplen abauj 1i").unwrap();
    assert_eq!(
        units(&s, "Sáros"),
        Army::new(2, 1, 4),
        "the queued step did not run"
    );
    assert!(s.players[1].queue.is_empty());
    assert_eq!(s.phase, Phase::Move { turn: 1 }, "seat 1 is asked instead");
}
