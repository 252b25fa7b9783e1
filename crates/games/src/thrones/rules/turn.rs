//! Carrying out a turn: survival rolls (R-THR-SURV-1..4), the action, fortresses restored
//! (R-THR-FORT-3), winning (R-THR-WIN-1, 2), the next turn and the turn limit (R-THR-TURN-1, 5).

use super::engage::{check_attack, check_fire, Effect};
use super::survival;
use crate::thrones::board::{Sq, Tile};
use crate::thrones::options::GameType;
use crate::thrones::orders::Action;
use crate::thrones::piece::{Kind, Piece};
use crate::thrones::state::{Finish, Last, State};
use korona_engine::{msg, Dice, Event};

/// Plays a checked action of the mover with the entry's dice.
pub fn play(s: &mut State, action: &Action, dice: &mut Dice, events: &mut Vec<Event>) {
    let seat = s.to_move;
    for sq in survival::checks(s, action) {
        let p = s.piece(sq).expect("checked piece");
        let roll = dice.d6();
        let tile = s.tile(sq).expect("a tile").name();
        if survival::passes(roll) {
            events.push(Event::public(msg!(
                "thrones-survives",
                player = seat,
                piece = p.kind.name(),
                square = sq.to_string(),
                tile = tile,
                roll = roll
            )));
        } else {
            s.remove(sq);
            events.push(Event::public(msg!(
                "thrones-perishes",
                player = seat,
                piece = p.kind.name(),
                square = sq.to_string(),
                tile = tile,
                roll = roll
            )));
            // R-THR-SURV-3: the player takes its turn again, unless that cost the match.
            settle(s, events);
            return;
        }
    }
    perform(s, action, events);
}

/// The action itself, its checks passed (the bot calls it to look ahead).
pub fn perform(s: &mut State, action: &Action, events: &mut Vec<Event>) {
    let seat = s.to_move;
    // A warhorse that attacked or switched may not be engaged in the next turn (R-THR-ENGAGE-6).
    let mut guard = Vec::new();
    let last = match *action {
        Action::Move { from, to } => Some(move_piece(s, seat, from, to, events)),
        Action::Switch { from, to } => Some(switch(s, seat, from, to, &mut guard, events)),
        Action::Attack { from, to } => Some(attack(s, seat, from, to, &mut guard, events)),
        Action::Fire { from, to } => Some(fire(s, seat, from, to, events)),
        Action::Dragon => Some(dragon(s, seat, events)),
        Action::Pass => {
            events.push(Event::public(msg!("thrones-passes", player = seat)));
            None
        }
        Action::Spawn { at, kind } => {
            // The spawn ends the turn itself (R-THR-HOME-5).
            super::homefront::spawn(s, at, kind, events);
            return;
        }
        Action::Found(_) | Action::Rebuild => unreachable!("free actions do not end the turn"),
        Action::Number(_)
        | Action::Home(_)
        | Action::HomeRandom
        | Action::HomeDraft
        | Action::Set { .. } => {
            unreachable!("homelands are submitted in setup")
        }
    };
    if !settle(s, events) {
        end_turn(s, last, guard, events);
    }
}

fn move_piece(s: &mut State, seat: u8, from: Sq, to: Sq, events: &mut Vec<Event>) -> Last {
    let p = s.pieces[from.index()].take().expect("checked");
    s.pieces[to.index()] = Some(p);
    events.push(Event::public(msg!(
        "thrones-moves",
        player = seat,
        piece = p.kind.name(),
        from = from.to_string(),
        to = to.to_string()
    )));
    Last {
        seat,
        from,
        to,
        engaged: false,
        removed: None,
    }
}

fn switch(
    s: &mut State,
    seat: u8,
    from: Sq,
    to: Sq,
    guard: &mut Vec<Sq>,
    events: &mut Vec<Event>,
) -> Last {
    s.pieces.swap(from.index(), to.index());
    let (a, b) = (
        s.piece(to).expect("switched"),
        s.piece(from).expect("switched"),
    );
    for (sq, p) in [(to, a), (from, b)] {
        if p.kind == Kind::Warhorse {
            guard.push(sq);
        }
    }
    events.push(Event::public(msg!(
        "thrones-switches",
        player = seat,
        piece = a.kind.name(),
        other = b.kind.name(),
        from = from.to_string(),
        to = to.to_string()
    )));
    Last {
        seat,
        from,
        to,
        engaged: false,
        removed: None,
    }
}

/// An attack takes the square, or ruins a fortress (R-THR-FORT-*).
fn attack(
    s: &mut State,
    seat: u8,
    from: Sq,
    to: Sq,
    guard: &mut Vec<Sq>,
    events: &mut Vec<Event>,
) -> Last {
    let effect = check_attack(s, seat, from, to).expect("checked");
    let p = s.piece(from).expect("checked");
    let mut removed = None;
    if effect == Effect::Ruin {
        ruin(s, seat, p.kind, to, events);
        if p.kind == Kind::Warhorse {
            guard.push(from);
        }
    } else {
        let victim = s.remove(to).expect("checked");
        removed = Some(victim);
        s.pieces[to.index()] = s.pieces[from.index()].take();
        events.push(Event::public(msg!(
            "thrones-attacks",
            player = seat,
            piece = p.kind.name(),
            from = from.to_string(),
            to = to.to_string(),
            victim = victim.kind.name()
        )));
        if p.kind == Kind::Warhorse {
            guard.push(to);
        }
    }
    Last {
        seat,
        from,
        to,
        engaged: true,
        removed,
    }
}

