//! Every message a rule or a front-end can say has its words: the ids and arguments in the sources
//! match the Fluent catalogs, everything a seeded bot match says renders strictly, and the English
//! reads exactly as it did before messages were typed.

mod support;

use korona::words;
use korona_engine::selfplay::SelfPlay;
use korona_engine::{
    msg, BotLevel, Budget, Catalog, Ctx, Dice, Event, Game, Input, MatchSeed, Refusal, Seat,
};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::ControlFlow;
use std::path::Path;

fn english() -> Catalog {
    words::try_english(korona_games::registry).expect("the shipped catalogs load together")
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((path.display().to_string(), text));
        }
    }
}

/// The literal ids given to `msg!` with the argument names each use passes, from the text of a file.
fn msg_uses(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut uses = Vec::new();
    for (at, _) in text.match_indices("msg!(") {
        // rustfmt may put the id on the next line.
        let Some(rest) = text[at + 5..].trim_start().strip_prefix('"') else {
            continue;
        };
        let Some(end) = rest.find('"') else { continue };
        let id = rest[..end].to_string();
        // The macro's arguments: up to the parenthesis that closes it, split at depth one.
        let mut depth = 1;
        let mut names = BTreeSet::new();
        let mut word = String::new();
        let mut in_string = false;
        let mut chars = rest[end + 1..].chars().peekable();
        while let Some(c) = chars.next() {
            if in_string {
                match c {
                    '\\' => {
                        chars.next();
                    }
                    '"' => in_string = false,
                    _ => {}
                }
                continue;
            }
            match c {
                '"' => in_string = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                '=' if depth == 1 && chars.peek() != Some(&'=') && !word.is_empty() => {
                    names.insert(word.clone());
                }
                _ => {}
            }
            if c.is_alphanumeric() || c == '_' {
                word.push(c);
            } else if !c.is_whitespace() {
                word.clear();
            }
        }
        uses.push((id, names));
    }
    uses
}

const PREFIXES: &[&str] = &[
    "oligarchs-",
    "capitals-",
    "fiefs-",
    "kingdoms-",
    "service-",
    "terminal-",
    "discord-",
    "engine-",
    "refusal-",
    "auction-",
    "thrones-",
    "seat-form-",
    "web-",
];

/// Quoted strings shaped like ids that name something else: a benchmark filter and the oligarchs
/// base maps' cache keys.
const NOT_MESSAGES: [&str; 4] = [
    "oligarchs-year",
    "oligarchs-adv",
    "oligarchs-basic",
    "web-map-cached",
];

/// Quoted strings that look like message ids (ids chosen at run time, e.g. a reason's id).
fn id_literals(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for part in text.split('"').skip(1).step_by(2) {
        if !NOT_MESSAGES.contains(&part)
            && PREFIXES.iter().any(|p| part.starts_with(p))
            && part.len() >= 9
            && part
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            out.insert(part.to_string());
        }
    }
    out
}

