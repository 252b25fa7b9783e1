//! What each action may do and what it does (R-CAP-20..45). Pure functions over [`State`].

use super::action::Action;
use super::board::{in_back_two_rows, Board, Sq, Terrain};
use super::state::{Finish, State, EP_PER_TURN};
use korona_engine::{msg, Event, Message, Refusal};

/// Why an action is illegal, short enough to build millions of times in a bot search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    Over,
    Ep(u8),
    NotYourUnit,
    NotAdjacent,
    Occupied,
    EnemyTerritory,
    NotClear,
    NoUnitNext,
    NotBackRows,
    NotYours,
    NotEnemy,
    NotRiver,
    NotMountain,
    NoUnitNear,
    Capital,
    River,
    MountainTop,
    NotOccupied,
    Tower,
    WallsFull,
    Walls,
    UnderAttack,
}

impl Why {
    pub fn message(self) -> Message {
        match self {
            Why::Over => msg!("capitals-why-over"),
            Why::Ep(c) => msg!("capitals-why-ep", cost = c),
            Why::NotYourUnit => msg!("capitals-why-not-your-unit"),
            Why::NotAdjacent => msg!("capitals-why-not-adjacent"),
            Why::Occupied => msg!("capitals-why-occupied"),
            Why::EnemyTerritory => msg!("capitals-why-enemy-territory"),
            Why::NotClear => msg!("capitals-why-not-clear"),
            Why::NoUnitNext => msg!("capitals-why-no-unit-next"),
            Why::NotBackRows => msg!("capitals-why-not-back-rows"),
            Why::NotYours => msg!("capitals-why-not-yours"),
            Why::NotEnemy => msg!("capitals-why-not-enemy"),
            Why::NotRiver => msg!("capitals-why-not-river"),
            Why::NotMountain => msg!("capitals-why-not-mountain"),
            Why::NoUnitNear => msg!("capitals-why-no-unit-near"),
            Why::Capital => msg!("capitals-why-capital"),
            Why::River => msg!("capitals-why-river"),
            Why::MountainTop => msg!("capitals-why-mountain-top"),
            Why::NotOccupied => msg!("capitals-why-not-occupied"),
            Why::Tower => msg!("capitals-why-tower"),
            Why::WallsFull => msg!("capitals-why-walls-full"),
            Why::Walls => msg!("capitals-why-walls"),
            Why::UnderAttack => msg!("capitals-why-under-attack"),
        }
    }
}

/// EP an action costs in this position (attack includes the target's fortifications).
pub fn cost(state: &State, action: &Action) -> u8 {
    match *action {
        Action::Expand(_)
        | Action::Move(..)
        | Action::Cross(..)
        | Action::Climb(..)
        | Action::Dig(_)
        | Action::Fill(_) => 2,
        Action::Deploy(_) | Action::Wall(_) => 3,
        Action::Tower(_) => 5,
        Action::Attack(_, t) => 2 + state.cell(t).fort_cost(),
        Action::End => 0,
    }
}

fn own_unit(state: &State, seat: u8, sq: Sq) -> bool {
    let c = state.cell(sq);
    c.owner == Some(seat) && c.unit
}

/// An empty square that a token of `seat` may newly occupy: no token, no capital, not enemy land.
fn enterable(state: &State, seat: u8, sq: Sq) -> Result<(), Why> {
    let c = state.cell(sq);
    if c.unit || state.is_capital(sq) {
        return Err(Why::Occupied);
    }
    if c.owner == Some(1 - seat) {
        return Err(Why::EnemyTerritory);
    }
    Ok(())
}

fn step(state: &State, seat: u8, from: Sq, to: Sq) -> Result<(), Why> {
    if !own_unit(state, seat, from) {
        return Err(Why::NotYourUnit);
    }
    if !Board::adjacent(from, to) {
        return Err(Why::NotAdjacent);
    }
    Ok(())
}

