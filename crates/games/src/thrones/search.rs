//! The hard bot: a two-ply alpha-beta search (its action, every reply) on a node budget, so that it
//! repeats. A position after the reply is valued with the one-move wins the search cannot see
//! further: a throne that can be taken, or a throne next to the enemy fortress, which steps, attacks
//! or switches onto it (R-THR-WIN-1, 2). Thrones win most matches by walking onto the enemy
//! fortress, so the valuation also races the two thrones there, on paths that avoid the survival
//! check (R-THR-SURV-1).

use super::board::{Sq, Tile, SQUARES};
use super::bot;
use super::options::GameType;
use super::orders::Action;
use super::piece::Kind;
use super::rules::{self, engage, movement, survival, turn};
use super::state::State;
use korona_engine::{Budget, Dice};

/// What steering into a position seen lately costs, times the square of how often it was seen:
/// about a ranger at first, so that two bots do not go round in circles to the turn limit's draw
/// (R-THR-TURN-5).
const REPEAT: i64 = 40;
/// A match won; a won position a ply deeper than the search looks is worth half of it.
const WIN: i64 = 1_000_000;
/// What one step of a throne nearer the enemy fortress is worth, about a quarter of a ranger (14
/// walked it into the enemy army and drew more matches, over 100 seeded matches against medium).
const RACE: i64 = 8;
/// What each piece within two squares of the enemy throne is worth, and the fortress under it
/// ruined: a throne that cannot flee or hide is taken, which ends matches before the turn limit.
const SIEGE: i64 = 6;
const SIEGE_RUIN: i64 = 25;
/// What a throne sheltered on an unruined fortress is worth.
const SHELTER: i64 = 20;
/// What a throne on mountain or water costs its player.
const STRANDED: i64 = 300;
/// What the race's step is worth on top of [`RACE`] at the turn limit, growing turn by turn.
const RACE_LATE: i64 = 16;
/// The same in homefront, where lost pieces come back (R-THR-HOME-5) and a throne on a fortress
/// rebuilds its ruin for free (R-THR-HOME-6, 7): material and shelter never run out, so only a
/// throne that heads for the enemy fortress ends the match (16 left 7 of 50 seeded matches at
/// the turn limit, 48 left 2, 120 none).
const RACE_LATE_HOMEFRONT: i64 = 120;
/// A throne's step out of the enemy throne's reach counts as this many steps: its path goes round.
const THRONE_REACH: i64 = 8;
/// A throne's step out of a mountain or water square risks the match (R-THR-SURV-1): its path
/// counts such a square as this many steps.
const RISKY_STEP: i64 = 4;

/// The action of the hard bot for the player to move.
pub fn choose(s: &State, seat: u8, dice: &mut Dice, budget: Budget) -> Option<Action> {
    let mut legal = rules::legal_actions(s, seat);
    // Equal actions are taken in a random order (the bot's own seeded dice), not the rules' order
    // of squares, which would favour the front pieces of one side and the back pieces of the other.
    dice.shuffle(&mut legal);
    if legal.len() <= 1 {
        return legal.into_iter().next();
    }
    // Founding and rebuilding cost nothing (R-THR-HOME-7): take them first.
    if let Some(free) = legal.iter().find(|a| a.is_free()) {
        return Some(free.clone());
    }
    let mut search = Search::new(s, seat, budget);
    // The order of the one-ply valuation: the best first, so that the budget goes to them and the
    // bounds cut the rest early; a stable sort keeps the rules' order among equals.
    let mut ordered: Vec<(i64, Action)> = legal
        .into_iter()
        .map(|a| {
            let v = search.after(s, &a, |sr, next| sr.value(next));
            (
                v.expect("a valuation needs no budget") - repeats(s, &a) * REPEAT,
                a,
            )
        })
        .collect();
    ordered.sort_by_key(|(v, _)| std::cmp::Reverse(*v));
    let mut best: Option<(i64, &Action)> = None;
    for (_, a) in &ordered {
        if search.spent() {
            break;
        }
        let shun = repeats(s, a) * REPEAT;
        let alpha = best.map_or(i64::MIN, |(v, _)| v.saturating_add(shun));
        let Some(v) = search.after(s, a, |sr, next| sr.replies(next, alpha)) else {
            continue;
        };
        let v = v - shun;
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, a));
        }
    }
    Some(best.map_or_else(|| ordered[0].1.clone(), |(_, a)| a.clone()))
}

