//! The seatings not offered (R-FIEF-SEAT-4), played through `korona play` as a host would: two or
//! four houses on `crossing` are refused at the start with the count that suits the map, in
//! English and Hungarian, and the match stays in its lobby; three start, and so do two on the
//! generated map.

mod support;

use std::path::Path;

fn play(db: &Path, script: &str, lang: &str) -> String {
    support::cli::play_script(db, lang, script)
}

fn run(script: &str, lang: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    play(&dir.path().join("m.db"), script, lang)
}

// Asserts R-FIEF-SEAT-4.
#[test]
fn r_fief_seat_4_two_or_four_houses_on_crossing_are_refused_at_the_start() {
    for bots in [2, 4] {
        let script = format!(
            "create fiefs map=crossing\n{}start\nstatus\n",
            "bot hard\n".repeat(bots)
        );
        let out = run(&script, "en");
        assert!(
            out.contains(&format!("map=crossing with {bots} houses is not offered")),
            "{out}"
        );
        assert!(out.contains("it suits 3 houses"), "{out}");
        assert!(!out.contains("round 1 ("), "the match did not start: {out}");
        let out = run(&script, "hu");
        assert!(
            out.contains(&format!(
                "map=crossing térkép {bots} házzal nem választható"
            )),
            "{out}"
        );
        assert!(out.contains("3 házra való"), "{out}");
    }
    for script in [
        "create fiefs map=crossing\nbot hard\nbot hard\nbot hard\nstart\n",
        "create fiefs\nbot hard\nbot hard\nstart\n",
    ] {
        let out = run(script, "en");
        assert!(!out.contains("not offered"), "{out}");
    }
}

// Asserts R-FIEF-SEAT-4: the lobby a host creates names the numbers of houses its map is offered
// for, in English and Hungarian: `crossing` only the 3 it suits, the generated map 2 to 6.
#[test]
fn r_fief_seat_4_the_lobby_names_the_counts_the_map_is_offered_for() {
    let out = run("create fiefs map=crossing\n", "en");
    assert!(out.contains("Fiefs for 3 players,"), "{out}");
    assert!(!out.contains("2-6 players"), "{out}");
    let out = run("create fiefs map=crossing\n", "hu");
    assert!(out.contains(", 3 játékos, házigazda"), "{out}");
    let out = run("create fiefs\n", "en");
    assert!(out.contains("for 2-6 players,"), "{out}");
    let out = run("create fiefs\n", "hu");
    assert!(out.contains(", 2–6 játékos, házigazda"), "{out}");
}
