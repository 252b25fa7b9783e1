//! One or more tests per rule of `docs/rules/kingdoms.md`; each test names the rule it checks.

use korona_engine::{Event, Input, Ruleset, Seat, Viewer};
use korona_games::kingdoms::market::{Offer, Scroll, Tech};
use korona_games::kingdoms::rules::battle::{fight, Field};
use korona_games::kingdoms::rules::resolve::new_unit;
use korona_games::kingdoms::units::Kind;
use korona_games::kingdoms::{Kingdoms, State};

mod support;
use support::kingdoms::{at, count, parse, Seeded};

const K: Seeded = Seeded(1);

fn refused_id(s: &State, seat: u8, text: &str) -> String {
    parse(s, seat, text).expect_err(text).id().to_string()
}

fn ids(events: &[Event]) -> Vec<String> {
    events.iter().map(|e| e.message.id.clone()).collect()
}

fn clear_units(s: &mut State) {
    s.units.clear();
}

// Asserts R-KIN-SETUP-2.
// Asserts R-KIN-SETUP-1, R-KIN-SETUP-3.
#[test]
fn r_kin_setup_1_2_3_one_home_castle_two_swordsmen_ten_gold() {
    let s = K.fresh(2);
    assert_eq!(s.castles_of(0), 1);
    assert_eq!(s.castles_of(1), 1);
    assert_eq!(s.owners[at("B2") as usize], Some(0));
    assert_eq!(s.owners[at("H6") as usize], Some(1));
    assert_eq!(count(&s, 0, Kind::Swordsman, "B2"), 2);
    assert_eq!(s.kingdoms[0].gold, 10);
    // R-KIN-SETUP-4: unused home bases and castles are free and empty.
    assert_eq!(s.owners[at("H2") as usize], None);
    assert_eq!(s.castles.len(), 8);
    assert_eq!(K.fresh(4).castles_of(3), 1);
}

// Asserts R-KIN-TRAIN-2.
#[test]
fn r_kin_train_2_home_produces_two_captured_castles_one() {
    let s = K.fresh(2);
    assert_eq!(s.castle(at("B2")).unwrap().production, 2);
    assert_eq!(s.castle(at("E2")).unwrap().production, 1);
    assert_eq!(
        refused_id(&s, 0, "train 3 swordsman B2"),
        "kingdoms-over-production"
    );
    assert_eq!(
        refused_id(&s, 0, "train 1 swordsman B2; train 2 swordsman B2"),
        "kingdoms-over-production"
    );
}

// Asserts R-KIN-TRAIN-3.
#[test]
fn r_kin_train_3_paid_at_order_ready_after_the_round() {
    let s = K.fresh(2);
    let (after, events) = K.round(&s, &["train 2 swordsman B2", "hold"]);
    assert_eq!(count(&after, 0, Kind::Swordsman, "B2"), 4);
    // 10 - 4 for training + income 3 (castle) - upkeep 2 (the two old swordsmen).
    assert_eq!(after.kingdoms[0].gold, 7);
    assert!(ids(&events).contains(&"kingdoms-built".to_string()));
    assert_eq!(after.round, 2);
}

// Asserts R-KIN-GOLD-1.
#[test]
fn r_kin_gold_1_orders_cannot_cost_more_than_the_treasury() {
    let mut s = K.fresh(2);
    s.kingdoms[0].gold = 9;
    assert_eq!(refused_id(&s, 0, "train 2 knight B2"), "kingdoms-over-gold");
    assert!(parse(&s, 0, "train 1 knight B2; train 1 swordsman B2").is_ok());
}

// Asserts R-KIN-TRAIN-1.
#[test]
fn r_kin_train_1_dragons_are_not_trained_for_gold_and_ships_need_sea() {
    let s = K.fresh(2);
    assert_eq!(
        refused_id(&s, 0, "train 1 dragon B2"),
        "kingdoms-not-trained"
    );
    let mut s = s;
    s.owners[at("C4") as usize] = Some(0);
    assert_eq!(
        refused_id(&s, 0, "train 1 trireme C4"),
        "kingdoms-no-sea-beside"
    );
}

// Asserts R-KIN-TRAIN-5.
#[test]
fn r_kin_train_5_ships_are_launched_into_the_sea_beside() {
    let s = K.fresh(2);
    let (after, _) = K.round(&s, &["train 1 trireme B2", "hold"]);
    let ship = after
        .units
        .iter()
        .find(|u| u.kind == Kind::Trireme)
        .unwrap();
    assert!(after.geo().is_sea(ship.area));
    assert!(after.geo().adjacent(ship.area, at("B2")));
}

