//! A homeland as one player builds it in secret (R-THR-SETUP-2..6), its text, its checks, the
//! ready-made layouts the legal list offers, and the middle row built from both (R-THR-SETUP-8, 9).

use super::board::{columns_from_left, home_row, Sq, Tile, COLS, HOME_ROWS, MIDDLE};
use super::options::GameType;
use super::piece::Kind;
use korona_engine::{msg, Message};

/// The middle-row columns of the three fortresses in the points game type, `b`, `e`, `h`: equally
/// far from each other and from the board's sides (R-THR-VP-3).
pub const VP_FORTRESS_COLUMNS: [usize; 3] = [1, 4, 7];
use serde::{Deserialize, Serialize};

/// Squares of one homeland.
pub const HOME_SQUARES: usize = COLS as usize * HOME_ROWS as usize;

/// Rows are listed front row first (the row next to the middle), columns `a`..`i` in each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Homeland {
    pub tiles: Vec<Tile>,
    pub pieces: Vec<Option<Kind>>,
    /// The four tiles offered for the middle row, by column `a`..`i`.
    pub middle: Vec<Option<Tile>>,
}

impl Homeland {
    /// The board square of homeland row `k` (0 = front), column `col`, for `seat`.
    pub fn square(seat: u8, k: usize, col: usize) -> Sq {
        Sq::new(col as u8, home_row(seat, k as u8))
    }

    /// `home <tiles> <pieces> <middle>`, each row of 9 letters, rows joined by `/`.
    pub fn text(&self) -> String {
        let rows = |f: &dyn Fn(usize) -> char| {
            (0..HOME_ROWS as usize)
                .map(|k| row_text(k, f))
                .collect::<Vec<_>>()
                .join("/")
        };
        let tiles = rows(&|i| self.tiles[i].letter());
        let pieces = rows(&|i| self.pieces[i].map_or('.', |k| k.letter()));
        format!("home {tiles} {pieces} {}", self.middle_text())
    }

    /// The same homeland as a text block: `home`, then one line per row (front row first) of its 9
    /// tile letters and its 9 piece letters, then the middle-row offer (docs/games/thrones.md).
    pub fn block(&self) -> String {
        let mut out = String::from("home");
        for k in 0..HOME_ROWS as usize {
            out.push('\n');
            out.push_str(&row_text(k, &|i| self.tiles[i].letter()));
            out.push(' ');
            out.push_str(&row_text(k, &|i| {
                self.pieces[i].map_or('.', |p| p.letter())
            }));
        }
        out.push('\n');
        out.push_str(&self.middle_text());
        out
    }

    fn middle_text(&self) -> String {
        self.middle
            .iter()
            .map(|t| t.map_or('.', |t| t.letter()))
            .collect()
    }

    /// Reads the words after `home`: either three words (`tiles pieces middle`, rows joined by
    /// `/`), or nine, the text block's (tiles and pieces of each row, front row first, then the
    /// middle row), whatever spaces or line breaks part them. The checks of [`Homeland::check`]
    /// come after.
    pub fn parse(words: &[&str]) -> Result<Homeland, (String, Message)> {
        let (tile_rows, piece_rows, middle): (Vec<&str>, Vec<&str>, &str) = match words {
            [tiles, pieces, middle] => (
                tiles.split('/').collect(),
                pieces.split('/').collect(),
                middle,
            ),
            [t1, p1, t2, p2, t3, p3, t4, p4, middle] => {
                (vec![*t1, *t2, *t3, *t4], vec![*p1, *p2, *p3, *p4], middle)
            }
            _ => {
                return Err((
                    words.join(" "),
                    msg!("thrones-home-words", count = words.len()),
                ))
            }
        };
        Self::shape(&tile_rows, "tiles")?;
        Self::shape(&piece_rows, "pieces")?;
        let tiles = Self::parse_tiles(&tile_rows)?;
        let pieces = Self::parse_pieces(&piece_rows)?;
        let middle = Self::parse_middle(middle)?;
        Ok(Homeland {
            tiles,
            pieces,
            middle,
        })
    }

    /// A homeland's rows, each as wide as the board, of tiles or of pieces.
    fn shape(rows: &[&str], what: &str) -> Result<(), (String, Message)> {
        if rows.len() != HOME_ROWS as usize {
            return Err((
                rows.join("/"),
                msg!(
                    "thrones-home-rows",
                    what = what.to_string(),
                    count = rows.len()
                ),
            ));
        }
        for (k, r) in rows.iter().enumerate() {
            if r.chars().count() != COLS as usize {
                return Err((
                    r.to_string(),
                    msg!(
                        "thrones-home-row-length",
                        what = what.to_string(),
                        row = k + 1,
                        count = r.chars().count()
                    ),
                ));
            }
        }
        Ok(())
    }

