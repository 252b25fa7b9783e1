//! People, not seat numbers, in a game's refusals (issue 28, item 7): "it is @alice's turn, not
//! @bob's". A game knows no people, so its refusal carries seats; the service, which knows who sits
//! where, renders it for the caller with the holders' names. A refusal that names no seat is kept
//! as the game gave it, so its message id still says what was wrong.

use korona_engine::{Catalog, Message, Refusal};
use korona_store::SeatRow;

/// `refusal` with each seat its message names shown as that seat's holder, in `words`.
pub(super) fn named(words: &Catalog, seats: &[SeatRow], refusal: Refusal) -> Refusal {
    let plain = words.render(&refusal.message);
    let text = words.render_named(&refusal.message, &|s| super::play::named(words, seats, s));
    if text == plain {
        return refusal;
    }
    Refusal {
        message: Message::legacy(text),
        ..refusal
    }
}
