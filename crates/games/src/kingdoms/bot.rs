//! The kingdoms bot (R-KIN-BOT-1): keeps its treasury above its upkeep, buys what pays back,
//! trains to its castles' production, garrisons its castles and marches on the nearest castle it
//! does not hold when its stack is not the weaker, and throws earthquakes at enemy stacks.
//! The legal choices (`single_orders`) are whole order sets of one order each, and `hold`.

use super::market::Scroll;
use super::orders::{Action, Order, Spell};
use super::rules::check::{check, default_orders};
use super::state::State;
use super::units::Kind;
use korona_engine::{BotLevel, Dice};
use std::collections::BTreeMap;

/// Every valid one-order set and `hold` (or, in debt, the default disbanding alone).
pub fn single_orders(state: &State, seat: u8) -> Vec<Action> {
    if state.kingdoms[seat as usize].debt > 0 {
        return vec![default_orders(state, seat)];
    }
    let geo = state.geo();
    let mut out = vec![Action(Vec::new())];
    let mut candidates = Vec::new();
    let own_castles: Vec<u16> = state
        .castles
        .iter()
        .map(|c| c.area)
        .filter(|a| state.owners[*a as usize] == Some(seat))
        .collect();
    for &c in &own_castles {
        for kind in Kind::TRAINED {
            candidates.push(Order::Train {
                n: 1,
                kind,
                castle: c,
                sea: None,
            });
        }
    }
    for ((kind, area), n) in stacks(state, seat) {
        for &to in &geo.neighbours[area as usize] {
            candidates.push(Order::Move {
                n,
                kind,
                path: vec![area, to],
            });
        }
        if kind.is_ground() {
            candidates.extend(conveys(state, seat, kind, area, n));
        }
        if kind == Kind::Mage {
            for &at in std::iter::once(&area).chain(&geo.neighbours[area as usize]) {
                for spell in [Spell::Fog, Spell::Earthquake] {
                    candidates.push(Order::Cast {
                        spell,
                        from: area,
                        at,
                    });
                }
            }
        }
    }
    for (i, offer) in state.offers.iter().enumerate() {
        let offer_no = i as u8 + 1;
        if offer.scroll == Scroll::Market {
            candidates.push(Order::Buy {
                offer: offer_no,
                at: None,
            });
        } else if offer.scroll.at_castle() {
            for &c in &own_castles {
                candidates.push(Order::Buy {
                    offer: offer_no,
                    at: Some(c),
                });
            }
        } else {
            let mut areas: Vec<u16> = state
                .units
                .iter()
                .filter(|u| u.owner == seat && u.kind.builds())
                .map(|u| u.area)
                .collect();
            areas.dedup();
            for a in areas {
                candidates.push(Order::Buy {
                    offer: offer_no,
                    at: Some(a),
                });
            }
        }
    }
    candidates.push(Order::Research);
    for o in candidates {
        let a = Action(vec![o]);
        if check(state, seat, &a).is_ok() && !out.contains(&a) {
            out.push(a);
        }
    }
    out
}

/// Conveys of a ground stack by the seat's ships (R-KIN-SHIP-1, R-KIN-SHIP-4): from land over a
/// sea area with ships to land beside it or staying aboard; from aboard to land beside.
fn conveys(state: &State, seat: u8, kind: Kind, area: u16, n: u8) -> Vec<Order> {
    let geo = state.geo();
    let ships = |sea: u16| {
        state
            .units
            .iter()
            .any(|u| u.owner == seat && u.area == sea && u.kind.is_ship())
    };
    let lands = |sea: u16| {
        geo.neighbours[sea as usize]
            .iter()
            .copied()
            .filter(move |l| !geo.is_sea(*l) && *l != area)
    };
    let mut out = Vec::new();
    if geo.is_sea(area) {
        for land in lands(area) {
            out.push(Order::Convey {
                n,
                kind,
                path: vec![area, land],
            });
        }
        return out;
    }
    for &sea in geo.neighbours[area as usize].iter() {
        if !geo.is_sea(sea) || !ships(sea) {
            continue;
        }
        out.push(Order::Convey {
            n: 1,
            kind,
            path: vec![area, sea],
        });
        for land in lands(sea) {
            out.push(Order::Convey {
                n: 1,
                kind,
                path: vec![area, sea, land],
            });
        }
    }
    out
}