#[test]
fn every_id_in_the_sources_has_words_for_exactly_its_arguments() {
    let mut catalog_sources: Vec<&str> = korona_games::registry()
        .iter()
        .map(|g| g.messages())
        .collect();
    catalog_sources.push(words::EN);
    catalog_sources.push(korona_web::words::EN);
    catalog_sources.push(support::auction::registry()[0].messages());
    let words = Catalog::english(&catalog_sources).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    // Every crate of the workspace: a new one is scanned without being named here.
    let crates = std::fs::read_dir(root.join("crates")).expect("crates/");
    let mut dirs: Vec<std::path::PathBuf> = crates
        .map(|c| c.expect("a crate folder").path().join("src"))
        .collect();
    dirs.extend([root.join("src"), root.join("tests/support")]);
    for dir in dirs {
        sources(&dir, &mut files);
    }
    let mut used = BTreeSet::new();
    let mut problems = Vec::new();
    for (path, text) in &files {
        // Unit tests at the bottom of a file make up ids of their own to test the machinery.
        // Doc comments show the macro with placeholder ids.
        let text: String = text
            .split("#[cfg(test)]")
            .next()
            .unwrap_or_default()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let text = text.as_str();
        for (id, names) in msg_uses(text) {
            match words.variables(&id) {
                None => problems.push(format!("{path}: no message `{id}`")),
                Some(vars) if *vars != names => problems.push(format!(
                    "{path}: `{id}` is given {names:?} but shows {vars:?}"
                )),
                Some(_) => {}
            }
            used.insert(id);
        }
        for id in id_literals(text) {
            if !words.has(&id) {
                problems.push(format!("{path}: no message `{id}`"));
            }
            used.insert(id);
        }
    }
    // The engine builds the refusal wrappers and legacy text from constants of its own.
    for id in [
        "refusal-token",
        "refusal-accepted",
        "refusal-accepted-cut",
        "legacy",
    ] {
        used.insert(id.to_string());
    }
    for id in words.ids() {
        if !used.contains(id) {
            problems.push(format!("`{id}` is in a catalog but no source uses it"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(used.len() > 250, "the scan found only {} ids", used.len());
}

#[test]
fn the_scan_reads_ids_and_argument_names() {
    let text = r#"Refusal::at(w, msg!("x-y", a = f(b, c = 2), d = [1, 2], e = e == 1)); msg!("z")"#;
    let uses = msg_uses(text);
    assert_eq!(uses[0].0, "x-y");
    assert_eq!(
        uses[0].1,
        ["a", "d", "e"].map(String::from).into_iter().collect()
    );
    assert_eq!(uses[1], ("z".to_string(), BTreeSet::new()));
}

/// Plays a seeded bot match with the shared self-play driver; after every entry also tries orders
/// that must be refused. Returns every event and every refusal seen.
fn bot_match(game: &dyn Game, options: &[(&str, &str)], seats: u8, seed: u64) -> Seen {
    let mut seen = Seen::default();
    let played = SelfPlay::new(
        game,
        &vec![BotLevel::Easy; seats as usize],
        MatchSeed::from_number(seed),
    )
    .options(options)
    .unwrap()
    .budget(Budget::nodes(200))
    .ms_per_entry(1000)
    .play_with(|step| {
        seen.events.extend(step.events.iter().cloned());
        let (state, entry) = (step.table.state(), step.table.seq() + 1);
        let waits = game.awaiting(state).waits;
        if let Some(wait) = waits.iter().find(|w| !w.done).or(waits.first()).cloned() {
            for other in (0..seats).map(Seat).filter(|&s| s != wait.seat) {
                for choice in game.legal(state, wait.seat).iter().take(2) {
                    seen.try_order(game, state, other, &choice.text, entry);
                }
            }
            for text in [
                "",
                "xyzzy",
                "help",
                "move",
                "bid",
                "bid -3",
                "garrison Atlantis C",
            ] {
                seen.try_order(game, state, wait.seat, text, entry);
            }
        }
        ControlFlow::Continue(())
    })
    .unwrap();
    seen.outcomes
        .extend(played.outcome.map(|o| o.reason().clone()));
    seen
}

#[derive(Default)]
struct Seen {
    events: Vec<Event>,
    refusals: Vec<Refusal>,
    outcomes: Vec<korona_engine::Message>,
}

impl Seen {
    fn try_order(
        &mut self,
        game: &dyn Game,
        state: &korona_engine::DynState,
        seat: Seat,
        text: &str,
        entry: u64,
    ) {
        let action = match game.parse(state, seat, text) {
            Ok(a) => a,
            Err(r) => return self.refusals.push(r),
        };
        let mut ctx = Ctx {
            now_ms: entry * 1000,
            dice: Dice::for_entry(&MatchSeed::from_number(0), entry),
        };
        if let Err(r) = game.apply(state, &Input::Order { seat, action }, &mut ctx) {
            self.refusals.push(r);
        }
    }
}

/// A seeded bot match: game, options, seats, seed.
type BotCase<'a> = (&'a str, &'a [(&'a str, &'a str)], u8, u64);

#[test]
fn everything_said_in_seeded_bot_matches_renders_strictly() {
    let english = english();
    let hungarian = words::try_catalog(korona_games::registry, korona_engine::Lang::Hu)
        .expect("the shipped Hungarian catalogs load together");
    let mut ids = BTreeSet::new();
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    let mut cases: Vec<BotCase> = vec![
        ("oligarchs", &[], 3, 11),
        ("oligarchs", &[("variant", "adv")], 4, 7),
        ("capitals", &[], 2, 5),
        ("capitals", &[("size", "12")], 2, 9),
    ];
    // Every other game of the registry with its defaults, so a game added later is checked too.
    for game in korona_games::registry() {
        let info = game.info();
        if !cases.iter().any(|c| c.0 == info.id) {
            cases.push((info.id, &[], info.max_seats.min(3), 3));
        }
    }
    for (id, options, seats, seed) in cases {
        let game = korona_games::find(id).unwrap();
        let seen = bot_match(game, options, seats, seed);
        assert!(!seen.outcomes.is_empty(), "{id} seed {seed} did not finish");
        for words in [&english, &hungarian] {
            for e in &seen.events {
                words
                    .check(&e.message)
                    .unwrap_or_else(|err| panic!("{id}: event {}: {err}", e.message));
                ids.insert(e.id().to_string());
            }
            for r in &seen.refusals {
                words
                    .check_refusal(r)
                    .unwrap_or_else(|err| panic!("{id}: refusal {r}: {err}"));
                ids.insert(r.id().to_string());
            }
            for o in &seen.outcomes {
                words.check(o).unwrap();
            }
        }
        *count.entry(id).or_default() += seen.events.len() + seen.refusals.len();
    }
    assert!(
        ids.len() > 30,
        "only {} different messages were seen",
        ids.len()
    );
    assert!(count.values().all(|&n| n > 50), "{count:?}");
}

#[test]
fn english_reads_exactly_as_before() {
    let words = english();
    let r = Refusal::at(
        "Atlantis",
        msg!("oligarchs-not-a-county", word = "Atlantis"),
    )
    .accepting(["Abaúj", "Bars"]);
    assert_eq!(
        words.refusal(&r),
        "`Atlantis`: `Atlantis` is not a county. Accepted: Abaúj, Bars"
    );
    let r = Refusal::new(msg!("capitals-not-your-turn", mover = 1, player = 0));
    assert_eq!(words.refusal(&r), "it is player 1's turn, not player 0's");
    let e = Event::public(msg!(
        "oligarchs-moves",
        who = "seat 0",
        moving = "2I1C",
        lord = "yes",
        county = "Hont"
    ));
    assert_eq!(words.event(&e), "seat 0 moves 2I1C and the lord to Hont");
    let e = Event::public(msg!(
        "oligarchs-attacks",
        who = "seat 1",
        county = "Bars",
        defender = "the Crown",
        moving = "3C",
        lord = "no"
    ));
    assert_eq!(words.event(&e), "seat 1 attacks Bars (the Crown) with 3C");
    let reason = msg!(
        "oligarchs-reason-final-count",
        castles = 4,
        counties = 11,
        cavalry = 3,
        garas = 20
    );
    assert_eq!(
        words.render(&msg!("oligarchs-game-ends", reason = reason)),
        "the game ends: the final year ends: 4 castles, 11 counties, 3 cavalry, 20 garas"
    );
    let e = Event::public(msg!(
        "capitals-wins",
        player = 0,
        reason = msg!("capitals-reason-board-full", high = 6, low = 3)
    ));
    assert_eq!(
        words.event(&e),
        "Player 0 wins: board full: 6 to 3 squares."
    );
    assert_eq!(
        words.refusal(&Refusal::new(msg!(
            "service-seats-needed",
            game = "Capitals",
            min = 2,
            max = 2,
            n = 1
        ))),
        "Capitals needs 2 to 2 seats, and 1 are taken: `join` or add a `bot`"
    );
}

#[test]
fn events_stored_as_text_by_earlier_versions_still_show() {
    let words = english();
    let old: Vec<Event> = serde_json::from_str(
        r#"[{"audience":"Public","text":"seat 1 becomes nádor"},{"audience":{"Seat":0},"text":"your sealed bid: 5"}]"#,
    )
    .unwrap();
    let shown: Vec<String> = old.iter().map(|e| words.event(e)).collect();
    assert_eq!(shown, ["seat 1 becomes nádor", "your sealed bid: 5"]);
    assert!(!old[1].visible_to(korona_engine::Viewer::Spectator));
}

#[test]
fn two_games_may_not_define_one_id() {
    let game = korona_games::registry()[0].messages();
    let err = Catalog::english(&[game, game]).unwrap_err();
    assert!(
        matches!(err, korona_engine::CatalogError::Duplicate(_)),
        "{err}"
    );
}

// R-AFTER-3 R-DUEL-1: when both armies fall the report says what the lords decide, not "Neither
// wins"; the lone lord's event names him and the county.
#[test]
fn a_mutual_wipe_reads_as_what_happened() {
    let words = english();
    let battle = |winner: &str| {
        words.event(&Event::public(msg!(
            "oligarchs-battle",
            name = "Hont",
            kind = "Open",
            who = "Pannónia (seat 0)",
            attacker = "1I",
            them = "the Crown",
            defender = "1I",
            attacker_after = "0",
            defender_after = "0",
            winner = winner
        )))
    };
    assert!(
        battle("Attacker").ends_with("-> 0 v 0, Attacker wins"),
        "{}",
        battle("Attacker")
    );
    assert!(battle("Duel").ends_with("both armies fall and the lords duel"));
    assert!(battle("Neither").ends_with("both armies fall and neither wins"));
    let lone = words.event(&Event::public(msg!(
        "oligarchs-lone-lord-holds",
        who = "Pannónia (seat 0)",
        county = "Hont"
    )));
    assert_eq!(
        lone,
        "both armies fall in Hont; the lord of Pannónia (seat 0) survives alone, wins and holds Hont (R-AFTER-3)"
    );
}

// Oligarchs messages that count things agree in number: "1 castle", "2 castles" (Fluent plural
// selectors), not "1 castles".
#[test]
fn oligarchs_counts_agree_in_number() {
    let words = english();
    assert_eq!(
        words.render(&msg!("oligarchs-reason-castles", n = 1)),
        "holds 1 castle"
    );
    assert_eq!(
        words.render(&msg!("oligarchs-reason-castles", n = 9)),
        "holds 9 castles"
    );
    let count = |n: u32| {
        words.render(&msg!(
            "oligarchs-reason-final-count",
            castles = n,
            counties = n,
            cavalry = n,
            garas = n
        ))
    };
    assert_eq!(
        count(1),
        "the final year ends: 1 castle, 1 county, 1 cavalry, 1 garas"
    );
    assert_eq!(
        count(2),
        "the final year ends: 2 castles, 2 counties, 2 cavalry, 2 garas"
    );
    let room = |room: u32| {
        words.render(&msg!(
            "oligarchs-castle-holds-at-most-units-2",
            cap = 7,
            room = room
        ))
    };
    assert_eq!(
        room(1),
        "a castle holds at most 7 units; room for 1 more unit"
    );
    assert_eq!(
        room(0),
        "a castle holds at most 7 units; room for 0 more units"
    );
}
