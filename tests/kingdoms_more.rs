//! More tests per rule of `docs/rules/kingdoms.md`: the map, unit values, half steps, battle
//! details, options, the bot. Each test names the rule it checks.

use korona_engine::{Input, Refusal, Ruleset, Seat};
use korona_games::kingdoms::market::{Offer, Scroll};
use korona_games::kingdoms::rules::battle::{fight, Field};
use korona_games::kingdoms::rules::resolve::new_unit;
use korona_games::kingdoms::units::Kind;
use korona_games::kingdoms::Kingdoms;

mod support;
use support::kingdoms::{at, count, parse, Seeded};

const K: Seeded = Seeded(3);

// Asserts R-KIN-MAP-2, R-KIN-MAP-3.
// Asserts R-KIN-MAP-1.
#[test]
fn r_kin_map_1_2_3_the_standard_map_as_data() {
    let geo = korona_games::kingdoms::map::geo("standard");
    assert_eq!((geo.width, geo.height), (9, 7));
    assert_eq!(geo.name(at("B2")), "B2");
    assert!(geo.parse("j1").is_none() && geo.parse("A8").is_none());
    assert!(geo.is_sea(at("A1")) && geo.is_sea(at("E4")) && !geo.is_sea(at("D4")));
    assert_eq!(geo.areas().filter(|a| geo.is_castle(*a)).count(), 8);
    // Hex neighbours: six around an inner area, shared sides only.
    assert_eq!(geo.neighbours[at("D3") as usize].len(), 6);
    assert!(geo.adjacent(at("B2"), at("C3")) && !geo.adjacent(at("B2"), at("D3")));
    assert!(geo.adjacent(at("C3"), at("B2")));
    for seats in 2..=4 {
        let s = K.fresh(seats);
        for seat in 0..seats {
            assert_eq!(
                s.castles_of(seat),
                1,
                "{seats} seats: seat {seat} has its home base"
            );
        }
    }
}

// Asserts R-KIN-UNIT-1.
#[test]
fn r_kin_unit_1_the_unit_table() {
    let v = |k: Kind| {
        let s = k.stats();
        (
            s.movement,
            s.hp,
            s.attack,
            s.upkeep,
            s.capacity,
            s.build_time,
        )
    };
    assert_eq!(v(Kind::Swordsman), (1, 2, 1, 1, 0, 1));
    assert_eq!(v(Kind::Knight), (2, 3, 2, 2, 0, 1));
    assert_eq!(v(Kind::Trireme), (1, 2, 2, 1, 3, 1));
    assert_eq!(v(Kind::Galleon), (1, 7, 4, 2, 1, 2));
    assert_eq!(v(Kind::Mage), (1, 1, 1, 1, 0, 1));
    assert_eq!(v(Kind::Dragon), (3, 5, 3, 4, 0, 2));
    assert_eq!(v(Kind::Tower), (0, 1, 3, 0, 0, 2));
    assert_eq!(
        [Kind::Swordsman, Kind::Knight, Kind::Trireme, Kind::Mage].map(|k| k.stats().cost),
        [2, 5, 5, 5]
    );
}

// Asserts R-KIN-UNIT-2.
#[test]
fn r_kin_unit_2_dragons_cross_land_and_water() {
    let mut s = K.bare(2);
    new_unit(&mut s, 0, Kind::Dragon, at("B3"));
    let (after, _) = K.round(&s, &["move 1 dragon B3 A3 A4 B4", "hold"]);
    assert_eq!(count(&after, 0, Kind::Dragon, "B4"), 1);
    // It neutralizes but never captures: B4 stays free.
    assert_eq!(after.owners[at("B4") as usize], None);
}

