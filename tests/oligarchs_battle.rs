//! Sections 14-17: thresholds, casualties, the battle sequences.

use korona_engine::{Dice, MatchSeed};
use korona_games::oligarchs::army::{Arm, Army};
use korona_games::oligarchs::battle::{
    casualties, die_hits, fight, groups, priority, settled, volley_held, Chooser, Group, Kind,
    Lord, Side, Step, Winner,
};

fn thresholds(
    kind: Kind,
    step: Step,
    attacker: bool,
    army: Army,
    lord: Option<Lord>,
) -> Vec<(Arm, Option<u32>, u32)> {
    groups(kind, step, attacker, army, lord)
        .iter()
        .map(|g| (g.arm, g.vs_cav, g.vs_other))
        .collect()
}

const ALL: Army = Army::new(1, 1, 1);
const MELEE: Step = Step::Melee { archers: true };

// R-HIT-1: open melee: C kill I/A on 4, I and A on 5, cavalry only on 6.
#[test]
fn r_hit_1_open_melee_thresholds() {
    assert_eq!(
        thresholds(Kind::Open, MELEE, true, ALL, None),
        vec![
            (Arm::C, Some(6), 4),
            (Arm::I, Some(6), 5),
            (Arm::A, Some(6), 5)
        ]
    );
}

// R-HIT-2 R-COMBAT-OPEN-3: the volley: only archers, 5+, never at cavalry.
#[test]
fn r_hit_2_volley_only_archers_not_at_cavalry() {
    assert_eq!(
        thresholds(Kind::Open, Step::Volley, true, ALL, None),
        vec![(Arm::A, None, 5)]
    );
    // R-COMBAT-OPEN-4: after a volley the archers sit out the first melee.
    assert_eq!(
        thresholds(Kind::Open, Step::Melee { archers: false }, true, ALL, None).len(),
        2
    );
}

// R-HIT-3 R-COMBAT-OPEN-7: terrain: attackers hit anything on 5, defenders on 4.
#[test]
fn r_hit_3_terrain_thresholds() {
    assert!(thresholds(Kind::Terrain, MELEE, true, ALL, None)
        .iter()
        .all(|t| t.1 == Some(5) && t.2 == 5));
    assert!(thresholds(Kind::Terrain, MELEE, false, ALL, None)
        .iter()
        .all(|t| t.1 == Some(4) && t.2 == 4));
}

// R-HIT-4 R-SIEGE-1 R-SIEGE-3 R-SIEGE-5 R-CASTLE-2 R-SIEGE-4 R-BATTLE-3: siege archer step: only defending archers, 4+; assault: all attackers and
// defending C/I on 5, defending archers idle.
#[test]
fn r_hit_4_siege_thresholds() {
    assert_eq!(
        thresholds(Kind::Siege, Step::SiegeArchers, false, ALL, None),
        vec![(Arm::A, Some(4), 4)]
    );
    assert!(thresholds(Kind::Siege, Step::SiegeArchers, true, ALL, None).is_empty());
    assert_eq!(
        thresholds(Kind::Siege, Step::Assault, true, ALL, None).len(),
        3
    );
    assert_eq!(
        thresholds(Kind::Siege, Step::Assault, false, ALL, None),
        vec![(Arm::C, Some(5), 5), (Arm::I, Some(5), 5)]
    );
}

// R-HIT-5 R-LORD-3 R-HIT-6: the lord's arm gets +1 (Szüret +2), the others not.
#[test]
fn r_hit_5_lord_bonus() {
    let t = thresholds(
        Kind::Open,
        MELEE,
        true,
        ALL,
        Some(Lord {
            arm: Arm::I,
            bonus: 1,
        }),
    );
    assert_eq!(t[1], (Arm::I, Some(5), 4));
    assert_eq!(t[0], (Arm::C, Some(6), 4));
    let t = thresholds(
        Kind::Siege,
        Step::Assault,
        true,
        ALL,
        Some(Lord {
            arm: Arm::C,
            bonus: 2,
        }),
    );
    assert_eq!(t[0], (Arm::C, Some(3), 3));
    // R-SIEGE-6: a defending lord's arm gets its +1 in a siege too.
    let t = thresholds(
        Kind::Siege,
        Step::SiegeArchers,
        false,
        ALL,
        Some(Lord {
            arm: Arm::A,
            bonus: 1,
        }),
    );
    assert_eq!(t, vec![(Arm::A, Some(3), 3)]);
    // R-LORD-4: no units of the led arm, no bonus for the others.
    let t = thresholds(
        Kind::Open,
        MELEE,
        true,
        Army::new(0, 1, 0),
        Some(Lord {
            arm: Arm::C,
            bonus: 1,
        }),
    );
    assert_eq!(t, vec![(Arm::I, Some(6), 5)]);
}

