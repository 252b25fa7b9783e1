//! Supply lines (R-FIEF-SUP-1..5): traced through own fiefs, paid 1g per tile to the nearest holding
//! at the end of the house's turn, and a unit that reaches no castle or village dies.

use crate::fiefs::map::Hx;
use crate::fiefs::state::State;
use korona_engine::{msg, Event};
use std::collections::VecDeque;

/// A unit's supply line from `from`: the tiles to the nearest own holding of any kind (outposts
/// count), and whether the path reaches an own castle or village.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    pub cost: Option<u32>,
    pub anchored: bool,
}

/// R-FIEF-SUP-1: from the unit's hex through own fiefs only (enemy fiefs too with a quartermaster,
/// R-FIEF-SUP-5; unclaimed hexes never).
pub fn line(s: &State, seat: u8, from: Hx) -> Line {
    // R-FIEF-SUP-5, R-FIEF-VAR-3: a quartermaster, or a match without enemy blocking.
    let qm = s.houses[seat as usize].quartermaster || !s.options.rules.enemy_block;
    let mut dist = vec![u32::MAX; s.tiles.len()];
    let mut queue = VecDeque::from([from]);
    dist[s.map.index(from)] = 0;
    let mut out = Line {
        cost: None,
        anchored: false,
    };
    while let Some(h) = queue.pop_front() {
        let d = dist[s.map.index(h)];
        if let Some(x) = s.tile(h).holding.filter(|x| x.owner == seat) {
            if out.cost.is_none() {
                // R-FIEF-VAR-2: without per-tile cost a unit off a holding pays 1g.
                out.cost = Some(if s.options.rules.tile_cost {
                    d
                } else {
                    d.min(1)
                });
            }
            if x.kind.anchor() {
                out.anchored = true;
                return out;
            }
        }
        for n in s.map.neighbours(h) {
            let owner = s.tile(n).owner;
            // R-FIEF-SUP-6: a paid passage opens that house's fiefs for this turn.
            let paid = owner.is_some_and(|o| s.houses[seat as usize].passage.contains(&o));
            let open = owner == Some(seat) || (qm && owner.is_some()) || paid;
            if open && dist[s.map.index(n)] == u32::MAX {
                dist[s.map.index(n)] = d + 1;
                queue.push_back(n);
            }
        }
    }
    out
}

/// The hexes of the supply path from `from` to the nearest own holding (outposts count), as
/// [`line`] traces it; `None` when no holding is reached.
pub fn path(s: &State, seat: u8, from: Hx) -> Option<Vec<Hx>> {
    let qm = s.houses[seat as usize].quartermaster || !s.options.rules.enemy_block;
    let mut came: Vec<Option<Hx>> = vec![None; s.tiles.len()];
    let mut seen = vec![false; s.tiles.len()];
    seen[s.map.index(from)] = true;
    let mut queue = VecDeque::from([from]);
    while let Some(h) = queue.pop_front() {
        if s.tile(h).holding.is_some_and(|x| x.owner == seat) {
            let mut out = vec![h];
            let mut at = h;
            while let Some(prev) = came[s.map.index(at)] {
                out.push(prev);
                at = prev;
            }
            out.reverse();
            return Some(out);
        }
        for n in s.map.neighbours(h) {
            let owner = s.tile(n).owner;
            let paid = owner.is_some_and(|o| s.houses[seat as usize].passage.contains(&o));
            let open = owner == Some(seat) || (qm && owner.is_some()) || paid;
            if open && !seen[s.map.index(n)] {
                seen[s.map.index(n)] = true;
                came[s.map.index(n)] = Some(h);
                queue.push_back(n);
            }
        }
    }
    None
}

/// The units of `seat` that the end of its turn would kill now: unsupplied or unpaid
/// (R-FIEF-SUP-3, R-FIEF-SUP-4).
pub fn doomed(s: &State, seat: u8) -> Vec<Hx> {
    let mut t = s.clone();
    resupply(&mut t, seat, &mut Vec::new());
    s.units(seat)
        .map(|(h, _)| h)
        .filter(|&h| t.tile(h).unit.is_none())
        .collect()
}

/// What the end of `seat`'s turn would cost and which units would die: (gold to pay, units lost).
pub fn forecast(s: &State, seat: u8) -> (i32, u32) {
    let mut t = s.clone();
    let before = t.army(seat);
    let gold = t.houses[seat as usize].gold;
    resupply(&mut t, seat, &mut Vec::new());
    (gold - t.houses[seat as usize].gold, before - t.army(seat))
}

/// R-FIEF-SUP-2..4: units with no castle or village on their line die; the others are paid for
/// nearest first, and a unit that cannot be paid deserts.
pub fn resupply(s: &mut State, seat: u8, events: &mut Vec<Event>) {
    let name = s.houses[seat as usize].name();
    let mut lines = Vec::new();
    for (h, u) in s.units(seat).collect::<Vec<_>>() {
        let l = line(s, seat, h);
        match (l.anchored, l.cost) {
            (true, Some(cost)) => lines.push((cost, h)),
            _ => {
                s.tile_mut(h).unit = None;
                events.push(Event::public(msg!(
                    "fiefs-starves",
                    house = name,
                    player = seat,
                    unit = u.kind.name(),
                    hex = h.to_string()
                )));
            }
        }
    }
    lines.sort();
    let mut paid = 0i32;
    for (cost, h) in lines {
        let cost = cost as i32;
        let gold = &mut s.houses[seat as usize].gold;
        if *gold >= cost {
            *gold -= cost;
            paid += cost;
        } else {
            let u = s.tile_mut(h).unit.take().expect("a unit");
            events.push(Event::public(msg!(
                "fiefs-deserts",
                house = name,
                player = seat,
                unit = u.kind.name(),
                hex = h.to_string()
            )));
        }
    }
    if paid > 0 {
        events.push(Event::public(msg!(
            "fiefs-supply-paid",
            house = name,
            player = seat,
            gold = paid
        )));
    }
}
