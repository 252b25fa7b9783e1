//! Every movement step a seat may make now, for `legal` (autocomplete, the order menu, `help`'s "the
//! orders you could give now"). Steps from one county are listed completely: every destination with
//! every unit combination the rules accept (R-MOVE-4..17). Steps that combine several counties grow
//! as a product of the counties' choices, so per destination only the first few that are legal are
//! listed, followed by one choice that says how many more combinations there may be and how to type
//! them: the front-ends narrow a long list by prefix (`move <destination> <county> ...`).

use super::army::{Arm, Army};
use super::map::CountyId;
use super::movement::{check, reach};
use super::orders::{Action, Part};
use super::state::{LordAt, State};
use korona_engine::Choice;

/// Combined steps tried per destination before the rest is only counted: enough to show the common
/// ones (everything that can reach, the castles kept), few enough that `legal` stays quick.
const COMBINED_TRIED: usize = 64;

/// The listed steps, in order: every single-county step, then per destination the combined steps
/// found, then for each destination with untried combinations a choice saying so.
pub fn choices(state: &State, seat: u8) -> Vec<Choice> {
    let sources = sources(state, seat);
    let mut single = Vec::new();
    let mut combined = Vec::new();
    let mut more = Vec::new();
    for to in 0..state.counties.len() {
        let parts: Vec<Vec<Part>> = sources
            .iter()
            .map(|(from, free, costs)| parts(state, seat, *from, *free, costs[to]))
            .filter(|p| !p.is_empty())
            .collect();
        for part in parts.iter().flatten() {
            let step = vec![part.clone()];
            if check(state, seat, to, &step).is_ok() {
                single.push(Action::Move { to, parts: step });
            }
        }
        let (found, untried) = combinations(state, seat, to, &parts);
        combined.extend(found.into_iter().map(|parts| Action::Move { to, parts }));
        if untried > 0 {
            more.push((to, untried));
        }
    }
    let format = |a: &Action| Choice::order(super::orders::format(state, a));
    let mut out: Vec<Choice> = single.iter().chain(&combined).map(format).collect();
    for (to, untried) in more {
        let name = state.map().name(to);
        // A choice must be an order that parses; this one is the narrowing a person types.
        out.push(Choice::new(
            format!(
                "move {name} … up to {untried} more steps into {name} combine several counties: \
                 type `move {name} <county> <units> <county> <units>`"
            ),
            format!("move {name} …"),
        ));
    }
    out
}

/// Counties of `seat` with units that may still move, their free units and what reaching every
/// county costs from there.
fn sources(state: &State, seat: u8) -> Vec<(CountyId, Army, Vec<u32>)> {
    (0..state.counties.len())
        .filter(|&c| state.controls(seat, c))
        .filter_map(|c| {
            let h = &state.counties[c];
            let free = h.units.minus(h.moved);
            let lord = lord_may_leave(state, seat, c);
            (!free.is_empty() || lord).then(|| (c, free, reach(state, seat, c)))
        })
        .collect()
}

fn lord_may_leave(state: &State, seat: u8, c: CountyId) -> bool {
    let p = &state.players[seat as usize];
    p.lord == LordAt::County(c) && !p.lord_moved
}

/// Every group `from` could send to a county `cost` MP away: each combination of the free units of
/// the arms that can pay it (R-MOVE-5), with and without the lord (4 MP, R-LORD-2).
fn parts(state: &State, seat: u8, from: CountyId, free: Army, cost: u32) -> Vec<Part> {
    if cost == 0 || cost == u32::MAX {
        return Vec::new();
    }
    let most = |arm: Arm| if cost <= arm.mp() { free.get(arm) } else { 0 };
    let lord = lord_may_leave(state, seat, from) && cost <= 4;
    let mut out = Vec::new();
    for c in 0..=most(Arm::C) {
        for i in 0..=most(Arm::I) {
            for a in 0..=most(Arm::A) {
                let units = Army::new(c, i, a);
                for with_lord in [false, true] {
                    if (with_lord && !lord) || (units.is_empty() && !with_lord) {
                        continue;
                    }
                    out.push(Part {
                        from,
                        units,
                        lord: with_lord,
                    });
                }
            }
        }
    }
    out
}

/// Legal steps into `to` that take a group from two or more of the counties whose groups are
/// `parts` (one list per county), trying at most [`COMBINED_TRIED`] combinations, the largest groups
/// first; and how many combinations were left untried.
fn combinations(
    state: &State,
    seat: u8,
    to: CountyId,
    parts: &[Vec<Part>],
) -> (Vec<Vec<Part>>, u64) {
    if parts.len() < 2 {
        return (Vec::new(), 0);
    }
    // Every way to take nothing or one group from each county, minus the single-county ones.
    let total: u64 = parts
        .iter()
        .map(|p| p.len() as u64 + 1)
        .fold(1u64, |acc, n| acc.saturating_mul(n))
        .saturating_sub(1 + parts.iter().map(|p| p.len() as u64).sum::<u64>());
    let mut found = Vec::new();
    let mut tried = 0u64;
    // Odometer over the groups, largest first (each county's list ends with its largest groups).
    let mut pick: Vec<usize> = vec![0; parts.len()];
    loop {
        let step: Vec<Part> = pick
            .iter()
            .zip(parts)
            .filter(|(k, _)| **k > 0)
            .map(|(k, p)| p[p.len() - *k].clone())
            .collect();
        if step.len() >= 2 {
            tried += 1;
            if check(state, seat, to, &step).is_ok() {
                found.push(step);
            }
            if tried as usize >= COMBINED_TRIED {
                break;
            }
        }
        // Next combination.
        let mut d = 0;
        loop {
            if d == pick.len() {
                return (found, total.saturating_sub(tried));
            }
            pick[d] += 1;
            if pick[d] <= parts[d].len() {
                break;
            }
            pick[d] = 0;
            d += 1;
        }
    }
    (found, total.saturating_sub(tried))
}
