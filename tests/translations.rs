//! Every message exists in every language: each Hungarian catalog has exactly the ids of its English
//! one, each with the same placeholders, so no player ever reads an id instead of words. Plurals
//! agree in both languages ("1 castle", "2 castles"; Hungarian keeps the noun singular: "2 vár").

mod support;

use korona::words;
use korona_engine::catalog::engine_messages;
use korona_engine::{msg, Catalog, Lang};

/// Every catalog korona ships, by name: (name, English, Hungarian).
fn pairs() -> Vec<(String, &'static str, &'static str)> {
    let mut out = vec![
        (
            "engine".to_string(),
            engine_messages(Lang::En),
            engine_messages(Lang::Hu),
        ),
        (
            "front-ends (crates/service/src/locales)".to_string(),
            words::front_end(Lang::En),
            words::front_end(Lang::Hu),
        ),
    ];
    for g in korona_games::registry()
        .iter()
        .chain(support::auction::registry())
    {
        out.push((g.info().id.to_string(), g.messages(), g.hungarian()));
    }
    out
}

/// What differs between two catalogs of one source: ids missing on either side, placeholders that
/// are not the same.
fn differences(name: &str, en: &str, hu: &str) -> Vec<String> {
    let en = Catalog::new("en", &[en]).unwrap_or_else(|e| panic!("{name} en: {e}"));
    let hu = Catalog::new("hu", &[hu]).unwrap_or_else(|e| panic!("{name} hu: {e}"));
    let mut problems = Vec::new();
    for id in en.ids() {
        match hu.variables(id) {
            None => problems.push(format!("{name}: `{id}` has no Hungarian")),
            Some(vars) if vars != en.variables(id).unwrap() => problems.push(format!(
                "{name}: `{id}` shows {vars:?} in Hungarian but {:?} in English",
                en.variables(id).unwrap()
            )),
            Some(_) => {}
        }
    }
    for id in hu.ids() {
        if !en.has(id) {
            problems.push(format!("{name}: `{id}` is only in Hungarian"));
        }
    }
    problems
}

