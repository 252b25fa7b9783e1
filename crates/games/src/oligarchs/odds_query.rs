//! The text form of an odds question, as `korona odds` and `/odds` ask it:
//! `open|terrain|siege attacker=2C,3I,1A defender=3I,2A [attacker-lord=C|I|A] [defender-lord=C|I|A]`.

use super::army::{Arm, Army};
use super::battle::Kind;
use super::odds::{odds, Odds};
use korona_engine::msg;
use korona_engine::Refusal;

const KINDS: [&str; 3] = ["open", "terrain", "siege"];

/// Exact odds cost grows with the product of the arms' counts: 5C5I5A against as many takes well
/// under a second, 30 units a side over a minute. Chat commands must answer within seconds.
pub const MAX_SIDE: u32 = 15;
const KEYS: [&str; 4] = ["attacker", "defender", "attacker-lord", "defender-lord"];

/// Answers a query with the exact odds.
pub fn answer(query: &str) -> Result<Odds, Refusal> {
    let mut words = query.split_whitespace();
    let kind = match words.next().map(str::to_ascii_lowercase).as_deref() {
        Some("open") => Kind::Open,
        Some("terrain") => Kind::Terrain,
        Some("siege") => Kind::Siege,
        Some(other) => {
            return Err(Refusal::at(other, msg!("oligarchs-no-such-battle")).accepting(KINDS))
        }
        None => return Err(Refusal::new(msg!("oligarchs-name-battle")).accepting(KINDS)),
    };
    let (mut attacker, mut defender, mut att_lord, mut def_lord) = (None, None, None, None);
    for word in words {
        let Some((key, value)) = word.split_once('=') else {
            return Err(Refusal::at(word, msg!("oligarchs-write-key-value")).accepting(KEYS));
        };
        let army = || {
            Army::parse(&value.replace(',', ""))
                .filter(|a| !a.is_empty())
                .ok_or_else(|| Refusal::at(value, msg!("oligarchs-army-is-counts-with-arms")))
        };
        let arm = || {
            Arm::parse(value).ok_or_else(|| {
                Refusal::at(value, msg!("oligarchs-no-such-arm")).accepting(["C", "I", "A"])
            })
        };
        match key.to_ascii_lowercase().as_str() {
            "attacker" => attacker = Some(army()?),
            "defender" => defender = Some(army()?),
            "attacker-lord" => att_lord = Some(arm()?),
            "defender-lord" => def_lord = Some(arm()?),
            other => return Err(Refusal::at(other, msg!("oligarchs-no-such-key")).accepting(KEYS)),
        }
    }
    let attacker = attacker.ok_or_else(|| {
        Refusal::new(msg!("oligarchs-attacker-s-army-is-missing")).accepting(["attacker=2C,1I"])
    })?;
    let defender = defender.ok_or_else(|| {
        Refusal::new(msg!("oligarchs-defender-s-army-is-missing")).accepting(["defender=3I"])
    })?;
    for (army, side) in [(attacker, "attacker"), (defender, "defender")] {
        if army.total() > MAX_SIDE {
            return Err(Refusal::at(
                format!("{side}={}", army.total()),
                msg!("oligarchs-odds-side-too-big", max = MAX_SIDE),
            ));
        }
    }
    for (lord, army, side) in [
        (att_lord, attacker, "attacking"),
        (def_lord, defender, "defending"),
    ] {
        if let Some(arm) = lord {
            if army.get(arm) == 0 {
                return Err(Refusal::at(
                    arm.letter().to_string(),
                    msg!("oligarchs-lord-can-only-lead-arm", side = side),
                ));
            }
        }
    }
    Ok(odds(kind, attacker, defender, att_lord, def_lord))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_gives_the_same_odds_as_the_function() {
        let got = answer("open attacker=2C,3I,1A defender=3I,2A attacker-lord=C").unwrap();
        let want = odds(
            Kind::Open,
            Army::new(2, 3, 1),
            Army::new(0, 3, 2),
            Some(Arm::C),
            None,
        );
        // The chain sums in hash-map order, so the last bits may differ between two computations.
        for (g, w) in [
            (got.attacker, want.attacker),
            (got.defender, want.defender),
            (got.neither, want.neither),
        ] {
            assert!((g - w).abs() < 1e-12, "{got:?} != {want:?}");
        }
        assert!((got.attacker + got.defender + got.neither - 1.0).abs() < 1e-9);
        assert_eq!(
            answer("duel attacker=1C defender=1C")
                .unwrap_err()
                .token
                .as_deref(),
            Some("duel")
        );
        assert!(answer("siege attacker=1C").is_err());
        let e = answer("open attacker=999C defender=999I").unwrap_err();
        assert_eq!(e.id(), "oligarchs-odds-side-too-big");
        assert!(answer("open attacker=5C,5I,5A defender=15I").is_ok());
    }
}
