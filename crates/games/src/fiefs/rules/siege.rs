//! Sieges at the end of each round (R-FIEF-SIEGE-1..7): damage, capture, then healing.

use crate::fiefs::state::{State, Unit, UnitKind};
use korona_engine::{msg, Event};

/// Whether `u` adds siege damage to a holding of `owner` (R-FIEF-SIEGE-2).
fn besieges(u: &Unit, owner: u8) -> bool {
    u.owner != owner && !(u.kind == UnitKind::Bowman && u.fired)
}

/// The damage a holding on `h` takes this round: the enemy on it plus every enemy next to it.
pub fn damage(s: &State, h: crate::fiefs::map::Hx) -> u8 {
    let Some(x) = s.tile(h).holding else {
        return 0;
    };
    let on = s.tile(h).unit.is_some_and(|u| besieges(&u, x.owner)) as u8;
    let next = s
        .map
        .neighbours(h)
        .filter(|n| s.tile(*n).unit.is_some_and(|u| besieges(&u, x.owner)))
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
    for h in s.map.hexes().collect::<Vec<_>>() {
        let t = *s.tile(h);
        if let (Some(x), Some(u)) = (t.holding, t.unit) {
            if x.pop == 0 && u.owner != x.owner {
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
    let gradual = s.options.rules.gradual_heal;
    for t in s.tiles.iter_mut() {
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