/// Whether `seat` may play `action` now; on success, its cost.
pub fn check(state: &State, seat: u8, action: &Action) -> Result<u8, Why> {
    if state.over() {
        return Err(Why::Over);
    }
    let cost = cost(state, action);
    match *action {
        Action::End => return Ok(0),
        Action::Dig(_) | Action::Fill(_) | Action::Wall(_) | Action::Tower(_) => {
            check_works(state, seat, action)?
        }
        _ => check_units(state, seat, action)?,
    }
    if cost > state.ep {
        return Err(Why::Ep(cost));
    }
    Ok(cost)
}

/// Where a unit may be placed, move, attack, cross or climb.
fn check_units(state: &State, seat: u8, action: &Action) -> Result<(), Why> {
    let enemy = 1 - seat;
    match *action {
        Action::Expand(t) => {
            enterable(state, seat, t)?;
            if state.cell(t).terrain != Terrain::Clear {
                return Err(Why::NotClear);
            }
            if !state.board.neighbours(t).any(|n| own_unit(state, seat, n)) {
                return Err(Why::NoUnitNext);
            }
        }
        Action::Move(f, t) => {
            step(state, seat, f, t)?;
            let c = state.cell(t);
            if c.unit || state.is_capital(t) {
                return Err(Why::Occupied);
            }
            if c.owner != Some(seat) {
                return Err(Why::NotYours);
            }
        }
        Action::Deploy(t) => {
            if !in_back_two_rows(state.size(), seat, t) {
                return Err(Why::NotBackRows);
            }
            enterable(state, seat, t)?;
            if state.cell(t).terrain != Terrain::Clear {
                return Err(Why::NotClear);
            }
        }
        Action::Attack(f, t) => {
            step(state, seat, f, t)?;
            if state.cell(t).owner != Some(enemy) {
                return Err(Why::NotEnemy);
            }
            if state.cell(t).terrain != Terrain::Clear {
                return Err(Why::NotClear);
            }
        }
        Action::Cross(f, t) => {
            step(state, seat, f, t)?;
            if !state.cell(t).is_river() {
                return Err(Why::NotRiver);
            }
            enterable(state, seat, t)?;
        }
        Action::Climb(f, t) => {
            step(state, seat, f, t)?;
            if state.cell(t).mountain() == 0 {
                return Err(Why::NotMountain);
            }
            enterable(state, seat, t)?;
        }
        Action::End | Action::Dig(_) | Action::Fill(_) | Action::Wall(_) | Action::Tower(_) => {
            unreachable!("`check` sends only the unit actions here")
        }
    }
    Ok(())
}

/// Where the land may be dug or filled, and walls or a tower built.
fn check_works(state: &State, seat: u8, action: &Action) -> Result<(), Why> {
    match *action {
        Action::Dig(t) => {
            if state.cell(t).mountain() == 0 {
                return Err(Why::NotMountain);
            }
            if !own_unit(state, seat, t)
                && !state.board.neighbours(t).any(|n| own_unit(state, seat, n))
            {
                return Err(Why::NoUnitNear);
            }
        }
        Action::Fill(t) => {
            let c = state.cell(t);
            if c.owner != Some(seat) {
                return Err(Why::NotYours);
            }
            if state.is_capital(t) {
                return Err(Why::Capital);
            }
            if c.is_river() {
                return Err(Why::River);
            }
            if c.mountain() >= 3 {
                return Err(Why::MountainTop);
            }
        }
        Action::Wall(t) | Action::Tower(t) => {
            // R-CAP-30/31: only a square where your token stands ("your occupied square"); the
            // capital holds no token, so it is never fortified.
            let c = state.cell(t);
            if c.owner != Some(seat) || !c.unit {
                return Err(Why::NotOccupied);
            }
            // R-CAP-36: no building with an enemy token next to the square.
            if state
                .board
                .neighbours(t)
                .any(|n| own_unit(state, 1 - seat, n))
            {
                return Err(Why::UnderAttack);
            }
            if c.tower {
                return Err(Why::Tower);
            }
            if matches!(action, Action::Wall(_)) && c.walls >= 2 {
                return Err(Why::WallsFull);
            }
            if matches!(action, Action::Tower(_)) && c.walls > 0 {
                return Err(Why::Walls);
            }
        }
        _ => unreachable!("`check` sends only the works here"),
    }
    Ok(())
}

