//! Fiefs rules, one test (or more) per rule ID of `docs/rules/fiefs.md`, on hand-made positions.

mod support;

use korona_engine::{Dice, Input, MatchSeed, Ruleset, Seat, Viewer};
use korona_games::fiefs::map::{crossing, Map, Terrain};
use korona_games::fiefs::rules::{supply, turn};
use korona_games::fiefs::state::{HoldingKind, Season, State, UnitKind};
use korona_games::fiefs::{Action, Fiefs, Hx, Options};
use support::fiefs::{h, hold, ok, order, own, refused, round_end, two, unit};

use HoldingKind::{Castle, Outpost, Village};
use UnitKind::{Bowman, Knight, Spearman};

fn kind_at(s: &State, at: &str) -> Option<(u8, UnitKind)> {
    s.tile(h(at)).unit.map(|u| (u.owner, u.kind))
}

fn setup(seats: u8, seed: u64) -> State {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(seed), 0);
    Fiefs.setup(&Options::default(), seats, &mut dice).unwrap()
}

/// The hand-made map the positions of these tests are set on.
fn map() -> Map {
    crossing()
}

/// A setup on the hand-made map `crossing`.
fn setup_crossing(seats: u8, seed: u64) -> State {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(seed), 0);
    Fiefs
        .setup(&with(&[("map", "crossing")]), seats, &mut dice)
        .unwrap()
}

// ---- SEAT, MAP, START ----

// Asserts R-FIEF-SEAT-1.
#[test]
fn r_fief_seat_1_two_to_six_houses_four_on_crossing() {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(1), 0);
    for seats in [1, 7] {
        assert!(Fiefs.setup(&Options::default(), seats, &mut dice).is_err());
    }
    for seats in 2..=6 {
        assert_eq!(setup(seats, 1).houses.len(), seats as usize);
    }
    assert_eq!(setup_crossing(3, 1).houses.len(), 3);
    let refusal = Fiefs
        .setup(&with(&[("map", "crossing")]), 5, &mut dice)
        .unwrap_err();
    assert_eq!(refusal.id(), "fiefs-seats");
    assert!(refusal.to_string().contains('5'), "{refusal}");
}

// Asserts R-FIEF-SEAT-4: the seatings measured unfair (`crossing` with 2 and 4 houses) are refused
// at the setup, naming the count and the counts that suit the map, in both languages; every
// other seating of both maps starts.
#[test]
fn r_fief_seat_4_unfair_seatings_are_refused_with_the_counts_that_suit() {
    use korona_games::fiefs::seating::{suited, UNFAIR};
    use korona_games::fiefs::MapChoice;
    let mut dice = Dice::for_entry(&MatchSeed::from_number(1), 0);
    for seats in [2u8, 4] {
        let refusal = Fiefs
            .setup(&with(&[("map", "crossing")]), seats, &mut dice)
            .unwrap_err();
        assert_eq!(refusal.id(), "fiefs-seats-unfair");
        assert_eq!(refusal.token.as_deref(), Some(seats.to_string().as_str()));
        assert_eq!(refusal.accepted, ["3"]);
        for (lang, words) in [
            (korona_engine::Lang::En, "with {n} houses is not offered"),
            (korona_engine::Lang::Hu, "{n} házzal nem választható"),
        ] {
            let text = korona_games::fiefs::words::catalog(lang).render(&refusal.message);
            let words = words.replace("{n}", &seats.to_string());
            assert!(text.contains(&words), "{text}");
            assert!(text.contains("crossing") && text.contains(" 3 "), "{text}");
        }
    }
    for (map, word) in [
        (MapChoice::Generated, "generated"),
        (MapChoice::Crossing, "crossing"),
    ] {
        for seats in 2..=6u8 {
            let started = Fiefs
                .setup(&with(&[("map", word)]), seats, &mut dice)
                .is_ok();
            let fair =
                seats <= korona_games::fiefs::seating::most(map) && !UNFAIR.contains(&(map, seats));
            assert_eq!(started, fair, "{word} with {seats}");
            assert_eq!(suited(map).contains(&seats), fair, "{word} with {seats}");
        }
    }
}

#[test]
fn r_fief_seat_2_houses_and_sites_are_dealt_by_the_dice() {
    let mut deals = std::collections::BTreeSet::new();
    for seed in 0..20 {
        let s = setup(2, seed);
        let sites: Vec<Hx> = s.houses.iter().map(|x| x.site).collect();
        assert!(sites.iter().all(|x| s.map.sites[..2].contains(x)));
        deals.insert((s.houses[0].house, s.houses[1].house, sites[0]));
    }
    assert!(deals.len() > 3, "the deal varies with the seed: {deals:?}");
}

// Asserts R-FIEF-SEAT-3.
#[test]
fn r_fief_seat_3_seat_0_moves_first() {
    assert_eq!(setup(3, 2).to_move, 0);
}

#[test]
fn r_fief_map_1_hexes_named_by_column_and_row() {
    assert_eq!(map().terrain.len(), 99);
    assert_eq!(h("A1"), Hx::new(0, 0));
    assert_eq!(h("K9"), Hx::new(10, 8));
    assert!(!map().contains(h("L1")) && !map().contains(h("A10")));
    // Odd rows (2, 4, ...) are shoved right: B2's neighbours include C1 and C3.
    assert!(h("B2").adjacent(h("C1")) && h("B2").adjacent(h("C3")));
    assert!(!h("B1").adjacent(h("A2")) || h("A2").adjacent(h("B1")));
}

#[test]
fn r_fief_map_2_terrain_and_rivers() {
    let m = map();
    for t in [
        Terrain::Plain,
        Terrain::Forest,
        Terrain::Mountain,
        Terrain::Lake,
    ] {
        assert!(m.terrain.contains(&t), "{t:?} on the map");
    }
    assert!(m.river_between(h("B4"), h("B5")));
    assert!(!m.river_between(h("B3"), h("B4")));
}

