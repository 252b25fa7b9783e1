//! Disband orders (R-KIN-UPKEEP-2, R-KIN-UPKEEP-4): the units exist, and none of them is also
//! ordered to act. A disbanded unit is gone at step 0, before spells and movement (R-KIN-TURN-3),
//! so a disbanded mage casts nothing and a disbanded ship carries nothing: an order set that says
//! both is refused rather than left to fizzle at the reveal.

use super::tally::Tally;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Refusal};

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
        let riding = self
            .state
            .units
            .iter()
            .filter(|u| u.owner == self.seat && u.area == sea && u.kind.is_ground())
            .count();
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
