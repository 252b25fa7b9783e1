//! Seat counts (R-FIEF-SEAT-1) and what their fairness measured (the note under R-FIEF-MAP-5).

use super::options::MapChoice;

/// The most houses a map seats (R-FIEF-SEAT-1).
pub fn most(map: MapChoice) -> u8 {
    match map {
        MapChoice::Generated => 6,
        MapChoice::Crossing => super::map::crossing().sites.len() as u8,
    }
}

/// Map and number of houses whose seats measured unfair: `korona bench health --game fiefs
/// --matches 100`, run per seat count and map (with flags of a working branch, not kept), seeds 0-99, hard bots,
/// 2026-11-28. `crossing` with 2 houses: seat 0 won all 100 (the map is the same every match and
/// both sites alike, so the first mover's race is never lost); with 4: wins 48/38/14/0. Fair:
/// `crossing` with 3 (29/41/30) and the generated map at every count (2: 46/54; 3: 41/33/26;
/// 4: 21/39/21/19; 5: 20/17/16/23/24; 6: 19/20/16/23/12/10). Not refused yet: the rule tests and
/// rule cases set their positions on `crossing` with 2 and 4 houses.
pub const MEASURED_UNFAIR: [(MapChoice, u8); 2] =
    [(MapChoice::Crossing, 2), (MapChoice::Crossing, 4)];
