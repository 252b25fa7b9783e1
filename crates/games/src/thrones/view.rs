//! What one viewer may see (R-THR-VIEW-1, 2): until both homelands are in, a viewer sees its own
//! submission only and the other as submitted, face down; afterwards the board is public.

use super::board::{Sq, Tile, COLS, HOME_ROWS, ROWS};
use super::homeland::Homeland;
use super::piece::{Kind, Piece};
use super::state::{Finish, Last, Phase, State};
use korona_engine::{Seat, Viewer};
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub phase: Phase,
    pub tiles: Vec<Option<Tile>>,
    pub ruined: Vec<Sq>,
    pub pieces: Vec<Option<Piece>>,
    /// Seats whose sealed homeland this viewer may not see (drawn face down).
    pub hidden: Vec<u8>,
    /// Seats that have submitted their homeland (public during setup).
    pub submitted: Vec<u8>,
    /// The viewer's own middle-row offer during setup.
    pub own_middle: Option<Vec<Option<Tile>>>,
    pub reserve: [bool; 2],
    pub lost: [[u8; 10]; 2],
    pub first: u8,
    pub to_move: u8,
    pub turn: u32,
    pub max_turns: u32,
    pub guarded: Vec<Sq>,
    pub last: Option<Last>,
    pub finish: Option<Finish>,
    /// The "Ports" game type (R-THR-ALT-2).
    pub ports: bool,
}

pub fn view(s: &State, viewer: Viewer) -> View {
    let mut v = View {
        phase: s.phase,
        tiles: s.tiles.clone(),
        ruined: s.ruined.clone(),
        pieces: s.pieces.clone(),
        hidden: Vec::new(),
        submitted: s.homelands.submitted_seats().map(|x| x.0).collect(),
        own_middle: None,
        reserve: s.reserve,
        lost: s.lost,
        first: s.first,
        to_move: s.to_move,
        turn: s.turn,
        max_turns: s.max_turns,
        guarded: s.guarded.clone(),
        last: s.last,
        finish: s.finish.clone(),
        ports: s.ports,
    };
    if s.phase == Phase::Setup {
        let mine = s.homelands.redacted(viewer);
        for seat in 0..2u8 {
            match mine.get(Seat(seat)) {
                Some(h) => {
                    draw_home(&mut v, seat, h);
                    v.reserve[seat as usize] = h.dragon_in_reserve();
                    v.own_middle = Some(h.middle.clone());
                }
                None if s.homelands.has(Seat(seat)) => v.hidden.push(seat),
                None => {}
            }
        }
    }
    v
}

fn draw_home(v: &mut View, seat: u8, h: &Homeland) {
    for k in 0..HOME_ROWS as usize {
        for c in 0..COLS as usize {
            let i = k * COLS as usize + c;
            let sq = Homeland::square(seat, k, c);
            v.tiles[sq.index()] = Some(h.tiles[i]);
            v.pieces[sq.index()] = h.pieces[i].map(|kind| Piece { owner: seat, kind });
        }
    }
}

fn tile_char(t: Option<Tile>, ruined: bool) -> char {
    match t {
        None => ' ',
        Some(Tile::Plains) => '.',
        Some(Tile::Forest) => '*',
        Some(Tile::Mountain) => '^',
        Some(Tile::Water) => '~',
        Some(Tile::Fortress) if ruined => '%',
        Some(Tile::Fortress) => '#',
    }
}

/// A text board: two characters a square (terrain, then the piece: upper case for player 0, lower
/// case for player 1), `??` for a sealed homeland, then the status lines.
pub fn describe(v: &View) -> String {
    let mut out = String::new();
    for row in (0..ROWS).rev() {
        out.push_str(&format!("{} ", row + 1));
        for col in 0..COLS {
            let sq = Sq::new(col, row);
            let hidden = sq.home_of().is_some_and(|s| v.hidden.contains(&s));
            if hidden {
                out.push_str(" ??");
                continue;
            }
            let t = tile_char(v.tiles[sq.index()], v.ruined.contains(&sq));
            let p = match v.pieces[sq.index()] {
                Some(p) if p.owner == 0 => p.kind.letter(),
                Some(p) => p.kind.letter().to_ascii_lowercase(),
                None => {
                    if v.tiles[sq.index()].is_some() {
                        ' '
                    } else {
                        '-'
                    }
                }
            };
            out.push(' ');
            out.push(t);
            out.push(p);
        }
        out = out.trim_end().to_string();
        out.push('\n');
    }
    out.push_str("   a  b  c  d  e  f  g  h  i\n");
    out.push_str(
        "terrain: . plains  * forest  ^ mountain  ~ water  # fortress  % ruined fortress\n",
    );
    for line in status(v) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Status lines shared by the text and the picture: the phase lines, then one line per player.
pub fn status(v: &View) -> Vec<String> {
    let (mut lines, players) = status_parts(v);
    lines.extend(players);
    lines
}

/// The phase lines, and one line per player (seat order).
pub fn status_parts(v: &View) -> (Vec<String>, Vec<String>) {
    let mut lines = Vec::new();
    match (&v.finish, v.phase) {
        (Some(f), _) => lines.push(match f.winner {
            Some(w) => format!("Over: player {w} wins ({})", super::english(&f.reason)),
            None => format!("Over: draw ({})", super::english(&f.reason)),
        }),
        (None, Phase::Setup) => {
            let done: Vec<String> = v.submitted.iter().map(|s| format!("player {s}")).collect();
            lines.push(format!(
                "Setup: homelands in secret; player {} moves first; submitted: {}",
                v.first,
                if done.is_empty() {
                    "none".into()
                } else {
                    done.join(", ")
                }
            ));
            if let Some(m) = &v.own_middle {
                let row: String = m.iter().map(|t| t.map_or('.', |t| t.letter())).collect();
                lines.push(format!("Your middle-row offer: {row}"));
            }
        }
        (None, Phase::Play) => lines.push(format!(
            "Turn {} of {}: player {} to move{}",
            v.turn,
            v.max_turns,
            v.to_move,
            if v.turn == 1 && v.to_move == v.first {
                " (no attacking or firing this turn)"
            } else {
                ""
            }
        )),
    }
    if v.ports {
        lines.push(
            "Ports: water on the board's edge engages other edge water as if adjacent".into(),
        );
    }
    let mut players = Vec::new();
    for seat in 0..2usize {
        let lost: u8 = v.lost[seat].iter().sum();
        let mut line = format!("Player {seat}: lost {lost}");
        if lost > 0 {
            let names: Vec<String> = Kind::ALL
                .into_iter()
                .filter(|k| v.lost[seat][k.index()] > 0)
                .map(|k| format!("{} {}", v.lost[seat][k.index()], k.name()))
                .collect();
            line.push_str(&format!(" ({})", names.join(", ")));
        }
        if v.reserve[seat] {
            line.push_str("; dragon in reserve");
        }
        players.push(line);
    }
    (lines, players)
}
