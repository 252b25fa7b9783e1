//! Turns, rounds, seasons and the end of the match (R-FIEF-ORD-3..4, R-FIEF-SEASON-1..3,
//! R-FIEF-WIN-1..6).

use super::{economy, siege, supply};
use crate::fiefs::map::Terrain;
use crate::fiefs::state::{Finish, Season, State};
use korona_engine::{msg, Event, Message};

/// The house to move ends its turn: supply, then the next house (R-FIEF-ORD-4).
pub fn end_turn(s: &mut State, events: &mut Vec<Event>) {
    let seat = s.to_move;
    supply::resupply(s, seat, events);
    // R-FIEF-SUP-6: a passage is paid for one turn's supply.
    s.houses[seat as usize].passage.clear();
    settle(s, events);
    if !s.over() {
        advance(s, events);
    }
}

/// Hands the turn to the next house in the match, through the round end after the last one.
pub fn advance(s: &mut State, events: &mut Vec<Event>) {
    let n = s.seats();
    let mut seat = s.to_move;
    for _ in 0..=2 * n {
        seat += 1;
        if seat >= n {
            round_end(s, events);
            if s.over() {
                return;
            }
            seat = 0;
        }
        if !s.houses[seat as usize].out {
            break;
        }
    }
    s.to_move = seat;
    begin_turn(s, events);
}

/// The start of a house's turn: its units are ready again and it collects its income.
fn begin_turn(s: &mut State, events: &mut Vec<Event>) {
    let seat = s.to_move;
    s.trail.retain(|t| t.seat != seat);
    for t in s.tiles.iter_mut() {
        if let Some(u) = &mut t.unit {
            if u.owner == seat {
                u.done = false;
            }
        }
    }
    economy::collect_income(s, seat, events);
}

/// After the last house's turn: sieges, then the season turns, then the round limit.
fn round_end(s: &mut State, events: &mut Vec<Event>) {
    siege::tick(s, events);
    for t in s.tiles.iter_mut() {
        if let Some(u) = &mut t.unit {
            u.fired = false;
        }
    }
    s.volleys.clear();
    // R-FIEF-SEASON-3: the thaw drowns whoever stands on a lake.
    if s.season() == Season::Winter {
        let lakes: Vec<_> = s
            .map
            .hexes()
            .filter(|h| s.map.terrain(*h) == Terrain::Lake)
            .collect();
        for h in lakes {
            if let Some(u) = s.tile_mut(h).unit.take() {
                events.push(Event::public(msg!(
                    "fiefs-drowns",
                    house = s.houses[u.owner as usize].name(),
                    player = u.owner,
                    unit = u.kind.name(),
                    hex = h.to_string()
                )));
            }
        }
    }
    settle(s, events);
    // R-FIEF-WIN-2: every house has had its turn in this round.
    check_targets(s, events);
    if s.over() {
        return;
    }
    s.round += 1;
    if s.round > s.options.rounds {
        s.round = s.options.rounds;
        decide_on_population(s);
        announce(s, events);
        return;
    }
    events.push(Event::public(msg!(
        "fiefs-round",
        round = s.round,
        season = s.season().name()
    )));
}

/// R-FIEF-WIN-5: most population, then most tax collected; otherwise a draw.
fn decide_on_population(s: &mut State) {
    let alive: Vec<u8> = (0..s.seats())
        .filter(|&p| !s.houses[p as usize].out)
        .collect();
    let key = |p: u8| (s.population(p), s.houses[p as usize].tax);
    let best = alive.iter().map(|&p| key(p)).max().unwrap_or((0, 0));
    let top: Vec<u8> = alive.into_iter().filter(|&p| key(p) == best).collect();
    s.finish = Some(if top.len() == 1 {
        Finish {
            winner: Some(top[0]),
            reason: msg!("fiefs-reason-rounds", pop = best.0, tax = best.1),
        }
    } else {
        Finish {
            winner: None,
            reason: msg!("fiefs-reason-rounds-tie", pop = best.0, tax = best.1),
        }
    });
}

