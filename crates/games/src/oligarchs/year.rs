//! The year (section 6): event, income and recruitment, movement, battles, election; the start player;
//! the end of the game. Every function leaves the state waiting for someone, or over.

use super::army::Army;
use super::battle_order;
use super::combat;
use super::election;
use super::events;
use super::field_garrison;
use super::income;
use super::movement::allowance;
use super::recruit::ransom_if_able;
use super::state::{Card, LordAt, Phase, State};
use super::victory;
use korona_engine::msg;
use korona_engine::{Dice, Event};

/// Ends the match if a victory condition holds (R-VICTORY-7). True when over.
pub fn settle(state: &mut State) -> bool {
    if state.result.is_some() {
        return true;
    }
    if let Some(o) = victory::check(state) {
        state.result = Some(o);
        state.phase = Phase::Over;
        return true;
    }
    false
}

/// R-SETUP-17: the placements are revealed, the board garrisoned; with 2-3 players the field garrisons
/// are placed in turn (R-SETUP-13); then 1301 begins.
pub fn finish_setup(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    super::setup::finish(state, dice);
    events.push(Event::public(msg!(
        "oligarchs-lords-starting-positions-are-revealed"
    )));
    let left = field_garrison::pool(state);
    if left.is_empty() {
        begin_year(state, events, dice);
        return;
    }
    events.push(Event::public(msg!(
        "oligarchs-players-now-place-neutral-field"
    )));
    state.phase = Phase::Garrison {
        turn: state.start,
        left,
        absent: Vec::new(),
    };
    after_pick(state, events, dice);
}

/// Absent seats pick by default; when every field unit is placed, 1301 begins.
pub fn after_pick(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    if field_garrison::advance(state, events) {
        begin_year(state, events, dice);
    }
}

/// R-TURN-2, R-EVENT-1, R-CAPTURE-5: a new year begins.
pub fn begin_year(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    for seat in 0..state.seats() {
        if let LordAt::Captive { dies } = state.players[seat as usize].lord {
            if dies <= state.year && !state.players[seat as usize].out {
                events.push(Event::public(msg!(
                    "oligarchs-seat-s-captive-lord-dies",
                    seat = seat
                )));
                combat::remove_player(state, seat, events);
            }
        }
    }
    fix_start(state);
    if settle(state) {
        return;
    }
    for h in &mut state.counties {
        h.fought = super::army::Army::default();
    }
    if state.options.traditional {
        roll_for_start(state, events, dice);
    }
    state.knights_this_year = 0;
    events::draw(state, events, dice);
    if settle(state) {
        return;
    }
    if state.year == state.first_year() {
        // R-TURN-3: no income or recruitment in the first year.
        start_movement(state, events, dice);
    } else {
        // R-INCOME-6
        income::collect(state, events);
        recruit_turn(state, state.start, events, dice);
    }
}

/// R-TURN-6: an eliminated start player hands the marker clockwise.
fn fix_start(state: &mut State) {
    if let Some(&s) = state.order_from(state.start).first() {
        state.start = s;
    }
}

/// Gives the recruitment turn to `seat` (R-RECRUIT-1); a captive lord is ransomed first if affordable.
fn recruit_turn(state: &mut State, seat: u8, events: &mut Vec<Event>, _dice: &mut Dice) {
    ransom_if_able(state, seat, events);
    state.phase = Phase::Recruit { turn: seat };
}

/// After `seat` recruited: the next seat clockwise before wrapping to the start player, or movement.
pub fn after_recruit(state: &mut State, seat: u8, events: &mut Vec<Event>, dice: &mut Dice) {
    let n = state.seats();
    for k in 1..n {
        let s = (seat + k) % n;
        if s == state.start {
            break;
        }
        if !state.players[s as usize].out {
            recruit_turn(state, s, events, dice);
            return;
        }
    }
    start_movement(state, events, dice);
}

/// R-MOVE-1/2: step allowances are fixed, the start player moves first.
fn start_movement(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    super::trace::begin(state);
    for seat in state.order_from(state.start) {
        let steps = allowance(state, seat);
        let p = &mut state.players[seat as usize];
        p.steps = steps;
        p.passed = false;
        p.lord_moved = false;
    }
    state.first_pass = None;
    let start = state.start;
    if state.options.traditional {
        // R-ADV-TRAD-3: the start player moves first, or last (the player on his left begins).
        let mut order = state.order_from(start);
        if state.players[start as usize].standing.move_last {
            order.rotate_left(1);
        }
        state.movers = order;
        traditional_turn(state, events, dice);
        return;
    }
    move_turn(state, start, events, dice);
}

/// R-ADV-TRAD-1: every player rolls 2d6 (the országbíró may reroll his, by default below 7); the
/// highest starts, tied highs roll again.
fn roll_for_start(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    let judge = state.offices[0].filter(|&j| state.players[j as usize].standing.reroll);
    let roll = |s: u8, dice: &mut Dice| {
        let r = dice.d6() + dice.d6();
        if r < 7 && judge == Some(s) {
            dice.d6() + dice.d6()
        } else {
            r
        }
    };
    if let Some(s) = super::roll_off::highest(state.order_from(state.start), dice, roll) {
        state.start = s;
        events.push(Event::public(msg!(
            "oligarchs-seat-rolls-highest-and-starts",
            s = s,
            year = state.year
        )));
    }
}

