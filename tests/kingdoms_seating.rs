//! The seatings not offered (R-KIN-MAP-9), played through `korona play` as a host would: three
//! kingdoms on The Four Crowns are refused at the start with the counts that suit the map, in
//! English and Hungarian, and the match stays in its lobby; two start.

mod support;

use std::path::Path;

fn play(db: &Path, script: &str) -> String {
    support::cli::play_script(db, "en", script)
}

// Asserts R-KIN-MAP-9.
#[test]
fn r_kin_map_9_three_kingdoms_on_the_four_crowns_are_refused_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    let out = play(
        &db,
        "create kingdoms map=standard\nbot hard\nbot hard\nbot hard\nstart\nstatus\n",
    );
    assert!(
        out.contains("map=standard with 3 kingdoms is not offered"),
        "{out}"
    );
    assert!(out.contains("it suits 2, 4 kingdoms"), "{out}");
    assert!(!out.contains("round 2"), "the match did not start: {out}");

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    let out = play(
        &db,
        "create kingdoms map=standard\nbot hard\nbot hard\nstart\n",
    );
    assert!(!out.contains("not offered"), "{out}");
}

// Asserts R-KIN-MAP-9: three kingdoms on The Two Shores are refused at the start (the south's lone
// kingdom won 13 of 100), with the one count that suits the map; the match stays in its lobby.
#[test]
fn r_kin_map_9_three_kingdoms_on_the_two_shores_are_refused_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    let out = play(
        &db,
        "create kingdoms map=shores\nbot hard\nbot hard\nbot hard\nstart\nstatus\n",
    );
    assert!(
        out.contains("map=shores with 3 kingdoms is not offered"),
        "{out}"
    );
    assert!(out.contains("it suits 2 kingdoms"), "{out}");
    assert!(!out.contains("round 2"), "the match did not start: {out}");
}
