//! Seatings offered (R-KIN-MAP-9): a map and number of kingdoms is played only where no seat's
//! place decides the match. The table of those refused is measured, not guessed:
//! `tests/kingdoms_fairness.rs` plays 100 seeded matches of hard bots on every map and count and
//! checks that exactly these fail the rule (first seat above 60% of the wins, or a seat below half
//! its fair share).

use super::map;
use korona_engine::{msg, Refusal};

/// Map and number of kingdoms refused at the start, because the measurement found them unfair.
/// Three kingdoms on The Four Crowns and five on The Six Realms leave a home base empty beside some
/// seats and not others (R-KIN-MAP-8): 99/1/0 and 30/5/10/7/47 in 100. Three on The Two Shores put
/// the south's lone kingdom between both northern ones, which meet it before each other once hard
/// bots keep a mage and go to sea: 39/46/15 (seat 2 under half its share of 33). Measured
/// 2026-11-28 by `cargo test --test kingdoms_fairness -- --ignored r_kin_map_9`.
pub const UNFAIR: [(&str, u8); 3] = [("standard", 3), ("shores", 3), ("realms", 5)];

/// The counts of kingdoms the `map` option (a map id or `auto`) is offered for, in order.
pub fn suited(option: &str) -> Vec<u8> {
    (2..=6).filter(|n| offered(option, *n)).collect()
}

/// Whether the `map` option seats `seats` kingdoms: its map has a seating for them, and a fair one.
pub fn offered(option: &str, seats: u8) -> bool {
    let id = map::resolve(option, seats);
    map::ids().contains(&id)
        && map::find(id).seating(seats).is_some()
        && !UNFAIR.contains(&(id, seats))
}

/// Refuses a seating the option does not offer: says which counts suit it and, for a seating the
/// map has but does not offer, that it favours some seats.
pub fn check(option: &str, seats: u8) -> Result<(), Refusal> {
    if offered(option, seats) {
        return Ok(());
    }
    let counts = suited(option);
    let list = counts
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let id = map::resolve(option, seats);
    let has_seating = map::ids().contains(&id) && map::find(id).seating(seats).is_some();
    let message = if has_seating {
        msg!(
            "kingdoms-seats-unfair",
            map = id.to_string(),
            seats = seats,
            counts = list
        )
    } else {
        msg!("kingdoms-seats", counts = list)
    };
    Err(Refusal::at(seats.to_string(), message).accepting(counts.iter().map(u8::to_string)))
}
