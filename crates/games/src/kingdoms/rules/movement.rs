//! Movement by half steps (R-KIN-MOVE-3..): every moving group goes half an area at a time; two
//! groups of different kingdoms crossing the same border in opposite directions fight at once in
//! between, and the winner walks on; a group that enters an area with enemies, or fog, stops there.

use super::battle::{fight_and_bury, Field};
use crate::kingdoms::map::Geo;
use crate::kingdoms::state::State;
use korona_engine::{msg, Dice, Event};

#[derive(Clone, Debug)]
pub struct Group {
    pub owner: u8,
    pub ids: Vec<u32>,
    pub path: Vec<u16>,
    pub pos: usize,
    pub stopped: bool,
}

fn living(state: &State, ids: &[u32]) -> Vec<usize> {
    state
        .units
        .iter()
        .enumerate()
        .filter(|(_, u)| ids.contains(&u.id))
        .map(|(i, _)| i)
        .collect()
}

/// Moves every group along its path, half a step at a time (R-KIN-MOVE-3..6).
pub fn run(
    state: &mut State,
    groups: &mut [Group],
    fog: &[u16],
    dice: &mut Dice,
    events: &mut Vec<Event>,
) {
    let longest = groups.iter().map(|g| g.path.len()).max().unwrap_or(0);
    for _ in 1..longest {
        let moving: Vec<usize> = (0..groups.len())
            .filter(|g| {
                let g = &groups[*g];
                !g.stopped && g.pos + 1 < g.path.len() && !living(state, &g.ids).is_empty()
            })
            .collect();
        if moving.is_empty() {
            break;
        }
        // In between: groups crossing one border in opposite directions meet (R-KIN-MOVE-4).
        meet_between(state, groups, &moving, dice, events);
        arrive(state, groups, &moving);
        // Enemies or fog where a group stands stop it (R-KIN-MOVE-5, R-KIN-SPELL-2).
        stop(state, groups, fog);
    }
}

/// Battles between groups of different kingdoms crossing one border in opposite directions, one a
/// border, in the order of the moving groups.
fn meet_between(
    state: &mut State,
    groups: &[Group],
    moving: &[usize],
    dice: &mut Dice,
    events: &mut Vec<Event>,
) {
    let geo = state.geo();
    let edge = |g: &Group| (g.path[g.pos], g.path[g.pos + 1]);
    let mut fought: Vec<(u16, u16)> = Vec::new();
    for &a in moving {
        let (from, to) = edge(&groups[a]);
        let key = (from.min(to), from.max(to));
        if fought.contains(&key) {
            continue;
        }
        let crossing: Vec<usize> = moving
            .iter()
            .copied()
            .filter(|b| {
                let e = edge(&groups[*b]);
                e == (from, to) || e == (to, from)
            })
            .collect();
        let opposed = crossing
            .iter()
            .any(|b| edge(&groups[*b]) == (to, from) && groups[*b].owner != groups[a].owner);
        if !opposed {
            continue;
        }
        fought.push(key);
        let mut ids = Vec::new();
        for b in &crossing {
            ids.extend(groups[*b].ids.iter().copied());
        }
        // Between two sea areas the ground units are cargo: they do not fight, and they
        // share their ships' fate after the battles (R-KIN-SHIP-3).
        let at_sea = geo.is_sea(from) && geo.is_sea(to);
        let units = living(state, &ids)
            .into_iter()
            .filter(|i| !(at_sea && state.units[*i].kind.is_ground()))
            .collect::<Vec<usize>>();
        let mut sides: Vec<u8> = units.iter().map(|i| state.units[*i].owner).collect();
        sides.sort_unstable();
        sides.dedup();
        if sides.len() < 2 {
            continue;
        }
        let field = Field::draw(state, units, None, dice);
        let place = format!("{}-{}", geo.name(key.0), geo.name(key.1));
        fight_and_bury(state, &field, vec![key.0, key.1], &place, events);
        if at_sea {
            let crossing_ids: Vec<u32> = ids.clone();
            sink_cargo(state, &crossing_ids, events);
        }
    }
}

/// Every moving group with survivors steps half an area on.
fn arrive(state: &mut State, groups: &mut [Group], moving: &[usize]) {
    for &g in moving {
        let ids = living(state, &groups[g].ids);
        if ids.is_empty() {
            continue;
        }
        groups[g].pos += 1;
        let at = groups[g].path[groups[g].pos];
        for i in ids {
            state.units[i].area = at;
        }
    }
}

fn stop(state: &State, groups: &mut [Group], fog: &[u16]) {
    for g in groups.iter_mut() {
        if g.stopped || g.pos + 1 >= g.path.len() {
            continue;
        }
        let at = g.path[g.pos];
        let enemy = state
            .units
            .iter()
            .any(|u| u.area == at && u.owner != g.owner);
        let fogged = g.pos > 0 && fog.contains(&at);
        if enemy || fogged {
            g.stopped = true;
        }
    }
}

/// After a skirmish between two sea areas, the cargo of each kingdom beyond what its surviving
/// ships there carry goes down with the sunk ships, the newest first (R-KIN-SHIP-1, R-KIN-SHIP-3).
fn sink_cargo(state: &mut State, crossing: &[u32], events: &mut Vec<Event>) {
    let mut lost: Vec<u32> = Vec::new();
    let mut owners: Vec<u8> = state
        .units
        .iter()
        .filter(|u| crossing.contains(&u.id))
        .map(|u| u.owner)
        .collect();
    owners.sort_unstable();
    owners.dedup();
    for owner in owners {
        let mine = || {
            state
                .units
                .iter()
                .filter(move |u| u.owner == owner && crossing.contains(&u.id))
        };
        let room: usize = mine()
            .filter(|u| u.kind.is_ship())
            .map(|u| u.kind.stats().capacity as usize)
            .sum();
        let mut riders: Vec<u32> = mine()
            .filter(|u| u.kind.is_ground())
            .map(|u| u.id)
            .collect();
        riders.sort_unstable();
        let gone: Vec<u32> = riders.into_iter().skip(room).collect();
        if !gone.is_empty() {
            events.push(Event::public(msg!(
                "kingdoms-cargo-lost",
                player = owner,
                count = gone.len()
            )));
        }
        lost.extend(gone);
    }
    state.units.retain(|u| !lost.contains(&u.id));
}

/// The sea areas of a convey's path: without the land it starts from and the land it ends on
/// (units already aboard start at sea; units staying aboard end there, R-KIN-SHIP-4).
pub fn seas<'a>(geo: &Geo, path: &'a [u16]) -> &'a [u16] {
    let start = usize::from(!geo.is_sea(path[0]));
    let end = path.len() - usize::from(!geo.is_sea(path[path.len() - 1]));
    &path[start..end.max(start)]
}
