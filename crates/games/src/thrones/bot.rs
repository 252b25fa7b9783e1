//! The bots. Easy plays a random legal order. Medium is greedy: it looks one turn ahead, values
//! material, never leaves its throne where the opponent can take it if it can help it, prices the
//! survival check's risk, and prefers an action that wins at once. Hard searches two plies on a
//! node budget (`search.rs`).

use super::board::{Sq, Tile, COLS};
use super::homeland::{self, LAYOUTS};
use super::orders::{Action, MAX_NUMBER};
use super::piece::Kind;
use super::rules::{self, engage, survival, turn};
use super::state::{Phase, State};
use korona_engine::{BotLevel, Budget, Dice};

pub fn choose(s: &State, seat: u8, level: BotLevel, dice: &mut Dice, budget: Budget) -> Action {
    if s.phase == Phase::Start {
        return Action::Number(dice.below(MAX_NUMBER as u32 + 1) as u8);
    }
    if s.phase == Phase::Setup {
        return Action::Home(homeland::layout_for(s.game, setup_layout(level, dice)));
    }
    if level >= BotLevel::Hard {
        if let Some(a) = super::search::choose(s, seat, budget) {
            return a;
        }
    }
    let legal = rules::legal_actions(s, seat);
    assert!(!legal.is_empty(), "thrones: the bot has no legal order");
    if level == BotLevel::Easy || legal.len() == 1 {
        return legal[dice.pick(legal.len())].clone();
    }
    // Founding and rebuilding cost nothing (R-THR-HOME-7): take them first.
    if let Some(free) = legal.iter().find(|a| a.is_free()) {
        return free.clone();
    }
    let mut best: Vec<(i64, usize)> = Vec::new();
    for (i, a) in legal.iter().enumerate() {
        let score = score(s, seat, a);
        best.push((score, i));
    }
    let top = best.iter().map(|(v, _)| *v).max().expect("non-empty");
    let ties: Vec<usize> = best
        .iter()
        .filter(|(v, _)| *v == top)
        .map(|(_, i)| *i)
        .collect();
    legal[ties[dice.pick(ties.len())]].clone()
}

/// The ready-made homeland a bot builds: any for easy and medium; hard keeps its fortress (and the
/// throne on it) off the front row, as far from the enemy throne's reach as the layouts allow.
fn setup_layout(level: BotLevel, dice: &mut Dice) -> usize {
    if level < BotLevel::Hard {
        return dice.pick(LAYOUTS);
    }
    let depth = |n: usize| {
        let h = homeland::layout(n);
        h.tiles
            .iter()
            .position(|t| *t == Tile::Fortress)
            .unwrap_or(0)
            / COLS as usize
    };
    let deepest = (0..LAYOUTS).map(depth).min().unwrap_or(0);
    let best: Vec<usize> = (0..LAYOUTS).filter(|n| depth(*n) == deepest).collect();
    best[dice.pick(best.len())]
}

pub fn material(s: &State, seat: u8) -> i64 {
    let mut v = 0i64;
    for sq in Sq::all() {
        if let Some(p) = s.piece(sq) {
            let w = p.kind.worth() as i64 * 10;
            v += if p.owner == seat { w } else { -w };
        }
    }
    for side in 0..2u8 {
        if s.reserve[side as usize] {
            let w = Kind::Dragon.worth() as i64 * 10;
            v += if side == seat { w } else { -w };
        }
    }
    v
}

/// The worth of the best piece of `seat` that `1 - seat` could take with one action in `s`.
fn threat(s: &State, seat: u8) -> i64 {
    let enemy = 1 - seat;
    let mut turned;
    let s = if s.to_move == enemy {
        s
    } else {
        turned = s.clone();
        turned.to_move = enemy;
        &turned
    };
    let mut worst = 0i64;
    for a in rules::turn_actions(s, enemy) {
        let hit = match a {
            Action::Attack { from, to } => engage::check_attack(s, enemy, from, to)
                .ok()
                .filter(|e| *e == engage::Effect::Kill)
                .map(|_| to),
            Action::Fire { from, to } => engage::check_fire(s, enemy, from, to)
                .ok()
                .filter(|e| *e == engage::Effect::Kill)
                .map(|_| to),
            Action::Move { to, .. } if Some(to) == s.home_fortress(seat) => {
                // A throne walking onto our fortress wins for them.
                s.find(enemy, Kind::Throne).filter(|t| *t == to).map(|_| to)
            }
            _ => None,
        };
        if let Some(sq) = hit {
            let w = s.piece(sq).map_or(0, |p| p.kind.worth() as i64 * 10);
            worst = worst.max(w);
        }
    }
    worst
}

/// The medium bot's worth of `a` for `seat`: one turn ahead.
pub fn score(s: &State, seat: u8, a: &Action) -> i64 {
    let risk: i64 = survival::checks(s, a)
        .iter()
        .map(|sq| s.piece(*sq).map_or(0, |p| p.kind.worth() as i64 * 5))
        .sum();
    let mut after = s.clone();
    let mut events = Vec::new();
    turn::perform(&mut after, a, &mut events);
    if let Some(f) = &after.finish {
        return match f.winner {
            Some(w) if w == seat => 1_000_000,
            Some(_) => -1_000_000,
            None => 0,
        };
    }
    let mut v = material(&after, seat) - risk;
    v -= threat(&after, seat) * 9 / 10;
    // Pressure: what we could take next turn if they do not answer (a third of it).
    v += threat(&after, 1 - seat) / 3;
    v + position(&after, seat)
}

/// Where the pieces stand, for `seat`: every piece but the throne is drawn towards the enemy
/// throne; the throne stays home until the enemy is thin, then heads for the enemy fortress;
/// victory points and held middle fortresses count in the points game type (R-THR-VP-4).
pub fn position(after: &State, seat: u8) -> i64 {
    let mut v = 0;
    if after.game == super::options::GameType::Points {
        v += 40 * (after.points[seat as usize] as i64 - after.points[1 - seat as usize] as i64);
        for f in after.middle_fortresses() {
            match after.piece(f) {
                Some(p) if p.owner == seat => v += 25,
                Some(_) => v -= 25,
                None => {}
            }
        }
    }
    let king = after.find(1 - seat, Kind::Throne);
    let fort = after.home_fortress(1 - seat);
    let enemies = after.squares_of(1 - seat).len() as i64;
    let dist = |a: Sq, b: Sq| (a.col.abs_diff(b.col)).max(a.row.abs_diff(b.row)) as i64;
    for sq in after.squares_of(seat) {
        let p = after.piece(sq).expect("own");
        match (p.kind, king, fort) {
            (Kind::Throne, _, Some(f)) if enemies < 6 => v -= 3 * dist(sq, f),
            (Kind::Throne, _, _) => {}
            (_, Some(k), _) => v -= dist(sq, k),
            _ => {}
        }
    }
    v
}
