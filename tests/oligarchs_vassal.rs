//! Section 20.4: the vassal oath.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{Ruleset, Seat};
use korona_games::oligarchs::income::income;
use korona_games::oligarchs::state::{LordAt, State};
use korona_games::oligarchs::victory::check;
use korona_games::oligarchs::Oligarchs;

/// Seat 1's lord with one infantry in Hont is overrun by seat 0; seat 1 also holds the castle Nyitra.
fn overrun(extra: &str, seed: u64) -> State {
    let mut s = blank("basic", 3);
    put(&mut s, "Bars", p(0), "7c");
    lord(&mut s, 0, "Bars");
    put(&mut s, "Hont", p(1), "1i");
    lord(&mut s, 1, "Hont");
    put(&mut s, "Trencsén", p(1), "2i");
    put(&mut s, "Fehér", p(2), "1i");
    lord(&mut s, 2, "Fehér");
    s.players[1].treasury = 9;
    let mut s = if extra.is_empty() {
        s
    } else {
        order(&s, 1, extra).unwrap()
    };
    s.players[1].steps = 0;
    s.players[2].steps = 0;
    let mut s = order(&s, 0, "move hont bars 6c").unwrap();
    s.players[0].steps = 0;
    let action = Oligarchs.parse(&s, Seat(0), "pass").unwrap();
    apply_input(
        &s,
        korona_engine::Input::Order {
            seat: Seat(0),
            action,
        },
        seed,
    )
    .unwrap()
    .state
}

// R-VASSAL-1 R-VASSAL-2 R-VASSAL-3 R-DEFEAT-3 R-DEFEAT-4: a defeated lord who holds a castle swears fealty
// by default: his lord leaves the map, his treasury goes to the liege, he keeps his other lands.
#[test]
fn r_vassal_1_defeated_lord_with_a_castle_becomes_vassal() {
    let mut seen = 0;
    for seed in 0..20 {
        let s = overrun("", seed);
        if s.lord_county(1).is_some() {
            continue; // escaped (R-DEFEAT-2)
        }
        seen += 1;
        assert_eq!(s.players[1].liege, Some(0));
        assert!(!s.players[1].out);
        assert_eq!(s.players[1].lord, LordAt::Gone);
        assert_eq!(
            s.players[1].treasury, 1,
            "9 garas went to the liege; 1303 income: half of 3"
        );
        assert!(s.players[0].treasury >= 9);
        assert!(s.controls(1, id(&s, "Trencsén")));
        assert!(!s.electors().contains(&1), "R-ELECT-2: vassals do not bid");
    }
    assert!(seen > 10);
}

// R-ELIM-1: refusing the oath means elimination.
#[test]
fn refusing_the_oath_means_elimination() {
    for seed in 0..10 {
        let s = overrun("oath refuse", seed);
        if s.lord_county(1).is_none() {
            assert!(s.players[1].out);
            assert_eq!(s.players[1].liege, None);
        }
    }
}

/// A ready-made liege (seat 0) and vassal (seat 1).
fn vassalage() -> State {
    let mut s = blank("basic", 3);
    put(&mut s, "Bars", p(0), "2i");
    lord(&mut s, 0, "Bars");
    put(&mut s, "Nyitra", p(1), "2i");
    put(&mut s, "Trencsén", p(1), "1i");
    s.players[1].lord = LordAt::Gone;
    s.players[1].liege = Some(0);
    put(&mut s, "Fehér", p(2), "1i");
    lord(&mut s, 2, "Fehér");
    s
}

// R-VASSAL-7 R-INCOME-5: the liege gets the vassal's whole income on top of his own, the vassal half.
#[test]
fn r_vassal_7_income() {
    let s = vassalage();
    // Vassal: Nyitra 3 + Trencsén 3 = 6, halved.
    assert_eq!(income(&s, 1), 3);
    // Liege: Bars 1 + the vassal's 6.
    assert_eq!(income(&s, 0), 7);
}

