//! Buy orders (R-KIN-MARKET-*): an offer on the table, bought once; castle scrolls in a castle of
//! the kingdom's own, each upgrade once a castle; a sawmill or tower where a soldier stands and
//! nothing is built yet, a sawmill not in a castle's area.

use super::tally::Tally;
use crate::kingdoms::market::Scroll;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Refusal};

impl Tally<'_> {
    pub fn buy(&mut self, offer: u8, at: Option<u16>) -> Result<(), Refusal> {
        let Some(of) = self.state.offers.get((offer as usize).wrapping_sub(1)) else {
            return Err(Refusal::at(
                offer.to_string(),
                msg!("kingdoms-no-such-offer", offer = offer),
            )
            .accepting((1..=self.state.offers.len()).map(|i| i.to_string())));
        };
        if self.bought.contains(&offer) {
            return Err(Refusal::at(
                offer.to_string(),
                msg!("kingdoms-offer-twice", offer = offer),
            ));
        }
        self.bought.push(offer);
        let scroll = of.scroll;
        if scroll == Scroll::Market {
            if self.market {
                return Err(Refusal::new(msg!("kingdoms-market-owned")));
            }
            self.market = true;
            return Ok(());
        }
        let Some(at) = at else {
            return Err(Refusal::new(msg!("kingdoms-word-missing", what = "area")));
        };
        if scroll.at_castle() {
            self.castle_scroll(scroll, at)
        } else {
            self.build_in_field(scroll, at)
        }
    }

    /// A scroll used in a castle: the kingdom's own, production below 6, each upgrade once a
    /// round, a galleon blueprint only beside a sea.
    fn castle_scroll(&mut self, scroll: Scroll, at: u16) -> Result<(), Refusal> {
        if !self.owns_castle(at) {
            return Err(Refusal::at(
                self.name(at),
                msg!("kingdoms-not-your-castle", area = self.name(at)),
            ));
        }
        if scroll == Scroll::Production && self.state.castle(at).is_some_and(|c| c.production >= 6)
        {
            return Err(Refusal::at(
                self.name(at),
                msg!("kingdoms-production-max", area = self.name(at)),
            ));
        }
        if matches!(scroll, Scroll::Production | Scroll::Defense) {
            if self.upgraded.contains(&(scroll, at)) {
                return Err(Refusal::at(
                    self.name(at),
                    msg!("kingdoms-upgraded-once", area = self.name(at)),
                ));
            }
            self.upgraded.push((scroll, at));
        }
        if scroll == Scroll::Blueprint
            && !self.geo.neighbours[at as usize]
                .iter()
                .any(|a| self.geo.is_sea(*a))
        {
            return Err(Refusal::at(
                self.name(at),
                msg!("kingdoms-no-sea-beside", area = self.name(at)),
            ));
        }
        Ok(())
    }

    /// A sawmill or tower: where a soldier of the kingdom stands and nothing is built yet; a
    /// sawmill never in a castle's area, whose castle is a building (R-KIN-MARKET-5).
    fn build_in_field(&mut self, scroll: Scroll, at: u16) -> Result<(), Refusal> {
        let soldier = self
            .state
            .units
            .iter()
            .any(|u| u.owner == self.seat && u.area == at && u.kind.builds());
        if !soldier {
            return Err(Refusal::at(
                self.name(at),
                msg!("kingdoms-needs-soldier", area = self.name(at)),
            ));
        }
        self.builder_kept(at)?;
        let tower = self
            .state
            .units
            .iter()
            .any(|u| u.area == at && u.kind == Kind::Tower);
        if self.state.sawmills.contains(&at) || tower || self.built.contains(&at) {
            return Err(Refusal::at(
                self.name(at),
                msg!("kingdoms-area-built", area = self.name(at)),
            ));
        }
        if scroll == Scroll::Sawmill && self.geo.is_castle(at) {
            return Err(Refusal::at(
                self.name(at),
                msg!("kingdoms-sawmill-in-castle", area = self.name(at)),
            ));
        }
        self.built.push(at);
        Ok(())
    }
}
