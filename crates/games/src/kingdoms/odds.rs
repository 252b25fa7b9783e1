//! The battle calculator (R-KIN-ODDS-1..): two armies in the notation `3S,2K` fight the battle the
//! rules fight, on open ground without a castle. Battles have no dice, so each side's chance of
//! being left alone on the field is 0 or 1; the answer also names who is left.

use super::options::Options;
use super::rules::battle::{fight, Field};
use super::rules::builds::new_unit;
use super::units::Kind;
use super::Kingdoms;
use korona_engine::{msg, Dice, MatchSeed, Refusal};

/// The kinds in the notation's order, with their letters (R-KIN-ODDS-2).
pub const ORDER: [Kind; 7] = [
    Kind::Swordsman,
    Kind::Knight,
    Kind::Mage,
    Kind::Dragon,
    Kind::Tower,
    Kind::Trireme,
    Kind::Galleon,
];

const KEYS: [&str; 2] = ["attacker", "defender"];

/// Whole armies are cheap to fight, but a chat command must stay small.
pub const MAX_SIDE: u32 = 99;

/// An army: how many of each kind, in [`ORDER`].
pub type Army = [u32; 7];

/// The answer: who is left alone on the field, and what is left of each side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Odds {
    pub attacker: u8,
    pub defender: u8,
    pub neither: u8,
    pub attacker_left: String,
    pub defender_left: String,
}

impl Odds {
    pub fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "attacker": self.attacker,
            "defender": self.defender,
            "neither": self.neither,
            "attacker_left": self.attacker_left,
            "defender_left": self.defender_left,
        })
    }
}

fn letters() -> impl Iterator<Item = String> {
    ORDER.iter().map(|k| k.letter().to_string())
}

/// Reads `3S,2K` (counts with letters, any case, comma separated; a bare letter is one unit).
pub fn parse_army(text: &str) -> Result<Army, Refusal> {
    let mut army = [0u32; 7];
    for part in text.split(',').map(str::trim) {
        let bad = || {
            Refusal::at(part, msg!("kingdoms-odds-bad-army-part", part = part)).accepting(letters())
        };
        let digits = part.len() - part.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let (count, letter) = part.split_at(digits);
        let n: u32 = if count.is_empty() {
            1
        } else {
            count.parse().map_err(|_| bad())?
        };
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return Err(bad());
        };
        let slot = ORDER
            .iter()
            .position(|k| k.letter().eq_ignore_ascii_case(&c))
            .ok_or_else(bad)?;
        army[slot] += n;
    }
    if army.iter().sum::<u32>() == 0 {
        return Err(
            Refusal::at(text, msg!("kingdoms-odds-bad-army-part", part = text))
                .accepting(letters()),
        );
    }
    Ok(army)
}

/// Writes an army back in the notation, kinds in [`ORDER`], "" for none.
pub fn army_text(army: &Army) -> String {
    ORDER
        .iter()
        .zip(army)
        .filter(|(_, n)| **n > 0)
        .map(|(k, n)| format!("{n}{}", k.letter()))
        .collect::<Vec<_>>()
        .join(",")
}

/// Fights the battle with the game's own battle code: seat 0 attacks, seat 1 defends.
pub fn battle(attacker: &Army, defender: &Army) -> Odds {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(0), 0);
    let mut state = Kingdoms::new_state(&Options::default(), 2, &mut dice);
    state.units.clear();
    let area = state
        .geo()
        .areas()
        .find(|a| !state.geo().is_sea(*a) && state.castle(*a).is_none())
        .expect("a map has open land");
    for (seat, army) in [(0u8, attacker), (1u8, defender)] {
        for (kind, n) in ORDER.iter().zip(army) {
            for _ in 0..*n {
                new_unit(&mut state, seat, *kind, area);
            }
        }
    }
    // A tower fights from the start here: the calculator asks about standing armies.
    for u in state.units.iter_mut() {
        u.ready = true;
    }
    let field = Field {
        units: (0..state.units.len()).collect(),
        castle: None,
        first: Vec::new(),
    };
    let winner = fight(&mut state, &field, "", &mut Vec::new());
    let left = |seat: u8| {
        let mut army = [0u32; 7];
        for u in state
            .units
            .iter()
            .filter(|u| u.owner == seat && u.damage < u.kind.stats().hp)
        {
            let slot = ORDER.iter().position(|k| *k == u.kind).expect("every kind");
            army[slot] += 1;
        }
        army
    };
    let (a, d) = (left(0), left(1));
    let alive = |army: &Army| army.iter().sum::<u32>() > 0;
    // Two sides that cannot hurt each other (unready towers) are both left: nobody is alone.
    let alone = |seat: u8, mine: &Army, theirs: &Army| {
        u8::from(winner == Some(seat) && alive(mine) && !alive(theirs))
    };
    Odds {
        attacker: alone(0, &a, &d),
        defender: alone(1, &d, &a),
        neither: u8::from(!(alive(&a) ^ alive(&d))),
        attacker_left: army_text(&a),
        defender_left: army_text(&d),
    }
}

/// Answers `attacker=3S,2K defender=5S` (R-KIN-ODDS-1).
pub fn answer(query: &str) -> Result<Odds, Refusal> {
    let (mut attacker, mut defender) = (None, None);
    for word in query.split_whitespace() {
        let Some((key, value)) = word.split_once('=') else {
            return Err(
                Refusal::at(word, msg!("kingdoms-odds-key-value", word = word)).accepting(KEYS),
            );
        };
        match key.to_ascii_lowercase().as_str() {
            "attacker" => attacker = Some(parse_army(value)?),
            "defender" => defender = Some(parse_army(value)?),
            other => {
                return Err(
                    Refusal::at(other, msg!("kingdoms-odds-key-value", word = other))
                        .accepting(KEYS),
                )
            }
        }
    }
    let attacker = attacker.ok_or_else(|| {
        Refusal::new(msg!("kingdoms-odds-side-missing", side = "attacker"))
            .accepting(["attacker=3S,2K"])
    })?;
    let defender = defender.ok_or_else(|| {
        Refusal::new(msg!("kingdoms-odds-side-missing", side = "defender"))
            .accepting(["defender=5S"])
    })?;
    for (army, side) in [(&attacker, "attacker"), (&defender, "defender")] {
        let total: u32 = army.iter().sum();
        if total > MAX_SIDE {
            return Err(Refusal::at(
                format!("{side}={}", army_text(army)),
                msg!("kingdoms-odds-side-too-big", max = MAX_SIDE),
            ));
        }
    }
    Ok(battle(&attacker, &defender))
}
