//! The match state. Only Vec and BTreeMap so that it serializes canonically.

use super::army::{Arm, Army};
use super::map::{map, CountyId, Map, ProvinceId, Variant};
use korona_engine::Sealed;
use serde::{Deserialize, Serialize};

/// Who owns units or a county: a player seat, the Crown (white royal troops), or the colour of a lord
/// province nobody plays (R-CTRL-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Faction {
    Player(u8),
    Crown,
    Neutral(ProvinceId),
}

impl Faction {
    pub fn seat(self) -> Option<u8> {
        match self {
            Faction::Player(s) => Some(s),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub variant: Variant,
    /// BASIC optional knight cap (R-RECRUIT-5), default on.
    pub knight_cap: bool,
    /// Province victory needs the home province (R-VICTORY-3, A-31), default on.
    pub home_province_required: bool,
    /// The castle arm limit (R-ADV-CASTLE-1): on in ADV, off in BASIC (R-ADV-MAP-2).
    pub arm_limit: bool,
    /// Pinning and reverse pinning (R-ADV-PIN, R-ADV-RPIN): on in ADV (R-ADV-MAP-2).
    pub pinning: bool,
    /// Voluntary retreat (R-ADV-RETREAT): on in ADV.
    pub retreat: bool,
    /// The traditional turn order (R-ADV-TRAD): off by default, an alternative mode.
    pub traditional: bool,
}

impl Options {
    pub fn for_variant(variant: Variant) -> Options {
        Options {
            variant,
            knight_cap: true,
            home_province_required: true,
            arm_limit: variant == Variant::Adv,
            pinning: variant == Variant::Adv,
            retreat: variant == Variant::Adv,
            traditional: false,
        }
    }
}

/// The 12 event cards of 7.1 (R-EVENT-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Guilds,
    KingElection,
    PeasantRevolt,
    Plague,
    BloodySword,
    RainyAutumn,
    Vintage,
    RichHarvest,
    RoyalTax,
    Flood,
    QuietYear,
    QuietYear2,
}

impl Card {
    pub const DECK: [Card; 12] = [
        Card::Guilds,
        Card::KingElection,
        Card::PeasantRevolt,
        Card::Plague,
        Card::BloodySword,
        Card::RainyAutumn,
        Card::Vintage,
        Card::RichHarvest,
        Card::RoyalTax,
        Card::Flood,
        Card::QuietYear,
        Card::QuietYear2,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Card::Guilds => "Céhek megerősödése (guilds grow strong)",
            Card::KingElection => "Királyválasztás (king election)",
            Card::PeasantRevolt => "Parasztlázadás (peasant revolt)",
            Card::Plague => "Pestisjárvány (plague)",
            Card::BloodySword => "Véres Kard (the general levy)",
            Card::RainyAutumn => "Esős ősz (rainy autumn)",
            Card::Vintage => "Szüret (vintage)",
            Card::RichHarvest => "Bő termés (rich harvest)",
            Card::RoyalTax => "Rendkívüli királyi adó (extraordinary royal tax)",
            Card::Flood => "Árvíz (flood)",
            Card::QuietYear | Card::QuietYear2 => "Nyugalmas esztendő (quiet year)",
        }
    }

    /// The card's name for readers of `lang`: the Hungarian title, with the English gloss for
    /// English readers only.
    pub fn name_in(self, lang: korona_engine::Lang) -> &'static str {
        match lang {
            korona_engine::Lang::En => self.name(),
            _ => self.name().split(" (").next().unwrap_or(self.name()),
        }
    }
}

/// Where a player's lord is (R-LORD, R-CAPTURE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LordAt {
    County(CountyId),
    /// Captured by royal/neutral troops; dies when the timeline reaches `dies` (R-CAPTURE-1/5).
    Captive {
        dies: u32,
    },
    Gone,
}

/// Battle choices a seat sets in advance (R-BATTLE-13, section 25). Private (R-INFO-4).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Order in which this seat removes enemy units it hits; `None`: the section 25 default.
    pub casualties: Option<[Arm; 3]>,
    /// The arm the lord leads; `None`: the arm with most units (tie C, I, A).
    pub lord_arm: Option<Arm>,
    /// Whether the országbíró rerolls by the default policy (on) or never.
    pub reroll: bool,
    /// Which arms to give up first when an event card takes units (R-EVENT-7); default A, I, C.
    pub losses: Option<[Arm; 3]>,
    /// Counties an event card takes units from only when no other stack can pay (R-EVENT-7).
    #[serde(default)]
    pub spare: Vec<CountyId>,
    /// As a liege, veto the vassals' attacks and the emptying of their castles (R-VASSAL-5); default
    /// approve.
    pub veto: bool,
    /// After a battle the lord won: ask, gather units to him, or never (R-AFTER-2).
    pub extra_step: super::extra_step::Policy,
    /// Traditional turn order: as start player, move last instead of first (R-ADV-TRAD-3).
    pub move_last: bool,
    /// Refuse to swear fealty when defeated (default: offer, section 25).
    pub refuse_oath: bool,
    /// Refuse a defeated lord's oath (default: accept if he holds a castle, section 25).
    pub refuse_vassals: bool,
    /// ADV retreat: retreat once the army is down to this percentage of its size; `None`: never.
    pub retreat: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub province: ProvinceId,
    pub treasury: u32,
    pub lord: LordAt,
    /// The lord moved this year (R-MOVE-7).
    pub lord_moved: bool,
    /// Steps left this year (R-MOVE-2).
    pub steps: u32,
    pub passed: bool,
    /// Out of the game (eliminated, resigned, died in captivity).
    pub out: bool,
    pub standing: Standing,
    /// The liege this player swore fealty to (R-VASSAL-1); his lord is off the map meanwhile.
    pub liege: Option<u8>,
    /// Steps queued for coming movement turns (R-MOVE-19); private (R-INFO-4).
    pub queue: Vec<(CountyId, Vec<super::orders::Part>)>,
}