#[test]
fn every_message_has_hungarian_with_the_same_placeholders() {
    let mut problems = Vec::new();
    for (name, en, hu) in pairs() {
        problems.extend(differences(&name, en, hu));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_fails_on_a_missing_id_or_placeholder() {
    let en = "a-one = one { $n }\na-two = two";
    assert!(differences("t", en, "a-one = egy { $n }\na-two = kettő").is_empty());
    assert_eq!(
        differences("t", en, "a-one = egy"),
        [
            "t: `a-one` shows {} in Hungarian but {\"n\"} in English",
            "t: `a-two` has no Hungarian"
        ]
    );
    assert_eq!(
        differences(
            "t",
            en,
            "a-one = egy { $n }\na-two = kettő\na-three = három"
        ),
        ["t: `a-three` is only in Hungarian"]
    );
}

#[test]
fn hungarian_is_translated_not_copied() {
    // Short messages may read the same (`{ $text }`, a name); most must not.
    for (name, en, hu) in pairs() {
        let en_c = Catalog::new("en", &[en]).unwrap();
        let hu_c = Catalog::new("hu", &[hu]).unwrap();
        let ids = en_c.ids();
        let same: Vec<&str> = ids
            .iter()
            .copied()
            .filter(|id| {
                let line = |src: &str| {
                    src.lines()
                        .find(|l| l.starts_with(&format!("{id} =")))
                        .map(str::to_string)
                };
                line(en).is_some()
                    && line(en) == line(hu)
                    && line(en).unwrap().len() > id.len() + 20
            })
            .collect();
        assert!(
            same.len() * 10 <= ids.len(),
            "{name}: {} of {} messages are still English: {same:?}",
            same.len(),
            ids.len()
        );
        assert!(hu_c.ids().len() == ids.len());
    }
}

#[test]
fn both_languages_load_for_the_shipped_games() {
    for lang in Lang::ALL {
        let c = words::try_catalog(korona_games::registry, lang).unwrap();
        assert_eq!(c.lang(), lang);
    }
}

// Plural forms: English "1 castle" / "2 castles"; Hungarian keeps the noun singular after a
// numeral ("1 vár", "2 vár") and its own word order.
#[test]
fn plurals_read_right_in_both_languages() {
    let en = words::try_catalog(korona_games::registry, Lang::En).unwrap();
    let hu = words::try_catalog(korona_games::registry, Lang::Hu).unwrap();
    let castles = |c: &Catalog, n: i64| c.check(&msg!("oligarchs-reason-castles", n = n)).unwrap();
    assert_eq!(castles(&en, 1), "holds 1 castle");
    assert_eq!(castles(&en, 2), "holds 2 castles");
    assert_eq!(castles(&hu, 1), "1 vára van");
    assert_eq!(castles(&hu, 2), "2 vára van");
    let days = |c: &Catalog, n: i64| c.check(&msg!("service-days", n = n)).unwrap();
    assert_eq!(days(&en, 1), "1 day");
    assert_eq!(days(&en, 3), "3 days");
    assert_eq!(days(&hu, 1), "1 nap");
    assert_eq!(days(&hu, 3), "3 nap");
    let players = |c: &Catalog, n: i64| c.check(&msg!("service-players-exactly", n = n)).unwrap();
    assert_eq!(players(&en, 2), "2 players");
    assert_eq!(players(&hu, 2), "2 játékos");
    let lost = |c: &Catalog, n: i64| {
        c.check(&msg!(
            "kingdoms-units-lost",
            player = 1,
            count = n,
            area = "B2"
        ))
        .unwrap()
    };
    assert_eq!(lost(&en, 1), "Player 1 loses 1 unit at B2.");
    assert_eq!(lost(&en, 2), "Player 1 loses 2 units at B2.");
}

#[test]
fn oligarchs_counties_and_offices_stay_hungarian_in_both() {
    let en = words::try_catalog(korona_games::registry, Lang::En).unwrap();
    let hu = words::try_catalog(korona_games::registry, Lang::Hu).unwrap();
    let m = msg!(
        "oligarchs-moves",
        who = "Pannónia",
        moving = "2I",
        lord = "no",
        county = "Abaúj"
    );
    assert!(en.check(&m).unwrap().contains("Abaúj"));
    assert!(hu.check(&m).unwrap().contains("Abaúj"));
}

/// Nouns an English message counts: after a bare number placeholder they need a plural selector.
const COUNTED: &[&str] = &[
    "area", "castle", "county", "day", "hour", "match", "minute", "order", "phase", "piece",
    "player", "point", "round", "seat", "step", "turn", "unit",
];

/// Messages whose count is never 1, and why.
const NEVER_ONE: &[&str] = &[
    // A game's largest table: every game seats at least two.
    "service-seats-needed",
    "service-match-is-full-seats",
    "service-players-range",
    "service-match-begins",
    "fiefs-seats",
    // Limits the rules fix above one.
    "oligarchs-castle-holds-at-most-units",
    "oligarchs-castle-holds-at-most-units-2",
    "oligarchs-odds-side-too-big",
    "oligarchs-queue-is-full",
    "kingdoms-odds-side-too-big",
    // Castles to win: at least four on every kingdoms map (R-KIN-MAP-4).
    "kingdoms-reason-castles",
    "kingdoms-scene-round",
];

// An English message that counts must say "1 castle", not "1 castles": a number placeholder right
// before a counted noun's plural is only allowed inside a variant that is never `one`.
#[test]
fn english_counts_choose_singular_or_plural() {
    let mut bare = Vec::new();
    for (name, en, _) in pairs() {
        for line in en.lines() {
            let variant = line.trim_start().starts_with("*[other]")
                || line.trim_start().starts_with("[other]");
            if variant {
                continue;
            }
            if NEVER_ONE
                .iter()
                .any(|id| line.starts_with(&format!("{id} = ")))
            {
                continue;
            }
            for (at, _) in line.match_indices("{ $") {
                let rest = &line[at + 3..];
                let name_len = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                let Some(after) = rest[name_len..].strip_prefix(" } ") else {
                    continue;
                };
                let word: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_alphabetic())
                    .collect();
                let singular = word
                    .strip_suffix("ies")
                    .map(|w| format!("{w}y"))
                    .or_else(|| {
                        word.strip_suffix("es")
                            .filter(|w| w.ends_with("ch"))
                            .map(str::to_string)
                    })
                    .or_else(|| word.strip_suffix('s').map(str::to_string));
                if singular.is_some_and(|s| COUNTED.contains(&s.as_str())) {
                    bare.push(format!("{name}: {line}"));
                }
            }
        }
    }
    assert!(
        bare.is_empty(),
        "plural nouns after a bare count:\n{}",
        bare.join("\n")
    );
}
