//! The order language (docs/games/thrones.md): `number 3`, `home …`, `home random`,
//! `set b4 x K`, `home`, `move a2 a3`, `switch a2 b2`,
//! `attack a2 b3`, `fire c2 c4`, `dragon`, `pass`.

use super::board::{Sq, Tile};
use super::homeland::Homeland;
use super::piece::Kind;
use super::state::BuildKind;
use korona_engine::{msg, Refusal};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// The sealed number of the even/odd start (R-THR-SETUP-7).
    Number(u8),
    /// The secret homeland (R-THR-SETUP-1..6).
    Home(Homeland),
    /// A valid homeland drawn from the match's dice (R-THR-SETUP-12).
    HomeRandom,
    /// Seals the homeland built square by square (R-THR-SETUP-11).
    HomeDraft,
    /// One square of the draft: its tile (`None` clears it) and piece (R-THR-SETUP-11).
    Set {
        at: Sq,
        tile: Option<Tile>,
        piece: Option<Kind>,
    },
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
    /// The throne founds a farm or a city where it stands: a free action (R-THR-HOME-1, 7).
    Found(BuildKind),
    /// The throne rebuilds the ruined fortress it stands on: a free action (R-THR-HOME-6, 7).
    Rebuild,
    /// A lost piece comes back on a spawning square: the turn's action (R-THR-HOME-3..5).
    Spawn { at: Sq, kind: Kind },
}

/// The most fingers of one hand (R-THR-SETUP-7).
pub const MAX_NUMBER: u8 = 5;

pub const VERBS: [&str; 13] = [
    "number", "home", "set", "move", "switch", "attack", "fire", "dragon", "pass", "farm", "city",
    "rebuild", "spawn",
];

/// The kinds of order [`korona_engine::Ruleset::order_kinds`] counts: every verb but `set`, which
/// only edits the private draft of a homeland square by square (R-THR-SETUP-11); the draft acts
/// on the match when `home` seals it, so building a homeland is one kind of order however it is
/// typed. Nor `pass`: it is legal only when nothing else is (R-THR-TURN-3), so a player never
/// chooses it, and a bench that counted it as a kind bots leave unused would ask them to get stuck.
pub const ORDER_KINDS: [&str; 11] = [
    "number", "home", "move", "switch", "attack", "fire", "dragon", "farm", "city", "rebuild",
    "spawn",
];

impl Action {
    pub fn text(&self) -> String {
        match self {
            Action::Number(n) => format!("number {n}"),
            Action::Home(h) => h.text(),
            Action::HomeRandom => "home random".into(),
            Action::HomeDraft => "home".into(),
            Action::Set { at, tile, piece } => {
                let mut t = format!("set {at} {}", tile.map_or('.', |t| t.letter()));
                if let Some(p) = piece {
                    t.push(' ');
                    t.push(p.letter());
                }
                t
            }
            Action::Move { from, to } => format!("move {from} {to}"),
            Action::Switch { from, to } => format!("switch {from} {to}"),
            Action::Attack { from, to } => format!("attack {from} {to}"),
            Action::Fire { from, to } => format!("fire {from} {to}"),
            Action::Dragon => "dragon".into(),
            Action::Pass => "pass".into(),
            Action::Found(k) => k.name().into(),
            Action::Rebuild => "rebuild".into(),
            Action::Spawn { at, kind } => format!("spawn {at} {}", kind.letter()),
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
            "home" => match rest {
                [] => Ok(Action::HomeDraft),
                [w] if w.eq_ignore_ascii_case("random") => Ok(Action::HomeRandom),
                _ => Homeland::parse(rest)
                    .map(Action::Home)
                    .map_err(|(token, m)| {
                        Refusal::at(token, m).accepting([
                            "home random",
                            "home <tiles> <pieces> <middle>",
                            "home + 4 lines `<9 tiles> <9 pieces>` + 1 line `<middle>`",
                        ])
                    }),
            },
            "set" => parse_set(rest, verb),
            "number" => match rest {
                [n] => n
                    .parse::<u8>()
                    .ok()
                    .filter(|n| *n <= MAX_NUMBER)
                    .map(Action::Number)
                    .ok_or_else(|| {
                        Refusal::at(*n, msg!("thrones-bad-number"))
                            .accepting((0..=MAX_NUMBER).map(|n| n.to_string()))
                    }),
                [] => Err(Refusal::at(*verb, msg!("thrones-bad-number"))
                    .accepting((0..=MAX_NUMBER).map(|n| n.to_string()))),
                [_, extra, ..] => Err(Refusal::at(*extra, msg!("thrones-word-too-many"))),
            },
            "move" => two(|from, to| Action::Move { from, to }),
            "switch" => two(|from, to| Action::Switch { from, to }),
            "attack" => two(|from, to| Action::Attack { from, to }),
            "fire" => two(|from, to| Action::Fire { from, to }),
            "dragon" => alone(Action::Dragon),
            "pass" => alone(Action::Pass),
            "farm" => alone(Action::Found(BuildKind::Farm)),
            "city" => alone(Action::Found(BuildKind::City)),
            "rebuild" => alone(Action::Rebuild),
            "spawn" => parse_spawn(rest, verb),
            _ => Err(Refusal::at(*verb, msg!("thrones-unknown-order")).accepting(VERBS)),
        }
    }