/// How often the mover's pieces stood as `a` leaves them (its checks passed) at a turn's end lately,
/// squared: going back and forth is shunned even while the other player shuffles elsewhere.
fn repeats(s: &State, a: &Action) -> i64 {
    if s.seen.is_empty() {
        return 0;
    }
    let mut next = s.clone();
    turn::perform(&mut next, a, &mut Vec::new());
    if next.over() {
        return 0;
    }
    let n = next.times_seen(s.to_move) as i64;
    // Each further time costs more: a long cycle is seen less often within the memory.
    n * n
}

struct Search {
    me: u8,
    nodes: u64,
    budget: Budget,
    /// `race[seat][square]`: the throne steps of `seat` from the square onto the enemy fortress.
    race: [Option<[i64; SQUARES]>; 2],
}

impl Search {
    fn new(s: &State, me: u8, budget: Budget) -> Self {
        Search {
            me,
            nodes: 0,
            budget,
            race: [0u8, 1].map(|seat| throne_paths(s, seat)),
        }
    }

    fn spent(&self) -> bool {
        self.budget.exhausted(self.nodes)
    }

    /// `then` of the state after the mover's `a`, weighed with the survival check's odds: a piece
    /// that fails is removed and its player moves again (R-THR-SURV-1, 3), valued as it stands.
    /// `None` when `then` ran out of budget.
    fn after<T: Into<Option<i64>>>(
        &mut self,
        s: &State,
        a: &Action,
        then: impl FnOnce(&mut Self, &State) -> T,
    ) -> Option<i64> {
        self.nodes += 1;
        let checks = survival::checks(s, a);
        let mut next = s.clone();
        let mut events = Vec::new();
        turn::perform(&mut next, a, &mut events);
        let done = then(self, &next).into()?;
        let Some(&first) = checks.first() else {
            return Some(done);
        };
        let mut failed = s.clone();
        failed.remove(first);
        turn::settle(&mut failed, &mut events);
        let lost = self.value(&failed);
        // Each check passes with one chance in two (R-THR-SURV-1).
        let pass = 1i64 << checks.len();
        let odds = (done + lost * (pass - 1)) / pass;
        if (done - lost).abs() < WIN / 2 {
            return Some(odds);
        }
        // A roll that decides the match is worth less than its odds to the stronger player: the
        // worse outcome counts a third more.
        let worse = done.min(lost);
        Some(worse + (odds - worse) * 3 / 4)
    }

    /// The worst reply of the opponent to move in `s`, for us; `None` when the budget ran out.
    /// Stops at a reply no better for us than `alpha`, which we already have.
    fn replies(&mut self, s: &State, alpha: i64) -> Option<i64> {
        if s.over() {
            return Some(self.value(s));
        }
        // A throne on a ruin in homefront rebuilds it for free before the reply (R-THR-HOME-6, 7,
        // R-THR-BOT-1): without this the search took every ruin for a throne laid open and spent
        // turn after turn ruining a fortress the other side rebuilt at once.
        let rebuilt;
        let homefront = s.game == GameType::Homefront;
        let s = match rules::homefront::check_rebuild(s, s.to_move)
            .ok()
            .filter(|_| homefront)
        {
            Some(_) => {
                let mut next = s.clone();
                rules::homefront::free(&mut next, s.to_move, &Action::Rebuild, &mut Vec::new());
                rebuilt = next;
                &rebuilt
            }
            None => s,
        };
        let mover = s.to_move;
        let mut replies = replies_of(s, mover);
        // Engagements of our best pieces first: they cut the most.
        replies.sort_by_key(|a| {
            std::cmp::Reverse(match a {
                Action::Attack { to, .. } | Action::Fire { to, .. } => {
                    s.piece(*to).map_or(0, |p| p.kind.worth())
                }
                _ => 0,
            })
        });
        let mut worst = i64::MAX;
        for r in &replies {
            if self.spent() {
                return None;
            }
            let v = self.after(s, r, |sr, next| sr.value(next))?;
            worst = worst.min(v);
            if worst <= alpha {
                break;
            }
        }
        Some(worst)
    }