    fn parse_tiles(tile_rows: &[&str]) -> Result<Vec<Tile>, (String, Message)> {
        let mut tiles = Vec::with_capacity(HOME_SQUARES);
        for (k, r) in tile_rows.iter().enumerate() {
            for (c, ch) in r.chars().enumerate() {
                let t = Tile::from_letter(ch.to_ascii_lowercase()).ok_or_else(|| {
                    (
                        r.to_string(),
                        msg!(
                            "thrones-home-bad-tile",
                            letter = ch.to_string(),
                            row = k + 1,
                            column = column_name(c)
                        ),
                    )
                })?;
                tiles.push(t);
            }
        }
        Ok(tiles)
    }

    fn parse_pieces(piece_rows: &[&str]) -> Result<Vec<Option<Kind>>, (String, Message)> {
        let mut pieces = Vec::with_capacity(HOME_SQUARES);
        for (k, r) in piece_rows.iter().enumerate() {
            for (c, ch) in r.chars().enumerate() {
                let p = match ch {
                    '.' => None,
                    ch => Some(Kind::from_letter(ch).ok_or_else(|| {
                        (
                            r.to_string(),
                            msg!(
                                "thrones-home-bad-piece",
                                letter = ch.to_string(),
                                row = k + 1,
                                column = column_name(c)
                            ),
                        )
                    })?),
                };
                pieces.push(p);
            }
        }
        Ok(pieces)
    }

    /// The middle row offered: land tiles or `.`, no fortress.
    fn parse_middle(middle: &str) -> Result<Vec<Option<Tile>>, (String, Message)> {
        if middle.chars().count() != COLS as usize {
            return Err((middle.to_string(), msg!("thrones-home-middle-shape")));
        }
        middle
            .chars()
            .enumerate()
            .map(|(c, ch)| match ch {
                '.' => Ok(None),
                ch => Tile::from_letter(ch.to_ascii_lowercase())
                    .filter(|t| *t != Tile::Fortress)
                    .map(Some)
                    .ok_or_else(|| {
                        (
                            middle.to_string(),
                            msg!(
                                "thrones-home-bad-middle",
                                letter = ch.to_string(),
                                column = column_name(c)
                            ),
                        )
                    }),
            })
            .collect::<Result<Vec<_>, _>>()
    }

    /// The setup rules (R-THR-SETUP-2..6; R-THR-VP-1, 2 in the points game type): the problem
    /// found first, if any.
    pub fn check(&self, game: GameType) -> Result<(), Message> {
        self.problem(game).map_or(Ok(()), |(_, m)| Err(m))
    }

    /// The first setup rule broken, with the homeland row (0 = front) it is in, if it is a row's.
    pub fn problem(&self, game: GameType) -> Option<(Option<usize>, Message)> {
        self.problem_in(game).err()
    }

    /// The letters of homeland row `k`'s tiles, as written in the text.
    pub fn row_letters(&self, k: usize) -> String {
        row_text(k, &|i| self.tiles[i].letter())
    }

    fn problem_in(&self, game: GameType) -> Result<(), (Option<usize>, Message)> {
        let points = game == GameType::Points;
        self.tile_counts(points)?;
        self.rows_problem()?;
        self.piece_counts(points)?;
        self.middle_problem(points)
    }