// Asserts R-KIN-UNIT-3.
#[test]
fn r_kin_unit_3_ships_stay_at_sea_towers_never_move() {
    let mut s = K.fresh(2);
    new_unit(&mut s, 0, Kind::Trireme, at("A2"));
    new_unit(&mut s, 0, Kind::Tower, at("B2"));
    let id = |r: Refusal| r.id().to_string();
    assert_eq!(
        id(parse(&s, 0, "move 1 trireme A2 B2").unwrap_err()),
        "kingdoms-wrong-terrain"
    );
    assert_eq!(
        id(parse(&s, 0, "move 1 swordsman B2 A2").unwrap_err()),
        "kingdoms-wrong-terrain"
    );
    assert_eq!(
        id(parse(&s, 0, "move 1 tower B2 C3").unwrap_err()),
        "kingdoms-too-far"
    );
    assert_eq!(Kind::Tower.stats().upkeep, 0);
}

// Asserts R-KIN-MOVE-3.
#[test]
fn r_kin_move_3_half_steps_a_unit_that_left_is_not_met() {
    let mut s = K.bare(2);
    new_unit(&mut s, 0, Kind::Knight, at("C3"));
    new_unit(&mut s, 1, Kind::Swordsman, at("D3"));
    // The swordsman leaves D3 northwards as the knight enters it: they never meet.
    let (after, events) = K.round(&s, &["move 1 knight C3 D3 E3", "move 1 swordsman D3 D2"]);
    assert_eq!(count(&after, 0, Kind::Knight, "E3"), 1);
    assert_eq!(count(&after, 1, Kind::Swordsman, "D2"), 1);
    assert!(!events
        .iter()
        .any(|e| e.message.id.starts_with("kingdoms-battle")));
}

// Asserts R-KIN-MOVE-6.
#[test]
fn r_kin_move_6_units_side_by_side_may_part() {
    let mut s = K.bare(2);
    new_unit(&mut s, 0, Kind::Trireme, at("A2"));
    new_unit(&mut s, 1, Kind::Trireme, at("A2"));
    let (after, _) = K.round(&s, &["move 1 trireme A2 A3", "hold"]);
    assert_eq!(count(&after, 0, Kind::Trireme, "A3"), 1);
    assert_eq!(count(&after, 1, Kind::Trireme, "A2"), 1);
}

// Asserts R-KIN-BATTLE-7.
// Asserts R-KIN-BATTLE-1.
#[test]
fn r_kin_battle_1_7_three_kingdoms_fight_until_one_is_left() {
    let mut s = K.bare(3);
    for (seat, kind) in [
        (0, Kind::Knight),
        (1, Kind::Swordsman),
        (2, Kind::Swordsman),
    ] {
        for _ in 0..2 {
            new_unit(&mut s, seat, kind, at("D3"));
        }
    }
    let field = Field {
        units: (0..s.units.len()).collect(),
        castle: None,
        first: Vec::new(),
    };
    let winner = fight(&mut s, &field, "D3", &mut Vec::new());
    let alive: Vec<u8> = s
        .units
        .iter()
        .filter(|u| u.damage < u.kind.stats().hp)
        .map(|u| u.owner)
        .collect();
    assert!(alive.iter().all(|o| Some(*o) == winner));
    assert_eq!(winner, Some(0), "the knights' pooled damage wins");
}

// Asserts R-KIN-BATTLE-4.
#[test]
fn r_kin_battle_4_all_deal_damage_before_the_dead_leave() {
    let mut s = K.bare(2);
    new_unit(&mut s, 0, Kind::Mage, at("D3"));
    new_unit(&mut s, 1, Kind::Mage, at("D3"));
    let field = Field {
        units: vec![0, 1],
        castle: None,
        first: Vec::new(),
    };
    assert_eq!(
        fight(&mut s, &field, "D3", &mut Vec::new()),
        None,
        "both fall together"
    );
}

// Asserts R-KIN-BUILD-1.
#[test]
fn r_kin_build_1_a_castle_that_holds_builds() {
    let mut s = K.fresh(2);
    new_unit(&mut s, 1, Kind::Swordsman, at("C3"));
    let (after, _) = K.round(&s, &["train 1 swordsman B2", "move 1 swordsman C3 B2"]);
    assert_eq!(after.owners[at("B2") as usize], Some(0));
    // Two defenders kill the one attacker; both survive and the new one is built.
    assert_eq!(count(&after, 0, Kind::Swordsman, "B2"), 3);
}

