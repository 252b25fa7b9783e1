//! The order language (docs/games/thrones.md): `home …`, `move a2 a3`, `switch a2 b2`,
//! `attack a2 b3`, `fire c2 c4`, `dragon`, `pass`.

use super::board::Sq;
use super::homeland::Homeland;
use korona_engine::{msg, Refusal};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// The secret homeland (R-THR-SETUP-1..6).
    Home(Homeland),
    /// R-THR-MOVE-1..3, R-THR-DRAGON-2.
    Move { from: Sq, to: Sq },
    /// R-THR-MOVE-4.
    Switch { from: Sq, to: Sq },
    /// R-THR-ENGAGE-1, R-THR-FORT-1.
    Attack { from: Sq, to: Sq },
    /// R-THR-ENGAGE-2..5.
    Fire { from: Sq, to: Sq },
    /// R-THR-DRAGON-1.
    Dragon,
    /// R-THR-TURN-3.
    Pass,
}

pub const VERBS: [&str; 7] = ["home", "move", "switch", "attack", "fire", "dragon", "pass"];

impl Action {
    pub fn text(&self) -> String {
        match self {
            Action::Home(h) => h.text(),
            Action::Move { from, to } => format!("move {from} {to}"),
            Action::Switch { from, to } => format!("switch {from} {to}"),
            Action::Attack { from, to } => format!("attack {from} {to}"),
            Action::Fire { from, to } => format!("fire {from} {to}"),
            Action::Dragon => "dragon".into(),
            Action::Pass => "pass".into(),
        }
    }

    /// Reads one order; whether it is legal now is the rules' business.
    pub fn parse(text: &str) -> Result<Action, Refusal> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((verb, rest)) = words.split_first() else {
            return Err(Refusal::new(msg!("thrones-empty-order")).accepting(VERBS));
        };
        let verb_l = verb.to_ascii_lowercase();
        let two = |make: fn(Sq, Sq) -> Action| -> Result<Action, Refusal> {
            match rest {
                [a, b] => {
                    let sq = |w: &str| {
                        Sq::parse(w).ok_or_else(|| {
                            Refusal::at(w, msg!("thrones-not-a-square")).accepting(["a1 … i9"])
                        })
                    };
                    Ok(make(sq(a)?, sq(b)?))
                }
                [] | [_] => Err(Refusal::at(*verb, msg!("thrones-squares-missing"))),
                [_, _, extra, ..] => Err(Refusal::at(*extra, msg!("thrones-word-too-many"))),
            }
        };
        let alone = |a: Action| match rest {
            [] => Ok(a),
            [extra, ..] => Err(Refusal::at(*extra, msg!("thrones-word-too-many"))),
        };
        match verb_l.as_str() {
            "home" => Homeland::parse(rest)
                .map(Action::Home)
                .map_err(|(token, m)| Refusal::at(token, m)),
            "move" => two(|from, to| Action::Move { from, to }),
            "switch" => two(|from, to| Action::Switch { from, to }),
            "attack" => two(|from, to| Action::Attack { from, to }),
            "fire" => two(|from, to| Action::Fire { from, to }),
            "dragon" => alone(Action::Dragon),
            "pass" => alone(Action::Pass),
            _ => Err(Refusal::at(*verb, msg!("thrones-unknown-order")).accepting(VERBS)),
        }
    }

    /// The squares an action goes from and to, if it has them.
    pub fn squares(&self) -> Option<(Sq, Sq)> {
        match *self {
            Action::Move { from, to }
            | Action::Switch { from, to }
            | Action::Attack { from, to }
            | Action::Fire { from, to } => Some((from, to)),
            _ => None,
        }
    }
}