// Asserts R-KIN-BATTLE-7: three kingdoms of one swordsman each meet in E3. Each strikes the enemy
// the entry's dice put first among its two equal enemies; the kingdom drawn last survives. When
// the lowest unit id decided, seat 0 fell first and seat 2 won every time.
#[test]
fn r_kin_battle_7_equal_enemies_are_struck_in_a_drawn_order_not_by_seat() {
    let mut survivors = [0u32; 3];
    for seed in 1..=30 {
        let k = support::kingdoms::Seeded(seed);
        let mut s = k.bare(3);
        for seat in 0..3 {
            new_unit(&mut s, seat, Kind::Swordsman, at("E3"));
        }
        let (after, _) = k.round(&s, &["hold", "hold", "hold"]);
        let left: Vec<u8> = after
            .units
            .iter()
            .filter(|u| u.area == at("E3"))
            .map(|u| u.owner)
            .collect();
        assert_eq!(left.len(), 1, "seed {seed}: one swordsman is left");
        survivors[left[0] as usize] += 1;
    }
    assert!(
        survivors.iter().all(|n| *n >= 5),
        "every seat survives some draws: {survivors:?}"
    );
}

// Asserts R-KIN-TRAIN-5: a ship is launched into the sea its order names beside the castle; without
// one, into a sea beside drawn with the dice, not always the lowest-numbered area beside it.
#[test]
fn r_kin_train_5_a_ship_launches_into_the_named_sea_or_a_drawn_one() {
    let s = K.fresh(2);
    let seas = korona_games::kingdoms::rules::resolve::launch_seas(&s, at("B2"));
    assert!(seas.len() >= 2, "B2 borders several seas: {seas:?}");
    for &sea in &seas {
        let name = s.geo().name(sea);
        let (after, _) = K.round(&s, &[&format!("train 1 trireme B2 {name}"), "hold"]);
        let ship = after.units.iter().find(|u| u.kind == Kind::Trireme);
        assert_eq!(ship.map(|u| u.area), Some(sea), "named {name}");
    }
    let mut launched = std::collections::BTreeSet::new();
    for seed in 1..=20 {
        let k = support::kingdoms::Seeded(seed);
        let (after, _) = k.round(&k.fresh(2), &["train 1 trireme B2", "hold"]);
        let ship = after
            .units
            .iter()
            .find(|u| u.kind == Kind::Trireme)
            .unwrap();
        assert!(seas.contains(&ship.area));
        launched.insert(ship.area);
    }
    assert!(launched.len() >= 2, "unnamed launches vary: {launched:?}");
    let land = parse(&s, 0, "train 1 trireme B2 C2").expect_err("land");
    assert_eq!(land.id(), "kingdoms-wrong-terrain");
    assert_eq!(land.token.as_deref(), Some("C2"));
    assert_eq!(
        refused_id(&s, 0, "train 1 swordsman B2 A1"),
        "kingdoms-word-too-many"
    );
}

// Asserts R-KIN-TRAIN-4.
#[test]
fn r_kin_train_4_training_is_lost_when_the_castle_falls() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 1, Kind::Knight, at("C3"));
    let (after, events) = K.round(&s, &["train 2 swordsman B2", "move 1 knight C3 B2"]);
    assert_eq!(after.owners[at("B2") as usize], Some(1));
    assert_eq!(count(&after, 0, Kind::Swordsman, "B2"), 0);
    assert!(ids(&events).contains(&"kingdoms-training-lost".to_string()));
    // Paid, not refunded: 10 - 4, no income (no areas), no upkeep.
    assert_eq!(after.kingdoms[0].gold, 6);
}

// Asserts R-KIN-MOVE-1.
#[test]
fn r_kin_move_1_movement_value_limits_the_path() {
    let mut s = K.fresh(2);
    new_unit(&mut s, 0, Kind::Knight, at("B2"));
    assert_eq!(
        refused_id(&s, 0, "move 1 swordsman B2 C3 D3"),
        "kingdoms-too-far"
    );
    assert_eq!(
        refused_id(&s, 0, "move 1 swordsman B2 D3"),
        "kingdoms-not-adjacent"
    );
    assert_eq!(
        refused_id(&s, 0, "move 3 swordsman B2 C3"),
        "kingdoms-too-few-units"
    );
    assert_eq!(
        refused_id(&s, 0, "move 1 swordsman B2 A2"),
        "kingdoms-wrong-terrain"
    );
    let (after, _) = K.round(&s, &["move 1 knight B2 C3 D3", "hold"]);
    assert_eq!(count(&after, 0, Kind::Knight, "D3"), 1);
    // R-KIN-CAPTURE-1: areas are captured with units.
    assert_eq!(after.owners[at("D3") as usize], Some(0));
}

