//! The whole position: houses, and per hex its owner, holding and unit. Terrain is map data.

use super::map::{self, Hx, Map, Terrain};
use super::options::Options;
use korona_engine::Message;
use serde::{Deserialize, Serialize};

/// The houses a seat may be dealt (R-FIEF-SEAT-2), in colour order.
pub const HOUSE_NAMES: [&str; 6] = ["Falcon", "Stag", "Boar", "Wolf", "Bear", "Raven"];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum HoldingKind {
    Castle,
    Village,
    Outpost,
}

impl HoldingKind {
    /// Population at full strength (R-FIEF-HOLD-1).
    pub fn pop(self) -> u8 {
        match self {
            HoldingKind::Castle => 5,
            HoldingKind::Village => 3,
            HoldingKind::Outpost => 1,
        }
    }

    /// Whether a unit's supply path must reach one (R-FIEF-SUP-3).
    pub fn anchor(self) -> bool {
        !matches!(self, HoldingKind::Outpost)
    }

    pub fn name(self) -> &'static str {
        match self {
            HoldingKind::Castle => "castle",
            HoldingKind::Village => "village",
            HoldingKind::Outpost => "outpost",
        }
    }
}

/// Gold an outpost or a village upgrade costs (R-FIEF-HOLD-3, R-FIEF-HOLD-4).
pub const HOLDING_COST: i32 = 20;
/// Gold a quartermaster costs (R-FIEF-SUP-5).
pub const QUARTERMASTER_COST: i32 = 25;
/// Gold a paid passage costs, paid to the house whose fiefs are crossed (R-FIEF-SUP-6).
pub const PASSAGE_COST: i32 = 4;
/// Gold a house starts with (R-FIEF-START-3).
pub const START_GOLD: i32 = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum UnitKind {
    Spearman,
    Knight,
    Bowman,
}

impl UnitKind {
    pub const ALL: [UnitKind; 3] = [UnitKind::Spearman, UnitKind::Knight, UnitKind::Bowman];

    /// Recruiting cost (R-FIEF-UNIT-3).
    pub fn cost(self) -> i32 {
        match self {
            UnitKind::Spearman => 6,
            UnitKind::Bowman => 8,
            UnitKind::Knight => 10,
        }
    }

