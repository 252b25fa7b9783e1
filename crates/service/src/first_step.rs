//! What a turn's DM asks for, in the game's own words: the control that gives it (a bid form only
//! where the game has a `bid` to fill in, else the menu of the seat's legal orders) and one order to
//! type, taken from those legal orders. A DM that asked for "your sealed bid" with a Bid button while
//! the game wanted `number 3` left a new player with nothing that worked.

use korona_engine::{msg, Catalog, DynState, Game, Seat, WaitKind};

/// The verb of the bid form's submission (see the Discord adapter's bid form).
const BID_VERB: &str = "bid";

/// How a waited-for seat acts from its DM.
pub(super) struct FirstStep {
    /// The control is a form for the amount of a sealed bid, not the order menu.
    pub bid_form: bool,
    /// The words for what is waited for ("sealed bid", "sealed choice", "turn"...).
    pub kind: String,
    /// "…or type `/order number 1`": a legal order of the seat, as typed.
    pub example: Option<String>,
}

pub(super) fn first_step(
    words: &Catalog,
    game: &dyn Game,
    state: &DynState,
    seat: Seat,
    kind: WaitKind,
) -> FirstStep {
    let legal = game.legal(state, seat);
    // The form submits `bid <amount>`: offered only where the seat's orders are bids.
    let bids = game.info().words.shortcut(BID_VERB).is_some()
        && legal.iter().any(|c| {
            c.text
                .split_whitespace()
                .next()
                .is_some_and(|w| w.eq_ignore_ascii_case(BID_VERB))
        });
    let bid_form = kind == WaitKind::Bid && bids;
    let kind = if kind == WaitKind::Bid && !bids {
        words.render(&msg!("service-wait-kind", kind = "sealed"))
    } else {
        super::phrases::wait_kind(words, kind)
    };
    let example = legal
        .first()
        .map(|c| words.render(&msg!("service-nudge-example", order = c.text.as_str())));
    FirstStep {
        bid_form,
        kind,
        example,
    }
}
