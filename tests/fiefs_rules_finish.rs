//! Fiefs rules changed by issue 29 ("every game plays to a real finish"), on hand-made positions of
//! the map `crossing`: seat 0 (Falcon) at B2, seat 1 (Stag) at J8. Each test cites the rule ID of
//! `docs/rules/fiefs.md` it asserts (the `// Asserts` lines; in the top-level tests/, where the
//! rule-citation check reads).

mod support;

use korona_engine::{Input, Seat};
use korona_games::fiefs::map::Terrain;
use korona_games::fiefs::state::{HoldingKind, State, Unit, UnitKind};
use korona_games::fiefs::Fiefs;
use support::fiefs::{h, hold, ok, order, own, refused, round_end, two, unit};

use HoldingKind::{Castle, Outpost, Village};
use UnitKind::{Bowman, Knight, Spearman};

fn winner(s: &State) -> Option<Option<u8>> {
    s.finish.as_ref().map(|f| f.winner)
}

// ---- WIN ----

/// R-FIEF-WIN-1, R-FIEF-WIN-2: a target reached by an order wins at the round's end, not mid-turn.
// Asserts R-FIEF-WIN-1, R-FIEF-WIN-2.
#[test]
fn r_fief_win_2_an_order_that_reaches_a_target_wins_at_the_round_end() {
    let mut s = two();
    s.options.pop = 8;
    hold(&mut s, "D3", 0, Outpost, 1);
    unit(&mut s, "D3", 0, Spearman);
    let a = ok(&s, 0, "village D3");
    assert_eq!(a.population(0), 8);
    assert_eq!(winner(&a), None, "pop 8 of 8: judged at the round's end");
    let a = ok(&a, 0, "end");
    assert_eq!(winner(&a), None, "seat 1 still has its turn");
    let a = ok(&a, 1, "end");
    assert_eq!(winner(&a), Some(Some(0)));
    assert_eq!(a.finish.unwrap().reason.id, "fiefs-reason-pop");
    // The army target too: the recruit that makes 8 units wins when the round ends.
    let mut s = two();
    for x in ["A1", "A2", "A3", "B1", "B3", "C1", "C2"] {
        own(&mut s, 0, &[x]);
        unit(&mut s, x, 0, Spearman);
    }
    let b = ok(&s, 0, "recruit spear B2");
    assert_eq!(winner(&b), None);
    let b = ok(&ok(&b, 0, "end"), 1, "end");
    assert_eq!(winner(&b), Some(Some(0)));
    assert_eq!(b.finish.as_ref().unwrap().reason.id, "fiefs-reason-army");
    assert!(
        order(&b, 0, "end").is_err(),
        "the match is over: no more orders"
    );
}

/// R-FIEF-WIN-2, R-FIEF-INC-3: income that reaches the tax target does not end the match at the
/// start of the turn: the next house collects too, and at the round's end the house furthest past
/// its target wins, though seat 0 got there first in the round.
// Asserts R-FIEF-WIN-2, R-FIEF-INC-3.
#[test]
fn r_fief_win_2_both_houses_collect_and_the_one_furthest_past_wins() {
    let mut s = two();
    s.round = 3;
    s.houses[0].tax = 34; // + 6 (1 fief, castle 5) = 40
    s.houses[1].tax = 34; // + 8 (3 fiefs, castle 5) = 42
    own(&mut s, 1, &["J9", "K9"]);
    let a = round_end(s);
    assert_eq!(a.round, 4);
    assert_eq!(a.houses[0].tax, 40);
    assert_eq!(
        winner(&a),
        None,
        "seat 0 reached 40, seat 1 has not had its turn"
    );
    let a = ok(&a, 0, "end");
    assert_eq!(
        a.houses[1].tax, 42,
        "seat 1 collected 8 at the start of its turn"
    );
    assert_eq!(winner(&a), None);
    let a = ok(&a, 1, "end");
    assert_eq!(winner(&a), Some(Some(1)), "42 of 40 beats 40 of 40");
    assert_eq!(a.finish.unwrap().reason.id, "fiefs-reason-tax");
}

