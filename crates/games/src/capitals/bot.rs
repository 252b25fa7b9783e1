//! The built-in bots, weakest to strongest:
//!
//! - Easy: random legal actions, mostly expansions.
//! - Medium: greedy, one action at a time, counting only territory and tokens.
//! - Hard: searches sequences of actions for the whole turn (within the EP left) and scores the
//!   position the turn ends in: territory, tokens, the squares each side reaches first, and what it
//!   would cost each side to take the other's capital.
//! - Extreme: searches wider than Hard, then answers each of its best few turns with the reply turn
//!   Hard's search would find for the opponent, and keeps the turn that scores best after that reply.
//!   Bounded by the node budget (one node = one position evaluated).
//!
//! Bots are called once per action and plan again each time, so they hold no memory between calls.
//! Everything is deterministic given the state, the dice and the node budget.

use super::action::Action;
use super::board::{in_back_two_rows, Board, Sq, Terrain};
use super::rules::{cost, legal_actions, play};
use super::state::State;
use korona_engine::{BotLevel, Budget, Dice};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

pub const WIN: i32 = 1_000_000;
/// Hard's search never spends more than this many evaluations on one action.
pub const HARD_NODES: u64 = 6_000;
/// The budget the ladder gives Extreme, and a sensible one for the service: about 50 ms of CPU on
/// average in release (Extreme uses whatever budget it is given).
pub const EXTREME_NODES: u64 = 30_000;
const UNREACHABLE: u16 = u16::MAX / 2;

/// A budget that keeps Extreme near 50-100 ms of CPU per action in release: positions on 12x12 cost
/// about twice as much to evaluate, so that board gets half the nodes.
pub fn extreme_budget(size: u8) -> Budget {
    Budget::nodes(if size >= 12 {
        EXTREME_NODES / 2
    } else {
        EXTREME_NODES
    })
}

/// One action for `seat` (End when it is not `seat`'s turn).
pub fn choose(state: &State, seat: u8, level: BotLevel, dice: &mut Dice, budget: Budget) -> Action {
    if state.over() || state.to_move != seat {
        return Action::End;
    }
    let legal = legal_actions(state, seat);
    if legal.len() == 1 {
        return Action::End;
    }
    // The search copies the position at every node; the undo history is no part of it.
    let trimmed;
    let state = if state.undo.is_empty() {
        state
    } else {
        trimmed = State {
            undo: Vec::new(),
            ..state.clone()
        };
        &trimmed
    };
    let mut spent = 0u64;
    match level {
        BotLevel::Easy => easy(&legal, dice),
        BotLevel::Medium => medium(state, seat, &legal, dice),
        BotLevel::Hard => {
            let cap = Budget {
                nodes: budget.nodes.min(HARD_NODES),
                until: budget.until,
            };
            let ranked = plan_turn(state, seat, &HARD_WIDTHS, &cap, &mut spent);
            ranked.first().map_or(Action::End, |p| p.first)
        }
        BotLevel::Extreme => extreme(state, seat, &budget, &mut spent),
    }
}

fn easy(legal: &[Action], dice: &mut Dice) -> Action {
    let expands: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Expand(_)))
        .collect();
    if !expands.is_empty() && dice.below(10) < 7 {
        return expands[dice.pick(expands.len())];
    }
    // Shuffling tokens back and forth and ending early are what make Easy easy; it still rarely
    // passes with EP in hand.
    let others: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| *a != Action::End)
        .collect();
    if others.is_empty() || dice.below(20) == 0 {
        return Action::End;
    }
    others[dice.pick(others.len())]
}

/// Territory and tokens only, and the end of the game.
fn material(state: &State, me: u8) -> i32 {
    if let Some(v) = finished(state, me) {
        return v;
    }
    let b = &state.board;
    let opp = 1 - me;
    (b.territory(me) as i32 - b.territory(opp) as i32) * 100
        + (b.units(me) as i32 - b.units(opp) as i32) * 25
}

fn finished(state: &State, me: u8) -> Option<i32> {
    state.finish.as_ref().map(|f| match f.winner {
        Some(w) if w == me => WIN,
        Some(_) => -WIN,
        None => 0,
    })
}