/// Every legal action of `seat` now, `End` last. Empty when it is not `seat`'s turn.
pub fn legal_actions(state: &State, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    if state.over() || state.to_move != seat {
        return out;
    }
    candidates(state, seat, |a| {
        if check(state, seat, &a).is_ok() {
            out.push(a);
        }
        false
    });
    out.push(Action::End);
    out
}

/// Whether `seat` can still afford some action other than `End` (R-CAP-22).
pub fn can_act(state: &State, seat: u8) -> bool {
    if state.over() || state.ep < 2 {
        return false;
    }
    let mut any = false;
    candidates(state, seat, |a| {
        any = check(state, seat, &a).is_ok();
        any
    });
    any
}

/// Feeds every action that could be legal (every verb on every square and neighbour) to `f`, in a
/// fixed order, until `f` returns true.
fn candidates(state: &State, seat: u8, mut f: impl FnMut(Action) -> bool) {
    let b = &state.board;
    for sq in b.squares() {
        let c = b.get(sq);
        if c.owner == Some(seat) && c.unit {
            for n in b.neighbours(sq) {
                for a in [
                    Action::Move(sq, n),
                    Action::Attack(sq, n),
                    Action::Cross(sq, n),
                    Action::Climb(sq, n),
                ] {
                    if f(a) {
                        return;
                    }
                }
            }
        }
    }
    for sq in b.squares() {
        for a in [
            Action::Expand(sq),
            Action::Deploy(sq),
            Action::Dig(sq),
            Action::Fill(sq),
            Action::Wall(sq),
            Action::Tower(sq),
        ] {
            if f(a) {
                return;
            }
        }
    }
}

/// The refusal a player reads for an illegal action: the bad word, why, and the legal orders with the
/// same verb (or every legal order when that verb has none).
pub fn refusal(state: &State, seat: u8, action: &Action, why: Why) -> Refusal {
    let token = match why {
        Why::NotYourUnit => action.source().map(|s| s.to_string()),
        Why::Ep(_) | Why::Over => Some(action.verb().to_string()),
        _ => action.target().map(|s| s.to_string()),
    }
    .unwrap_or_else(|| action.verb().to_string());
    let legal = legal_actions(state, seat);
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
    Refusal::at(token, why.message()).accepting(accepted)
}

/// Plays a legal action for the mover; the caller has checked it. Ends the turn when the action is
/// `End` or nothing affordable remains, and settles the game when it ends.
pub fn play(state: &mut State, action: &Action, events: &mut Vec<Event>) {
    let seat = state.to_move;
    let cost = cost(state, action);
    state.ep -= cost;
    if let Action::End = action {
        events.push(Event::public(msg!("capitals-ends-turn", player = seat)));
        end_turn(state, events);
        return;
    }
    let said = change_board(state, seat, action, cost);
    events.push(Event::public(said));
    after_action(state, seat, events);
}