// Asserts R-KIN-MOVE-2.
#[test]
fn r_kin_move_2_any_number_of_units_share_an_area() {
    let mut s = K.fresh(2);
    for _ in 0..20 {
        new_unit(&mut s, 0, Kind::Swordsman, at("C3"));
    }
    s.kingdoms[0].gold = 100;
    let (after, _) = K.round(&s, &["move 2 swordsman B2 C3", "hold"]);
    assert_eq!(count(&after, 0, Kind::Swordsman, "C3"), 22);
}

// Asserts R-KIN-MOVE-4.
#[test]
fn r_kin_move_4_units_meeting_in_between_fight_and_the_winner_walks_on() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Knight, at("D3"));
    new_unit(&mut s, 0, Kind::Knight, at("D3"));
    new_unit(&mut s, 1, Kind::Swordsman, at("E3"));
    let (after, events) = K.round(&s, &["move 2 knight D3 E3 F3", "move 1 swordsman E3 D3"]);
    assert!(events
        .iter()
        .any(|e| e.message.id == "kingdoms-battle-won"
            && e.message.text_arg("area") == Some("D3-E3")));
    assert_eq!(count(&after, 0, Kind::Knight, "F3"), 2);
    assert_eq!(after.units.iter().filter(|u| u.owner == 1).count(), 0);
}

// Asserts R-KIN-MOVE-5.
#[test]
fn r_kin_move_5_entering_an_area_with_enemies_stops_the_move() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Knight, at("C3"));
    new_unit(&mut s, 0, Kind::Knight, at("C3"));
    new_unit(&mut s, 1, Kind::Swordsman, at("D3"));
    let (after, _) = K.round(&s, &["move 2 knight C3 D3 E3", "hold"]);
    // They stopped at D3, fought there and won.
    assert_eq!(count(&after, 0, Kind::Knight, "D3"), 2);
    assert_eq!(count(&after, 0, Kind::Knight, "E3"), 0);
}

// Asserts R-KIN-BATTLE-5.
#[test]
fn r_kin_battle_5_the_source_example_three_swordsmen_and_two_knights_beat_five_swordsmen() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    let at = at("D3");
    for _ in 0..3 {
        new_unit(&mut s, 0, Kind::Swordsman, at);
    }
    for _ in 0..2 {
        new_unit(&mut s, 0, Kind::Knight, at);
    }
    for _ in 0..5 {
        new_unit(&mut s, 1, Kind::Swordsman, at);
    }
    let field = Field {
        units: (0..s.units.len()).collect(),
        castle: None,
        first: Vec::new(),
    };
    let mut events = Vec::new();
    assert_eq!(fight(&mut s, &field, "D3", &mut events), Some(0));
    let won = &events[0].message;
    assert_eq!(
        won.number_arg("rounds"),
        Some(2),
        "R-KIN-BATTLE-2: two rounds"
    );
    let alive: Vec<_> = s
        .units
        .iter()
        .filter(|u| u.damage < u.kind.stats().hp)
        .collect();
    assert_eq!(alive.len(), 2);
    assert!(alive.iter().all(|u| u.kind == Kind::Knight && u.owner == 0));
    // The last swordsman's second point hits a knight: one knight is injured.
    assert_eq!(alive.iter().map(|u| u.damage).sum::<u8>(), 1);
}

// Asserts R-KIN-BATTLE-3.
#[test]
fn r_kin_battle_3_injured_first_then_cheaper_units() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    let at = at("D3");
    new_unit(&mut s, 1, Kind::Knight, at);
    new_unit(&mut s, 1, Kind::Swordsman, at);
    new_unit(&mut s, 1, Kind::Knight, at);
    s.units[2].damage = 1;
    korona_games::kingdoms::rules::battle::deal(&mut s, &[0, 1, 2], 3);
    // The injured knight takes 2 more and dies, the rest goes to the cheaper swordsman.
    assert_eq!(s.units[2].damage, 3);
    assert_eq!(s.units[1].damage, 1);
    assert_eq!(s.units[0].damage, 0);
}