    /// Whether this is a setup order (the secret homeland, R-THR-SETUP-1).
    pub fn is_setup(&self) -> bool {
        matches!(
            self,
            Action::Number(_)
                | Action::Home(_)
                | Action::HomeRandom
                | Action::HomeDraft
                | Action::Set { .. }
        )
    }

    /// A free action of the homefront game type: the turn goes on (R-THR-HOME-7).
    pub fn is_free(&self) -> bool {
        matches!(self, Action::Found(_) | Action::Rebuild)
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

/// `set <square> <tile> [<piece>]`: `.` as the tile clears the square (R-THR-SETUP-11).
fn parse_set(rest: &[&str], verb: &str) -> Result<Action, Refusal> {
    let (at, tile, piece) = match rest {
        [at, tile] => (at, tile, None),
        [at, tile, piece] => (at, tile, Some(piece)),
        [] | [_] => {
            return Err(Refusal::at(verb, msg!("thrones-set-words")).accepting([
                "set b4 x K",
                "set c2 p",
                "set e5 w",
                "set b4 .",
            ]))
        }
        [_, _, _, extra, ..] => return Err(Refusal::at(*extra, msg!("thrones-word-too-many"))),
    };
    let at = Sq::parse(at)
        .ok_or_else(|| Refusal::at(*at, msg!("thrones-not-a-square")).accepting(["a1 … i9"]))?;
    let one = |w: &str| {
        let mut cs = w.chars();
        match (cs.next(), cs.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    };
    let tile = match one(tile) {
        Some('.') => None,
        Some(c) => Some(Tile::from_letter(c.to_ascii_lowercase()).ok_or_else(|| {
            Refusal::at(*tile, msg!("thrones-set-bad-tile"))
                .accepting(["p", "f", "m", "w", "x", "."])
        })?),
        None => {
            return Err(Refusal::at(*tile, msg!("thrones-set-bad-tile"))
                .accepting(["p", "f", "m", "w", "x", "."]))
        }
    };
    let piece = match piece {
        None => None,
        Some(w) => match one(w) {
            Some('.') => None,
            Some(c) if Kind::from_letter(c).is_some() => Kind::from_letter(c),
            _ => {
                return Err(Refusal::at(*w, msg!("thrones-set-bad-piece"))
                    .accepting(["R", "S", "X", "C", "T", "L", "H", "E", "D", "K", "."]))
            }
        },
    };
    Ok(Action::Set { at, tile, piece })
}

/// `spawn <square> <piece>` (R-THR-HOME-3..5).
fn parse_spawn(rest: &[&str], verb: &str) -> Result<Action, Refusal> {
    let [at, kind] = rest else {
        return Err(Refusal::at(verb, msg!("thrones-spawn-words")).accepting(["spawn e2 X"]));
    };
    let at = Sq::parse(at)
        .ok_or_else(|| Refusal::at(*at, msg!("thrones-not-a-square")).accepting(["a1 … i9"]))?;
    let mut cs = kind.chars();
    let letter = match (cs.next(), cs.next()) {
        (Some(c), None) => Kind::from_letter(c),
        _ => None,
    };
    let Some(k) = letter.filter(|k| !matches!(k, Kind::Dragon | Kind::Throne)) else {
        return Err(Refusal::at(*kind, msg!("thrones-set-bad-piece"))
            .accepting(["R", "S", "X", "C", "T", "L", "H", "E"]));
    };
    Ok(Action::Spawn { at, kind: k })
}
