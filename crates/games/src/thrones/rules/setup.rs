//! The secret setup (R-THR-SETUP-1..10): sealed homelands, then the reveal.

use crate::thrones::board::{Sq, Tile, COLS, HOME_ROWS};
use crate::thrones::draft::{Draft, Spot};
use crate::thrones::homeland::{self, middle_square, Homeland};
use crate::thrones::options::GameType;
use crate::thrones::orders::{Action, MAX_NUMBER};
use crate::thrones::piece::{Kind, Piece};
use crate::thrones::state::{Phase, State};
use korona_engine::{msg, Dice, Event, Message, Seat, Submitted};

pub const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

/// How many layouts `home random` draws from: enough that a player cannot guess the other's.
const RANDOM_LAYOUTS: u32 = 1 << 30;

/// Records `seat`'s sealed number; the second one in shows both (R-THR-SETUP-7).
pub fn number(s: &mut State, seat: u8, n: u8, dice: &mut Dice, events: &mut Vec<Event>) {
    events.push(Event::private(
        Seat(seat),
        msg!("thrones-number-sealed", number = n),
    ));
    events.push(Event::public(msg!(
        "thrones-number-submitted",
        player = seat
    )));
    if s.numbers.submit(Seat(seat), n, SEATS) == Submitted::AllIn {
        show_numbers(s, dice, events);
    }
}

/// Both numbers at once: an even sum and player 0 moves first, an odd one and player 1 does
/// (R-THR-SETUP-7). At the deadline a missing number is rolled from the match's dice.
pub fn show_numbers(s: &mut State, dice: &mut Dice, events: &mut Vec<Event>) {
    let numbers = s
        .numbers
        .reveal(SEATS, |_| dice.below(MAX_NUMBER as u32 + 1) as u8);
    let shown = [numbers[&Seat(0)], numbers[&Seat(1)]];
    let sum = shown[0] + shown[1];
    s.first = sum % 2;
    s.to_move = s.first;
    s.shown = Some(shown);
    s.numbers = Default::default();
    s.phase = Phase::Setup;
    events.push(Event::public(msg!(
        "thrones-numbers-shown",
        even = shown[0],
        odd = shown[1],
        sum = sum,
        first = s.first
    )));
}

/// Carries out a checked setup order of `seat` (R-THR-SETUP-1, 11, 12).
pub fn order(s: &mut State, seat: u8, action: &Action, dice: &mut Dice, events: &mut Vec<Event>) {
    match action {
        Action::Number(n) => number(s, seat, *n, dice, events),
        Action::Home(h) => submit(s, seat, h.clone(), dice, events),
        Action::HomeRandom => {
            // R-THR-SETUP-12: the match's dice pick the layout, so a replay draws the same one.
            let h = random_homeland(s.game, dice);
            events.push(Event::private(
                Seat(seat),
                msg!("thrones-home-random", block = h.block()),
            ));
            s.drafts.withdraw(Seat(seat));
            submit(s, seat, h, dice, events);
        }
        Action::HomeDraft => {
            let h = draft_homeland(s, seat).expect("checked");
            s.drafts.withdraw(Seat(seat));
            submit(s, seat, h, dice, events);
        }
        Action::Set { at, tile, piece } => {
            let mut d = current_draft(s, seat);
            d.set(Draft::spot(seat, *at).expect("checked"), *tile, *piece);
            let open = d.tiles.iter().filter(|t| t.is_none()).count();
            events.push(Event::private(
                Seat(seat),
                msg!(
                    "thrones-draft-set",
                    square = at.to_string(),
                    open = open,
                    block = d.block()
                ),
            ));
            s.drafts.submit(Seat(seat), d, []);
        }
        _ => unreachable!("only setup orders come here"),
    }
}

/// `seat`'s draft: the one being built, else its sealed homeland to edit, else an empty one.
fn current_draft(s: &State, seat: u8) -> Draft {
    match (s.drafts.get(Seat(seat)), s.homelands.get(Seat(seat))) {
        (Some(d), _) => d.clone(),
        (None, Some(h)) => Draft::of(h),
        (None, None) => Draft::empty(),
    }
}

