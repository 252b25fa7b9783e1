//! The whole position, and a text diagram to build positions in tests and to show them.

use super::board::{Board, Cell, Sq, Terrain};
use super::clock::Clock;
use serde::{Deserialize, Serialize};

/// EP a player receives at the start of each of its turns (R-CAP-20).
pub const EP_PER_TURN: u8 = 6;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub board: Board,
    pub capitals: [Sq; 2],
    pub to_move: u8,
    /// EP left in the current turn.
    pub ep: u8,
    /// Turns started so far, both players counted (1 = player 0's first turn).
    pub turn: u32,
    /// After this many turns (both players counted) the game is decided on territory (R-CAP-43).
    pub max_turns: u32,
    pub clock: Option<Clock>,
    pub finish: Option<Finish>,
    /// The positions before each action of the turn that goes on, last on top: what `undo` restores
    /// (R-CAP-92). Empty between turns, and then left out of the stored JSON.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undo: Vec<Before>,
    /// The squares the last finished turn changed, for the picture to mark (R-CAP-82). Matches
    /// stored before it was kept load with none. Left out of the state's hash
    /// ([`Capitals::hashed`](super::Capitals)): logs written before it existed still verify.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub last_turn: Vec<Sq>,
}

/// What an action of the current turn changed: the board and the EP left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Before {
    pub board: Board,
    pub ep: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    pub winner: Option<u8>,
    pub reason: korona_engine::Message,
}

/// Turn cap per board size: 30 turns each on 10x10, 40 each on 12x12 (R-CAP-43).
pub fn max_turns(size: u8) -> u32 {
    if size >= 12 {
        80
    } else {
        60
    }
}

impl State {
    pub fn size(&self) -> u8 {
        self.board.size
    }

    pub fn cell(&self, sq: Sq) -> &Cell {
        self.board.get(sq)
    }

    pub fn is_capital(&self, sq: Sq) -> bool {
        self.capitals.contains(&sq)
    }

    pub fn over(&self) -> bool {
        self.finish.is_some()
    }

    /// Builds a position from a diagram, top row first, one whitespace-separated code per square:
    ///
    /// - owner/content: `.` neutral, `a`/`b` a token of player 0/1, `A`/`B` the capital of player 0/1,
    ///   `x`/`y` empty territory of player 0/1;
    /// - then terrain: nothing for clear, `~` river, `^1`..`^3` mountain of that height (`^` = `^1`);
    /// - then fortifications: `w` or `ww` walls, `t` a tower.
    ///
    /// Examples: `a`, `bww`, `At`, `.~`, `.^3`, `x~`, `a^2w`. The board is square (10 or 12 rows in
    /// play, any size from 3 in tests). Player 0 is to move with a full 6 EP, turn 1, no clock.
    pub fn from_diagram(text: &str) -> Result<State, String> {
        let rows: Vec<Vec<&str>> = text
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>())
            .filter(|r| !r.is_empty())
            .collect();
        let size = rows.len();
        if !(3..=26).contains(&size) {
            return Err(format!("{size} rows: a board has 3 to 26"));
        }
        let mut board = Board::new(size as u8);
        let mut capitals: [Option<Sq>; 2] = [None, None];
        for (i, row) in rows.iter().enumerate() {
            if row.len() != size {
                return Err(format!(
                    "row {} has {} squares, not {size}",
                    size - i,
                    row.len()
                ));
            }
            for (col, code) in row.iter().enumerate() {
                let sq = Sq::new(col as u8, (size - 1 - i) as u8);
                let cell =
                    parse_code(code).ok_or_else(|| format!("bad square code `{code}` at {sq}"))?;
                if let Some(seat) = cell.1 {
                    if capitals[seat as usize].replace(sq).is_some() {
                        return Err(format!("two capitals for player {seat}"));
                    }
                }
                *board.get_mut(sq) = cell.0;
            }
        }
        let capitals = [
            capitals[0].ok_or("no capital `A` for player 0")?,
            capitals[1].ok_or("no capital `B` for player 1")?,
        ];
        Ok(State {
            board,
            capitals,
            to_move: 0,
            ep: EP_PER_TURN,
            turn: 1,
            max_turns: max_turns(size as u8),
            clock: None,
            finish: None,
            undo: Vec::new(),
            last_turn: Vec::new(),
        })
    }

    /// The diagram of this position, in the syntax [`State::from_diagram`] reads, padded to columns.
    pub fn diagram(&self) -> String {
        let size = self.size();
        let mut out = String::new();
        for row in (0..size).rev() {
            let codes: Vec<String> = (0..size)
                .map(|col| format!("{:<5}", self.code(Sq::new(col, row))))
                .collect();
            out.push_str(codes.join(" ").trim_end());
            out.push('\n');
        }
        out
    }

    pub fn code(&self, sq: Sq) -> String {
        let c = self.cell(sq);
        let mut s = String::new();
        s.push(match (c.owner, c.unit, self.is_capital(sq)) {
            (Some(0), _, true) => 'A',
            (Some(1), _, true) => 'B',
            (Some(0), true, _) => 'a',
            (Some(1), true, _) => 'b',
            (Some(0), false, _) => 'x',
            (Some(_), false, _) => 'y',
            (Some(_), true, _) => 'b',
            (None, _, _) => '.',
        });
        match c.terrain {
            Terrain::Clear => {}
            Terrain::River => s.push('~'),
            Terrain::Mountain(l) => s.push_str(&format!("^{l}")),
        }
        for _ in 0..c.walls {
            s.push('w');
        }
        if c.tower {
            s.push('t');
        }
        s
    }
}

/// One diagram code: the cell, and the seat whose capital it is, if any.
fn parse_code(code: &str) -> Option<(Cell, Option<u8>)> {
    let mut chars = code.chars().peekable();
    let mut cell = Cell::EMPTY;
    let mut capital = None;
    match chars.next()? {
        '.' => {}
        'a' => (cell.owner, cell.unit) = (Some(0), true),
        'b' => (cell.owner, cell.unit) = (Some(1), true),
        'x' => cell.owner = Some(0),
        'y' => cell.owner = Some(1),
        'A' => (cell.owner, capital) = (Some(0), Some(0)),
        'B' => (cell.owner, capital) = (Some(1), Some(1)),
        _ => return None,
    }
    match chars.peek() {
        Some('~') => {
            chars.next();
            cell.terrain = Terrain::River;
        }
        Some('^') => {
            chars.next();
            let level = match chars.peek() {
                Some(d @ '1'..='3') => {
                    let l = *d as u8 - b'0';
                    chars.next();
                    l
                }
                _ => 1,
            };
            cell.terrain = Terrain::Mountain(level);
        }
        _ => {}
    }
    for ch in chars {
        match ch {
            'w' if cell.walls < 2 && !cell.tower => cell.walls += 1,
            't' if cell.walls == 0 && !cell.tower => cell.tower = true,
            _ => return None,
        }
    }
    if capital.is_some() && cell.terrain != Terrain::Clear {
        return None;
    }
    Some((cell, capital))
}
