//! Section 11: steps, costs, passing through, attacks, the lord's company.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::movement::{allowance, entry_cost, path_cost};
use korona_games::oligarchs::state::{Card, Faction, Phase};

// R-MOVE-6 R-CARD-10: entering costs 1, terrain 2, a major river +1 (flood: +2).
#[test]
fn r_move_6_entry_costs() {
    let mut s = blank("adv", 2);
    let (pozsony, nyitra, moson, liptó, turóc) = (
        id(&s, "Pozsony"),
        id(&s, "Nyitra"),
        id(&s, "Moson"),
        id(&s, "Liptó"),
        id(&s, "Turóc"),
    );
    assert_eq!(entry_cost(&s, pozsony, nyitra), 1);
    assert_eq!(entry_cost(&s, turóc, liptó), 2);
    // Moson is a swamp across the Duna: 2 + 1.
    assert_eq!(entry_cost(&s, pozsony, moson), 3);
    s.card = Some(Card::Flood);
    assert_eq!(entry_cost(&s, pozsony, moson), 4);
}

// R-MOVE-2: castles + 2, never more than 6.
#[test]
fn r_move_2_step_allowance() {
    let mut s = blank("basic", 2);
    assert_eq!(allowance(&s, 0), 2);
    put(&mut s, "Nyitra", p(0), "1i");
    assert_eq!(allowance(&s, 0), 3);
    for c in ["Trencsén", "Abaúj", "Zemplén", "Fehér", "Hunyad"] {
        put(&mut s, c, p(0), "1i");
    }
    assert_eq!(allowance(&s, 0), 6);
}

// R-MOVE-5 R-MOVE-4 R-MOVE-12 R-CTRL-5: infantry reach 2 MP, cavalry 4; a step into an empty county takes it.
#[test]
fn r_move_5_reach_and_r_ctrl_5_taking_empty_counties() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "2i1c");
    let far = "Hont"; // Pozsony -> Nyitra -> Bars -> Hont: 3 MP.
    assert_eq!(path_cost(&s, 0, id(&s, "Pozsony"), id(&s, far)), Some(3));
    let e = order(&s, 0, "move hont pozsony 1i").unwrap_err();
    assert!(
        {
            let probe = &e;
            eprintln!(
                "IDPROBE tests/oligarchs_movement.rs:{} 'cannot reach' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{e}"
    );
    let s2 = order(&s, 0, "move hont pozsony 1c").unwrap();
    assert_eq!(s2.counties[id(&s2, "Hont")].controller, Some(p(0)));
    assert_eq!(units(&s2, "Hont"), Army::new(1, 0, 0));
    assert_eq!(s2.players[0].steps, 5);
}

// R-MOVE-7: a unit moves once a year.
#[test]
fn r_move_7_units_move_once() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "1c1i");
    s.players[1].steps = 0;
    let s = order(&s, 0, "move nyitra pozsony 1c").unwrap();
    let e = order(&s, 0, "move bars nyitra 1c").unwrap_err();
    assert!(e.id() == "oligarchs-only-there-may-still-move", "{e}");
}

// R-MOVE-8: no passing through a county held by another faction, even when empty.
#[test]
fn r_move_8_no_passing_through_foreign_counties() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "1c");
    put(&mut s, "Nyitra", p(1), "0");
    put(&mut s, "Trencsén", p(1), "1i");
    let e = order(&s, 0, "move bars pozsony 1c").unwrap_err();
    assert!(
        {
            let probe = &e;
            eprintln!(
                "IDPROBE tests/oligarchs_movement.rs:{} 'cannot reach' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{e}"
    );
}

// R-MOVE-9 R-MOVE-10 R-BATTLE-2 R-BATTLE-11: a step into enemy units is an attack; nobody else may enter afterwards.
#[test]
fn r_move_10_attacked_county_is_closed() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "3i");
    put(&mut s, "Trencsén", p(0), "1i");
    put(&mut s, "Nyitra", Faction::Crown, "1i");
    s.players[1].steps = 0;
    let s = order(&s, 0, "move nyitra pozsony 2i").unwrap();
    let a = s.counties[id(&s, "Nyitra")].attack.clone().unwrap();
    assert_eq!((a.seat, a.army), (0, Army::new(0, 2, 0)));
    let e = order(&s, 0, "move nyitra trencsen 1i").unwrap_err();
    assert!(
        e.id() == "oligarchs-already-attacked-this-year-nobody",
        "{e}"
    );
}

