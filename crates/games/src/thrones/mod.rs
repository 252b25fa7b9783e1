//! Thrones: two players build homelands in secret, then move, switch, attack and fire with ten piece
//! types until a throne falls or takes the enemy fortress. The rules are specified in
//! `docs/rules/thrones.md` (from karwler/Thrones, 2019); rule IDs in comments point there.

pub mod board;
pub mod bot;
pub mod draft;
pub mod homeland;
pub mod invariants;
pub mod options;
pub mod orders;
pub mod piece;
pub mod rules;
pub mod scene;
pub mod search;
pub mod state;
pub mod symbols;
pub mod view;

pub use board::{Sq, Tile};
pub use homeland::Homeland;
pub use options::Options;
pub use orders::Action;
pub use piece::{Kind, Piece};
pub use state::{Phase, State};

use korona_engine::waiting::Deadline;
use korona_engine::{
    msg, Applied, Awaiting, BotLevel, Budget, Catalog, Choice, Chosen, Ctx, Dice, Event, GameInfo,
    Input, Message, OptionSet, Outcome, Refusal, Ruleset, Scene, Seat, Viewer, Wait, WaitKind,
};
use rules::setup::SEATS;

pub const EN: &str = include_str!("locales/en.ftl");
/// The same messages in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

/// thrones' catalog in `lang`, built once.
pub fn catalog(lang: korona_engine::Lang) -> &'static Catalog {
    static CATALOGS: korona_engine::Catalogs = korona_engine::Catalogs::new("thrones", EN, HU);
    CATALOGS.get(lang)
}

