//! The text order language: parse, format, refusals; the erased registry entry.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{Input, Ruleset, Seat};
use korona_games::oligarchs::orders::Action;
use korona_games::oligarchs::Oligarchs;

// parse(format(a)) == a for every kind of order, with county names in any spelling.
#[test]
fn orders_round_trip() {
    let mut s = blank("adv", 2);
    put(&mut s, "Kőrös", p(0), "2c3i");
    lord(&mut s, 0, "Kőrös");
    for text in [
        "move zagrab KOROS 1c2i lord",
        "move Zágráb kőrös all lord",
        "recruit koros 1c2i",
        "recruit none",
        "pass",
        "bid 7",
        "casualties i,a,c",
        "casualties default",
        "lordarm C",
        "lordarm auto",
        "reroll never",
        "reroll auto",
        "retreat 50%",
        "retreat never",
        "queue move zagrab koros 1c",
        "queue clear",
        "give 1 5",
        "sell nador",
        "offer 7",
        "lead last",
        "extrastep gather",
        "extrastep none",
        "extrastep ask",
        "spare zagrab koros",
        "spare none",
        "garrison szatmar a",
        "veto on",
        "losses a,i,c",
        "losses default",
        "veto off",
        "oath refuse",
        "vassals accept",
    ] {
        let a = Oligarchs
            .parse(&s, Seat(0), text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        let f = Oligarchs.format(&s, &a);
        assert_eq!(
            Oligarchs.parse(&s, Seat(0), &f).unwrap(),
            a,
            "{text} -> {f}"
        );
    }
    assert_eq!(
        Oligarchs.format(
            &s,
            &Oligarchs
                .parse(&s, Seat(0), "move zagr koros all lord")
                .unwrap()
        ),
        "move Zágráb Kőrös 2C3I lord"
    );
}

// Refusals name the bad word and list the alternatives.
#[test]
fn refusals_name_the_word_and_the_alternatives() {
    let s = blank("adv", 2);
    let e = Oligarchs.parse(&s, Seat(0), "jump x").unwrap_err();
    assert_eq!(e.token.as_deref(), Some("jump"));
    assert!(e.accepted.contains(&"move".to_string()));
    let e = Oligarchs.parse(&s, Seat(0), "move cs bars 1i").unwrap_err();
    assert_eq!(e.token.as_deref(), Some("cs"));
    assert!(
        e.accepted.contains(&"Csík".to_string()) && e.accepted.contains(&"Csongrád".to_string())
    );
    let e = Oligarchs.parse(&s, Seat(0), "move hont bars").unwrap_err();
    assert!(e.accepted.contains(&"all".to_string()));
    let e = Oligarchs.parse(&s, Seat(0), "lordarm x").unwrap_err();
    assert_eq!(e.accepted, vec!["C", "I", "A", "auto"]);
}

// R-BATTLE-13: standing orders may be set at any time, by any seat, without using a turn.
#[test]
fn standing_orders_any_time() {
    let s = blank("basic", 2);
    let a = apply_input(
        &s,
        Input::Order {
            seat: Seat(1),
            action: Action::Casualties(Some([
                korona_games::oligarchs::army::Arm::I,
                korona_games::oligarchs::army::Arm::A,
                korona_games::oligarchs::army::Arm::C,
            ])),
        },
        1,
    )
    .unwrap();
    assert_eq!(a.state.phase, s.phase);
    assert!(a.state.players[1].standing.casualties.is_some());
}

// Not your turn: refused, state untouched.
#[test]
fn out_of_turn_orders_are_refused() {
    let mut s = blank("basic", 2);
    put(&mut s, "Abaúj", p(1), "1i");
    let e = order(&s, 1, "move saros abauj 1i").unwrap_err();
    assert!(e.id() == "oligarchs-not-your-turn");
}

// The registry lists oligarchs first (the default game) and the erased game round-trips states.
#[test]
fn registry_default_game() {
    let g = korona_games::registry()[0];
    assert_eq!(g.info().id, "oligarchs");
    let opts = g.options(&[("variant".into(), "adv".into())]).unwrap();
    let mut dice = korona_engine::Dice::for_entry(&korona_engine::MatchSeed::from_number(1), 0);
    let st = g.setup(&opts, 4, &mut dice).unwrap();
    let json = g.state_to_json(&st);
    let back = g.state_from_json(&json).unwrap();
    assert_eq!(g.state_hash(&st), g.state_hash(&back));
    assert!(g.options(&[("variant".into(), "huge".into())]).is_err());
}

// R-NEUTRAL-6: a resigning player's troops stand neutral and the turn moves on.
#[test]
fn resign_hands_the_turn_on() {
    let mut s = blank("basic", 3);
    for (seat, c) in [(0u8, "Nyitra"), (1, "Abaúj"), (2, "Fehér")] {
        put(&mut s, c, p(seat), "1i");
        lord(&mut s, seat, c);
    }
    let s2 = apply_input(&s, Input::Resign { seat: Seat(0) }, 1)
        .unwrap()
        .state;
    assert!(s2.players[0].out);
    assert_eq!(
        s2.phase,
        korona_games::oligarchs::state::Phase::Move { turn: 1 }
    );
    assert!(Oligarchs
        .legal(&s2, Seat(1))
        .iter()
        .any(|c| c.text == "pass"));
}

// Section 25: the battle standing orders are always offered as settings (the `/settings` menu, and
// autocomplete once typed), each accepted as it is written, apart from the turn's orders; the one in
// force is marked `(now)`; `retreat` only where ADV retreat is played.
#[test]
fn standing_battle_orders_are_always_settings() {
    for (variant, retreat) in [("basic", false), ("adv", true)] {
        let s = game(variant, 3, 2);
        let not_on_turn = (0..3u8)
            .find(|&seat| {
                Oligarchs
                    .awaiting(&s)
                    .waits
                    .iter()
                    .all(|w| w.seat != Seat(seat))
            })
            .expect("someone waits");
        let settings = Oligarchs.settings(&s, Seat(not_on_turn));
        let turn: Vec<String> = Oligarchs
            .legal(&s, Seat(not_on_turn))
            .into_iter()
            .map(|c| c.text)
            .collect();
        assert!(
            turn.iter().all(|t| !t.starts_with("casualties")),
            "{variant}: settings in the turn's menu {turn:?}"
        );
        let now: Vec<&str> = settings
            .iter()
            .filter(|c| c.label.ends_with("(now)"))
            .map(|c| c.text.as_str())
            .collect();
        // Exactly one setting of each kind is in force, and a new lord holds the defaults.
        let kinds: std::collections::BTreeSet<&str> =
            now.iter().map(|t| t.split(' ').next().unwrap()).collect();
        assert_eq!(kinds.len(), now.len(), "{variant}: {now:?}");
        assert_eq!(now.len(), if retreat { 9 } else { 8 }, "{variant}: {now:?}");
        assert!(
            now.contains(&"casualties default") && now.contains(&"lordarm auto"),
            "{variant}: {now:?}"
        );
        // In Hungarian the mark is Hungarian; the order texts stay as they are typed.
        let hu =
            korona::words::try_catalog(korona_games::registry, korona_engine::Lang::Hu).unwrap();
        for c in &settings {
            let worded = c.clone().worded(|m| hu.render(m));
            assert_eq!(worded.text, c.text);
            if now.contains(&c.text.as_str()) {
                assert_eq!(worded.label, format!("{} (most érvényes)", c.text));
            } else {
                assert_eq!(worded.label, c.text);
            }
        }
        let legal: Vec<String> = settings.into_iter().map(|c| c.text).collect();
        for want in [
            "casualties default",
            "casualties C,I,A",
            "lordarm C",
            "extrastep gather",
        ] {
            assert!(
                legal.iter().any(|l| l == want),
                "{variant}: {want} in {legal:?}"
            );
        }
        assert_eq!(
            legal.iter().any(|l| l.starts_with("retreat")),
            retreat,
            "{variant}: {legal:?}"
        );
        for text in &legal {
            order(&s, not_on_turn, text).unwrap_or_else(|r| panic!("`{text}`: {r}"));
        }
    }
}
