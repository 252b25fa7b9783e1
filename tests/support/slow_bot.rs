//! The auction with a bot that will not decide until a gate opens: the test that holds the gate shows
//! that a bot thinking in one match does not hold up an order in another. If bots ran on the async
//! executor, the bot would block the only executor thread while the order that opens the gate waits
//! behind it, and the match would never move.

use super::auction::{Auction, Bid, State};
use korona_engine::*;
use std::sync::mpsc::{Receiver, Sender};
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::oneshot;

pub struct SlowBot;

/// The gate, taken by the first bot that thinks (later bots do not wait): it tells the test that it
/// has begun to think, then waits for the gate to open.
static GATE: Mutex<Option<(oneshot::Sender<()>, Receiver<()>)>> = Mutex::new(None);
/// What the first bot saw: true if the gate opened, false if it gave up waiting.
static OPENED: Mutex<Option<bool>> = Mutex::new(None);

/// How long the bot waits before giving up, so that a failing test fails instead of hanging. It is a
/// deadlock breaker, not a performance threshold: a passing run opens the gate at once.
const GIVE_UP: Duration = Duration::from_secs(60);

/// Arms the gate: the next bot to think signals the returned receiver, then waits until the returned
/// sender sends.
pub fn arm() -> (Sender<()>, oneshot::Receiver<()>) {
    let (open, gate) = std::sync::mpsc::channel();
    let (thinking, thinking_rx) = oneshot::channel();
    *GATE.lock().unwrap() = Some((thinking, gate));
    *OPENED.lock().unwrap() = None;
    (open, thinking_rx)
}

/// Whether the bot that waited saw the gate open (None: no bot has waited yet).
pub fn opened() -> Option<bool> {
    *OPENED.lock().unwrap()
}

impl Ruleset for SlowBot {
    type Options = super::auction::Options;
    type State = State;
    type Action = Bid;
    type View = super::auction::View;

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "slowbot",
            name: "Auction with a slow bot",
            ..Auction.info()
        }
    }

    fn option_set(&self) -> OptionSet {
        Auction.option_set()
    }

    fn configure(&self, chosen: &Chosen) -> Result<Self::Options, Refusal> {
        Auction.configure(chosen)
    }

    fn setup(&self, o: &Self::Options, seats: u8, dice: &mut Dice) -> Result<State, Refusal> {
        Auction.setup(o, seats, dice)
    }

    fn awaiting(&self, s: &State) -> Awaiting {
        Auction.awaiting(s)
    }

    fn parse(&self, s: &State, seat: Seat, text: &str) -> Result<Bid, Refusal> {
        Auction.parse(s, seat, text)
    }

    fn format(&self, s: &State, a: &Bid) -> String {
        Auction.format(s, a)
    }

    fn apply(
        &self,
        s: &State,
        input: &Input<Bid>,
        ctx: &mut Ctx,
    ) -> Result<Applied<State>, Refusal> {
        Auction.apply(s, input, ctx)
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        Auction.outcome(s)
    }

    fn view(&self, s: &State, viewer: Viewer) -> Self::View {
        Auction.view(s, viewer)
    }

    fn view_text_in(&self, v: &Self::View, lang: korona_engine::Lang) -> String {
        Auction.view_text_in(v, lang)
    }

    fn view_scene(&self, v: &Self::View) -> Scene {
        Auction.view_scene(v)
    }

    fn legal(&self, s: &State, seat: Seat) -> Vec<Choice> {
        Auction.legal(s, seat)
    }

    fn bot(&self, s: &State, seat: Seat, level: BotLevel, dice: &mut Dice, budget: Budget) -> Bid {
        let gate = GATE.lock().unwrap().take();
        if let Some((thinking, gate)) = gate {
            let _ = thinking.send(());
            let opened = gate.recv_timeout(GIVE_UP).is_ok();
            *OPENED.lock().unwrap() = Some(opened);
        }
        Auction.bot(s, seat, level, dice, budget)
    }
}

pub static SLOW_BOT: korona_engine::erased::Erased<SlowBot> =
    korona_engine::erased::Erased(SlowBot);

/// A registry with the slow-bot auction only.
pub fn registry() -> &'static [&'static dyn Game] {
    static GAMES: [&dyn Game; 1] = [&SLOW_BOT];
    &GAMES
}