// Asserts R-KIN-BATTLE-6.
#[test]
fn r_kin_battle_6_injured_units_heal_at_the_end_of_the_round() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Knight, at("C3"));
    new_unit(&mut s, 1, Kind::Swordsman, at("D3"));
    let (after, _) = K.round(&s, &["move 1 knight C3 D3", "hold"]);
    assert_eq!(count(&after, 0, Kind::Knight, "D3"), 1);
    assert!(after.units.iter().all(|u| u.damage == 0));
}

// Asserts R-KIN-CASTLE-2.
#[test]
fn r_kin_castle_2_castle_defence_adds_to_its_owners_damage() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Swordsman, at("B2"));
    new_unit(&mut s, 1, Kind::Swordsman, at("C3"));
    new_unit(&mut s, 1, Kind::Swordsman, at("C3"));
    // Without defence: 1 swordsman against 2 loses the castle.
    let (lost, _) = K.round(&s, &["hold", "move 2 swordsman C3 B2"]);
    assert_eq!(lost.owners[at("B2") as usize], Some(1));
    // With defence 4 the garrison deals 5 the first round: both attackers fall with it.
    s.castle_mut(at("B2")).unwrap().defense = 4;
    let (held, _) = K.round(&s, &["hold", "move 2 swordsman C3 B2"]);
    assert_eq!(held.owners[at("B2") as usize], Some(0));
}

// Asserts R-KIN-CAPTURE-2.
#[test]
fn r_kin_capture_2_a_dragon_neutralizes_but_does_not_capture() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Swordsman, at("B2"));
    new_unit(&mut s, 1, Kind::Dragon, at("D3"));
    s.owners[at("C3") as usize] = Some(0);
    let (after, events) = K.round(&s, &["hold", "move 1 dragon D3 C3"]);
    assert_eq!(after.owners[at("C3") as usize], None);
    assert!(ids(&events).contains(&"kingdoms-neutralizes".to_string()));
}

// Asserts R-KIN-INCOME-2, R-KIN-INCOME-3.
// Asserts R-KIN-INCOME-1.
#[test]
fn r_kin_income_1_2_3_areas_sawmills_and_market() {
    let mut s = K.fresh(2);
    assert_eq!(s.income(0), 3, "a castle area yields 3");
    s.owners[at("C3") as usize] = Some(0);
    assert_eq!(s.income(0), 4, "a plain area 1");
    s.sawmills.push(at("C3"));
    assert_eq!(s.income(0), 6, "a sawmill +2");
    s.kingdoms[0].market = true;
    assert_eq!(s.income(0), 7, "a market +1 per castle");
}

// Asserts R-KIN-UPKEEP-1, R-KIN-UPKEEP-2.
#[test]
fn r_kin_upkeep_1_2_unpaid_upkeep_must_be_disbanded_next_round() {
    let mut s = K.fresh(2);
    for _ in 0..6 {
        new_unit(&mut s, 0, Kind::Knight, at("B2"));
    }
    s.kingdoms[0].gold = 0;
    let (after, events) = K.round(&s, &["hold", "hold"]);
    // Income 3, upkeep 2 + 12: 11 owed.
    assert_eq!(after.kingdoms[0].gold, 0);
    assert_eq!(after.kingdoms[0].debt, 11);
    assert!(ids(&events).contains(&"kingdoms-debt".to_string()));
    assert_eq!(refused_id(&after, 0, "hold"), "kingdoms-debt-unpaid");
    assert!(parse(&after, 0, "disband 6 knight B2").is_ok());
    let (paid, _) = K.round(&after, &["disband 6 knight B2", "hold"]);
    assert_eq!(paid.kingdoms[0].debt, 0);
    assert_eq!(count(&paid, 0, Kind::Knight, "B2"), 0);
}

// Asserts R-KIN-UPKEEP-3.
#[test]
fn r_kin_upkeep_3_a_missing_kingdom_in_debt_disbands_its_newest_units() {
    let mut s = K.fresh(2);
    s.kingdoms[0].debt = 1;
    s.kingdoms[0].gold = 0;
    let step = Kingdoms::step(&s, &Input::Deadline, &mut K.dice()).unwrap();
    assert_eq!(step.state.units.iter().filter(|u| u.owner == 0).count(), 1);
}

fn with_offer(mut s: State, scroll: Scroll, price: u32) -> State {
    s.offers = vec![Offer { scroll, price }];
    s
}

