//! Fiefs: noble houses on a hex map claim fiefs, build outposts and villages, keep their armies
//! supplied and besiege each other's holdings; first to a population, tax or army target wins.
//! The rules are specified in `docs/rules/fiefs.md`; rule IDs in comments point there.

pub mod bot;
pub mod invariants;
pub mod map;
pub mod options;
pub mod orders;
pub mod pieces;
pub mod rules;
pub mod scene;
pub mod seating;
pub mod state;
pub mod view;
pub mod words;

pub use map::Hx;
pub use options::{MapChoice, Options};
pub use orders::Action;
pub use state::State;

use korona_engine::waiting::Deadline;
use korona_engine::{
    msg, Applied, Awaiting, BotLevel, Budget, Chosen, Ctx, Dice, Event, GameInfo, Input, OptionSet,
    Outcome, Refusal, Ruleset, Scene, Seat, Viewer, Wait, WaitKind,
};

/// The ruleset (a unit struct so the registry can hold a `'static` reference).
#[derive(Clone, Copy, Debug, Default)]
pub struct Fiefs;

impl Fiefs {
    /// The match's map (R-FIEF-MAP-6): generated from one draw of the setup dice, or hand-made.
    pub fn new_map(options: &Options, seats: u8, dice: &mut Dice) -> map::Map {
        match options.map {
            MapChoice::Generated => {
                map::generate::generate(seats as usize, dice.below(u32::MAX) as u64)
            }
            MapChoice::Crossing => map::crossing(),
        }
    }

    /// The starting position: the map, then houses and castle sites dealt by the dice
    /// (R-FIEF-SEAT-2, R-FIEF-MAP-3, R-FIEF-START-1..3).
    pub fn new_state(options: &Options, seats: u8, dice: &mut Dice) -> State {
        let board = Fiefs::new_map(options, seats, dice);
        let mut names: Vec<u8> = (0..state::HOUSE_NAMES.len() as u8).collect();
        let mut sites: Vec<Hx> = board.sites[..seats as usize].to_vec();
        // R-FIEF-VAR-1: dealt by the dice unless the host switched the deal off.
        if options.rules.deal {
            dice.shuffle(&mut names);
            dice.shuffle(&mut sites);
        }
        let deal: Vec<(u8, Hx)> = (0..seats as usize).map(|i| (names[i], sites[i])).collect();
        State::start_on(board, *options, &deal)
    }

    /// Applies one input (the typed core of [`Ruleset::apply`]).
    pub fn step(state: &State, input: &Input<Action>) -> Result<Applied<State>, Refusal> {
        if state.over() {
            return Err(Refusal::new(msg!("fiefs-match-over")));
        }
        let mut s = state.clone();
        let mut events = Vec::new();
        let mover = s.to_move;
        match input {
            Input::Resign { seat } => {
                if seat.0 >= s.seats() || s.houses[seat.0 as usize].out {
                    return Err(Refusal::at(seat.0.to_string(), msg!("fiefs-no-such-seat")));
                }
                rules::turn::resign(&mut s, seat.0, &mut events);
            }
            Input::Deadline => {
                // R-FIEF-ORD-3: the deadline ends the turn of the house to move.
                events.push(Event::public(msg!(
                    "fiefs-time-out",
                    house = s.houses[mover as usize].name(),
                    player = mover
                )));
                rules::turn::end_turn(&mut s, &mut events);
            }
            Input::Order { seat, action } => {
                if seat.0 != mover {
                    return Err(Refusal::new(msg!(
                        "fiefs-not-your-turn",
                        mover = mover,
                        player = seat.0
                    )));
                }
                if let Err(why) = rules::check(&s, mover, action) {
                    return Err(rules::refusal(&s, mover, action, why));
                }
                rules::play(&mut s, action, &mut events);
            }
            // R-FIEF-ORD-6: an action is final once made (battles roll at once).
            Input::TakeBack { .. } => return Err(Refusal::take_back_not_here()),
        }
        Ok(Applied { state: s, events })
    }
}

