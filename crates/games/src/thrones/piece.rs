//! The ten piece types (R-THR-PIECE-1) and what each may do, as data.

use super::board::Tile;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    Ranger,
    Spearman,
    Crossbowman,
    Catapult,
    Trebuchet,
    Lancer,
    Warhorse,
    Elephant,
    Dragon,
    Throne,
}

/// Pieces of each player in all (R-THR-PIECE-1).
pub const PIECES: usize = 15;

impl Kind {
    pub const ALL: [Kind; 10] = [
        Kind::Ranger,
        Kind::Spearman,
        Kind::Crossbowman,
        Kind::Catapult,
        Kind::Trebuchet,
        Kind::Lancer,
        Kind::Warhorse,
        Kind::Elephant,
        Kind::Dragon,
        Kind::Throne,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// How many of this type each player has (R-THR-PIECE-1).
    pub fn count(self) -> usize {
        match self {
            Kind::Catapult | Kind::Trebuchet | Kind::Warhorse | Kind::Dragon | Kind::Throne => 1,
            _ => 2,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Kind::Ranger => 'R',
            Kind::Spearman => 'S',
            Kind::Crossbowman => 'X',
            Kind::Catapult => 'C',
            Kind::Trebuchet => 'T',
            Kind::Lancer => 'L',
            Kind::Warhorse => 'H',
            Kind::Elephant => 'E',
            Kind::Dragon => 'D',
            Kind::Throne => 'K',
        }
    }

    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Ranger => "ranger",
            Kind::Spearman => "spearman",
            Kind::Crossbowman => "crossbowman",
            Kind::Catapult => "catapult",
            Kind::Trebuchet => "trebuchet",
            Kind::Lancer => "lancer",
            Kind::Warhorse => "warhorse",
            Kind::Elephant => "elephant",
            Kind::Dragon => "dragon",
            Kind::Throne => "throne",
        }
    }

    /// The firing distance of a firing piece (R-THR-ENGAGE-3).
    pub fn range(self) -> Option<i8> {
        match self {
            Kind::Crossbowman => Some(1),
            Kind::Catapult => Some(2),
            Kind::Trebuchet => Some(3),
            _ => None,
        }
    }

    pub fn fires(self) -> bool {
        self.range().is_some()
    }

    /// Whether this type always passes the survival check of `tile` (R-THR-SURV-2).
    pub fn survives(self, tile: Tile) -> bool {
        match (self, tile) {
            (Kind::Dragon, _) => true,
            (Kind::Ranger, Tile::Mountain) | (Kind::Spearman, Tile::Water) => true,
            (_, Tile::Mountain | Tile::Water) => false,
            _ => true,
        }
    }

    /// The terrain whose connected squares this type may run across (R-THR-MOVE-2).
    pub fn runs_on(self) -> Option<Tile> {
        match self {
            Kind::Lancer => Some(Tile::Plains),
            Kind::Spearman => Some(Tile::Water),
            _ => None,
        }
    }

    /// A rough worth, for the bot.
    pub fn worth(self) -> i32 {
        match self {
            Kind::Throne => 1000,
            Kind::Dragon => 9,
            Kind::Trebuchet | Kind::Catapult => 6,
            Kind::Elephant | Kind::Warhorse => 5,
            Kind::Crossbowman | Kind::Lancer => 4,
            Kind::Ranger | Kind::Spearman => 3,
        }
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub owner: u8,
    pub kind: Kind,
}
