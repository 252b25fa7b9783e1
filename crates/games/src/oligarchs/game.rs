//! The [`Ruleset`] implementation: options, awaiting, parse/format, apply and the rest.

use super::bot;
use super::combat;
use super::orders::{self, Action};
use super::sale;
use super::seat_order::{self, OutCheck};
use super::setup;
use super::state::{Options, Phase, State};
use super::view;
use super::year;
use korona_engine::waiting::Deadline;
use korona_engine::{
    msg, Applied, Awaiting, BotLevel, Budget, Chosen, Ctx, Dice, Event, GameInfo, Input, OptionSet,
    Outcome, Refusal, Ruleset, Scene, Seat, Viewer, Wait, WaitKind,
};

/// Oligarchs 1301, the flagship ruleset. Maps load lazily on first use.
pub struct Oligarchs;

impl Ruleset for Oligarchs {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = view::View;

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "oligarchs",
            name: "Oligarchs 1301",
            min_seats: 2,
            max_seats: 6,
            words: korona_engine::Words {
                odds: true,
                end_turn: None,
                shortcuts: vec![korona_engine::Shortcut {
                    verb: "bid",
                    prefix: "bid",
                    sealed: true,
                    about: "Place a sealed bid: only you see it until all bids are revealed",
                }],
            },
            summary: "oligarchs-summary",
        }
    }

    fn option_set(&self) -> OptionSet {
        super::options::OPTIONS
    }

    fn configure(&self, chosen: &Chosen) -> Result<Options, Refusal> {
        Ok(super::options::from_chosen(chosen))
    }

    fn setup(&self, options: &Options, seats: u8, dice: &mut Dice) -> Result<State, Refusal> {
        // The match opens with the secret starting placement (R-SETUP-11).
        setup::setup(options, seats, dice)
    }

    fn awaiting(&self, state: &State) -> Awaiting {
        let turn = |seat: u8| Awaiting {
            phase: view::phase_name(state),
            waits: vec![Wait {
                seat: Seat(seat),
                kind: WaitKind::Turn,
                done: false,
            }],
            deadline: Deadline::Phase,
        };
        match &state.phase {
            Phase::Placement { placed } => Awaiting {
                phase: view::phase_name(state),
                waits: placed.waits(seats(state.order_from(state.start)), WaitKind::Orders),
                deadline: Deadline::Phase,
            },
            Phase::Garrison { turn: s, .. }
            | Phase::Recruit { turn: s }
            | Phase::Move { turn: s }
            | Phase::ExtraStep { seat: s, .. } => turn(*s),
            Phase::Election { bids, .. } => Awaiting {
                phase: view::phase_name(state),
                waits: bids.waits(seats(state.electors()), WaitKind::Bid),
                deadline: Deadline::Phase,
            },
            Phase::Over => Awaiting::over(),
        }
    }

    fn parse(&self, state: &State, _seat: Seat, text: &str) -> Result<Action, Refusal> {
        orders::parse(state, text)
    }

    fn format(&self, state: &State, action: &Action) -> String {
        orders::format(state, action)
    }

    fn apply(
        &self,
        state: &State,
        input: &Input<Action>,
        ctx: &mut Ctx,
    ) -> Result<Applied<State>, Refusal> {
        if state.result.is_some() {
            return Err(Refusal::new(msg!("oligarchs-game-is-over")));
        }
        let mut s = state.clone();
        let mut events = Vec::new();
        let dice = &mut ctx.dice;
        match input {
            Input::Order { seat, action } => {
                seat_order::order(&mut s, seat.0, action, &mut events, dice)?
            }
            // R-OFFICE-5: an open auction closes at the deadline (the phase itself goes on).
            Input::Deadline if s.auction.is_some() => sale::close(&mut s, &mut events),
            Input::Deadline => match s.phase.clone() {
                Phase::Placement { .. } => year::finish_setup(&mut s, &mut events, dice),
                Phase::Garrison { turn, .. } => {
                    if let Phase::Garrison { absent, .. } = &mut s.phase {
                        absent.push(turn);
                    }
                    year::after_pick(&mut s, &mut events, dice);
                }
                Phase::Recruit { turn } => year::after_recruit(&mut s, turn, &mut events, dice),
                Phase::Move { turn } => {
                    year::mark_passed(&mut s, turn, &mut events);
                    year::after_move(&mut s, turn, &mut events, dice);
                }
                Phase::Election { .. } => year::after_bids(&mut s, &mut events, dice),
                // Section 25: no extra step.
                Phase::ExtraStep { .. } => year::fight_on(&mut s, &mut events, dice),
                Phase::Over => return Err(Refusal::new(msg!("oligarchs-game-is-over"))),
            },
            // R-ELECT-12: a sealed bid or placement is taken back before the reveal.
            Input::TakeBack { seat } => match &mut s.phase {
                Phase::Election { bids, .. } => {
                    bids.withdraw(*seat);
                    events.push(Event::private(*seat, msg!("oligarchs-bid-taken-back")));
                }
                Phase::Placement { placed } => {
                    placed.withdraw(*seat);
                    events.push(Event::private(
                        *seat,
                        msg!("oligarchs-placement-taken-back"),
                    ));
                }
                _ => return Err(Refusal::take_back_not_here()),
            },
            Input::Resign { seat } => {
                let seat = seat.0;
                if s.players.get(seat as usize).is_none_or_out() {
                    return Err(super::seat_order::out_refusal(&s, seat));
                }
                combat::remove_player(&mut s, seat, &mut events);
                if !year::settle(&mut s) {
                    match s.phase.clone() {
                        Phase::Recruit { turn } if turn == seat => {
                            year::after_recruit(&mut s, seat, &mut events, dice)
                        }
                        Phase::Move { turn } if turn == seat => {
                            year::after_move(&mut s, seat, &mut events, dice)
                        }
                        Phase::ExtraStep { seat: asked, .. } if asked == seat => {
                            year::fight_on(&mut s, &mut events, dice)
                        }
                        Phase::Garrison { .. } => year::after_pick(&mut s, &mut events, dice),
                        Phase::Placement { placed }
                            if placed.all_in(seats(s.order_from(s.start))) =>
                        {
                            year::finish_setup(&mut s, &mut events, dice)
                        }
                        Phase::Election { bids, .. } if bids.all_in(seats(s.electors())) => {
                            year::after_bids(&mut s, &mut events, dice)
                        }
                        _ => {}
                    }
                }
            }
        }
        year::settle(&mut s);
        Ok(Applied { state: s, events })
    }

    fn outcome(&self, state: &State) -> Option<Outcome> {
        state.result.clone()
    }

    /// The orders that act in a phase or on the market ([`orders::ORDER_KINDS`]); the standing
    /// settings (`losses`, `casualties`, `lordarm`, `reroll`, ...) and `queue` are not kinds.
    ///
    /// [`orders::ORDER_KINDS`]: crate::oligarchs::orders::ORDER_KINDS
    fn order_kinds(&self) -> &'static [&'static str] {
        &crate::oligarchs::orders::ORDER_KINDS
    }

    /// R-BOT-4: an auction closes only at a deadline, which a match among bots never reaches.
    fn kinds_bots_leave(&self) -> &'static [(&'static str, &'static str)] {
        &[
            (
                "sell",
                "an office auction closes only at a phase deadline, and bots answer at once, so \
                 among bots a sale never closes (R-BOT-4)",
            ),
            (
                "offer",
                "offers need an open auction, which only a sale opens (R-BOT-4)",
            ),
        ]
    }

    fn ended_at_limit(&self, state: &State) -> bool {
        state
            .result
            .as_ref()
            .is_some_and(|o| o.reason().id == "oligarchs-reason-final-count")
    }

    fn view(&self, state: &State, viewer: Viewer) -> view::View {
        view::view(state, viewer)
    }

    fn view_text_in(&self, view: &view::View, lang: korona_engine::Lang) -> String {
        view::describe_in(view, lang)
    }

    fn view_scene(&self, view: &view::View) -> Scene {
        view::scene(view)
    }

    fn view_scene_in(&self, view: &view::View, lang: korona_engine::Lang) -> Scene {
        view::scene_in(view, lang)
    }

    /// The ADV and BASIC boards, drawn from the fitted seats of `data/drawing-adv.csv`.
    fn messages(&self) -> &'static str {
        super::words::EN
    }

    fn hungarian(&self) -> &'static str {
        super::words::HU
    }

    fn guide(&self, lang: korona_engine::Lang) -> &'static str {
        match lang {
            korona_engine::Lang::En => include_str!("guide/en.md"),
            korona_engine::Lang::Hu => include_str!("guide/hu.md"),
        }
    }

    fn check_invariants(&self, before: Option<&State>, after: &State) -> Result<(), String> {
        super::invariants::check(before, after)
    }

    fn static_maps(&self) -> Vec<korona_engine::scene::StaticMap> {
        super::drawing::static_maps()
    }

    fn phase_label(&self, state: &State) -> Option<korona_engine::Message> {
        Some(view::phase_label(state))
    }

    fn take_back(&self, state: &State, seat: Seat) -> Option<korona_engine::TakeBack> {
        let sealed = match &state.phase {
            Phase::Election { bids, .. } => bids.has(seat),
            Phase::Placement { placed } => placed.has(seat),
            _ => false,
        };
        (sealed && state.result.is_none()).then_some(korona_engine::TakeBack::ClearOrders)
    }

    fn legal(&self, state: &State, seat: Seat) -> Vec<korona_engine::Choice> {
        let format = |a: &Action| korona_engine::Choice::order(orders::format(state, a));
        // The turn's orders: pass and the bot's suggestions first, then (movement) every step.
        let mut choices: Vec<korona_engine::Choice> =
            bot::candidates(state, seat.0).iter().map(format).collect();
        if matches!(state.phase, Phase::Move { turn } if turn == seat.0) {
            let listed: std::collections::HashSet<String> =
                choices.iter().map(|c| c.text.clone()).collect();
            choices.extend(
                super::legal_steps::choices(state, seat.0)
                    .into_iter()
                    .filter(|c| !listed.contains(&c.text)),
            );
        }
        choices
    }

    /// The bot's own candidates, best first: at placement the ready-made placement, in movement the
    /// steps its scoring likes most (not the hundreds of [`Ruleset::legal`]), then pass.
    fn suggested(&self, state: &State, seat: Seat) -> Vec<korona_engine::Choice> {
        let format = |a: &Action| korona_engine::Choice::order(orders::format(state, a));
        let mut candidates = bot::candidates(state, seat.0);
        // Pass (or recruiting nothing) comes first among the candidates; a new player reads the
        // useful orders first and the quiet one last.
        let quiet_first = match &candidates[..] {
            [Action::Pass, _, ..] => true,
            [Action::Recruit(none), _, ..] => none.is_empty(),
            _ => false,
        };
        if quiet_first {
            let quiet = candidates.remove(0);
            candidates.truncate(korona_engine::SUGGESTED - 1);
            candidates.push(quiet);
        }
        candidates.truncate(korona_engine::SUGGESTED);
        candidates.iter().map(format).collect()
    }

    /// The treasury, which recruiting and bids draw on.
    fn left(&self, state: &State, seat: Seat) -> Option<korona_engine::Message> {
        let p = state.players.get(seat.0 as usize).filter(|p| !p.out)?;
        state
            .result
            .is_none()
            .then(|| msg!("oligarchs-left", garas = p.treasury))
    }

    fn settings(&self, state: &State, seat: Seat) -> Vec<korona_engine::Choice> {
        super::settings::choices(state, seat.0)
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

    fn odds(&self, query: &str) -> Result<serde_json::Value, Refusal> {
        let odds = super::odds_query::answer(query)?;
        Ok(serde_json::json!({
            "attacker": odds.attacker,
            "defender": odds.defender,
            "neither": odds.neither,
        }))
    }
}

pub(super) fn seats(list: Vec<u8>) -> impl Iterator<Item = Seat> + Clone {
    list.into_iter().map(Seat)
}
