//! The state: plain data, so its JSON is canonical.

use super::board::{Sq, Tile, SQUARES};
use super::draft::Draft;
use super::homeland::Homeland;
use super::options::GameType;
use super::piece::{Kind, Piece};
use korona_engine::{Message, Sealed};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Both players show a number at once; the sum's parity says who moves first (R-THR-SETUP-7).
    Start,
    /// Both players build their homelands in secret (R-THR-SETUP-1).
    Setup,
    /// Turns (R-THR-TURN-1).
    Play,
}

/// How the last turn went, for the picture's arrow and for the warhorse (R-THR-ENGAGE-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Last {
    pub seat: u8,
    pub from: Sq,
    pub to: Sq,
    pub engaged: bool,
    /// The piece the action removed from `to`, for the picture; left out of the JSON when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub removed: Option<Piece>,
}

/// What a throne founds in the homefront game type (R-THR-HOME-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BuildKind {
    Farm,
    City,
}

impl BuildKind {
    pub fn name(self) -> &'static str {
        match self {
            BuildKind::Farm => "farm",
            BuildKind::City => "city",
        }
    }
}

/// A farm or city on the board (R-THR-HOME-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Build {
    pub seat: u8,
    pub sq: Sq,
    pub kind: BuildKind,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Finish {
    pub winner: Option<u8>,
    pub reason: Message,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub phase: Phase,
    /// Row-major, `a1` first; `None` before the reveal.
    pub tiles: Vec<Option<Tile>>,
    /// Ruined fortresses, sorted (R-THR-BOARD-4).
    pub ruined: Vec<Sq>,
    pub pieces: Vec<Option<Piece>>,
    /// Whether each seat's dragon waits in reserve (R-THR-DRAGON-1).
    pub reserve: [bool; 2],
    /// Pieces each seat has lost, by kind.
    pub lost: [[u8; 10]; 2],
    /// The secret homelands until both are in (R-THR-SETUP-1).
    pub homelands: Sealed<Homeland>,
    /// Homelands being built square by square, as secret as the homelands (R-THR-SETUP-11); left
    /// out of the JSON when empty.
    #[serde(default, skip_serializing_if = "Sealed::is_empty")]
    pub drafts: Sealed<Draft>,
    /// The sealed numbers of the even/odd start until both are in (R-THR-SETUP-7).
    #[serde(default, skip_serializing_if = "Sealed::is_empty")]
    pub numbers: Sealed<u8>,
    /// Both numbers, shown at once when the second is in (R-THR-SETUP-7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown: Option<[u8; 2]>,
    /// Who moves first (R-THR-SETUP-7); settled when the numbers are shown.
    pub first: u8,
    pub to_move: u8,
    /// The turn being played, from 1.
    pub turn: u32,
    pub max_turns: u32,
    /// Warhorses that may not be engaged this turn (R-THR-ENGAGE-6).
    pub guarded: Vec<Sq>,
    pub last: Option<Last>,
    pub finish: Option<Finish>,
    /// The "Ports" game type (R-THR-ALT-2); left out of the JSON when off.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ports: bool,
    /// The alternate game type (R-THR-ALT-1); left out of the JSON when standard.
    #[serde(default, skip_serializing_if = "GameType::is_standard")]
    pub game: GameType,
    /// Victory points of each seat (R-THR-VP-4); left out of the JSON when both are 0.
    #[serde(default, skip_serializing_if = "no_points")]
    pub points: [u32; 2],
    /// Farms and cities on the board, in founding order (R-THR-HOME-1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub builds: Vec<Build>,
    /// Which of farm and city each seat has founded in the match: each once (R-THR-HOME-2).
    #[serde(default, skip_serializing_if = "no_founded")]
    pub founded: [[bool; 2]; 2],
    /// The formation ([`State::formation`]) of the player who moved, at the end of each of the last
    /// [`SEEN`] turns, oldest first: no rule reads them; the bots shun going back to where their
    /// pieces stood (R-THR-TURN-5's draw is no win). Left out of the JSON when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seen: Vec<u32>,
}

/// How many past positions [`State::seen`] keeps.
pub const SEEN: usize = 32;

fn no_points(p: &[u32; 2]) -> bool {
    *p == [0, 0]
}

fn no_founded(f: &[[bool; 2]; 2]) -> bool {
    *f == [[false; 2]; 2]
}

