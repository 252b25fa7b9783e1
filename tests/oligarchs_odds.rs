//! The exact odds agree with battles fought by the real battle code.

use korona_engine::{Dice, MatchSeed};
use korona_games::oligarchs::army::{Arm, Army};
use korona_games::oligarchs::battle::{fight, Chooser, Kind, Lord, Side, Winner};
use korona_games::oligarchs::odds::odds;

fn simulate(
    kind: Kind,
    att: Army,
    def: Army,
    al: Option<Arm>,
    dl: Option<Arm>,
    n: u32,
) -> [f64; 3] {
    let mut count = [0u32; 3];
    let mut dice = Dice::for_entry(&MatchSeed::from_number(99), 0);
    let a = Side::new(att, al.map(|arm| Lord { arm, bonus: 1 }), Chooser::Player);
    let d = Side::new(def, dl.map(|arm| Lord { arm, bonus: 1 }), Chooser::Player);
    for _ in 0..n {
        let f = fight(kind, &a, &d, false, &mut dice);
        count[match f.winner {
            Winner::Attacker => 0,
            Winner::Defender => 1,
            Winner::Neither => 2,
        }] += 1;
    }
    count.map(|c| c as f64 / n as f64)
}

fn check(kind: Kind, att: Army, def: Army, al: Option<Arm>, dl: Option<Arm>, n: u32) {
    let o = odds(kind, att, def, al, dl);
    assert!((o.attacker + o.defender + o.neither - 1.0).abs() < 1e-9);
    let s = simulate(kind, att, def, al, dl, n);
    let tol = 0.005;
    assert!(
        (o.attacker - s[0]).abs() < tol,
        "{kind:?} {att} v {def}: exact {o:?} simulated {s:?}"
    );
    assert!(
        (o.defender - s[1]).abs() < tol,
        "{kind:?} {att} v {def}: exact {o:?} simulated {s:?}"
    );
    assert!(
        (o.neither - s[2]).abs() < tol,
        "{kind:?} {att} v {def}: exact {o:?} simulated {s:?}"
    );
}

// R-COMBAT-OPEN-1 R-SIEGE-3 R-HIT-1..4: the exact chain matches 100,000 real battles of each kind within
// 0.5 points (about 10 s in a debug build).
#[test]
fn exact_odds_match_100k_simulated_battles() {
    check(
        Kind::Open,
        Army::new(3, 5, 4),
        Army::new(2, 4, 4),
        Some(Arm::C),
        Some(Arm::I),
        100_000,
    );
    check(
        Kind::Terrain,
        Army::new(2, 3, 2),
        Army::new(1, 2, 2),
        None,
        Some(Arm::A),
        100_000,
    );
    check(
        Kind::Siege,
        Army::new(2, 4, 2),
        Army::new(1, 1, 1),
        Some(Arm::I),
        None,
        100_000,
    );
}

// The same comparison on a small sample, cheap enough for every run (tolerance 3 points).
#[test]
fn exact_odds_roughly_match_a_small_sample() {
    for (kind, att, def, al) in [
        (
            Kind::Open,
            Army::new(2, 2, 2),
            Army::new(1, 2, 1),
            Some(Arm::C),
        ),
        (Kind::Siege, Army::new(1, 3, 1), Army::new(1, 1, 1), None),
        (
            Kind::Terrain,
            Army::new(1, 2, 1),
            Army::new(0, 2, 1),
            Some(Arm::I),
        ),
    ] {
        let o = odds(kind, att, def, al, None);
        let s = simulate(kind, att, def, al, None, 4000);
        assert!((o.attacker - s[0]).abs() < 0.03, "{kind:?}: {o:?} vs {s:?}");
    }
}

// R-SIEGE-7: a siege army without infantry or lord cannot even start: the defender wins for sure.
#[test]
fn r_siege_7_no_infantry_no_lord_means_withdrawal() {
    let o = odds(
        Kind::Siege,
        Army::new(5, 0, 2),
        Army::new(0, 1, 0),
        None,
        None,
    );
    assert_eq!(o.defender, 1.0);
    let o = odds(
        Kind::Siege,
        Army::new(5, 0, 2),
        Army::new(0, 1, 0),
        Some(Arm::C),
        None,
    );
    assert!(o.attacker > 0.9);
}
