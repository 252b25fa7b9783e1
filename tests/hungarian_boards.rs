//! The text boards in Hungarian (issue 19, item 1): after every entry of seeded bot matches of
//! every game, the board a spectator and a seat read in a Hungarian match differs from the English
//! one, shows no message id (what a missing message or argument renders as), and has none of the
//! English words of the games' board messages left in it.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Budget, Catalog, Game, Lang, MatchSeed, Seat, Viewer};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// Words of the English boards that Hungarian uses too: the coin, and orders typed as they are.
const SAME_IN_BOTH: [&str; 3] = ["garas", "number", "home"];

/// The words (three letters or more) of `game`'s English board messages, but for [`SAME_IN_BOTH`].
fn english_words(game: &dyn Game) -> BTreeSet<String> {
    let source = game.messages();
    let catalog = Catalog::new("en", &[source]).unwrap();
    let mut words = BTreeSet::new();
    let mut in_board = false;
    for line in source.lines() {
        // A message's first line names it; its variants follow on indented lines.
        if let Some((id, _)) = line.split_once(" = ") {
            in_board = catalog.has(id) && id.contains("-board-");
        }
        if !in_board {
            continue;
        }
        let text = line.split_once(" = ").map_or(line, |(_, v)| v);
        // Variables and selector keys are not words a player reads.
        let text = text.split(']').next_back().unwrap_or_default();
        words.extend(
            text.split(|c: char| !c.is_alphabetic() && c != '$')
                .filter(|w| !w.starts_with('$') && w.chars().count() >= 3)
                .filter(|w| !SAME_IN_BOTH.contains(w))
                .map(str::to_string),
        );
    }
    words
}

fn check(game: &dyn Game, state: &korona_engine::DynState, english: &BTreeSet<String>) -> usize {
    let id = game.info().id;
    let mut checked = 0;
    for viewer in [Viewer::Spectator, Viewer::Seat(Seat(0))] {
        let en = game.describe_in(state, viewer, Lang::En);
        let hu = game.describe_in(state, viewer, Lang::Hu);
        assert_eq!(
            en,
            game.describe(state, viewer),
            "{id}: English is the default"
        );
        assert_ne!(
            en, hu,
            "{id}: the Hungarian board is the English one:\n{hu}"
        );
        assert!(
            !hu.contains(&format!("{id}-")),
            "{id}: a message did not render:\n{hu}"
        );
        let left: Vec<&str> = hu
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| english.contains(*w))
            .collect();
        assert!(left.is_empty(), "{id}: English {left:?} in\n{hu}");
        checked += 1;
    }
    checked
}

/// A seeded bot match: game, options, seats, seed.
type BotCase<'a> = (&'a str, &'a [(&'a str, &'a str)], u8, u64);

#[test]
fn every_board_reads_hungarian_in_a_hungarian_match() {
    let cases: &[BotCase] = &[
        ("oligarchs", &[], 3, 11),
        ("oligarchs", &[("variant", "adv")], 4, 7),
        ("capitals", &[], 2, 5),
        ("fiefs", &[], 3, 4),
        ("kingdoms", &[], 3, 6),
        ("thrones", &[], 2, 3),
        ("thrones", &[("type", "points"), ("ports", "on")], 2, 8),
        ("thrones", &[("type", "homefront")], 2, 9),
    ];
    for &(id, options, seats, seed) in cases {
        let game = korona_games::find(id).unwrap();
        let english = english_words(game);
        assert!(english.len() > 5, "{id}: {english:?}");
        let mut checked = 0;
        SelfPlay::new(
            game,
            &vec![BotLevel::Easy; seats as usize],
            MatchSeed::from_number(seed),
        )
        .options(options)
        .unwrap()
        .budget(Budget::nodes(200))
        .ms_per_entry(1000)
        .max_entries(400)
        .play_with(|step| {
            checked += check(game, step.table.state(), &english);
            ControlFlow::Continue(())
        })
        .unwrap();
        assert!(checked > 20, "{id}: only {checked} boards");
    }
}

/// The check finds what it looks for: an English word, an id in place of words.
#[test]
fn the_word_list_holds_the_board_words() {
    let words = english_words(korona_games::find("capitals").unwrap());
    assert!(english_words(korona_games::find("oligarchs").unwrap()).contains("castles"));
    for w in ["Territory", "Tokens", "Turn", "player", "Key", "besides"] {
        assert!(words.contains(w), "{w} missing from {words:?}");
    }
    assert!(!words.contains("garas"), "the same in both languages");
    assert!(!words.contains("ep"), "a variable, not a word");
}
