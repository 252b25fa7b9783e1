//! The bots. Medium is greedy: it tries every legal order, scores the position each leaves (gold,
//! fiefs, population, units, holdings, supply, threats, the race to the targets, the rivals'
//! strength) and plays the best one while it beats ending the turn. Easy is greedy with a careless
//! score and noise; hard follows its best few orders to the end of the turn (see [`choose`]).

use super::orders::Action;
use super::rules::{self, supply};
use super::state::{HoldingKind, State, UnitKind};
use korona_engine::{BotLevel, Dice};

fn unit_value(k: UnitKind) -> f64 {
    match k {
        UnitKind::Spearman => 10.0,
        UnitKind::Bowman => 12.0,
        UnitKind::Knight => 16.0,
    }
}

fn holding_value(k: HoldingKind) -> f64 {
    match k {
        HoldingKind::Outpost => 22.0,
        HoldingKind::Village => 40.0,
        HoldingKind::Castle => 60.0,
    }
}

/// Strength of a house on the board, the same for friend and foe.
fn strength(s: &State, p: u8) -> f64 {
    let units: f64 = s.units(p).map(|(_, u)| unit_value(u.kind)).sum();
    let holdings: f64 = s.holdings(p).map(|(_, x)| holding_value(x.kind)).sum();
    10.0 * s.fiefs(p) as f64 + 4.0 * s.population(p) as f64 + units + holdings
}

/// How close a house is to its nearest target, from 0 to 1.
fn progress(s: &State, p: u8) -> f64 {
    let o = &s.options;
    let pop = s.population(p) as f64 / o.pop as f64;
    let tax = s.houses[p as usize].tax as f64 / o.tax as f64;
    let army = s.army(p) as f64 / o.army as f64;
    pop.max(tax).max(army)
}

pub fn value(s: &State, seat: u8) -> f64 {
    if let Some(f) = &s.finish {
        return match f.winner {
            Some(w) if w == seat => 1e6,
            Some(_) => -1e6,
            None => 0.0,
        };
    }
    let (cost, lost) = supply::forecast(s, seat);
    let mut v = s.houses[seat as usize].gold as f64 - cost as f64 - 14.0 * lost as f64
        + strength(s, seat)
        + 40.0 * progress(s, seat);
    for (h, u) in s.units(seat) {
        for n in s.map.neighbours(h) {
            let t = s.tile(n);
            if let Some(e) = t.unit.filter(|e| e.owner != seat) {
                if e.kind.beats(u.kind) {
                    v -= 5.0;
                }
            }
            if t.holding.is_some_and(|x| x.owner != seat) {
                v += 3.0;
            }
        }
        if s.tile(h).holding.is_some_and(|x| x.owner != seat) {
            v += 8.0;
        }
        // Pressure: a unit nearer the closest rival holding is worth a little more.
        let near = (0..s.seats())
            .filter(|&p| p != seat)
            .flat_map(|p| s.holdings(p).map(|(x, _)| x.distance(h)))
            .min()
            .unwrap_or(0);
        v += 0.4 * (12.0 - near as f64).max(0.0);
    }
    for p in (0..s.seats()).filter(|&p| p != seat && !s.houses[p as usize].out) {
        v -= 0.8 * strength(s, p) + 30.0 * progress(s, p);
    }
    v
}

/// Orders worth playing now by their one-order gain, best first, `end` left out; `noise` (0 to 1 of a
/// die of 100) breaks ties or blurs the judgement.
fn ranked(
    s: &State,
    seat: u8,
    eval: fn(&State, u8) -> f64,
    noise: f64,
    dice: &mut Dice,
) -> Vec<(f64, Action)> {
    let base = eval(s, seat);
    let mut out: Vec<(f64, Action)> = rules::legal_actions(s, seat)
        .into_iter()
        .filter(|a| *a != Action::End)
        .map(|a| {
            let mut t = s.clone();
            rules::play(&mut t, &a, &mut Vec::new());
            let score = eval(&t, seat) - base + noise * dice.below(100) as f64 / 100.0;
            (score, a)
        })
        .collect();
    out.sort_by(|x, y| y.0.total_cmp(&x.0));
    out
}

/// The best order while it gains more than ending the turn, else `end`.
fn greedy(s: &State, seat: u8, eval: fn(&State, u8) -> f64, noise: f64, dice: &mut Dice) -> Action {
    match ranked(s, seat, eval, noise, dice).into_iter().next() {
        Some((score, a)) if score > 1.0 => a,
        _ => Action::End,
    }
}

/// What a careless house sees: its own fiefs, people, gold and units, not its supply lines, threats
/// or rivals.
fn naive(s: &State, seat: u8) -> f64 {
    if s.finish.is_some() {
        return value(s, seat);
    }
    let units: f64 = s.units(seat).map(|(_, u)| unit_value(u.kind)).sum();
    s.houses[seat as usize].gold as f64
        + 10.0 * s.fiefs(seat) as f64
        + 4.0 * s.population(seat) as f64
        + units
}

/// Candidates the hard bot follows to the end of its turn.
const HARD_WIDTH: usize = 4;
/// Orders it plays ahead on each candidate's line.
const HARD_DEPTH: usize = 5;

/// Hard: the best few orders each followed by the greedy rest of the turn, judged by where the
/// whole turn ends; an order that only pays off with the orders after it is found this way.
fn plan(s: &State, seat: u8, dice: &mut Dice) -> Action {
    let cands = ranked(s, seat, value, 0.0, dice);
    let mut best = (value(s, seat) + 1.0, Action::End);
    for (_, a) in cands.into_iter().take(HARD_WIDTH) {
        let mut t = s.clone();
        rules::play(&mut t, &a, &mut Vec::new());
        for _ in 0..HARD_DEPTH {
            if t.over() || t.to_move != seat {
                break;
            }
            match greedy(&t, seat, value, 0.0, dice) {
                Action::End => break,
                next => rules::play(&mut t, &next, &mut Vec::new()),
            }
        }
        let v = value(&t, seat);
        if v > best.0 {
            best = (v, a);
        }
    }
    best.1
}

/// Easy plays greedily by [`naive`] with noise; medium greedily by [`value`]; hard plans the rest of
/// its turn ([`plan`]). All are seeded and bounded by the number of legal orders, not the clock.
pub fn choose(s: &State, seat: u8, level: BotLevel, dice: &mut Dice) -> Action {
    match level {
        BotLevel::Easy => greedy(s, seat, naive, 6.0, dice),
        BotLevel::Medium => greedy(s, seat, value, 0.2, dice),
        _ => plan(s, seat, dice),
    }
}
