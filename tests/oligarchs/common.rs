//! Helpers for the oligarchs rule tests: build positions by hand and feed orders as text.
#![allow(dead_code)]

use korona_engine::{Applied, Ctx, Dice, Input, MatchSeed, Refusal, Ruleset, Seat};
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::map::CountyId;
use korona_games::oligarchs::state::{Faction, Holding, LordAt, Phase, State};
use korona_games::oligarchs::Oligarchs;

pub fn options(variant: &str) -> korona_games::oligarchs::state::Options {
    Oligarchs
        .options(&[("variant".into(), variant.into())])
        .unwrap()
}

/// A fresh game as set up by the rules, every lord in the default starting placement, the field
/// garrisons (2-3 players) placed by default, 1301 begun.
pub fn game(variant: &str, seats: u8, seed: u64) -> State {
    let placing = Oligarchs
        .setup(
            &options(variant),
            seats,
            &mut Dice::for_entry(&MatchSeed::from_number(seed), 0),
        )
        .unwrap();
    let mut ctx = Ctx {
        now_ms: 0,
        dice: Dice::for_entry(&MatchSeed::from_number(seed), 1),
    };
    let mut s = Oligarchs
        .apply(&placing, &Input::Deadline, &mut ctx)
        .unwrap()
        .state;
    while matches!(s.phase, Phase::Garrison { .. }) {
        s = Oligarchs
            .apply(&s, &Input::Deadline, &mut ctx)
            .unwrap()
            .state;
    }
    s
}

/// An empty board in the movement phase of 1302, seat 0 to move, every lord off the board and every
/// treasury empty, so a test can place exactly what it needs.
pub fn blank(variant: &str, seats: u8) -> State {
    let mut s = game(variant, seats, 1);
    for h in &mut s.counties {
        *h = Holding::default();
    }
    s.year = 1302;
    s.start = 0;
    s.card = None;
    s.deck.clear();
    s.phase = Phase::Move { turn: 0 };
    for p in &mut s.players {
        p.lord = LordAt::Captive { dies: 2000 };
        p.steps = 6;
        p.passed = false;
        p.treasury = 0;
    }
    s
}

pub fn id(s: &State, name: &str) -> CountyId {
    s.map()
        .find(name)
        .unwrap_or_else(|_| panic!("no county {name}"))
}

pub fn put(s: &mut State, name: &str, f: Faction, army: &str) {
    let c = id(s, name);
    s.counties[c].controller = Some(f);
    s.counties[c].units = if army == "0" {
        Army::default()
    } else {
        Army::parse(army).unwrap()
    };
}

pub fn lord(s: &mut State, seat: u8, name: &str) {
    let c = id(s, name);
    s.players[seat as usize].lord = LordAt::County(c);
}

pub fn p(seat: u8) -> Faction {
    Faction::Player(seat)
}

pub fn units(s: &State, name: &str) -> Army {
    s.counties[id(s, name)].units
}

pub fn apply_input(
    s: &State,
    input: Input<korona_games::oligarchs::orders::Action>,
    seed: u64,
) -> Result<Applied<State>, Refusal> {
    let mut ctx = Ctx {
        now_ms: 0,
        dice: Dice::for_entry(&MatchSeed::from_number(seed), 7),
    };
    Oligarchs.apply(s, &input, &mut ctx)
}

/// Parses `text` for `seat` and applies it.
pub fn order(s: &State, seat: u8, text: &str) -> Result<State, Refusal> {
    let action = Oligarchs.parse(s, Seat(seat), text)?;
    apply_input(
        s,
        Input::Order {
            seat: Seat(seat),
            action,
        },
        3,
    )
    .map(|a| a.state)
}

/// Options from a variant name; `adv+trad` is ADV with the traditional turn order.
pub fn options_named(variant: &str) -> korona_games::oligarchs::state::Options {
    let (v, trad) = match variant.split_once('+') {
        Some((v, _)) => (v, "on"),
        None => (variant, "off"),
    };
    Oligarchs
        .options(&[
            ("variant".into(), v.into()),
            ("traditional".into(), trad.into()),
        ])
        .unwrap()
}

/// A whole game of medium bots through the ruleset alone, played by the shared self-play driver
/// exactly as the service would (and as `korona demo` does with the same seed).
pub struct BotMatch {
    pub start: State,
    /// Every input with the state it produced.
    pub steps: Vec<(Input<korona_games::oligarchs::orders::Action>, State)>,
}

impl BotMatch {
    pub fn play(variant: &str, seats: u8, seed: u64) -> BotMatch {
        use korona_engine::selfplay::{SelfPlay, Table};
        use korona_engine::BotLevel;
        let game = korona_games::find("oligarchs").expect("oligarchs is registered");
        let options = serde_json::to_value(options_named(variant)).unwrap();
        let seed = MatchSeed::from_number(seed);
        let typed = |s: &korona_engine::DynState| s.downcast::<State>().unwrap().clone();
        let start = typed(Table::setup(game, &options, seats, seed).unwrap().state());
        let mut steps = Vec::new();
        let played = SelfPlay::new(game, &vec![BotLevel::Medium; seats as usize], seed)
            .options_json(options)
            .play_with(|step| {
                assert!(
                    !step.fallback,
                    "entry {}: a bot order was refused; the fallback `{}` was played\n{}",
                    step.entry.seq,
                    step.entry.text,
                    game.describe(step.table.state(), korona_engine::Viewer::Spectator)
                );
                let input = serde_json::from_value(step.entry.json()).unwrap();
                steps.push((input, typed(step.table.state())));
                std::ops::ControlFlow::Continue(())
            })
            .unwrap_or_else(|e| panic!("the bot game does not finish: {e}"));
        assert!(played.outcome.is_some());
        BotMatch { start, steps }
    }

    pub fn last(&self) -> &State {
        self.steps.last().map(|(_, s)| s).unwrap_or(&self.start)
    }

    /// Every state from setup to the end.
    pub fn states(&self) -> impl Iterator<Item = &State> {
        std::iter::once(&self.start).chain(self.steps.iter().map(|(_, s)| s))
    }
}
