//! Refusals that say why (issue 28, items 8 and 9), through `korona play --script` in English and
//! Hungarian: a bid outside an election says no election is open and when the next one is (not "not
//! your turn"); an eliminated player hears that their seat was eliminated (not "that seat is not in
//! the game"); the DM form `bid #1 4` names the match after the command word, like `#1 bid 4`.

mod support;

use std::path::Path;

fn play(db: &Path, lang: &str, script: &str) -> String {
    support::cli::play_script(db, lang, script)
}

fn refusals(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with("[refused")).collect()
}

fn bid_outside_an_election(lang: &str, says: &str) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("b.db");
    let out = play(
        &db,
        lang,
        "as alice\npractice oligarchs\nbid 4\nbid #1 4\n#1 bid 4\n",
    );
    let refused = refusals(&out);
    assert_eq!(refused.len(), 3, "{out}");
    // The first election of Oligarchs 1301 is at the end of its third year.
    assert!(
        refused[0].contains(says) && refused[0].contains("1303"),
        "{out}"
    );
    assert_eq!(
        refused[1], refused[0],
        "`bid #1 4` reads as `#1 bid 4`: {out}"
    );
    assert_eq!(refused[2], refused[0], "{out}");
}

#[test]
fn a_bid_outside_an_election_says_when_the_next_is_in_english() {
    bid_outside_an_election("en", "no election is open now");
}

#[test]
fn a_bid_outside_an_election_says_when_the_next_is_in_hungarian() {
    bid_outside_an_election("hu", "most nincs nyitott választás");
}

fn eliminated(lang: &str, says: &str) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("e.db");
    let out = play(
        &db,
        lang,
        "as alice\ncreate oligarchs\njoin\nas bob\njoin\nas alice\nbot easy\nstart\nconcede\n\
         order pass\nbid 3\n",
    );
    let refused = refusals(&out);
    assert_eq!(refused.len(), 2, "{out}");
    for line in refused {
        assert!(line.contains(says), "{out}");
        assert!(!line.contains("not in the game") && !line.contains("nincs a játékban"));
    }
}

#[test]
fn an_eliminated_player_hears_their_seat_was_eliminated_in_english() {
    eliminated("en", "your seat was eliminated");
}

#[test]
fn an_eliminated_player_hears_their_seat_was_eliminated_in_hungarian() {
    eliminated("hu", "a székedet kiejtették");
}

fn undo_says_why(lang: &str, nothing_yet: &str, turn_over: &str, final_: &str) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    // Capitals: seat 0 moves first; before any order there is nothing yet, after `end` the turn is
    // over.
    let out = play(
        &db,
        lang,
        "as alice\ncreate capitals size=10\njoin\nas bob\njoin\nas alice\nstart\nundo\norder end\nundo\n",
    );
    let refused = refusals(&out);
    assert_eq!(refused.len(), 2, "{out}");
    assert!(refused[0].contains(nothing_yet), "{out}");
    assert!(refused[1].contains(turn_over), "{out}");
    let db = dir.path().join("f.db");
    let out = play(
        &db,
        lang,
        "as alice\ncreate fiefs\njoin\nas bob\njoin\nas alice\nstart\nundo\nas bob\nundo\n",
    );
    let refused = refusals(&out);
    assert_eq!(refused.len(), 2, "{out}");
    assert!(refused.iter().all(|r| r.contains(final_)), "{out}");
}

#[test]
fn undo_refused_says_why_in_english() {
    undo_says_why(
        "en",
        "this turn has no order of yours left to undo",
        "your last turn is over",
        "each order takes effect as you give it",
    );
}

#[test]
fn undo_refused_says_why_in_hungarian() {
    undo_says_why(
        "hu",
        "ebben a körben nincs visszavonható parancsod",
        "az utolsó köröd véget ért",
        "minden parancs azonnal érvényes",
    );
}
