//! `practice <game> [level]` through `korona play --script` (issue 28, item 5): one line opens a
//! started match against bots for the caller alone; the first card says what is asked now and offers
//! a few orders that make sense first; the first of them is accepted as typed. English and
//! Hungarian, every hosted game.

mod support;

use std::path::Path;

fn play(db: &Path, lang: &str, script: &str) -> String {
    support::cli::play_script(db, lang, script)
}

/// The orders the first card offers: the backticked texts of its "first" line, before its example.
fn offered(out: &str, first: &str) -> Vec<String> {
    let line = out
        .lines()
        .find(|l| l.starts_with(first))
        .unwrap_or_else(|| panic!("no `{first}` line: {out}"));
    let list = line[first.len()..].split(". ").next().unwrap();
    list.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

fn practice_each_game(lang: &str, opened: &str, first: &str, wait: &str, accepted: &str) {
    for game in ["oligarchs", "capitals", "fiefs", "kingdoms", "thrones"] {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("p.db");
        let out = play(&db, lang, &format!("as alice\npractice {game}\nstatus\n"));
        assert!(out.contains(opened), "{game}: {out}");
        assert!(!out.contains("[refused"), "{game}: {out}");
        // Seated alone among bots, and the match has begun.
        assert!(out.contains("@alice"), "{game}: {out}");
        if out.contains(wait) {
            continue;
        }
        let orders = offered(&out, first);
        assert!(
            (1..=korona_engine::SUGGESTED).contains(&orders.len()),
            "{game}: {orders:?}"
        );
        let given = play(&db, lang, &format!("as alice\norder {}\n", orders[0]));
        assert!(given.contains(accepted), "{game}: {}: {given}", orders[0]);
    }
}

#[test]
fn practice_opens_a_started_match_with_first_orders_in_english() {
    practice_each_game(
        "en",
        "Practice match 1:",
        "Orders that make sense first: ",
        "The bots move first",
        "Accepted",
    );
}

#[test]
fn practice_opens_a_started_match_with_first_orders_in_hungarian() {
    practice_each_game(
        "hu",
        "1. gyakorló meccs:",
        "Ezekkel érdemes kezdeni: ",
        "A botok lépnek először",
        "Elfogadva",
    );
}

#[test]
fn practice_takes_a_level_and_refuses_an_unknown_game_or_level() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("p.db");
    let out = play(
        &db,
        "en",
        "as alice\npractice chess\npractice capitals godlike\npractice capitals hard\n",
    );
    assert!(out.contains("[refused @alice] `chess`"), "{out}");
    assert!(out.contains("[refused @alice] `godlike`"), "{out}");
    assert!(out.contains("against one hard bot"), "{out}");
}