/// Fire removes the target, or ruins a fortress, from where the piece stands.
fn fire(s: &mut State, seat: u8, from: Sq, to: Sq, events: &mut Vec<Event>) -> Last {
    let effect = check_fire(s, seat, from, to).expect("checked");
    let p = s.piece(from).expect("checked");
    let mut removed = None;
    if effect == Effect::Ruin {
        ruin(s, seat, p.kind, to, events);
    } else {
        let victim = s.remove(to).expect("checked");
        removed = Some(victim);
        events.push(Event::public(msg!(
            "thrones-fires",
            player = seat,
            piece = p.kind.name(),
            from = from.to_string(),
            to = to.to_string(),
            victim = victim.kind.name()
        )));
    }
    Last {
        seat,
        from,
        to,
        engaged: true,
        removed,
    }
}

/// The dragon lands on the home fortress from the reserve, crushing whatever stands there.
fn dragon(s: &mut State, seat: u8, events: &mut Vec<Event>) -> Last {
    let fort = s
        .home_fortress(seat)
        .expect("every homeland has a fortress");
    let removed = s.remove(fort);
    if let Some(victim) = removed {
        events.push(Event::public(msg!(
            "thrones-dragon-crushes",
            player = seat,
            owner = victim.owner,
            piece = victim.kind.name()
        )));
    }
    s.pieces[fort.index()] = Some(Piece {
        owner: seat,
        kind: Kind::Dragon,
    });
    s.reserve[seat as usize] = false;
    events.push(Event::public(msg!(
        "thrones-dragon-lands",
        player = seat,
        square = fort.to_string()
    )));
    Last {
        seat,
        from: fort,
        to: fort,
        engaged: removed.is_some(),
        removed,
    }
}

/// Ends the match if a throne fell or stands on the enemy fortress (R-THR-WIN-1, 2).
pub fn settle(s: &mut State, events: &mut Vec<Event>) -> bool {
    for seat in 0..2u8 {
        if s.find(seat, Kind::Throne).is_none() {
            finish(
                s,
                Some(1 - seat),
                msg!("thrones-reason-throne-fell", player = seat),
                events,
            );
            return true;
        }
    }
    for seat in 0..2u8 {
        let throne = s.find(seat, Kind::Throne).expect("alive");
        if s.home_fortress(1 - seat) == Some(throne) {
            finish(
                s,
                Some(seat),
                msg!("thrones-reason-fortress-taken", player = seat),
                events,
            );
            return true;
        }
    }
    false
}

pub fn finish(
    s: &mut State,
    winner: Option<u8>,
    reason: korona_engine::Message,
    events: &mut Vec<Event>,
) {
    match winner {
        Some(w) => events.push(Event::public(msg!(
            "thrones-wins",
            player = w,
            reason = reason.clone()
        ))),
        None => events.push(Event::public(msg!("thrones-draw", reason = reason.clone()))),
    }
    s.finish = Some(Finish { winner, reason });
}

/// Fortresses restored, warhorses guarded, the other player's turn (R-THR-FORT-3, R-THR-TURN-1, 5).
pub fn end_turn(s: &mut State, last: Option<Last>, guard: Vec<Sq>, events: &mut Vec<Event>) {
    // R-THR-HOME-6: in the homefront game type only a throne rebuilds a ruin.
    let restored: Vec<_> = s
        .ruined
        .iter()
        .copied()
        .filter(|sq| s.piece(*sq).is_none() && s.game != GameType::Homefront)
        .collect();
    for sq in restored {
        debug_assert_eq!(s.tile(sq), Some(Tile::Fortress));
        s.set_ruined(sq, false);
        events.push(Event::public(msg!(
            "thrones-restored",
            square = sq.to_string()
        )));
    }
    s.guarded = guard;
    s.last = last;
    if s.game == GameType::Homefront {
        super::homefront::raze(s, events);
    }
    if s.game == GameType::Points && super::points::score(s, events) {
        return;
    }
    // What the bots remember to keep from going round in circles (State::seen).
    let f = s.formation(s.to_move);
    if s.seen.len() == crate::thrones::state::SEEN {
        s.seen.remove(0);
    }
    s.seen.push(f);
    s.to_move = 1 - s.to_move;
    s.turn += 1;
    if s.turn > s.max_turns {
        let turns = s.max_turns;
        finish(
            s,
            None,
            msg!("thrones-reason-turn-limit", turns = turns),
            events,
        );
    }
}

/// An attack or a shot that ruins the fortress under an occupant (R-THR-FORT-1).
fn ruin(s: &mut State, seat: u8, kind: Kind, to: Sq, events: &mut Vec<Event>) {
    s.set_ruined(to, true);
    events.push(Event::public(msg!(
        "thrones-ruins",
        player = seat,
        piece = kind.name(),
        square = to.to_string()
    )));
}
