//! The victor's extra step as a decision (R-AFTER-2, section 25): the battles stop, the lord's player
//! answers with a `move` or `pass` (or the deadline passes), and phase IV goes on.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{BotLevel, Budget, Dice, Input, MatchSeed, Ruleset, Seat, WaitKind};
use korona_games::oligarchs::state::{Phase, State};
use korona_games::oligarchs::Oligarchs;

/// Seat 0's lord attacks royal Hont from Bars with 5 cavalry and wins; seat 0 also holds 2 infantry
/// in Nógrád and 1 cavalry in Bars. Returns the state stopped for his extra step.
fn asked() -> State {
    for seed in 0..50 {
        let mut s = blank("basic", 2);
        put(&mut s, "Bars", p(0), "6c");
        lord(&mut s, 0, "Bars");
        put(&mut s, "Nógrád", p(0), "2i");
        put(
            &mut s,
            "Hont",
            korona_games::oligarchs::state::Faction::Crown,
            "1i",
        );
        put(&mut s, "Fehér", p(1), "1i");
        lord(&mut s, 1, "Fehér");
        s.players[1].steps = 0;
        let s = order(&s, 0, "move Hont Bars 5c lord").unwrap();
        let s = apply_input(
            &s,
            Input::Order {
                seat: Seat(0),
                action: Oligarchs.parse(&s, Seat(0), "pass").unwrap(),
            },
            seed,
        )
        .unwrap()
        .state;
        if let Phase::ExtraStep { seat, county } = s.phase {
            assert_eq!((seat, county), (0, id(&s, "Hont")));
            return s;
        }
    }
    panic!("the lord never won in 50 seeds");
}

// R-AFTER-2: a won lord battle stops phase IV for the victor's step; only he is awaited.
#[test]
fn r_after_2_the_victor_is_asked_and_only_he_may_answer() {
    let s = asked();
    let waits = Oligarchs.awaiting(&s).waits;
    assert_eq!(waits.len(), 1);
    assert_eq!((waits[0].seat, waits[0].kind), (Seat(0), WaitKind::Turn));
    assert!(order(&s, 1, "pass").is_err(), "seat 1 is not asked");
    assert!(Oligarchs
        .describe(&s, korona_engine::Viewer::Spectator)
        .contains("extra step"));
}

// R-AFTER-2: units from another county come to the lord; the battles then go on to the year's end.
#[test]
fn r_after_2_units_join_the_lord() {
    let s = asked();
    let before = units(&s, "Hont");
    let s = order(&s, 0, "move Hont Nógrád 2i").unwrap();
    assert_eq!(units(&s, "Hont").i, before.i + 2);
    assert!(units(&s, "Nógrád").is_empty());
    assert!(!matches!(s.phase, Phase::ExtraStep { .. }));
    assert!(s.year > 1302 || matches!(s.phase, Phase::Election { .. }));
}

// R-AFTER-2: or the lord alone goes to another county holding own units, within 4 MP.
#[test]
fn r_after_2_the_lord_goes_to_his_troops() {
    let s = asked();
    let s = order(&s, 0, "move Nógrád Hont lord").unwrap();
    assert_eq!(s.lord_county(0), Some(id(&s, "Nógrád")));
}

// R-AFTER-2: refused steps name the fault, and leave the match where it was.
#[test]
fn r_after_2_illegal_extra_steps_are_refused() {
    let s = asked();
    for (bad, word) in [
        ("move Hont Nógrád 3i", "Nógrád"),     // more than is there
        ("move Pozsony Hont lord", "Pozsony"), // no own units there
        ("move Nógrád Bars 1c", "Nógrád"),     // units must come to the lord
        ("move Hont Bars 1c lord", "lord"),    // the lord is not in Bars
    ] {
        let r = order(&s, 0, bad).expect_err(bad);
        assert!(
            r.to_string().contains(word),
            "`{bad}` refused without naming {word}: {r}"
        );
    }
    assert!(matches!(s.phase, Phase::ExtraStep { .. }));
}

// Section 25: `pass`, or the deadline, takes no extra step.
#[test]
fn r_after_2_pass_or_deadline_takes_no_step() {
    let s = asked();
    let passed = order(&s, 0, "pass").unwrap();
    let timed_out = apply_input(&s, Input::Deadline, 3).unwrap().state;
    for t in [passed, timed_out] {
        assert_eq!(units(&t, "Nógrád").i, 2);
        assert_eq!(t.lord_county(0), Some(id(&t, "Hont")));
        assert!(!matches!(t.phase, Phase::ExtraStep { .. }));
    }
}

// R-AFTER-2: answering `extrastep gather` while asked gathers at once and becomes the standing order.
#[test]
fn r_after_2_gather_answers_and_stands() {
    let s = asked();
    let t = order(&s, 0, "extrastep gather").unwrap();
    assert_eq!(units(&t, "Nógrád").i, 0);
    assert_eq!(units(&t, "Hont").i, 2);
    assert!(!matches!(t.phase, Phase::ExtraStep { .. }));
    assert_eq!(
        t.players[0].standing.extra_step,
        korona_games::oligarchs::extra_step::Policy::Gather
    );
}

// The legal list offers pass and the real choices; the bot's answer is one of the legal orders.
#[test]
fn r_after_2_legal_orders_and_the_bot() {
    let s = asked();
    let legal: Vec<String> = Oligarchs
        .legal(&s, Seat(0))
        .into_iter()
        .map(|c| c.text)
        .collect();
    assert!(legal.contains(&"pass".to_string()), "{legal:?}");
    assert!(
        legal
            .iter()
            .any(|l| l.contains("Nógrád") && l.to_lowercase().contains("2i")),
        "{legal:?}"
    );
    for text in &legal {
        assert!(order(&s, 0, text).is_ok(), "legal `{text}` refused");
    }
    let mut dice = Dice::for_entry(&MatchSeed::from_number(5), 0);
    let action = Oligarchs.bot(
        &s,
        Seat(0),
        BotLevel::Medium,
        &mut dice,
        Budget::nodes(1000),
    );
    let text = Oligarchs.format(&s, &action);
    assert!(order(&s, 0, &text).is_ok(), "bot's `{text}` refused");
}

// The map shows the extra step like any other step: an arrow from where the units came from.
#[test]
fn r_after_2_the_extra_step_is_traced_for_the_map() {
    let s = asked();
    let (nograd, hont) = (id(&s, "Nógrád"), id(&s, "Hont"));
    let t = order(&s, 0, "move Hont Nógrád 2i").unwrap();
    assert!(t
        .trace
        .moves
        .iter()
        .any(|m| m.seat == 0 && m.from == nograd && m.to == hont && m.army.i == 2));
}
