//! The state: plain data, so its JSON is canonical.

use super::board::{Sq, Tile, SQUARES};
use super::homeland::Homeland;
use super::piece::{Kind, Piece};
use korona_engine::{Message, Sealed};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
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
    /// Who moves first (R-THR-SETUP-7).
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
}

impl State {
    pub fn new(first: u8, max_turns: u32) -> Self {
        State {
            phase: Phase::Setup,
            tiles: vec![None; SQUARES],
            ruined: Vec::new(),
            pieces: vec![None; SQUARES],
            reserve: [false; 2],
            lost: [[0; 10]; 2],
            homelands: Sealed::new(),
            first,
            to_move: first,
            turn: 1,
            max_turns,
            guarded: Vec::new(),
            last: None,
            finish: None,
            ports: false,
        }
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

    /// The first player's first turn: no attacking or firing (R-THR-TURN-2).
    pub fn opening(&self) -> bool {
        self.turn == 1 && self.to_move == self.first
    }
}
