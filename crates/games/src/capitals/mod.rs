//! Capitals: two players, a grid with rivers and mountains, 6 EP a turn, capture the enemy capital.
//! The rules are specified in `docs/rules/capitals.md`; rule IDs in comments point there.

pub mod action;
pub mod board;
pub mod bot;
pub mod clock;
pub mod invariants;
pub mod last_turn;
pub mod options;
pub mod pieces;
pub mod rules;
pub mod scene;
pub mod state;
pub mod terrain;
pub mod view;
pub mod words;

pub use action::Action;
pub use board::{Board, Cell, Sq, Terrain};
pub use bot::extreme_budget;
pub use options::{ClockMode, Options};
pub use state::{Finish, State};

use board::capital_square;
use korona_engine::waiting::Deadline;
use korona_engine::{
    msg, Applied, Awaiting, BotLevel, Budget, Chosen, Ctx, Dice, Event, GameInfo, Input, OptionSet,
    Outcome, Refusal, Ruleset, Scene, Seat, Viewer, Wait, WaitKind,
};

/// The ruleset (a unit struct so the registry can hold a `'static` reference).
#[derive(Clone, Copy, Debug, Default)]
pub struct Capitals;

impl Capitals {
    /// The starting position (R-CAP-5..12): terrain from the dice, capitals, 3 tokens each.
    pub fn new_state(options: &Options, dice: &mut Dice) -> State {
        let size = options.size;
        let mut board = Board::new(size);
        terrain::generate(&mut board, dice);
        let capitals = [capital_square(size, 0), capital_square(size, 1)];
        for seat in 0..2u8 {
            let c = capitals[seat as usize];
            board.get_mut(c).owner = Some(seat);
            let forward = if seat == 0 { c.row + 1 } else { c.row - 1 };
            for sq in [
                Sq::new(c.col - 1, c.row),
                Sq::new(c.col + 1, c.row),
                Sq::new(c.col, forward),
            ] {
                let cell = board.get_mut(sq);
                cell.owner = Some(seat);
                cell.unit = true;
            }
        }
        State {
            board,
            capitals,
            to_move: 0,
            ep: state::EP_PER_TURN,
            turn: 1,
            max_turns: state::max_turns(size),
            clock: clock::Clock::new(options),
            finish: None,
            undo: Vec::new(),
            last_turn: Vec::new(),
        }
    }

    /// Applies one input to a state (the typed core of [`Ruleset::apply`]).
    pub fn step(
        state: &State,
        input: &Input<Action>,
        now_ms: u64,
    ) -> Result<Applied<State>, Refusal> {
        if state.over() {
            return Err(Refusal::new(msg!("capitals-match-over")));
        }
        let mut s = state.clone();
        let mut events = Vec::new();
        let mover = state.to_move;
        match input {
            Input::Resign { seat } => resign(&mut s, *seat, &mut events)?,
            Input::Deadline => deadline(&mut s, now_ms, &mut events)?,
            Input::Order { seat, action } => order(&mut s, *seat, action, now_ms, &mut events)?,
            // R-CAP-92: the mover takes back its last action of the turn that goes on.
            Input::TakeBack { seat } => {
                if let Some(c) = &mut s.clock {
                    c.charge(mover, now_ms);
                }
                let before = s.undo.pop().expect("take_back offered it");
                s.board = before.board;
                s.ep = before.ep;
                events.push(Event::public(msg!(
                    "capitals-undone",
                    player = seat.0,
                    ep = s.ep
                )));
            }
        }
        Ok(Applied { state: s, events })
    }
}

/// A seat resigns: the other wins.
fn resign(s: &mut State, seat: Seat, events: &mut Vec<Event>) -> Result<(), Refusal> {
    if seat.0 > 1 {
        return Err(
            Refusal::at(seat.0.to_string(), msg!("capitals-no-such-seat")).accepting(["0", "1"]),
        );
    }
    s.finish = Some(Finish {
        winner: Some(1 - seat.0),
        reason: msg!("capitals-reason-resigned"),
    });
    events.push(Event::public(msg!("capitals-resigns", player = seat.0)));
    rules::announce(s, events);
    Ok(())
}

/// The deadline: with a clock only once the mover's flag fell, and the mover loses on time;
/// without one the host's phase deadline ends the mover's turn.
fn deadline(s: &mut State, now_ms: u64, events: &mut Vec<Event>) -> Result<(), Refusal> {
    let mover = s.to_move;
    match &mut s.clock {
        Some(c) => {
            if !c.fallen(mover, now_ms) {
                return Err(Refusal::new(msg!(
                    "capitals-flag-not-yet",
                    player = mover,
                    at = c.flag_at(mover),
                    now = now_ms
                )));
            }
            lose_on_time(s, events);
        }
        None => {
            // Without a clock the host's phase deadline applies: the mover's turn ends.
            events.push(Event::public(msg!(
                "capitals-turn-time-out",
                player = mover
            )));
            let start = last_turn::turn_start(s);
            rules::end_turn(s, events);
            last_turn::record(s, &start);
        }
    }
    Ok(())
}