// Asserts R-KIN-MARKET-3.
#[test]
fn r_kin_market_3_each_kingdom_may_buy_the_same_offer_once() {
    let mut s = K.fresh(2);
    s.offers = vec![Offer {
        scroll: Scroll::Defense,
        price: 3,
    }];
    assert_eq!(
        parse(&s, 0, "buy 1 B2; buy 1 B2").unwrap_err().id(),
        "kingdoms-offer-twice"
    );
    let (after, _) = K.round(&s, &["buy 1 B2", "buy 1 H6"]);
    assert_eq!(after.castle(at("B2")).unwrap().defense, 1);
    assert_eq!(after.castle(at("H6")).unwrap().defense, 1);
}

// Asserts R-KIN-SHIP-3, R-KIN-SHIP-4.
#[test]
fn r_kin_ship_3_an_interrupted_convey_stays_aboard() {
    let mut s = K.fresh(2);
    new_unit(&mut s, 0, Kind::Trireme, at("A2"));
    new_unit(&mut s, 0, Kind::Trireme, at("A2"));
    new_unit(&mut s, 1, Kind::Trireme, at("A3"));
    let (after, _) = K.round(&s, &["convey 2 swordsman B2 A2 A3 B3", "hold"]);
    assert_eq!(count(&after, 0, Kind::Swordsman, "B2"), 0);
    assert_eq!(count(&after, 0, Kind::Swordsman, "B3"), 0);
    assert_eq!(
        count(&after, 0, Kind::Swordsman, "A3"),
        2,
        "stopped at sea by the enemy ship, they stay aboard their winning ships"
    );
    assert_eq!(
        after.units.iter().filter(|u| u.owner == 1).count(),
        2,
        "only the home units"
    );
}

// Asserts R-KIN-SHIP-3: aboard beyond what the surviving ships carry, the newest are lost.
#[test]
fn r_kin_ship_3_units_beyond_the_surviving_capacity_are_lost() {
    let mut s = K.fresh(2);
    new_unit(&mut s, 0, Kind::Trireme, at("A3"));
    new_unit(&mut s, 0, Kind::Galleon, at("A3"));
    for _ in 0..4 {
        new_unit(&mut s, 0, Kind::Swordsman, at("A3"));
    }
    new_unit(&mut s, 1, Kind::Trireme, at("A4"));
    // The enemy trireme's 2 damage sinks ours (the cheaper), the galleon (room 1) wins.
    let (after, _) = K.round(&s, &["hold", "move 1 trireme A4 A3"]);
    assert_eq!(count(&after, 0, Kind::Trireme, "A3"), 0);
    assert_eq!(count(&after, 0, Kind::Galleon, "A3"), 1);
    assert_eq!(count(&after, 0, Kind::Swordsman, "A3"), 1);
}

// Asserts R-KIN-SPELL-4.
#[test]
fn r_kin_spell_4_earthquakes_spare_dragons() {
    let mut s = K.bare(2);
    new_unit(&mut s, 0, Kind::Mage, at("C3"));
    s.units[0].mana = 2;
    new_unit(&mut s, 1, Kind::Dragon, at("D3"));
    new_unit(&mut s, 1, Kind::Swordsman, at("D3"));
    let (after, _) = K.round(&s, &["cast earthquake C3 D3", "hold"]);
    assert_eq!(count(&after, 1, Kind::Dragon, "D3"), 1);
    assert_eq!(count(&after, 1, Kind::Swordsman, "D3"), 0);
}

// Asserts R-KIN-TURN-3.
#[test]
fn r_kin_turn_3_spells_come_before_movement() {
    let mut s = K.bare(2);
    new_unit(&mut s, 0, Kind::Mage, at("C3"));
    s.units[0].mana = 2;
    new_unit(&mut s, 1, Kind::Mage, at("D3"));
    let (after, _) = K.round(&s, &["cast earthquake C3 D3", "move 1 mage D3 E3"]);
    assert_eq!(after.units.iter().filter(|u| u.owner == 1).count(), 0);
}

