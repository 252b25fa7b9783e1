//! A homeland as one player builds it in secret (R-THR-SETUP-2..6), its text, its checks, the
//! ready-made layouts the legal list offers, and the middle row built from both (R-THR-SETUP-8, 9).

use super::board::{columns_from_left, home_row, Sq, Tile, COLS, HOME_ROWS, MIDDLE};
use super::piece::Kind;
use korona_engine::{msg, Message};
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
                .map(|k| {
                    (0..COLS as usize)
                        .map(|c| f(k * COLS as usize + c))
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("/")
        };
        let tiles = rows(&|i| self.tiles[i].letter());
        let pieces = rows(&|i| self.pieces[i].map_or('.', |k| k.letter()));
        let middle: String = self
            .middle
            .iter()
            .map(|t| t.map_or('.', |t| t.letter()))
            .collect();
        format!("home {tiles} {pieces} {middle}")
    }

    /// Reads the three words after `home`; the checks of [`Homeland::check`] come after.
    pub fn parse(words: &[&str]) -> Result<Homeland, (String, Message)> {
        let [tiles, pieces, middle] = words else {
            return Err((
                words.join(" "),
                msg!("thrones-home-words", count = words.len()),
            ));
        };
        let grid = |word: &str| -> Result<Vec<char>, (String, Message)> {
            let rows: Vec<&str> = word.split('/').collect();
            if rows.len() != HOME_ROWS as usize
                || rows.iter().any(|r| r.chars().count() != COLS as usize)
            {
                return Err((word.to_string(), msg!("thrones-home-shape")));
            }
            Ok(rows.concat().chars().collect())
        };
        let tiles = grid(tiles)?
            .into_iter()
            .map(|c| {
                Tile::from_letter(c.to_ascii_lowercase())
                    .ok_or_else(|| (c.to_string(), msg!("thrones-home-bad-tile")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let pieces = grid(pieces)?
            .into_iter()
            .map(|c| match c {
                '.' => Ok(None),
                c => Kind::from_letter(c)
                    .map(Some)
                    .ok_or_else(|| (c.to_string(), msg!("thrones-home-bad-piece"))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        if middle.chars().count() != COLS as usize {
            return Err((middle.to_string(), msg!("thrones-home-middle-shape")));
        }
        let middle = middle
            .chars()
            .map(|c| match c {
                '.' => Ok(None),
                c => Tile::from_letter(c.to_ascii_lowercase())
                    .filter(|t| *t != Tile::Fortress)
                    .map(Some)
                    .ok_or_else(|| (c.to_string(), msg!("thrones-home-bad-middle"))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Homeland {
            tiles,
            pieces,
            middle,
        })
    }

    /// The setup rules (R-THR-SETUP-2..6): the problem found first, if any.
    pub fn check(&self) -> Result<(), Message> {
        for t in Tile::ALL {
            let have = self.tiles.iter().filter(|x| **x == t).count();
            if have != t.per_homeland() {
                return Err(msg!(
                    "thrones-home-tile-count",
                    tile = t.name(),
                    have = have,
                    want = t.per_homeland()
                ));
            }
        }
        for k in 0..HOME_ROWS as usize {
            let row = &self.tiles[k * COLS as usize..(k + 1) * COLS as usize];
            for t in Tile::LAND {
                if !row.contains(&t) {
                    return Err(msg!("thrones-home-row-lacks", row = k + 1, tile = t.name()));
                }
            }
            if let Some(c) = row.iter().position(|t| *t == Tile::Fortress) {
                if c == 0 || c == COLS as usize - 1 || k == HOME_ROWS as usize - 1 {
                    return Err(msg!(
                        "thrones-home-fortress-edge",
                        row = k + 1,
                        column = c + 1
                    ));
                }
            }
        }
        for kind in Kind::ALL {
            let have = self.pieces.iter().filter(|p| **p == Some(kind)).count();
            let ok = have == kind.count() || (kind == Kind::Dragon && have == 0);
            if !ok {
                return Err(msg!(
                    "thrones-home-piece-count",
                    piece = kind.name(),
                    have = have,
                    want = kind.count()
                ));
            }
        }
        for t in Tile::LAND {
            let have = self.middle.iter().filter(|x| **x == Some(t)).count();
            if have != 1 {
                return Err(msg!(
                    "thrones-home-middle-count",
                    tile = t.name(),
                    have = have
                ));
            }
        }
        Ok(())
    }

    pub fn dragon_in_reserve(&self) -> bool {
        !self.pieces.contains(&Some(Kind::Dragon))
    }
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

/// The middle row from both offers (R-THR-SETUP-8, 9), by column `a`..`i`.
pub fn middle_row(first: u8, offers: [&[Option<Tile>]; 2]) -> Vec<Tile> {
    let mut row: Vec<Option<Tile>> = vec![None; COLS as usize];
    let mut contested = Vec::new();
    for c in 0..COLS as usize {
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