/// `message` in English, for the text view and the scene of a finished match.
pub fn english(message: &Message) -> String {
    catalog(korona_engine::Lang::En).render(message)
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Thrones;

impl Thrones {
    /// Applies one input (the typed core of [`Ruleset::apply`]).
    pub fn step(
        state: &State,
        input: &Input<Action>,
        dice: &mut Dice,
    ) -> Result<Applied<State>, Refusal> {
        if state.over() {
            return Err(Refusal::new(msg!("thrones-match-over")));
        }
        let mut s = state.clone();
        let mut events = Vec::new();
        match input {
            Input::Resign { seat } => {
                if seat.0 > 1 {
                    return Err(
                        Refusal::at(seat.0.to_string(), msg!("thrones-no-such-seat"))
                            .accepting(["0", "1"]),
                    );
                }
                events.push(Event::public(msg!("thrones-resigns", player = seat.0)));
                rules::turn::finish(
                    &mut s,
                    Some(1 - seat.0),
                    msg!("thrones-reason-resigned", player = seat.0),
                    &mut events,
                );
            }
            // R-THR-SETUP-13
            Input::TakeBack { seat } => rules::setup::unseal(&mut s, seat.0, &mut events),
            Input::Deadline => match s.phase {
                // R-THR-SETUP-7
                Phase::Start => rules::setup::show_numbers(&mut s, dice, &mut events),
                // R-THR-SETUP-10
                Phase::Setup => rules::setup::reveal(&mut s, dice, &mut events),
                // R-THR-TURN-4
                Phase::Play => {
                    events.push(Event::public(msg!(
                        "thrones-turn-time-out",
                        player = s.to_move
                    )));
                    rules::turn::end_turn(&mut s, None, Vec::new(), &mut events);
                }
            },
            Input::Order { seat, action } => {
                if seat.0 > 1 {
                    return Err(
                        Refusal::at(seat.0.to_string(), msg!("thrones-no-such-seat"))
                            .accepting(["0", "1"]),
                    );
                }
                if let Err(why) = rules::check(&s, seat.0, action) {
                    return Err(rules::refusal(&s, seat.0, action, why));
                }
                match action {
                    a if a.is_setup() => rules::setup::order(&mut s, seat.0, a, dice, &mut events),
                    a if a.is_free() => rules::homefront::free(&mut s, seat.0, a, &mut events),
                    a => rules::turn::play(&mut s, a, dice, &mut events),
                }
            }
        }
        Ok(Applied { state: s, events })
    }
}

impl Ruleset for Thrones {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = view::View;

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "thrones",
            name: "Thrones",
            min_seats: 2,
            max_seats: 2,
            words: korona_engine::Words::default(),
            summary: "thrones-summary",
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

    fn setup(&self, options: &Options, seats: u8, _dice: &mut Dice) -> Result<State, Refusal> {
        if seats != 2 {
            return Err(
                Refusal::at(seats.to_string(), msg!("thrones-two-players")).accepting(["2"])
            );
        }
        // R-THR-SETUP-7: who moves first is settled by the even/odd numbers, not here.
        let mut s = State::new(0, options.turns);
        s.ports = options.ports;
        s.game = options.game;
        Ok(s)
    }

    fn awaiting(&self, state: &State) -> Awaiting {
        if state.over() {
            return Awaiting::over();
        }
        match state.phase {
            Phase::Start => Awaiting {
                phase: "start".into(),
                waits: state.numbers.waits(SEATS, WaitKind::Bid),
                deadline: Deadline::Phase,
            },
            Phase::Setup => Awaiting {
                phase: "setup".into(),
                waits: state.homelands.waits(SEATS, WaitKind::Orders),
                deadline: Deadline::Phase,
            },
            Phase::Play => Awaiting {
                phase: format!("turn {}", state.turn),
                waits: vec![Wait {
                    seat: Seat(state.to_move),
                    kind: WaitKind::Turn,
                    done: false,
                }],
                deadline: Deadline::Phase,
            },
        }
    }

    fn parse(&self, state: &State, seat: Seat, text: &str) -> Result<Action, Refusal> {
        // Two squares alone: whichever of move, attack, fire or switch is legal (docs/games).
        if let [a, b] = text.split_whitespace().collect::<Vec<_>>()[..] {
            if let (Some(from), Some(to)) = (Sq::parse(a), Sq::parse(b)) {
                return Ok(rules::infer(state, seat.0, from, to));
            }
        }
        Action::parse(text)
    }

    fn format(&self, _state: &State, action: &Action) -> String {
        action.text()
    }

    fn apply(
        &self,
        state: &State,
        input: &Input<Action>,
        ctx: &mut Ctx,
    ) -> Result<Applied<State>, Refusal> {
        Thrones::step(state, input, &mut ctx.dice)
    }

    fn messages(&self) -> &'static str {
        EN
    }

    fn hungarian(&self) -> &'static str {
        HU
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
        &orders::ORDER_KINDS
    }

    /// The homefront game type adds `farm`, `city`, `rebuild` and `spawn` (R-THR-HOME-1..8), which
    /// the standard game has not.
    fn health_variants(&self) -> &'static [&'static [(&'static str, &'static str)]] {
        &[&[], &[("type", "homefront")]]
    }

    fn ended_at_limit(&self, state: &State) -> bool {
        state
            .finish
            .as_ref()
            .is_some_and(|f| matches!(f.reason.id.as_str(), "thrones-reason-turn-limit"))
    }

    fn view(&self, state: &State, viewer: Viewer) -> view::View {
        view::view(state, viewer)
    }

    fn view_text_in(&self, view: &view::View, lang: korona_engine::Lang) -> String {
        view::describe_in(view, lang)
    }

    fn view_scene(&self, view: &view::View) -> Scene {
        scene::scene(view)
    }

    fn phase_label(&self, state: &State) -> Option<korona_engine::Message> {
        Some(match state.phase {
            Phase::Start => msg!("thrones-phase-start"),
            Phase::Setup => msg!("thrones-phase-setup"),
            Phase::Play => msg!("thrones-phase-turn", turn = state.turn),
        })
    }

    fn take_back(&self, state: &State, seat: Seat) -> Option<korona_engine::TakeBack> {
        (state.phase == Phase::Setup && state.homelands.has(seat))
            .then_some(korona_engine::TakeBack::ClearOrders)
    }

    fn view_scene_in(&self, view: &view::View, lang: korona_engine::Lang) -> Scene {
        scene::scene_in(view, lang)
    }

    fn legal(&self, state: &State, seat: Seat) -> Vec<Choice> {
        rules::legal_actions(state, seat.0)
            .iter()
            .enumerate()
            .map(|(i, a)| match a {
                Action::Home(_) => Choice::said(msg!("thrones-choice-homeland", n = i), a.text()),
                Action::HomeRandom => {
                    Choice::said(msg!("thrones-choice-random-homeland"), a.text())
                }
                a => Choice::order(a.text()),
            })
            .collect()
    }

    fn bot(
        &self,
        state: &State,
        seat: Seat,
        level: BotLevel,
        dice: &mut Dice,
        budget: Budget,
    ) -> Action {
        bot::choose(state, seat.0, level, dice, budget)
    }
}
