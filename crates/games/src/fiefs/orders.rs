//! Typed orders and their text language (R-FIEF-ORD-1).

use super::map::Hx;
use super::state::{UnitKind, HOUSE_NAMES};
use korona_engine::{msg, Refusal};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A unit's path: where it stands, then one or two hexes (R-FIEF-MOVE-1).
    Move(Vec<Hx>),
    /// A bowman shoots a unit 2 hexes away (R-FIEF-FIGHT-4).
    Shoot(Hx, Hx),
    Recruit(UnitKind, Hx),
    Outpost(Hx),
    Village(Hx),
    Quartermaster,
    /// Paid passage through the fiefs of the house with this name index (R-FIEF-SUP-6).
    Passage(u8),
    End,
}

/// The verbs, in the order refusals list them.
pub const VERBS: [&str; 8] = [
    "move",
    "shoot",
    "recruit",
    "outpost",
    "village",
    "quartermaster",
    "passage",
    "end",
];

impl Action {
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Move(_) => "move",
            Action::Shoot(..) => "shoot",
            Action::Recruit(..) => "recruit",
            Action::Outpost(_) => "outpost",
            Action::Village(_) => "village",
            Action::Quartermaster => "quartermaster",
            Action::Passage(_) => "passage",
            Action::End => "end",
        }
    }

    /// Canonical text: lower-case words, upper-case hexes.
    pub fn text(&self) -> String {
        match self {
            Action::Move(path) => {
                let hexes: Vec<String> = path.iter().map(Hx::to_string).collect();
                format!("move {}", hexes.join(" "))
            }
            Action::Shoot(a, b) => format!("shoot {a} {b}"),
            Action::Recruit(k, h) => format!("recruit {} {h}", k.word()),
            Action::Outpost(h) => format!("outpost {h}"),
            Action::Village(h) => format!("village {h}"),
            Action::Quartermaster => "quartermaster".into(),
            Action::Passage(house) => format!(
                "passage {}",
                HOUSE_NAMES
                    .get(*house as usize)
                    .map_or("?".to_string(), |n| n.to_ascii_lowercase())
            ),
            Action::End => "end".into(),
        }
    }

    /// Reads one order; only its shape is checked here, legality is the rules' business.
    pub fn parse(text: &str) -> Result<Action, Refusal> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty() && !w.eq_ignore_ascii_case("to") && *w != "-" && *w != "->")
            .collect();
        let Some((&verb, args)) = words.split_first() else {
            return Err(Refusal::new(msg!("fiefs-empty-order")).accepting(VERBS));
        };
        let hex = |w: &str| {
            Hx::parse(w).ok_or_else(|| Refusal::at(w, msg!("fiefs-not-a-hex")).accepting(["C4"]))
        };
        let count = |n: std::ops::RangeInclusive<usize>, shape: &str| -> Result<(), Refusal> {
            if n.contains(&args.len()) {
                Ok(())
            } else if args.len() > *n.end() {
                Err(Refusal::at(args[*n.end()], msg!("fiefs-word-too-many")).accepting([shape]))
            } else {
                Err(Refusal::at(verb, msg!("fiefs-word-missing")).accepting([shape]))
            }
        };
        match verb.to_ascii_lowercase().as_str() {
            "move" | "m" => {
                count(2..=3, "move <hex> <hex> [<hex>]")?;
                Ok(Action::Move(
                    args.iter().map(|w| hex(w)).collect::<Result<_, _>>()?,
                ))
            }
            "shoot" | "s" => {
                count(2..=2, "shoot <bowman's hex> <target hex>")?;
                Ok(Action::Shoot(hex(args[0])?, hex(args[1])?))
            }
            "recruit" | "r" => {
                count(2..=2, "recruit <spear|knight|bow> <hex>")?;
                let kind = match args[0].to_ascii_lowercase().as_str() {
                    "spear" | "spearman" => UnitKind::Spearman,
                    "knight" => UnitKind::Knight,
                    "bow" | "bowman" => UnitKind::Bowman,
                    _ => {
                        return Err(Refusal::at(args[0], msg!("fiefs-not-a-unit"))
                            .accepting(["spear", "knight", "bow"]))
                    }
                };
                Ok(Action::Recruit(kind, hex(args[1])?))
            }
            "outpost" => {
                count(1..=1, "outpost <hex>")?;
                Ok(Action::Outpost(hex(args[0])?))
            }
            "village" | "upgrade" => {
                count(1..=1, "village <hex>")?;
                Ok(Action::Village(hex(args[0])?))
            }
            "quartermaster" | "qm" => {
                count(0..=0, "quartermaster")?;
                Ok(Action::Quartermaster)
            }
            "passage" | "toll" => {
                count(1..=1, "passage <house>")?;
                HOUSE_NAMES
                    .iter()
                    .position(|n| n.eq_ignore_ascii_case(args[0]))
                    .map(|i| Action::Passage(i as u8))
                    .ok_or_else(|| {
                        Refusal::at(args[0], msg!("fiefs-not-a-house"))
                            .accepting(HOUSE_NAMES.iter().map(|n| n.to_ascii_lowercase()))
                    })
            }
            "end" | "pass" | "done" => {
                match args {
                    [] => Ok(Action::End),
                    [turn] if turn.eq_ignore_ascii_case("turn") => Ok(Action::End),
                    [extra, ..] => Err(Refusal::at(*extra, msg!("fiefs-word-too-many"))
                        .accepting(["end", "end turn"])),
                }
            }
            _ => Err(Refusal::at(verb, msg!("fiefs-unknown-order")).accepting(VERBS)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        for t in [
            "move B2 C2",
            "move B2 C2 D2",
            "shoot B2 D2",
            "recruit knight B2",
            "outpost C3",
            "village C3",
            "quartermaster",
            "passage stag",
            "end",
        ] {
            assert_eq!(Action::parse(t).unwrap().text(), t);
        }
    }
}