/// R-ADV-TRAD-4: the first player in `movers` steps until he passes, then his battles are fought, then
/// the next player; after the last, the year's end.
fn traditional_turn(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    let Some(&seat) = state.movers.first() else {
        end_movement(state, events, dice);
        return;
    };
    let p = &state.players[seat as usize];
    if p.out || p.passed || p.steps == 0 {
        state.players[seat as usize].passed = true;
        state.movers.remove(0);
        // His battles, then (in `fight_on`) the next mover.
        state.fighting = Some(battle_order::for_seat(state, seat));
        fight_on(state, events, dice);
        return;
    }
    state.phase = Phase::Move { turn: seat };
    if !state.players[seat as usize].queue.is_empty() {
        run_queue(state, seat, events, dice);
    }
}

/// Gives the step to `from` or the next seat clockwise that has not passed; players without steps
/// pass when their turn comes (R-MOVE-3). When everyone has passed, phase IV follows.
fn move_turn(state: &mut State, from: u8, events: &mut Vec<Event>, dice: &mut Dice) {
    loop {
        let next = state
            .order_from(from)
            .into_iter()
            .find(|&s| !state.players[s as usize].passed);
        let Some(seat) = next else {
            end_movement(state, events, dice);
            return;
        };
        if state.players[seat as usize].steps == 0 {
            mark_passed(state, seat, events);
            continue;
        }
        state.phase = Phase::Move { turn: seat };
        if !state.players[seat as usize].queue.is_empty() {
            run_queue(state, seat, events, dice);
        }
        return;
    }
}

/// R-MOVE-19: the seat's first queued step runs if still legal (then the turn moves on); otherwise the
/// queue is dropped and the seat is asked.
pub fn run_queue(state: &mut State, seat: u8, events: &mut Vec<Event>, dice: &mut Dice) {
    let (to, parts) = state.players[seat as usize].queue.remove(0);
    match super::movement::apply(state, seat, to, &parts, events) {
        Ok(()) => {
            if !settle(state) {
                after_move(state, seat, events, dice);
            }
        }
        Err(r) => {
            state.players[seat as usize].queue.clear();
            events.push(Event::private(
                korona_engine::Seat(seat),
                msg!("oligarchs-your-queued-step-was-dropped", r = r.to_message()),
            ));
        }
    }
}

/// R-MOVE-3: a seat that passes (or has no steps left) is done for the year. Every pass is
/// announced, so the table sees who is still moving, and the first says who starts next year.
pub fn mark_passed(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    if state.players[seat as usize].passed {
        return;
    }
    state.players[seat as usize].passed = true;
    if state.first_pass.is_none() {
        state.first_pass = Some(seat);
        events.push(Event::public(msg!(
            "oligarchs-seat-passes-first-and-will",
            seat = seat
        )));
    } else {
        events.push(Event::public(msg!("oligarchs-seat-passes", seat = seat)));
    }
}

/// After `seat` stepped or passed: the next seat clockwise.
pub fn after_move(state: &mut State, seat: u8, events: &mut Vec<Event>, dice: &mut Dice) {
    if state.options.traditional {
        traditional_turn(state, events, dice);
        return;
    }
    let next = (seat + 1) % state.seats();
    move_turn(state, next, events, dice);
}

/// Phase IV: every pending battle in the order of section 18.
fn end_movement(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    // R-ORDER-1: moved flags are cleared.
    for h in &mut state.counties {
        h.moved = Army::default();
    }
    for p in &mut state.players {
        p.lord_moved = false;
    }
    state.fighting = Some(battle_order::all(state));
    fight_on(state, events, dice);
}

/// Fights the battles the cursor in `state.fighting` names until one asks its victor for his extra
/// step (R-AFTER-2) or none is left; then the traditional order's next mover, or phase V.
pub fn fight_on(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    while let Some(mut cursor) = state.fighting.take() {
        if settle(state) {
            return;
        }
        if let Some((seat, county)) = state.asked.take() {
            state.fighting = Some(cursor);
            state.phase = Phase::ExtraStep { seat, county };
            return;
        }
        match battle_order::next(state, &mut cursor) {
            Some(c) => {
                state.fighting = Some(cursor);
                combat::battle(state, c, events, dice);
            }
            None if matches!(cursor, battle_order::Fighting::For { .. }) => {
                traditional_turn(state, events, dice);
                return;
            }
            None => {
                after_battles(state, events, dice);
                return;
            }
        }
    }
}

/// Phase V if due, else the year ends.
fn after_battles(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    let due = state.is_election_year() || state.card == Some(Card::KingElection);
    if due && !state.electors().is_empty() {
        // R-ELECT-3: treasuries are announced before the first bid.
        let shown = super::election::seat_amounts(
            state
                .electors()
                .into_iter()
                .map(|s| (s, state.players[s as usize].treasury as i64)),
        );
        events.push(Event::public(msg!(
            "oligarchs-election-treasuries",
            list = shown
        )));
        state.phase = Phase::Election {
            office: 0,
            bids: Default::default(),
        };
        return;
    }
    end_year(state, events, dice);
}

/// The bids for one office are complete (or the deadline passed).
pub fn after_bids(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    let done = election::resolve(state, events, dice);
    if settle(state) {
        return;
    }
    if done {
        end_year(state, events, dice);
    }
}

/// R-TURN-4/5: the first passer starts next year; after the last year, the final count.
fn end_year(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    // R-ADV-TRAD-5: the first-to-pass rule is not used in the traditional order.
    if let (Some(s), false) = (state.first_pass, state.options.traditional) {
        state.start = s;
    }
    if state.year >= state.last_year() {
        let o = victory::final_count(state);
        events.push(Event::public(msg!(
            "oligarchs-game-ends",
            reason = o.reason().clone()
        )));
        state.result = Some(o);
        state.phase = Phase::Over;
        return;
    }
    state.year += 1;
    begin_year(state, events, dice);
}
