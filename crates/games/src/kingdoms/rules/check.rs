//! Checking a whole order set against the state at order time (R-KIN-TRAIN-*, R-KIN-MOVE-*,
//! R-KIN-MARKET-*, R-KIN-TECH-*, R-KIN-SPELL-*, R-KIN-UPKEEP-2). Everything paid is paid now, so
//! the total is checked against the treasury (R-KIN-GOLD-1).

use crate::kingdoms::market::Scroll;
use crate::kingdoms::orders::{Action, Order, Spell};
use crate::kingdoms::state::State;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Refusal};
use std::collections::BTreeMap;

/// The gold an order set pays at once: training and scrolls (R-KIN-TRAIN-3, R-KIN-MARKET-3).
pub fn cost(state: &State, seat: u8, action: &Action) -> u32 {
    let mut sawmills = state.sawmills_of(seat) as u32;
    let mut total = 0;
    for o in &action.0 {
        match o {
            Order::Train { n, kind, .. } => total += *n as u32 * kind.stats().cost,
            Order::Buy { offer, .. } => {
                if let Some(of) = state.offers.get(*offer as usize - 1) {
                    total += of.price;
                    if of.scroll == Scroll::Sawmill {
                        // R-KIN-MARKET-5: +2 for each sawmill already owned.
                        total += 2 * sawmills;
                        sawmills += 1;
                    }
                }
            }
            _ => {}
        }
    }
    total
}

/// The upkeep of the units an order set disbands.
pub fn disbanded_upkeep(action: &Action) -> u32 {
    action
        .0
        .iter()
        .map(|o| match o {
            Order::Disband { n, kind, .. } => *n as u32 * kind.stats().upkeep,
            _ => 0,
        })
        .sum()
}

