//! Orders about money: the sealed bid, office sales and offers, gifts (R-ELECT-5, R-OFFICE-5,
//! R-DIPLO-2).

use super::Action;
use crate::oligarchs::state::State;
use korona_engine::{msg, Refusal};

/// `bid <garas>`.
pub(super) fn bid(rest: &[&str]) -> Result<Action, Refusal> {
    let w = rest.first().ok_or_else(|| {
        Refusal::new(msg!("oligarchs-bid-needs-amount-in-garas")).accepting(["bid 0", "bid 12"])
    })?;
    w.parse::<u32>().map(Action::Bid).map_err(|_| {
        Refusal::at(*w, msg!("oligarchs-bid-is-whole-number-of")).accepting(["0", "5", "12"])
    })
}

/// `sell <office>`.
pub(super) fn sell(rest: &[&str]) -> Result<Action, Refusal> {
    let offices = ["orszagbiro", "tarnokmester", "nador"];
    let w = rest
        .first()
        .ok_or_else(|| Refusal::new(msg!("oligarchs-sell-which-office")).accepting(offices))?;
    crate::oligarchs::sale::office(w)
        .map(Action::Sell)
        .ok_or_else(|| Refusal::at(*w, msg!("oligarchs-not-office")).accepting(offices))
}

/// `offer <garas>`.
pub(super) fn offer(rest: &[&str]) -> Result<Action, Refusal> {
    let w = rest
        .first()
        .ok_or_else(|| Refusal::new(msg!("oligarchs-offer-needs-amount")).accepting(["offer 5"]))?;
    w.parse::<u32>().map(Action::Offer).map_err(|_| {
        Refusal::at(*w, msg!("oligarchs-whole-number-of-garas")).accepting(["5", "12"])
    })
}

/// `give <seat> <garas>`.
pub(super) fn give(state: &State, rest: &[&str]) -> Result<Action, Refusal> {
    let usage = || Refusal::new(msg!("oligarchs-give-seat-garas")).accepting(["give 2 10"]);
    let seat_word = rest.first().ok_or_else(usage)?;
    let to = seat_word
        .trim_start_matches("seat")
        .parse::<u8>()
        .ok()
        .filter(|&s| s < state.seats());
    let to = to.ok_or_else(|| {
        Refusal::at(*seat_word, msg!("oligarchs-not-seat"))
            .accepting((0..state.seats()).map(|s| s.to_string()))
    })?;
    let amount_word = rest.get(1).ok_or_else(usage)?;
    let amount = amount_word.parse::<u32>().map_err(|_| {
        Refusal::at(*amount_word, msg!("oligarchs-whole-number-of-garas")).accepting(["1", "10"])
    })?;
    Ok(Action::Give { to, amount })
}
