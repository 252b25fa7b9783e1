//! The kingdoms bot (R-KIN-BOT-1): keeps its treasury above its upkeep, buys what pays back,
//! trains to its castles' production, garrisons its castles and marches on the nearest castle it
//! does not hold when its stack is not the weaker, and throws earthquakes at enemy stacks.
//! The legal choices (`single_orders`) are whole order sets of one order each, and `hold`.

use super::market::Scroll;
use super::orders::{Action, Order, Spell};
use super::rules::check::{check, default_orders, disbanded_upkeep};
use super::state::State;
use super::units::Kind;
use korona_engine::{BotLevel, Dice};
use std::collections::BTreeMap;

mod disband;
mod economy;
mod march;
mod ships;

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

/// The order set a bot builds up, order by order, each kept only if the whole set still passes
/// the rules' check, with the treasury it has left for the rest.
struct Plan<'s> {
    state: &'s State,
    seat: u8,
    /// Any level above easy: minds its treasury and the odds of a fight.
    careful: bool,
    hard: bool,
    income: u32,
    upkeep: u32,
    gold: u32,
    own_castles: Vec<u16>,
    orders: Vec<Order>,
}

impl Plan<'_> {
    /// Adds `o` when the set stays valid; says whether it did.
    fn add(&mut self, o: Order) -> bool {
        try_add(self.state, self.seat, &mut self.orders, o)
    }
}

/// The bot's order set for the round. The steps run in this order because each spends what the
/// earlier ones left (gold, upkeep, units), and the bot's dice are drawn in it.
pub fn choose(state: &State, seat: u8, level: BotLevel, dice: &mut Dice) -> Action {
    let hard = matches!(level, BotLevel::Hard | BotLevel::Extreme);
    let mut plan = Plan {
        state,
        seat,
        careful: level != BotLevel::Easy,
        hard,
        income: state.income(seat),
        upkeep: state.upkeep(seat),
        gold: state.kingdoms[seat as usize].gold,
        orders: default_orders(state, seat).0,
        own_castles: castles_front_first(state, seat, dice),
    };
    if hard {
        // A hard bot chooses what it disbands, and disbands idle units before a debt
        // (R-KIN-BOT-6); the default stays when its choice would not pass the check.
        let chosen = Action(disband::disbands(state, seat));
        if check(state, seat, &chosen).is_ok() {
            plan.upkeep -= disbanded_upkeep(&chosen);
            plan.orders = chosen.0;
        }
    }
    if plan.careful {
        economy::buy_scrolls(&mut plan);
    }
    let built_at = ships::launch_trireme(&mut plan);
    economy::train(&mut plan, built_at, dice);
    economy::merge_trainings(&mut plan.orders);
    cast_earthquakes(&mut plan, dice);
    let sailing = ships::sail(&mut plan, dice);
    march::march(&mut plan, &sailing, dice);
    Action(plan.orders)
}

/// Spells: an earthquake on the strongest enemy ground stack in range, the bot's dice among equals
/// (R-KIN-MAP-8: never the lower area, which favoured the stacks of the north).
fn cast_earthquakes(plan: &mut Plan, dice: &mut Dice) {
    let (state, seat) = (plan.state, plan.seat);
    let geo = state.geo();
    for u in state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind == Kind::Mage && u.mana >= 2)
    {
        // Only ground units feel an earthquake (R-KIN-SPELL-3, R-KIN-SPELL-4).
        let ground = |a: u16| {
            state
                .units
                .iter()
                .filter(|e| e.area == a && e.owner != seat && e.kind.is_ground())
                .map(|e| state.attack(e.owner, e.kind) * e.kind.stats().hp as u32)
                .sum::<u32>()
        };
        let target = geo
            .areas()
            .filter(|a| geo.distance(u.area, *a) <= Spell::RANGE)
            .map(|a| (ground(a), dice.below(1000), a))
            .max()
            .filter(|(g, _, _)| *g > 0)
            .map(|(_, _, a)| a);
        if let Some(at) = target {
            plan.add(Order::Cast {
                spell: Spell::Earthquake,
                from: u.area,
                at,
            });
        }
    }
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