fn after(state: &State, action: &Action) -> State {
    let mut s = state.clone();
    let mut events = Vec::new();
    play(&mut s, action, &mut events);
    s
}

fn medium(state: &State, me: u8, legal: &[Action], dice: &mut Dice) -> Action {
    let base = material(state, me);
    let mut best = Vec::new();
    let mut best_value = base;
    for a in legal.iter().filter(|a| **a != Action::End) {
        let v = material(&after(state, a), me);
        if v > best_value {
            best_value = v;
            best.clear();
        }
        if v == best_value && v > base {
            best.push(*a);
        }
    }
    if best.is_empty() {
        Action::End
    } else {
        best[dice.pick(best.len())]
    }
}

/// Capture cost of a square's fortifications plus the final capturing attack (R-CAP-31..33).
fn capture_cost(walls: u8, tower: bool) -> u16 {
    if tower {
        8
    } else {
        match walls {
            0 => 2,
            1 => 6,
            _ => 12,
        }
    }
}

/// For every square, the least EP `attacker` needs to get a token onto it, over as many turns as it
/// takes: expanding, crossing and climbing cost 2 a square, deploying 3, taking an enemy square its
/// whole capture cost (after digging its mountain away). Enemy rivers and both capitals block.
pub fn reach(state: &State, attacker: u8) -> Vec<u16> {
    let b = &state.board;
    let n = b.cells.len();
    let mut dist = vec![UNREACHABLE; n];
    // Keys pack (distance, square) into one integer: the heap compares one word.
    let mut heap: BinaryHeap<Reverse<u32>> = BinaryHeap::with_capacity(n * 2);
    for (i, c) in b.cells.iter().enumerate() {
        let sq = b.sq(i);
        let d = if c.owner == Some(attacker) && c.unit {
            0
        } else if in_back_two_rows(b.size, attacker, sq)
            && !c.unit
            && !state.is_capital(sq)
            && c.owner != Some(1 - attacker)
            && c.terrain == Terrain::Clear
        {
            3
        } else {
            continue;
        };
        dist[i] = d;
        heap.push(Reverse(((d as u32) << 16) | i as u32));
    }
    while let Some(Reverse(key)) = heap.pop() {
        let (d, i) = ((key >> 16) as u16, (key & 0xffff) as usize);
        if d > dist[i] {
            continue;
        }
        for nb in b.neighbours(b.sq(i)) {
            let j = b.idx(nb);
            let Some(step) = entry_cost(state, attacker, nb) else {
                continue;
            };
            let nd = d + step;
            if nd < dist[j] {
                dist[j] = nd;
                heap.push(Reverse(((nd as u32) << 16) | j as u32));
            }
        }
    }
    dist
}

fn entry_cost(state: &State, attacker: u8, sq: Sq) -> Option<u16> {
    if state.is_capital(sq) {
        return None;
    }
    let c = state.cell(sq);
    match c.owner {
        None => Some(2),
        Some(o) if o == attacker => Some(if c.unit { 0 } else { 2 }),
        Some(_) => match c.terrain {
            Terrain::River => None,
            Terrain::Mountain(l) => Some(2 * l as u16 + capture_cost(c.walls, c.tower)),
            Terrain::Clear => Some(capture_cost(c.walls, c.tower)),
        },
    }
}

/// EP `attacker` needs to take the other side's capital, given its reach.
fn capital_threat(state: &State, attacker: u8, dist: &[u16]) -> u16 {
    let target = state.capitals[1 - attacker as usize];
    let c = state.cell(target);
    let b = &state.board;
    b.neighbours(target)
        .map(|n| dist[b.idx(n)])
        .min()
        .unwrap_or(UNREACHABLE)
        .saturating_add(capture_cost(c.walls, c.tower))
}

fn danger(cost: u16) -> i32 {
    let c = 22i32 - cost.min(22) as i32;
    c * c * 5
}

