//! The market (R-KIN-MARKET-1..): each round a seeded random offer of scrolls at seeded random
//! prices, and every third round a tech to research (R-KIN-TECH-1..).

use korona_engine::Dice;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Scroll {
    Defense,
    Production,
    Sawmill,
    Market,
    DragonEgg,
    Blueprint,
    Tower,
}

/// Scrolls offered each round (R-KIN-MARKET-1).
pub const OFFERS_PER_ROUND: usize = 3;

impl Scroll {
    pub const ALL: [Scroll; 7] = [
        Scroll::Defense,
        Scroll::Production,
        Scroll::Sawmill,
        Scroll::Market,
        Scroll::DragonEgg,
        Scroll::Blueprint,
        Scroll::Tower,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Scroll::Defense => "defense",
            Scroll::Production => "production",
            Scroll::Sawmill => "sawmill",
            Scroll::Market => "market",
            Scroll::DragonEgg => "dragon-egg",
            Scroll::Blueprint => "blueprint",
            Scroll::Tower => "tower",
        }
    }

    /// The lowest price; the dice add 0-3 (R-KIN-MARKET-2).
    pub fn base_price(self) -> u32 {
        match self {
            Scroll::Defense => 3,
            Scroll::Production => 4,
            Scroll::Sawmill => 4,
            Scroll::Market => 8,
            Scroll::DragonEgg => 12,
            Scroll::Blueprint => 10,
            Scroll::Tower => 3,
        }
    }

    /// Used at a castle (rather than in an area by a soldier, or nowhere).
    pub fn at_castle(self) -> bool {
        matches!(
            self,
            Scroll::Defense | Scroll::Production | Scroll::DragonEgg | Scroll::Blueprint
        )
    }

    /// Built in an area by a swordsman or knight standing there.
    pub fn by_soldier(self) -> bool {
        matches!(self, Scroll::Sawmill | Scroll::Tower)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub scroll: Scroll,
    pub price: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tech {
    Smithing,
    Horsemanship,
    Masonry,
    Taxation,
    Arcana,
}

/// Gold per installment and installments of every research (R-KIN-TECH-2).
pub const TECH_COST: u32 = 3;
pub const TECH_ROUNDS: u8 = 3;

impl Tech {
    pub const ALL: [Tech; 5] = [
        Tech::Smithing,
        Tech::Horsemanship,
        Tech::Masonry,
        Tech::Taxation,
        Tech::Arcana,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Tech::Smithing => "smithing",
            Tech::Horsemanship => "horsemanship",
            Tech::Masonry => "masonry",
            Tech::Taxation => "taxation",
            Tech::Arcana => "arcana",
        }
    }
}

/// The round's offer: three different scrolls at random prices (R-KIN-MARKET-1, -2).
pub fn draw_offers(dice: &mut Dice) -> Vec<Offer> {
    let mut kinds = Scroll::ALL.to_vec();
    dice.shuffle(&mut kinds);
    let mut offers: Vec<Offer> = kinds
        .into_iter()
        .take(OFFERS_PER_ROUND)
        .map(|scroll| Offer {
            scroll,
            price: scroll.base_price() + dice.below(4),
        })
        .collect();
    offers.sort_by_key(|o| o.scroll);
    offers
}

/// Every third round a random tech (R-KIN-TECH-1).
pub fn draw_tech(round: u32, dice: &mut Dice) -> Option<Tech> {
    round
        .is_multiple_of(3)
        .then(|| Tech::ALL[dice.pick(Tech::ALL.len())])
}
