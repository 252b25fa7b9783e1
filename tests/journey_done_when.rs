//! Issue 28's "Done when" list, walked through `korona play` (the terminal) in English and in
//! Hungarian. Where another test already asserts an item through Discord, this one checks the same
//! thing as a terminal player meets it.

mod support;

use std::path::Path;

fn play(db: &Path, lang: &str, script: &str) -> String {
    support::cli::play_script(db, lang, script)
}

fn run(lang: &str, script: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    play(&dir.path().join("d.db"), lang, script)
}

fn refusals(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with("[refused")).collect()
}

/// The text between the first pair of backticks of the first line that starts with `prefix`.
fn typed_in<'a>(out: &'a str, prefix: &str) -> &'a str {
    let line = out
        .lines()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line `{prefix}`: {out}"));
    line.split('`')
        .nth(1)
        .unwrap_or_else(|| panic!("nothing to type in {line}"))
}

const TWO_HUMANS: &str = "as alice\ncreate GAME\njoin\nas bob\njoin\nas alice\nstart\n";

fn two(game: &str) -> String {
    TWO_HUMANS.replace("GAME", game)
}

/// Thrones' first DM asks for something that works as typed: its command, copied with the slash
/// and (in Hungarian) the names a Hungarian Discord client shows, is accepted.
fn thrones_first_dm(lang: &str, accepted: &str) {
    let out = run(lang, &two("thrones"));
    let asked = typed_in(&out, "[dm @alice]").to_string();
    assert!(asked.starts_with('/'), "{asked}");
    let out = run(lang, &format!("{}{asked}\n", two("thrones")));
    assert!(refusals(&out).is_empty(), "`{asked}` refused: {out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with(&format!("[private @alice] {accepted}"))),
        "{out}"
    );
}

#[test]
fn thrones_first_dm_works_as_typed_in_english() {
    thrones_first_dm("en", "Accepted: number");
}

#[test]
fn thrones_first_dm_works_as_typed_in_hungarian() {
    thrones_first_dm("hu", "Elfogadva: number");
}

/// The size of each picture a line names: `[image <file>, <n> bytes]`.
fn image_bytes(line: &str) -> usize {
    let (_, rest) = line.split_once(", ").expect("an image line");
    rest.split_whitespace().next().unwrap().parse().unwrap()
}

/// Alice's `map` after her kingdoms orders shows them (her own view); a non-player's does not.
fn own_map(lang: &str) {
    let out = run(
        lang,
        &format!(
            "{}order move 2 swordsman B2 C2\nmap\nas carol\n#1 map\n",
            two("kingdoms")
        ),
    );
    let last = |who: &str| {
        out.lines()
            .rfind(|l| l.starts_with(&format!("[private @{who}] [image")))
            .unwrap_or_else(|| panic!("{who} got no map: {out}"))
    };
    let (alice, carol) = (last("alice"), last("carol"));
    assert_ne!(image_bytes(alice), image_bytes(carol), "{alice}\n{carol}");
}

#[test]
fn alices_kingdoms_map_differs_from_a_non_players_in_english() {
    own_map("en");
}

#[test]
fn alices_kingdoms_map_differs_from_a_non_players_in_hungarian() {
    own_map("hu");
}

/// `rules oligarchs`: how to win within its first lines; no table, code block, path or API text.
fn rules(lang: &str, win: &str) {
    let out = run(lang, "rules oligarchs\n");
    let first: Vec<&str> = out
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(4)
        .collect();
    assert!(first.iter().any(|l| l.contains(win)), "{first:?}");
    for bad in [
        "|---", "| ---", "```", ".rs", "scene", "API", "crates/", "](", "::",
    ] {
        assert!(!out.contains(bad), "`{bad}` in the rules: {out}");
    }
}

#[test]
fn rules_oligarchs_say_how_to_win_first_in_english() {
    rules("en", "You win");
}

#[test]
fn rules_oligarchs_say_how_to_win_first_in_hungarian() {
    rules("hu", "nyersz");
}

/// One human and three oligarchs bots: each phase has one public map post. The phases pass at
/// their deadlines (the human's defaults), so the bots' steps all fall inside them.
fn one_map_per_phase(lang: &str) {
    let mut script =
        String::from("as alice\ncreate oligarchs\njoin\nbot easy\nbot easy\nbot easy\nstart\n");
    for _ in 0..10 {
        script.push_str("deadline 1h\ntick 61m\n");
    }
    let out = run(lang, &script);
    let phases: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("[public #terminal] [image match-1-") && l.contains(".png"))
        .map(|l| l.split_once("): ").expect("a phase post names its phase").1)
        .collect();
    assert!(phases.len() >= 8, "the match went on: {phases:?}");
    let mut seen = std::collections::BTreeSet::new();
    for p in &phases {
        assert!(seen.insert(*p), "two map posts for {p}: {phases:?}");
    }
}

#[test]
fn one_human_three_oligarchs_bots_one_map_per_phase_in_english() {
    one_map_per_phase("en");
}

#[test]
fn one_human_three_oligarchs_bots_one_map_per_phase_in_hungarian() {
    one_map_per_phase("hu");
}

/// A wrong-turn refusal names the person whose turn it is, and the one who tried.
fn wrong_turn(lang: &str) {
    let out = run(lang, &format!("{}as bob\norder end\n", two("capitals")));
    let refused = refusals(&out);
    assert_eq!(refused.len(), 1, "{out}");
    assert!(
        refused[0].contains("@alice") && refused[0].matches("@bob").count() == 2,
        "{}",
        refused[0]
    );
    assert!(!refused[0].contains("player 0") && !refused[0].contains("0. játékos"));
}

#[test]
fn a_wrong_turn_refusal_names_whose_turn_it_is_in_english() {
    wrong_turn("en");
}

#[test]
fn a_wrong_turn_refusal_names_whose_turn_it_is_in_hungarian() {
    wrong_turn("hu");
}

/// A concession is told once in the end post: one line says who conceded.
fn concession(lang: &str, told: &str) {
    let out = run(lang, &format!("{}concede\n", two("capitals")));
    let end: Vec<&str> = out
        .lines()
        .skip_while(|l| !(l.starts_with("[public") && l.contains("png")))
        .collect();
    let telling = end.iter().filter(|l| l.contains(told)).count();
    assert_eq!(telling, 1, "{out}");
}

#[test]
fn a_concession_is_told_once_in_english() {
    concession("en", "@alice resigns");
}

#[test]
fn a_concession_is_told_once_in_hungarian() {
    concession("hu", "@alice felad");
}
