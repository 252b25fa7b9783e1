//! Typed orders and their text language (R-CAP-70..).

use super::board::Sq;
use korona_engine::{msg, Refusal};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    Expand(Sq),
    Move(Sq, Sq),
    Deploy(Sq),
    Attack(Sq, Sq),
    Cross(Sq, Sq),
    Climb(Sq, Sq),
    Dig(Sq),
    Fill(Sq),
    Wall(Sq),
    Tower(Sq),
    End,
}

/// The verbs, in the order refusals list them.
pub const VERBS: [&str; 11] = [
    "expand", "move", "deploy", "attack", "cross", "climb", "dig", "fill", "wall", "tower", "end",
];

impl Action {
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Expand(_) => "expand",
            Action::Move(..) => "move",
            Action::Deploy(_) => "deploy",
            Action::Attack(..) => "attack",
            Action::Cross(..) => "cross",
            Action::Climb(..) => "climb",
            Action::Dig(_) => "dig",
            Action::Fill(_) => "fill",
            Action::Wall(_) => "wall",
            Action::Tower(_) => "tower",
            Action::End => "end",
        }
    }

    /// The square the action is about (its target), for refusals that name a word.
    pub fn target(&self) -> Option<Sq> {
        match *self {
            Action::Expand(t)
            | Action::Deploy(t)
            | Action::Dig(t)
            | Action::Fill(t)
            | Action::Wall(t)
            | Action::Tower(t)
            | Action::Move(_, t)
            | Action::Attack(_, t)
            | Action::Cross(_, t)
            | Action::Climb(_, t) => Some(t),
            Action::End => None,
        }
    }

    pub fn source(&self) -> Option<Sq> {
        match *self {
            Action::Move(f, _)
            | Action::Attack(f, _)
            | Action::Cross(f, _)
            | Action::Climb(f, _) => Some(f),
            _ => None,
        }
    }

    /// Canonical text: lower-case verb, upper-case squares.
    pub fn text(&self) -> String {
        match (self.source(), self.target()) {
            (Some(f), Some(t)) => format!("{} {f} {t}", self.verb()),
            (None, Some(t)) => format!("{} {t}", self.verb()),
            _ => self.verb().to_string(),
        }
    }

    /// Reads one order. Only the syntax and the board's bounds are checked here; legality is the
    /// rules' business (`apply`), so a refusal can list the legal targets of the position.
    pub fn parse(text: &str, size: u8) -> Result<Action, Refusal> {
        Self::parse_in(text, size, &Vec::new)
    }

    /// [`Action::parse`] in a position: a refusal's example of the right shape is one of `legal`
    /// (asked for only when refusing) with the same verb, so it is never itself refused; without one
    /// the shape is shown with placeholders (`move <from> <to>`), never a made-up order that the
    /// position would refuse.
    pub fn parse_in(
        text: &str,
        size: u8,
        legal: &dyn Fn() -> Vec<Action>,
    ) -> Result<Action, Refusal> {
        // Words keep the player's spelling so that a refusal quotes what was typed.
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty() && !w.eq_ignore_ascii_case("to") && *w != "-" && *w != "->")
            .collect();
        let Some((&verb, args)) = words.split_first() else {
            return Err(Refusal::new(msg!("capitals-empty-order")).accepting(VERBS));
        };
        let verb_lower = verb.to_ascii_lowercase();
        let square = |word: &str| {
            Sq::parse(word, size).ok_or_else(|| {
                let last = (b'A' + size - 1) as char;
                Refusal::at(word, msg!("capitals-not-a-square", size = size))
                    .accepting([format!("A1 .. {last}{size}")])
            })
        };
        let arity = |n: usize, shape: &str| -> Result<(), Refusal> {
            if args.len() == n {
                return Ok(());
            }
            let name = shape.split(' ').next().unwrap_or(shape);
            let example = legal()
                .iter()
                .find(|a| a.verb() == name)
                .map_or_else(|| shape.to_string(), Action::text);
            if args.len() > n {
                Err(Refusal::at(args[n], msg!("capitals-word-too-many")).accepting([example]))
            } else {
                Err(Refusal::at(verb, msg!("capitals-square-missing")).accepting([example]))
            }
        };
        let one = |make: fn(Sq) -> Action, example: &str| -> Result<Action, Refusal> {
            arity(1, example)?;
            Ok(make(square(args[0])?))
        };
        let two = |make: fn(Sq, Sq) -> Action, example: &str| -> Result<Action, Refusal> {
            arity(2, example)?;
            Ok(make(square(args[0])?, square(args[1])?))
        };
        match verb_lower.as_str() {
            "expand" | "e" => one(Action::Expand, "expand <square>"),
            "deploy" => one(Action::Deploy, "deploy <square>"),
            "dig" => one(Action::Dig, "dig <square>"),
            "fill" => one(Action::Fill, "fill <square>"),
            "wall" => one(Action::Wall, "wall <square>"),
            "tower" => one(Action::Tower, "tower <square>"),
            "move" | "m" => two(Action::Move, "move <from> <to>"),
            "attack" | "a" => two(Action::Attack, "attack <from> <to>"),
            "cross" => two(Action::Cross, "cross <from> <to>"),
            "climb" => two(Action::Climb, "climb <from> <to>"),
            "end" | "pass" | "done" => {
                // "end turn" is an alias; anything else after it is a stray word.
                match args {
                    [] => Ok(Action::End),
                    [turn] if turn.eq_ignore_ascii_case("turn") => Ok(Action::End),
                    [extra, ..] => Err(Refusal::at(*extra, msg!("capitals-end-takes-no-square"))
                        .accepting(["end", "end turn", "pass"])),
                }
            }
            _ => Err(Refusal::at(verb, msg!("capitals-unknown-order")).accepting(VERBS)),
        }
    }
}
