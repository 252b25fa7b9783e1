//! Phase II income (section 8), vassal income included (R-VASSAL-7).

use super::state::{Card, Faction, State};
use korona_engine::msg;
use korona_engine::Event;

/// What a seat's own occupied counties yield, castles at the rate of `treasurer` (R-INCOME-2/4,
/// R-CARD-1/3/8).
fn lands(state: &State, seat: u8, treasurer: bool) -> u32 {
    let m = state.map();
    let mut total = 0;
    for c in 0..m.counties.len() {
        if state.units_of(seat, c).is_empty() {
            continue;
        }
        let mut v = if m.counties[c].castle {
            let base = if treasurer { 5 } else { 3 };
            base + state.guilds as u32
        } else if state.card == Some(Card::PeasantRevolt) {
            0
        } else {
            1
        };
        if state.card == Some(Card::RichHarvest) && v > 0 {
            v += 1;
        }
        total += v;
    }
    total
}

/// A seat's income this year. A liege also gets his vassals' whole income, computed as if it were his
/// (his offices included, A-56); a vassal gets half of his own, rounded down (R-VASSAL-7). Complete
/// provinces give +4 each (R-INCOME-3), vassal lands counting for the liege.
pub fn income(state: &State, seat: u8) -> u32 {
    let treasurer = state.offices[1] == Some(seat);
    let p = &state.players[seat as usize];
    if p.liege.is_some() {
        return (lands(state, seat, false) + 4 * state.complete_provinces(seat).len() as u32) / 2;
    }
    let bloc = state.bloc(seat);
    let own: u32 = bloc.iter().map(|&s| lands(state, s, treasurer)).sum();
    own + 4 * state.bloc_provinces(seat).len() as u32
}

/// Credits every player at once (R-INCOME-6), then the royal tax card (R-CARD-9).
pub fn collect(state: &mut State, events: &mut Vec<Event>) {
    for seat in state.order_from(state.start) {
        let got = income(state, seat);
        state.players[seat as usize].treasury += got;
        events.push(Event::public(msg!(
            "oligarchs-collects-garas",
            faction = state.faction_label(Faction::Player(seat)),
            got = got
        )));
        if state.card == Some(Card::RoyalTax) {
            let p = &mut state.players[seat as usize];
            let tax = p.treasury / 2;
            p.treasury -= tax;
            state.royal_treasury += tax;
        }
    }
}