    /// How good `s` is for us, the player to move there about to play.
    fn value(&self, s: &State) -> i64 {
        if let Some(f) = &s.finish {
            return match f.winner {
                Some(w) if w == self.me => WIN,
                Some(_) => -WIN,
                None => 0,
            };
        }
        let mover = s.to_move;
        let sign = if mover == self.me { 1 } else { -1 };
        if let Some(odds) = wins_now(s, mover) {
            return sign * WIN / 2 / odds;
        }
        if let Some(odds) = throne_at_gate(s, 1 - mover) {
            // The mover cannot take the throne at its gate: the next turn loses.
            return -sign * WIN / 2 / odds;
        }
        let mut v = bot::material(s, self.me) + bot::position(s, self.me);
        // The race counts for more as the turn limit nears (R-THR-TURN-5): a draw is no win.
        let late = if s.game == GameType::Homefront {
            RACE_LATE_HOMEFRONT
        } else {
            RACE_LATE
        };
        let race = RACE + late * s.turn as i64 / s.max_turns.max(1) as i64;
        v += race * (self.race_steps(s, 1 - self.me) - self.race_steps(s, self.me));
        v += siege(s, self.me) - siege(s, 1 - self.me);
        v += shelter(s, self.me) - shelter(s, 1 - self.me);
        v += stranded(s, 1 - self.me) - stranded(s, self.me);
        // The mover makes its best trade, or saves its piece from the other's best.
        let gain = best_trade(s, mover);
        let loss = best_trade(s, 1 - mover);
        v + sign * (gain - loss * 3 / 10) + simplify(s, self.me)
    }

    fn race_steps(&self, s: &State, seat: u8) -> i64 {
        match (&self.race[seat as usize], s.find(seat, Kind::Throne)) {
            (Some(paths), Some(k)) => paths[k.index()],
            _ => 0,
        }
    }
}

/// How closely `seat` besieges the enemy throne: its pieces near it, and the fortress under it
/// ruined, so that it can be taken (R-THR-FORT-1, 2).
fn siege(s: &State, seat: u8) -> i64 {
    let Some(t) = s.find(1 - seat, Kind::Throne) else {
        return 0;
    };
    let near = s
        .squares_of(seat)
        .into_iter()
        .filter(|sq| sq.col.abs_diff(t.col).max(sq.row.abs_diff(t.row)) <= 2)
        .count() as i64;
    // In homefront the throne rebuilds its ruin for free before its next action (R-THR-HOME-6, 7,
    // R-THR-BOT-1): ruining the fortress under it wins nothing but a lost turn.
    let ruined = if s.is_ruined(t) && !rebuilds(s, t) {
        SIEGE_RUIN
    } else {
        0
    };
    SIEGE * near + ruined
}

/// Whether a throne on `at` stands on a ruin its player rebuilds for free (homefront,
/// R-THR-HOME-6, 7): as good a shelter as an unruined fortress.
fn rebuilds(s: &State, at: Sq) -> bool {
    s.game == GameType::Homefront && s.tile(at) == Some(Tile::Fortress) && s.is_ruined(at)
}

/// Trading pieces when ahead: the lead counts for more the fewer pieces are left, so the side
/// ahead seeks exchanges that open the way to the enemy throne and fortress.
fn simplify(s: &State, me: u8) -> i64 {
    let lead = bot::material(s, me);
    let left = s.pieces.iter().flatten().count() as i64;
    lead * (30 - left).max(0) / 60
}

/// What it costs `seat` that its throne stands on mountain or water: each of its actions from
/// there risks the match (R-THR-SURV-1, R-THR-WIN-1), so it can neither flee nor take safely.
fn stranded(s: &State, seat: u8) -> i64 {
    match s.find(seat, Kind::Throne).and_then(|k| s.tile(k)) {
        Some(Tile::Mountain | Tile::Water) => STRANDED,
        _ => 0,
    }
}

