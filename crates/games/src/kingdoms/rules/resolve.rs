//! The resolution of a round once all orders are in (R-KIN-TURN-3): payment and instant effects,
//! spells, movement, battles, captures, income, upkeep, builds, healing, victory, the next offer.
//! Each step lives in its own module; the order of the steps here is the order of the rules, and
//! of the dice.

use super::check::default_orders;
use super::{battle, builds, capture, cargo, marching, movement, payment, spells, upkeep};
use crate::kingdoms::market;
use crate::kingdoms::orders::Action;
use crate::kingdoms::state::{Finish, State};
use korona_engine::{msg, Dice, Event, Sealed};
use std::collections::BTreeMap;

// Their path before the steps had modules of their own, which the root tests still name.
pub use super::builds::{launch_seas, new_unit};

pub fn resolve(state: &mut State, dice: &mut Dice, events: &mut Vec<Event>) {
    let geo = state.geo();
    let seats: Vec<u8> = state.alive().map(|s| s.0).collect();
    let revealed: BTreeMap<u8, Action> = state
        .orders
        .reveal(state.alive(), |s| default_orders(state, s.0).0)
        .into_iter()
        .map(|(s, o)| (s.0, Action(o)))
        .collect();
    events.push(Event::public(msg!(
        "kingdoms-round-resolves",
        round = state.round
    )));
    state.battles.clear();
    for (seat, action) in &revealed {
        events.push(Event::public(msg!(
            "kingdoms-orders-revealed",
            player = *seat,
            orders = action.text(geo)
        )));
    }

    // 0. What is paid and done at once: gold, disbanding, scrolls, research (R-KIN-GOLD-1,
    // R-KIN-UPKEEP-2, R-KIN-MARKET-3).
    payment::pay_and_act(state, &revealed, events);

    // 1. Spells (R-KIN-SPELL-1..), all cast at once (R-KIN-SPELL-6).
    let fog = spells::cast_all(state, &revealed, events);

    // 2. Movement (R-KIN-MOVE-*), conveys by ship among it (R-KIN-SHIP-1).
    let mut groups = marching::groups(state, &revealed);
    movement::run(state, &mut groups, &fog, dice, events);

    // 3. Battles wherever kingdoms meet (R-KIN-BATTLE-*); units on board do not fight.
    battle::fight_everywhere(state, dice, events);
    cargo::drop_uncarried(state, events);
    capture::capture_all(state, events);

    // 4-5. Income, then upkeep and research (R-KIN-INCOME-*, R-KIN-UPKEEP-*, R-KIN-TECH-*).
    upkeep::treasury(state, &seats, events);

    // 6. Builds in castles that kept their owner (R-KIN-BUILD-1).
    builds::build_due(state, dice, events);

    upkeep::end_of_turn(state);

    finish_round(state, events);
    if !state.over() {
        state.round += 1;
        state.offers = market::draw_offers(dice);
        state.tech_offer = market::draw_tech(state.round, dice);
        events.push(Event::public(msg!(
            "kingdoms-new-round",
            round = state.round
        )));
    }
    state.orders = Sealed::new();
    state.revealed = revealed.into_iter().map(|(s, a)| (s, a.0)).collect();
}

/// Kingdoms without castles, units or training drop out; someone may have won (R-KIN-WIN-*).
pub fn finish_round(state: &mut State, events: &mut Vec<Event>) {
    for seat in 0..state.seats {
        if !state.kingdoms[seat as usize].alive {
            continue;
        }
        let has = state.castles_of(seat) > 0
            || state.units.iter().any(|u| u.owner == seat)
            || state.training.iter().any(|t| t.owner == seat);
        if !has {
            eliminate(state, seat);
            events.push(Event::public(msg!("kingdoms-out", player = seat)));
        }
    }
    let alive: Vec<u8> = state.alive().map(|s| s.0).collect();
    let to_win = state.to_win() as usize;
    let reached: Vec<u8> = alive
        .iter()
        .copied()
        .filter(|s| state.castles_of(*s) >= to_win)
        .collect();
    let finish = if !reached.is_empty() {
        let n = reached
            .iter()
            .map(|s| state.castles_of(*s))
            .max()
            .unwrap_or(0);
        Some(Finish {
            winner: leader(state, &reached),
            reason: msg!("kingdoms-reason-castles", n = n),
        })
    } else if alive.len() == 1 {
        Some(Finish {
            winner: Some(alive[0]),
            reason: msg!("kingdoms-reason-last"),
        })
    } else if alive.is_empty() {
        Some(Finish {
            winner: None,
            reason: msg!("kingdoms-reason-nobody"),
        })
    } else if state.round >= state.max_rounds {
        Some(Finish {
            winner: leader(state, &alive),
            reason: msg!("kingdoms-reason-rounds", rounds = state.max_rounds),
        })
    } else {
        None
    };
    if let Some(f) = finish {
        events.push(Event::public(match f.winner {
            Some(w) => msg!("kingdoms-wins", player = w, reason = f.reason.clone()),
            None => msg!("kingdoms-draw", reason = f.reason.clone()),
        }));
        state.finish = Some(f);
    }
}

/// The one kingdom among `among` with most castles, then most gold; `None` when two or more tie on
/// both, which is a draw: no seat's number breaks a tie (R-KIN-WIN-2, R-KIN-WIN-3, R-KIN-MAP-8).
fn leader(state: &State, among: &[u8]) -> Option<u8> {
    let key = |s: u8| (state.castles_of(s), state.kingdoms[s as usize].gold);
    let best = among.iter().map(|s| key(*s)).max()?;
    let mut top = among.iter().copied().filter(|s| key(*s) == best);
    let first = top.next();
    if top.next().is_some() {
        None
    } else {
        first
    }
}

/// A kingdom leaves the match: its units go and its areas fall free (R-KIN-WIN-4).
pub fn eliminate(state: &mut State, seat: u8) {
    state.kingdoms[seat as usize].alive = false;
    state.units.retain(|u| u.owner != seat);
    state.training.retain(|t| t.owner != seat);
    for o in state.owners.iter_mut() {
        if *o == Some(seat) {
            *o = None;
        }
    }
    state.orders.withdraw(korona_engine::Seat(seat));
}
