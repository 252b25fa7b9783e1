//! A tiny sealed-bid game used only by the service tests: every round each seat bids from its purse at
//! the same time, bids stay secret until all are in (or the deadline passes, which bids 0 for the
//! missing), the highest bid scores a point and ties are rolled off with the match dice. Three points
//! win. It exercises what the service must get right whatever the game: secrets, simultaneous
//! submissions, deadlines, dice in the log, resignation.

use korona_engine::options::{OptionDef, Preset, Values};
use korona_engine::waiting::Deadline;
use korona_engine::*;
use serde::{Deserialize, Serialize};

pub struct Auction;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub goal: u32,
    pub round: u32,
    pub purse: Vec<u32>,
    pub score: Vec<u32>,
    /// This round's bids: the engine's sealed submissions keep them from everyone else.
    pub bids: Sealed<u32>,
    pub resigned: Vec<bool>,
    pub winner: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bid(pub u32);

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Options {
    pub goal: u32,
}

/// Points to win by default.
pub const GOAL: u32 = 3;

const OPTIONS: OptionSet = OptionSet {
    options: &[OptionDef {
        key: "goal",
        aliases: &[],
        help: "points that win the auction",
        values: Values::Range {
            min: 1,
            max: 9,
            suffix: "",
        },
        default: "3",
        selects_preset: false,
    }],
    presets: &[Preset {
        name: "quick",
        help: "one point wins",
        settings: &[("goal", "1")],
    }],
};

/// What a viewer may see: every bid but its own is only "sealed" until the reveal.
#[derive(Serialize)]
pub struct View {
    round: u32,
    purse: Vec<u32>,
    score: Vec<u32>,
    bids: Vec<serde_json::Value>,
}

impl State {
    fn in_game(&self) -> impl Iterator<Item = Seat> + Clone + '_ {
        (0..self.resigned.len())
            .filter(|&i| !self.resigned[i])
            .map(|i| Seat(i as u8))
    }
}

impl Auction {
    fn resolve(&self, s: &mut State, ctx: &mut Ctx, events: &mut Vec<Event>) {
        // Missing bids are 0; a resigned seat bids 0 and cannot win.
        let all = (0..s.purse.len()).map(|i| Seat(i as u8));
        let revealed = s.bids.reveal(all, |_| 0);
        let bids: Vec<u32> = revealed.values().copied().collect();
        let best = *bids.iter().max().unwrap();
        let top: Vec<usize> = (0..bids.len())
            .filter(|&i| bids[i] == best && !s.resigned[i])
            .collect();
        let winner = top[ctx.dice.pick(top.len())];
        for (i, b) in bids.iter().enumerate() {
            s.purse[i] -= b;
        }
        s.score[winner] += 1;
        let shown: Vec<String> = bids.iter().map(u32::to_string).collect();
        events.push(Event::public(msg!(
            "auction-revealed",
            round = s.round,
            bids = shown.join(", "),
            winner = winner
        )));
        if s.score[winner] >= s.goal {
            s.winner = Some(winner as u8);
        }
        s.round += 1;
        s.bids = Sealed::new();
    }
}

impl Ruleset for Auction {
    type Options = Options;
    type State = State;
    type Action = Bid;
    type View = View;

