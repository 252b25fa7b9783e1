//! How a hard bot goes to sea (R-KIN-BOT-3): where a castle's nearest prize across the water is a
//! long walk away, it launches a trireme there, and its stacks beside its ships sail across
//! instead of walking round (R-KIN-SHIP-1).

use super::Plan;
use crate::kingdoms::map::Geo;
use crate::kingdoms::orders::Order;
use crate::kingdoms::rules::builds::launch_seas;
use crate::kingdoms::state::State;
use crate::kingdoms::units::Kind;
use korona_engine::Dice;
use std::collections::BTreeMap;

/// A walk at least this long is worth a ship's two half steps (load, unload).
const LONG_WALK: u32 = 4;

/// A treasury that trains a trireme beside its army even while prizes lie near (R-KIN-BOT-3).
const RICH: u32 = 12;

/// Steps over land from `a` to `b`; `None` when no land path joins them.
fn walk(geo: &Geo, a: u16, b: u16) -> Option<u32> {
    geo.path(a, b, |x| !geo.is_sea(x))
        .map(|p| p.len() as u32 - 1)
}

/// Land across `sea` from `from` that the seat does not hold and that is a long walk away.
fn far_shores(state: &State, seat: u8, from: u16, sea: u16) -> impl Iterator<Item = u16> + '_ {
    let geo = state.geo();
    geo.neighbours[sea as usize]
        .iter()
        .copied()
        .filter(move |l| {
            *l != from
                && !geo.is_sea(*l)
                && state.owners[*l as usize] != Some(seat)
                && walk(geo, from, *l).is_none_or(|d| d >= LONG_WALK)
        })
}

/// The castle where the seat should launch a trireme, and the sea it names for the launch: one
/// beside the castle that touches a castle the seat does not hold a long walk away, while the seat
/// has no ship at all.
pub fn shipyard(state: &State, seat: u8, castles: &[u16], rich: bool) -> Option<(u16, u16)> {
    let geo = state.geo();
    let has_ship = state
        .units
        .iter()
        .any(|u| u.owner == seat && u.kind.is_ship());
    if has_ship {
        return None;
    }
    // Only where no castle is left to take within a short walk (a ship is a detour until then),
    // unless the treasury is rich enough to pay for a ship beside the army (R-KIN-BOT-3).
    let near_prize = |c: u16| {
        !rich
            && state.castles.iter().any(|k| {
                state.owners[k.area as usize] != Some(seat)
                    && walk(geo, c, k.area).is_some_and(|d| d <= LONG_WALK)
            })
    };
    castles
        .iter()
        .copied()
        .filter(|c| !near_prize(*c))
        .find_map(|c| {
            launch_seas(state, c)
                .into_iter()
                .find(|sea| far_shores(state, seat, c, *sea).any(|l| geo.is_castle(l)))
                .map(|sea| (c, sea))
        })
}

/// Conveys for the seat's ground stacks beside its ships, and for units already aboard: across
/// to the best far shore (castles first, the bot's dice among equals), never into a stronger
/// enemy.
pub fn conveys(state: &State, seat: u8, dice: &mut Dice) -> Vec<Order> {
    let geo = state.geo();
    let mut orders = Vec::new();
    let mut room = room_aboard(state, seat);
    for ((kind, area), n) in ground_stacks(state, seat) {
        if geo.is_sea(area) {
            // Aboard from an earlier round: land beside, a prize if there is one.
            let shores: Vec<u16> = geo.neighbours[area as usize]
                .iter()
                .copied()
                .filter(|l| {
                    !geo.is_sea(*l)
                        && enemy_strength(state, seat, *l) <= own_strength(state, seat, kind, n)
                })
                .collect();
            let prizes: Vec<u16> = shores
                .iter()
                .copied()
                .filter(|l| state.owners[*l as usize] != Some(seat))
                .collect();
            let pick = if prizes.is_empty() { shores } else { prizes };
            if let Some(land) = best_shore(state, pick, dice) {
                orders.push(Order::Convey {
                    n,
                    kind,
                    path: vec![area, land],
                });
            }
            continue;
        }
        let keep = u8::from(
            geo.is_castle(area)
                && state.owners[area as usize] == Some(seat)
                && only_stack(state, seat, area),
        );
        let mut left = n.saturating_sub(keep);
        for &sea in &geo.neighbours[area as usize] {
            let free = room.get(&sea).copied().unwrap_or(0);
            if left == 0 || !geo.is_sea(sea) || free == 0 {
                continue;
            }
            let load = left.min(free as u8);
            let shores: Vec<u16> = far_shores(state, seat, area, sea)
                .filter(|l| {
                    enemy_strength(state, seat, *l) <= own_strength(state, seat, kind, load)
                })
                .collect();
            let Some(land) = best_shore(state, shores, dice) else {
                continue;
            };
            orders.push(Order::Convey {
                n: load,
                kind,
                path: vec![area, sea, land],
            });
            // One route per sea area (R-KIN-SHIP-1).
            room.insert(sea, 0);
            left -= load;
        }
    }
    orders
}