// R-VASSAL-4 R-MOVE-16: vassal and liege may not attack each other.
#[test]
fn r_vassal_4_no_attacks_between_liege_and_vassal() {
    let mut s = vassalage();
    s.phase = korona_games::oligarchs::state::Phase::Move { turn: 1 };
    let e = order(&s, 1, "move bars nyitra 1i").unwrap_err();
    assert!(
        {
            let probe = &e;
            eprintln!(
                "IDPROBE tests/oligarchs_vassal.rs:{} 'vassal' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{e}"
    );
    s.phase = korona_games::oligarchs::state::Phase::Move { turn: 0 };
    assert!(order(&s, 0, "move nyitra bars 1i").is_err());
}

// R-VASSAL-6 R-VICTORY-5 R-VASSAL-12 R-VICTORY-1: vassal castles count for the liege; a vassal never
// wins; a vassal's lord is no living rival for the last-lord victory.
#[test]
fn r_vassal_6_vassal_castles_count_for_the_liege() {
    let mut s = vassalage();
    assert_eq!(s.bloc_castles(0), 2);
    for c in ["Abaúj", "Zemplén", "Fehér", "Hunyad", "Temes"] {
        put(&mut s, c, p(0), "1i");
    }
    // 5 own castles + 2 of the vassal = 7, the 3-player target. Fehér was seat 2's: move him.
    put(&mut s, "Kolozs", p(2), "1i");
    s.players[2].lord = LordAt::County(id(&s, "Kolozs"));
    assert_eq!(s.bloc_castles(0), 7);
    assert_eq!(s.castles_of(0), 5);
    let o = check(&s).unwrap();
    assert_eq!(o.winners(), &[Seat(0)]);
    let mut t = vassalage();
    t.players[2].out = true;
    t.players[2].lord = LordAt::Gone;
    assert_eq!(
        check(&t).unwrap().winners(),
        &[Seat(0)],
        "last lord: the vassal does not count"
    );
}

// R-VASSAL-9 R-ELIM-6: when the liege is eliminated his vassals are freed and their lords return.
#[test]
fn r_vassal_9_freed_when_the_liege_falls() {
    let s = vassalage();
    let mut events = Vec::new();
    let mut s2 = s.clone();
    korona_games::oligarchs::combat::eliminate(&mut s2, 0, 2, &mut events);
    assert_eq!(s2.players[1].liege, None);
    assert_eq!(s2.lord_county(1), Some(id(&s2, "Nyitra")));
}

fn no_dice() -> korona_engine::Dice {
    korona_engine::Dice::for_entry(&korona_engine::MatchSeed::from_number(1), 0)
}

// R-DEFEAT-5: a lord beaten by a vassal's army is eliminated (no oath to a vassal); the spoils go to the
// vassal player.
#[test]
fn r_defeat_5_no_oath_to_a_vassal() {
    let mut s = vassalage();
    // Seat 2 holds a castle but has no units next to Fehér, so no escape.
    s.players[2].treasury = 6;
    let c = id(&s, "Fehér");
    korona_games::oligarchs::combat::defeat(
        &mut s,
        2,
        korona_games::oligarchs::state::Faction::Player(1),
        c,
        &mut Vec::new(),
        &mut no_dice(),
    );
    assert!(s.players[2].out);
    assert_eq!(s.players[1].treasury, 6);
}

// R-VASSAL-10: a lord who becomes a vassal first frees his own vassals. R-VASSAL-11: a freed vassal with
// nothing left is out.
#[test]
fn r_vassal_10_no_sub_vassals() {
    let mut s = vassalage();
    // Seat 0 (liege of 1) is beaten by seat 2 and swears fealty (he holds the castle Zemplén).
    put(&mut s, "Zemplén", p(0), "1i");
    let bars = id(&s, "Bars");
    korona_games::oligarchs::combat::defeat(
        &mut s,
        0,
        korona_games::oligarchs::state::Faction::Player(2),
        bars,
        &mut Vec::new(),
        &mut no_dice(),
    );
    assert_eq!(s.players[0].liege, Some(2));
    assert_eq!(s.players[1].liege, None, "seat 1 is freed");
    assert_eq!(s.lord_county(1), Some(id(&s, "Nyitra")));
    // A vassal with no units is out when freed.
    let mut t = vassalage();
    for n in ["Nyitra", "Trencsén"] {
        put(&mut t, n, p(1), "0");
    }
    korona_games::oligarchs::combat::eliminate(&mut t, 0, 2, &mut Vec::new());
    assert!(t.players[1].out);
}

// R-VASSAL-8: liege and vassal may not pass through each other's lands.
#[test]
fn r_vassal_8_no_passing_through() {
    let mut s = vassalage();
    s.phase = korona_games::oligarchs::state::Phase::Move { turn: 1 };
    // Nyitra -> Bars (the liege's) -> Hont: blocked; the only other ways are longer than 2 MP.
    put(&mut s, "Trencsén", p(0), "1i");
    put(&mut s, "Pozsony", p(0), "1i");
    let e = order(&s, 1, "move hont nyitra 1i").unwrap_err();
    assert!(
        {
            let probe = &e;
            eprintln!(
                "IDPROBE tests/oligarchs_vassal.rs:{} 'cannot reach' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{e}"
    );
}

// R-VASSAL-5: the liege may veto his vassal's attacks and the emptying of a vassal castle (default:
// approve); a vetoed step is refused and uses no step.
#[test]
fn r_vassal_5_liege_veto() {
    let mut s = vassalage();
    s.phase = korona_games::oligarchs::state::Phase::Move { turn: 1 };
    put(
        &mut s,
        "Pozsony",
        korona_games::oligarchs::state::Faction::Crown,
        "1i",
    );
    assert!(
        order(&s, 1, "move pozsony nyitra 1i").is_ok(),
        "approved by default"
    );
    let s = order(&s, 0, "veto on").unwrap();
    let e = order(&s, 1, "move pozsony nyitra 1i").unwrap_err();
    assert!(e.id() == "oligarchs-your-liege-seat-vetoes-this", "{e}");
    let e = order(&s, 1, "move lipto trencsen 1i").unwrap_err();
    assert!(
        e.id() == "oligarchs-your-liege-seat-vetoes-this",
        "emptying the castle Trencsén: {e}"
    );
    assert!(
        order(&s, 1, "move gyor nyitra 1i").is_ok(),
        "Nyitra keeps a unit"
    );
    assert_eq!(s.players[1].steps, 6);
}