    /// How many tiles of each kind (R-THR-SETUP-2; R-THR-VP-1).
    fn tile_counts(&self, points: bool) -> Result<(), (Option<usize>, Message)> {
        for t in Tile::ALL {
            let have = self.tiles.iter().filter(|x| **x == t).count();
            let wrong = match (points, t) {
                // R-THR-VP-1: no fortress; its square takes one more land tile of any kind.
                (true, Tile::Fortress) => have != 0,
                (true, _) => have < t.per_homeland(),
                (false, _) => have != t.per_homeland(),
            };
            if wrong && points {
                return Err((
                    None,
                    msg!(
                        "thrones-home-tile-count-points",
                        tile = t.name(),
                        have = have
                    ),
                ));
            }
            if wrong {
                return Err((
                    None,
                    msg!(
                        "thrones-home-tile-count",
                        tile = t.name(),
                        have = have,
                        want = t.per_homeland()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Every land tile in every row (R-THR-SETUP-3), the fortress off the edges and the back row
    /// (R-THR-SETUP-4).
    fn rows_problem(&self) -> Result<(), (Option<usize>, Message)> {
        for k in 0..HOME_ROWS as usize {
            let row = &self.tiles[k * COLS as usize..(k + 1) * COLS as usize];
            for t in Tile::LAND {
                if !row.contains(&t) {
                    return Err((
                        Some(k),
                        msg!("thrones-home-row-lacks", row = k + 1, tile = t.name()),
                    ));
                }
            }
            if let Some(c) = row.iter().position(|t| *t == Tile::Fortress) {
                if c == 0 || c == COLS as usize - 1 || k == HOME_ROWS as usize - 1 {
                    return Err((
                        Some(k),
                        msg!(
                            "thrones-home-fortress-edge",
                            row = k + 1,
                            column = column_name(c)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// How many pieces of each kind (R-THR-SETUP-5); the dragon may wait in reserve.
    fn piece_counts(&self, points: bool) -> Result<(), (Option<usize>, Message)> {
        for kind in Kind::ALL {
            let have = self.pieces.iter().filter(|p| **p == Some(kind)).count();
            // R-THR-VP-2: without a homeland fortress the dragon cannot wait in reserve.
            let reserve_ok = kind == Kind::Dragon && have == 0 && !points;
            if have != kind.count() && !reserve_ok {
                return Err((
                    None,
                    msg!(
                        "thrones-home-piece-count",
                        piece = kind.name(),
                        have = have,
                        want = kind.count()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The middle row offered (R-THR-SETUP-6): one of each land tile, or in the points game type three
    /// different ones off the fortress columns.
    fn middle_problem(&self, points: bool) -> Result<(), (Option<usize>, Message)> {
        if points {
            // R-THR-VP-3: three different land tiles, off the fortress columns.
            for c in VP_FORTRESS_COLUMNS {
                if self.middle[c].is_some() {
                    return Err((
                        None,
                        msg!("thrones-home-middle-on-fortress", column = column_name(c)),
                    ));
                }
            }
            let offered = self.middle.iter().flatten().count();
            let mut kinds: Vec<Tile> = self.middle.iter().flatten().copied().collect();
            kinds.sort();
            kinds.dedup();
            if offered != 3 || kinds.len() != 3 {
                return Err((
                    None,
                    msg!(
                        "thrones-home-middle-points",
                        have = offered,
                        kinds = kinds.len()
                    ),
                ));
            }
            return Ok(());
        }
        for t in Tile::LAND {
            let have = self.middle.iter().filter(|x| **x == Some(t)).count();
            if have != 1 {
                return Err((
                    None,
                    msg!("thrones-home-middle-count", tile = t.name(), have = have),
                ));
            }
        }
        Ok(())
    }

    pub fn dragon_in_reserve(&self) -> bool {
        !self.pieces.contains(&Some(Kind::Dragon))
    }
}

/// Homeland row `k`'s 9 letters, `letter` given the homeland index of each square.
fn row_text(k: usize, letter: &dyn Fn(usize) -> char) -> String {
    (0..COLS as usize)
        .map(|c| letter(k * COLS as usize + c))
        .collect()
}

/// Column `c`'s letter, `a`..`i`, as refusals name it.
fn column_name(c: usize) -> String {
    ((b'a' + c as u8) as char).to_string()
}

/// A tiny repeatable generator for the ready-made layouts (no dice: `legal` has none).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.next(i + 1);
            v.swap(i, j);
        }
    }
}

/// How many ready-made layouts the legal list offers.
pub const LAYOUTS: usize = 6;

/// Ready-made valid homeland number `n` (any `n`): the legal list's choices, the default at the
/// deadline (R-THR-SETUP-10) and the bots' setups.
pub fn layout(n: usize) -> Homeland {
    let mut rng = Lcg(0x7468_726f_6e65_7300 ^ (n as u64).wrapping_mul(0x9e37_79b9));
    // Extras beyond the one of each land tile every row needs (R-THR-SETUP-3).
    let mut extras = Vec::new();
    for t in Tile::LAND {
        extras.extend(std::iter::repeat_n(
            t,
            t.per_homeland() - HOME_ROWS as usize,
        ));
    }
    rng.shuffle(&mut extras);
    let fort_row = rng.next(3);
    let mut tiles = Vec::with_capacity(HOME_SQUARES);
    for k in 0..HOME_ROWS as usize {
        let mut row: Vec<Tile> = Tile::LAND.to_vec();
        let take = if k == fort_row { 4 } else { 5 };
        row.extend(extras.drain(..take));
        if k == fort_row {
            row.push(Tile::Fortress);
        }
        rng.shuffle(&mut row);
        if let Some(c) = row.iter().position(|t| *t == Tile::Fortress) {
            if c == 0 || c == COLS as usize - 1 {
                row.swap(c, 1 + rng.next(COLS as usize - 2));
            }
        }
        tiles.extend(row);
    }
    let mut pieces: Vec<Option<Kind>> = vec![None; HOME_SQUARES];
    let fort = tiles
        .iter()
        .position(|t| *t == Tile::Fortress)
        .expect("one fortress");
    pieces[fort] = Some(Kind::Throne);
    let mut order: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|k| *k != Kind::Throne)
        .flat_map(|k| std::iter::repeat_n(k, k.count()))
        .collect();
    if n % 2 == 1 {
        order.retain(|k| *k != Kind::Dragon);
    }
    for kind in order {
        let prefer = match kind {
            Kind::Ranger => Some(Tile::Mountain),
            Kind::Spearman => Some(Tile::Water),
            Kind::Lancer | Kind::Elephant => Some(Tile::Plains),
            Kind::Crossbowman | Kind::Catapult | Kind::Trebuchet => Some(Tile::Forest),
            _ => None,
        };
        let mut cols: Vec<usize> = (0..COLS as usize).collect();
        rng.shuffle(&mut cols);
        let free = |pieces: &Vec<Option<Kind>>, want: Option<Tile>| {
            (0..HOME_ROWS as usize).find_map(|k| {
                cols.iter()
                    .map(|c| k * COLS as usize + c)
                    .find(|i| pieces[*i].is_none() && want.is_none_or(|w| tiles[*i] == w))
            })
        };
        let at = free(&pieces, prefer)
            .or_else(|| free(&pieces, None))
            .expect("36 squares hold 15 pieces");
        pieces[at] = Some(kind);
    }
    let mut middle = vec![None; COLS as usize];
    let mut cols: Vec<usize> = (0..COLS as usize).collect();
    rng.shuffle(&mut cols);
    let mut land = Tile::LAND.to_vec();
    rng.shuffle(&mut land);
    for (c, t) in cols.into_iter().zip(land) {
        middle[c] = Some(t);
    }
    Homeland {
        tiles,
        pieces,
        middle,
    }
}

/// Ready-made valid homeland number `n` for `game`: in the points game type the fortress square
/// takes a plains, the dragon is placed and three tiles are offered off the fortress columns
/// (R-THR-VP-1..3).
pub fn layout_for(game: GameType, n: usize) -> Homeland {
    let mut h = layout(n);
    if game != GameType::Points {
        return h;
    }
    let fort = h
        .tiles
        .iter()
        .position(|t| *t == Tile::Fortress)
        .expect("one fortress");
    h.tiles[fort] = Tile::Plains;
    if h.dragon_in_reserve() {
        let free = h.pieces.iter().position(Option::is_none).expect("room");
        h.pieces[free] = Some(Kind::Dragon);
    }
    let open: Vec<usize> = (0..COLS as usize)
        .filter(|c| !VP_FORTRESS_COLUMNS.contains(c))
        .collect();
    h.middle = vec![None; COLS as usize];
    for k in 0..3 {
        let t = Tile::LAND[(n + k) % 4];
        h.middle[open[(n + 2 * k) % open.len()]] = Some(t);
    }
    // Two picks may share a column: move the later one to the next free column.
    let placed = h.middle.iter().flatten().count();
    if placed < 3 {
        let mut have: Vec<Tile> = h.middle.iter().flatten().copied().collect();
        for k in 0..3 {
            let t = Tile::LAND[(n + k) % 4];
            if !have.contains(&t) {
                let c = *open.iter().find(|c| h.middle[**c].is_none()).expect("room");
                h.middle[c] = Some(t);
                have.push(t);
            }
        }
    }
    h
}

/// The middle row from both offers (R-THR-SETUP-8, 9), by column `a`..`i`.
pub fn middle_row(first: u8, offers: [&[Option<Tile>]; 2]) -> Vec<Tile> {
    middle_row_with(first, offers, &[])
}

/// The middle row with fortresses fixed on `fortresses` first (the points game type,
/// R-THR-VP-3), the offers placed on the rest as R-THR-SETUP-8 says.
pub fn middle_row_with(first: u8, offers: [&[Option<Tile>]; 2], fortresses: &[usize]) -> Vec<Tile> {
    let mut row: Vec<Option<Tile>> = vec![None; COLS as usize];
    for c in fortresses {
        row[*c] = Some(Tile::Fortress);
    }
    let mut contested = Vec::new();
    for c in (0..COLS as usize).filter(|c| !fortresses.contains(c)) {
        match (offers[0][c], offers[1][c]) {
            (Some(a), Some(b)) => contested.push((c, [a, b])),
            (Some(t), None) | (None, Some(t)) => row[c] = Some(t),
            (None, None) => {}
        }
    }
    let order = columns_from_left(first);
    contested.sort_by_key(|(c, _)| order.iter().position(|x| *x as usize == *c));
    for (_, pair) in contested {
        for t in [pair[first as usize], pair[1 - first as usize]] {
            let open = order
                .iter()
                .map(|c| *c as usize)
                .find(|c| row[*c].is_none())
                .expect("8 tiles fit 9 squares");
            row[open] = Some(t);
        }
    }
    row.into_iter()
        .map(|t| t.unwrap_or(Tile::Fortress))
        .collect()
}

/// The middle row's squares, by column.
pub fn middle_square(col: usize) -> Sq {
    Sq::new(col as u8, MIDDLE)
}
