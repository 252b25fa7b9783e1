//! What an order set has used so far while its orders are checked one by one: later orders are
//! refused against what earlier ones of the same set already took, trained, bought or cast.

use crate::kingdoms::map::Geo;
use crate::kingdoms::market::Scroll;
use crate::kingdoms::state::State;
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Refusal};
use std::collections::BTreeMap;

pub(super) struct Tally<'s> {
    pub state: &'s State,
    pub seat: u8,
    pub geo: &'static Geo,
    /// Units each order takes from a stack: (kind, area) -> used.
    used: BTreeMap<(Kind, u16), usize>,
    /// Of those, the units disbanded: gone at step 0, before spells and movement (R-KIN-TURN-3),
    /// so they do nothing else this round (R-KIN-UPKEEP-4).
    pub disbanded: BTreeMap<(Kind, u16), usize>,
    /// Units trained in each castle, against its production.
    pub trained: BTreeMap<u16, u8>,
    pub bought: Vec<u8>,
    /// Castle upgrades bought, one of each kind a castle a round.
    pub upgraded: Vec<(Scroll, u16)>,
    /// Areas where a sawmill or tower is bought this round.
    pub built: Vec<u16>,
    /// Spells cast from each area: the n-th is the n-th mage's there.
    pub casts: BTreeMap<u16, usize>,
    /// Units loaded from land onto the ships of each sea.
    pub aboard: BTreeMap<u16, usize>,
    /// Where the ships of each sea sail: every convey from one sea must go the same way.
    pub routes: BTreeMap<u16, Vec<u16>>,
    /// Whether the kingdom has the market, or buys it in this set.
    pub market: bool,
}

impl<'s> Tally<'s> {
    pub fn new(state: &'s State, seat: u8) -> Self {
        Tally {
            state,
            seat,
            geo: state.geo(),
            used: BTreeMap::new(),
            disbanded: BTreeMap::new(),
            trained: BTreeMap::new(),
            bought: Vec::new(),
            upgraded: Vec::new(),
            built: Vec::new(),
            casts: BTreeMap::new(),
            aboard: BTreeMap::new(),
            routes: BTreeMap::new(),
            market: state.kingdoms[seat as usize].market,
        }
    }

    pub fn name(&self, a: u16) -> String {
        self.geo.name(a)
    }

    pub fn owns_castle(&self, a: u16) -> bool {
        self.state.castle(a).is_some() && self.state.owners[a as usize] == Some(self.seat)
    }

    /// Takes `n` units of `kind` from the kingdom's stack at `area`, refused when the orders so far
    /// take more than stand there.
    pub fn take(&mut self, kind: Kind, area: u16, n: u8) -> Result<(), Refusal> {
        let have = self.state.count_at(self.seat, kind, area);
        let u = self.used.entry((kind, area)).or_default();
        *u += n as usize;
        let asked = *u;
        let gone = self.disbanded_at(kind, area);
        if asked > have && gone > 0 && gone <= have {
            // The stack holds enough for the disbanding alone: what is wrong is ordering the
            // disbanded units about as well (R-KIN-UPKEEP-4).
            return Err(self.disbanded_busy(kind, area, have));
        }
        if asked > have {
            return Err(Refusal::new(msg!(
                "kingdoms-too-few-units",
                kind = kind.name(),
                area = self.name(area),
                have = have,
                asked = asked
            )));
        }
        Ok(())
    }

    /// How many of the kingdom's `kind` at `area` the orders so far disband.
    pub fn disbanded_at(&self, kind: Kind, area: u16) -> usize {
        self.disbanded.get(&(kind, area)).copied().unwrap_or(0)
    }

    /// The refusal of an order set that disbands units of a stack and orders them about too
    /// (R-KIN-UPKEEP-4): how many go, and how many of the stack may still act.
    pub fn disbanded_busy(&self, kind: Kind, area: u16, have: usize) -> Refusal {
        let gone = self.disbanded_at(kind, area);
        Refusal::at(
            self.name(area),
            msg!(
                "kingdoms-disbanded-busy",
                kind = kind.name(),
                area = self.name(area),
                disbanded = gone,
                have = have,
                free = have.saturating_sub(gone)
            ),
        )
    }
}
