//! The state of a kingdoms match: plain data, ordered collections only, so its JSON is canonical.

use super::map::{self, Geo, Map};
use super::market::{Offer, Tech};
use super::orders::Order;
use super::units::Kind;
use korona_engine::{Message, Sealed};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Gold each kingdom starts with (R-KIN-SETUP-3).
pub const START_GOLD: u32 = 10;
/// Mana a mage can hold (R-KIN-SPELL-5).
pub const MAX_MANA: u8 = 3;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kingdom {
    pub gold: u32,
    /// Upkeep left unpaid: next turn's orders must disband units worth it (R-KIN-UPKEEP-2).
    pub debt: u32,
    pub alive: bool,
    pub market: bool,
    pub techs: Vec<Tech>,
    pub research: Option<Research>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Research {
    pub tech: Tech,
    /// Installments still to pay.
    pub left: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Castle {
    pub area: u16,
    pub production: u8,
    pub defense: u8,
    /// Whose home base it was (home bases produce 2 at the start, R-KIN-TRAIN-2).
    pub home_of: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub id: u32,
    pub owner: u8,
    pub kind: Kind,
    pub area: u16,
    /// Hits taken this turn; healed at its end (R-KIN-BATTLE-6).
    pub damage: u8,
    pub mana: u8,
    /// A tower without fighting power in the turn it is built (R-KIN-MARKET-7).
    pub ready: bool,
}

/// Units paid for, appearing at the build step of `round` if the castle did not change hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Training {
    pub castle: u16,
    pub owner: u8,
    pub kind: Kind,
    pub count: u8,
    pub round: u32,
    /// The sea a ship is launched into, if its order named one (R-KIN-TRAIN-5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sea: Option<u16>,
}

/// A battle of the last round, for the map: where (one area, or the two a skirmish was fought
/// between), who was left, how many units fell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fought {
    pub areas: Vec<u16>,
    pub winner: Option<u8>,
    pub fell: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    pub winner: Option<u8>,
    pub reason: Message,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub map: String,
    pub seats: u8,
    pub round: u32,
    pub max_rounds: u32,
    pub kingdoms: Vec<Kingdom>,
    /// Owner of each area by id (sea areas have none).
    pub owners: Vec<Option<u8>>,
    pub sawmills: Vec<u16>,
    pub castles: Vec<Castle>,
    pub units: Vec<Unit>,
    pub next_id: u32,
    pub training: Vec<Training>,
    pub offers: Vec<Offer>,
    pub tech_offer: Option<Tech>,
    /// This round's order sets, sealed until all are in or the deadline (R-KIN-TURN-2).
    pub orders: Sealed<Vec<Order>>,
    /// Last round's order sets, public since the reveal.
    pub revealed: BTreeMap<u8, Vec<Order>>,
    /// Last round's battles, public since they were fought.
    #[serde(default)]
    pub battles: Vec<Fought>,
    pub finish: Option<Finish>,
}

impl State {
    pub fn geo(&self) -> &'static Geo {
        map::geo(&self.map)
    }

    pub fn map_data(&self) -> &'static Map {
        map::find(&self.map)
    }

    pub fn over(&self) -> bool {
        self.finish.is_some()
    }

    pub fn alive(&self) -> impl Iterator<Item = korona_engine::Seat> + Clone + '_ {
        (0..self.seats)
            .filter(|s| self.kingdoms[*s as usize].alive)
            .map(korona_engine::Seat)
    }

    pub fn castle(&self, area: u16) -> Option<&Castle> {
        self.castles.iter().find(|c| c.area == area)
    }

    pub fn castle_mut(&mut self, area: u16) -> Option<&mut Castle> {
        self.castles.iter_mut().find(|c| c.area == area)
    }

    pub fn castles_of(&self, seat: u8) -> usize {
        self.castles
            .iter()
            .filter(|c| self.owners[c.area as usize] == Some(seat))
            .count()
    }

    pub fn to_win(&self) -> u8 {
        self.map_data()
            .seating(self.seats)
            .map_or(u8::MAX, |s| s.to_win)
    }

    pub fn units_at(&self, seat: u8, kind: Kind, area: u16) -> impl Iterator<Item = &Unit> {
        self.units
            .iter()
            .filter(move |u| u.owner == seat && u.kind == kind && u.area == area)
    }

    pub fn count_at(&self, seat: u8, kind: Kind, area: u16) -> usize {
        self.units_at(seat, kind, area).count()
    }

    pub fn sawmills_of(&self, seat: u8) -> usize {
        self.sawmills
            .iter()
            .filter(|a| self.owners[**a as usize] == Some(seat))
            .count()
    }

    pub fn has_tech(&self, seat: u8, tech: Tech) -> bool {
        self.kingdoms[seat as usize].techs.contains(&tech)
    }

    /// A unit kind's movement for this kingdom, techs included.
    pub fn movement(&self, seat: u8, kind: Kind) -> u8 {
        let base = kind.stats().movement;
        if kind == Kind::Knight && self.has_tech(seat, Tech::Horsemanship) {
            base + 1
        } else {
            base
        }
    }

    /// A unit kind's attack for this kingdom, techs included.
    pub fn attack(&self, seat: u8, kind: Kind) -> u32 {
        let base = kind.stats().attack as u32;
        if kind == Kind::Swordsman && self.has_tech(seat, Tech::Smithing) {
            base + 1
        } else {
            base
        }
    }

    /// The upkeep this kingdom owes for its units (R-KIN-UPKEEP-1).
    pub fn upkeep(&self, seat: u8) -> u32 {
        self.units
            .iter()
            .filter(|u| u.owner == seat)
            .map(|u| u.kind.stats().upkeep)
            .sum()
    }

    /// What this kingdom's areas, sawmills and castles yield (R-KIN-INCOME-1..3).
    pub fn income(&self, seat: u8) -> u32 {
        let geo = self.geo();
        let areas: u32 = geo
            .areas()
            .filter(|a| self.owners[*a as usize] == Some(seat))
            .map(|a| geo.income[a as usize] as u32)
            .sum();
        let castles = self.castles_of(seat) as u32;
        let k = &self.kingdoms[seat as usize];
        let mut total = areas + 2 * self.sawmills_of(seat) as u32;
        if k.market {
            total += castles;
        }
        if k.techs.contains(&Tech::Taxation) {
            total += castles;
        }
        total
    }
}