/// Squares the other side can get a token onto for this many EP or fewer (two 2-EP steps: an attack
/// and the one after it) change hands often: they count as contested.
const CONTESTED: u16 = 4;
/// What a contested square of one's own loses. Valued any lower, both sides kept taking the same
/// front squares from each other every turn (each seeing only its own gain) until the turn limit.
const EXPOSED: i32 = 40;

/// Hard's and Extreme's evaluation, from `me`'s side.
pub fn evaluate(state: &State, me: u8) -> i32 {
    if let Some(v) = finished(state, me) {
        return v;
    }
    let opp = 1 - me;
    let mine = reach(state, me);
    let theirs = reach(state, opp);
    let b = &state.board;
    let capitals = state.capitals.map(|c| b.idx(c));
    // One pass: territory (100), tokens (25), neutral squares each side reaches first (30), and
    // contested squares, the ones that change hands next (40 / 10).
    let mut score = 0;
    for (i, c) in b.cells.iter().enumerate() {
        match c.owner {
            None => {
                score += match mine[i].cmp(&theirs[i]) {
                    std::cmp::Ordering::Less => 30,
                    std::cmp::Ordering::Greater => -30,
                    std::cmp::Ordering::Equal => 0,
                }
            }
            Some(o) if o == me => {
                score += 100 + if c.unit { 25 } else { 0 };
                if theirs[i] <= CONTESTED && !capitals.contains(&i) {
                    score -= EXPOSED;
                }
            }
            Some(_) => {
                score -= 100 + if c.unit { 25 } else { 0 };
                if mine[i] <= CONTESTED && !capitals.contains(&i) {
                    score += 10;
                }
            }
        }
    }
    let threat_to_me = capital_threat(state, opp, &theirs);
    let threat_to_them = capital_threat(state, me, &mine);
    if state.to_move == opp && threat_to_me <= 6 {
        score -= WIN / 2;
    }
    if state.to_move == me && threat_to_them <= state.ep as u16 {
        score += WIN / 2;
    }
    score - danger(threat_to_me) + danger(threat_to_them) / 2
}

/// A turn the planner considered: its first action, the value it reached and the position at the end
/// of the turn.
#[derive(Clone, Debug)]
pub struct Plan {
    pub first: Action,
    pub value: i32,
    pub end: State,
}

/// How many children the planner expands at each depth of a turn.
const HARD_WIDTHS: [usize; 3] = [7, 4, 2];
const EXTREME_WIDTHS: [usize; 3] = [10, 5, 2];
const REPLY_WIDTHS: [usize; 3] = [7, 4, 2];
/// How many of its best turns Extreme answers with the opponent's reply.
const EXTREME_PLANS: usize = 6;

/// Searches the rest of `me`'s turn; returns one plan per first action tried, best first.
fn plan_turn(
    state: &State,
    me: u8,
    widths: &[usize],
    budget: &Budget,
    spent: &mut u64,
) -> Vec<Plan> {
    let mut plans: Vec<Plan> = Vec::new();
    let children = ranked_children(state, me, spent);
    let end_now = after(state, &Action::End);
    plans.push(Plan {
        first: Action::End,
        value: evaluate(&end_now, me),
        end: end_now,
    });
    for (i, (action, child, value)) in children.into_iter().enumerate() {
        if i >= widths[0] || (i > 0 && budget.exhausted(*spent)) {
            break;
        }
        let (value, end) = if child.over() || child.to_move != me {
            (value, child)
        } else {
            best_line(&child, me, &widths[1..], budget, spent)
        };
        plans.push(Plan {
            first: action,
            value,
            end,
        });
    }
    // Stable: on equal values the earlier (better-ordered) plan stays first.
    plans.sort_by_key(|p| Reverse(p.value));
    plans
}

