//! When a hard bot disbands (R-KIN-BOT-6): upkeep it cannot pay. In debt it chooses what goes
//! (the default, R-KIN-UPKEEP-3, takes the newest units, which are often the knights it has just
//! trained at its front); before a debt it lets its idle units go, so the units that fight stay
//! and the treasury is not emptied for the next round's training.

use crate::kingdoms::orders::Order;
use crate::kingdoms::state::{State, Unit};
use crate::kingdoms::units::Kind;

/// A unit this many steps or more from every castle it could take, with no enemy near, is
/// idle: two rounds' walk even for a knight (the same long walk as R-KIN-BOT-3's).
const FAR: u32 = 4;

/// The disbandings of a hard bot for this round: units worth its debt, least useful first, or,
/// when the round's upkeep would exceed its income and treasury, its idle units until it fits.
pub(super) fn disbands(state: &State, seat: u8) -> Vec<Order> {
    let k = &state.kingdoms[seat as usize];
    let upkeep = state.upkeep(seat);
    let (need, idle_only) = if k.debt > 0 {
        (k.debt.min(upkeep), false)
    } else {
        let coming = upkeep.saturating_sub(state.income(seat) + k.gold);
        (coming, true)
    };
    if need == 0 {
        return Vec::new();
    }
    let mut units: Vec<(bool, std::cmp::Reverse<u32>, std::cmp::Reverse<u32>, &Unit)> = state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind.stats().upkeep > 0)
        .map(|u| {
            (
                !idle(state, seat, u),
                std::cmp::Reverse(front(state, seat, u.area)),
                std::cmp::Reverse(u.id),
                u,
            )
        })
        .filter(|(busy, ..)| !(idle_only && *busy))
        .collect();
    // Idle first, then the farthest from a castle to take, the newest among equals (as the
    // default): never by area, which would favour a corner of the map (R-KIN-MAP-8).
    units.sort_by_key(|(busy, far, newest, u)| (*busy, keeps(state, seat, u), *far, *newest));
    crate::kingdoms::rules::check::disband_until(
        state,
        seat,
        units.into_iter().map(|(.., u)| u),
        need,
    )
}

/// Steps from `area` to the nearest castle the seat does not hold (0 when it holds them all).
fn front(state: &State, seat: u8, area: u16) -> u32 {
    let geo = state.geo();
    state
        .castles
        .iter()
        .filter(|c| state.owners[c.area as usize] != Some(seat))
        .map(|c| geo.distance(area, c.area))
        .min()
        .unwrap_or(0)
}

/// The last unit of the seat in a castle it holds keeps the castle, a ship with units aboard
/// carries them, and a mage with the mana for an earthquake is about to cast it (R-KIN-BOT-5):
/// they go last.
fn keeps(state: &State, seat: u8, u: &Unit) -> bool {
    if u.kind.is_ship() {
        return !idle(state, seat, u);
    }
    if u.kind == Kind::Mage && u.mana >= 2 {
        return true;
    }
    state.geo().is_castle(u.area)
        && state.owners[u.area as usize] == Some(seat)
        && state
            .units
            .iter()
            .filter(|o| o.owner == seat && o.area == u.area)
            .count()
            == 1
}

/// A unit that does nothing for the seat: a ship with nothing aboard, or a unit outside the
/// seat's castles that is far from every castle to take and has no enemy within two steps.
fn idle(state: &State, seat: u8, u: &Unit) -> bool {
    let geo = state.geo();
    if u.kind.is_ship() {
        return !state
            .units
            .iter()
            .any(|o| o.owner == seat && o.area == u.area && o.kind.is_ground());
    }
    let in_castle = geo.is_castle(u.area) && state.owners[u.area as usize] == Some(seat);
    let enemy_near = state
        .units
        .iter()
        .any(|o| o.owner != seat && geo.distance(o.area, u.area) <= 2);
    u.kind != Kind::Tower && !in_castle && !enemy_near && front(state, seat, u.area) >= FAR
}