/// A step that attacked this county; fought in phase IV (R-MOVE-9, R-BATTLE-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub seat: u8,
    pub army: Army,
    pub lord: bool,
    /// Counties the attacking pieces came from (withdrawal and retreat destinations, R-SIEGE-8).
    pub from: Vec<CountyId>,
    /// Creation order (R-ORDER-2).
    pub seq: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    pub controller: Option<Faction>,
    /// Units of the controller standing here (R-CTRL-2: one faction per county outside battles).
    pub units: Army,
    /// The part of `units` that already moved this year (R-MOVE-7).
    pub moved: Army,
    /// The part of `units` that already fought this year (traditional order: may move, not attack,
    /// R-ADV-TRAD-6).
    pub fought: Army,
    pub attack: Option<Attack>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Before 1301: each lord's secret starting placement (R-SETUP-11).
    Placement {
        placed: Sealed<super::setup::Placement>,
    },
    /// Before 1301 with 2-3 players: the field garrisons, placed by the players in turn (R-SETUP-13);
    /// `absent` seats let a deadline pass and pick by default from then on.
    Garrison {
        turn: u8,
        left: super::field_garrison::Pool,
        absent: Vec<u8>,
    },
    /// II. Recruitment, one seat after another (R-RECRUIT-1).
    Recruit {
        turn: u8,
    },
    /// III. Movement, one step each in turn (R-MOVE-1).
    Move {
        turn: u8,
    },
    /// IV. Battles stopped for the victor's extra step of `seat`, whose lord won in `county` (R-AFTER-2).
    ExtraStep {
        seat: u8,
        county: CountyId,
    },
    /// V. Sealed bids for office `office` (0 országbíró, 1 tárnokmester, 2 nádor). Secret (R-INFO-1).
    Election {
        office: usize,
        bids: Sealed<u32>,
    },
    Over,
}

pub const OFFICES: [&str; 3] = ["országbíró", "tárnokmester", "nádor"];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub year: u32,
    pub phase: Phase,
    /// Start player this year (R-TURN-4).
    pub start: u8,
    pub players: Vec<Player>,
    pub counties: Vec<Holding>,
    /// Remaining cards, top first; hidden (R-INFO-3).
    pub deck: Vec<Card>,
    pub card: Option<Card>,
    /// Céhek megerősödése is in force (R-CARD-1).
    pub guilds: bool,
    pub offices: [Option<u8>; 3],
    pub royal_treasury: u32,
    pub step_seq: u32,
    /// First seat to pass this year's movement (R-MOVE-3).
    pub first_pass: Option<u8>,
    /// ADV cavalry recruited by all players this year (R-ADV-KNIGHT-2).
    pub knights_this_year: u32,
    /// Counties no unit may enter (5 players: Szlavónia but Baranya, R-SETUP-4).
    pub closed: Vec<CountyId>,
    /// Traditional order: players still to move (and fight) this year, in order (R-ADV-TRAD-3/4).
    pub movers: Vec<u8>,
    /// An office sale in progress (R-OFFICE-5).
    pub auction: Option<super::sale::Auction>,
    /// Phase IV in progress: where battle resolution goes on after a decision.
    #[serde(default)]
    pub fighting: Option<super::battle_order::Fighting>,
    /// Set by a won battle whose victor is to be asked for his extra step; never set at rest, since
    /// the battle loop turns it into [`Phase::ExtraStep`] at once.
    #[serde(default)]
    pub asked: Option<(u8, CountyId)>,
    pub result: Option<korona_engine::Outcome>,
    /// This year's moves and battles, for the map only (see `trace.rs` for when it is cleared).
    #[serde(default)]
    pub trace: super::trace::Trace,
}

