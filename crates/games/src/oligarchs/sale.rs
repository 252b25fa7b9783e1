//! R-OFFICE-5: an office holder with an empty treasury may sell his office by public auction: open
//! ascending offers in whole garas from election-eligible players other than him; the phase deadline
//! closes it; the highest offer buys (paid to the seller); with no offer he keeps it.

use super::state::{Phase, State, OFFICES};
use korona_engine::msg;
use korona_engine::{Event, Refusal};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    pub office: usize,
    pub seller: u8,
    /// The best offer so far: (seat, garas).
    pub high: Option<(u8, u32)>,
}

/// An office as typed: Hungarian with or without accents, or English.
pub fn office(word: &str) -> Option<usize> {
    match super::names::fold(word).as_str() {
        "orszagbiro" | "judge" | "judgeroyal" => Some(0),
        "tarnokmester" | "treasurer" | "master" => Some(1),
        "nador" | "palatine" => Some(2),
        _ => None,
    }
}

pub fn open(
    state: &mut State,
    seat: u8,
    office: usize,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if state.offices[office] != Some(seat) {
        return Err(Refusal::at(
            OFFICES[office],
            msg!("oligarchs-you-do-not-hold-this"),
        ));
    }
    if state.players[seat as usize].treasury > 0 {
        return Err(Refusal::new(msg!(
            "oligarchs-only-holder-with-empty-treasury"
        )));
    }
    if state.auction.is_some() {
        return Err(Refusal::new(msg!("oligarchs-auction-is-already-open")));
    }
    if matches!(state.phase, Phase::Election { .. } | Phase::Over) {
        return Err(Refusal::new(msg!(
            "oligarchs-no-office-sales-during-election"
        )));
    }
    state.auction = Some(Auction {
        office,
        seller: seat,
        high: None,
    });
    events.push(Event::public(msg!(
        "oligarchs-seat-puts-office-of-up",
        seat = seat,
        office = OFFICES[office]
    )));
    Ok(())
}

pub fn offer(
    state: &mut State,
    seat: u8,
    amount: u32,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let electors = state.electors();
    let treasury = state.players[seat as usize].treasury;
    let Some(a) = state.auction.as_mut() else {
        return Err(Refusal::new(msg!("oligarchs-no-auction-is-open")));
    };
    if seat == a.seller || !electors.contains(&seat) {
        return Err(Refusal::new(msg!("oligarchs-only-players-with-lord-on")));
    }
    let floor = a.high.map_or(1, |(_, h)| h + 1);
    if amount < floor || amount > treasury {
        return Err(Refusal::at(
            amount.to_string(),
            msg!(
                "oligarchs-offer-from-to-garas",
                floor = floor,
                treasury = treasury
            ),
        ));
    }
    a.high = Some((seat, amount));
    events.push(Event::public(msg!(
        "oligarchs-seat-offers-garas-for",
        seat = seat,
        amount = amount,
        office = OFFICES[a.office]
    )));
    Ok(())
}

/// The deadline closes the auction.
pub fn close(state: &mut State, events: &mut Vec<Event>) {
    let Some(a) = state.auction.take() else {
        return;
    };
    match a.high {
        Some((buyer, price))
            if state.players[buyer as usize].treasury >= price
                && state.offices[a.office] == Some(a.seller) =>
        {
            state.players[buyer as usize].treasury -= price;
            state.players[a.seller as usize].treasury += price;
            state.offices[a.office] = Some(buyer);
            events.push(Event::public(msg!(
                "oligarchs-seat-buys-for-garas",
                buyer = buyer,
                office = OFFICES[a.office],
                price = price
            )));
        }
        _ => events.push(Event::public(msg!(
            "oligarchs-no-sale-seat-keeps",
            seller = a.seller,
            office = OFFICES[a.office]
        ))),
    }
}
