//! The text order language (docs/games/oligarchs.md). County names: any case, accents optional, unique
//! prefixes. Refusals name the bad word and list what would have been accepted.

use super::army::{Arm, Army};
use super::extra_step::Policy;
use super::map::CountyId;
use super::state::State;
use korona_engine::msg;
use korona_engine::Refusal;
use serde::{Deserialize, Serialize};

mod money;
mod standing;
mod steps;

/// One group of pieces a step takes from one county (R-MOVE-4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    pub from: CountyId,
    pub units: Army,
    pub lord: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Phase II: the whole recruitment of the turn (R-RECRUIT-8); empty = recruit nothing.
    Recruit(Vec<(CountyId, Army)>),
    /// Phase III: one step into `to` (R-MOVE-4).
    Move { to: CountyId, parts: Vec<Part> },
    /// Phase III: finish movement for the year (R-MOVE-3); in phase II, recruit nothing.
    Pass,
    /// Phase V: a sealed bid (R-ELECT-5).
    Bid(u32),
    /// A step kept for the seat's next movement turn (R-MOVE-19); `None` clears the queue.
    Queue(Option<(CountyId, Vec<Part>)>),
    /// The secret starting placement (R-SETUP-11).
    Place(super::setup::Placement),
    /// Before 1301 with 2-3 players: one neutral field unit into a county (R-SETUP-13).
    Garrison { county: CountyId, arm: Arm },
    /// Put an office one holds up for public auction (R-OFFICE-5).
    Sell(usize),
    /// An offer in an open office auction.
    Offer(u32),
    /// Money to another seat, public and final (R-DIPLO-2).
    Give { to: u8, amount: u32 },
    /// Standing order: the arms to lose first to an event card (`None`: cheapest first).
    Losses(Option<[Arm; 3]>),
    /// Standing order: counties whose units an event card takes only when no other stack can pay.
    Spare(Vec<CountyId>),
    /// Standing order: as a liege, veto (true) or approve the vassals' attacks and castle emptying.
    Veto(bool),
    /// Standing order: after a battle the lord won, ask for the extra step, gather, or never take it.
    ExtraStep(super::extra_step::Policy),
    /// Standing order (traditional order): as start player move `last` (true) or first.
    Lead(bool),
    /// Standing order: offer (true) or refuse the vassal oath when defeated by a player.
    Oath(bool),
    /// Standing order: accept (true, if the loser holds a castle) or refuse defeated lords' oaths.
    Vassals(bool),
    /// Standing order: ADV retreat threshold in percent of the army's starting size; `None`: never.
    Retreat(Option<u32>),
    /// Standing order: the order in which this seat removes enemy units it hits.
    Casualties(Option<[Arm; 3]>),
    /// Standing order: the arm the lord leads (`None`: the default).
    LordArm(Option<Arm>),
    /// Standing order: the országbíró's reroll (auto = default policy, or never).
    Reroll(bool),
}

pub const VERBS: [&str; 22] = [
    "losses",
    "spare",
    "place",
    "garrison",
    "veto",
    "extrastep",
    "sell",
    "offer",
    "lead",
    "oath",
    "vassals",
    "retreat",
    "queue",
    "give",
    "move",
    "pass",
    "recruit",
    "bid",
    "casualties",
    "lordarm",
    "reroll",
    "help",
];

/// The kinds of order that do something in a phase or on the market: the placement, the neutral
/// garrison, the recruitment, a step or a pass, the sealed bid, and the office sale, its offers and
/// gifts of money (R-SETUP-11, R-SETUP-13, R-RECRUIT-8, R-MOVE-3/4, R-ELECT-5, R-OFFICE-5,
/// R-DIPLO-2). Not kinds: the standing settings (`losses`, `spare`, `veto`, `extrastep`, `lead`,
/// `oath`, `vassals`, `retreat`, `casualties`, `lordarm`, `reroll`), which only change a default
/// that a later step consults (section 25); `queue`, which keeps a `move` to run on the seat's next
/// movement turn (R-MOVE-19) and so is a move given early; and `help`.
pub const ORDER_KINDS: [&str; 9] = [
    "place", "garrison", "recruit", "move", "pass", "bid", "sell", "offer", "give",
];

fn county(state: &State, word: &str) -> Result<CountyId, Refusal> {
    state.map().find(word).map_err(|cands| {
        let id = if cands.len() < state.map().counties.len() {
            "oligarchs-county-ambiguous"
        } else {
            "oligarchs-not-a-county"
        };
        Refusal::at(word, msg!(id, word = word)).accepting(cands)
    })
}

/// A unit token such as `2c1i`, `a`, `all`, or the `lord`.
enum Piece {
    Units(Army),
    All,
    Lord,
}

fn piece(word: &str) -> Option<Piece> {
    match word.to_ascii_lowercase().as_str() {
        "all" => Some(Piece::All),
        "lord" | "l" => Some(Piece::Lord),
        w => Army::parse(w).map(Piece::Units),
    }
}

/// A piece count too large to hold (`99999999999999999999c`): refused as a count with its range,
/// where it would otherwise fall through to "not a county".
fn count_too_large(word: &str) -> Option<Refusal> {
    let mut ones = String::new();
    let mut digits = String::new();
    let mut overflow = false;
    for ch in word.chars().chain([' ']) {
        if ch.is_ascii_digit() {
            digits.push(ch);
            continue;
        }
        if !digits.is_empty() {
            overflow |= digits.parse::<u32>().is_err();
            ones.push('1');
            digits.clear();
        }
        ones.push(ch);
    }
    (overflow && Army::parse(&ones).is_some()).then(|| {
        Refusal::at(
            word,
            msg!(
                "engine-count-out-of-range",
                min = 1,
                max = i64::from(u32::MAX)
            ),
        )
    })
}

