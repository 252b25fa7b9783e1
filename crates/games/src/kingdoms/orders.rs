//! The order language (R-KIN-ORDER-1..): a turn's whole order set in one line, orders separated by
//! `;`, or `hold` for none. Parsed into typed orders here; checked against the state in
//! [`super::rules::check`].
//!
//! ```text
//! train 2 swordsman B2; train 1 trireme B2 A2; move 1 knight C3 D3 E3; buy 1 B2; research; cast fog B2 D4; disband 1 mage B2
//! ```

use super::map::Geo;
use super::units::Kind;
use korona_engine::{msg, Refusal};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Spell {
    Fog,
    Earthquake,
}

impl Spell {
    pub fn name(self) -> &'static str {
        match self {
            Spell::Fog => "fog",
            Spell::Earthquake => "earthquake",
        }
    }

    /// Mana it costs (R-KIN-SPELL-2, -3).
    pub fn mana(self) -> u8 {
        match self {
            Spell::Fog => 1,
            Spell::Earthquake => 2,
        }
    }

    /// Areas away from the mage it reaches (R-KIN-SPELL-1).
    pub const RANGE: u32 = 2;
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Order {
    Train {
        n: u8,
        kind: Kind,
        castle: u16,
        /// The sea beside the castle a ship is launched into; drawn when none is named
        /// (R-KIN-TRAIN-5).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sea: Option<u16>,
    },
    /// `path[0]` is where the units stand; each further area is one step.
    Move {
        n: u8,
        kind: Kind,
        path: Vec<u16>,
    },
    /// By ship: `path` is the land the units stand on, one or two sea areas, the land they go to.
    Convey {
        n: u8,
        kind: Kind,
        path: Vec<u16>,
    },
    /// Offer number from 1; `at` where the scroll is used, if it is used somewhere.
    Buy {
        offer: u8,
        at: Option<u16>,
    },
    Research,
    Cast {
        spell: Spell,
        from: u16,
        at: u16,
    },
    Disband {
        n: u8,
        kind: Kind,
        at: u16,
    },
}

/// A whole order set: what a seat submits for a round (R-KIN-TURN-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action(pub Vec<Order>);

pub const VERBS: [&str; 8] = [
    "hold", "train", "move", "convey", "buy", "research", "cast", "disband",
];

/// The kinds of order (`Ruleset::order_kinds`): the verbs but `hold`, which is no order but the
/// word for an empty order set (R-KIN-ORDER-2), so no bot can be said to leave it unused.
pub const ORDER_KINDS: [&str; 7] = [
    "train", "move", "convey", "buy", "research", "cast", "disband",
];

impl Order {
    pub fn text(&self, geo: &Geo) -> String {
        match self {
            Order::Train {
                n,
                kind,
                castle,
                sea,
            } => {
                let mut text = format!("train {n} {} {}", kind.name(), geo.name(*castle));
                if let Some(sea) = sea {
                    text = format!("{text} {}", geo.name(*sea));
                }
                text
            }
            Order::Move { n, kind, path } => {
                let path: Vec<String> = path.iter().map(|a| geo.name(*a)).collect();
                format!("move {n} {} {}", kind.name(), path.join(" "))
            }
            Order::Convey { n, kind, path } => {
                let path: Vec<String> = path.iter().map(|a| geo.name(*a)).collect();
                format!("convey {n} {} {}", kind.name(), path.join(" "))
            }
            Order::Buy { offer, at: None } => format!("buy {offer}"),
            Order::Buy {
                offer,
                at: Some(at),
            } => format!("buy {offer} {}", geo.name(*at)),
            Order::Research => "research".into(),
            Order::Cast { spell, from, at } => {
                format!(
                    "cast {} {} {}",
                    spell.name(),
                    geo.name(*from),
                    geo.name(*at)
                )
            }
            Order::Disband { n, kind, at } => {
                format!("disband {n} {} {}", kind.name(), geo.name(*at))
            }
        }
    }
}

impl Action {
    pub fn text(&self, geo: &Geo) -> String {
        if self.0.is_empty() {
            return "hold".into();
        }
        let parts: Vec<String> = self.0.iter().map(|o| o.text(geo)).collect();
        parts.join("; ")
    }

