//! What each order may do and what it does, by topic. Pure functions over [`State`]; rule IDs point
//! to `docs/rules/fiefs.md`.

pub mod economy;
pub mod movement;
pub mod siege;
pub mod supply;
pub mod turn;

use super::map::Hx;
use super::orders::Action;
use super::state::{State, UnitKind};
use korona_engine::{msg, Event, Message, Refusal};

/// Why an order is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    Over,
    NoOwnUnit,
    UnitDone,
    TooFar,
    NotAdjacent,
    Impassable,
    PathBlocked,
    OwnUnit,
    ForestStops,
    RiverStops,
    EnemyHolding,
    NotBowman,
    NotInRange,
    NoTarget,
    Recruited,
    NotYourHolding,
    HoldingOccupied,
    Gold(i32),
    NotYourFief,
    NoUnitThere,
    TooClose,
    NotOutpost,
    HasQuartermaster,
    OffMap,
    NoSuchHouse,
    OwnHouse,
    PassageOpen,
}

impl Why {
    pub fn message(self) -> Message {
        match self {
            Why::Over => msg!("fiefs-why-over"),
            Why::NoOwnUnit => msg!("fiefs-why-no-own-unit"),
            Why::UnitDone => msg!("fiefs-why-unit-done"),
            Why::TooFar => msg!("fiefs-why-too-far"),
            Why::NotAdjacent => msg!("fiefs-why-not-adjacent"),
            Why::Impassable => msg!("fiefs-why-impassable"),
            Why::PathBlocked => msg!("fiefs-why-path-blocked"),
            Why::OwnUnit => msg!("fiefs-why-own-unit"),
            Why::ForestStops => msg!("fiefs-why-forest-stops"),
            Why::RiverStops => msg!("fiefs-why-river-stops"),
            Why::EnemyHolding => msg!("fiefs-why-enemy-holding"),
            Why::NotBowman => msg!("fiefs-why-not-bowman"),
            Why::NotInRange => msg!("fiefs-why-not-in-range"),
            Why::NoTarget => msg!("fiefs-why-no-target"),
            Why::Recruited => msg!("fiefs-why-recruited"),
            Why::NotYourHolding => msg!("fiefs-why-not-your-holding"),
            Why::HoldingOccupied => msg!("fiefs-why-holding-occupied"),
            Why::Gold(cost) => msg!("fiefs-why-gold", cost = cost),
            Why::NotYourFief => msg!("fiefs-why-not-your-fief"),
            Why::NoUnitThere => msg!("fiefs-why-no-unit-there"),
            Why::TooClose => msg!("fiefs-why-too-close"),
            Why::NotOutpost => msg!("fiefs-why-not-outpost"),
            Why::HasQuartermaster => msg!("fiefs-why-has-quartermaster"),
            Why::OffMap => msg!("fiefs-why-off-map"),
            Why::NoSuchHouse => msg!("fiefs-why-no-such-house"),
            Why::OwnHouse => msg!("fiefs-why-own-house"),
            Why::PassageOpen => msg!("fiefs-why-passage-open"),
        }
    }
}

/// Whether `seat` (the house to move) may give `action` now.
pub fn check(s: &State, seat: u8, action: &Action) -> Result<(), Why> {
    if s.over() {
        return Err(Why::Over);
    }
    // Hexes read from JSON rather than text may lie off the map.
    let on_map = |h: &Hx| s.map.contains(*h);
    let all_on_map = match action {
        Action::Move(path) => path.iter().all(on_map),
        Action::Shoot(a, b) => on_map(a) && on_map(b),
        Action::Recruit(_, h) | Action::Outpost(h) | Action::Village(h) => on_map(h),
        Action::Quartermaster | Action::Passage(_) | Action::End => true,
    };
    if !all_on_map {
        return Err(Why::OffMap);
    }
    match action {
        Action::End => Ok(()),
        Action::Move(path) => movement::check_move(s, seat, path),
        Action::Shoot(from, to) => movement::check_shoot(s, seat, *from, *to),
        Action::Recruit(kind, at) => economy::check_recruit(s, seat, *kind, *at),
        Action::Outpost(at) => economy::check_outpost(s, seat, *at),
        Action::Village(at) => economy::check_village(s, seat, *at),
        Action::Quartermaster => economy::check_quartermaster(s, seat),
        Action::Passage(house) => economy::check_passage(s, seat, *house),
    }
}

