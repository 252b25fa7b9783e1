//! Disband orders (R-KIN-UPKEEP-2, R-KIN-UPKEEP-4): the units exist, and none of them is also
//! ordered to act. A disbanded unit is gone at step 0, before spells and movement (R-KIN-TURN-3),
//! so a disbanded mage casts nothing and a disbanded ship carries nothing: an order set that says
//! both is refused rather than left to fizzle at the reveal. Units aboard are lost with their ship
//! (R-KIN-SHIP-1): a set that disbands the ships under riders it keeps is refused too, and the
//! default disbanding takes such riders with their ship, so what the set says is what goes.

use super::tally::Tally;
use crate::kingdoms::orders::Order;
use crate::kingdoms::state::State;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Refusal};

const SHIPS: [Kind; 2] = [Kind::Trireme, Kind::Galleon];

/// The seas where `orders` disband ships.
fn seas_of(orders: impl IntoIterator<Item = (Kind, u16)>) -> Vec<u16> {
    let mut seas: Vec<u16> = orders
        .into_iter()
        .filter(|(k, _)| k.is_ship())
        .map(|(_, a)| a)
        .collect();
    seas.sort_unstable();
    seas.dedup();
    seas
}

/// Units of `seat` riding in `sea` that `gone(kind)` of each ground kind leaves, and the room the
/// ships left there after `gone(ship kind)` have.
fn riders_and_room(
    state: &State,
    seat: u8,
    sea: u16,
    gone: impl Fn(Kind) -> usize,
) -> (usize, usize) {
    let own = |k: Kind| state.count_at(seat, k, sea);
    let room: usize = SHIPS
        .iter()
        .map(|&k| own(k).saturating_sub(gone(k)) * k.stats().capacity as usize)
        .sum();
    let riders: usize = Kind::ALL
        .iter()
        .filter(|k| k.is_ground())
        .map(|&k| own(k).saturating_sub(gone(k)))
        .sum();
    (riders, room)
}

/// `orders` (disbandings) with the riders the disbanded ships leave without room added, newest
/// first, as the battles would drop them (R-KIN-SHIP-1).
pub(super) fn with_riders(state: &State, seat: u8, mut orders: Vec<Order>) -> Vec<Order> {
    let disbanded = |orders: &[Order], kind: Kind, area: u16| -> usize {
        orders
            .iter()
            .map(|o| match o {
                Order::Disband { n, kind: k, at } if *k == kind && *at == area => *n as usize,
                _ => 0,
            })
            .sum()
    };
    let seas = seas_of(orders.iter().filter_map(|o| match o {
        Order::Disband { kind, at, .. } => Some((*kind, *at)),
        _ => None,
    }));
    for sea in seas {
        let (riders, room) = riders_and_room(state, seat, sea, |k| disbanded(&orders, k, sea));
        let mut aboard: Vec<_> = state
            .units
            .iter()
            .filter(|u| u.owner == seat && u.area == sea && u.kind.is_ground())
            .collect();
        aboard.sort_by_key(|u| std::cmp::Reverse(u.id));
        let mut excess = riders.saturating_sub(room);
        // The newest of each kind are the ones a disband order takes (R-KIN-UPKEEP-2), so the
        // newest riders are counted past those the orders already disband.
        let mut skipped: std::collections::BTreeMap<Kind, usize> = Default::default();
        for u in aboard {
            if excess == 0 {
                break;
            }
            let seen = skipped.entry(u.kind).or_default();
            if *seen < disbanded(&orders, u.kind, sea) {
                *seen += 1;
                continue;
            }
            excess -= 1;
            match orders.iter_mut().find(
                |o| matches!(o, Order::Disband { kind, at, .. } if *kind == u.kind && *at == sea),
            ) {
                Some(Order::Disband { n, .. }) => {
                    *n += 1;
                    *seen += 1;
                }
                _ => {
                    orders.push(Order::Disband {
                        n: 1,
                        kind: u.kind,
                        at: sea,
                    });
                    *seen += 1;
                }
            }
        }
    }
    orders
}