    /// The order word.
    pub fn word(self) -> &'static str {
        match self {
            UnitKind::Spearman => "spear",
            UnitKind::Knight => "knight",
            UnitKind::Bowman => "bow",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            UnitKind::Spearman => "spearman",
            UnitKind::Knight => "knight",
            UnitKind::Bowman => "bowman",
        }
    }

    /// Hexes it may move in one turn (R-FIEF-MOVE-1).
    pub fn reach(self) -> usize {
        match self {
            UnitKind::Knight => 2,
            _ => 1,
        }
    }

    /// Whether `self` kills `other` in the triangle (R-FIEF-FIGHT-1).
    pub fn beats(self, other: UnitKind) -> bool {
        matches!(
            (self, other),
            (UnitKind::Spearman, UnitKind::Knight)
                | (UnitKind::Knight, UnitKind::Bowman)
                | (UnitKind::Bowman, UnitKind::Spearman)
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    pub kind: HoldingKind,
    pub owner: u8,
    /// Current population, at most the kind's (R-FIEF-HOLD-2).
    pub pop: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub owner: u8,
    pub kind: UnitKind,
    /// It moved, shot or was recruited this turn.
    pub done: bool,
    /// A bowman that shot this round: it adds no siege damage (R-FIEF-SIEGE-2).
    pub fired: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    pub owner: Option<u8>,
    pub holding: Option<Holding>,
    pub unit: Option<Unit>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct House {
    /// Index into [`HOUSE_NAMES`] and the palette: dealt at random (R-FIEF-SEAT-2).
    pub house: u8,
    pub site: Hx,
    /// Never negative (R-FIEF-SUP-4).
    pub gold: i32,
    /// Income collected over the match (R-FIEF-INC-3).
    pub tax: u32,
    pub quartermaster: bool,
    /// Seats whose fiefs this house's supply may cross this turn, paid for (R-FIEF-SUP-6).
    #[serde(default)]
    pub passage: Vec<u8>,
    /// The round in which it last recruited (R-FIEF-UNIT-2).
    pub recruited: Option<u32>,
    /// Out of the match (R-FIEF-WIN-4, R-FIEF-WIN-6).
    pub out: bool,
}

impl House {
    pub fn name(&self) -> &'static str {
        HOUSE_NAMES[self.house as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Season {
    Spring,
    Summer,
    Autumn,
    Winter,
}

impl Season {
    pub fn name(self) -> &'static str {
        match self {
            Season::Spring => "spring",
            Season::Summer => "summer",
            Season::Autumn => "autumn",
            Season::Winter => "winter",
        }
    }
}

/// A move or a shot of a house's latest turn, for the picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    pub seat: u8,
    /// The path of a move, or the bowman's hex and its target's.
    pub path: Vec<Hx>,
    /// It attacked a unit (a melee or a shot).
    pub fight: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    pub winner: Option<u8>,
    pub reason: Message,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    /// The match's map (R-FIEF-MAP-1..6); it never changes.
    pub map: Map,
    pub houses: Vec<House>,
    /// Row by row, as the map's hexes.
    pub tiles: Vec<Tile>,
    pub to_move: u8,
    /// Rounds from 1 (R-FIEF-SEASON-1).
    pub round: u32,
    pub finish: Option<Finish>,
    /// Each house's moves and shots of its latest turn, for the picture; a house's are dropped when
    /// its next turn begins.
    #[serde(default)]
    pub trail: Vec<Trace>,
    /// The shots of this round, (bowman's hex, target's hex): a bowman that fired elsewhere than at
    /// a holding adds no siege damage to it (R-FIEF-SIEGE-2); cleared at the round's end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub volleys: Vec<(Hx, Hx)>,
}

impl State {
    pub fn tile(&self, h: Hx) -> &Tile {
        &self.tiles[self.map.index(h)]
    }

    pub fn tile_mut(&mut self, h: Hx) -> &mut Tile {
        let i = self.map.index(h);
        &mut self.tiles[i]
    }

    pub fn over(&self) -> bool {
        self.finish.is_some()
    }

    pub fn seats(&self) -> u8 {
        self.houses.len() as u8
    }

    /// R-FIEF-SEASON-1: spring, summer, autumn, winter, one a round.
    pub fn season(&self) -> Season {
        match (self.round.max(1) - 1) % 4 {
            0 => Season::Spring,
            1 => Season::Summer,
            2 => Season::Autumn,
            _ => Season::Winter,
        }
    }

    /// Whether a unit may stand on `h` now (R-FIEF-MOVE-2, R-FIEF-SEASON-2).
    pub fn passable(&self, h: Hx) -> bool {
        match self.map.terrain(h) {
            Terrain::Plain | Terrain::Forest => true,
            Terrain::Mountain => false,
            Terrain::Lake => self.season() == Season::Winter,
        }
    }

    pub fn fiefs(&self, seat: u8) -> u32 {
        self.tiles.iter().filter(|t| t.owner == Some(seat)).count() as u32
    }

    /// Total current population of the house's holdings (R-FIEF-WIN-1).
    pub fn population(&self, seat: u8) -> u32 {
        self.tiles
            .iter()
            .filter_map(|t| t.holding)
            .filter(|h| h.owner == seat)
            .map(|h| h.pop as u32)
            .sum()
    }

    pub fn army(&self, seat: u8) -> u32 {
        self.tiles
            .iter()
            .filter(|t| t.unit.is_some_and(|u| u.owner == seat))
            .count() as u32
    }

    pub fn holdings(&self, seat: u8) -> impl Iterator<Item = (Hx, Holding)> + '_ {
        self.map.hexes().filter_map(move |h| {
            self.tile(h)
                .holding
                .filter(|x| x.owner == seat)
                .map(|x| (h, x))
        })
    }

    pub fn units(&self, seat: u8) -> impl Iterator<Item = (Hx, Unit)> + '_ {
        self.map.hexes().filter_map(move |h| {
            self.tile(h)
                .unit
                .filter(|u| u.owner == seat)
                .map(|u| (h, u))
        })
    }

    pub fn has_castle(&self, seat: u8) -> bool {
        self.holdings(seat)
            .any(|(_, x)| x.kind == HoldingKind::Castle)
    }

    /// Income now (R-FIEF-INC-1): 1g per fief and per pop.
    pub fn income(&self, seat: u8) -> u32 {
        self.fiefs(seat) + self.population(seat)
    }

    /// [`State::start_on`] the hand-made map `crossing`, where the rule tests set their positions.
    pub fn start(options: Options, deal: &[(u8, Hx)]) -> State {
        State::start_on(map::crossing(), options, deal)
    }

    /// An empty board for `seats` houses, each with its castle on its site, its first fiefs and
    /// spearman (R-FIEF-START-1..3); `deal[seat]` is the house (name and colour) and the castle
    /// site it gets.
    pub fn start_on(map: Map, options: Options, deal: &[(u8, Hx)]) -> State {
        let mut tiles = vec![Tile::default(); map.len()];
        let mut houses = Vec::new();
        for (seat, &(house, site)) in deal.iter().enumerate() {
            let seat = seat as u8;
            let t = &mut tiles[map.index(site)];
            t.owner = Some(seat);
            t.holding = Some(Holding {
                kind: HoldingKind::Castle,
                owner: seat,
                pop: HoldingKind::Castle.pop(),
            });
            t.unit = Some(Unit {
                owner: seat,
                kind: UnitKind::Spearman,
                done: false,
                fired: false,
            });
            houses.push(House {
                house,
                site,
                gold: START_GOLD,
                tax: 0,
                quartermaster: false,
                passage: Vec::new(),
                recruited: None,
                out: false,
            });
        }
        State {
            options,
            map,
            houses,
            tiles,
            to_move: 0,
            round: 1,
            finish: None,
            trail: Vec::new(),
            volleys: Vec::new(),
        }
    }
}
