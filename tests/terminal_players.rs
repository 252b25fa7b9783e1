//! Issue 19 in the terminal client (`korona play`): a conceded match ends with the check of every
//! roll and the replay, rates its players, and `leaderboard`, `profile` and `spectate` answer.

mod support;

use support::cli::korona;

fn play(db: &std::path::Path, script: &str) -> String {
    let file = db.parent().unwrap().join("script.txt");
    std::fs::write(&file, script).unwrap();
    let (ok, text) = korona(&[
        "play",
        "--db",
        db.to_str().unwrap(),
        "--script",
        file.to_str().unwrap(),
    ]);
    assert!(ok, "{text}");
    text
}

#[test]
fn a_conceded_match_is_rated_and_the_players_commands_answer_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let out = play(
        &db,
        // Three turns each before the concession: a match counts for a rating only from three
        // orders of each person's own (issue 30).
        "create capitals size=10\njoin\nas alice\njoin\nas carol\nspectate\nas me\nstart\n\
         order end\nas alice\norder end\nas me\norder end\nas alice\norder end\nas me\norder end\nas alice\norder end\nas me\n\
         concede\nleaderboard capitals\nprofile @alice\n",
    );
    assert!(!out.contains("[refused"), "{out}");
    // The end post names the database the command ran on, not a default path (issue 28, item 9).
    assert!(
        out.contains(&format!("korona verify --db {} --match 1", db.display())),
        "{out}"
    );
    assert!(out.contains("match-1-replay.gif"), "{out}");
    assert!(
        out.contains("Capitals leaderboard on this server (2 rated players"),
        "{out}"
    );
    let board = &out[out.find("Capitals leaderboard").unwrap()..];
    assert!(
        board.find("alice").unwrap() < board.find("me>").unwrap_or(board.len()),
        "{board}"
    );
    assert!(out.contains("- Capitals: rating 2"), "{out}");
    assert!(out.contains("Spectating (one phase behind)"), "{out}");
}