impl Tally<'_> {
    pub fn disband(&mut self, kind: Kind, area: u16, n: u8) -> Result<(), Refusal> {
        *self.disbanded.entry((kind, area)).or_default() += n as usize;
        // Moves and conveys take from the same stack: `take` refuses their sum.
        self.take(kind, area, n)?;
        let have = self.state.count_at(self.seat, kind, area);
        let cast = self.casts.get(&area).copied().unwrap_or(0);
        if kind == Kind::Mage && cast + self.disbanded_at(kind, area) > have {
            return Err(self.disbanded_busy(kind, area, have));
        }
        if kind.builds() && self.built.contains(&area) {
            self.builder_kept(area)?;
        }
        if kind.is_ship() && self.aboard.contains_key(&area) {
            self.room_for(area, 0)?;
        }
        Ok(())
    }

    /// The room left on the kingdom's ships in `sea` once the set's disbanded ships are gone,
    /// against those riding there and those the set loads (plus `more`).
    pub fn room_for(&self, sea: u16, more: usize) -> Result<(), Refusal> {
        let own = |k: Kind| self.state.count_at(self.seat, k, sea);
        let ships = [Kind::Trireme, Kind::Galleon];
        let room: usize = ships
            .iter()
            .map(|&k| own(k) * k.stats().capacity as usize)
            .sum();
        let gone: usize = ships
            .iter()
            .map(|&k| self.disbanded_at(k, sea) * k.stats().capacity as usize)
            .sum();
        // Riders the set disbands need no room (R-KIN-UPKEEP-4).
        let riding = self
            .state
            .units
            .iter()
            .filter(|u| u.owner == self.seat && u.area == sea && u.kind.is_ground())
            .count()
            .saturating_sub(
                Kind::ALL
                    .iter()
                    .filter(|k| k.is_ground())
                    .map(|&k| self.disbanded_at(k, sea))
                    .sum(),
            );
        let load = self.aboard.get(&sea).copied().unwrap_or(0) + more;
        if load + riding <= room - gone {
            return Ok(());
        }
        let left = (room - gone).saturating_sub(riding);
        let message = if gone > 0 && load + riding <= room {
            msg!(
                "kingdoms-disbanded-ship",
                area = self.name(sea),
                room = left,
                asked = load
            )
        } else {
            msg!(
                "kingdoms-no-room",
                area = self.name(sea),
                room = left,
                asked = load
            )
        };
        Err(Refusal::new(message))
    }

    /// After the whole set: the ships it disbands leave room for the riders it keeps, who would
    /// otherwise be lost with them (R-KIN-SHIP-1, R-KIN-UPKEEP-4).
    pub fn riders_kept(&self) -> Result<(), Refusal> {
        for sea in seas_of(self.disbanded.keys().copied()) {
            let (riders, room) =
                riders_and_room(self.state, self.seat, sea, |k| self.disbanded_at(k, sea));
            if riders > room {
                return Err(Refusal::at(
                    self.name(sea),
                    msg!(
                        "kingdoms-disbanded-ship-riders",
                        area = self.name(sea),
                        riders = riders,
                        room = room
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A sawmill or tower at `area` is built by a swordsman or knight standing there
    /// (R-KIN-MARKET-5, -7): one the set does not disband.
    pub fn builder_kept(&self, area: u16) -> Result<(), Refusal> {
        let kept: usize = [Kind::Swordsman, Kind::Knight]
            .iter()
            .map(|&k| self.state.count_at(self.seat, k, area) - self.disbanded_at(k, area))
            .sum();
        if kept > 0 {
            return Ok(());
        }
        Err(Refusal::at(
            self.name(area),
            msg!("kingdoms-disbanded-builder", area = self.name(area)),
        ))
    }
}