// Asserts R-FIEF-MAP-3: three houses on `crossing` take its first three sites (two and four are
// not offered there, R-FIEF-SEAT-4).
#[test]
fn r_fief_map_3_three_houses_take_the_first_three_corners() {
    for seed in 0..5 {
        let mut sites: Vec<Hx> = setup_crossing(3, seed)
            .houses
            .iter()
            .map(|x| x.site)
            .collect();
        sites.sort();
        let mut first_three = vec![h("B2"), h("J8"), h("J2")];
        first_three.sort();
        assert_eq!(sites, first_three);
    }
    assert_eq!(setup(4, 1).houses.len(), 4);
}

// Asserts R-FIEF-START-1, R-FIEF-START-3.
#[test]
fn r_fief_start_1_2_3_a_castle_its_hex_ten_gold_and_a_spearman() {
    let s = setup(2, 3);
    for (p, house) in s.houses.iter().enumerate() {
        let t = s.tile(house.site);
        assert_eq!(
            t.holding.map(|x| (x.kind, x.owner, x.pop)),
            Some((Castle, p as u8, 5))
        );
        assert_eq!(s.fiefs(p as u8), 1, "R-FIEF-START-2: only the castle hex");
        assert_eq!(house.gold, 10);
        assert_eq!(t.unit.map(|u| (u.owner, u.kind)), Some((p as u8, Spearman)));
    }
}

// ---- WIN ----

// Asserts R-FIEF-WIN-1.
#[test]
fn r_fief_win_1_population_target() {
    let mut s = two();
    s.options.pop = 8;
    hold(&mut s, "D3", 0, Outpost, 1);
    unit(&mut s, "D3", 0, Spearman);
    let s = ok(&s, 0, "village D3");
    assert_eq!(s.population(0), 8);
    assert!(
        s.finish.is_none(),
        "R-FIEF-WIN-2: checked at the round's end"
    );
    let s = round_end(s);
    assert_eq!(s.finish.as_ref().and_then(|f| f.winner), Some(0));
    assert_eq!(s.finish.unwrap().reason.id, "fiefs-reason-pop");
}

#[test]
fn r_fief_win_1_tax_target_counts_income_not_gold() {
    let mut s = two();
    s.houses[0].tax = 34;
    s.houses[0].gold = 0;
    let s = round_end(s);
    assert_eq!(s.houses[0].tax, 40, "collected at the start of round 2");
    assert!(
        s.finish.is_none(),
        "R-FIEF-WIN-2: checked at the round's end"
    );
    let s = ok(&s, 0, "end");
    let s = ok(&s, 1, "end");
    assert_eq!(
        s.finish.as_ref().map(|f| f.reason.id.as_str()),
        Some("fiefs-reason-tax")
    );
    assert_eq!(s.finish.unwrap().winner, Some(0));
}

#[test]
fn r_fief_win_1_army_target() {
    let mut s = two();
    for x in ["A1", "A2", "A3", "B1", "B3", "C1", "C2"] {
        own(&mut s, 0, &[x]);
        unit(&mut s, x, 0, Spearman);
    }
    let s = round_end(ok(&s, 0, "recruit spear B2"));
    assert_eq!(s.army(0), 8);
    assert_eq!(
        s.finish.as_ref().map(|f| f.reason.id.as_str()),
        Some("fiefs-reason-army")
    );
}

#[test]
fn r_fief_win_2_checked_at_the_round_end_furthest_past_its_target_wins() {
    let mut s = two();
    s.options.army = 2;
    for x in ["B2", "B1"] {
        own(&mut s, 0, &[x]);
        unit(&mut s, x, 0, Spearman);
    }
    for x in ["J8", "J9", "K9"] {
        own(&mut s, 1, &[x]);
        unit(&mut s, x, 1, Spearman);
    }
    let a = ok(&s, 0, "end");
    assert!(a.finish.is_none(), "not after seat 0's turn");
    let b = ok(&a, 1, "end");
    let f = b.finish.unwrap();
    assert_eq!(f.winner, Some(1), "3 of 2 beats 2 of 2");
    assert_eq!(f.reason.id, "fiefs-reason-army");
}

/// Asserts R-FIEF-WIN-2: equal on margin and tax, fiefs decide; houses equal in everything play on
/// (issue 29: a lockstep race must not end in a draw or go to the lower seat).
#[test]
fn r_fief_win_2_ties_go_to_fiefs_then_army_then_play_goes_on() {
    let mut s = two();
    for p in 0..2 {
        s.houses[p].tax = 45;
    }
    let a = round_end(s.clone());
    assert!(a.finish.is_none(), "mirror positions play on");
    own(&mut s, 1, &["J9"]);
    let b = round_end(s);
    assert_eq!(b.finish.unwrap().winner, Some(1), "one fief more");
}

