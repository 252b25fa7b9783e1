//! Move and convey orders (R-KIN-MOVE-*, R-KIN-SHIP-*): a path of adjacent areas within the
//! kind's movement and terrain, or a crossing by the kingdom's own ships with room for the load.

use super::tally::Tally;
use crate::kingdoms::rules::movement;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Refusal};

impl Tally<'_> {
    pub fn move_units(&mut self, n: u8, kind: Kind, path: &[u16]) -> Result<(), Refusal> {
        let steps = path.len() - 1;
        let movement = self.state.movement(self.seat, kind);
        if steps > movement as usize {
            return Err(Refusal::new(msg!(
                "kingdoms-too-far",
                kind = kind.name(),
                movement = movement,
                steps = steps
            )));
        }
        self.step_by_step(path)?;
        if kind.is_ground() && self.geo.is_sea(path[0]) {
            // Aboard units leave their ship by convey only (R-KIN-SHIP-4).
            return Err(Refusal::at(
                self.name(path[0]),
                msg!("kingdoms-aboard-convey", area = self.name(path[0])),
            ));
        }
        for a in &path[1..] {
            let ok = if self.geo.is_sea(*a) {
                kind.on_sea()
            } else {
                kind.on_land()
            };
            if !ok {
                return Err(Refusal::at(
                    self.name(*a),
                    msg!(
                        "kingdoms-wrong-terrain",
                        kind = kind.name(),
                        area = self.name(*a)
                    ),
                ));
            }
        }
        self.take(kind, path[0], n)?;
        Ok(())
    }

    pub fn convey(&mut self, n: u8, kind: Kind, path: &[u16]) -> Result<(), Refusal> {
        self.step_by_step(path)?;
        // R-KIN-SHIP-1, R-KIN-SHIP-4: from land or from aboard, over one or two seas (the
        // ship moves 1), to land or staying aboard.
        let seas = movement::seas(self.geo, path);
        let shape = kind.is_ground()
            && (1..=2).contains(&seas.len())
            && seas.iter().all(|a| self.geo.is_sea(*a))
            && path.len() <= 4;
        if !shape {
            return Err(Refusal::new(msg!("kingdoms-convey-shape")));
        }
        match self.routes.get(&seas[0]) {
            Some(r) if r != &seas[1..] => return Err(Refusal::new(msg!("kingdoms-convey-shape"))),
            _ => {
                self.routes.insert(seas[0], seas[1..].to_vec());
            }
        }
        // Units riding there already count against the room, and ships the set disbands carry
        // nothing (R-KIN-UPKEEP-4).
        let load = self.aboard.entry(seas[0]).or_default();
        if !self.geo.is_sea(path[0]) {
            *load += n as usize;
        }
        self.room_for(seas[0], 0)?;
        self.take(kind, path[0], n)?;
        Ok(())
    }

    /// Each area of `path` borders the one before it.
    fn step_by_step(&self, path: &[u16]) -> Result<(), Refusal> {
        for w in path.windows(2) {
            if !self.geo.adjacent(w[0], w[1]) {
                return Err(Refusal::at(
                    self.name(w[1]),
                    msg!(
                        "kingdoms-not-adjacent",
                        from = self.name(w[0]),
                        to = self.name(w[1])
                    ),
                ));
            }
        }
        Ok(())
    }
}
