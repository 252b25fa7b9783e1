//! A greedy bot, better than the random legal default: it tries every legal order, scores the
//! position each leaves (gold, fiefs, population, units, holdings, supply, threats, the race to the
//! targets, the rivals' strength) and plays the best one while it beats ending the turn. The dice
//! break ties; Easy adds more noise.

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
        for n in h.neighbours() {
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

pub fn choose(s: &State, seat: u8, level: BotLevel, dice: &mut Dice) -> Action {
    let legal = rules::legal_actions(s, seat);
    let noise = if level == BotLevel::Easy { 4.0 } else { 0.2 };
    let base = value(s, seat);
    let mut best = (1.0, Action::End);
    for a in legal {
        if a == Action::End {
            continue;
        }
        let mut t = s.clone();
        rules::play(&mut t, &a, &mut Vec::new());
        let score = value(&t, seat) - base + noise * dice.below(100) as f64 / 100.0;
        if score > best.0 {
            best = (score, a);
        }
    }
    best.1
}
