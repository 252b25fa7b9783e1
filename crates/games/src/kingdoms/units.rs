//! The unit kinds and their values (R-KIN-UNIT-1..): movement, hit points, attack, cost, upkeep,
//! capacity and build time, as the source's unit table gives them.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    Swordsman,
    Knight,
    Mage,
    Trireme,
    Galleon,
    Dragon,
    Tower,
}

/// What a unit kind is worth (R-KIN-UNIT-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stats {
    pub movement: u8,
    pub hp: u8,
    pub attack: u8,
    /// Gold to train; for scroll-built kinds, their worth when choosing whom damage hits first.
    pub cost: u32,
    pub upkeep: u32,
    pub capacity: u8,
    /// Turns from the order to the unit (1: ready next turn).
    pub build_time: u8,
}

impl Kind {
    pub const ALL: [Kind; 7] = [
        Kind::Swordsman,
        Kind::Knight,
        Kind::Mage,
        Kind::Trireme,
        Kind::Galleon,
        Kind::Dragon,
        Kind::Tower,
    ];

    /// Kinds a castle trains for gold (R-KIN-TRAIN-1).
    pub const TRAINED: [Kind; 4] = [Kind::Swordsman, Kind::Knight, Kind::Mage, Kind::Trireme];

    pub fn stats(self) -> Stats {
        let s = |movement, hp, attack, cost, upkeep, capacity, build_time| Stats {
            movement,
            hp,
            attack,
            cost,
            upkeep,
            capacity,
            build_time,
        };
        match self {
            Kind::Swordsman => s(1, 2, 1, 2, 1, 0, 1),
            Kind::Knight => s(2, 3, 2, 5, 2, 0, 1),
            Kind::Trireme => s(1, 2, 2, 5, 1, 3, 1),
            Kind::Galleon => s(1, 7, 4, 10, 2, 1, 2),
            Kind::Mage => s(1, 1, 1, 5, 1, 0, 1),
            Kind::Dragon => s(3, 5, 3, 12, 4, 0, 2),
            Kind::Tower => s(0, 1, 3, 4, 0, 0, 2),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Swordsman => "swordsman",
            Kind::Knight => "knight",
            Kind::Mage => "mage",
            Kind::Trireme => "trireme",
            Kind::Galleon => "galleon",
            Kind::Dragon => "dragon",
            Kind::Tower => "tower",
        }
    }

    /// The one-letter short name used on the map and by the battle calculator (R-KIN-ODDS-2).
    pub fn letter(self) -> char {
        match self {
            Kind::Swordsman => 'S',
            Kind::Knight => 'K',
            Kind::Mage => 'M',
            Kind::Trireme => 'R',
            Kind::Galleon => 'G',
            Kind::Dragon => 'D',
            Kind::Tower => 'T',
        }
    }

    /// Reads a kind: its name, its plural or its letter, in any case.
    pub fn parse(word: &str) -> Option<Kind> {
        let w = word.to_ascii_lowercase();
        Kind::ALL.into_iter().find(|k| {
            let n = k.name();
            w == n
                || w == format!("{n}s")
                || (n.ends_with("man") && w == format!("{}men", &n[..n.len() - 3]))
                || w.len() == 1 && w.starts_with(k.letter().to_ascii_lowercase())
        })
    }

    pub fn is_ship(self) -> bool {
        matches!(self, Kind::Trireme | Kind::Galleon)
    }

    /// Swordsmen, knights and mages: what walks, captures and an earthquake hurts (R-KIN-SPELL-4).
    pub fn is_ground(self) -> bool {
        matches!(self, Kind::Swordsman | Kind::Knight | Kind::Mage)
    }

    /// May stand in a land area.
    pub fn on_land(self) -> bool {
        !self.is_ship()
    }

    /// May stand in a sea area.
    pub fn on_sea(self) -> bool {
        self.is_ship() || self == Kind::Dragon
    }

    /// Swordsmen and knights build sawmills and towers (R-KIN-MARKET-4, R-KIN-MARKET-7).
    pub fn builds(self) -> bool {
        matches!(self, Kind::Swordsman | Kind::Knight)
    }
}