/// R-FIEF-WIN-2: the second house wins when it alone has reached a target at the round's end.
// Asserts R-FIEF-WIN-2.
#[test]
fn r_fief_win_2_the_second_house_wins_when_it_alone_reaches_a_target() {
    let mut s = two();
    s.round = 4;
    s.houses[0].tax = 20;
    s.houses[1].tax = 34;
    let a = ok(&s, 0, "end");
    assert_eq!(
        a.houses[1].tax, 40,
        "seat 1 collected 6 at the start of its turn"
    );
    assert_eq!(winner(&a), None);
    let a = ok(&a, 1, "end");
    assert_eq!(a.houses[0].tax, 20);
    assert_eq!(winner(&a), Some(Some(1)));
}

/// R-FIEF-SUP-6, R-FIEF-INC-3, R-FIEF-WIN-2: a toll is gold earned: it counts as tax, and a toll
/// that brings the crossed house to the tax target wins the match for it at the round's end.
// Asserts R-FIEF-SUP-6, R-FIEF-INC-3, R-FIEF-WIN-2.
#[test]
fn r_fief_sup_6_a_toll_counts_as_tax_and_can_win() {
    let mut s = two();
    s.houses[1].tax = 30;
    let stag = s.houses[1].name().to_ascii_lowercase();
    let a = ok(&s, 0, &format!("passage {stag}"));
    assert_eq!(a.houses[1].tax, 34);
    assert_eq!(a.houses[1].gold, 104);
    assert!(a.finish.is_none());
    s.houses[1].tax = 37;
    let b = ok(&s, 0, &format!("passage {stag}"));
    assert_eq!(b.houses[1].tax, 41);
    assert_eq!(winner(&b), None, "judged at the round's end");
    let b = ok(&ok(&b, 0, "end"), 1, "end");
    assert_eq!(winner(&b), Some(Some(1)), "41 of 40, reached by seat 1");
}

/// R-FIEF-WIN-2: when two houses have reached a target at the round's end (here by the round end's
/// healing), the one furthest past its target wins, then the most tax, the most fiefs; houses equal
/// in all of these play on.
// Asserts R-FIEF-WIN-2.
#[test]
fn r_fief_win_2_two_houses_reaching_a_target_together() {
    let mut s = two();
    s.options.pop = 6;
    hold(&mut s, "D3", 0, Outpost, 0);
    hold(&mut s, "H7", 1, Outpost, 0);
    own(&mut s, 0, &["J1"]);
    own(&mut s, 1, &["A9"]);
    let a = round_end(s.clone());
    assert_eq!((a.population(0), a.population(1)), (6, 6), "both healed");
    assert_eq!(winner(&a), None, "equal in everything: they play on");
    assert_eq!(a.round, 2);
    own(&mut s, 1, &["A8"]);
    let b = round_end(s);
    assert_eq!(winner(&b), Some(Some(1)), "one fief more");
    assert_eq!(b.finish.unwrap().reason.id, "fiefs-reason-pop");
}

/// R-FIEF-WIN-2, R-FIEF-WIN-5: houses level past their targets play on until one is ahead at a
/// round's end; level at the last round's end, the round limit decides (here: a draw).
// Asserts R-FIEF-WIN-2, R-FIEF-WIN-5.
#[test]
fn r_fief_win_2_level_houses_play_on_to_the_round_limit() {
    let mut s = two();
    for p in 0..2 {
        s.houses[p].tax = 45;
    }
    let a = round_end(s.clone());
    assert_eq!(winner(&a), None, "mirror positions play on");
    // One more fief by the next round's end wins.
    let mut b = a.clone();
    own(&mut b, 0, &["A1"]);
    let b = ok(&ok(&b, 0, "end"), 1, "end");
    assert_eq!(winner(&b), Some(Some(0)));
    assert_eq!(b.finish.unwrap().reason.id, "fiefs-reason-tax");
    // Level at the last round's end: WIN-5 decides.
    s.round = s.options.rounds;
    let c = round_end(s);
    let f = c.finish.expect("the round limit ends it");
    assert_eq!(f.winner, None);
    assert_eq!(f.reason.id, "fiefs-reason-rounds-tie");
}

