//! Cast orders (R-KIN-SPELL-*): a mage of the kingdom's own for each spell, with the mana for it,
//! casting within range.

use super::tally::Tally;
use crate::kingdoms::orders::Spell;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Refusal};

impl Tally<'_> {
    pub fn cast(&mut self, spell: Spell, from: u16, at: u16) -> Result<(), Refusal> {
        let mages: Vec<_> = self.state.units_at(self.seat, Kind::Mage, from).collect();
        let c = self.casts.entry(from).or_default();
        *c += 1;
        let nth = *c;
        // Disbanded mages are gone before the spell step (R-KIN-UPKEEP-4): the newest go, so the
        // casters are the oldest of the rest.
        let kept = mages.len() - self.disbanded_at(Kind::Mage, from);
        if nth > kept && nth <= mages.len() {
            return Err(self.disbanded_busy(Kind::Mage, from, mages.len()));
        }
        // Each mage casts once; the n-th cast from an area is the n-th mage's there.
        let Some(mage) = mages.get(nth - 1) else {
            return Err(Refusal::at(
                self.name(from),
                msg!("kingdoms-no-mage", area = self.name(from)),
            ));
        };
        if mage.mana < spell.mana() {
            return Err(Refusal::new(msg!(
                "kingdoms-no-mana",
                spell = spell.name(),
                needed = spell.mana(),
                have = mage.mana
            )));
        }
        if self.geo.distance(from, at) > Spell::RANGE {
            return Err(Refusal::at(
                self.name(at),
                msg!(
                    "kingdoms-out-of-range",
                    area = self.name(at),
                    range = Spell::RANGE
                ),
            ));
        }
        Ok(())
    }
}
