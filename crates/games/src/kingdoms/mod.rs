//! Kingdoms (Kingdom Command): 2-6 kingdoms give their orders in secret, all orders of a round
//! resolve at once. The rules are specified in `docs/rules/kingdoms.md`; rule IDs point there.

pub mod bot;
pub mod drawing;
pub mod invariants;
pub mod map;
pub mod market;
pub mod odds;
pub mod options;
pub mod orders;
pub mod pieces;
pub mod rules;
pub mod scene;
pub mod seating;
pub mod state;
pub mod units;
pub mod view;
pub mod words;

pub use options::Options;
pub use orders::{Action, Order};
pub use state::State;

use korona_engine::waiting::Deadline;
use korona_engine::{
    msg, Applied, Awaiting, BotLevel, Budget, Choice, Chosen, Ctx, Dice, Event, GameInfo, Input,
    OptionSet, Outcome, Refusal, Ruleset, Scene, Sealed, Seat, Submitted, Viewer, WaitKind,
};
use map::Cell;
use state::{Castle, Kingdom, START_GOLD};
use units::Kind;

#[derive(Clone, Copy, Debug, Default)]
pub struct Kingdoms;

impl Kingdoms {
    /// The starting position (R-KIN-SETUP-1..): home bases, starting armies, gold, the first offer.
    pub fn new_state(options: &Options, seats: u8, dice: &mut Dice) -> State {
        let m = map::find(map::resolve(&options.map, seats));
        let geo = m.geo();
        let homes: &[u8] = m.seating(seats).map_or(&[], |s| &s.homes);
        let mut owners = vec![None; geo.len()];
        let mut castles = Vec::new();
        for a in geo.areas() {
            let home_of = match geo.cells[a as usize] {
                Cell::Home(d) => homes.iter().position(|h| *h == d).map(|s| s as u8),
                Cell::Castle => None,
                _ => continue,
            };
            owners[a as usize] = home_of;
            castles.push(Castle {
                area: a,
                production: if home_of.is_some() { 2 } else { 1 },
                defense: 0,
                home_of,
            });
        }
        let mut state = State {
            map: m.id.to_string(),
            seats,
            round: 1,
            max_rounds: options.rounds,
            kingdoms: (0..seats)
                .map(|_| Kingdom {
                    gold: START_GOLD,
                    debt: 0,
                    alive: true,
                    market: false,
                    techs: Vec::new(),
                    research: None,
                })
                .collect(),
            owners,
            sawmills: Vec::new(),
            castles,
            units: Vec::new(),
            next_id: 1,
            training: Vec::new(),
            offers: market::draw_offers(dice),
            tech_offer: None,
            orders: Sealed::new(),
            revealed: Default::default(),
            battles: Vec::new(),
            finish: None,
        };
        let homes: Vec<(u8, u16)> = state
            .castles
            .iter()
            .filter_map(|c| c.home_of.map(|s| (s, c.area)))
            .collect();
        for (seat, area) in homes {
            for _ in 0..2 {
                rules::builds::new_unit(&mut state, seat, Kind::Swordsman, area);
            }
        }
        state
    }

    pub fn step(
        state: &State,
        input: &Input<Action>,
        dice: &mut Dice,
    ) -> Result<Applied<State>, Refusal> {
        if state.over() {
            return Err(Refusal::new(msg!("kingdoms-match-over")));
        }
        let mut s = state.clone();
        let mut events = Vec::new();
        match input {
            Input::Order { seat, action } => {
                rules::check::check(state, seat.0, action)?;
                let n = action.0.len();
                events.push(Event::private(
                    *seat,
                    msg!("kingdoms-orders-sealed", count = n),
                ));
                events.push(Event::public(msg!("kingdoms-orders-in", player = seat.0)));
                let alive: Vec<Seat> = s.alive().collect();
                if s.orders.submit(*seat, action.0.clone(), alive) == Submitted::AllIn {
                    rules::resolve::resolve(&mut s, dice, &mut events);
                }
            }
            // R-KIN-TURN-1: a kingdom takes its sealed orders back; the round waits for it again.
            Input::TakeBack { seat } => {
                s.orders.withdraw(*seat);
                events.push(Event::private(*seat, msg!("kingdoms-orders-cleared")));
                events.push(Event::public(msg!(
                    "kingdoms-orders-withdrawn",
                    player = seat.0
                )));
            }
            Input::Deadline => {
                events.push(Event::public(msg!("kingdoms-deadline", round = s.round)));
                rules::resolve::resolve(&mut s, dice, &mut events);
            }
            Input::Resign { seat } => {
                if seat.0 >= s.seats || !s.kingdoms[seat.index()].alive {
                    return Err(Refusal::new(msg!("kingdoms-not-playing", player = seat.0)));
                }
                rules::resolve::eliminate(&mut s, seat.0);
                events.push(Event::public(msg!("kingdoms-resigns", player = seat.0)));
                let alive: Vec<Seat> = s.alive().collect();
                if alive.len() <= 1 {
                    rules::resolve::finish_round(&mut s, &mut events);
                } else if s.orders.all_in(alive) {
                    rules::resolve::resolve(&mut s, dice, &mut events);
                }
            }
        }
        Ok(Applied { state: s, events })
    }
}

