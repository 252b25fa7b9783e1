//! The rules by topic: setup, movement, engaging, survival, turns. `check` says whether an order is
//! legal now; `legal_actions` lists them; `play` carries one out.

pub mod engage;
pub mod homefront;
pub mod movement;
pub mod points;
pub mod setup;
pub mod survival;
pub mod turn;

use super::board::Sq;
use super::homeland::{self, LAYOUTS};
use super::orders::{Action, MAX_NUMBER};
use super::piece::Kind;
use super::state::{Phase, State};
use korona_engine::{msg, Message, Refusal};

/// Whether `seat` may give `action` now, and if not why.
pub fn check(s: &State, seat: u8, action: &Action) -> Result<(), Message> {
    if s.over() {
        return Err(msg!("thrones-match-over"));
    }
    match (s.phase, action) {
        (Phase::Start, Action::Number(_)) => Ok(()),
        (Phase::Start, _) => Err(msg!("thrones-number-first")),
        (_, Action::Number(_)) => Err(msg!("thrones-number-done")),
        (Phase::Setup, Action::Home(h)) => h.check(s.game),
        (Phase::Setup, Action::HomeRandom) => Ok(()),
        (Phase::Setup, Action::HomeDraft) => setup::draft_homeland(s, seat)?.check(s.game),
        (Phase::Setup, Action::Set { at, tile, piece }) => {
            setup::check_set(seat, *at, *tile, *piece)
        }
        (Phase::Setup, _) => Err(msg!("thrones-setup-first")),
        (
            Phase::Play,
            Action::Home(_) | Action::HomeRandom | Action::HomeDraft | Action::Set { .. },
        ) => Err(msg!("thrones-setup-done")),
        (Phase::Play, _) if seat != s.to_move => Err(msg!(
            "thrones-not-your-turn",
            mover = s.to_move,
            player = seat
        )),
        (Phase::Play, Action::Move { from, to }) => movement::check_move(s, seat, *from, *to),
        (Phase::Play, Action::Switch { from, to }) => movement::check_switch(s, seat, *from, *to),
        (Phase::Play, Action::Attack { from, to }) => {
            engage::check_attack(s, seat, *from, *to).map(|_| ())
        }
        (Phase::Play, Action::Fire { from, to }) => {
            engage::check_fire(s, seat, *from, *to).map(|_| ())
        }
        (Phase::Play, Action::Dragon) => {
            if s.reserve[seat as usize] {
                Ok(())
            } else {
                Err(msg!("thrones-no-dragon-in-reserve"))
            }
        }
        (Phase::Play, Action::Found(kind)) => homefront::check_found(s, seat, *kind).map(|_| ()),
        (Phase::Play, Action::Rebuild) => homefront::check_rebuild(s, seat).map(|_| ()),
        (Phase::Play, Action::Spawn { at, kind }) => homefront::check_spawn(s, seat, *at, *kind),
        (Phase::Play, Action::Pass) => {
            if turn_actions(s, seat).is_empty() {
                Ok(())
            } else {
                Err(msg!("thrones-pass-not-allowed"))
            }
        }
    }
}

/// The refusal of an illegal order: the rule's reason, and what was legal from the same square.
pub fn refusal(s: &State, seat: u8, action: &Action, why: Message) -> Refusal {
    let text = action.text();
    // A homeland's refusal names the row that breaks a rule, if a row does (R-THR-SETUP-3, 4).
    let home = match action {
        Action::Home(h) => Some(h.clone()),
        Action::HomeDraft => setup::draft_homeland(s, seat).ok(),
        _ => None,
    };
    let token = match (&home, action) {
        (Some(h), _) => match h.problem(s.game) {
            Some((Some(k), _)) => h.row_letters(k),
            _ => "home".to_string(),
        },
        (None, Action::Set { at, .. }) => at.to_string(),
        _ => text.clone(),
    };
    let mut r = Refusal::at(token, why);
    if s.phase == Phase::Play && seat == s.to_move && !s.over() {
        let from = action.squares().map(|(f, _)| f);
        let legal: Vec<String> = legal_actions(s, seat)
            .iter()
            .filter(|a| from.is_none() || a.squares().map(|(f, _)| f) == from)
            .map(Action::text)
            .collect();
        r = r.accepting(legal);
    }
    r
}

/// The action two squares alone stand for: the first of move, attack, fire and switch that is
/// legal, else the move (whose refusal then says why).
pub fn infer(s: &State, seat: u8, from: Sq, to: Sq) -> Action {
    let candidates = [
        Action::Move { from, to },
        Action::Attack { from, to },
        Action::Fire { from, to },
        Action::Switch { from, to },
    ];
    candidates
        .iter()
        .find(|a| check(s, seat, a).is_ok())
        .cloned()
        .unwrap_or(Action::Move { from, to })
}

/// Every action of a turn, `pass` aside.
pub fn turn_actions(s: &State, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    for from in s.squares_of(seat) {
        let kind = s.piece(from).expect("own square").kind;
        for to in movement::reach(s, seat, from, kind) {
            let candidates = [
                Action::Move { from, to },
                Action::Attack { from, to },
                Action::Switch { from, to },
            ];
            for a in candidates {
                if check(s, seat, &a).is_ok() {
                    out.push(a);
                }
            }
        }
        if s.port(from) {
            for to in Sq::all().filter(|to| s.port_link(from, *to)) {
                for a in [Action::Attack { from, to }, Action::Fire { from, to }] {
                    if !out.contains(&a) && check(s, seat, &a).is_ok() {
                        out.push(a);
                    }
                }
            }
        }
        for to in engage::fire_reach(from, kind) {
            let a = Action::Fire { from, to };
            if !out.contains(&a) && check(s, seat, &a).is_ok() {
                out.push(a);
            }
        }
    }
    if s.reserve[seat as usize] {
        out.push(Action::Dragon);
    }
    out.extend(homefront::spawn_actions(s, seat));
    out
}

/// The orders `seat` could give now.
pub fn legal_actions(s: &State, seat: u8) -> Vec<Action> {
    if s.over() || seat > 1 {
        return Vec::new();
    }
    match s.phase {
        Phase::Start => (0..=MAX_NUMBER).map(Action::Number).collect(),
        Phase::Setup => std::iter::once(Action::HomeRandom)
            .chain((0..LAYOUTS).map(|n| Action::Home(homeland::layout_for(s.game, n))))
            .collect(),
        Phase::Play if seat == s.to_move => {
            let mut v = turn_actions(s, seat);
            if v.is_empty() {
                v.push(Action::Pass);
            }
            // R-THR-HOME-7: free actions come on top of the turn's one.
            v.extend(homefront::free_actions(s, seat));
            v
        }
        Phase::Play => Vec::new(),
    }
}

/// How many pieces of `kind` `seat` still has, on the board or in reserve.
pub fn alive(s: &State, seat: u8, kind: Kind) -> usize {
    kind.count() - s.lost[seat as usize][kind.index()] as usize
}
