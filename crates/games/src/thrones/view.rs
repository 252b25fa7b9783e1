//! What one viewer may see (R-THR-VIEW-1, 2): until both homelands are in, a viewer sees its own
//! submission only and the other as submitted, face down; afterwards the board is public.

use super::board::{Sq, Tile, COLS, HOME_ROWS, ROWS};
use super::homeland::Homeland;
use super::options::GameType;
use super::piece::{Kind, Piece};
use super::rules;
use super::rules::points::TARGET;
use super::state::{Build, BuildKind, Finish, Last, Phase, State};
use korona_engine::{msg, Catalog, Lang, Message, Seat, Viewer};
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
    /// The viewer's own draft during setup, as its text block (R-THR-SETUP-11).
    pub own_draft: Option<String>,
    /// The viewer's own sealed number in the even/odd start (R-THR-SETUP-7).
    pub own_number: Option<u8>,
    /// Both numbers, once shown (R-THR-SETUP-7).
    pub shown: Option<[u8; 2]>,
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
    /// The alternate game type (R-THR-ALT-1), its victory points (R-THR-VP-4) and its farms and
    /// cities (R-THR-HOME-1).
    pub game: GameType,
    pub points: [u32; 2],
    pub builds: Vec<Build>,
    /// Where the piece that moved last could act in its owner's next turn (R-THR-VIEW-3).
    pub hints: Vec<Sq>,
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
        own_draft: None,
        own_number: None,
        shown: s.shown,
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
        hints: hints(s),
        game: s.game,
        points: s.points,
        builds: s.builds.clone(),
    };
    if s.phase == Phase::Start {
        v.submitted = s.numbers.submitted_seats().map(|x| x.0).collect();
        v.own_number = s.numbers.redacted(viewer).iter().next().map(|(_, n)| *n);
    }
    if s.phase == Phase::Setup {
        let drafts = s.drafts.redacted(viewer);
        v.own_draft = drafts.iter().next().map(|(_, d)| d.block());
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

/// The squares the piece that acted last could move to, attack or fire on if its owner moved now
/// (R-THR-VIEW-3): what it threatens, for the picture.
pub fn hints(s: &State) -> Vec<Sq> {
    let Some(last) = s.last else {
        return Vec::new();
    };
    if s.over() {
        return Vec::new();
    }
    // A shooter (or an attacker that ruined a fortress) stays where it was.
    let at = [last.to, last.from]
        .into_iter()
        .find(|sq| s.piece(*sq).is_some_and(|p| p.owner == last.seat));
    let Some(at) = at else {
        return Vec::new();
    };
    let kind = s.piece(at).expect("found").kind;
    let mut turned = s.clone();
    turned.to_move = last.seat;
    // Not the opening turn, whatever the turn counter says: hints show the piece's reach.
    turned.turn = turned.turn.max(2);
    let mut out: Vec<Sq> = rules::turn_actions(&turned, last.seat)
        .iter()
        .filter_map(|a| a.squares())
        .filter(|(from, _)| *from == at)
        .map(|(_, to)| to)
        .collect();
    // A firing piece's range, whether or not an enemy stands there now.
    out.extend(rules::engage::fire_reach(at, kind));
    out.sort();
    out.dedup();
    out
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
/// case for player 1), `??` for a sealed homeland, then the key and status lines in `lang`.
pub fn describe_in(v: &View, lang: Lang) -> String {
    let words = super::catalog(lang);
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
            let t = match v.builds.iter().find(|b| b.sq == sq) {
                // A farm is drawn as a double quote (written by its code so that quote-counting scans of
                // the sources stay in step).
                Some(b) if b.kind == BuildKind::Farm => '\u{22}',
                Some(_) => '&',
                None => tile_char(v.tiles[sq.index()], v.ruined.contains(&sq)),
            };
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
    out.push_str(&words.render(&msg!("thrones-board-key")));
    out.push('\n');
    if v.game == GameType::Homefront {
        out.push_str(&words.render(&msg!("thrones-board-key-homefront")));
        out.push('\n');
    }
    for line in status(v, words) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Status lines shared by the text and the picture: the phase lines, then one line per player.
pub fn status(v: &View, words: &Catalog) -> Vec<String> {
    let (mut lines, players) = status_parts(v, words);
    lines.extend(players);
    lines
}

fn names(seats: &[u8], words: &Catalog) -> String {
    if seats.is_empty() {
        words.render(&msg!("thrones-board-none"))
    } else {
        seats
            .iter()
            .map(|s| words.render(&msg!("thrones-board-player", player = *s)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// ` (numbers 2 + 3 = 5, odd)`, once the numbers are shown.
fn shown(v: &View, words: &Catalog) -> String {
    v.shown.map_or(String::new(), |[a, b]| {
        let sum = a + b;
        let parity = if sum % 2 == 0 { "even" } else { "odd" };
        let numbers = msg!(
            "thrones-board-numbers",
            a = a,
            b = b,
            sum = sum,
            parity = parity
        );
        format!(" {}", words.render(&numbers))
    })
}

/// The phase lines, and one line per player (seat order), in the words of `words`.
pub fn status_parts(v: &View, words: &Catalog) -> (Vec<String>, Vec<String>) {
    let say = |m: Message| words.render(&m);
    let mut lines = phase_lines(v, words);
    lines.extend(game_type_line(v, words));
    if v.ports {
        lines.push(say(msg!("thrones-board-ports")));
    }
    (lines, player_lines(v, words))
}

/// How the match ended, or the phase: the numbers, the setup with what the viewer may see of it,
/// or whose turn.
fn phase_lines(v: &View, words: &Catalog) -> Vec<String> {
    let say = |m: Message| words.render(&m);
    let mut lines = Vec::new();
    match (&v.finish, v.phase) {
        (Some(f), _) => lines.push(say(match f.winner {
            Some(w) => msg!(
                "thrones-board-over-wins",
                player = w,
                reason = f.reason.clone()
            ),
            None => msg!("thrones-board-over-draw", reason = f.reason.clone()),
        })),
        (None, Phase::Start) => {
            lines.push(say(msg!(
                "thrones-board-start",
                submitted = names(&v.submitted, words)
            )));
            if let Some(n) = v.own_number {
                lines.push(say(msg!("thrones-board-your-number", number = n)));
            }
        }
        (None, Phase::Setup) => {
            lines.push(say(msg!(
                "thrones-board-setup",
                first = v.first,
                shown = shown(v, words),
                submitted = names(&v.submitted, words)
            )));
            if let Some(m) = &v.own_middle {
                let row: String = m.iter().map(|t| t.map_or('.', |t| t.letter())).collect();
                lines.push(say(msg!("thrones-board-middle", row = row)));
            }
            if let Some(d) = &v.own_draft {
                lines.push(say(msg!("thrones-board-draft")));
                lines.extend(d.lines().map(str::to_string));
            }
        }
        (None, Phase::Play) => lines.push(say(msg!(
            "thrones-board-turn",
            turn = v.turn,
            max = v.max_turns,
            player = v.to_move,
            opening = if v.turn == 1 && v.to_move == v.first {
                "yes"
            } else {
                "no"
            }
        ))),
    }
    lines
}

/// The points race or the builds, for the game types that have them.
fn game_type_line(v: &View, words: &Catalog) -> Option<String> {
    let say = |m: Message| words.render(&m);
    match v.game {
        GameType::Standard => None,
        GameType::Points => Some(say(msg!(
            "thrones-board-points",
            target = TARGET,
            points0 = v.points[0],
            points1 = v.points[1]
        ))),
        GameType::Homefront => {
            let builds: Vec<String> = v
                .builds
                .iter()
                .map(|b| {
                    say(msg!(
                        "thrones-board-build",
                        player = b.seat,
                        kind = b.kind.name(),
                        square = b.sq.to_string()
                    ))
                })
                .collect();
            Some(say(msg!(
                "thrones-board-homefront",
                builds = if builds.is_empty() {
                    say(msg!("thrones-board-none"))
                } else {
                    builds.join(", ")
                }
            )))
        }
    }
}

/// Each player's losses by kind, and the dragon in reserve.
fn player_lines(v: &View, words: &Catalog) -> Vec<String> {
    let say = |m: Message| words.render(&m);
    let mut players = Vec::new();
    for seat in 0..2usize {
        let lost: u8 = v.lost[seat].iter().sum();
        let mut line = say(msg!("thrones-board-lost", player = seat, lost = lost));
        if lost > 0 {
            let names: Vec<String> = Kind::ALL
                .into_iter()
                .filter(|k| v.lost[seat][k.index()] > 0)
                .map(|k| {
                    say(msg!(
                        "thrones-board-lost-kind",
                        count = v.lost[seat][k.index()],
                        piece = k.name()
                    ))
                })
                .collect();
            line.push_str(&format!(" ({})", names.join(", ")));
        }
        if v.reserve[seat] {
            line.push_str(&say(msg!("thrones-board-reserve")));
        }
        players.push(line);
    }
    players
}
