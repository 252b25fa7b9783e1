//! Checking a whole order set against the state at order time (R-KIN-TRAIN-*, R-KIN-MOVE-*,
//! R-KIN-MARKET-*, R-KIN-TECH-*, R-KIN-SPELL-*, R-KIN-UPKEEP-2). Everything paid is paid now, so
//! the total is checked against the treasury (R-KIN-GOLD-1). The orders are checked in the order
//! given, each against what the earlier ones used (see [`tally`]), so the first bad order is the
//! one refused.

mod casting;
mod disbanding;
mod market;
mod moves;
mod tally;
mod training;

use crate::kingdoms::market::Scroll;
use crate::kingdoms::orders::{Action, Order};
use crate::kingdoms::state::{State, Unit};
use korona_engine::{msg, Refusal};
use tally::Tally;

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
    let mut tally = Tally::new(state, seat);
    for o in &action.0 {
        match o {
            Order::Train {
                n,
                kind,
                castle,
                sea,
            } => tally.train(*n, *kind, *castle, *sea)?,
            Order::Move { n, kind, path } => tally.move_units(*n, *kind, path)?,
            Order::Convey { n, kind, path } => tally.convey(*n, *kind, path)?,
            Order::Disband { n, kind, at } => tally.disband(*kind, *at, *n)?,
            Order::Buy { offer, at } => tally.buy(*offer, *at)?,
            Order::Research => research(state, seat, action)?,
            Order::Cast { spell, from, at } => tally.cast(*spell, *from, *at)?,
        }
    }
    ships_not_conveying(&tally, action)?;
    tally.riders_kept()?;
    treasury(state, seat, action)
}

/// A research order (R-KIN-TECH-*): a technology on offer, not known, nothing researched yet, one
/// research a round.
fn research(state: &State, seat: u8, action: &Action) -> Result<(), Refusal> {
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
    Ok(())
}

/// A ship that conveys sails with its load, not on an order of its own (R-KIN-SHIP-1).
fn ships_not_conveying(tally: &Tally, action: &Action) -> Result<(), Refusal> {
    let (state, seat) = (tally.state, tally.seat);
    for o in &action.0 {
        if let Order::Move { kind, path, .. } = o {
            let loaded = state
                .units
                .iter()
                .any(|u| u.owner == seat && u.area == path[0] && u.kind.is_ground());
            if kind.is_ship() && (tally.aboard.contains_key(&path[0]) || loaded) {
                return Err(Refusal::at(
                    tally.name(path[0]),
                    msg!("kingdoms-ship-conveying", area = tally.name(path[0])),
                ));
            }
        }
    }
    Ok(())
}

/// The orders' price against the treasury, and a debt covered by disbanding (R-KIN-GOLD-1,
/// R-KIN-UPKEEP-2).
fn treasury(state: &State, seat: u8, action: &Action) -> Result<(), Refusal> {
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
    let mut units: Vec<_> = state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind.stats().upkeep > 0)
        .collect();
    units.sort_by_key(|u| std::cmp::Reverse(u.id));
    Action(disband_until(state, seat, units, owed))
}

/// Disband orders for `units` in their order until their upkeep covers `need`, units of one kind
/// in one area counted in one order: the default's and the hard bot's (R-KIN-BOT-6) choice alike.
/// A disbanded ship takes the riders it leaves without room with it (R-KIN-UPKEEP-4).
pub(crate) fn disband_until<'a>(
    state: &State,
    seat: u8,
    units: impl IntoIterator<Item = &'a Unit>,
    need: u32,
) -> Vec<Order> {
    let mut orders: Vec<Order> = Vec::new();
    let mut covered = 0;
    for u in units {
        if covered >= need {
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
    disbanding::with_riders(state, seat, orders)
}
