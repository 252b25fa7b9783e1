//! Seat counts (R-FIEF-SEAT-1) and the seatings offered (R-FIEF-SEAT-4): a map and number of
//! houses is played only where no seat's place decides the match.

use super::options::MapChoice;
use korona_engine::{msg, Refusal};

/// The most houses a map seats (R-FIEF-SEAT-1).
pub fn most(map: MapChoice) -> u8 {
    match map {
        MapChoice::Generated => 6,
        MapChoice::Crossing => super::map::crossing().sites.len() as u8,
    }
}

/// Map and number of houses not offered, because their seats measured unfair: `korona bench
/// health --game fiefs --matches 100`, run per seat count and map (with flags of a working branch,
/// not kept), seeds 0-99, hard bots, 2026-11-28. `crossing` with 2 houses: seat 0 won all 100 (the
/// map is the same every match and both sites alike, so the first mover's race is never lost);
/// with 4: wins 48/38/14/0. Fair: `crossing` with 3 (29/41/30) and the generated map at every
/// count (2: 46/54; 3: 41/33/26; 4: 21/39/21/19; 5: 20/17/16/23/24; 6: 19/20/16/23/12/10).
pub const UNFAIR: [(MapChoice, u8); 2] = [(MapChoice::Crossing, 2), (MapChoice::Crossing, 4)];

/// Whether `map` seats `seats` houses: within its range and not measured unfair.
pub fn offered(map: MapChoice, seats: u8) -> bool {
    (2..=most(map)).contains(&seats) && !UNFAIR.contains(&(map, seats))
}

/// The numbers of houses `map` is offered for, in order.
pub fn suited(map: MapChoice) -> Vec<u8> {
    (2..=most(map)).filter(|n| offered(map, *n)).collect()
}

/// Refuses a seating the map does not offer, naming the counts that suit it: out of range
/// (R-FIEF-SEAT-1), or in range but unfair (R-FIEF-SEAT-4).
pub fn check(map: MapChoice, seats: u8) -> Result<(), Refusal> {
    if offered(map, seats) {
        return Ok(());
    }
    let counts = suited(map);
    let message = if (2..=most(map)).contains(&seats) {
        let list = counts
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        msg!(
            "fiefs-seats-unfair",
            map = map.word().to_string(),
            seats = seats,
            counts = list
        )
    } else {
        msg!("fiefs-seats", most = most(map))
    };
    Err(Refusal::at(seats.to_string(), message).accepting(counts.iter().map(u8::to_string)))
}