/// The legal non-End actions with the position each leads to, best first by evaluation.
fn ranked_children(state: &State, me: u8, spent: &mut u64) -> Vec<(Action, State, i32)> {
    // Fortifying or filling a square the enemy cannot reach within a turn or so only spends EP that
    // expansion would use better; leaving those out halves the search. Digs follow R-CAP-BOT-2.
    let theirs = reach(state, 1 - me);
    let b = &state.board;
    let near = |t: Sq| t == state.capitals[me as usize] || theirs[b.idx(t)] <= 8;
    let mut out: Vec<(Action, State, i32)> = legal_actions(state, me)
        .into_iter()
        .filter(|a| match *a {
            Action::End => false,
            Action::Fill(t) | Action::Wall(t) | Action::Tower(t) => near(t),
            Action::Dig(t) => digs_to_take(state, me, t),
            _ => true,
        })
        .map(|a| {
            let s = after(state, &a);
            let v = evaluate(&s, me);
            (a, s, v)
        })
        .collect();
    *spent += out.len() as u64 + 1;
    // Equal values are broken from `me`'s own side of the board, so that the two seats play mirror
    // images of each other; the legal list runs from A1, player 0's corner.
    out.sort_by_cached_key(|c| (Reverse(c.2), from_own_side(b, me, c.0)));
    out
}

/// R-CAP-BOT-2: an enemy mountain is dug only when the same turn's EP also take the square, since one
/// dug part way is filled back by its owner for the same EP on the next turn (two hard bots did that
/// until the turn limit). Own mountains are never dug: that only opens them to attack.
fn digs_to_take(state: &State, me: u8, t: Sq) -> bool {
    let c = state.cell(t);
    match c.owner {
        None => true,
        Some(o) if o == me => false,
        Some(_) => {
            let dig = cost(state, &Action::Dig(t)) as u16 * c.mountain() as u16;
            dig + capture_cost(c.walls, c.tower) <= state.ep as u16
        }
    }
}

/// `action` as player 0 would see it in the half-turn image of the board (R-CAP-6): the bots rank
/// ties by this, so that their choices for the two seats are mirror images.
pub fn from_own_side(b: &Board, me: u8, action: Action) -> Action {
    if me == 0 {
        return action;
    }
    let r = |sq: Sq| b.rotate(sq);
    match action {
        Action::Expand(s) => Action::Expand(r(s)),
        Action::Move(a, t) => Action::Move(r(a), r(t)),
        Action::Deploy(s) => Action::Deploy(r(s)),
        Action::Attack(a, t) => Action::Attack(r(a), r(t)),
        Action::Cross(a, t) => Action::Cross(r(a), r(t)),
        Action::Climb(a, t) => Action::Climb(r(a), r(t)),
        Action::Dig(s) => Action::Dig(r(s)),
        Action::Fill(s) => Action::Fill(r(s)),
        Action::Wall(s) => Action::Wall(r(s)),
        Action::Tower(s) => Action::Tower(r(s)),
        Action::End => Action::End,
    }
}

/// The best value `me` can reach from `state` before its turn ends, and the position it ends in.
fn best_line(
    state: &State,
    me: u8,
    widths: &[usize],
    budget: &Budget,
    spent: &mut u64,
) -> (i32, State) {
    let end_now = after(state, &Action::End);
    let mut best = (evaluate(&end_now, me), end_now);
    if widths.is_empty() || budget.exhausted(*spent) {
        return best;
    }
    for (i, (_, child, value)) in ranked_children(state, me, spent).into_iter().enumerate() {
        if i >= widths[0] {
            break;
        }
        let line = if child.over() || child.to_move != me {
            (value, child)
        } else {
            best_line(&child, me, &widths[1..], budget, spent)
        };
        if line.0 > best.0 {
            best = line;
        }
    }
    best
}

fn extreme(state: &State, me: u8, budget: &Budget, spent: &mut u64) -> Action {
    let plans = plan_turn(state, me, &EXTREME_WIDTHS, budget, spent);
    let mut best: Option<(i32, Action)> = None;
    for plan in plans.iter().take(EXTREME_PLANS) {
        if best.is_some() && budget.exhausted(*spent) {
            break;
        }
        let value = if plan.end.over() {
            plan.value
        } else {
            // The opponent answers the way Hard would: its best line for the whole reply turn.
            let (_, reply) = best_line(&plan.end, 1 - me, &REPLY_WIDTHS, budget, spent);
            evaluate(&reply, me)
        };
        if best.is_none_or(|(v, _)| value > v) {
            best = Some((value, plan.first));
        }
    }
    best.map_or(Action::End, |(_, a)| a)
}