    fn messages(&self) -> &'static str {
        include_str!("auction.ftl")
    }

    fn hungarian(&self) -> &'static str {
        include_str!("auction.hu.ftl")
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "auction",
            name: "Auction",
            min_seats: 2,
            max_seats: 4,
            words: Words {
                shortcuts: vec![Shortcut {
                    verb: "bid",
                    prefix: "bid",
                    sealed: true,
                    about: "Place a sealed bid",
                }],
                ..Words::default()
            },
            summary: "sealed bids, three points win",
        }
    }

    fn option_set(&self) -> OptionSet {
        OPTIONS
    }

    fn configure(&self, chosen: &Chosen) -> Result<Options, Refusal> {
        Ok(Options {
            goal: chosen.number("goal") as u32,
        })
    }

    fn setup(&self, o: &Options, seats: u8, dice: &mut Dice) -> Result<State, Refusal> {
        // A starting purse drawn from the dice, so that setup rolls are in the log too.
        let purse = 8 + dice.d6();
        Ok(State {
            goal: o.goal,
            round: 1,
            purse: vec![purse; seats as usize],
            score: vec![0; seats as usize],
            bids: Sealed::new(),
            resigned: vec![false; seats as usize],
            winner: None,
        })
    }

    fn awaiting(&self, s: &State) -> Awaiting {
        if s.winner.is_some() {
            return Awaiting::over();
        }
        Awaiting {
            phase: format!("round {}", s.round),
            waits: s.bids.waits(s.in_game(), WaitKind::Bid),
            deadline: Deadline::Phase,
        }
    }

    fn parse(&self, s: &State, seat: Seat, text: &str) -> Result<Bid, Refusal> {
        let word = text.trim().trim_start_matches("bid").trim();
        let amount: u32 = word.parse().map_err(|_| {
            Refusal::at(word, msg!("auction-bid-not-number")).accepting(["0", "1", "2"])
        })?;
        if amount > s.purse[seat.index()] {
            return Err(Refusal::at(word, msg!("auction-over-purse"))
                .accepting((0..=s.purse[seat.index()]).map(|n| n.to_string())));
        }
        Ok(Bid(amount))
    }

    fn format(&self, _: &State, a: &Bid) -> String {
        format!("bid {}", a.0)
    }

    fn apply(
        &self,
        s: &State,
        input: &Input<Bid>,
        ctx: &mut Ctx,
    ) -> Result<Applied<State>, Refusal> {
        if s.winner.is_some() {
            return Err(Refusal::new(msg!("auction-over")));
        }
        let mut s = s.clone();
        let mut events = Vec::new();
        match input {
            Input::Order { seat, action } => {
                if s.resigned[seat.index()] {
                    return Err(Refusal::new(msg!("auction-resigned")));
                }
                if action.0 > s.purse[seat.index()] {
                    return Err(Refusal::at(
                        action.0.to_string(),
                        msg!("auction-over-purse"),
                    ));
                }
                let expected: Vec<Seat> = s.in_game().collect();
                let all_in = s.bids.submit(*seat, action.0, expected) == Submitted::AllIn;
                events.push(Event::private(
                    *seat,
                    msg!("auction-bid-sealed", amount = action.0),
                ));
                events.push(Event::public(msg!("auction-has-bid", seat = seat.0)));
                if all_in {
                    self.resolve(&mut s, ctx, &mut events);
                }
            }
            Input::Deadline => self.resolve(&mut s, ctx, &mut events),
            // Offered by `take_back` only while the seat's bid is in.
            Input::TakeBack { seat } => {
                s.bids.withdraw(*seat);
            }
            Input::Resign { seat } => {
                s.resigned[seat.index()] = true;
                s.bids.withdraw(*seat);
                let left: Vec<Seat> = s.in_game().collect();
                if left.len() == 1 {
                    s.winner = Some(left[0].0);
                    return Ok(Applied { state: s, events });
                }
                if s.bids.all_in(left) {
                    self.resolve(&mut s, ctx, &mut events);
                }
            }
        }
        Ok(Applied { state: s, events })
    }

    fn take_back(&self, s: &State, seat: Seat) -> Option<korona_engine::TakeBack> {
        s.bids
            .has(seat)
            .then_some(korona_engine::TakeBack::ClearOrders)
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        s.winner
            .map(|w| Outcome::win(Seat(w), msg!("auction-reason-points", goal = s.goal)))
    }

    fn view(&self, s: &State, viewer: Viewer) -> View {
        let mine = s.bids.redacted(viewer);
        let bids = (0..s.purse.len())
            .map(|i| {
                let seat = Seat(i as u8);
                match (mine.get(seat), s.bids.has(seat)) {
                    (Some(b), _) => serde_json::json!(b),
                    (None, true) => serde_json::json!("sealed"),
                    (None, false) => serde_json::Value::Null,
                }
            })
            .collect();
        View {
            round: s.round,
            purse: s.purse.clone(),
            score: s.score.clone(),
            bids,
        }
    }

    fn view_text_in(&self, v: &View, _: korona_engine::Lang) -> String {
        serde_json::to_string(v).expect("views serialize")
    }

    fn view_scene(&self, v: &View) -> Scene {
        Scene {
            title: format!("Auction, round {}", v.round),
            ..Scene::default()
        }
    }

    fn legal(&self, s: &State, seat: Seat) -> Vec<Choice> {
        (0..=s.purse[seat.index()])
            .map(|n| {
                Choice::new(
                    format!("bid {n} of {}", s.purse[seat.index()]),
                    format!("bid {n}"),
                )
            })
            .collect()
    }

    fn bot(&self, s: &State, seat: Seat, _: BotLevel, dice: &mut Dice, _: Budget) -> Bid {
        let purse = s.purse[seat.index()];
        Bid(dice.below(purse.min(3) + 1))
    }
}

pub static AUCTION: korona_engine::erased::Erased<Auction> = korona_engine::erased::Erased(Auction);

/// A registry with the auction only.
pub fn registry() -> &'static [&'static dyn Game] {
    static GAMES: [&dyn Game; 1] = [&AUCTION];
    &GAMES
}