// Asserts R-KIN-TURN-1.
#[test]
fn r_kin_turn_1_a_kingdom_may_replace_its_orders_until_the_reveal() {
    let s = K.fresh(2);
    let (s1, _) = K.submit(&s, 0, "train 2 swordsman B2");
    let (s2, _) = K.submit(&s1, 0, "hold");
    let (s4, _) = K.submit(&s2, 1, "hold");
    assert_eq!(s4.round, 2);
    assert_eq!(
        count(&s4, 0, Kind::Swordsman, "B2"),
        2,
        "the replacement counted"
    );
}

// Asserts R-KIN-WIN-2.
#[test]
fn r_kin_win_2_several_winners_most_castles_then_gold_then_a_draw() {
    let mut s = K.fresh(4);
    for c in ["E2", "C4", "G4"] {
        s.owners[at(c) as usize] = Some(0);
        new_unit(&mut s, 0, Kind::Swordsman, at(c));
    }
    s.owners[at("E6") as usize] = Some(1);
    new_unit(&mut s, 1, Kind::Swordsman, at("E6"));
    s.owners[at("H2") as usize] = Some(1);
    s.owners[at("B6") as usize] = Some(1);
    let home2 = s
        .castles
        .iter()
        .find(|c| c.home_of == Some(2))
        .unwrap()
        .area;
    let home3 = s
        .castles
        .iter()
        .find(|c| c.home_of == Some(3))
        .unwrap()
        .area;
    s.units.retain(|u| u.area != home2 && u.area != home3);
    s.owners[home2 as usize] = Some(1);
    s.owners[home3 as usize] = Some(1);
    // Seats 2 and 3 hold nothing (out); 0 and 1 both reach 4 castles: the richer wins, whichever
    // seat it sits in.
    for rich in [0usize, 1] {
        let mut s = s.clone();
        s.kingdoms[rich].gold = 99;
        let (after, _) = K.round(&s, &["hold", "hold", "hold", "hold"]);
        assert_eq!(after.castles_of(0), 4);
        assert_eq!(after.castles_of(1), 4);
        assert_eq!(
            after.finish.unwrap().winner,
            Some(rich as u8),
            "equal castles: more gold"
        );
    }
    // Equal castles and equal gold at the round's end: a draw, not the lower seat.
    let net = |s: &korona_games::kingdoms::State, seat: u8| {
        s.kingdoms[seat as usize].gold as i64 + s.income(seat) as i64 - s.upkeep(seat) as i64
    };
    s.kingdoms[0].gold = (s.kingdoms[0].gold as i64 + net(&s, 1) - net(&s, 0)) as u32;
    let (after, events) = K.round(&s, &["hold", "hold", "hold", "hold"]);
    assert_eq!(
        after.kingdoms[0].gold, after.kingdoms[1].gold,
        "the same gold"
    );
    let finish = after.finish.expect("both reached 4 castles");
    assert_eq!(finish.winner, None, "a tie on castles and gold is a draw");
    assert!(events.iter().any(|e| e.message.id == "kingdoms-draw"));
}