// Asserts R-FIEF-WIN-3.
#[test]
fn r_fief_win_3_targets_are_options_with_presets() {
    let pairs = |p: &[(&str, &str)]| -> Vec<(String, String)> {
        p.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let o = Fiefs.options(&pairs(&[("preset", "quick")])).unwrap();
    assert_eq!((o.pop, o.tax, o.army, o.rounds), (10, 25, 6, 20));
    let o = Fiefs.options(&pairs(&[])).unwrap();
    assert_eq!((o.pop, o.tax, o.army, o.rounds), (15, 40, 8, 30));
    assert!(Fiefs.options(&pairs(&[("army", "99")])).is_err());
}

// Asserts R-FIEF-WIN-4.
#[test]
fn r_fief_win_4_a_house_with_nothing_left_is_out() {
    let mut s = two();
    // Seat 1's castle is seat 0's now, and seat 1 has no unit.
    hold(&mut s, "J8", 0, Castle, 5);
    let s = ok(&s, 0, "quartermaster");
    assert!(s.houses[1].out);
    let f = s.finish.unwrap();
    assert_eq!(
        (f.winner, f.reason.id.as_str()),
        (Some(0), "fiefs-reason-last")
    );
}

// Asserts R-FIEF-WIN-5.
#[test]
fn r_fief_win_5_round_limit_decides_on_population() {
    let mut s = two();
    s.round = s.options.rounds;
    hold(&mut s, "D3", 1, Outpost, 1);
    let s = round_end(s);
    let f = s.finish.unwrap();
    assert_eq!(
        (f.winner, f.reason.id.as_str()),
        (Some(1), "fiefs-reason-rounds")
    );
    let mut s = two();
    s.round = s.options.rounds;
    let f = round_end(s).finish.unwrap();
    assert_eq!(
        (f.winner, f.reason.id.as_str()),
        (None, "fiefs-reason-rounds-tie")
    );
}

// Asserts R-FIEF-WIN-6.
#[test]
fn r_fief_win_6_resigning_leaves_the_match() {
    let mut s = two();
    unit(&mut s, "B2", 0, Spearman);
    let a = Fiefs::step(&s, &Input::Resign { seat: Seat(0) })
        .unwrap()
        .state;
    assert!(a.houses[0].out);
    assert_eq!(a.army(0), 0);
    assert_eq!(a.finish.unwrap().winner, Some(1));
}

#[test]
fn r_fief_ord_6_an_order_cannot_be_taken_back() {
    let mut s = two();
    unit(&mut s, "B2", 0, Spearman);
    assert_eq!(korona_engine::Ruleset::take_back(&Fiefs, &s, Seat(0)), None);
    let Err(r) = Fiefs::step(&s, &Input::TakeBack { seat: Seat(0) }) else {
        panic!("an order was taken back");
    };
    assert_eq!(r.message.id, "engine-take-back-not-here");
}

// ---- HOLD ----

// Asserts R-FIEF-HOLD-1.
#[test]
fn r_fief_hold_1_pop_and_anchors() {
    assert_eq!([Castle.pop(), Village.pop(), Outpost.pop()], [5, 3, 1]);
    assert!(Castle.anchor() && Village.anchor() && !Outpost.anchor());
}

// Asserts R-FIEF-HOLD-2.
#[test]
fn r_fief_hold_2_population_counts_current_pop() {
    let mut s = two();
    s.tile_mut(h("B2")).holding.as_mut().unwrap().pop = 2;
    assert_eq!(s.population(0), 2);
    assert_eq!(s.income(0), 3);
}

// Asserts R-FIEF-HOLD-3.
#[test]
fn r_fief_hold_3_outpost_needs_a_unit_on_an_own_fief_with_spacing() {
    let mut s = two();
    own(&mut s, 0, &["C2", "D3", "E3"]);
    unit(&mut s, "D3", 0, Spearman);
    unit(&mut s, "C2", 0, Spearman);
    let a = ok(&s, 0, "outpost D3");
    assert_eq!(
        a.tile(h("D3")).holding.map(|x| (x.kind, x.pop)),
        Some((Outpost, 1))
    );
    assert_eq!(a.houses[0].gold, 80);
    assert_eq!(refused(&s, 0, "outpost C2"), "fiefs-why-too-close");
    assert_eq!(refused(&s, 0, "outpost E3"), "fiefs-why-no-unit-there");
    unit(&mut s, "E4", 0, Spearman);
    assert_eq!(refused(&s, 0, "outpost E4"), "fiefs-why-not-your-fief");
    s.houses[0].gold = 19;
    assert_eq!(refused(&s, 0, "outpost D3"), "fiefs-why-gold");
}

// Asserts R-FIEF-HOLD-4.
#[test]
fn r_fief_hold_4_village_upgrades_an_outpost() {
    let mut s = two();
    hold(&mut s, "D3", 0, Outpost, 1);
    let a = ok(&s, 0, "village D3");
    assert_eq!(
        a.tile(h("D3")).holding.map(|x| (x.kind, x.pop)),
        Some((Village, 3))
    );
    assert_eq!(a.houses[0].gold, 80);
    assert_eq!(refused(&s, 0, "village B2"), "fiefs-why-not-outpost");
    assert_eq!(refused(&s, 0, "village J8"), "fiefs-why-not-your-holding");
}

// Asserts R-FIEF-HOLD-5.
#[test]
fn r_fief_hold_5_castles_cannot_be_built() {
    assert!(Action::parse("castle D3").is_err());
}

#[test]
/// R-FIEF-VAR-7: not a toggle; captured holdings keep their kind.
// Asserts R-FIEF-HOLD-6.
fn r_fief_hold_6_holdings_are_captured_not_razed() {
    let mut s = two();
    s.tile_mut(h("J8")).holding.as_mut().unwrap().pop = 1;
    unit(&mut s, "J8", 0, Knight);
    let a = round_end(s);
    assert_eq!(
        a.tile(h("J8")).holding.map(|x| (x.kind, x.owner)),
        Some((Castle, 0))
    );
}

// ---- INC ----

// Asserts R-FIEF-INC-1.
#[test]
fn r_fief_inc_1_fiefs_plus_population() {
    let mut s = two();
    own(&mut s, 0, &["A2", "C2", "B1", "C1"]);
    hold(&mut s, "D3", 0, Village, 3);
    assert_eq!(s.fiefs(0), 6);
    assert_eq!(s.income(0), 14);
}

// Asserts R-FIEF-INC-2, R-FIEF-INC-3.
#[test]
fn r_fief_inc_2_3_collected_at_the_start_of_a_turn_from_round_2() {
    let s = two();
    let a = ok(&s, 0, "end");
    assert_eq!(a.houses[1].gold, 100, "no income in round 1");
    let b = ok(&a, 1, "end");
    assert_eq!(b.round, 2);
    assert_eq!(b.houses[0].gold, 106);
    assert_eq!(b.houses[0].tax, 6);
    let c = ok(&b, 0, "end");
    assert_eq!((c.houses[1].gold, c.houses[1].tax), (106, 6));
}

#[test]
fn r_fief_inc_4_no_castle_no_income() {
    let mut s = two();
    hold(&mut s, "B2", 1, Castle, 5);
    hold(&mut s, "D3", 0, Village, 3);
    let a = round_end(s);
    assert_eq!((a.houses[0].gold, a.houses[0].tax), (100, 0));
    assert!(!a.houses[0].out, "R-FIEF-SIEGE-6: it keeps playing");
}

// ---- UNIT ----

// Asserts R-FIEF-UNIT-1.
#[test]
fn r_fief_unit_1_three_kinds() {
    for (w, k) in [("spear", Spearman), ("knight", Knight), ("bow", Bowman)] {
        assert_eq!(
            Action::parse(&format!("recruit {w} B2")).unwrap(),
            Action::Recruit(k, h("B2"))
        );
    }
    assert!(Spearman.beats(Knight) && Knight.beats(Bowman) && Bowman.beats(Spearman));
}

// Asserts R-FIEF-UNIT-2.
#[test]
fn r_fief_unit_2_one_recruit_a_round_on_any_holding() {
    let mut s = two();
    hold(&mut s, "E3", 0, Outpost, 1);
    let a = ok(&s, 0, "recruit spear E3");
    assert_eq!(kind_at(&a, "E3"), Some((0, Spearman)));
    assert_eq!(refused(&a, 0, "recruit spear B2"), "fiefs-why-recruited");
    assert_eq!(
        refused(&s, 0, "recruit spear D3"),
        "fiefs-why-not-your-holding"
    );
}

// Asserts R-FIEF-UNIT-3.
#[test]
fn r_fief_unit_3_costs() {
    let s = two();
    for (w, cost) in [("spear", 6), ("bow", 8), ("knight", 10)] {
        assert_eq!(
            ok(&s, 0, &format!("recruit {w} B2")).houses[0].gold,
            100 - cost
        );
    }
    let mut poor = two();
    poor.houses[0].gold = 9;
    assert_eq!(refused(&poor, 0, "recruit knight B2"), "fiefs-why-gold");
}

// Asserts R-FIEF-UNIT-4.
#[test]
fn r_fief_unit_4_one_unit_per_hex_and_recruits_wait() {
    let mut s = two();
    let a = ok(&s, 0, "recruit spear B2");
    assert_eq!(refused(&a, 0, "move B2 C2"), "fiefs-why-unit-done");
    unit(&mut s, "B2", 0, Knight);
    assert_eq!(
        refused(&s, 0, "recruit spear B2"),
        "fiefs-why-holding-occupied"
    );
}

// ---- MOVE ----

// Asserts R-FIEF-MOVE-1.
#[test]
fn r_fief_move_1_knights_two_hexes_others_one() {
    let mut s = two();
    unit(&mut s, "D3", 0, Knight);
    unit(&mut s, "G4", 0, Spearman);
    let a = ok(&s, 0, "move D3 D2 E2");
    assert_eq!(kind_at(&a, "E2"), Some((0, Knight)));
    assert_eq!(refused(&a, 0, "move E2 D2"), "fiefs-why-unit-done");
    assert_eq!(refused(&s, 0, "move G4 H4 I4"), "fiefs-why-too-far");
    assert_eq!(refused(&s, 0, "move D3 F3"), "fiefs-why-not-adjacent");
    ok(&s, 0, "move G4 H4");
}

// Asserts R-FIEF-MOVE-2.
#[test]
fn r_fief_move_2_mountains_never_lakes_in_winter() {
    let mut s = two();
    unit(&mut s, "E2", 0, Spearman);
    unit(&mut s, "E3", 0, Spearman);
    assert_eq!(refused(&s, 0, "move E2 F2"), "fiefs-why-impassable");
    assert_eq!(refused(&s, 0, "move E3 E4"), "fiefs-why-impassable");
    s.round = 4;
    assert_eq!(s.season(), Season::Winter);
    let a = ok(&s, 0, "move E3 E4");
    assert_eq!(kind_at(&a, "E4"), Some((0, Spearman)));
}

// Asserts R-FIEF-MOVE-3.
#[test]
fn r_fief_move_3_forest_and_rivers_end_the_move() {
    let mut s = two();
    unit(&mut s, "D3", 0, Knight);
    unit(&mut s, "B4", 0, Knight);
    assert_eq!(refused(&s, 0, "move D3 C3 B3"), "fiefs-why-forest-stops");
    ok(&s, 0, "move D3 C3");
    assert_eq!(refused(&s, 0, "move B4 B5 B6"), "fiefs-why-river-stops");
    ok(&s, 0, "move B4 B5");
}

// Asserts R-FIEF-MOVE-4.
#[test]
fn r_fief_move_4_units_claim_and_knights_conquer_what_they_pass() {
    let mut s = two();
    unit(&mut s, "D3", 0, Knight);
    own(&mut s, 1, &["D2"]);
    let a = ok(&s, 0, "move D3 D2 E2");
    assert_eq!(
        a.tile(h("D2")).owner,
        Some(0),
        "an enemy fief passed through is taken"
    );
    assert_eq!(a.tile(h("E2")).owner, Some(0));
    assert_eq!(a.fiefs(0), 3);
}

// Asserts R-FIEF-MOVE-5.
#[test]
fn r_fief_move_5_ending_on_an_enemy_holding_besieges_it() {
    let mut s = two();
    unit(&mut s, "I8", 0, Spearman);
    let a = ok(&s, 0, "move I8 J8");
    assert_eq!(kind_at(&a, "J8"), Some((0, Spearman)));
    assert_eq!(
        a.tile(h("J8")).owner,
        Some(1),
        "the holding's hex stays its owner's"
    );
}

// Asserts R-FIEF-MOVE-6.
#[test]
fn r_fief_move_6_no_passing_through_units_or_ending_on_own() {
    let mut s = two();
    unit(&mut s, "D3", 0, Knight);
    unit(&mut s, "D2", 1, Spearman);
    unit(&mut s, "E3", 0, Spearman);
    assert_eq!(refused(&s, 0, "move D3 D2 E2"), "fiefs-why-path-blocked");
    assert_eq!(refused(&s, 0, "move D3 E3"), "fiefs-why-own-unit");
    hold(&mut s, "C4", 1, Outpost, 1);
    assert_eq!(refused(&s, 0, "move D3 C4 B5"), "fiefs-why-enemy-holding");
}

// ---- FIGHT ----

// Asserts R-FIEF-FIGHT-3.
// Asserts R-FIEF-FIGHT-1.
#[test]
fn r_fief_fight_1_3_the_triangle_and_the_winner_takes_the_hex() {
    for (a, d) in [(Spearman, Knight), (Knight, Bowman), (Bowman, Spearman)] {
        let mut s = two();
        unit(&mut s, "D3", 0, a);
        unit(&mut s, "E3", 1, d);
        own(&mut s, 1, &["E3"]);
        let won = ok(&s, 0, "move D3 E3");
        assert_eq!(kind_at(&won, "E3"), Some((0, a)), "{a:?} kills {d:?}");
        assert_eq!(won.tile(h("E3")).owner, Some(0));
        assert_eq!(kind_at(&won, "D3"), None);
        let mut s = two();
        unit(&mut s, "D3", 0, d);
        unit(&mut s, "E3", 1, a);
        let lost = ok(&s, 0, "move D3 E3");
        assert_eq!(
            kind_at(&lost, "E3"),
            Some((1, a)),
            "{d:?} dies attacking {a:?}"
        );
        assert_eq!(kind_at(&lost, "D3"), None);
    }
}

// Asserts R-FIEF-FIGHT-2.
#[test]
fn r_fief_fight_2_same_type_both_die_unless_the_defender_is_in_forest() {
    let mut s = two();
    unit(&mut s, "D3", 0, Knight);
    unit(&mut s, "E3", 1, Knight);
    let a = ok(&s, 0, "move D3 E3");
    assert_eq!((kind_at(&a, "D3"), kind_at(&a, "E3")), (None, None));
    let mut s = two();
    unit(&mut s, "D3", 0, Knight);
    unit(&mut s, "C3", 1, Knight);
    assert_eq!(map().terrain(h("C3")), Terrain::Forest);
    let a = ok(&s, 0, "move D3 C3");
    assert_eq!(
        (kind_at(&a, "D3"), kind_at(&a, "C3")),
        (None, Some((1, Knight)))
    );
}

// Asserts R-FIEF-FIGHT-4, R-FIEF-FIGHT-5.
#[test]
fn r_fief_fight_4_5_bowmen_shoot_two_hexes() {
    for (target, shooter_lives, target_lives) in [
        (Spearman, true, false),
        (Bowman, false, false),
        (Knight, true, true),
    ] {
        let mut s = two();
        unit(&mut s, "D3", 0, Bowman);
        unit(&mut s, "D5", 1, target);
        let a = ok(&s, 0, "shoot D3 D5");
        assert_eq!(kind_at(&a, "D3").is_some(), shooter_lives, "{target:?}");
        assert_eq!(kind_at(&a, "D5").is_some(), target_lives, "{target:?}");
        if shooter_lives {
            assert!(a.tile(h("D3")).unit.unwrap().fired);
        }
    }
    let mut s = two();
    unit(&mut s, "D3", 0, Bowman);
    unit(&mut s, "E3", 1, Spearman);
    unit(&mut s, "G3", 0, Spearman);
    unit(&mut s, "G5", 1, Spearman);
    assert_eq!(refused(&s, 0, "shoot D3 E3"), "fiefs-why-not-in-range");
    assert_eq!(refused(&s, 0, "shoot G3 G5"), "fiefs-why-not-bowman");
}

// ---- SUP ----

// Asserts R-FIEF-SUP-1.
#[test]
fn r_fief_sup_1_paths_run_through_own_fiefs_only() {
    let mut s = two();
    own(&mut s, 0, &["C2", "D3"]);
    unit(&mut s, "D3", 0, Spearman);
    assert!(supply::line(&s, 0, h("D3")).anchored);
    s.tile_mut(h("C2")).owner = None;
    assert!(!supply::line(&s, 0, h("D3")).anchored, "unclaimed blocks");
    s.tile_mut(h("C2")).owner = Some(1);
    assert!(!supply::line(&s, 0, h("D3")).anchored, "enemy blocks");
    let a = ok(&s, 0, "end");
    assert_eq!(kind_at(&a, "D3"), None, "the unit out of supply died");
}

#[test]
fn r_fief_sup_2_one_gold_a_tile_to_the_nearest_holding_at_the_end_of_the_turn() {
    let mut s = two();
    own(&mut s, 0, &["C2", "D3", "E3"]);
    unit(&mut s, "D3", 0, Spearman);
    unit(&mut s, "B2", 0, Spearman);
    assert_eq!(supply::line(&s, 0, h("D3")).cost, Some(2));
    assert_eq!(supply::line(&s, 0, h("B2")).cost, Some(0));
    let a = ok(&s, 0, "end");
    assert_eq!(a.houses[0].gold, 98);
    // Outposts count for the cost.
    hold(&mut s, "E3", 0, Outpost, 1);
    assert_eq!(supply::line(&s, 0, h("D3")).cost, Some(1));
}

// Asserts R-FIEF-SUP-3.
#[test]
fn r_fief_sup_3_outpost_only_dies() {
    let mut s = two();
    hold(&mut s, "D5", 0, Outpost, 1);
    own(&mut s, 0, &["D6"]);
    unit(&mut s, "D6", 0, Spearman);
    let l = supply::line(&s, 0, h("D6"));
    assert_eq!((l.cost, l.anchored), (Some(1), false));
    let a = ok(&s, 0, "end");
    assert_eq!(kind_at(&a, "D6"), None);
}

// Asserts R-FIEF-SUP-4.
#[test]
fn r_fief_sup_4_nearest_first_and_gold_never_negative() {
    let mut s = two();
    own(&mut s, 0, &["C2", "D3"]);
    unit(&mut s, "C2", 0, Spearman);
    unit(&mut s, "D3", 0, Knight);
    s.houses[0].gold = 1;
    let a = ok(&s, 0, "end");
    assert_eq!(kind_at(&a, "C2"), Some((0, Spearman)));
    assert_eq!(kind_at(&a, "D3"), None, "could not be paid: deserted");
    assert_eq!(a.houses[0].gold, 0);
}

// Asserts R-FIEF-SUP-5.
#[test]
fn r_fief_sup_5_a_quartermaster_crosses_enemy_fiefs() {
    let mut s = two();
    s.houses[0].gold = 25;
    own(&mut s, 1, &["C2"]);
    own(&mut s, 0, &["D3"]);
    unit(&mut s, "D3", 0, Spearman);
    assert!(!supply::line(&s, 0, h("D3")).anchored);
    let a = ok(&s, 0, "quartermaster");
    assert!(a.houses[0].quartermaster);
    assert_eq!(a.houses[0].gold, 0);
    assert!(supply::line(&a, 0, h("D3")).anchored);
    assert_eq!(
        refused(&a, 0, "quartermaster"),
        "fiefs-why-has-quartermaster"
    );
    let mut b = a.clone();
    b.tile_mut(h("C2")).owner = None;
    assert!(
        !supply::line(&b, 0, h("D3")).anchored,
        "never unclaimed hexes"
    );
}

// Asserts R-FIEF-SUP-6: paid passage opens one house's fiefs to the payer's supply for its turn;
// the toll goes to that house; never unclaimed hexes; refused for oneself, twice, or without gold.
#[test]
fn r_fief_sup_6_paid_passage_crosses_one_house_for_one_turn() {
    let mut s = two();
    s.houses[0].gold = 10;
    s.houses[1].gold = 0;
    own(&mut s, 1, &["C2"]);
    own(&mut s, 0, &["D3"]);
    unit(&mut s, "D3", 0, Spearman);
    assert!(!supply::line(&s, 0, h("D3")).anchored);
    let stag = s.houses[1].name().to_ascii_lowercase();
    let a = ok(&s, 0, &format!("passage {stag}"));
    assert_eq!(
        (a.houses[0].gold, a.houses[1].gold),
        (6, 4),
        "4g to the Stag"
    );
    assert!(supply::line(&a, 0, h("D3")).anchored);
    assert_eq!(
        refused(&a, 0, &format!("passage {stag}")),
        "fiefs-why-passage-open"
    );
    let falcon = a.houses[0].name().to_ascii_lowercase();
    assert_eq!(
        refused(&a, 0, &format!("passage {falcon}")),
        "fiefs-why-own-house"
    );
    let boar = order(&a, 0, "passage boar").unwrap_err();
    assert_eq!(boar.id(), "fiefs-why-no-such-house");
    assert_eq!(boar.token.as_deref(), Some("boar"));
    // The unit survives the end of the turn through the Stag's fief, paying 2 tiles of supply.
    let b = ok(&a, 0, "end");
    assert_eq!(kind_at(&b, "D3"), Some((0, Spearman)));
    assert_eq!(b.houses[0].gold, 4);
    assert!(b.houses[0].passage.is_empty(), "one turn only");
    assert!(!supply::line(&b, 0, h("D3")).anchored);
    // Without the passage the same unit starves.
    let c = ok(&s, 0, "end");
    assert_eq!(kind_at(&c, "D3"), None);
    // Never unclaimed hexes.
    let mut d = a.clone();
    d.tile_mut(h("C2")).owner = None;
    assert!(!supply::line(&d, 0, h("D3")).anchored);
    // Gold.
    let mut e = s.clone();
    e.houses[0].gold = 3;
    assert_eq!(refused(&e, 0, &format!("passage {stag}")), "fiefs-why-gold");
}

// ---- SIEGE ----

// Asserts R-FIEF-SIEGE-3.
// Asserts R-FIEF-SIEGE-1.
#[test]
fn r_fief_siege_1_3_one_damage_per_besieger_and_neighbour() {
    let mut s = two();
    unit(&mut s, "J8", 0, Spearman);
    unit(&mut s, "I8", 0, Knight);
    unit(&mut s, "K8", 0, Bowman);
    let a = round_end(s);
    assert_eq!(
        a.tile(h("J8")).holding.unwrap().pop,
        2,
        "5 - 3, no heal with an enemy on top"
    );
}

// Asserts R-FIEF-SIEGE-2.
#[test]
fn r_fief_siege_2_bowmen_that_fired_add_nothing() {
    let mut s = two();
    unit(&mut s, "J8", 0, Spearman);
    unit(&mut s, "K8", 0, Bowman);
    s.tile_mut(h("K8")).unit.as_mut().unwrap().fired = true;
    let a = round_end(s);
    assert_eq!(a.tile(h("J8")).holding.unwrap().pop, 4);
    assert!(
        !a.tile(h("K8")).unit.unwrap().fired,
        "reset for the next round"
    );
}

// Asserts R-FIEF-SIEGE-4.
#[test]
fn r_fief_siege_4_pop_0_with_a_unit_on_it_is_captured() {
    let mut s = two();
    s.tile_mut(h("J8")).holding.as_mut().unwrap().pop = 1;
    unit(&mut s, "J8", 0, Spearman);
    let a = round_end(s);
    let x = a.tile(h("J8")).holding.unwrap();
    assert_eq!((x.owner, x.kind), (0, Castle));
    assert_eq!(a.tile(h("J8")).owner, Some(0));
    assert_eq!(
        x.pop, 0,
        "R-FIEF-SIEGE-5: no healing in the round end it was captured"
    );
}

// Asserts R-FIEF-SIEGE-5.
#[test]
fn r_fief_siege_5_heals_unless_an_enemy_is_on_top() {
    let mut s = two();
    s.tile_mut(h("J8")).holding.as_mut().unwrap().pop = 3;
    unit(&mut s, "I8", 0, Spearman);
    let a = round_end(s.clone());
    assert_eq!(a.tile(h("J8")).holding.unwrap().pop, 3, "-1 then +1");
    s.tile_mut(h("I8")).unit = None;
    let a = round_end(s);
    assert_eq!(a.tile(h("J8")).holding.unwrap().pop, 4);
}

#[test]
fn r_fief_siege_6_a_house_without_its_castle_keeps_playing() {
    let mut s = two();
    hold(&mut s, "J8", 0, Castle, 5);
    hold(&mut s, "H6", 1, Village, 3);
    unit(&mut s, "H6", 1, Knight);
    let a = ok(&s, 0, "end");
    assert!(!a.houses[1].out);
    assert_eq!(a.to_move, 1);
    assert!(!a.has_castle(1));
    // Its units still need a castle or village: the village keeps the knight.
    let b = ok(&a, 1, "end");
    assert_eq!(kind_at(&b, "H6"), Some((1, Knight)));
    assert_eq!(b.houses[1].tax, 0, "R-FIEF-INC-4");
}

// Asserts R-FIEF-SIEGE-7.
#[test]
fn r_fief_siege_7_the_original_owner_recaptures() {
    let mut s = two();
    hold(&mut s, "B2", 1, Castle, 1);
    hold(&mut s, "D3", 0, Village, 3);
    unit(&mut s, "B2", 0, Spearman);
    let a = round_end(s);
    assert_eq!(a.tile(h("B2")).holding.unwrap().owner, 0);
}

// ---- SEASON ----

// Asserts R-FIEF-SEASON-1.
#[test]
fn r_fief_season_1_one_season_a_round() {
    let mut s = two();
    let want = [
        Season::Spring,
        Season::Summer,
        Season::Autumn,
        Season::Winter,
        Season::Spring,
    ];
    for (round, season) in want.into_iter().enumerate() {
        s.round = round as u32 + 1;
        assert_eq!(s.season(), season);
    }
}

// Asserts R-FIEF-SEASON-3.
#[test]
fn r_fief_season_2_3_frozen_lakes_and_the_thaw() {
    let mut s = two();
    s.round = 4;
    assert!(s.passable(h("E4")));
    unit(&mut s, "E4", 0, Spearman);
    let a = round_end(s);
    assert_eq!(a.round, 5);
    assert_eq!(kind_at(&a, "E4"), None, "drowned when winter ended");
    assert!(!a.passable(h("E4")));
}

// ---- ORD ----

// Asserts R-FIEF-ORD-1.
#[test]
fn r_fief_ord_1_the_order_language() {
    for (text, action) in [
        ("move B2 C2", Action::Move(vec![h("B2"), h("C2")])),
        ("m b2 c2 d2", Action::Move(vec![h("B2"), h("C2"), h("D2")])),
        ("shoot D3 D5", Action::Shoot(h("D3"), h("D5"))),
        ("recruit knight B2", Action::Recruit(Knight, h("B2"))),
        ("outpost D3", Action::Outpost(h("D3"))),
        ("upgrade D3", Action::Village(h("D3"))),
        ("qm", Action::Quartermaster),
        ("end turn", Action::End),
    ] {
        assert_eq!(Action::parse(text).unwrap(), action, "{text}");
        assert_eq!(Action::parse(&action.text()).unwrap(), action);
    }
    assert_eq!(
        Action::parse("fly B2").unwrap_err().id(),
        "fiefs-unknown-order"
    );
    assert_eq!(
        Action::parse("move B2 9Z").unwrap_err().token.as_deref(),
        Some("9Z")
    );
    assert_eq!(
        Action::parse("passage stag").unwrap(),
        Action::Passage(1),
        "R-FIEF-SUP-6"
    );
    // A hex name off this map is read, then refused by the rules naming it.
    let mut s = two();
    unit(&mut s, "B2", 0, Spearman);
    let r = order(&s, 0, "move B2 Z9").unwrap_err();
    assert_eq!(
        (r.id(), r.token.as_deref()),
        ("fiefs-why-off-map", Some("Z9"))
    );
}

// Asserts R-FIEF-ORD-2.
#[test]
fn r_fief_ord_2_refusals_name_the_word_and_list_legal_orders() {
    let mut s = two();
    unit(&mut s, "E2", 0, Spearman);
    let r = order(&s, 0, "move E2 F2").unwrap_err();
    assert_eq!(r.token.as_deref(), Some("F2"));
    assert!(
        r.accepted.contains(&"move E2 D2".to_string()),
        "{:?}",
        r.accepted
    );
    assert!(r.accepted.iter().all(|a| a.starts_with("move")));
    assert_eq!(order(&s, 1, "end").unwrap_err().id(), "fiefs-not-your-turn");
}

// Asserts R-FIEF-ORD-3.
#[test]
fn r_fief_ord_3_the_deadline_ends_the_turn() {
    let s = two();
    let a = Fiefs::step(&s, &Input::Deadline).unwrap();
    assert_eq!(a.state.to_move, 1);
    assert_eq!(a.events[0].id(), "fiefs-time-out");
}

// Asserts R-FIEF-ORD-4.
#[test]
fn r_fief_ord_4_supply_then_next_house_then_round_end() {
    let mut s = two();
    own(&mut s, 0, &["D3"]);
    unit(&mut s, "D3", 0, Spearman);
    unit(&mut s, "I8", 0, Spearman);
    own(&mut s, 0, &["I8"]);
    let a = ok(&s, 0, "end");
    assert_eq!(a.army(0), 0, "supply ran at the end of seat 0's turn");
    assert_eq!((a.to_move, a.round), (1, 1));
    let b = ok(&a, 1, "end");
    assert_eq!((b.to_move, b.round), (0, 2));
}

#[test]
fn r_fief_ord_5_no_secrets() {
    let s = setup(3, 5);
    let spectator = Fiefs.view_json(&s, Viewer::Spectator);
    for p in 0..3 {
        assert_eq!(Fiefs.view_json(&s, Viewer::Seat(Seat(p))), spectator);
    }
    assert!(Fiefs
        .describe(&s, Viewer::Spectator)
        .contains("Round 1 of 30"));
    let _ = turn::reached(&s, 0);
}

// ---- VAR ----

fn with(pairs: &[(&str, &str)]) -> Options {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Fiefs.options(&pairs).unwrap()
}

/// [`two`] with the given options.
fn two_with(pairs: &[(&str, &str)]) -> State {
    let mut s = two();
    s.options = with(pairs);
    s
}

// Asserts R-FIEF-VAR-1.
#[test]
fn r_fief_var_1_deal_off_gives_seat_order() {
    let o = with(&[("deal", "off")]);
    assert!(with(&[]).rules.deal);
    for seed in 0..5 {
        let mut dice = Dice::for_entry(&MatchSeed::from_number(seed), 0);
        let s = Fiefs.setup(&o, 3, &mut dice).unwrap();
        let got: Vec<(u8, Hx)> = s.houses.iter().map(|x| (x.house, x.site)).collect();
        let sites = &s.map.sites;
        assert_eq!(got, vec![(0, sites[0]), (1, sites[1]), (2, sites[2])]);
    }
}

// Asserts R-FIEF-VAR-2.
#[test]
fn r_fief_var_2_flat_supply_cost() {
    let mut s = two_with(&[("tilecost", "off")]);
    own(&mut s, 0, &["C2", "D3", "E3"]);
    unit(&mut s, "E3", 0, Spearman);
    assert_eq!(supply::line(&s, 0, h("E3")).cost, Some(1));
    s.options.rules.tile_cost = true;
    assert_eq!(supply::line(&s, 0, h("E3")).cost, Some(3));
}

// Asserts R-FIEF-VAR-3.
#[test]
fn r_fief_var_3_enemy_fiefs_need_not_block() {
    let mut s = two_with(&[("enemyblock", "off")]);
    own(&mut s, 1, &["C2"]);
    own(&mut s, 0, &["D3"]);
    assert!(supply::line(&s, 0, h("D3")).anchored);
    s.tile_mut(h("C2")).owner = None;
    assert!(!supply::line(&s, 0, h("D3")).anchored);
}

// Asserts R-FIEF-VAR-4.
#[test]
fn r_fief_var_4_full_heal_at_once() {
    let mut s = two_with(&[("gradualheal", "off")]);
    s.tile_mut(h("J8")).holding.as_mut().unwrap().pop = 1;
    let a = round_end(s);
    assert_eq!(a.tile(h("J8")).holding.unwrap().pop, 5);
}

// Asserts R-FIEF-VAR-5.
#[test]
fn r_fief_var_5_outposts_without_a_unit() {
    let mut s = two_with(&[("unitbuild", "off")]);
    own(&mut s, 0, &["D3"]);
    let a = ok(&s, 0, "outpost D3");
    assert_eq!(a.tile(h("D3")).holding.map(|x| x.kind), Some(Outpost));
    s.options.rules.unit_build = true;
    assert_eq!(refused(&s, 0, "outpost D3"), "fiefs-why-no-unit-there");
}

// Asserts R-FIEF-VAR-6.
#[test]
fn r_fief_var_6_knights_claim_only_where_they_stop() {
    let mut s = two_with(&[("knightjump", "off")]);
    unit(&mut s, "D3", 0, Knight);
    let a = ok(&s, 0, "move D3 D2 E2");
    assert_eq!(a.tile(h("D2")).owner, None);
    assert_eq!(a.tile(h("E2")).owner, Some(0));
}

#[test]
fn r_fief_ord_1_an_empty_path_is_refused_not_a_panic() {
    let s = two();
    let input = Input::Order {
        seat: Seat(0),
        action: Action::Move(vec![]),
    };
    match Fiefs::step(&s, &input) {
        Ok(_) => panic!("an empty path was accepted"),
        Err(r) => assert_eq!(r.id(), "fiefs-why-too-far"),
    }
}

#[test]
fn r_fief_map_1_hexes_off_the_map_are_refused_not_a_panic() {
    let s = two();
    let input = Input::Order {
        seat: Seat(0),
        action: Action::Outpost(Hx::new(40, 2)),
    };
    match Fiefs::step(&s, &input) {
        Ok(_) => panic!("an outpost off the map was accepted"),
        Err(r) => assert_eq!(r.id(), "fiefs-why-off-map"),
    }
}
