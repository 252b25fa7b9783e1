//! Marches (R-KIN-BOT-1): each unit to the nearest area not held (castles count as two steps
//! nearer), a garrison of one left in own castles; the whole stack where a fight waits.

use super::{bfs, path_to, stacks, strength, Plan};
use crate::kingdoms::orders::Order;
use crate::kingdoms::units::Kind;
use korona_engine::Dice;
use std::collections::BTreeMap;

/// Marches every stack but the ships, the garrisons and the units `sailing`.
pub(super) fn march(plan: &mut Plan, sailing: &BTreeMap<(Kind, u16), u8>, dice: &mut Dice) {
    let (state, seat) = (plan.state, plan.seat);
    let geo = state.geo();
    let mut claimed: Vec<u16> = Vec::new();
    // The stacks nearest to something worth taking choose first, so that no corner of the map
    // (low or high area ids) is favoured.
    let order: Vec<((Kind, u16), u8, i32)> = stacks(state, seat)
        .into_iter()
        .map(|((kind, area), n)| {
            let pass = |a: u16| kind.on_sea() && geo.is_sea(a) || kind.on_land() && !geo.is_sea(a);
            let prev = bfs(geo, area, pass, dice);
            let best = geo
                .areas()
                .filter(|a| {
                    *a != area
                        && prev[*a as usize].is_some()
                        && !geo.is_sea(*a)
                        && state.owners[*a as usize] != Some(seat)
                })
                .map(|a| {
                    let castle = if geo.is_castle(a) { 2 } else { 0 };
                    path_to(&prev, area, a).len() as i32 - castle
                })
                .min()
                .unwrap_or(i32::MAX);
            ((kind, area), n, best)
        })
        .collect();
    // One die per stack, rolled once: a key rolled anew at each comparison is no order at all.
    let mut order: Vec<_> = order
        .into_iter()
        .map(|(stack, n, best)| ((best, dice.below(1000)), stack, n))
        .collect();
    order.sort_unstable();
    for (_, (kind, area), n) in order {
        if kind.is_ship() {
            continue;
        }
        // A hard bot's mage stays in its castle and shakes what comes within range (R-KIN-BOT-5).
        if plan.hard && kind == Kind::Mage && plan.own_castles.contains(&area) {
            continue;
        }
        let mut keep = 0;
        if plan.own_castles.contains(&area) {
            let others = state
                .units
                .iter()
                .filter(|u| u.owner == seat && u.area == area && u.kind != kind)
                .count();
            if others == 0 {
                keep = 1;
            }
        }
        // The garrison stays; the units sailing (which kept it too) do not march.
        let n = n.saturating_sub(keep + sailing.get(&(kind, area)).copied().unwrap_or(0));
        if n == 0 {
            continue;
        }
        march_stack(plan, (kind, area), n, &mut claimed, dice);
    }
}

/// Sends `n` units of a stack off, one target area claimed after another, the whole rest where a
/// fight waits; a careful bot sends none into a stronger enemy.
fn march_stack(
    plan: &mut Plan,
    (kind, area): (Kind, u16),
    n: u8,
    claimed: &mut Vec<u16>,
    dice: &mut Dice,
) {
    let (state, seat) = (plan.state, plan.seat);
    let geo = state.geo();
    let pass = |a: u16| kind.on_sea() && geo.is_sea(a) || kind.on_land() && !geo.is_sea(a);
    let prev = bfs(geo, area, pass, dice);
    let mut sent = 0;
    while sent < n {
        // Ties are broken with the bot's dice, so no corner of the map is favoured.
        let target = geo
            .areas()
            .filter(|a| {
                *a != area
                    && prev[*a as usize].is_some()
                    && !geo.is_sea(*a)
                    && state.owners[*a as usize] != Some(seat)
                    && !claimed.contains(a)
            })
            .map(|a| {
                let d = path_to(&prev, area, a).len() as i32;
                let castle = if geo.is_castle(a) { 2 } else { 0 };
                (
                    (d - castle) * 8 + dice.below(8) as i32,
                    dice.below(1 << 16),
                    a,
                )
            })
            .min()
            .map(|(_, _, a)| a);
        let Some(target) = target else { break };
        claimed.push(target);
        let full = path_to(&prev, area, target);
        let reach = (state.movement(seat, kind) as usize + 1).min(full.len());
        let mut path: Vec<u16> = full[..reach].to_vec();
        if let Some(cut) = path
            .iter()
            .skip(1)
            .position(|a| strength(state, seat, *a, true) > 0)
        {
            path.truncate(cut + 2);
        }
        let dest = *path.last().expect("a path");
        let fight = strength(state, seat, dest, true) > 0 || geo.is_castle(target);
        let group = if fight { n - sent } else { 1 };
        let ours = group as u32 * state.attack(seat, kind) * kind.stats().hp as u32;
        if plan.careful && strength(state, seat, dest, true) > ours {
            continue;
        }
        if plan.add(Order::Move {
            n: group,
            kind,
            path,
        }) {
            sent += group;
        } else {
            break;
        }
    }
}
