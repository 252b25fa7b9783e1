//! Phase II recruitment (section 9), the castle cap and arm limit (section 10, R-ADV-CASTLE), knight
//! limits (R-RECRUIT-5, R-ADV-KNIGHT) and the captive lord's ransom (R-CAPTURE-3/4).

use super::army::{Arm, Army};
use super::map::{CountyId, Variant};
use super::state::{LordAt, State};
use korona_engine::msg;
use korona_engine::{Event, Refusal};

pub const CASTLE_CAP: u32 = 7;
pub const RANSOM: u32 = 20;

/// R-ADV-CASTLE-1: with more than 4 units no arm may exceed ⌈n/2⌉. Always true when the module is off.
pub fn arm_limit_ok(state: &State, army: Army) -> bool {
    let n = army.total();
    !state.options.arm_limit || n <= 4 || Arm::ALL.iter().all(|&a| army.get(a) <= n.div_ceil(2))
}

/// Why castle `c` may not hold `after` once a player's voluntary change (placement, step, attack,
/// extra step, withdrawal) is made, naming the rule it breaks: the cap of 7 (R-CASTLE-1, R-MOVE-13)
/// or, where the module is on, the arm limit (R-ADV-CASTLE-2: moves in or out, not only in). Only
/// the rule that applies in this match is named, so a BASIC player never reads of the arm limit.
/// `None` when `c` is no castle or `after` is allowed.
pub fn garrison_refusal(state: &State, c: CountyId, after: Army) -> Option<korona_engine::Message> {
    if !state.map().counties[c].castle {
        return None;
    }
    if after.total() > CASTLE_CAP {
        return Some(msg!(
            "oligarchs-castle-holds-at-most-units",
            cap = CASTLE_CAP
        ));
    }
    if !arm_limit_ok(state, after) {
        return Some(msg!(
            "oligarchs-garrison-breaks-arm-limit",
            garrison = after.to_string(),
            most = after.total().div_ceil(2)
        ));
    }
    None
}

/// R-RECRUIT-2 / R-OFFICE-4: cost of one unit for a seat.
pub fn cost(state: &State, seat: u8, arm: Arm) -> u32 {
    let nador = state.offices[2] == Some(seat);
    match (arm, nador) {
        (Arm::C, false) => 9,
        (Arm::C, true) => 7,
        (_, false) => 5,
        (_, true) => 4,
    }
}

/// The most cavalry this seat may still recruit this year in total (R-RECRUIT-5, R-ADV-KNIGHT-2/3).
pub fn cavalry_allowance(state: &State) -> u32 {
    match state.options.variant {
        Variant::Basic if state.options.knight_cap => 4,
        Variant::Basic => u32::MAX,
        Variant::Adv => {
            let quota = state.year - state.first_year() + 1;
            quota.saturating_sub(state.knights_this_year).max(1)
        }
    }
}

fn per_castle_cavalry(state: &State) -> u32 {
    match state.options.variant {
        Variant::Basic if state.options.knight_cap => 2,
        Variant::Basic => u32::MAX,
        Variant::Adv => 3,
    }
}

/// Checks a recruitment list against everything in section 9; the total cost on success.
pub fn check(state: &State, seat: u8, list: &[(CountyId, Army)]) -> Result<u32, Refusal> {
    let m = state.map();
    let mut added: Vec<(CountyId, Army)> = Vec::new();
    for &(c, army) in list {
        match added.iter_mut().find(|(x, _)| *x == c) {
            Some((_, a)) => *a = a.plus(army),
            None => added.push((c, army)),
        }
    }
    let mut total_cost = 0;
    let mut cav = 0;
    for &(c, army) in &added {
        let name = m.name(c).to_string();
        let own_castles = || {
            m.castles()
                .filter(|&k| state.controls(seat, k))
                .map(|k| m.name(k).to_string())
                .collect::<Vec<_>>()
        };
        // R-RECRUIT-3: only in castles the player controls.
        if !m.counties[c].castle || !state.controls(seat, c) {
            return Err(Refusal::at(name, msg!("oligarchs-you-can-recruit-only-in"))
                .accepting(own_castles()));
        }
        if state.counties[c].attack.is_some() {
            return Err(Refusal::at(
                name,
                msg!("oligarchs-this-castle-is-under-attack"),
            ));
        }
        let after = state.counties[c].units.plus(army);
        // R-RECRUIT-4 / R-CASTLE-1
        if after.total() > CASTLE_CAP {
            return Err(Refusal::at(
                name,
                msg!(
                    "oligarchs-castle-holds-at-most-units-2",
                    cap = CASTLE_CAP,
                    room = CASTLE_CAP.saturating_sub(state.counties[c].units.total())
                ),
            ));
        }
        if !arm_limit_ok(state, after) {
            return Err(Refusal::at(name, msg!("oligarchs-castle-arm-limit-no-arm")));
        }
        if army.c > per_castle_cavalry(state) {
            return Err(Refusal::at(
                name,
                msg!(
                    "oligarchs-at-most-new-cavalry-per",
                    n = per_castle_cavalry(state)
                ),
            ));
        }
        cav += army.c;
        total_cost += army.c * cost(state, seat, Arm::C)
            + army.i * cost(state, seat, Arm::I)
            + army.a * cost(state, seat, Arm::A);
    }
    if cav > cavalry_allowance(state) {
        return Err(Refusal::new(msg!(
            "oligarchs-you-may-recruit-at-most",
            n = cavalry_allowance(state)
        )));
    }
    let treasury = state.players[seat as usize].treasury;
    if total_cost > treasury {
        return Err(Refusal::new(msg!(
            "oligarchs-this-costs-garas-and-your",
            total_cost = total_cost,
            treasury = treasury
        )));
    }
    Ok(total_cost)
}

pub fn apply(
    state: &mut State,
    seat: u8,
    list: &[(CountyId, Army)],
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let cost = check(state, seat, list)?;
    state.players[seat as usize].treasury -= cost;
    for &(c, army) in list {
        state.counties[c].units = state.counties[c].units.plus(army);
        state.knights_this_year += army.c;
        events.push(Event::public(msg!(
            "oligarchs-recruits-in",
            faction = state.faction_label(super::state::Faction::Player(seat)),
            army = army.to_string(),
            county = state.map().name(c)
        )));
    }
    Ok(())
}

/// The section 25 default: a captive lord is ransomed when the treasury holds 20, and returns to the
/// county with most own units (R-CAPTURE-3/4).
pub fn ransom_if_able(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    let p = &state.players[seat as usize];
    let LordAt::Captive { .. } = p.lord else {
        return;
    };
    if p.treasury < RANSOM {
        return;
    }
    let home = (0..state.counties.len())
        .filter(|&c| !state.units_of(seat, c).is_empty() && state.counties[c].attack.is_none())
        .max_by_key(|&c| (state.units_of(seat, c).total(), std::cmp::Reverse(c)));
    if let Some(c) = home {
        let p = &mut state.players[seat as usize];
        p.treasury -= RANSOM;
        p.lord = LordAt::County(c);
        state.royal_treasury += RANSOM;
        events.push(Event::public(msg!(
            "oligarchs-seat-pays-20-garas-ransom",
            seat = seat,
            county = state.map().name(c)
        )));
    }
}
