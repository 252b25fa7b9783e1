//! Sieges at the end of each round (R-FIEF-SIEGE-1..7): damage, capture, then healing.

use crate::fiefs::map::Hx;
use crate::fiefs::state::{State, UnitKind};
use korona_engine::{msg, Event};

/// Whether the unit on `at` adds siege damage to the holding on `h` of `owner` (R-FIEF-SIEGE-2): an
/// enemy unit does, except a bowman that fired this round elsewhere: at a unit neither on that
/// holding nor next to it.
fn besieges(s: &State, at: Hx, h: Hx, owner: u8) -> bool {
    let Some(u) = s.tile(at).unit else {
        return false;
    };
    let fired_elsewhere = u.kind == UnitKind::Bowman
        && u.fired
        && !s
            .volleys
            .iter()
            .any(|&(from, to)| from == at && (to == h || to.adjacent(h)));
    u.owner != owner && !fired_elsewhere
}

/// The damage a holding on `h` takes this round: the enemy on it plus every enemy next to it.
pub fn damage(s: &State, h: Hx) -> u8 {
    let Some(x) = s.tile(h).holding else {
        return 0;
    };
    let on = besieges(s, h, h, x.owner) as u8;
    let next = s
        .map
        .neighbours(h)
        .filter(|&n| besieges(s, n, h, x.owner))
        .count() as u8;
    on + next
}

pub fn tick(s: &mut State, events: &mut Vec<Event>) {
    let damages: Vec<_> = s.map.hexes().map(|h| (h, damage(s, h))).collect();
    for (h, d) in damages {
        if d == 0 {
            continue;
        }
        let x = s
            .tile_mut(h)
            .holding
            .as_mut()
            .expect("damage needs a holding");
        x.pop = x.pop.saturating_sub(d);
        let (kind, pop) = (x.kind, x.pop);
        events.push(Event::public(msg!(
            "fiefs-siege-damage",
            holding = kind.name(),
            hex = h.to_string(),
            damage = d,
            pop = pop
        )));
    }
    // R-FIEF-SIEGE-4, R-FIEF-SIEGE-7: pop 0 and a unit on it: its house takes it.
    let mut captured = Vec::new();
    for h in s.map.hexes().collect::<Vec<_>>() {
        let t = *s.tile(h);
        if let (Some(x), Some(u)) = (t.holding, t.unit) {
            if x.pop == 0 && u.owner != x.owner {
                captured.push(s.map.index(h));
                let t = s.tile_mut(h);
                t.owner = Some(u.owner);
                if let Some(x) = &mut t.holding {
                    x.owner = u.owner;
                }
                events.push(Event::public(msg!(
                    "fiefs-captured",
                    house = s.houses[u.owner as usize].name(),
                    player = u.owner,
                    holding = x.kind.name(),
                    hex = h.to_string(),
                    from = s.houses[x.owner as usize].name()
                )));
            }
        }
    }
    // R-FIEF-SIEGE-5: +1 where no enemy stands on it (R-FIEF-VAR-4: or all of it at once).
    // A holding captured in this tick does not heal in it: it is taken at pop 0.
    let gradual = s.options.rules.gradual_heal;
    for (i, t) in s.tiles.iter_mut().enumerate() {
        if captured.contains(&i) {
            continue;
        }
        let enemy_on = t
            .unit
            .zip(t.holding)
            .is_some_and(|(u, x)| u.owner != x.owner);
        if let Some(x) = &mut t.holding {
            if !enemy_on && x.pop < x.kind.pop() {
                x.pop = if gradual { x.pop + 1 } else { x.kind.pop() };
            }
        }
    }
}