impl State {
    /// A match in the even/odd start (R-THR-SETUP-7); `first` stands until the numbers settle it.
    pub fn new(first: u8, max_turns: u32) -> Self {
        State {
            phase: Phase::Start,
            tiles: vec![None; SQUARES],
            ruined: Vec::new(),
            pieces: vec![None; SQUARES],
            reserve: [false; 2],
            lost: [[0; 10]; 2],
            homelands: Sealed::new(),
            drafts: Sealed::new(),
            numbers: Sealed::new(),
            shown: None,
            first,
            to_move: first,
            turn: 1,
            max_turns,
            guarded: Vec::new(),
            last: None,
            finish: None,
            ports: false,
            game: GameType::Standard,
            points: [0, 0],
            builds: Vec::new(),
            founded: [[false; 2]; 2],
            seen: Vec::new(),
        }
    }

    /// The farm or city on `sq`, if any (R-THR-HOME-1).
    pub fn build(&self, sq: Sq) -> Option<Build> {
        self.builds.iter().copied().find(|b| b.sq == sq)
    }

    /// The middle row's fortresses: the victory-point squares (R-THR-VP-3).
    pub fn middle_fortresses(&self) -> Vec<Sq> {
        Sq::all()
            .filter(|sq| sq.home_of().is_none() && self.tile(*sq) == Some(Tile::Fortress))
            .collect()
    }

    pub fn over(&self) -> bool {
        self.finish.is_some()
    }

    pub fn tile(&self, sq: Sq) -> Option<Tile> {
        self.tiles[sq.index()]
    }

    pub fn piece(&self, sq: Sq) -> Option<Piece> {
        self.pieces[sq.index()]
    }

    pub fn is_ruined(&self, sq: Sq) -> bool {
        self.ruined.binary_search(&sq).is_ok()
    }

    /// A fortress that protects its occupier (R-THR-FORT-1).
    pub fn unruined_fortress(&self, sq: Sq) -> bool {
        self.tile(sq) == Some(Tile::Fortress) && !self.is_ruined(sq)
    }

    pub fn set_ruined(&mut self, sq: Sq, ruined: bool) {
        match (self.ruined.binary_search(&sq), ruined) {
            (Err(i), true) => self.ruined.insert(i, sq),
            (Ok(i), false) => {
                self.ruined.remove(i);
            }
            _ => {}
        }
    }

    /// `seat`'s homeland fortress.
    pub fn home_fortress(&self, seat: u8) -> Option<Sq> {
        Sq::all().find(|sq| sq.home_of() == Some(seat) && self.tile(*sq) == Some(Tile::Fortress))
    }

    pub fn find(&self, seat: u8, kind: Kind) -> Option<Sq> {
        Sq::all().find(|sq| self.piece(*sq) == Some(Piece { owner: seat, kind }))
    }

    /// The squares of `seat`'s pieces.
    pub fn squares_of(&self, seat: u8) -> Vec<Sq> {
        Sq::all()
            .filter(|sq| self.piece(*sq).is_some_and(|p| p.owner == seat))
            .collect()
    }

    /// Removes the piece on `sq`, counting it lost.
    pub fn remove(&mut self, sq: Sq) -> Option<Piece> {
        let p = self.pieces[sq.index()].take()?;
        self.lost[p.owner as usize][p.kind.index()] += 1;
        Some(p)
    }

    /// Whether `sq` is a port: water on the board's edge, in the "Ports" game type (R-THR-ALT-2).
    pub fn port(&self, sq: Sq) -> bool {
        self.ports && self.tile(sq) == Some(Tile::Water) && sq.on_edge()
    }

    /// Two different ports, which engage each other as if adjacent (R-THR-ALT-2).
    pub fn port_link(&self, from: Sq, to: Sq) -> bool {
        from != to && self.port(from) && self.port(to)
    }

    /// Where `seat`'s pieces stand (and whether its dragon waits in reserve): a 64-bit FNV-1a hash
    /// folded to 32 bits (so that JSON readers keep it exact), the same on every platform.
    pub fn formation(&self, seat: u8) -> u32 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |b: u8| {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        };
        eat(seat);
        for (i, p) in self.pieces.iter().enumerate() {
            if let Some(p) = p.filter(|p| p.owner == seat) {
                eat(i as u8);
                eat(p.kind.index() as u8);
            }
        }
        eat(self.reserve[seat as usize] as u8);
        (h ^ (h >> 32)) as u32
    }

    /// How often `seat`'s formation in this state stood at the end of a turn lately ([`State::seen`]).
    pub fn times_seen(&self, seat: u8) -> usize {
        let f = self.formation(seat);
        self.seen.iter().filter(|x| **x == f).count()
    }

    /// The first player's first turn: no attacking or firing (R-THR-TURN-2).
    pub fn opening(&self) -> bool {
        self.turn == 1 && self.to_move == self.first
    }
}