// Asserts R-KIN-MARKET-4.
#[test]
fn r_kin_market_4_production_upgrade_and_its_maximum() {
    let s = with_offer(K.fresh(2), Scroll::Production, 4);
    let (after, _) = K.round(&s, &["buy 1 B2", "hold"]);
    assert_eq!(after.castle(at("B2")).unwrap().production, 3);
    let mut s = s;
    s.castle_mut(at("B2")).unwrap().production = 6;
    assert_eq!(refused_id(&s, 0, "buy 1 B2"), "kingdoms-production-max");
    let s = with_offer(K.fresh(2), Scroll::Defense, 3);
    let (after, _) = K.round(&s, &["buy 1 B2", "hold"]);
    assert_eq!(after.castle(at("B2")).unwrap().defense, 1);
}

// Asserts R-KIN-MARKET-5.
#[test]
fn r_kin_market_5_sawmill_by_a_soldier_price_rises_with_each_owned() {
    let mut s = with_offer(K.fresh(2), Scroll::Sawmill, 4);
    assert_eq!(refused_id(&s, 0, "buy 1 C3"), "kingdoms-needs-soldier");
    // A soldier walks out of the home base B2 to the open land C2, which the kingdom holds.
    let soldier = s
        .units
        .iter()
        .position(|u| u.owner == 0 && u.area == at("B2"))
        .unwrap();
    s.units[soldier].area = at("C2");
    s.owners[at("C2") as usize] = Some(0);
    let income = s.income(0);
    let (after, _) = K.round(&s, &["buy 1 C2", "hold"]);
    assert!(after.sawmills.contains(&at("C2")));
    assert_eq!(after.kingdoms[0].gold, 10 - 4 + income + 2 - 2);
    // One sawmill owned: the next costs 2 more.
    s.sawmills.push(at("C3"));
    s.owners[at("C3") as usize] = Some(0);
    let action = parse(&s, 0, "buy 1 C2").unwrap();
    assert_eq!(
        korona_games::kingdoms::rules::check::cost(&s, 0, &action),
        6
    );
    s.sawmills.push(at("C2"));
    assert_eq!(refused_id(&s, 0, "buy 1 C2"), "kingdoms-area-built");
}

// Asserts R-KIN-MARKET-5: "the region must not have any other buildings", and a castle is one. The
// refusal names the area and says where a sawmill may go; nothing changes.
#[test]
fn r_kin_market_5_no_sawmill_in_a_castle_area() {
    let s = with_offer(K.fresh(2), Scroll::Sawmill, 4);
    let refusal = parse(&s, 0, "buy 1 B2").expect_err("a sawmill in the home base");
    assert_eq!(refusal.id(), "kingdoms-sawmill-in-castle");
    for lang in [korona_engine::Lang::En, korona_engine::Lang::Hu] {
        let text = korona_games::kingdoms::words::catalog(lang).render(&refusal.message);
        assert!(text.contains("B2"), "{text}");
    }
    // The round with the refused order never starts: the same state still takes a hold.
    let (after, _) = K.round(&s, &["hold", "hold"]);
    assert!(after.sawmills.is_empty());
}

// Asserts R-KIN-MARKET-6.
#[test]
fn r_kin_market_6_one_market_only_and_eggs_hatch_in_two_turns() {
    let mut s = with_offer(K.fresh(2), Scroll::Market, 8);
    s.kingdoms[0].market = true;
    assert_eq!(refused_id(&s, 0, "buy 1"), "kingdoms-market-owned");
    let mut s = with_offer(K.fresh(2), Scroll::DragonEgg, 12);
    s.kingdoms[0].gold = 20;
    let (r2, _) = K.round(&s, &["buy 1 B2", "hold"]);
    assert_eq!(
        r2.units.iter().filter(|u| u.kind == Kind::Dragon).count(),
        0
    );
    let (r3, _) = K.round(&r2, &["hold", "hold"]);
    assert_eq!(count(&r3, 0, Kind::Dragon, "B2"), 1);
}

// Asserts R-KIN-MARKET-7.
#[test]
fn r_kin_market_7_a_tower_has_no_fighting_power_the_turn_it_is_built() {
    let mut s = with_offer(K.fresh(2), Scroll::Tower, 3);
    let (after, _) = K.round(&s, &["buy 1 B2", "hold"]);
    assert_eq!(count(&after, 0, Kind::Tower, "B2"), 1);
    assert!(after.units.iter().all(|u| u.ready), "finished next turn");
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Tower, at("B2"));
    s.units[0].ready = false;
    new_unit(&mut s, 1, Kind::Mage, at("B2"));
    let field = Field {
        units: vec![0, 1],
        castle: None,
        first: Vec::new(),
    };
    assert_eq!(fight(&mut s, &field, "B2", &mut Vec::new()), Some(1));
}