/// The mover's order, after its clock: checked, charged, played; the turn's actions stay
/// undoable while the turn goes on (R-CAP-92).
fn order(
    s: &mut State,
    seat: Seat,
    action: &Action,
    now_ms: u64,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let mover = s.to_move;
    if seat.0 != mover {
        return Err(Refusal::new(msg!(
            "capitals-not-your-turn",
            mover = mover,
            player = seat.0
        )));
    }
    if let Some(c) = &s.clock {
        if c.fallen(mover, now_ms) {
            lose_on_time(s, events);
            return Ok(());
        }
    }
    if let Err(why) = rules::check(s, mover, action) {
        return Err(rules::refusal(s, mover, action, why));
    }
    if let Some(c) = &mut s.clock {
        c.charge(mover, now_ms);
    }
    let before = state::Before {
        board: s.board.clone(),
        ep: s.ep,
    };
    let start = last_turn::turn_start(s);
    rules::play(s, action, events);
    if s.to_move != mover || s.over() {
        last_turn::record(s, &start);
        if let Some(c) = &mut s.clock {
            c.hand_over(mover, now_ms);
        }
        s.undo.clear();
    } else {
        s.undo.push(before);
    }
    Ok(())
}

fn lose_on_time(s: &mut State, events: &mut Vec<Event>) {
    let mover = s.to_move;
    if let Some(c) = &mut s.clock {
        c.remaining_ms[mover as usize] = 0;
    }
    s.finish = Some(Finish {
        winner: Some(1 - mover),
        reason: msg!("capitals-reason-time"),
    });
    events.push(Event::public(msg!("capitals-flag-falls", player = mover)));
    rules::announce(s, events);
}

impl Ruleset for Capitals {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = view::View;

    /// The last turn's squares only draw the picture (R-CAP-82): the hash leaves them out, so it
    /// is what it was before they were kept and earlier logs still verify.
    fn hash_leaves_out(&self) -> &'static [&'static str] {
        &["last_turn"]
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "capitals",
            name: "Capitals",
            min_seats: 2,
            max_seats: 2,
            words: korona_engine::Words {
                end_turn: Some("end"),
                ..korona_engine::Words::default()
            },
            summary: "capitals-summary",
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
        if seats != 2 {
            return Err(
                Refusal::at(seats.to_string(), msg!("capitals-two-players")).accepting(["2"])
            );
        }
        Ok(Capitals::new_state(options, dice))
    }

    fn awaiting(&self, state: &State) -> Awaiting {
        if state.over() {
            return Awaiting::over();
        }
        let seat = Seat(state.to_move);
        Awaiting {
            phase: format!("turn {}", state.turn),
            waits: vec![Wait {
                seat,
                kind: WaitKind::Turn,
                done: false,
            }],
            deadline: match &state.clock {
                Some(c) => Deadline::Clock {
                    seat,
                    at_ms: c.flag_at(state.to_move),
                },
                None => Deadline::Phase,
            },
        }
    }

    fn parse(&self, state: &State, seat: Seat, text: &str) -> Result<Action, Refusal> {
        Action::parse_in(text, state.size(), &|| rules::legal_actions(state, seat.0))
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
        Capitals::step(state, input, ctx.now_ms)
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
        &action::VERBS
    }

    /// A tower never beats two walls on the same square (R-CAP-BOT-1), so the search bots leave it.
    fn kinds_bots_leave(&self) -> &'static [(&'static str, &'static str)] {
        &[(
            "tower",
            "two walls on the same square cost the same turn's 6 EP (a tower's sixth EP is lost) and \
             take 12 EP to break instead of 8, so the bots build walls (R-CAP-BOT-1)",
        )]
    }

    fn ended_at_limit(&self, state: &State) -> bool {
        state
            .finish
            .as_ref()
            .is_some_and(|f| matches!(f.reason.id.as_str(), "capitals-reason-turn-limit"))
    }

    /// Capitals has no secrets (R-CAP-80): every viewer gets the whole position.
    fn view(&self, state: &State, _viewer: Viewer) -> view::View {
        view::View(state.clone())
    }

    fn phase_label(&self, state: &State) -> Option<korona_engine::Message> {
        Some(msg!("capitals-phase-turn", turn = state.turn))
    }

    fn take_back(&self, state: &State, seat: Seat) -> Option<korona_engine::TakeBack> {
        (state.finish.is_none() && state.to_move == seat.0 && !state.undo.is_empty())
            .then_some(korona_engine::TakeBack::UndoLast)
    }

    fn take_back_refused(&self, state: &State, seat: Seat) -> Refusal {
        if state.finish.is_none() && state.to_move == seat.0 {
            Refusal::new(msg!("capitals-undo-nothing-yet"))
        } else {
            Refusal::new(msg!("capitals-undo-turn-over"))
        }
    }

    fn left(&self, state: &State, seat: Seat) -> Option<korona_engine::Message> {
        (state.finish.is_none() && state.to_move == seat.0)
            .then(|| msg!("capitals-left", ep = state.ep))
    }

    fn view_text_in(&self, view: &view::View, lang: korona_engine::Lang) -> String {
        view::describe_in(&view.0, lang)
    }

    fn view_scene_in(&self, view: &view::View, lang: korona_engine::Lang) -> Scene {
        scene::scene_in(&view.0, lang)
    }

    fn view_scene(&self, view: &view::View) -> Scene {
        scene::scene(&view.0)
    }

    fn legal(&self, state: &State, seat: Seat) -> Vec<korona_engine::Choice> {
        if seat.0 > 1 {
            return Vec::new();
        }
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
        budget: Budget,
    ) -> Action {
        // The caller's budget is a ceiling; the board size sets what Extreme needs.
        let own = bot::extreme_budget(state.size());
        let budget = Budget {
            nodes: budget.nodes.min(own.nodes),
            until: budget.until,
        };
        bot::choose(state, seat.0, level, dice, budget)
    }
}