// R-MOVE-11 R-SIEGE-2: a siege needs infantry or the lord.
#[test]
fn r_move_11_siege_needs_infantry_or_lord() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "3c");
    put(&mut s, "Nyitra", Faction::Crown, "1i");
    let e = order(&s, 0, "move nyitra pozsony 3c").unwrap_err();
    assert!(e.id() == "oligarchs-siege-needs-infantry-or-lord", "{e}");
    lord(&mut s, 0, "Pozsony");
    assert!(order(&s, 0, "move nyitra pozsony 3c lord").is_ok());
}

// R-MOVE-14 R-LORD-2: the lord may not be left alone nor arrive alone.
#[test]
fn r_move_14_lord_never_alone() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "2i");
    lord(&mut s, 0, "Pozsony");
    let e = order(&s, 0, "move nyitra pozsony 2i").unwrap_err();
    assert!(e.id() == "oligarchs-lord-may-not-be-left", "{e}");
    let e = order(&s, 0, "move nyitra pozsony lord").unwrap_err();
    assert!(
        {
            let probe = &e;
            eprintln!(
                "IDPROBE tests/oligarchs_movement.rs:{} 'own units' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{e}"
    );
    let s2 = order(&s, 0, "move nyitra pozsony 1i lord").unwrap();
    assert_eq!(s2.lord_county(0), Some(id(&s2, "Nyitra")));
}

// R-CASTLE-1 R-MOVE-13: at most 7 units in a castle after a step.
#[test]
fn r_castle_1_cap_on_moves() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "2i");
    put(&mut s, "Nyitra", p(0), "6i");
    let e = order(&s, 0, "move nyitra pozsony 2i").unwrap_err();
    assert_eq!(e.id(), "oligarchs-castle-holds-at-most-units", "{e}");
    assert!(order(&s, 0, "move nyitra pozsony 1i").is_ok());
}

// R-MOVE-17 R-SETUP-4: with 5 players Szlavónia (but Baranya) is closed.
#[test]
fn r_move_17_szlavonia_closed_with_five() {
    let mut s = blank("basic", 5);
    put(&mut s, "Zala", p(0), "1c");
    let e = order(&s, 0, "move varasd zala 1c").unwrap_err();
    assert!(e.id() == "oligarchs-out-of-play-with-5", "{e}");
}

// R-MOVE-1 R-MOVE-3 R-TURN-4: steps go round in turn order; passing is final and the first to pass
// starts next year.
#[test]
fn r_move_3_first_to_pass_starts_next_year() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "2i");
    put(&mut s, "Abaúj", p(1), "2i");
    let s = order(&s, 0, "move nyitra pozsony 1i").unwrap();
    assert_eq!(s.phase, Phase::Move { turn: 1 });
    let s = order(&s, 1, "pass").unwrap();
    assert_eq!(s.phase, Phase::Move { turn: 0 });
    assert!(order(&s, 1, "pass").is_err(), "passing is final");
    let s = order(&s, 0, "pass").unwrap();
    assert_eq!(s.start, 1);
    assert_eq!(s.year, 1303);
}

// R-MOVE-19 R-MOVE-2: a queue holds at most a year's six steps (`move <to> <from> <units>`), each
// leaving a county the seat holds
// or one an earlier queued step takes (issue "Security" item 4: bounded work per order).
#[test]
fn r_move_19_the_queue_is_bounded() {
    let mut s = blank("basic", 2);
    put(&mut s, "Hont", p(0), "6i");
    lord(&mut s, 0, "Hont");
    s.phase = korona_games::oligarchs::state::Phase::Recruit { turn: 1 };
    let e = order(&s, 0, "queue move Bihar Bars 1i").unwrap_err();
    assert_eq!(e.id(), "oligarchs-queue-from-not-yours", "{e}");
    let mut q = order(&s, 0, "queue move Bars Hont 1i").unwrap();
    // Bars is taken by the first queued step, so a later one may leave it.
    q = order(&q, 0, "queue move Nyitra Bars 1i").unwrap();
    for _ in 0..4 {
        q = order(&q, 0, "queue move Bars Hont 1i").unwrap();
    }
    let e = order(&q, 0, "queue move Bars Hont 1i").unwrap_err();
    assert_eq!(e.id(), "oligarchs-queue-is-full", "{e}");
    assert!(order(&q, 0, "queue clear").is_ok());
}
