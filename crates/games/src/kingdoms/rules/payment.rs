//! What is paid and done at once when the orders are revealed, before any spell or step: gold,
//! disbanding, training queued, scrolls bought, research started (R-KIN-GOLD-1, R-KIN-UPKEEP-2,
//! R-KIN-MARKET-3).

use super::builds::new_unit;
use crate::kingdoms::market::{Scroll, TECH_ROUNDS};
use crate::kingdoms::orders::{Action, Order};
use crate::kingdoms::state::{Research, State, Training};
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Event};
use std::collections::BTreeMap;

/// Every kingdom pays for its orders and its debt is settled, then its instant orders take effect,
/// kingdom by kingdom in seat order.
pub fn pay_and_act(state: &mut State, revealed: &BTreeMap<u8, Action>, events: &mut Vec<Event>) {
    for (&seat, action) in revealed {
        let cost = super::check::cost(state, seat, action);
        let k = &mut state.kingdoms[seat as usize];
        k.gold = k.gold.saturating_sub(cost);
        k.debt = 0;
        for o in &action.0 {
            act_at_once(state, seat, o, events);
        }
    }
}

fn act_at_once(state: &mut State, seat: u8, order: &Order, events: &mut Vec<Event>) {
    match order {
        Order::Disband { n, kind, at } => {
            let mut ids: Vec<u32> = state.units_at(seat, *kind, *at).map(|u| u.id).collect();
            // The newest go first (R-KIN-UPKEEP-2).
            ids.reverse();
            ids.truncate(*n as usize);
            state.units.retain(|u| !ids.contains(&u.id));
        }
        Order::Train {
            n,
            kind,
            castle,
            sea,
        } => state.training.push(Training {
            castle: *castle,
            owner: seat,
            kind: *kind,
            count: *n,
            round: state.round + kind.stats().build_time as u32 - 1,
            sea: *sea,
        }),
        Order::Buy { offer, at } => {
            let scroll = state.offers[*offer as usize - 1].scroll;
            buy(state, seat, scroll, *at, events);
        }
        Order::Research => {
            if let Some(tech) = state.tech_offer {
                state.kingdoms[seat as usize].research = Some(Research {
                    tech,
                    left: TECH_ROUNDS,
                });
                events.push(Event::public(msg!(
                    "kingdoms-research-starts",
                    player = seat,
                    tech = tech.name()
                )));
            }
        }
        _ => {}
    }
}

/// A scroll's instant effect (R-KIN-MARKET-3..8).
fn buy(state: &mut State, seat: u8, scroll: Scroll, at: Option<u16>, events: &mut Vec<Event>) {
    let geo = state.geo();
    match (scroll, at) {
        (Scroll::Market, _) => state.kingdoms[seat as usize].market = true,
        (Scroll::Defense, Some(a)) => {
            if let Some(c) = state.castle_mut(a) {
                c.defense += 1;
            }
        }
        (Scroll::Production, Some(a)) => {
            if let Some(c) = state.castle_mut(a) {
                c.production = (c.production + 1).min(6);
            }
        }
        (Scroll::Sawmill, Some(a)) => {
            state.sawmills.push(a);
            state.sawmills.sort_unstable();
        }
        (Scroll::Tower, Some(a)) => new_unit(state, seat, Kind::Tower, a),
        (Scroll::DragonEgg | Scroll::Blueprint, Some(a)) => {
            let kind = if scroll == Scroll::DragonEgg {
                Kind::Dragon
            } else {
                Kind::Galleon
            };
            state.training.push(Training {
                castle: a,
                owner: seat,
                kind,
                count: 1,
                round: state.round + kind.stats().build_time as u32 - 1,
                sea: None,
            });
        }
        _ => {}
    }
    events.push(Event::public(msg!(
        "kingdoms-bought",
        player = seat,
        scroll = scroll.name(),
        area = at.map(|a| geo.name(a)).unwrap_or_default()
    )));
}
