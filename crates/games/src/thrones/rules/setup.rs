//! The secret setup (R-THR-SETUP-1..10): sealed homelands, then the reveal.

use super::super::board::{Sq, COLS, HOME_ROWS};
use super::super::homeland::{self, middle_square, Homeland};
use super::super::piece::Piece;
use super::super::state::{Phase, State};
use korona_engine::{msg, Event, Seat, Submitted};

pub const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

/// Records `seat`'s homeland; the last one in reveals both (R-THR-SETUP-1).
pub fn submit(s: &mut State, seat: u8, home: Homeland, events: &mut Vec<Event>) {
    events.push(Event::private(Seat(seat), msg!("thrones-home-sealed")));
    events.push(Event::public(msg!("thrones-home-submitted", player = seat)));
    if s.homelands.submit(Seat(seat), home, SEATS) == Submitted::AllIn {
        reveal(s, events);
    }
}

/// Both homelands go onto the board, the middle row is built (R-THR-SETUP-8, 9), and play begins.
/// At the deadline a missing homeland is the first ready-made one (R-THR-SETUP-10).
pub fn reveal(s: &mut State, events: &mut Vec<Event>) {
    let homes = s.homelands.reveal(SEATS, |_| homeland::layout(0));
    for (seat, h) in &homes {
        let seat = seat.0;
        for k in 0..HOME_ROWS as usize {
            for c in 0..COLS as usize {
                let i = k * COLS as usize + c;
                let sq: Sq = Homeland::square(seat, k, c);
                s.tiles[sq.index()] = Some(h.tiles[i]);
                s.pieces[sq.index()] = h.pieces[i].map(|kind| Piece { owner: seat, kind });
            }
        }
        s.reserve[seat as usize] = h.dragon_in_reserve();
    }
    let row = homeland::middle_row(s.first, [&homes[&Seat(0)].middle, &homes[&Seat(1)].middle]);
    for (c, t) in row.iter().enumerate() {
        s.tiles[middle_square(c).index()] = Some(*t);
    }
    s.homelands = Default::default();
    s.phase = Phase::Play;
    s.to_move = s.first;
    let middle: String = row.iter().map(|t| t.letter()).collect();
    events.push(Event::public(msg!(
        "thrones-revealed",
        first = s.first,
        middle = middle
    )));
}