/// The target a house has reached, if any (R-FIEF-WIN-1).
pub fn reached(s: &State, seat: u8) -> Option<Message> {
    let o = &s.options;
    let pop = s.population(seat);
    let tax = s.houses[seat as usize].tax;
    let army = s.army(seat);
    if pop >= o.pop {
        Some(msg!("fiefs-reason-pop", pop = pop))
    } else if tax >= o.tax {
        Some(msg!("fiefs-reason-tax", tax = tax))
    } else if army >= o.army {
        Some(msg!("fiefs-reason-army", army = army))
    } else {
        None
    }
}

/// After every order and every step of a turn's or round's end: houses with nothing left are out
/// (R-FIEF-WIN-4) and the last house standing wins at once. Targets are judged at the round's end
/// only ([`check_targets`], R-FIEF-WIN-2).
pub fn settle(s: &mut State, events: &mut Vec<Event>) {
    if s.over() {
        return;
    }
    let n = s.seats();
    for p in 0..n {
        let h = &s.houses[p as usize];
        if !h.out && s.holdings(p).next().is_none() && s.army(p) == 0 {
            s.houses[p as usize].out = true;
            events.push(Event::public(msg!(
                "fiefs-house-out",
                house = s.houses[p as usize].name(),
                player = p
            )));
        }
    }
    let alive: Vec<u8> = (0..n).filter(|&p| !s.houses[p as usize].out).collect();
    if alive.len() <= 1 {
        s.finish = Some(match alive.first() {
            Some(&w) => Finish {
                winner: Some(w),
                reason: msg!("fiefs-reason-last"),
            },
            None => Finish {
                winner: None,
                reason: msg!("fiefs-reason-nobody"),
            },
        });
        announce(s, events);
    }
}

/// How far past its furthest target a house is: its value over the target, in thousandths.
fn margin(s: &State, p: u8) -> u64 {
    let o = &s.options;
    let share = |v: u32, t: u32| v as u64 * 1000 / t.max(1) as u64;
    share(s.population(p), o.pop)
        .max(share(s.houses[p as usize].tax, o.tax))
        .max(share(s.army(p), o.army))
}

/// R-FIEF-WIN-1, R-FIEF-WIN-2: at the end of a round, when every house has had the same number of
/// turns, of the houses that have reached a target the one furthest past its target wins, then the
/// most tax collected, the most fiefs, the largest army; houses equal in all of these play on (the
/// round limit, R-FIEF-WIN-5, ends a match that stays level).
fn check_targets(s: &mut State, events: &mut Vec<Event>) {
    if s.over() {
        return;
    }
    let key = |p: u8| {
        (
            margin(s, p),
            s.houses[p as usize].tax,
            s.fiefs(p),
            s.army(p),
        )
    };
    let done: Vec<u8> = (0..s.seats())
        .filter(|&p| !s.houses[p as usize].out && reached(s, p).is_some())
        .collect();
    let Some(best) = done.iter().map(|&p| key(p)).max() else {
        return;
    };
    let top: Vec<u8> = done.into_iter().filter(|&p| key(p) == best).collect();
    if let [p] = top[..] {
        s.finish = Some(Finish {
            winner: Some(p),
            reason: reached(s, p).expect("reached"),
        });
        announce(s, events);
    }
}

pub fn announce(s: &State, events: &mut Vec<Event>) {
    if let Some(f) = &s.finish {
        events.push(Event::public(match f.winner {
            Some(w) => msg!(
                "fiefs-wins",
                house = s.houses[w as usize].name(),
                player = w,
                reason = f.reason.clone()
            ),
            None => msg!("fiefs-draw", reason = f.reason.clone()),
        }));
    }
}

/// R-FIEF-WIN-6: a resigning house is out and its units leave the board.
pub fn resign(s: &mut State, seat: u8, events: &mut Vec<Event>) {
    s.houses[seat as usize].out = true;
    for t in s.tiles.iter_mut() {
        if t.unit.is_some_and(|u| u.owner == seat) {
            t.unit = None;
        }
    }
    events.push(Event::public(msg!(
        "fiefs-resigns",
        house = s.houses[seat as usize].name(),
        player = seat
    )));
    settle(s, events);
    if !s.over() && s.to_move == seat {
        advance(s, events);
    }
}
