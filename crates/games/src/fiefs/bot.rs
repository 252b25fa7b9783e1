//! The bots. Medium is greedy: it tries every legal order, scores the position each leaves (gold,
//! fiefs, population, units, holdings and saving for the next one, supply, threats, progress to the
//! targets, the rivals' strength) and plays the best one while it beats ending the turn. Easy is
//! greedy with a careless score and noise. Hard judges by the same score plus the unit triangle
//! against the rival units near it, and follows its best few orders to the end of the turn, playing
//! the one whose whole turn ends best (see [`choose`]).
//!
//! Measured (crates/games/tests/fiefs_finish.rs, `figures`), default options, seeds 1-100, targets
//! judged at the round's end (R-FIEF-WIN-2): hard v hard seat 0 wins 46, seat 1 54; medium v
//! medium 56 and 44; no draw; hard beats medium 90 of 100 with the seats alternated. (An earlier
//! hard bot also judged who would win the tax race and raided the leader's fiefs: with the targets
//! judged at the round's end it lost to medium, 16 of 100; at once, 18.)

use super::orders::Action;
use super::rules::{self, supply};
use super::state::{HoldingKind, State, UnitKind, HOLDING_COST};
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
        HoldingKind::Outpost => 36.0,
        HoldingKind::Village => 58.0,
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

/// What hard judges by: [`value`] and the triangle of R-FIEF-FIGHT-1: a unit is worth more the
/// more of the rival units near it it beats, so a house answers the mix it meets with its own.
fn aware(s: &State, seat: u8) -> f64 {
    let mut v = value(s, seat);
    if s.finish.is_some() {
        return v;
    }
    v += quartermaster_ahead(s, seat);
    let rivals: Vec<_> = (0..s.seats())
        .filter(|&p| p != seat)
        .flat_map(|p| s.units(p).collect::<Vec<_>>())
        .collect();
    for (h, u) in s.units(seat) {
        for (r, e) in &rivals {
            if r.distance(h) <= 3 {
                let edge = u.kind.beats(e.kind) as i32 - e.kind.beats(u.kind) as i32;
                v += COUNTER * edge as f64;
            }
        }
    }
    v
}

/// What a quartermaster (R-FIEF-SUP-5) is worth beyond this turn (R-FIEF-BOT-1): what it saves now,
/// units that would starve and tiles of supply, once more for the turns ahead. [`value`] sees only
/// this turn's supply, where a paid passage (4g, SUP-6) always beats the 25g quartermaster, so the
/// bots never bought one; a house whose lines run through enemy fiefs pays that toll every turn.
fn quartermaster_ahead(s: &State, seat: u8) -> f64 {
    let house = &s.houses[seat as usize];
    if !house.quartermaster || !s.options.rules.enemy_block {
        return 0.0;
    }
    let mut without = s.clone();
    without.houses[seat as usize].quartermaster = false;
    without.houses[seat as usize].passage.clear();
    let (cost_without, lost_without) = supply::forecast(&without, seat);
    let (cost, lost) = supply::forecast(s, seat);
    QUARTERMASTER_AHEAD
        * ((cost_without - cost) as f64 + STARVED * (lost_without as f64 - lost as f64))
}

/// How many turns ahead a quartermaster's saving of this turn is counted (R-FIEF-BOT-1).
const QUARTERMASTER_AHEAD: f64 = 1.0;

/// What [`value`] takes off for a unit its supply would lose.
const STARVED: f64 = 60.0;

/// What a unit gains for each rival unit within 3 hexes it beats (and loses for each that beats it).
/// Small: at 2 or more the second seat, which sees the first seat's recruit before choosing its
/// own, won 68 of 100 hard v hard matches.
const COUNTER: f64 = 1.0;

/// What a gold piece kept towards the next holding is worth on top of itself.
const SAVE: f64 = 0.6;

/// A position's worth to `seat`, what medium and hard judge by: gold, supply, strength, progress to
/// the targets, threats and the rivals' strength.
pub fn value(s: &State, seat: u8) -> f64 {
    if let Some(f) = &s.finish {
        return match f.winner {
            Some(w) if w == seat => 1e6,
            Some(_) => -1e6,
            None => 0.0,
        };
    }
    let (cost, lost) = supply::forecast(s, seat);
    let mut v = s.houses[seat as usize].gold as f64 - cost as f64 - STARVED * lost as f64
        + strength(s, seat)
        + 40.0 * progress(s, seat);
    // Saving for an outpost or a village (R-FIEF-HOLD-3, R-FIEF-HOLD-4) once the army can spare the
    // gold: about one holding besides the castle for every three units.
    let built = s
        .holdings(seat)
        .filter(|(_, x)| x.kind != HoldingKind::Castle)
        .count() as u32;
    if s.army(seat) >= 3 && built < s.army(seat) / 3 + 1 {
        v += SAVE * s.houses[seat as usize].gold.min(HOLDING_COST) as f64;
    }
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
    let cands = ranked(s, seat, aware, 0.0, dice);
    let mut best = (aware(s, seat) + 1.0, Action::End);
    for (_, a) in cands.into_iter().take(HARD_WIDTH) {
        let mut t = s.clone();
        rules::play(&mut t, &a, &mut Vec::new());
        for _ in 0..HARD_DEPTH {
            if t.over() || t.to_move != seat {
                break;
            }
            match greedy(&t, seat, aware, 0.0, dice) {
                Action::End => break,
                next => rules::play(&mut t, &next, &mut Vec::new()),
            }
        }
        let v = aware(&t, seat);
        if v > best.0 {
            best = (v, a);
        }
    }
    best.1
}

/// Easy plays greedily by [`naive`] with noise; medium greedily by [`value`]; hard plans the rest of
/// its turn by [`value`] ([`plan`]). All are seeded and bounded by the number of legal orders, not the clock.
pub fn choose(s: &State, seat: u8, level: BotLevel, dice: &mut Dice) -> Action {
    match level {
        BotLevel::Easy => greedy(s, seat, naive, 6.0, dice),
        BotLevel::Medium => greedy(s, seat, value, 0.2, dice),
        _ => plan(s, seat, dice),
    }
}