// R-GEN-4 R-BATTLE-3: one die per unit, arms rolled as separate groups.
#[test]
fn r_gen_4_one_die_per_unit() {
    let g = groups(Kind::Open, MELEE, true, Army::new(2, 3, 4), None);
    assert_eq!(g.iter().map(|g| g.dice).collect::<Vec<_>>(), vec![2, 3, 4]);
}

// R-COMBAT-OPEN-1 R-COMBAT-OPEN-5 R-COMBAT-OPEN-6: round 1 is volley + melee, later rounds one melee in
// which every arm rolls; a siege round is the archer step and the assault.
#[test]
fn r_combat_open_5_later_rounds() {
    use korona_games::oligarchs::battle::round_steps;
    assert_eq!(
        round_steps(Kind::Open, 1, true),
        vec![Step::Volley, Step::Melee { archers: false }]
    );
    assert_eq!(
        round_steps(Kind::Open, 1, false),
        vec![Step::Melee { archers: true }]
    );
    assert_eq!(
        round_steps(Kind::Terrain, 2, true),
        vec![Step::Melee { archers: true }]
    );
    assert_eq!(
        round_steps(Kind::Siege, 3, false),
        vec![Step::SiegeArchers, Step::Assault]
    );
}

// R-GEN-8: a natural 1 never hits, whatever the modifiers.
#[test]
fn r_gen_8_natural_one_misses() {
    let g = Group {
        arm: Arm::C,
        dice: 1,
        vs_cav: Some(1),
        vs_other: 1,
    };
    assert_eq!(die_hits(&g, 1), (false, false));
    assert_eq!(die_hits(&g, 2), (true, false));
}

// R-BATTLE-7 R-BATTLE-6 R-HIT-7 R-BATTLE-5: as many casualties as the dice can remove; cavalry only by any-target hits.
#[test]
fn r_battle_7_maximal_casualties() {
    let order = [Arm::C, Arm::A, Arm::I];
    // 2 non-cavalry hits against 3 cavalry + 1 infantry: only the infantry can die.
    assert_eq!(
        casualties(Army::new(3, 1, 0), true, 0, 2, order),
        Army::new(0, 1, 0)
    );
    // 1 six + 1 non-cav hit: the six takes a cavalry (first in the order), the other the infantry.
    assert_eq!(
        casualties(Army::new(3, 1, 0), true, 1, 1, order),
        Army::new(1, 1, 0)
    );
    // Preferring infantry must not waste the six: 2 hits, one a six, enemy 1C 1I -> both die.
    assert_eq!(
        casualties(Army::new(1, 1, 0), true, 1, 1, [Arm::I, Arm::A, Arm::C]),
        Army::new(1, 1, 0)
    );
    // In a siege cavalry is hit as infantry.
    assert_eq!(
        casualties(Army::new(3, 0, 0), false, 0, 2, order),
        Army::new(2, 0, 0)
    );
    // Never more than the enemy has.
    assert_eq!(
        casualties(Army::new(0, 1, 0), true, 3, 3, order),
        Army::new(0, 1, 0)
    );
}

// Section 25 defaults and R-NEUTRAL-4 NCP: the default removal orders.
#[test]
fn default_casualty_priorities() {
    let led = Some(Lord {
        arm: Arm::I,
        bonus: 1,
    });
    assert_eq!(
        priority(Kind::Open, true, Chooser::Player, None, led),
        [Arm::I, Arm::C, Arm::A]
    );
    assert_eq!(
        priority(Kind::Open, true, Chooser::Player, None, None),
        [Arm::C, Arm::A, Arm::I]
    );
    assert_eq!(
        priority(Kind::Open, false, Chooser::Neutral, None, None),
        [Arm::C, Arm::I, Arm::A]
    );
    assert_eq!(
        priority(Kind::Siege, true, Chooser::Player, None, led),
        [Arm::A, Arm::I, Arm::C]
    );
    assert_eq!(
        priority(Kind::Siege, false, Chooser::Neutral, None, None),
        [Arm::I, Arm::A, Arm::C]
    );
    let standing = Some([Arm::A, Arm::I, Arm::C]);
    assert_eq!(
        priority(Kind::Open, true, Chooser::Player, standing, led),
        [Arm::A, Arm::I, Arm::C]
    );
}

// R-COMBAT-OPEN-2: no volley when an army is all cavalry in the open; in terrain cavalry dismounts.
#[test]
fn r_combat_open_2_volley_skipped_against_all_cavalry() {
    assert!(volley_held(
        Kind::Open,
        Army::new(1, 1, 1),
        Army::new(0, 2, 0)
    ));
    assert!(!volley_held(
        Kind::Open,
        Army::new(0, 0, 3),
        Army::new(2, 0, 0)
    ));
    assert!(volley_held(
        Kind::Terrain,
        Army::new(0, 0, 3),
        Army::new(2, 0, 0)
    ));
    assert!(!volley_held(
        Kind::Open,
        Army::new(2, 2, 0),
        Army::new(0, 2, 0)
    ));
}