// Asserts R-KIN-MARKET-1, R-KIN-MARKET-2.
#[test]
fn r_kin_market_1_2_three_different_scrolls_at_seeded_prices() {
    let s = K.fresh(2);
    assert_eq!(s.offers.len(), 3);
    for o in &s.offers {
        assert!((o.scroll.base_price()..=o.scroll.base_price() + 3).contains(&o.price));
    }
    let mut kinds: Vec<_> = s.offers.iter().map(|o| o.scroll).collect();
    kinds.dedup();
    assert_eq!(kinds.len(), 3);
    assert_eq!(K.fresh(2).offers, s.offers, "the same seed offers the same");
}

// Asserts R-KIN-TECH-3.
// Asserts R-KIN-TECH-1, R-KIN-TECH-2.
#[test]
fn r_kin_tech_1_2_3_every_third_round_paid_each_round_permanent() {
    let s = K.fresh(2);
    assert_eq!(refused_id(&s, 0, "research"), "kingdoms-no-tech-offer");
    let (r2, _) = K.round(&s, &["hold", "hold"]);
    let (r3, _) = K.round(&r2, &["hold", "hold"]);
    assert_eq!(r3.round, 3);
    let tech = r3.tech_offer.expect("round 3 offers a tech");
    let mut r3 = r3;
    r3.kingdoms[0].gold = 30;
    let gold = r3.kingdoms[0].gold;
    let (r4, _) = K.round(&r3, &["research", "hold"]);
    assert!(r4.tech_offer.is_none());
    assert_eq!(r4.kingdoms[0].gold, gold + 3 - 2 - 3);
    assert_eq!(r4.kingdoms[0].research.as_ref().unwrap().left, 2);
    let (r5, _) = K.round(&r4, &["hold", "hold"]);
    let (r6, _) = K.round(&r5, &["hold", "hold"]);
    assert!(r6.has_tech(0, tech));
    assert!(r6.kingdoms[0].research.is_none());
}

#[test]
fn r_kin_tech_3_smithing_and_horsemanship() {
    let mut s = K.fresh(2);
    s.kingdoms[0].techs.push(Tech::Smithing);
    s.kingdoms[0].techs.push(Tech::Horsemanship);
    assert_eq!(s.attack(0, Kind::Swordsman), 2);
    assert_eq!(s.movement(0, Kind::Knight), 3);
    assert_eq!(s.attack(1, Kind::Swordsman), 1);
}

// Asserts R-KIN-SPELL-2.
#[test]
fn r_kin_spell_2_fog_stops_units_that_enter_it() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Mage, at("B2"));
    s.units[0].mana = 1;
    new_unit(&mut s, 1, Kind::Knight, at("E3"));
    let (after, events) = K.round(&s, &["cast fog B2 D3", "move 1 knight E3 D3 C3"]);
    assert!(ids(&events).contains(&"kingdoms-fog".to_string()));
    assert_eq!(count(&after, 1, Kind::Knight, "D3"), 1);
}

// Asserts R-KIN-SPELL-3.
#[test]
fn r_kin_spell_3_earthquake_deals_two_damage_to_enemy_ground_units() {
    let mut s = K.fresh(2);
    new_unit(&mut s, 1, Kind::Mage, at("C3"));
    let mage = s.units.len() - 1;
    s.units[mage].mana = 2;
    assert_eq!(
        refused_id(&s, 1, "cast earthquake C3 E4"),
        "kingdoms-out-of-range"
    );
    // Two swordsmen (2 hit points each) and a knight (3) in B2: 2 damage to each of them, not 2
    // in all, so both swordsmen fall and the knight lives (healed at the round's end).
    new_unit(&mut s, 0, Kind::Knight, at("B2"));
    assert_eq!(count(&s, 0, Kind::Swordsman, "B2"), 2);
    let (after, _) = K.round(&s, &["hold", "cast earthquake C3 B2"]);
    assert_eq!(count(&after, 0, Kind::Swordsman, "B2"), 0);
    assert_eq!(count(&after, 0, Kind::Knight, "B2"), 1);
    s.units[mage].mana = 1;
    assert_eq!(
        refused_id(&s, 1, "cast earthquake C3 B2"),
        "kingdoms-no-mana"
    );
}

