//! A train order (R-KIN-TRAIN-*): in a castle of the kingdom's own, a kind that is trained, a ship
//! only beside a sea, and no more in a castle than it produces.

use super::tally::Tally;
use crate::kingdoms::rules::builds::launch_seas;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Refusal};

impl Tally<'_> {
    pub fn train(
        &mut self,
        n: u8,
        kind: Kind,
        castle: u16,
        sea: Option<u16>,
    ) -> Result<(), Refusal> {
        if !self.owns_castle(castle) {
            return Err(Refusal::at(
                self.name(castle),
                msg!("kingdoms-not-your-castle", area = self.name(castle)),
            ));
        }
        if !Kind::TRAINED.contains(&kind) {
            return Err(Refusal::at(
                kind.name(),
                msg!("kingdoms-not-trained", kind = kind.name()),
            )
            .accepting(Kind::TRAINED.iter().map(|k| k.name())));
        }
        if kind.is_ship()
            && !self.geo.neighbours[castle as usize]
                .iter()
                .any(|a| self.geo.is_sea(*a))
        {
            return Err(Refusal::at(
                self.name(castle),
                msg!("kingdoms-no-sea-beside", area = self.name(castle)),
            ));
        }
        if let Some(sea) = sea {
            let seas = launch_seas(self.state, castle);
            if !seas.contains(&sea) {
                let refusal = if self.geo.is_sea(sea) {
                    msg!(
                        "kingdoms-not-adjacent",
                        to = self.name(sea),
                        from = self.name(castle)
                    )
                } else {
                    msg!(
                        "kingdoms-wrong-terrain",
                        kind = kind.name(),
                        area = self.name(sea)
                    )
                };
                return Err(Refusal::at(self.name(sea), refusal)
                    .accepting(seas.iter().map(|a| self.name(*a))));
            }
        }
        let t = self.trained.entry(castle).or_default();
        *t += n;
        let t = *t;
        let production = self.state.castle(castle).map_or(0, |c| c.production);
        if t > production {
            return Err(Refusal::new(msg!(
                "kingdoms-over-production",
                area = self.name(castle),
                production = production,
                asked = t
            )));
        }
        Ok(())
    }
}