/// The seat's stacks that can move: (kind, area) -> count.
fn stacks(state: &State, seat: u8) -> BTreeMap<(Kind, u16), u8> {
    let mut m = BTreeMap::new();
    for u in state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind != Kind::Tower)
    {
        *m.entry((u.kind, u.area)).or_default() += 1;
    }
    m
}

/// How much a set of units weighs in battle: attack times hit points.
fn strength(state: &State, owner: u8, area: u16, other_than: bool) -> u32 {
    state
        .units
        .iter()
        .filter(|u| u.area == area && (u.owner == owner) != other_than)
        .map(|u| state.attack(u.owner, u.kind) * u.kind.stats().hp as u32)
        .sum()
}

fn try_add(state: &State, seat: u8, orders: &mut Vec<Order>, o: Order) -> bool {
    orders.push(o);
    if check(state, seat, &Action(orders.clone())).is_ok() {
        true
    } else {
        orders.pop();
        false
    }
}

pub fn choose(state: &State, seat: u8, level: BotLevel, dice: &mut Dice) -> Action {
    let geo = state.geo();
    let k = &state.kingdoms[seat as usize];
    let mut orders = default_orders(state, seat).0;
    let careful = level != BotLevel::Easy;
    let hard = matches!(level, BotLevel::Hard | BotLevel::Extreme);
    let income = state.income(seat);
    let mut upkeep = state.upkeep(seat);
    let mut gold = k.gold;
    let own_castles = castles_front_first(state, seat, dice);

    // Scrolls that pay back, and research while the treasury allows.
    if careful {
        for (i, offer) in state.offers.iter().enumerate() {
            let no = i as u8 + 1;
            let spare = gold.saturating_sub(offer.price);
            let o = match offer.scroll {
                Scroll::Market if spare >= 2 => Some(Order::Buy {
                    offer: no,
                    at: None,
                }),
                Scroll::Sawmill if spare >= 4 => state
                    .units
                    .iter()
                    .filter(|u| u.owner == seat && u.kind.builds())
                    .map(|u| u.area)
                    .find(|a| state.owners[*a as usize] == Some(seat))
                    .map(|a| Order::Buy {
                        offer: no,
                        at: Some(a),
                    }),
                Scroll::Production if spare >= 6 => own_castles.first().map(|c| Order::Buy {
                    offer: no,
                    at: Some(*c),
                }),
                _ => None,
            };
            if let Some(o) = o {
                if try_add(state, seat, &mut orders, o) {
                    gold = gold.saturating_sub(offer.price);
                }
            }
        }
        if income >= upkeep + 6 {
            try_add(state, seat, &mut orders, Order::Research);
        }
    }

    // A hard bot launches a trireme where the land way to a prize is long (R-KIN-BOT-3).
    let mut built_at: Option<u16> = None;
    if hard && gold >= Kind::Trireme.stats().cost && upkeep < income {
        if let Some((c, sea)) = super::bot_ships::shipyard(state, seat, &own_castles) {
            let o = Order::Train {
                n: 1,
                kind: Kind::Trireme,
                castle: c,
                sea: Some(sea),
            };
            if try_add(state, seat, &mut orders, o) {
                gold -= Kind::Trireme.stats().cost;
                upkeep += Kind::Trireme.stats().upkeep;
                built_at = Some(c);
            }
        }
    }

    // Training, keeping upkeep below income.
    for &c in &own_castles {
        let production =
            state.castle(c).map_or(0, |c| c.production) - u8::from(built_at == Some(c));
        for _ in 0..production {
            let kind = if hard && gold >= 5 && upkeep + 2 <= income {
                // Knights give more fighting power per gold of upkeep and move 2 (R-KIN-BOT-2).
                Kind::Knight
            } else if careful && gold >= 9 && upkeep + 2 < income {
                Kind::Knight
            } else if careful && gold >= 8 && upkeep + 1 < income && dice.below(4) == 0 {
                Kind::Mage
            } else {
                Kind::Swordsman
            };
            if upkeep + kind.stats().upkeep > income {
                break;
            }
            let o = Order::Train {
                n: 1,
                kind,
                castle: c,
                sea: None,
            };
            if try_add(state, seat, &mut orders, o) {
                gold -= kind.stats().cost;
                upkeep += kind.stats().upkeep;
            }
        }
    }
    // Merge repeated single trainings into one order per castle and kind.
    let mut merged: Vec<Order> = Vec::new();
    for o in orders {
        if let Order::Train {
            n, kind, castle, ..
        } = o
        {
            if let Some(Order::Train { n: m, .. }) = merged.iter_mut().find(|x| {
                matches!(x, Order::Train { kind: k2, castle: c2, .. } if *k2 == kind && *c2 == castle)
            }) {
                *m += n;
                continue;
            }
        }
        merged.push(o);
    }
    let mut orders = merged;

    // Spells: an earthquake on the strongest enemy ground stack in range.
    for u in state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind == Kind::Mage && u.mana >= 2)
    {
        let target = geo
            .areas()
            .filter(|a| geo.distance(u.area, *a) <= Spell::RANGE)
            .max_by_key(|a| (strength(state, seat, *a, true), std::cmp::Reverse(*a)));
        if let Some(at) = target.filter(|a| strength(state, seat, *a, true) > 0) {
            try_add(
                state,
                seat,
                &mut orders,
                Order::Cast {
                    spell: Spell::Earthquake,
                    from: u.area,
                    at,
                },
            );
        }
    }

    // Hard bots sail where walking is long; those units do not march (R-KIN-BOT-3).
    let mut sailing = BTreeMap::new();
    if hard {
        let conveys = super::bot_ships::conveys(state, seat, dice);
        for o in conveys {
            let Order::Convey { n, kind, ref path } = o else {
                continue;
            };
            let from = path[0];
            if try_add(state, seat, &mut orders, o) {
                *sailing.entry((kind, from)).or_insert(0u8) += n;
            }
        }
    }

    // Marches: each unit to the nearest area not held (castles count as two steps nearer), a
    // garrison of one left in own castles; the whole stack where a fight waits.
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
        let mut keep = 0;
        if own_castles.contains(&area) {
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
            if careful && strength(state, seat, dest, true) > ours {
                continue;
            }
            if try_add(
                state,
                seat,
                &mut orders,
                Order::Move {
                    n: group,
                    kind,
                    path,
                },
            ) {
                sent += group;
            } else {
                break;
            }
        }
    }
    Action(orders)
}