/// The homeland `home` alone would seal: the draft, every square set (R-THR-SETUP-11).
pub fn draft_homeland(s: &State, seat: u8) -> Result<Homeland, Message> {
    match s.drafts.get(Seat(seat)) {
        Some(d) => d.finish(seat),
        None => Err(msg!("thrones-draft-none")),
    }
}

/// Whether `set` may write `tile` and `piece` on `at` for `seat` (R-THR-SETUP-11).
pub fn check_set(seat: u8, at: Sq, tile: Option<Tile>, piece: Option<Kind>) -> Result<(), Message> {
    match Draft::spot(seat, at) {
        None => Err(msg!("thrones-set-not-yours", square = at.to_string())),
        Some(Spot::Middle(_)) if tile == Some(Tile::Fortress) => {
            Err(msg!("thrones-set-middle-fortress", square = at.to_string()))
        }
        Some(Spot::Middle(_)) if piece.is_some() => {
            Err(msg!("thrones-set-middle-piece", square = at.to_string()))
        }
        Some(Spot::Home(_)) if tile.is_none() && piece.is_some() => Err(msg!(
            "thrones-set-piece-needs-tile",
            square = at.to_string()
        )),
        Some(_) => Ok(()),
    }
}

/// Records `seat`'s homeland; the last one in reveals both (R-THR-SETUP-1).
pub fn submit(s: &mut State, seat: u8, home: Homeland, dice: &mut Dice, events: &mut Vec<Event>) {
    events.push(Event::private(Seat(seat), msg!("thrones-home-sealed")));
    events.push(Event::public(msg!("thrones-home-submitted", player = seat)));
    if s.homelands.submit(Seat(seat), home, SEATS) == Submitted::AllIn {
        // Both are in: nobody is missing, so no die is rolled.
        reveal(s, dice, events);
    }
}

/// `seat` takes its sealed homeland back as its draft; the setup waits for it again (R-THR-SETUP-13).
pub fn unseal(s: &mut State, seat: u8, events: &mut Vec<Event>) {
    if let Some(h) = s.homelands.withdraw(Seat(seat)) {
        s.drafts.submit(Seat(seat), Draft::of(&h), []);
    }
    events.push(Event::private(Seat(seat), msg!("thrones-home-unsealed")));
    events.push(Event::public(msg!("thrones-home-withdrawn", player = seat)));
}

/// A valid homeland drawn from `dice` (R-THR-SETUP-10, 12).
pub fn random_homeland(game: GameType, dice: &mut Dice) -> Homeland {
    homeland::layout_for(game, dice.below(RANDOM_LAYOUTS) as usize)
}

/// Both homelands go onto the board, the middle row is built (R-THR-SETUP-8, 9), and play begins.
/// At the deadline a missing homeland is drawn from the entry's dice, seat 0's first
/// (R-THR-SETUP-10).
pub fn reveal(s: &mut State, dice: &mut Dice, events: &mut Vec<Event>) {
    let game = s.game;
    let homes = s.homelands.reveal(SEATS, |_| random_homeland(game, dice));
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
    // R-THR-VP-3: the points game type fixes three middle fortresses first.
    let fortresses: &[usize] = if game == GameType::Points {
        &homeland::VP_FORTRESS_COLUMNS
    } else {
        &[]
    };
    let row = homeland::middle_row_with(
        s.first,
        [&homes[&Seat(0)].middle, &homes[&Seat(1)].middle],
        fortresses,
    );
    for (c, t) in row.iter().enumerate() {
        s.tiles[middle_square(c).index()] = Some(*t);
    }
    s.homelands = Default::default();
    s.drafts = Default::default();
    s.phase = Phase::Play;
    s.to_move = s.first;
    let middle: String = row.iter().map(|t| t.letter()).collect();
    events.push(Event::public(msg!(
        "thrones-revealed",
        first = s.first,
        middle = middle
    )));
}
