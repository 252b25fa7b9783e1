//! The battle calculator, a contract other tools read (R-KIN-ODDS-1, R-KIN-ODDS-2, R-KIN-ODDS-3):
//! `korona odds --game kingdoms --attacker 3S,2K --defender 5S --json` prints one JSON object.

use korona_games::kingdoms::odds::{answer, army_text, parse_army};
use serde_json::Value;
use std::process::{Command, Output};

fn korona(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_korona"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn odds_json(attacker: &str, defender: &str) -> Value {
    let out = korona(&[
        "odds",
        "--game",
        "kingdoms",
        "--attacker",
        attacker,
        "--defender",
        defender,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(text.trim().lines().count(), 1, "one JSON object: {text}");
    serde_json::from_str(text.trim()).expect("JSON")
}

// Asserts R-KIN-ODDS-1 and R-KIN-BATTLE-5: the seed's worked example through the binary.
#[test]
fn r_kin_odds_1_the_worked_example_prints_attacker_1_with_2k_left() {
    let v = odds_json("3S,2K", "5S");
    let mut keys: Vec<&str> = v
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "attacker",
            "attacker_left",
            "defender",
            "defender_left",
            "neither"
        ]
    );
    assert_eq!(v["attacker"], 1);
    assert_eq!(v["defender"], 0);
    assert_eq!(v["neither"], 0);
    assert_eq!(v["attacker_left"], "2K");
    assert_eq!(v["defender_left"], "");
}

// Asserts R-KIN-ODDS-1: the defender can win, and a battle where both die is `neither`.
#[test]
fn r_kin_odds_1_defender_wins_and_mutual_destruction_is_neither() {
    let v = odds_json("1S", "1K");
    assert_eq!(
        (v["attacker"].as_u64(), v["defender"].as_u64()),
        (Some(0), Some(1))
    );
    assert_eq!(v["defender_left"], "1K");
    assert_eq!(v["attacker_left"], "");
    // Two swordsmen each: each side deals 2 a round, both lose one a round, both fall together.
    let o = answer("attacker=2S defender=2S").expect("answers");
    assert_eq!((o.attacker, o.defender, o.neither), (0, 0, 1));
    assert_eq!(
        (o.attacker_left.as_str(), o.defender_left.as_str()),
        ("", "")
    );
}

// Asserts R-KIN-ODDS-2: survivors are written in the order S K M D T R G whatever the input order.
#[test]
fn r_kin_odds_2_survivors_are_written_in_kind_order() {
    let army = parse_army("1g,2r,1t,1d,1m,2k,3s").expect("parses");
    assert_eq!(army_text(&army), "3S,2K,1M,1D,1T,2R,1G");
    let o = answer("attacker=1G,1D,3K defender=1S").expect("answers");
    assert_eq!(o.attacker_left, "3K,1D,1G");
}

// Asserts R-KIN-ODDS-3: bad notation is refused naming the bad part and listing the letters.
#[test]
fn r_kin_odds_3_bad_notation_names_the_part_and_lists_the_letters() {
    for (army, part) in [("3S,2X", "2X"), ("3S,K2", "K2"), ("3SK", "3SK"), ("", "")] {
        let r = parse_army(army).expect_err(army);
        assert_eq!(r.token.as_deref(), Some(part), "{army}");
        assert_eq!(r.accepted, ["S", "K", "M", "D", "T", "R", "G"], "{army}");
    }
    let out = korona(&[
        "odds",
        "--game",
        "kingdoms",
        "--attacker",
        "3S,2X",
        "--defender",
        "5S",
        "--json",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("2X"), "{err}");
    assert!(err.contains('G') && err.contains('R'), "{err}");
}