/// The seat's castles, those nearest to a castle it does not hold first (ties by the bot's dice):
/// training and upgrades go where the fighting is, whichever corner of the map that is. In area
/// order the kingdoms in the south trained at their front castles and those in the north at home.
fn castles_front_first(state: &State, seat: u8, dice: &mut Dice) -> Vec<u16> {
    let geo = state.geo();
    let mut keyed: Vec<(u32, u32, u16)> = state
        .castles
        .iter()
        .map(|c| c.area)
        .filter(|a| state.owners[*a as usize] == Some(seat))
        .map(|a| {
            let front = state
                .castles
                .iter()
                .filter(|c| state.owners[c.area as usize] != Some(seat))
                .map(|c| geo.distance(a, c.area))
                .min()
                .unwrap_or(0);
            (front, dice.below(1000), a)
        })
        .collect();
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, _, a)| a).collect()
}

/// Breadth-first predecessors from `from` over areas `pass` allows.
/// Neighbours are tried in an order of the bot's dice, so shortest paths do not lean north or west.
fn bfs(
    geo: &super::map::Geo,
    from: u16,
    pass: impl Fn(u16) -> bool,
    dice: &mut Dice,
) -> Vec<Option<u16>> {
    let mut prev = vec![None; geo.len()];
    prev[from as usize] = Some(from);
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(x) = queue.pop_front() {
        let mut next = geo.neighbours[x as usize].clone();
        dice.shuffle(&mut next);
        for n in next {
            if prev[n as usize].is_none() && pass(n) {
                prev[n as usize] = Some(x);
                queue.push_back(n);
            }
        }
    }
    prev
}

/// The path from `from` to `to` along `prev` (both ends included).
fn path_to(prev: &[Option<u16>], from: u16, to: u16) -> Vec<u16> {
    let mut path = vec![to];
    let mut at = to;
    while at != from {
        at = prev[at as usize].expect("reached");
        path.push(at);
    }
    path.reverse();
    path
}