// ---- HOLD ----

/// R-FIEF-HOLD-4: a village keeps the outpost's siege damage; a besieged outpost at pop 0 becomes a
/// village at pop 2, not 3.
// Asserts R-FIEF-HOLD-4.
#[test]
fn r_fief_hold_4_a_village_keeps_the_outposts_damage() {
    let mut s = two();
    hold(&mut s, "D3", 0, Outpost, 1);
    let a = ok(&s, 0, "village D3");
    assert_eq!(
        a.tile(h("D3")).holding.map(|x| (x.kind, x.pop)),
        Some((Village, 3))
    );
    hold(&mut s, "D3", 0, Outpost, 0);
    unit(&mut s, "D3", 1, Knight);
    hold(&mut s, "E3", 1, Village, 3); // the besieger's supply
    let b = ok(&s, 0, "village D3");
    assert_eq!(
        b.tile(h("D3")).holding.map(|x| (x.kind, x.pop)),
        Some((Village, 2))
    );
    assert_eq!(b.houses[0].gold, 80);
    // The besieger stays on it, and the round's damage goes on from 2.
    let c = round_end(b);
    assert_eq!(c.tile(h("D3")).holding.map(|x| x.pop), Some(1));
}

// ---- MOVE ----

/// R-FIEF-MOVE-6: a path may not pass through another house's holding (even with no unit on it);
/// through one's own it may.
// Asserts R-FIEF-MOVE-6.
#[test]
fn r_fief_move_6_no_passing_through_another_houses_holding() {
    let mut s = two();
    unit(&mut s, "D3", 0, Knight);
    hold(&mut s, "C4", 1, Outpost, 1);
    assert_eq!(refused(&s, 0, "move D3 C4 B4"), "fiefs-why-enemy-holding");
    hold(&mut s, "C4", 0, Outpost, 1);
    let a = ok(&s, 0, "move D3 C4 B4");
    assert_eq!(a.tile(h("B4")).unit.map(|u| u.owner), Some(0));
}

/// R-FIEF-MOVE-4, R-FIEF-SEASON-2, R-FIEF-SEASON-3: a unit walks on a frozen lake but does not claim
/// it, so no lake is left a fief when the ice melts.
// Asserts R-FIEF-MOVE-4, R-FIEF-SEASON-2, R-FIEF-SEASON-3.
#[test]
fn r_fief_move_4_a_frozen_lake_is_crossed_not_claimed() {
    let mut s = two();
    s.round = 4; // winter
    assert_eq!(s.map.terrain(h("E4")), Terrain::Lake);
    own(&mut s, 0, &["D4"]);
    unit(&mut s, "D4", 0, Knight);
    let a = ok(&s, 0, "move D4 E4");
    assert_eq!(a.tile(h("E4")).unit.map(|u| u.owner), Some(0));
    assert_eq!(a.tile(h("E4")).owner, None, "a lake is never a fief");
    let mut s = two();
    s.round = 4;
    own(&mut s, 0, &["D4"]);
    unit(&mut s, "D4", 0, Knight);
    let b = ok(&s, 0, "move D4 E4 F4");
    assert_eq!(b.tile(h("E4")).owner, None);
    assert_eq!(b.tile(h("F4")).owner, None);
    assert_eq!(b.fiefs(0), 2, "B2 and D4 only");
}

// ---- SIEGE ----