impl State {
    pub fn map(&self) -> &'static Map {
        map(self.options.variant)
    }

    pub fn seats(&self) -> u8 {
        self.players.len() as u8
    }

    pub fn first_year(&self) -> u32 {
        1301
    }

    pub fn last_year(&self) -> u32 {
        match self.options.variant {
            Variant::Basic => 1308,
            Variant::Adv => 1312,
        }
    }

    /// Seat order from `from` clockwise, skipping players who are out (R-GEN-7).
    pub fn order_from(&self, from: u8) -> Vec<u8> {
        let n = self.seats();
        (0..n)
            .map(|k| (from + k) % n)
            .filter(|&s| !self.players[s as usize].out)
            .collect()
    }

    pub fn units_of(&self, seat: u8, c: CountyId) -> Army {
        let h = &self.counties[c];
        if h.controller == Some(Faction::Player(seat)) {
            h.units
        } else {
            Army::default()
        }
    }

    pub fn controls(&self, seat: u8, c: CountyId) -> bool {
        self.counties[c].controller == Some(Faction::Player(seat))
    }

    /// The seat and its vassals, whose lands count as the seat's for victory (R-VASSAL-6, R-VICTORY-5).
    pub fn bloc(&self, seat: u8) -> Vec<u8> {
        let mut v = vec![seat];
        v.extend((0..self.seats()).filter(|&s| {
            self.players[s as usize].liege == Some(seat) && !self.players[s as usize].out
        }));
        v
    }

    pub fn bloc_controls(&self, seat: u8, c: CountyId) -> bool {
        self.bloc(seat).iter().any(|&s| self.controls(s, c))
    }

    /// Castles held by the seat and its vassals (R-VASSAL-6).
    pub fn bloc_castles(&self, seat: u8) -> usize {
        self.castles_where(|c| self.bloc_controls(seat, c))
    }

    pub fn bloc_counties(&self, seat: u8) -> usize {
        self.counties_where(|c| self.bloc_controls(seat, c))
    }

    /// Provinces the seat and its vassals hold whole (R-VASSAL-6, R-INCOME-3).
    pub fn bloc_provinces(&self, seat: u8) -> Vec<ProvinceId> {
        self.provinces_where(|c| self.bloc_controls(seat, c))
    }

    pub fn castles_of(&self, seat: u8) -> usize {
        self.castles_where(|c| self.controls(seat, c))
    }

    pub fn counties_of(&self, seat: u8) -> usize {
        self.counties_where(|c| self.controls(seat, c))
    }

    /// Provinces every county of which the seat controls (R-INCOME-3, R-VICTORY-3).
    pub fn complete_provinces(&self, seat: u8) -> Vec<ProvinceId> {
        self.provinces_where(|c| self.controls(seat, c))
    }

    fn castles_where(&self, held: impl Fn(CountyId) -> bool) -> usize {
        self.map().castles().filter(|&c| held(c)).count()
    }

    fn counties_where(&self, held: impl Fn(CountyId) -> bool) -> usize {
        (0..self.counties.len()).filter(|&c| held(c)).count()
    }

    /// Provinces all of whose counties satisfy `held`.
    fn provinces_where(&self, held: impl Fn(CountyId) -> bool) -> Vec<ProvinceId> {
        let m = self.map();
        (0..m.provinces.len())
            .filter(|&p| m.provinces[p].counties.iter().all(|&c| held(c)))
            .collect()
    }

    pub fn cavalry_of(&self, seat: u8) -> u32 {
        (0..self.counties.len())
            .map(|c| self.units_of(seat, c).c)
            .sum()
    }

    pub fn lord_county(&self, seat: u8) -> Option<CountyId> {
        match self.players[seat as usize].lord {
            LordAt::County(c) => Some(c),
            _ => None,
        }
    }

    /// Players who may bid in an election: lord on the map (R-ELECT-2).
    pub fn electors(&self) -> Vec<u8> {
        self.order_from(self.start)
            .into_iter()
            .filter(|&s| self.lord_county(s).is_some())
            .collect()
    }

    /// The year whose end holds the next scheduled election (this year's, if it is one), none
    /// once the last has passed. A King Election card may call one sooner.
    pub fn next_election_year(&self) -> Option<u32> {
        let last = if self.options.variant == Variant::Adv {
            9
        } else {
            6
        };
        let now = self.year - self.first_year() + 1;
        [3, 6, 9]
            .into_iter()
            .find(|&n| n >= now && n <= last)
            .map(|n| self.first_year() + n - 1)
    }

    pub fn is_election_year(&self) -> bool {
        let n = self.year - self.first_year() + 1;
        n == 3 || n == 6 || (n == 9 && self.options.variant == Variant::Adv)
    }

    /// A faction as events name it, a message so that each reader reads it in their language
    /// ("Pannónia (seat 0)", "Pannónia (0. szék)", "the Crown", "neutral Tiszahát").
    pub fn faction_label(&self, f: Faction) -> korona_engine::Message {
        let province = |p: usize| self.map().provinces[p].name.clone();
        match f {
            Faction::Player(s) => korona_engine::msg!(
                "oligarchs-faction-player",
                province = province(self.players[s as usize].province),
                seat = s
            ),
            Faction::Crown => korona_engine::msg!("oligarchs-faction-crown"),
            Faction::Neutral(p) => {
                korona_engine::msg!("oligarchs-faction-neutral", province = province(p))
            }
        }
    }
}
