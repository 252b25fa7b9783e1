//! Phase V: three offices, each by sealed simultaneous bids (section 22).

use super::state::{Phase, State, OFFICES};
use korona_engine::msg;
use korona_engine::{Dice, Event, Message, Seat};

/// "seat 0: 5, seat 2: 3" as a message, so that each reader reads the seats in their language: one
/// item, then the rest of the list nested in the message that joins them.
pub fn seat_amounts(items: impl DoubleEndedIterator<Item = (u8, i64)>) -> Message {
    items
        .rev()
        .fold(None, |rest: Option<Message>, (seat, amount)| {
            let item = msg!("oligarchs-seat-amount", seat = seat, amount = amount);
            Some(match rest {
                Some(rest) => msg!("oligarchs-list-and", first = item, rest = rest),
                None => item,
            })
        })
        .unwrap_or_else(|| msg!("legacy", text = ""))
}

/// Resolves the bids for the current office (R-ELECT-5..11) and moves to the next office.
/// Returns true when the election is over.
pub fn resolve(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) -> bool {
    let Phase::Election { office, bids } = state.phase.clone() else {
        return true;
    };
    let electors = state.electors();
    // R-ELECT-11: a missing bid is 0.
    let revealed = bids.reveal(electors.iter().map(|&s| Seat(s)), |_| 0);
    let bid_of = |s: u8| revealed[&Seat(s)];
    events.push(Event::public(msg!(
        "oligarchs-bids-for",
        office = OFFICES[office],
        list = seat_amounts(electors.iter().map(|&s| (s, bid_of(s) as i64)))
    )));
    // R-ELECT-6: all-pay to the royal treasury.
    for &s in &electors {
        let b = bid_of(s).min(state.players[s as usize].treasury);
        state.players[s as usize].treasury -= b;
        state.royal_treasury += b;
    }
    let top = electors.iter().map(|&s| bid_of(s)).max().unwrap_or(0);
    // R-ELECT-9: all zero: the office stays as it is.
    if top > 0 {
        let tied: Vec<u8> = electors
            .iter()
            .copied()
            .filter(|&s| bid_of(s) == top)
            .collect();
        let holder = state.offices[office];
        let nador = state.offices[2].filter(|n| !state.players[*n as usize].out);
        let winner = if tied.len() == 1 {
            tied[0]
        } else if let Some(h) = holder.filter(|h| tied.contains(h)) {
            // R-ELECT-7a
            h
        } else if let Some(n) = nador {
            // R-ELECT-7b with the section 25 default: himself if tied, else the first tied in turn order.
            if tied.contains(&n) {
                n
            } else {
                tied[0]
            }
        } else {
            // R-ELECT-7c: roll-off, highest wins, ties roll again. R-OFFICE-2 / R-ELECT-10: the
            // országbíró (already the one won earlier in this election) may reroll his own die, by the
            // default policy when it is below the average (1-3), as for the start-player roll.
            let judge = state.offices[0].filter(|&j| state.players[j as usize].standing.reroll);
            let roll = |s: u8, dice: &mut Dice| {
                let r = dice.d6();
                if r <= 3 && judge == Some(s) {
                    dice.d6()
                } else {
                    r
                }
            };
            super::roll_off::highest(tied.clone(), dice, roll).expect("a tie has seats")
        };
        // R-ELECT-8: tied losers get half back.
        for &s in tied.iter().filter(|&&s| s != winner) {
            let back = top / 2;
            state.players[s as usize].treasury += back;
            state.royal_treasury -= back;
        }
        state.offices[office] = Some(winner);
        events.push(Event::public(msg!(
            "oligarchs-seat-becomes",
            winner = winner,
            office = OFFICES[office]
        )));
    }
    if office + 1 < OFFICES.len() {
        state.phase = Phase::Election {
            office: office + 1,
            bids: Default::default(),
        };
        false
    } else {
        true
    }
}
