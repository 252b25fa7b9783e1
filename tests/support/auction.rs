//! A tiny sealed-bid game used only by the service tests: every round each seat bids from its purse at
//! the same time, bids stay secret until all are in (or the deadline passes, which bids 0 for the
//! missing), the highest bid scores a point and ties are rolled off with the match dice. Three points
//! win. It exercises what the service must get right whatever the game: secrets, simultaneous
//! submissions, deadlines, dice in the log, resignation.

use korona_engine::info::OptionInfo;
use korona_engine::waiting::Deadline;
use korona_engine::*;
use serde::{Deserialize, Serialize};

pub struct Auction;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub round: u32,
    pub purse: Vec<u32>,
    pub score: Vec<u32>,
    pub bids: Vec<Option<u32>>,
    pub resigned: Vec<bool>,
    pub winner: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bid(pub u32);

pub const GOAL: u32 = 3;

impl Auction {
    fn resolve(&self, s: &mut State, ctx: &mut Ctx, events: &mut Vec<Event>) {
        let bids: Vec<u32> = s.bids.iter().map(|b| b.unwrap_or(0)).collect();
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
        events.push(Event::public(format!(
            "Round {} bids revealed: {}. Seat {winner} scores.",
            s.round,
            shown.join(", ")
        )));
        if s.score[winner] >= GOAL {
            s.winner = Some(winner as u8);
        }
        s.round += 1;
        s.bids = s
            .resigned
            .iter()
            .map(|&r| if r { Some(0) } else { None })
            .collect();
    }
}

impl Ruleset for Auction {
    type Options = ();
    type State = State;
    type Action = Bid;

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
            options: vec![OptionInfo {
                key: "none",
                accepted: vec![],
                default: "",
            }],
        }
    }

    fn options(&self, pairs: &[(String, String)]) -> Result<(), Refusal> {
        match pairs.first() {
            None => Ok(()),
            Some((k, _)) => Err(Refusal::at(k.clone(), "auction has no options")),
        }
    }

    fn setup(&self, _: &(), seats: u8, dice: &mut Dice) -> Result<State, Refusal> {
        // A starting purse drawn from the dice, so that setup rolls are in the log too.
        let purse = 8 + dice.d6();
        Ok(State {
            round: 1,
            purse: vec![purse; seats as usize],
            score: vec![0; seats as usize],
            bids: vec![None; seats as usize],
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
            waits: (0..s.bids.len())
                .filter(|&i| !s.resigned[i])
                .map(|i| Wait {
                    seat: Seat(i as u8),
                    kind: WaitKind::Bid,
                    done: s.bids[i].is_some(),
                })
                .collect(),
            deadline: Deadline::Phase,
        }
    }

    fn parse(&self, s: &State, seat: Seat, text: &str) -> Result<Bid, Refusal> {
        let word = text.trim().trim_start_matches("bid").trim();
        let amount: u32 = word
            .parse()
            .map_err(|_| Refusal::at(word, "a bid is a whole number").accepting(["0", "1", "2"]))?;
        if amount > s.purse[seat.index()] {
            return Err(Refusal::at(word, "more than your purse")
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
            return Err(Refusal::new("the auction is over"));
        }
        let mut s = s.clone();
        let mut events = Vec::new();
        match input {
            Input::Order { seat, action } => {
                if s.resigned[seat.index()] {
                    return Err(Refusal::new("you resigned"));
                }
                if action.0 > s.purse[seat.index()] {
                    return Err(Refusal::at(action.0.to_string(), "more than your purse"));
                }
                s.bids[seat.index()] = Some(action.0);
                events.push(Event::private(
                    *seat,
                    format!("Your bid of {} is sealed.", action.0),
                ));
                events.push(Event::public(format!("Seat {} has bid.", seat.0)));
            }
            Input::Deadline => {
                for b in s.bids.iter_mut() {
                    b.get_or_insert(0);
                }
            }
            Input::Resign { seat } => {
                s.resigned[seat.index()] = true;
                s.bids[seat.index()] = Some(0);
                let left: Vec<usize> = (0..s.resigned.len()).filter(|&i| !s.resigned[i]).collect();
                if left.len() == 1 {
                    s.winner = Some(left[0] as u8);
                    return Ok(Applied { state: s, events });
                }
            }
        }
        if s.bids.iter().all(Option::is_some) {
            self.resolve(&mut s, ctx, &mut events);
        }
        Ok(Applied { state: s, events })
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        s.winner.map(|w| Outcome::win(Seat(w), "three points"))
    }

    fn view(&self, s: &State, viewer: Viewer) -> serde_json::Value {
        let bids: Vec<serde_json::Value> = s
            .bids
            .iter()
            .enumerate()
            .map(|(i, b)| match (b, viewer.sees_private_of(Seat(i as u8))) {
                (Some(b), true) => serde_json::json!(b),
                (Some(_), false) => serde_json::json!("sealed"),
                (None, _) => serde_json::Value::Null,
            })
            .collect();
        serde_json::json!({ "round": s.round, "purse": s.purse, "score": s.score, "bids": bids })
    }

    fn describe(&self, s: &State, viewer: Viewer) -> String {
        self.view(s, viewer).to_string()
    }

    fn scene(&self, s: &State, _: Viewer) -> Scene {
        Scene {
            title: format!("Auction, round {}", s.round),
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
