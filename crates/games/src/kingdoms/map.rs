//! The map as data (R-KIN-MAP-1..): a board of pointy hexes in offset rows, each hex one area,
//! land or sea; castles and home bases; how many castles win for each number of kingdoms.

/// One map: rows of cells, `~` sea, `.` land, `C` a neutral castle, `1`-`4` a home base.
pub struct Map {
    pub id: &'static str,
    pub name: &'static str,
    pub rows: &'static [&'static str],
    /// Home bases (by their digit) used for 2, 3 and 4 kingdoms, in seat order.
    pub homes: [&'static [u8]; 3],
    /// Castles a kingdom must hold to win, for 2, 3 and 4 kingdoms (R-KIN-WIN-1).
    pub to_win: [u8; 3],
}

pub const STANDARD: Map = Map {
    id: "standard",
    name: "The Four Crowns",
    rows: &[
        "~ ~ ~ ~ ~ ~ ~ ~ ~",
        "~ 1 . . C . . 2 ~",
        "~ . . . . . . . ~",
        "~ . C . ~ ~ C . ~",
        "~ . . . . . . . ~",
        "~ 3 . . C . . 4 ~",
        "~ ~ ~ ~ ~ ~ ~ ~ ~",
    ],
    homes: [&[1, 4], &[1, 4, 2], &[1, 2, 3, 4]],
    to_win: [6, 5, 4],
};

pub const MAPS: [&Map; 1] = [&STANDARD];

pub fn find(id: &str) -> &'static Map {
    MAPS.into_iter().find(|m| m.id == id).unwrap_or(&STANDARD)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Sea,
    Land,
    Castle,
    Home(u8),
}

/// A map read into areas: ids are `row * width + col`, names a column letter and a row number.
pub struct Geo {
    pub width: u16,
    pub height: u16,
    pub cells: Vec<Cell>,
    pub neighbours: Vec<Vec<u16>>,
}

impl Map {
    pub fn geo(&self) -> Geo {
        let cells: Vec<Vec<Cell>> = self
            .rows
            .iter()
            .map(|row| {
                row.split_whitespace()
                    .map(|c| match c {
                        "~" => Cell::Sea,
                        "." => Cell::Land,
                        "C" => Cell::Castle,
                        d => Cell::Home(d.parse().expect("a home digit")),
                    })
                    .collect()
            })
            .collect();
        let height = cells.len() as u16;
        let width = cells[0].len() as u16;
        let flat: Vec<Cell> = cells.into_iter().flatten().collect();
        let mut neighbours = Vec::new();
        for row in 0..height as i32 {
            for col in 0..width as i32 {
                // Odd rows are shoved half a hex right.
                let odd = row & 1;
                let deltas = [
                    (-1, 0),
                    (1, 0),
                    (odd - 1, -1),
                    (odd, -1),
                    (odd - 1, 1),
                    (odd, 1),
                ];
                let mut n: Vec<u16> = deltas
                    .iter()
                    .map(|(dc, dr)| (col + dc, row + dr))
                    .filter(|(c, r)| *c >= 0 && *r >= 0 && *c < width as i32 && *r < height as i32)
                    .map(|(c, r)| (r * width as i32 + c) as u16)
                    .collect();
                n.sort_unstable();
                neighbours.push(n);
            }
        }
        Geo {
            width,
            height,
            cells: flat,
            neighbours,
        }
    }

    pub fn seats_index(seats: u8) -> usize {
        (seats.clamp(2, 4) - 2) as usize
    }
}

impl Geo {
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    pub fn is_sea(&self, a: u16) -> bool {
        self.cells[a as usize] == Cell::Sea
    }

    pub fn is_castle(&self, a: u16) -> bool {
        matches!(self.cells[a as usize], Cell::Castle | Cell::Home(_))
    }

    pub fn adjacent(&self, a: u16, b: u16) -> bool {
        self.neighbours[a as usize].contains(&b)
    }

    pub fn col_row(&self, a: u16) -> (u16, u16) {
        (a % self.width, a / self.width)
    }

    pub fn name(&self, a: u16) -> String {
        let (c, r) = self.col_row(a);
        format!("{}{}", (b'A' + c as u8) as char, r + 1)
    }

    pub fn parse(&self, word: &str) -> Option<u16> {
        let w = word.trim().to_ascii_uppercase();
        let mut chars = w.chars();
        let letter = chars.next()?;
        if !letter.is_ascii_uppercase() {
            return None;
        }
        let col = (letter as u8 - b'A') as u16;
        let row: u16 = chars.as_str().parse().ok()?;
        (col < self.width && row >= 1 && row <= self.height).then(|| (row - 1) * self.width + col)
    }

    /// Steps between two areas over any cells (spell range, R-KIN-SPELL-1).
    pub fn distance(&self, a: u16, b: u16) -> u32 {
        self.path(a, b, |_| true)
            .map_or(u32::MAX, |p| p.len() as u32 - 1)
    }

    /// A shortest path from `a` to `b` through cells `pass` allows (the ends included), if any.
    pub fn path(&self, a: u16, b: u16, pass: impl Fn(u16) -> bool) -> Option<Vec<u16>> {
        let mut prev = vec![u16::MAX; self.len()];
        let mut queue = std::collections::VecDeque::from([a]);
        prev[a as usize] = a;
        while let Some(x) = queue.pop_front() {
            if x == b {
                let mut path = vec![b];
                let mut at = b;
                while at != a {
                    at = prev[at as usize];
                    path.push(at);
                }
                path.reverse();
                return Some(path);
            }
            for &n in &self.neighbours[x as usize] {
                if prev[n as usize] == u16::MAX && (n == b || pass(n)) {
                    prev[n as usize] = x;
                    queue.push_back(n);
                }
            }
        }
        None
    }

    pub fn areas(&self) -> impl Iterator<Item = u16> {
        0..self.len() as u16
    }
}

/// The areas of the map with this id, read once.
pub fn geo(id: &str) -> &'static Geo {
    static STANDARD_GEO: std::sync::OnceLock<Geo> = std::sync::OnceLock::new();
    let _ = id; // one map so far: every id reads the standard one
    STANDARD_GEO.get_or_init(|| STANDARD.geo())
}
