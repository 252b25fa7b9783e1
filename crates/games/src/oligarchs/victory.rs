//! Section 23: the five ways to win, checked after every change (R-VICTORY-7), and the final count.

use super::map::Variant;
use super::state::{LordAt, State};
use korona_engine::msg;
use korona_engine::Outcome;

/// R-VICTORY-4: castles needed by player count and variant.
pub fn castles_needed(variant: Variant, seats: u8) -> usize {
    match (variant, seats) {
        (Variant::Basic, 2) => 9,
        (Variant::Basic, 3 | 4) => 7,
        (Variant::Basic, _) => 6,
        (Variant::Adv, 2) => 13,
        (Variant::Adv, 3 | 4) => 11,
        (Variant::Adv, _) => 9,
    }
}

/// R-VICTORY-3: provinces needed.
pub fn provinces_needed(seats: u8) -> usize {
    if seats <= 3 {
        4
    } else {
        3
    }
}

/// The first immediate victory that holds now, if any.
pub fn check(state: &State) -> Option<Outcome> {
    let alive: Vec<u8> = (0..state.seats())
        .filter(|&s| !state.players[s as usize].out)
        .collect();
    // R-VICTORY-1: every other lord dead (a captive lord still lives).
    let lords: Vec<u8> = alive
        .iter()
        .copied()
        .filter(|&s| state.players[s as usize].lord != LordAt::Gone)
        .collect();
    match lords.as_slice() {
        [] => {
            return Some(Outcome::Draw {
                reason: msg!("oligarchs-reason-no-lord-left"),
            })
        }
        [one] => {
            return Some(Outcome::win(
                korona_engine::Seat(*one),
                msg!("oligarchs-reason-last-lord"),
            ))
        }
        _ => {}
    }
    // R-VICTORY-2
    if let [Some(a), Some(b), Some(c)] = state.offices {
        if a == b && b == c && !state.players[a as usize].out {
            return Some(Outcome::win(
                korona_engine::Seat(a),
                msg!("oligarchs-reason-all-offices"),
            ));
        }
    }
    // R-VASSAL-12: a vassal cannot win while he is one.
    for &s in alive
        .iter()
        .filter(|&&s| state.players[s as usize].liege.is_none())
    {
        // R-VICTORY-3 (vassal lands count, R-VASSAL-6)
        let provinces = state.bloc_provinces(s);
        let home = provinces.contains(&state.players[s as usize].province);
        if provinces.len() >= provinces_needed(state.seats())
            && (home || !state.options.home_province_required)
        {
            return Some(Outcome::win(
                korona_engine::Seat(s),
                msg!("oligarchs-reason-provinces", n = provinces.len()),
            ));
        }
        // R-VICTORY-4
        let castles = state.bloc_castles(s);
        if castles >= castles_needed(state.options.variant, state.seats()) {
            return Some(Outcome::win(
                korona_engine::Seat(s),
                msg!("oligarchs-reason-castles", n = castles),
            ));
        }
    }
    None
}

/// R-VICTORY-6: most castles, then counties, then cavalry on the map, then money; still tied: shared.
pub fn final_count(state: &State) -> Outcome {
    let key = |s: u8| {
        (
            state.bloc_castles(s),
            state.bloc_counties(s),
            state.cavalry_of(s),
            state.players[s as usize].treasury,
        )
    };
    let alive: Vec<u8> = (0..state.seats())
        .filter(|&s| !state.players[s as usize].out && state.players[s as usize].liege.is_none())
        .collect();
    let best = alive.iter().map(|&s| key(s)).max();
    let winners: Vec<korona_engine::Seat> = alive
        .iter()
        .copied()
        .filter(|&s| Some(key(s)) == best)
        .map(korona_engine::Seat)
        .collect();
    let (c, n, k, m) = best.unwrap_or_default();
    Outcome::Win {
        seats: winners,
        reason: msg!(
            "oligarchs-reason-final-count",
            castles = c,
            counties = n,
            cavalry = k,
            garas = m
        ),
    }
}