// R-BATTLE-9 R-SIEGE-7 R-LORD-5: end conditions; a siege army without infantry or lord withdraws.
#[test]
fn r_battle_9_and_r_siege_7_end_conditions() {
    let e = Army::default();
    assert_eq!(settled(Kind::Open, e, e, false), Some(Winner::Neither));
    assert_eq!(
        settled(Kind::Open, Army::new(1, 0, 0), e, false),
        Some(Winner::Attacker)
    );
    assert_eq!(
        settled(Kind::Open, e, Army::new(1, 0, 0), false),
        Some(Winner::Defender)
    );
    assert_eq!(
        settled(Kind::Siege, Army::new(3, 0, 3), Army::new(0, 1, 0), false),
        Some(Winner::Defender)
    );
    assert_eq!(
        settled(Kind::Siege, Army::new(3, 0, 3), Army::new(0, 1, 0), true),
        None
    );
    assert_eq!(
        settled(Kind::Open, Army::new(3, 0, 3), Army::new(0, 1, 0), false),
        None
    );
}

// R-BATTLE-8 R-SIEGE-9: battles run until a side is gone; the survivors are consistent.
#[test]
fn r_battle_8_battles_run_to_the_end() {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(4), 0);
    for kind in [Kind::Open, Kind::Terrain, Kind::Siege] {
        for _ in 0..200 {
            let a = Side::new(Army::new(2, 3, 2), None, Chooser::Player);
            let d = Side::new(Army::new(1, 2, 2), None, Chooser::Neutral);
            let f = fight(kind, &a, &d, false, &mut dice);
            assert!(
                Army::new(2, 3, 2).contains(&f.attacker)
                    && Army::new(1, 2, 2).contains(&f.defender)
            );
            match f.winner {
                Winner::Attacker => assert!(f.defender.is_empty() && !f.attacker.is_empty()),
                Winner::Neither => assert!(f.defender.is_empty() && f.attacker.is_empty()),
                Winner::Defender => assert!(
                    !f.defender.is_empty()
                        && (f.attacker.is_empty() || (kind == Kind::Siege && f.attacker.i == 0))
                ),
            }
        }
    }
}

// R-CARD-6: in a rainy autumn a siege is called off on the besieger's 1-2 (about a third of the time).
#[test]
fn r_card_6_rain_calls_sieges_off() {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(5), 0);
    let a = Side::new(Army::new(0, 7, 0), None, Chooser::Player);
    let d = Side::new(Army::new(0, 0, 1), None, Chooser::Neutral);
    let off = (0..600)
        .filter(|_| fight(Kind::Siege, &a, &d, true, &mut dice).withdrew)
        .count();
    assert!((150..250).contains(&off), "{off}");
}

// R-OFFICE-2 R-BATTLE-12: the országbíró's reroll changes the dice drawn (one extra roll of an arm with no hit).
#[test]
fn r_office_2_judge_rerolls() {
    let mut with = 0;
    let mut without = 0;
    for seed in 0..300 {
        let mut a = Side::new(Army::new(0, 3, 0), None, Chooser::Player);
        let d = Side::new(Army::new(0, 3, 0), None, Chooser::Player);
        let f1 = fight(
            Kind::Open,
            &a,
            &d,
            false,
            &mut Dice::for_entry(&MatchSeed::from_number(seed), 0),
        );
        a.judge = true;
        let f2 = fight(
            Kind::Open,
            &a,
            &d,
            false,
            &mut Dice::for_entry(&MatchSeed::from_number(seed), 0),
        );
        with += (f2.winner == Winner::Attacker) as u32;
        without += (f1.winner == Winner::Attacker) as u32;
    }
    assert!(with > without, "{with} vs {without}");
}

// R-ADV-RETREAT-2 R-ADV-RETREAT-1: a retreat after the first round is pursued: every pursuing unit rolls
// once more, so the retreating side loses clearly more than one melee round costs (about 2 of 6).
#[test]
fn r_adv_retreat_2_pursuit_costs_units() {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(8), 0);
    let n = 400;
    let (mut lost, mut count) = (0, 0);
    for _ in 0..n {
        let mut a = Side::new(Army::new(0, 6, 0), None, Chooser::Player);
        a.retreat_at = Some(6);
        let d = Side::new(Army::new(0, 6, 0), None, Chooser::Neutral);
        let f = fight(Kind::Open, &a, &d, false, &mut dice);
        if !f.retreated {
            continue; // settled within the first round (rare)
        }
        assert_eq!(f.winner, Winner::Defender);
        lost += 6 - f.attacker.total();
        count += 1;
    }
    assert!(count > n - 10);
    let mean = lost as f64 / count as f64;
    assert!(mean > 2.7, "{mean}");
}