/// R-FIEF-SIEGE-4, R-FIEF-SIEGE-5: a holding taken at pop 0 does not heal in the tick that takes it;
/// it heals from the next round end.
// Asserts R-FIEF-SIEGE-4, R-FIEF-SIEGE-5.
#[test]
fn r_fief_siege_5_a_captured_holding_does_not_heal_in_the_tick_it_falls() {
    let mut s = two();
    s.tile_mut(h("J8")).holding.as_mut().unwrap().pop = 1;
    unit(&mut s, "J8", 0, Spearman);
    hold(&mut s, "H9", 1, Village, 3); // the Stag stays in the match
    let a = round_end(s);
    let x = a.tile(h("J8")).holding.unwrap();
    assert_eq!((x.owner, x.kind, x.pop), (0, Castle, 0));
    let b = round_end(ok(&a, 0, "end"));
    assert_eq!(b.tile(h("J8")).holding.unwrap().pop, 1);
}

/// R-FIEF-SIEGE-2: a bowman that shot at the siege (a unit on the holding or next to it) still adds
/// its damage; one that fired elsewhere does not.
// Asserts R-FIEF-SIEGE-2.
#[test]
fn r_fief_siege_2_a_bowman_that_fired_elsewhere_adds_nothing() {
    let mut s = two();
    s.to_move = 0;
    unit(&mut s, "K8", 0, Bowman);
    hold(&mut s, "K7", 0, Village, 3); // the bowman's supply
    assert!(h("K8").adjacent(h("J8")));
    // At the siege: a Stag spearman next to the castle, 2 hexes from the bowman.
    assert!(h("I8").adjacent(h("J8")) && h("K8").distance(h("I8")) == 2);
    let mut at = s.clone();
    unit(&mut at, "I8", 1, Spearman);
    let a = ok(&at, 0, "shoot K8 I8");
    assert!(a.tile(h("I8")).unit.is_none(), "the spearman is shot");
    let a = ok(&a, 0, "end");
    let a = ok(&a, 1, "end");
    assert_eq!(
        a.tile(h("J8")).holding.unwrap().pop,
        5,
        "5 - 1 (the bowman) + 1 (heal)"
    );
    let mut seen = a.clone();
    seen.tile_mut(h("J8")).holding.as_mut().unwrap().pop = 5;
    // Elsewhere: a target 2 hexes from the bowman and not next to the castle.
    let far = s
        .map
        .hexes()
        .find(|&t| {
            t.distance(h("K8")) == 2
                && t.distance(h("J8")) >= 2
                && s.map.terrain(t) == Terrain::Plain
        })
        .expect("a hex");
    let mut away = s.clone();
    away.tile_mut(far).unit = Some(Unit {
        owner: 1,
        kind: Spearman,
        done: false,
        fired: false,
    });
    let b = ok(&away, 0, &format!("shoot K8 {far}"));
    let b = ok(&b, 0, "end");
    let b = ok(&b, 1, "end");
    assert_eq!(
        b.tile(h("J8")).holding.unwrap().pop,
        5,
        "no damage: full and stays full"
    );
    // The same bowman next to a damaged castle: at the siege it holds the castle at 3 (-1 + 1).
    let mut at3 = at.clone();
    at3.tile_mut(h("J8")).holding.as_mut().unwrap().pop = 3;
    let c = ok(&ok(&ok(&at3, 0, "shoot K8 I8"), 0, "end"), 1, "end");
    assert_eq!(c.tile(h("J8")).holding.unwrap().pop, 3);
    let mut away3 = away.clone();
    away3.tile_mut(h("J8")).holding.as_mut().unwrap().pop = 3;
    let d = ok(
        &ok(&ok(&away3, 0, &format!("shoot K8 {far}")), 0, "end"),
        1,
        "end",
    );
    assert_eq!(d.tile(h("J8")).holding.unwrap().pop, 4, "fired elsewhere");
}

// ---- ORD ----

/// R-FIEF-ORD-6: taking an order back is refused.
// Asserts R-FIEF-ORD-6.
#[test]
fn r_fief_ord_6_take_back_is_refused() {
    let s = two();
    assert!(Fiefs::step(&s, &Input::TakeBack { seat: Seat(0) }).is_err());
}