// Asserts R-KIN-SPELL-6.
#[test]
fn r_kin_spell_6_spells_of_a_round_land_together() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Mage, at("B3"));
    new_unit(&mut s, 1, Kind::Mage, at("D3"));
    s.units[0].mana = 2;
    s.units[1].mana = 2;
    assert_eq!(
        count(&s, 0, Kind::Mage, "B3") + count(&s, 1, Kind::Mage, "D3"),
        2
    );
    // Each shakes the other's area: both casts are checked before either lands, so both mages
    // fall; cast in seat order, the first would have killed the second before it cast.
    let (after, _) = K.round(&s, &["cast earthquake B3 D3", "cast earthquake D3 B3"]);
    assert_eq!(count(&after, 0, Kind::Mage, "B3"), 0);
    assert_eq!(count(&after, 1, Kind::Mage, "D3"), 0);
}

// Asserts R-KIN-SPELL-1.
#[test]
fn r_kin_spell_1_a_mage_casts_and_then_moves() {
    let mut s = K.fresh(2);
    clear_units(&mut s);
    new_unit(&mut s, 0, Kind::Mage, at("C3"));
    s.units[0].mana = 1;
    let (after, events) = K.round(&s, &["cast fog C3 D4; move 1 mage C3 D3", "hold"]);
    assert!(ids(&events).contains(&"kingdoms-fog".to_string()));
    assert_eq!(count(&after, 0, Kind::Mage, "D3"), 1);
    // R-KIN-SPELL-5: it spent its mana and gained one at the end of the round.
    assert_eq!(after.units[0].mana, 1);
}

#[test]
fn r_kin_turn_2_orders_are_sealed_until_all_are_in() {
    let s = K.fresh(2);
    let action = parse(&s, 0, "train 2 swordsman B2").unwrap();
    let step = Kingdoms::step(
        &s,
        &Input::Order {
            seat: Seat(0),
            action,
        },
        &mut K.dice(),
    )
    .unwrap();
    let after = step.state;
    assert_eq!(after.round, 1);
    assert_eq!(after.units, s.units);
    assert_eq!(
        after.kingdoms, s.kingdoms,
        "nothing is paid before the reveal"
    );
    // R-KIN-VIEW-1: a spectator sees that seat 0 is in, not what it ordered; seat 0 sees its orders.
    let spectator = Kingdoms.view_json(&after, Viewer::Spectator).to_string();
    assert!(!spectator.contains("Train"));
    assert!(spectator.contains("\"submitted\":[0]"));
    let own = Kingdoms.describe(&after, Viewer::Seat(Seat(0)));
    assert!(own.contains("train 2 swordsman B2"));
    let other = Kingdoms.describe(&after, Viewer::Seat(Seat(1)));
    assert!(!other.contains("train 2 swordsman"));
}

#[test]
fn r_kin_turn_2_a_deadline_resolves_with_missing_kingdoms_holding() {
    let s = K.fresh(3);
    let (half, _) = {
        let action = parse(&s, 0, "train 1 swordsman B2").unwrap();
        let st = Kingdoms::step(
            &s,
            &Input::Order {
                seat: Seat(0),
                action,
            },
            &mut K.dice(),
        )
        .unwrap();
        (st.state, st.events)
    };
    let after = Kingdoms::step(&half, &Input::Deadline, &mut K.dice())
        .unwrap()
        .state;
    assert_eq!(after.round, 2);
    assert_eq!(count(&after, 0, Kind::Swordsman, "B2"), 3);
}

// Asserts R-KIN-ORDER-1.
#[test]
fn r_kin_order_1_refusals_name_the_bad_word() {
    let s = K.fresh(2);
    let r = parse(&s, 0, "march 1 swordsman B2 C3").unwrap_err();
    assert_eq!(r.id(), "kingdoms-unknown-order");
    assert_eq!(r.token.as_deref(), Some("march"));
    let r = parse(&s, 0, "move 1 swordsman B2 Z9").unwrap_err();
    assert_eq!(r.id(), "kingdoms-not-an-area");
    let action = parse(&s, 0, "move 1 swordsmen b2 c3 ; train 1 s B2").unwrap();
    assert_eq!(
        Kingdoms.format(&s, &action),
        "move 1 swordsman B2 C3; train 1 swordsman B2"
    );
    assert_eq!(Kingdoms.format(&s, &parse(&s, 0, "hold").unwrap()), "hold");
}

// Asserts R-KIN-WIN-1.
#[test]
fn r_kin_win_1_enough_castles_win() {
    let mut s = K.fresh(2);
    for c in ["E2", "C4", "G4", "H2"] {
        let at = at(c);
        s.owners[at as usize] = Some(0);
        new_unit(&mut s, 0, Kind::Swordsman, at);
    }
    let (after, _) = K.round(&s, &["hold", "hold"]);
    assert!(
        after.finish.is_none(),
        "5 castles are not enough with 2 kingdoms"
    );
    s.owners[at("E6") as usize] = Some(0);
    new_unit(&mut s, 0, Kind::Swordsman, at("E6"));
    let (after, events) = K.round(&s, &["hold", "hold"]);
    let shown = Kingdoms.describe(&after, Viewer::Spectator);
    assert!(shown.contains("Player 0 wins: holds 6 castles"), "{shown}");
    let f = after.finish.expect("6 castles win");
    assert_eq!(f.winner, Some(0));
    assert!(ids(&events).contains(&"kingdoms-wins".to_string()));
}