/// The room left on the seat's ships in each area, its units already aboard counted.
fn room_aboard(state: &State, seat: u8) -> BTreeMap<u16, usize> {
    let mut room: BTreeMap<u16, usize> = BTreeMap::new();
    for u in state.units.iter().filter(|u| u.owner == seat) {
        let r = room.entry(u.area).or_default();
        if u.kind.is_ship() {
            *r += u.kind.stats().capacity as usize;
        }
    }
    for u in state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind.is_ground())
    {
        if let Some(r) = room.get_mut(&u.area) {
            *r = r.saturating_sub(1);
        }
    }
    room
}

fn ground_stacks(state: &State, seat: u8) -> BTreeMap<(Kind, u16), u8> {
    let mut stacks: BTreeMap<(Kind, u16), u8> = BTreeMap::new();
    for u in state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind.is_ground())
    {
        *stacks.entry((u.kind, u.area)).or_default() += 1;
    }
    stacks
}

/// The fighting weight of everyone else's units in `a`: attack times hit points.
fn enemy_strength(state: &State, seat: u8, a: u16) -> u32 {
    state
        .units
        .iter()
        .filter(|u| u.area == a && u.owner != seat)
        .map(|u| state.attack(u.owner, u.kind) * u.kind.stats().hp as u32)
        .sum::<u32>()
}

fn own_strength(state: &State, seat: u8, kind: Kind, n: u8) -> u32 {
    n as u32 * state.attack(seat, kind) * kind.stats().hp as u32
}

/// Castles first, the bot's dice among equals: one die for every shore, in the shores' order.
fn best_shore(state: &State, shores: Vec<u16>, dice: &mut Dice) -> Option<u16> {
    let geo = state.geo();
    shores
        .into_iter()
        .map(|l| (!geo.is_castle(l), dice.below(1000), l))
        .min()
        .map(|(_, _, l)| l)
}

/// Whether the seat's units in `area` are all of one kind: a castle's garrison, the last unit of
/// its only stack, stays home.
fn only_stack(state: &State, seat: u8, area: u16) -> bool {
    let mut kinds: Vec<Kind> = state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.area == area)
        .map(|u| u.kind)
        .collect();
    kinds.dedup();
    kinds.len() == 1
}

/// A hard bot launches a trireme where the land way to a prize is long, when it can afford one
/// (R-KIN-BOT-3); the castle that launched it, whose production the trireme used.
pub(super) fn launch_trireme(plan: &mut Plan) -> Option<u16> {
    let (state, seat) = (plan.state, plan.seat);
    let mut built_at: Option<u16> = None;
    if plan.hard && plan.gold >= Kind::Trireme.stats().cost && plan.upkeep < plan.income {
        let rich = plan.gold >= RICH;
        if let Some((c, sea)) = shipyard(state, seat, &plan.own_castles, rich) {
            let o = Order::Train {
                n: 1,
                kind: Kind::Trireme,
                castle: c,
                sea: Some(sea),
            };
            if plan.add(o) {
                plan.gold -= Kind::Trireme.stats().cost;
                plan.upkeep += Kind::Trireme.stats().upkeep;
                built_at = Some(c);
            }
        }
    }
    built_at
}

/// Hard bots sail where walking is long; those units do not march (R-KIN-BOT-3). The units that
/// sail, by stack.
pub(super) fn sail(plan: &mut Plan, dice: &mut Dice) -> BTreeMap<(Kind, u16), u8> {
    let (state, seat) = (plan.state, plan.seat);
    let mut sailing = BTreeMap::new();
    if plan.hard {
        let conveys = conveys(state, seat, dice);
        for o in conveys {
            let Order::Convey { n, kind, ref path } = o else {
                continue;
            };
            let from = path[0];
            if plan.add(o) {
                *sailing.entry((kind, from)).or_insert(0u8) += n;
            }
        }
    }
    sailing
}