fn arm_list(word: &str) -> Result<[Arm; 3], Refusal> {
    let arms: Vec<Option<Arm>> = word
        .split([',', ' '])
        .filter(|s| !s.is_empty())
        .map(Arm::parse)
        .collect();
    match arms.as_slice() {
        [Some(a), Some(b), Some(c)] if a != b && b != c && a != c => Ok([*a, *b, *c]),
        _ => Err(
            Refusal::at(word, msg!("oligarchs-give-three-arms-in-order"))
                .accepting(["I,A,C", "C,I,A", "A,I,C", "default"]),
        ),
    }
}

/// An order's text: its first word names the order (see [`VERBS`]), each order reads the rest.
pub fn parse(state: &State, text: &str) -> Result<Action, Refusal> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some(&verb) = words.first() else {
        return Err(Refusal::new(msg!("oligarchs-empty-order")).accepting(VERBS));
    };
    let rest = &words[1..];
    match verb.to_ascii_lowercase().as_str() {
        "pass" | "done" => Ok(Action::Pass),
        "garrison" => steps::garrison(state, rest),
        "bid" => money::bid(rest),
        "casualties" => standing::casualties(rest),
        "lordarm" => standing::lord_arm(rest),
        "reroll" => standing::reroll(rest),
        "recruit" => steps::recruit(state, rest),
        "move" => steps::move_step(state, rest),
        "losses" => standing::losses(rest),
        "spare" => standing::spare(state, rest),
        "veto" => standing::veto(rest),
        "extrastep" => standing::extra_step(rest),
        "lead" => standing::lead(rest),
        "oath" => standing::oath(rest),
        "vassals" => standing::vassals(rest),
        "retreat" => standing::retreat(rest),
        "queue" => steps::queue(state, rest),
        "place" => steps::place(state, rest),
        "sell" => money::sell(rest),
        "offer" => money::offer(rest),
        "give" => money::give(state, rest),
        "help" => Err(Refusal::new(msg!("oligarchs-orders")).accepting(VERBS)),
        _ => Err(Refusal::at(verb, msg!("oligarchs-unknown-order")).accepting(VERBS)),
    }
}

pub fn format(state: &State, action: &Action) -> String {
    let name = |c: CountyId| state.map().name(c).to_string();
    match action {
        Action::Recruit(list) if list.is_empty() => "recruit none".into(),
        Action::Recruit(list) => {
            let parts: Vec<String> = list
                .iter()
                .map(|(c, a)| format!("{} {a}", name(*c)))
                .collect();
            format!("recruit {}", parts.join(" "))
        }
        Action::Move { to, parts } => {
            let mut s = format!("move {}", name(*to));
            for p in parts {
                s.push_str(&format!(" {}", name(p.from)));
                if !p.units.is_empty() {
                    s.push_str(&format!(" {}", p.units));
                }
                if p.lord {
                    s.push_str(" lord");
                }
            }
            s
        }
        Action::Pass => "pass".into(),
        Action::Queue(None) => "queue clear".into(),
        Action::Queue(Some((to, parts))) => {
            format!(
                "queue {}",
                format(
                    state,
                    &Action::Move {
                        to: *to,
                        parts: parts.clone()
                    }
                )
            )
        }
        Action::Give { to, amount } => format!("give {to} {amount}"),
        Action::Place(p) => {
            let parts: Vec<String> = p
                .units
                .iter()
                .map(|(c, a)| format!("{} {a}", name(*c)))
                .collect();
            format!("place {} lord {}", parts.join(" "), name(p.lord))
        }
        Action::Sell(o) => format!("sell {}", ["orszagbiro", "tarnokmester", "nador"][*o]),
        Action::Offer(n) => format!("offer {n}"),
        Action::Losses(None) => "losses default".into(),
        Action::Losses(Some(o)) => format!(
            "losses {},{},{}",
            o[0].letter(),
            o[1].letter(),
            o[2].letter()
        ),
        Action::Spare(list) if list.is_empty() => "spare none".into(),
        Action::Spare(list) => {
            let names: Vec<&str> = list.iter().map(|&c| state.map().name(c)).collect();
            format!("spare {}", names.join(" "))
        }
        Action::Veto(true) => "veto on".into(),
        Action::Veto(false) => "veto off".into(),
        Action::Garrison { county, arm } => {
            format!("garrison {} {}", state.map().name(*county), arm.letter())
        }
        Action::ExtraStep(Policy::Ask) => "extrastep ask".into(),
        Action::ExtraStep(Policy::Gather) => "extrastep gather".into(),
        Action::ExtraStep(Policy::Never) => "extrastep none".into(),
        Action::Lead(false) => "lead first".into(),
        Action::Lead(true) => "lead last".into(),
        Action::Oath(true) => "oath offer".into(),
        Action::Oath(false) => "oath refuse".into(),
        Action::Vassals(true) => "vassals accept".into(),
        Action::Vassals(false) => "vassals refuse".into(),
        Action::Retreat(None) => "retreat never".into(),
        Action::Retreat(Some(p)) => format!("retreat {p}%"),
        Action::Bid(n) => format!("bid {n}"),
        Action::Casualties(None) => "casualties default".into(),
        Action::Casualties(Some(o)) => format!(
            "casualties {},{},{}",
            o[0].letter(),
            o[1].letter(),
            o[2].letter()
        ),
        Action::LordArm(None) => "lordarm auto".into(),
        Action::LordArm(Some(a)) => format!("lordarm {}", a.letter()),
        Action::Reroll(true) => "reroll auto".into(),
        Action::Reroll(false) => "reroll never".into(),
    }
}