/// A throne on an unruined fortress can be removed by the enemy throne alone (R-THR-FORT-1).
fn shelter(s: &State, seat: u8) -> i64 {
    match s.find(seat, Kind::Throne) {
        Some(k) if s.unruined_fortress(k) || rebuilds(s, k) => SHELTER,
        _ => 0,
    }
}

/// Throne steps of `seat` from every square onto the enemy fortress, a step out of mountain or
/// water counting as [`RISKY_STEP`] and a step out of the enemy throne's reach as [`THRONE_REACH`]
/// (it takes whatever stands next to it, R-THR-ENGAGE-8); other pieces are left out, as a throne
/// takes whatever stands in its way. `None` without an enemy fortress (R-THR-VP-1).
fn throne_paths(s: &State, seat: u8) -> Option<[i64; SQUARES]> {
    let goal = s.home_fortress(1 - seat)?;
    let enemy = s.find(1 - seat, Kind::Throne);
    let mut steps = [i64::MAX / 4; SQUARES];
    steps[goal.index()] = 0;
    let cost = |sq: Sq| {
        let tile = match s.tile(sq) {
            Some(Tile::Mountain | Tile::Water) => RISKY_STEP,
            _ => 1,
        };
        let reach = if enemy.is_some_and(|e| e == sq || e.adjacent(sq)) {
            THRONE_REACH
        } else {
            0
        };
        tile + reach
    };
    let mut changed = true;
    while changed {
        changed = false;
        for sq in Sq::all() {
            let best = sq
                .neighbours()
                .map(|n| steps[n.index()] + cost(sq))
                .min()
                .expect("every square has neighbours");
            if best < steps[sq.index()] {
                steps[sq.index()] = best;
                changed = true;
            }
        }
    }
    Some(steps)
}

/// Whether `seat`, to move, can win with one action: the enemy throne taken, or its throne onto the
/// enemy fortress. `Some(1)` for a sure win, `Some(2)` when only a survival check stands between.
fn wins_now(s: &State, seat: u8) -> Option<i64> {
    let mut wins = Vec::new();
    if let Some(t) = s.find(1 - seat, Kind::Throne) {
        for from in s.squares_of(seat) {
            wins.extend(kills_of(s, seat, from, t));
        }
    }
    wins.extend(gate_step(s, seat));
    wins.iter()
        .map(|a| {
            if survival::checks(s, a).is_empty() {
                1
            } else {
                2
            }
        })
        .min()
}

/// The action that puts the throne of `seat` on the enemy fortress next to it (R-THR-WIN-2): a
/// throne steps onto an empty square, attacks anything (R-THR-ENGAGE-8) and switches with any ally.
fn gate_step(s: &State, seat: u8) -> Option<Action> {
    let k = s.find(seat, Kind::Throne)?;
    let f = s.home_fortress(1 - seat)?;
    if !k.adjacent(f) {
        return None;
    }
    Some(match s.piece(f) {
        None => Action::Move { from: k, to: f },
        Some(p) if p.owner == seat => Action::Switch { from: k, to: f },
        Some(_) if s.opening() => return None,
        Some(_) => Action::Attack { from: k, to: f },
    })
}

/// Whether the throne of `seat` stands at the enemy fortress's gate, its step onto it next turn
/// a sure (`Some(1)`) or checked (`Some(2)`) win.
fn throne_at_gate(s: &State, seat: u8) -> Option<i64> {
    gate_step(s, seat)?;
    let k = s.find(seat, Kind::Throne)?;
    Some(match s.tile(k) {
        Some(Tile::Mountain | Tile::Water) => 2,
        _ => 1,
    })
}

/// The engagements of `seat`'s piece on `from` that remove the enemy piece on `to`.
fn kills_of(s: &State, seat: u8, from: Sq, to: Sq) -> Vec<Action> {
    let Some(p) = s.piece(from) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let near = from.adjacent(to) || p.kind == Kind::Dragon || s.port_link(from, to);
    if near && engage::check_attack(s, seat, from, to) == Ok(engage::Effect::Kill) {
        out.push(Action::Attack { from, to });
    }
    let in_range = engage::fire_reach(from, p.kind).contains(&to) || s.port_link(from, to);
    if p.kind.fires()
        && in_range
        && engage::check_fire(s, seat, from, to) == Ok(engage::Effect::Kill)
    {
        out.push(Action::Fire { from, to });
    }
    out
}

