//! Properties over many positions: the parser never panics, every listed order is accepted, a refused
//! order changes nothing, states survive the JSON round trip, setup repeats per seed.

use korona_engine::{BotLevel, Budget, Dice, Input, MatchSeed, Seat};
use korona_games::capitals::rules::legal_actions;
use korona_games::capitals::{Action, Capitals, Options, Sq, State};
use proptest::prelude::*;

fn start(seed: u64, size: u8) -> State {
    let options = Options {
        size,
        ..Options::default()
    };
    Capitals::new_state(
        &options,
        &mut Dice::for_entry(&MatchSeed::from_number(seed), 0),
    )
}

fn order(state: &State, action: Action) -> Result<State, korona_engine::Refusal> {
    Capitals::step(
        state,
        &Input::Order {
            seat: Seat(state.to_move),
            action,
        },
        0,
    )
    .map(|a| a.state)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    // R-CAP-70 R-CAP-71: any text at all is parsed or refused, never a panic; a refusal names a word
    // of the input or lists what is accepted.
    #[test]
    fn parse_never_panics(text in "\\PC{0,30}", words in "(expand|move|attack|end|wall|dig|[a-zA-Z]{1,3}[0-9]{0,3}| |,){0,6}") {
        let s = start(1, 10);
        for t in [&text, &words] {
            match Action::parse(t, 10) {
                Ok(a) => prop_assert_eq!(Action::parse(&a.text(), 10).unwrap(), a),
                Err(r) => prop_assert!(r.token.is_some() || !r.accepted.is_empty()),
            }
            let _ = korona_engine::Ruleset::parse(&Capitals, &s, Seat(0), t);
        }
    }

    // R-CAP-70: every square of both sizes round-trips through its name, in any case.
    #[test]
    fn squares_round_trip(col in 0u8..12, row in 0u8..12) {
        let q = Sq::new(col, row);
        prop_assert_eq!(Sq::parse(&q.to_string(), 12), Some(q));
        prop_assert_eq!(Sq::parse(&q.to_string().to_lowercase(), 12), Some(q));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    // R-CAP-72 R-CAP-73 R-CAP-82: along random games, every legal order is accepted, random other orders are
    // refused without touching the state, and the state survives JSON.
    #[test]
    fn legal_orders_apply_and_refusals_change_nothing(seed in 0u64..10_000, size in prop::sample::select(vec![10u8, 12])) {
        let mut s = start(seed, size);
        let mut dice = Dice::for_entry(&MatchSeed::from_number(seed), 1);
        let mut steps = 0;
        while !s.over() && steps < 150 {
            let legal = legal_actions(&s, s.to_move);
            for a in &legal {
                prop_assert!(order(&s, *a).is_ok(), "{} refused", a.text());
            }
            for _ in 0..5 {
                let q = |d: &mut Dice| Sq::new(d.below(size as u32) as u8, d.below(size as u32) as u8);
                let candidate = match dice.below(6) {
                    0 => Action::Expand(q(&mut dice)),
                    1 => Action::Attack(q(&mut dice), q(&mut dice)),
                    2 => Action::Wall(q(&mut dice)),
                    3 => Action::Climb(q(&mut dice), q(&mut dice)),
                    4 => Action::Dig(q(&mut dice)),
                    _ => Action::Move(q(&mut dice), q(&mut dice)),
                };
                if !legal.contains(&candidate) {
                    let before = s.clone();
                    prop_assert!(order(&s, candidate).is_err());
                    prop_assert_eq!(&s, &before);
                }
            }
            let json = serde_json::to_value(&s).unwrap();
            let back: State = serde_json::from_value(json).unwrap();
            prop_assert_eq!(&back, &s);
            // R-CAP-82: the last turn's squares are stored but left out of the hash, so the hash of
            // a state is the one it had before they were kept.
            let mut unmarked = s.clone();
            unmarked.last_turn.clear();
            prop_assert_eq!(
                korona_engine::erased::hashed_json(
                    &s,
                    korona_engine::Ruleset::hash_leaves_out(&Capitals)
                ),
                serde_json::to_value(&unmarked).unwrap().to_string().into_bytes()
            );
            let a = legal[dice.pick(legal.len())];
            s = order(&s, a).unwrap();
            steps += 1;
        }
    }
}

// R-CAP-5: the erased game repeats setup per seed, hashes equal, and is in the registry.
#[test]
fn registry_setup_repeats_and_round_trips() {
    let game = korona_games::find(" Capitals ").expect("registered");
    let options = game.options(&[]).unwrap();
    let setup = |n| {
        game.setup(
            &options,
            2,
            &mut Dice::for_entry(&MatchSeed::from_number(n), 0),
        )
        .unwrap()
    };
    let (a, b, c) = (setup(3), setup(3), setup(4));
    assert_eq!(game.state_hash(&a), game.state_hash(&b));
    assert_ne!(game.state_hash(&a), game.state_hash(&c));
    let back = game.state_from_json(&game.state_to_json(&a)).unwrap();
    assert_eq!(game.state_hash(&back), game.state_hash(&a));
    let seat = Seat(0);
    let action = game.parse(&a, seat, "expand D2").unwrap();
    assert_eq!(game.format(&a, &action), "expand D2");
    let bot = game.bot(
        &a,
        seat,
        BotLevel::Hard,
        &mut Dice::for_bot(&MatchSeed::from_number(3), 1, 0),
        Budget::nodes(2000),
    );
    assert!(game
        .legal(&a, seat)
        .iter()
        .any(|c| c.text == game.format(&a, &bot)));
}

// R-CAP-90: a whole bot match repeats exactly from its seed, and the ladder counts every game.
#[test]
fn seeded_bot_match_repeats_and_ladder_counts() {
    use korona_engine::selfplay::{ladder, SelfPlay};
    let game = korona_games::find("capitals").expect("registered");
    let levels = [BotLevel::Medium, BotLevel::Easy];
    let play = |seed| {
        SelfPlay::new(game, &levels, MatchSeed::from_number(seed))
            .play()
            .expect("the bots finish")
    };
    let (a, b, c) = (play(5), play(5), play(6));
    assert!(a.outcome.is_some());
    assert!(a.fallbacks.is_empty(), "bots only give legal orders");
    assert_eq!(a.entries, b.entries);
    assert_eq!(game.state_hash(&a.state), game.state_hash(&b.state));
    assert_ne!(a.entries, c.entries, "another seed, another match");
    let options = game.options(&[]).unwrap();
    let score = ladder(game, &options, 2, 2, BotLevel::Medium, BotLevel::Easy).unwrap();
    assert_eq!(score.wins + score.losses + score.draws, 2);
}