/// Every legal order of `seat` now, `end` last; empty when it is not `seat`'s turn.
pub fn legal_actions(s: &State, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    if s.over() || s.to_move != seat {
        return out;
    }
    let mut try_push = |a: Action| {
        if check(s, seat, &a).is_ok() {
            out.push(a);
        }
    };
    for (at, unit) in s.units(seat).collect::<Vec<_>>() {
        if unit.done {
            continue;
        }
        for n in s.map.neighbours(at) {
            try_push(Action::Move(vec![at, n]));
            if unit.kind.reach() > 1 {
                for m in s.map.neighbours(n) {
                    if m != at {
                        try_push(Action::Move(vec![at, n, m]));
                    }
                }
            }
        }
        if unit.kind == UnitKind::Bowman {
            for t in s.map.hexes().filter(|t| t.distance(at) == 2) {
                try_push(Action::Shoot(at, t));
            }
        }
    }
    for (at, _) in s.holdings(seat).collect::<Vec<_>>() {
        for kind in UnitKind::ALL {
            try_push(Action::Recruit(kind, at));
        }
        try_push(Action::Village(at));
    }
    for at in s.map.hexes().filter(|&h| s.tile(h).owner == Some(seat)) {
        try_push(Action::Outpost(at));
    }
    try_push(Action::Quartermaster);
    for other in s.houses.iter().map(|h| h.house).collect::<Vec<_>>() {
        try_push(Action::Passage(other));
    }
    out.push(Action::End);
    out
}

/// The word a refusal points at.
fn token(action: &Action, why: Why) -> String {
    match (action, why) {
        (Action::Move(p), Why::NoOwnUnit | Why::UnitDone) => {
            p.first().map(|h| h.to_string()).unwrap_or_default()
        }
        (Action::Move(p), _) => p.last().map(|h| h.to_string()).unwrap_or_default(),
        (Action::Shoot(f, _), Why::NoOwnUnit | Why::UnitDone | Why::NotBowman) => f.to_string(),
        (Action::Shoot(_, t), _) => t.to_string(),
        (Action::Recruit(k, _), Why::Gold(_)) => k.word().to_string(),
        (Action::Recruit(_, h), _) | (Action::Outpost(h), _) | (Action::Village(h), _) => {
            h.to_string()
        }
        (Action::Passage(_), _) => action.text()["passage ".len()..].to_string(),
        _ => action.verb().to_string(),
    }
}

/// The refusal a player reads: the bad word, why, and the legal orders with the same verb (or every
/// legal order when that verb has none) (R-FIEF-ORD-2).
pub fn refusal(s: &State, seat: u8, action: &Action, why: Why) -> Refusal {
    let legal = legal_actions(s, seat);
    let same: Vec<String> = legal
        .iter()
        .filter(|a| a.verb() == action.verb())
        .map(Action::text)
        .collect();
    let accepted = if same.is_empty() {
        legal.iter().map(Action::text).collect()
    } else {
        same
    };
    Refusal::at(token(action, why), why.message()).accepting(accepted)
}

/// Plays a checked order of the house to move.
pub fn play(s: &mut State, action: &Action, events: &mut Vec<Event>) {
    let seat = s.to_move;
    match action {
        Action::End => {
            events.push(Event::public(msg!(
                "fiefs-ends-turn",
                house = s.houses[seat as usize].name(),
                player = seat
            )));
            turn::end_turn(s, events);
            return;
        }
        Action::Move(path) => movement::play_move(s, seat, path, events),
        Action::Shoot(from, to) => movement::play_shoot(s, seat, *from, *to, events),
        Action::Recruit(kind, at) => economy::play_recruit(s, seat, *kind, *at, events),
        Action::Outpost(at) => economy::play_outpost(s, seat, *at, events),
        Action::Village(at) => economy::play_village(s, seat, *at, events),
        Action::Quartermaster => economy::play_quartermaster(s, seat, events),
        Action::Passage(house) => economy::play_passage(s, seat, *house, events),
    }
    turn::settle(s, events);
}
