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
            "front-ends (src/locales)".to_string(),
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