#[test]
fn r_kin_win_3_the_round_limit_ends_the_match() {
    let mut s = K.fresh(2);
    s.max_rounds = 1;
    s.kingdoms[1].gold = 50;
    let (after, _) = K.round(&s, &["hold", "hold"]);
    assert_eq!(
        after.finish.unwrap().winner,
        Some(1),
        "equal castles, more gold"
    );
}

// Asserts R-KIN-WIN-4.
#[test]
fn r_kin_win_4_resigning_leaves_the_last_kingdom_the_winner() {
    let s = K.fresh(2);
    let after = Kingdoms::step(&s, &Input::Resign { seat: Seat(0) }, &mut K.dice())
        .unwrap()
        .state;
    assert_eq!(after.finish.unwrap().winner, Some(1));
    assert!(after.units.iter().all(|u| u.owner == 1));
}

fn fleet(seat: u8, kind: Kind, area: &str) -> State {
    let mut s = K.fresh(2);
    new_unit(&mut s, seat, kind, at(area));
    s
}

// Asserts R-KIN-SHIP-1.
#[test]
fn r_kin_ship_1_a_ship_loads_sails_and_unloads_in_one_round() {
    let s = fleet(0, Kind::Trireme, "A2");
    let (after, _) = K.round(&s, &["convey 2 swordsman B2 A2 A3 B3", "hold"]);
    assert_eq!(count(&after, 0, Kind::Swordsman, "B3"), 2);
    assert_eq!(
        count(&after, 0, Kind::Trireme, "A3"),
        1,
        "the ship sailed with them"
    );
    let (after, _) = K.round(&s, &["convey 1 swordsman B2 A2 B3", "hold"]);
    assert_eq!(count(&after, 0, Kind::Swordsman, "B3"), 1);
    assert_eq!(count(&after, 0, Kind::Trireme, "A2"), 1);
}

#[test]
fn r_kin_ship_1_capacity_and_route_are_checked() {
    let mut s = fleet(0, Kind::Trireme, "A2");
    for _ in 0..2 {
        new_unit(&mut s, 0, Kind::Swordsman, at("B2"));
    }
    assert_eq!(
        refused_id(&s, 0, "convey 4 swordsman B2 A2 B3"),
        "kingdoms-no-room"
    );
    assert_eq!(
        refused_id(&s, 0, "convey 1 swordsman B2 A2 A3 A4 B4"),
        "kingdoms-convey-shape"
    );
    assert_eq!(
        refused_id(&s, 0, "convey 1 swordsman B2 A2 B3; move 1 trireme A2 A3"),
        "kingdoms-ship-conveying"
    );
    let s = fleet(0, Kind::Galleon, "A2");
    assert_eq!(
        refused_id(&s, 0, "convey 2 swordsman B2 A2 B3"),
        "kingdoms-no-room"
    );
}

#[test]
fn r_kin_ship_1_units_on_board_are_lost_with_their_ship() {
    let mut s = fleet(0, Kind::Trireme, "A2");
    new_unit(&mut s, 1, Kind::Galleon, at("A3"));
    let (after, events) = K.round(&s, &["convey 2 swordsman B2 A2 A3 B3", "hold"]);
    assert_eq!(after.units.iter().filter(|u| u.owner == 0).count(), 0);
    assert!(ids(&events).contains(&"kingdoms-cargo-lost".to_string()));
    assert_eq!(count(&after, 1, Kind::Galleon, "A3"), 1);
}

// Asserts R-KIN-SHIP-2.
#[test]
fn r_kin_ship_2_ships_fight_at_sea_and_dragons_fly_over_water() {
    let mut s = fleet(0, Kind::Trireme, "A2");
    new_unit(&mut s, 1, Kind::Dragon, at("A4"));
    let (after, _) = K.round(&s, &["hold", "move 1 dragon A4 A3 A2"]);
    assert_eq!(count(&after, 0, Kind::Trireme, "A2"), 0);
    assert_eq!(count(&after, 1, Kind::Dragon, "A2"), 1);
}