/// What the action does to the board, and the public message that says so.
fn change_board(state: &mut State, seat: u8, action: &Action, cost: u8) -> Message {
    let done = || {
        msg!(
            "capitals-action",
            player = seat,
            action = action.text(),
            cost = cost
        )
    };
    match *action {
        Action::End => unreachable!("the end of a turn changes no square"),
        Action::Expand(t) | Action::Deploy(t) => {
            let c = state.board.get_mut(t);
            c.owner = Some(seat);
            c.unit = true;
            done()
        }
        Action::Move(f, t) | Action::Cross(f, t) | Action::Climb(f, t) => {
            state.board.get_mut(f).unit = false;
            let c = state.board.get_mut(t);
            c.owner = Some(seat);
            c.unit = true;
            done()
        }
        Action::Attack(f, t) => {
            let what = attack(state, seat, f, t);
            msg!(
                "capitals-attack",
                player = seat,
                action = action.text(),
                cost = cost,
                result = what
            )
        }
        Action::Dig(t) => {
            let c = state.board.get_mut(t);
            let level = c.mountain() - 1;
            c.terrain = if level == 0 {
                Terrain::Clear
            } else {
                Terrain::Mountain(level)
            };
            msg!(
                "capitals-height",
                player = seat,
                action = action.text(),
                cost = cost,
                height = level
            )
        }
        Action::Fill(t) => {
            let c = state.board.get_mut(t);
            c.terrain = Terrain::Mountain(c.mountain() + 1);
            msg!(
                "capitals-height",
                player = seat,
                action = action.text(),
                cost = cost,
                height = c.mountain()
            )
        }
        Action::Wall(t) => {
            state.board.get_mut(t).walls += 1;
            done()
        }
        Action::Tower(t) => {
            state.board.get_mut(t).tower = true;
            done()
        }
    }
}

/// An attack on `t` from `f`: a tower falls first, then the walls one by one; then the capital is
/// captured and the game won, or the square taken.
fn attack(state: &mut State, seat: u8, f: Sq, t: Sq) -> Message {
    let capital = state.is_capital(t);
    let c = state.board.get_mut(t);
    if c.tower {
        c.tower = false;
        msg!("capitals-tower-falls", square = t.to_string())
    } else if c.walls > 0 {
        c.walls -= 1;
        msg!(
            "capitals-wall-falls",
            square = t.to_string(),
            left = c.walls
        )
    } else if capital {
        state.finish = Some(Finish {
            winner: Some(seat),
            reason: msg!("capitals-reason-capital-captured"),
        });
        msg!("capitals-capital-captured", square = t.to_string())
    } else {
        c.owner = Some(seat);
        c.unit = true;
        state.board.get_mut(f).unit = false;
        msg!("capitals-square-captured", square = t.to_string())
    }
}

/// After an action: a finished game is announced, a full board decides on territory, and a mover
/// who can afford nothing more ends the turn.
fn after_action(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    if state.finish.is_some() {
        announce(state, events);
        return;
    }
    if state.board.cells.iter().all(|c| c.owner.is_some()) {
        decide_on_territory(state, "capitals-reason-board-full");
        announce(state, events);
        return;
    }
    if !can_act(state, seat) {
        events.push(Event::public(msg!(
            "capitals-cannot-afford",
            player = seat,
            ep = state.ep
        )));
        end_turn(state, events);
    }
}

/// Hands the turn over (R-CAP-21) and applies the turn cap (R-CAP-43).
pub fn end_turn(state: &mut State, events: &mut Vec<Event>) {
    if state.turn >= state.max_turns {
        decide_on_territory(state, "capitals-reason-turn-limit");
        announce(state, events);
        return;
    }
    state.to_move = 1 - state.to_move;
    state.ep = EP_PER_TURN;
    state.undo.clear();
    state.turn += 1;
}

/// Higher territory wins, equal is a draw (R-CAP-42).
pub fn decide_on_territory(state: &mut State, why: &str) {
    let t = [state.board.territory(0), state.board.territory(1)];
    let (hi, lo) = (t[0].max(t[1]), t[0].min(t[1]));
    let winner = match t[0].cmp(&t[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    };
    state.finish = Some(Finish {
        winner,
        reason: msg!(why, high = hi, low = lo),
    });
}

pub fn announce(state: &State, events: &mut Vec<Event>) {
    if let Some(f) = &state.finish {
        events.push(Event::public(match f.winner {
            Some(w) => msg!("capitals-wins", player = w, reason = f.reason.clone()),
            None => msg!("capitals-draw", reason = f.reason.clone()),
        }));
    }
}
