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
        if let Some(a) = super::search::choose(s, seat, dice, budget) {
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

/// The homeland a bot builds: a ready-made one for easy and medium; hard draws layouts from the
/// same family as `home random` (R-THR-SETUP-12) until one has its fortress (and the throne on it)
/// in the front row, close to the middle row and the race to the enemy fortress. Drawing from
/// many layouts, not six, varies the matches and keeps the board's own lopsidedness (the middle
/// row's contested tiles go from the first player's left, R-THR-SETUP-8) from favouring a seat.
fn setup_layout(level: BotLevel, dice: &mut Dice) -> usize {
    if level < BotLevel::Hard {
        return dice.pick(LAYOUTS);
    }
    let front = |n: usize| {
        let h = homeland::layout(n);
        h.tiles
            .iter()
            .position(|t| *t == Tile::Fortress)
            .unwrap_or(0)
            < COLS as usize
    };
    loop {
        let n = dice.below(1 << 30) as usize;
        if front(n) {
            return n;
        }
    }
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
            _ => None,
        };
        if let Some(sq) = hit {
            let w = s.piece(sq).map_or(0, |p| p.kind.worth() as i64 * 10);
            worst = worst.max(w);
        }
    }
    // Their throne next to our fortress steps, attacks or switches onto it and wins
    // (R-THR-WIN-2, R-THR-ENGAGE-8): as bad as losing the throne.
    if throne_at_gate(s, enemy) {
        worst = worst.max(Kind::Throne.worth() as i64 * 10);
    }
    worst
}

/// Whether the throne of `seat` stands next to the enemy homeland fortress, which it can take next
/// turn whatever stands there (R-THR-WIN-2, R-THR-ENGAGE-8), the first player's first turn aside.
fn throne_at_gate(s: &State, seat: u8) -> bool {
    match (s.find(seat, Kind::Throne), s.home_fortress(1 - seat)) {
        (Some(k), Some(f)) => {
            k.adjacent(f) && !(s.opening() && s.to_move == seat && s.piece(f).is_some())
        }
        _ => false,
    }
}

/// Whether the enemy throne can step, in its next turn, to a square next to `seat`'s fortress where
/// no piece of `seat` can remove it: the turn after, it takes the fortress (R-THR-WIN-2).
fn gate_open(s: &State, seat: u8) -> bool {
    let enemy = 1 - seat;
    let (Some(k), Some(f)) = (s.find(enemy, Kind::Throne), s.home_fortress(seat)) else {
        return false;
    };
    if k.adjacent(f) || k.col.abs_diff(f.col).max(k.row.abs_diff(f.row)) > 2 {
        return false;
    }
    let mut there = s.clone();
    there.to_move = seat;
    there.guarded.clear();
    let throne = there.pieces[k.index()].take();
    for g in f.neighbours().filter(|g| g.adjacent(k)) {
        // The throne takes whatever stands there (R-THR-ENGAGE-8), or switches with its own piece.
        let held = there.pieces[g.index()];
        there.pieces[g.index()] = throne;
        let killed = there.squares_of(seat).into_iter().any(|from| {
            engage::check_attack(&there, seat, from, g) == Ok(engage::Effect::Kill)
                || engage::check_fire(&there, seat, from, g) == Ok(engage::Effect::Kill)
        });
        there.pieces[g.index()] = held;
        if !killed {
            return true;
        }
    }
    false
}

/// What an enemy throne's open way to the gate of our fortress costs the medium bot: more than any
/// piece but less than the throne itself.
const GATE: i64 = 2_000;

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
    // An enemy throne that can reach our fortress's gate unopposed wins in two turns.
    if gate_open(&after, seat) {
        v -= GATE;
    }
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
