//! Field garrisons with 2-3 players (R-SETUP-13): the players place the neutral lords' field units
//! alternately, one unit per pick, province by province in ring order, starting with the start player.
//! A seat that lets a deadline pass takes the default pick (section 25: the next free plain county in
//! map order, cavalry first) for the rest of the placement, so one absent player cannot stall it.

use super::army::{Arm, Army};
use super::map::{CountyId, ProvinceId, Terrain, Variant};
use super::state::{Faction, Phase, State};
use korona_engine::msg;
use korona_engine::{Event, Refusal};

/// The units still to place, per neutral lord province in ring order.
pub type Pool = Vec<(ProvinceId, Vec<Arm>)>;

/// The pieces of R-SETUP-13 for every neutral lord province (none with 4 or more players). The order
/// within a province is the default order of picks.
pub fn pool(state: &State) -> Pool {
    if state.seats() > 3 {
        return Vec::new();
    }
    let pieces = match state.options.variant {
        Variant::Basic => vec![Arm::C, Arm::A, Arm::I],
        Variant::Adv => vec![Arm::C, Arm::A, Arm::A, Arm::I, Arm::I],
    };
    let played: Vec<ProvinceId> = state.players.iter().map(|p| p.province).collect();
    (0..6)
        .filter(|p| !played.contains(p))
        .map(|p| (p, pieces.clone()))
        .collect()
}

/// The free plain counties (no castle, not mountain or swamp, no units yet) of province `p`.
pub fn free(state: &State, p: ProvinceId) -> Vec<CountyId> {
    let m = state.map();
    m.provinces[p]
        .counties
        .iter()
        .copied()
        .filter(|&c| !m.counties[c].castle && m.counties[c].terrain == Terrain::Plain)
        .filter(|&c| state.counties[c].units.is_empty())
        .collect()
}

fn current(state: &State) -> Option<(ProvinceId, &[Arm])> {
    match &state.phase {
        Phase::Garrison { left, .. } => left
            .iter()
            .find(|(_, arms)| !arms.is_empty())
            .map(|(p, arms)| (*p, arms.as_slice())),
        _ => None,
    }
}

/// The section 25 default pick: the first piece left (cavalry first) in the first free plain county.
pub fn default_pick(state: &State) -> Option<(CountyId, Arm)> {
    let (p, arms) = current(state)?;
    Some((*free(state, p).first()?, arms[0]))
}

/// Every pick open now, for autocomplete and bots.
pub fn picks(state: &State) -> Vec<(CountyId, Arm)> {
    let Some((p, arms)) = current(state) else {
        return Vec::new();
    };
    let mut arms = arms.to_vec();
    arms.dedup();
    free(state, p)
        .into_iter()
        .flat_map(|c| arms.iter().map(move |&a| (c, a)))
        .collect()
}

pub fn check(state: &State, c: CountyId, arm: Arm) -> Result<(), Refusal> {
    let m = state.map();
    let Some((p, arms)) = current(state) else {
        return Err(Refusal::new(msg!("oligarchs-no-field-garrison-is-being")));
    };
    let open = free(state, p);
    if !open.contains(&c) {
        let counties: Vec<String> = open.iter().map(|&c| m.name(c).to_string()).collect();
        return Err(Refusal::at(
            m.name(c),
            msg!(
                "oligarchs-field-garrison-of-goes-into",
                province = m.provinces[p].name.as_str()
            ),
        )
        .accepting(counties));
    }
    if !arms.contains(&arm) {
        let left: Vec<String> = arms.iter().map(|a| a.letter().to_string()).collect();
        return Err(
            Refusal::at(arm.letter(), msg!("oligarchs-no-such-unit-is-left")).accepting(left),
        );
    }
    Ok(())
}

/// Places a checked pick and gives the next pick to the next seat (then [`advance`]).
pub fn pick(state: &mut State, c: CountyId, arm: Arm, events: &mut Vec<Event>) {
    let m = state.map();
    let p = m.counties[c].province;
    let h = &mut state.counties[c];
    h.controller = Some(Faction::Neutral(p));
    h.units = h.units.plus(Army::one(arm));
    let order = state.order_from(state.start);
    let Phase::Garrison { turn, left, .. } = &mut state.phase else {
        return;
    };
    events.push(Event::public(msg!(
        "oligarchs-seat-places-neutral-in",
        turn = *turn,
        arm = arm.letter(),
        county = m.name(c)
    )));
    if let Some((_, arms)) = left.iter_mut().find(|(q, _)| *q == p) {
        if let Some(i) = arms.iter().position(|&a| a == arm) {
            arms.remove(i);
        }
    }
    let at = order.iter().position(|s| s == turn).unwrap_or(0);
    *turn = order[(at + 1) % order.len()];
}

/// Makes the default picks of absent seats; true when nothing is left to place.
pub fn advance(state: &mut State, events: &mut Vec<Event>) -> bool {
    loop {
        let Phase::Garrison { turn, absent, .. } = &state.phase else {
            return true;
        };
        let Some((c, arm)) = default_pick(state) else {
            return true;
        };
        if !absent.contains(turn) && !state.players[*turn as usize].out {
            return false;
        }
        pick(state, c, arm, events);
    }
}