impl Ruleset for Kingdoms {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = view::View;

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "kingdoms",
            name: "Kingdoms",
            min_seats: 2,
            max_seats: 6,
            words: korona_engine::Words::default(),
            summary: "kingdoms-summary",
        }
    }

    fn option_set(&self) -> OptionSet {
        options::OPTIONS
    }

    fn configure(&self, chosen: &Chosen) -> Result<Options, Refusal> {
        Ok(Options::from_chosen(chosen))
    }

    fn setup(&self, options: &Options, seats: u8, dice: &mut Dice) -> Result<State, Refusal> {
        // R-KIN-MAP-9: only the seatings the map offers, the unfair ones not.
        seating::check(&options.map, seats)?;
        Ok(Kingdoms::new_state(options, seats, dice))
    }

    fn awaiting(&self, state: &State) -> Awaiting {
        if state.over() {
            return Awaiting::over();
        }
        Awaiting {
            phase: format!("round {}", state.round),
            waits: state.orders.waits(state.alive(), WaitKind::Orders),
            deadline: Deadline::Phase,
        }
    }

    fn parse(&self, state: &State, seat: Seat, text: &str) -> Result<Action, Refusal> {
        let action = Action::parse(text, state.geo())?;
        rules::check::check(state, seat.0, &action)?;
        Ok(action)
    }

    fn format(&self, state: &State, action: &Action) -> String {
        action.text(state.geo())
    }

    fn apply(
        &self,
        state: &State,
        input: &Input<Action>,
        ctx: &mut Ctx,
    ) -> Result<Applied<State>, Refusal> {
        Kingdoms::step(state, input, &mut ctx.dice)
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

    /// The Two Shores besides the default maps: the one map whose strait rewards a convey
    /// (R-KIN-BOT-3), so the health table sees the ships the bots use where they pay.
    fn health_variants(&self) -> &'static [&'static [(&'static str, &'static str)]] {
        // The Four Crowns at 2 and 4 kingdoms besides `auto` (2 and 6): with 4 a kingdom that
        // loses its castles falls into debt and disbands (R-KIN-BOT-6).
        &[&[], &[("map", "shores")], &[("map", "standard")]]
    }

    fn ended_at_limit(&self, state: &State) -> bool {
        state
            .finish
            .as_ref()
            .is_some_and(|f| matches!(f.reason.id.as_str(), "kingdoms-reason-rounds"))
    }

    fn view(&self, state: &State, viewer: Viewer) -> view::View {
        view::View::of(state, viewer)
    }

    fn view_text_in(&self, view: &view::View, lang: korona_engine::Lang) -> String {
        view::describe_in(view, lang)
    }

    fn view_scene(&self, view: &view::View) -> Scene {
        scene::scene(view)
    }

    fn view_scene_in(&self, view: &view::View, lang: korona_engine::Lang) -> Scene {
        scene::scene_in(view, lang)
    }

    fn static_maps(&self) -> Vec<korona_engine::scene::StaticMap> {
        drawing::static_maps()
    }

    fn phase_label(&self, state: &State) -> Option<korona_engine::Message> {
        Some(msg!("kingdoms-phase-round", round = state.round))
    }

    fn take_back(&self, state: &State, seat: Seat) -> Option<korona_engine::TakeBack> {
        (!state.over() && state.orders.has(seat)).then_some(korona_engine::TakeBack::ClearOrders)
    }

    /// The treasury, which this round's training, buying and research draw on (R-KIN-TURN-1).
    fn left(&self, state: &State, seat: Seat) -> Option<korona_engine::Message> {
        let k = state.kingdoms.get(seat.index()).filter(|k| k.alive)?;
        (!state.over()).then(|| msg!("kingdoms-left", gold = k.gold))
    }

    fn legal(&self, state: &State, seat: Seat) -> Vec<Choice> {
        if state.over() || seat.0 >= state.seats || !state.kingdoms[seat.index()].alive {
            return Vec::new();
        }
        bot::single_orders(state, seat.0)
            .into_iter()
            .map(|a| Choice::order(a.text(state.geo())))
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
        let _ = budget;
        bot::choose(state, seat.0, level, dice)
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

    fn check_invariants(&self, before: Option<&State>, after: &State) -> Result<(), String> {
        invariants::check(before, after)
    }

    fn odds(&self, query: &str) -> Result<serde_json::Value, Refusal> {
        odds::answer(query).map(|o| o.json())
    }
}