    /// Reads an order set's words (not yet checked against the state).
    pub fn parse(text: &str, geo: &Geo) -> Result<Action, Refusal> {
        let mut orders = Vec::new();
        for part in text.split(';') {
            let words: Vec<&str> = part.split_whitespace().collect();
            if words.is_empty() {
                continue;
            }
            if words.len() == 1 && words[0].eq_ignore_ascii_case("hold") {
                continue;
            }
            orders.push(parse_order(&words, geo)?);
        }
        Ok(Action(orders))
    }
}

fn area(word: Option<&&str>, geo: &Geo) -> Result<u16, Refusal> {
    let word = word.ok_or_else(|| Refusal::new(msg!("kingdoms-word-missing", what = "area")))?;
    geo.parse(word)
        .ok_or_else(|| Refusal::at(*word, msg!("kingdoms-not-an-area", word = *word)))
}

fn number(word: Option<&&str>) -> Result<u8, Refusal> {
    let word = word.ok_or_else(|| Refusal::new(msg!("kingdoms-word-missing", what = "number")))?;
    word.parse::<u8>()
        .ok()
        .filter(|n| (1..=99).contains(n))
        .ok_or_else(|| Refusal::at(*word, msg!("kingdoms-not-a-number", word = *word)))
}

fn kind(word: Option<&&str>) -> Result<Kind, Refusal> {
    let word = word.ok_or_else(|| Refusal::new(msg!("kingdoms-word-missing", what = "unit")))?;
    Kind::parse(word).ok_or_else(|| {
        Refusal::at(*word, msg!("kingdoms-not-a-kind", word = *word))
            .accepting(Kind::ALL.iter().map(|k| k.name()))
    })
}

fn no_more(words: &[&str], used: usize) -> Result<(), Refusal> {
    match words.get(used) {
        Some(w) => Err(Refusal::at(*w, msg!("kingdoms-word-too-many", word = *w))),
        None => Ok(()),
    }
}

fn parse_order(words: &[&str], geo: &Geo) -> Result<Order, Refusal> {
    let verb = words[0].to_ascii_lowercase();
    let order = match verb.as_str() {
        "train" => {
            let n = number(words.get(1))?;
            let kind = kind(words.get(2))?;
            let castle = area(words.get(3), geo)?;
            // A ship may name the sea it is launched into (R-KIN-TRAIN-5).
            let sea = match words.get(4) {
                Some(w) if kind.is_ship() => Some(area(Some(w), geo)?),
                _ => None,
            };
            no_more(words, if sea.is_some() { 5 } else { 4 })?;
            Order::Train {
                n,
                kind,
                castle,
                sea,
            }
        }
        "move" | "convey" => {
            let n = number(words.get(1))?;
            let kind = kind(words.get(2))?;
            let mut path = vec![area(words.get(3), geo)?];
            path.push(area(words.get(4), geo)?);
            for w in &words[5..] {
                path.push(area(Some(w), geo)?);
            }
            if verb == "move" {
                Order::Move { n, kind, path }
            } else {
                Order::Convey { n, kind, path }
            }
        }
        "buy" => {
            no_more(words, 3)?;
            let offer = number(words.get(1))?;
            let at = match words.get(2) {
                Some(w) => Some(area(Some(w), geo)?),
                None => None,
            };
            Order::Buy { offer, at }
        }
        "research" => {
            no_more(words, 1)?;
            Order::Research
        }
        "cast" => {
            no_more(words, 4)?;
            let w = words
                .get(1)
                .ok_or_else(|| Refusal::new(msg!("kingdoms-word-missing", what = "spell")))?;
            let spell = match w.to_ascii_lowercase().as_str() {
                "fog" => Spell::Fog,
                "earthquake" | "quake" => Spell::Earthquake,
                _ => {
                    return Err(Refusal::at(*w, msg!("kingdoms-not-a-spell", word = *w))
                        .accepting(["fog", "earthquake"]))
                }
            };
            Order::Cast {
                spell,
                from: area(words.get(2), geo)?,
                at: area(words.get(3), geo)?,
            }
        }
        "disband" => {
            no_more(words, 4)?;
            Order::Disband {
                n: number(words.get(1))?,
                kind: kind(words.get(2))?,
                at: area(words.get(3), geo)?,
            }
        }
        _ => {
            return Err(
                Refusal::at(words[0], msg!("kingdoms-unknown-order", word = words[0]))
                    .accepting(VERBS),
            )
        }
    };
    Ok(order)
}