/// What `seat`'s best engagement nets: the victim's worth, less the engaging piece's if it attacked
/// onto a square where the enemy can take it back. The throne is left out ([`wins_now`] weighs it).
fn best_trade(s: &State, seat: u8) -> i64 {
    let mut best = 0;
    let targets: Vec<Sq> = s.squares_of(1 - seat);
    // One copy for every attack tried: the attacker is put on its victim's square, then back.
    let mut scratch: Option<State> = None;
    for from in s.squares_of(seat) {
        let Some(attacker) = s.piece(from) else {
            continue;
        };
        for &to in &targets {
            let Some(victim) = s.piece(to) else { continue };
            let w = victim.kind.worth() as i64 * 10;
            if victim.kind == Kind::Throne || w <= best {
                continue;
            }
            let close = from.col.abs_diff(to.col).max(from.row.abs_diff(to.row)) <= 4;
            if !close && !s.port_link(from, to) {
                continue;
            }
            for a in kills_of(s, seat, from, to) {
                let mut net = w;
                if matches!(a, Action::Attack { .. }) {
                    let taken = scratch.get_or_insert_with(|| s.clone());
                    taken.pieces[to.index()] = taken.pieces[from.index()].take();
                    let back = targets
                        .iter()
                        .any(|&e| e != to && !kills_of(taken, 1 - seat, e, to).is_empty());
                    taken.pieces[from.index()] = Some(attacker);
                    taken.pieces[to.index()] = Some(victim);
                    if back {
                        net -= attacker.kind.worth().min(100) as i64 * 10;
                    }
                }
                best = best.max(net);
            }
        }
    }
    best
}

/// The turn actions of `seat` to move ([`rules::turn_actions`], or `pass` when there are none),
/// found without trying every order kind on every square: the rules' own list spends most of its
/// time refusing attacks on empty squares, which the search cannot afford at every node.
pub fn replies_of(s: &State, seat: u8) -> Vec<Action> {
    if s.ports {
        // Ports link far squares (R-THR-ALT-2): the rules' list knows them.
        let mut all = rules::turn_actions(s, seat);
        if all.is_empty() {
            all.push(Action::Pass);
        }
        return all;
    }
    let mut out = Vec::new();
    for from in s.squares_of(seat) {
        let p = s.piece(from).expect("own square");
        for to in movement::reach(s, seat, from, p.kind) {
            match s.piece(to) {
                None => {
                    if p.kind != Kind::Dragon || movement::dragon_line(s, seat, from, to).is_ok() {
                        out.push(Action::Move { from, to });
                    }
                    // An empty unruined fortress may be engaged too (R-THR-FORT-1).
                    if s.unruined_fortress(to)
                        && from.adjacent(to)
                        && engage::check_attack(s, seat, from, to).is_ok()
                    {
                        out.push(Action::Attack { from, to });
                    }
                }
                Some(q) if q.owner == seat => {
                    if from.adjacent(to) && q.kind != p.kind {
                        out.push(Action::Switch { from, to });
                    }
                }
                Some(_) => {
                    if engage::check_attack(s, seat, from, to).is_ok() {
                        out.push(Action::Attack { from, to });
                    }
                }
            }
        }
        for to in engage::fire_reach(from, p.kind) {
            let target = match s.piece(to) {
                Some(q) => q.owner != seat,
                None => s.unruined_fortress(to),
            };
            if target && engage::check_fire(s, seat, from, to).is_ok() {
                out.push(Action::Fire { from, to });
            }
        }
    }
    if s.reserve[seat as usize] {
        out.push(Action::Dragon);
    }
    if s.game == GameType::Homefront {
        out.extend(rules::homefront::spawn_actions(s, seat));
    }
    if out.is_empty() {
        out.push(Action::Pass);
    }
    out
}