// Asserts R-KIN-OPT-1.
#[test]
fn r_kin_opt_1_rounds_and_the_quick_preset() {
    let pairs = |p: &[(&str, &str)]| {
        p.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(Kingdoms.options(&pairs(&[])).unwrap().rounds, 30);
    assert_eq!(
        Kingdoms
            .options(&pairs(&[("rounds", "20")]))
            .unwrap()
            .rounds,
        20
    );
    assert_eq!(
        Kingdoms
            .options(&pairs(&[("preset", "quick")]))
            .unwrap()
            .rounds,
        15
    );
    assert!(Kingdoms.options(&pairs(&[("rounds", "99")])).is_err());
}

#[test]
fn r_kin_bot_1_the_bot_trains_and_marches_with_legal_orders() {
    let s = K.fresh(2);
    let mut d = K.dice();
    let action = Kingdoms.bot(
        &s,
        Seat(0),
        korona_engine::BotLevel::Medium,
        &mut d,
        korona_engine::Budget::nodes(10),
    );
    let text = Kingdoms.format(&s, &action);
    assert!(text.contains("train"), "{text}");
    assert!(text.contains("move"), "{text}");
    assert_eq!(parse(&s, 0, &text).unwrap(), action);
    // Every legal choice parses back to itself.
    for c in Kingdoms.legal(&s, Seat(1)) {
        let a = parse(&s, 1, &c.text).unwrap();
        assert_eq!(Kingdoms.format(&s, &a), c.text);
    }
}

// Asserts R-KIN-VIEW-1: the side panel shows each kingdom's public economy (gold, upkeep, techs,
// research, market), the same to every viewer; another kingdom's sealed orders never.
#[test]
fn r_kin_view_1_the_panel_shows_upkeep_and_research_to_everyone() {
    use korona_engine::Viewer;
    use korona_games::kingdoms::market::Tech;
    use korona_games::kingdoms::state::Research;
    let mut s = K.fresh(2);
    s.kingdoms[1].techs.push(Tech::Masonry);
    s.kingdoms[1].research = Some(Research {
        tech: Tech::Smithing,
        left: 2,
    });
    let action = parse(&s, 0, "train 1 knight B2").unwrap();
    let s = Kingdoms::step(
        &s,
        &Input::Order {
            seat: Seat(0),
            action,
        },
        &mut K.dice(),
    )
    .unwrap()
    .state;
    let panel = |viewer| -> String {
        let scene = Kingdoms.view_scene(&Kingdoms.view(&s, viewer));
        scene
            .panels
            .iter()
            .flat_map(|p| p.lines.iter().map(|l| l.text.clone()))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let seat1 = panel(Viewer::Seat(Seat(1)));
    assert!(
        seat1.contains("Player 0: 10 gold, upkeep 2"),
        "paid only at the reveal, so the treasury tells nothing"
    );
    assert!(seat1.contains("Player 0: 10 gold"), "{seat1}");
    assert!(
        seat1.contains("techs: masonry, researching smithing (2 left)"),
        "{seat1}"
    );
    assert!(
        !seat1.contains("train 1 knight"),
        "sealed orders leak: {seat1}"
    );
    assert!(panel(Viewer::Seat(Seat(0))).contains("train 1 knight B2"));
    assert!(!panel(Viewer::Spectator).contains("train 1 knight"));
}

/// In a battle of one unit of `attacker` against `defenders` in `area`, where the attacker falls in
/// the first round, the defenders' kinds that took its damage.
fn struck_first(attacker: Kind, area: &str, defenders: &[Kind]) -> Vec<Kind> {
    let mut s = K.bare(2);
    new_unit(&mut s, 0, attacker, at(area));
    for kind in defenders {
        new_unit(&mut s, 1, *kind, at(area));
    }
    for u in s.units.iter_mut() {
        u.ready = true;
    }
    let field = Field {
        units: (0..s.units.len()).collect(),
        castle: None,
        first: Vec::new(),
    };
    assert_eq!(fight(&mut s, &field, area, &mut Vec::new()), Some(1));
    s.units
        .iter()
        .filter(|u| u.owner == 1 && u.damage > 0)
        .map(|u| u.kind)
        .collect()
}

// Asserts R-KIN-BATTLE-3: cheaper units are hit first, the scroll-built kinds ranked by their
// values dragon 12, galleon 10, tower 4: a tower after a swordsman (2), before a knight or mage
// (5); a knight before a dragon; a galleon before a dragon at sea.
#[test]
fn r_kin_battle_3_scroll_built_kinds_are_ranked_dragon_12_galleon_10_tower_4() {
    use Kind::*;
    assert_eq!(struck_first(Mage, "D3", &[Tower, Swordsman]), [Swordsman]);
    assert_eq!(struck_first(Mage, "D3", &[Knight, Tower]), [Tower]);
    assert_eq!(struck_first(Mage, "D3", &[Mage, Tower]), [Tower]);
    assert_eq!(struck_first(Mage, "D3", &[Dragon, Knight]), [Knight]);
    assert_eq!(struck_first(Trireme, "A1", &[Dragon, Galleon]), [Galleon]);
    assert_eq!(
        [Dragon, Galleon, Tower].map(|k| k.stats().cost),
        [12, 10, 4]
    );
}