impl Ruleset for Fiefs {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = view::View;

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "fiefs",
            name: "Fiefs",
            min_seats: 2,
            max_seats: 6,
            words: korona_engine::Words {
                end_turn: Some("end"),
                ..korona_engine::Words::default()
            },
            summary: "fiefs-summary",
        }
    }

    fn option_set(&self) -> OptionSet {
        options::OPTIONS
    }

    fn configure(&self, chosen: &Chosen) -> Result<Options, Refusal> {
        Ok(Options::from_chosen(chosen))
    }

    fn check_invariants(&self, before: Option<&State>, after: &State) -> Result<(), String> {
        invariants::check(before, after)
    }

    fn setup(&self, options: &Options, seats: u8, dice: &mut Dice) -> Result<State, Refusal> {
        // R-FIEF-SEAT-1: 2 to 6 on a generated map, as many as the hand-made map has sites;
        // R-FIEF-SEAT-4: not the seatings measured unfair.
        seating::check(options.map, seats)?;
        Ok(Fiefs::new_state(options, seats, dice))
    }

    fn awaiting(&self, state: &State) -> Awaiting {
        if state.over() {
            return Awaiting::over();
        }
        Awaiting {
            phase: format!("round {} ({})", state.round, state.season().name()),
            waits: vec![Wait {
                seat: Seat(state.to_move),
                kind: WaitKind::Turn,
                done: false,
            }],
            deadline: Deadline::Phase,
        }
    }

    fn parse(&self, _state: &State, _seat: Seat, text: &str) -> Result<Action, Refusal> {
        Action::parse(text)
    }

    fn format(&self, _state: &State, action: &Action) -> String {
        action.text()
    }

    fn apply(
        &self,
        state: &State,
        input: &Input<Action>,
        _ctx: &mut Ctx,
    ) -> Result<Applied<State>, Refusal> {
        Fiefs::step(state, input)
    }

    fn messages(&self) -> &'static str {
        words::EN
    }

    fn hungarian(&self) -> &'static str {
        words::HU
    }

    fn guide(&self, lang: korona_engine::Lang) -> &'static str {
        match lang {
            korona_engine::Lang::En => include_str!("guide/en.md"),
            korona_engine::Lang::Hu => include_str!("guide/hu.md"),
        }
    }

    fn outcome(&self, state: &State) -> Option<Outcome> {
        state
            .finish
            .as_ref()
            .map(|f| Outcome::winner_or_draw(f.winner.map(Seat), f.reason.clone()))
    }

    fn order_kinds(&self) -> &'static [&'static str] {
        &orders::VERBS
    }

    /// A tax target of 200 besides the default: a default match is a five-round race for tax, too
    /// short for a village or a paid passage; at 200 the bots build, fight and pay (the long
    /// preset, tax 80, still ends before a village: measured 2026-11-28, 10 matches).
    fn health_variants(&self) -> &'static [&'static [(&'static str, &'static str)]] {
        &[&[], &[("tax", "200")]]
    }

    fn ended_at_limit(&self, state: &State) -> bool {
        state.finish.as_ref().is_some_and(|f| {
            matches!(
                f.reason.id.as_str(),
                "fiefs-reason-rounds" | "fiefs-reason-rounds-tie"
            )
        })
    }

    /// Fiefs has no secrets (R-FIEF-ORD-5): every viewer gets the whole position.
    fn view(&self, state: &State, _viewer: Viewer) -> view::View {
        view::View(state.clone())
    }

    fn view_text_in(&self, view: &view::View, lang: korona_engine::Lang) -> String {
        view::describe_in(&view.0, lang)
    }

    fn view_scene(&self, view: &view::View) -> Scene {
        scene::scene(&view.0)
    }

    fn phase_label(&self, state: &State) -> Option<korona_engine::Message> {
        Some(msg!(
            "fiefs-phase-round",
            round = state.round,
            season = state.season().name()
        ))
    }

    /// The units that may still act this turn, and the gold to recruit with (R-FIEF-ORD-1).
    /// Fiefs' orders take effect as they are given (rules: a turn is a run of orders, each
    /// final), so nothing is ever taken back.
    fn take_back_refused(&self, _state: &State, _seat: Seat) -> Refusal {
        Refusal::new(msg!("fiefs-undo-final"))
    }

    fn left(&self, state: &State, seat: Seat) -> Option<korona_engine::Message> {
        if state.over() || state.to_move != seat.0 {
            return None;
        }
        let units = state
            .tiles
            .iter()
            .filter_map(|t| t.unit.as_ref())
            .filter(|u| u.owner == seat.0 && !u.done)
            .count();
        let gold = state.houses[seat.index()].gold;
        Some(msg!("fiefs-left", units = units, gold = gold))
    }

    fn view_scene_in(&self, view: &view::View, lang: korona_engine::Lang) -> Scene {
        scene::scene_in(&view.0, lang)
    }

    fn legal(&self, state: &State, seat: Seat) -> Vec<korona_engine::Choice> {
        rules::legal_actions(state, seat.0)
            .iter()
            .map(|a| korona_engine::Choice::order(a.text()))
            .collect()
    }

    fn bot(
        &self,
        state: &State,
        seat: Seat,
        level: BotLevel,
        dice: &mut Dice,
        _budget: Budget,
    ) -> Action {
        bot::choose(state, seat.0, level, dice)
    }
}