pub fn check(state: &State, seat: u8, action: &Action) -> Result<(), Refusal> {
    if state.over() {
        return Err(Refusal::new(msg!("kingdoms-match-over")));
    }
    if seat >= state.seats || !state.kingdoms[seat as usize].alive {
        return Err(Refusal::new(msg!("kingdoms-not-playing", player = seat)));
    }
    let geo = state.geo();
    let name = |a: u16| geo.name(a);
    let owns_castle = |a: u16| state.castle(a).is_some() && state.owners[a as usize] == Some(seat);
    // Units each order takes from a stack: (kind, area) -> used.
    let mut used: BTreeMap<(Kind, u16), usize> = BTreeMap::new();
    let mut take = |kind: Kind, area: u16, n: u8| -> Result<(), Refusal> {
        let have = state.count_at(seat, kind, area);
        let u = used.entry((kind, area)).or_default();
        *u += n as usize;
        if *u > have {
            return Err(Refusal::new(msg!(
                "kingdoms-too-few-units",
                kind = kind.name(),
                area = name(area),
                have = have,
                asked = *u
            )));
        }
        Ok(())
    };
    let mut trained: BTreeMap<u16, u8> = BTreeMap::new();
    let mut bought = Vec::new();
    let mut upgraded: Vec<(Scroll, u16)> = Vec::new();
    let mut built: Vec<u16> = Vec::new();
    let mut casts: BTreeMap<u16, usize> = BTreeMap::new();
    let mut aboard: BTreeMap<u16, usize> = BTreeMap::new();
    let mut routes: BTreeMap<u16, Vec<u16>> = BTreeMap::new();
    let mut market = state.kingdoms[seat as usize].market;
    for o in &action.0 {
        match o {
            Order::Train {
                n,
                kind,
                castle,
                sea,
            } => {
                if !owns_castle(*castle) {
                    return Err(Refusal::at(
                        name(*castle),
                        msg!("kingdoms-not-your-castle", area = name(*castle)),
                    ));
                }
                if !Kind::TRAINED.contains(kind) {
                    return Err(Refusal::at(
                        kind.name(),
                        msg!("kingdoms-not-trained", kind = kind.name()),
                    )
                    .accepting(Kind::TRAINED.iter().map(|k| k.name())));
                }
                if kind.is_ship()
                    && !geo.neighbours[*castle as usize]
                        .iter()
                        .any(|a| geo.is_sea(*a))
                {
                    return Err(Refusal::at(
                        name(*castle),
                        msg!("kingdoms-no-sea-beside", area = name(*castle)),
                    ));
                }
                if let Some(sea) = sea {
                    let seas = super::builds::launch_seas(state, *castle);
                    if !seas.contains(sea) {
                        let refusal = if geo.is_sea(*sea) {
                            msg!(
                                "kingdoms-not-adjacent",
                                to = name(*sea),
                                from = name(*castle)
                            )
                        } else {
                            msg!(
                                "kingdoms-wrong-terrain",
                                kind = kind.name(),
                                area = name(*sea)
                            )
                        };
                        return Err(Refusal::at(name(*sea), refusal)
                            .accepting(seas.iter().map(|a| name(*a))));
                    }
                }
                let t = trained.entry(*castle).or_default();
                *t += n;
                let production = state.castle(*castle).map_or(0, |c| c.production);
                if *t > production {
                    return Err(Refusal::new(msg!(
                        "kingdoms-over-production",
                        area = name(*castle),
                        production = production,
                        asked = *t
                    )));
                }
            }
            Order::Move { n, kind, path } => {
                let steps = path.len() - 1;
                let movement = state.movement(seat, *kind);
                if steps > movement as usize {
                    return Err(Refusal::new(msg!(
                        "kingdoms-too-far",
                        kind = kind.name(),
                        movement = movement,
                        steps = steps
                    )));
                }
                for w in path.windows(2) {
                    if !geo.adjacent(w[0], w[1]) {
                        return Err(Refusal::at(
                            name(w[1]),
                            msg!("kingdoms-not-adjacent", from = name(w[0]), to = name(w[1])),
                        ));
                    }
                }
                if kind.is_ground() && geo.is_sea(path[0]) {
                    // Aboard units leave their ship by convey only (R-KIN-SHIP-4).
                    return Err(Refusal::at(
                        name(path[0]),
                        msg!("kingdoms-aboard-convey", area = name(path[0])),
                    ));
                }
                for a in &path[1..] {
                    let ok = if geo.is_sea(*a) {
                        kind.on_sea()
                    } else {
                        kind.on_land()
                    };
                    if !ok {
                        return Err(Refusal::at(
                            name(*a),
                            msg!(
                                "kingdoms-wrong-terrain",
                                kind = kind.name(),
                                area = name(*a)
                            ),
                        ));
                    }
                }
                take(*kind, path[0], *n)?;
            }
            Order::Convey { n, kind, path } => {
                for w in path.windows(2) {
                    if !geo.adjacent(w[0], w[1]) {
                        return Err(Refusal::at(
                            name(w[1]),
                            msg!("kingdoms-not-adjacent", from = name(w[0]), to = name(w[1])),
                        ));
                    }
                }
                // R-KIN-SHIP-1, R-KIN-SHIP-4: from land or from aboard, over one or two seas (the
                // ship moves 1), to land or staying aboard.
                let seas = super::movement::seas(geo, path);
                let shape = kind.is_ground()
                    && (1..=2).contains(&seas.len())
                    && seas.iter().all(|a| geo.is_sea(*a))
                    && path.len() <= 4;
                if !shape {
                    return Err(Refusal::new(msg!("kingdoms-convey-shape")));
                }
                match routes.get(&seas[0]) {
                    Some(r) if r != &seas[1..] => {
                        return Err(Refusal::new(msg!("kingdoms-convey-shape")))
                    }
                    _ => {
                        routes.insert(seas[0], seas[1..].to_vec());
                    }
                }
                let room: usize = state
                    .units
                    .iter()
                    .filter(|u| u.owner == seat && u.area == seas[0] && u.kind.is_ship())
                    .map(|u| u.kind.stats().capacity as usize)
                    .sum();
                let riding = state
                    .units
                    .iter()
                    .filter(|u| u.owner == seat && u.area == seas[0] && u.kind.is_ground())
                    .count();
                let load = aboard.entry(seas[0]).or_default();
                if !geo.is_sea(path[0]) {
                    *load += *n as usize;
                }
                if *load + riding > room {
                    return Err(Refusal::new(msg!(
                        "kingdoms-no-room",
                        area = name(seas[0]),
                        room = room.saturating_sub(riding),
                        asked = *load
                    )));
                }
                take(*kind, path[0], *n)?;
            }
            Order::Disband { n, kind, at } => take(*kind, *at, *n)?,
            Order::Buy { offer, at } => {
                let Some(of) = state.offers.get((*offer as usize).wrapping_sub(1)) else {
                    return Err(Refusal::at(
                        offer.to_string(),
                        msg!("kingdoms-no-such-offer", offer = *offer),
                    )
                    .accepting((1..=state.offers.len()).map(|i| i.to_string())));
                };
                if bought.contains(offer) {
                    return Err(Refusal::at(
                        offer.to_string(),
                        msg!("kingdoms-offer-twice", offer = *offer),
                    ));
                }
                bought.push(*offer);
                let scroll = of.scroll;
                if scroll == Scroll::Market {
                    if market {
                        return Err(Refusal::new(msg!("kingdoms-market-owned")));
                    }
                    market = true;
                    continue;
                }
                let Some(at) = *at else {
                    return Err(Refusal::new(msg!("kingdoms-word-missing", what = "area")));
                };
                if scroll.at_castle() {
                    if !owns_castle(at) {
                        return Err(Refusal::at(
                            name(at),
                            msg!("kingdoms-not-your-castle", area = name(at)),
                        ));
                    }
                    if scroll == Scroll::Production
                        && state.castle(at).is_some_and(|c| c.production >= 6)
                    {
                        return Err(Refusal::at(
                            name(at),
                            msg!("kingdoms-production-max", area = name(at)),
                        ));
                    }
                    if matches!(scroll, Scroll::Production | Scroll::Defense) {
                        if upgraded.contains(&(scroll, at)) {
                            return Err(Refusal::at(
                                name(at),
                                msg!("kingdoms-upgraded-once", area = name(at)),
                            ));
                        }
                        upgraded.push((scroll, at));
                    }
                    if scroll == Scroll::Blueprint
                        && !geo.neighbours[at as usize].iter().any(|a| geo.is_sea(*a))
                    {
                        return Err(Refusal::at(
                            name(at),
                            msg!("kingdoms-no-sea-beside", area = name(at)),
                        ));
                    }
                } else {
                    let soldier = state
                        .units
                        .iter()
                        .any(|u| u.owner == seat && u.area == at && u.kind.builds());
                    if !soldier {
                        return Err(Refusal::at(
                            name(at),
                            msg!("kingdoms-needs-soldier", area = name(at)),
                        ));
                    }
                    let tower = state
                        .units
                        .iter()
                        .any(|u| u.area == at && u.kind == Kind::Tower);
                    if state.sawmills.contains(&at) || tower || built.contains(&at) {
                        return Err(Refusal::at(
                            name(at),
                            msg!("kingdoms-area-built", area = name(at)),
                        ));
                    }
                    built.push(at);
                }
            }
            Order::Research => {
                let k = &state.kingdoms[seat as usize];
                let Some(tech) = state.tech_offer else {
                    return Err(Refusal::new(msg!("kingdoms-no-tech-offer")));
                };
                if k.research.is_some() {
                    return Err(Refusal::new(msg!("kingdoms-researching")));
                }
                if k.techs.contains(&tech) {
                    return Err(Refusal::new(msg!(
                        "kingdoms-tech-known",
                        tech = tech.name()
                    )));
                }
                if action.0.iter().filter(|o| **o == Order::Research).count() > 1 {
                    return Err(Refusal::new(msg!("kingdoms-researching")));
                }
            }
            Order::Cast { spell, from, at } => {
                let mages: Vec<_> = state.units_at(seat, Kind::Mage, *from).collect();
                let c = casts.entry(*from).or_default();
                *c += 1;
                // Each mage casts once; the n-th cast from an area is the n-th mage's there.
                let Some(mage) = mages.get(*c - 1) else {
                    return Err(Refusal::at(
                        name(*from),
                        msg!("kingdoms-no-mage", area = name(*from)),
                    ));
                };
                if mage.mana < spell.mana() {
                    return Err(Refusal::new(msg!(
                        "kingdoms-no-mana",
                        spell = spell.name(),
                        needed = spell.mana(),
                        have = mage.mana
                    )));
                }
                if geo.distance(*from, *at) > Spell::RANGE {
                    return Err(Refusal::at(
                        name(*at),
                        msg!(
                            "kingdoms-out-of-range",
                            area = name(*at),
                            range = Spell::RANGE
                        ),
                    ));
                }
            }
        }
    }
    // A ship that conveys sails with its load, not on an order of its own (R-KIN-SHIP-1).
    for o in &action.0 {
        if let Order::Move { kind, path, .. } = o {
            let loaded = state
                .units
                .iter()
                .any(|u| u.owner == seat && u.area == path[0] && u.kind.is_ground());
            if kind.is_ship() && (aboard.contains_key(&path[0]) || loaded) {
                return Err(Refusal::at(
                    name(path[0]),
                    msg!("kingdoms-ship-conveying", area = name(path[0])),
                ));
            }
        }
    }
    let k = &state.kingdoms[seat as usize];
    let cost = cost(state, seat, action);
    if cost > k.gold {
        return Err(Refusal::new(msg!(
            "kingdoms-over-gold",
            cost = cost,
            gold = k.gold
        )));
    }
    if k.debt > 0 {
        let owed = k.debt.min(state.upkeep(seat));
        let covered = disbanded_upkeep(action);
        if covered < owed {
            return Err(Refusal::new(msg!(
                "kingdoms-debt-unpaid",
                debt = owed,
                covered = covered
            )));
        }
    }
    Ok(())
}

/// The order set of a seat that gave none by the deadline: hold, disbanding its newest units while
/// it owes upkeep (R-KIN-UPKEEP-3).
pub fn default_orders(state: &State, seat: u8) -> Action {
    let k = &state.kingdoms[seat as usize];
    let owed = k.debt.min(state.upkeep(seat));
    let mut orders: Vec<Order> = Vec::new();
    let mut covered = 0;
    let mut units: Vec<_> = state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind.stats().upkeep > 0)
        .collect();
    units.sort_by_key(|u| std::cmp::Reverse(u.id));
    for u in units {
        if covered >= owed {
            break;
        }
        covered += u.kind.stats().upkeep;
        match orders.iter_mut().find(
            |o| matches!(o, Order::Disband { kind, at, .. } if *kind == u.kind && *at == u.area),
        ) {
            Some(Order::Disband { n, .. }) => *n += 1,
            _ => orders.push(Order::Disband {
                n: 1,
                kind: u.kind,
                at: u.area,
            }),
        }
    }
    Action(orders)
}
