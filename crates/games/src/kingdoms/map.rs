//! The map as data (R-KIN-MAP-1..): a board of pointy hexes in offset rows, each hex one area,
//! land or sea; castles and home bases; how many castles win for each number of kingdoms.

/// One map: rows of cells, `~` sea, `.` land, `C` a neutral castle, `1`-`9` a home base. Read from
/// the text files in `maps/` (R-KIN-MAP-4).
pub struct Map {
    pub id: String,
    pub name: String,
    pub rows: Vec<String>,
    /// Gold a round each area yields its owner, in the rows' layout (R-KIN-INCOME-1).
    pub income: Vec<Vec<u8>>,
    /// Per number of kingdoms: the home bases (by their digit) in seat order, and the castles a
    /// kingdom must hold to win (R-KIN-WIN-1).
    pub seatings: Vec<Seating>,
}

pub struct Seating {
    pub seats: u8,
    pub homes: Vec<u8>,
    pub to_win: u8,
}

/// The map files, in the order the `map` option lists them.
const FILES: [&str; 3] = [
    include_str!("maps/standard.txt"),
    include_str!("maps/shores.txt"),
    include_str!("maps/realms.txt"),
];

/// The `map` option's default: the map made for this many kingdoms (R-KIN-MAP-5).
pub const AUTO: &str = "auto";

/// The map a match on option `id` plays: `auto` picks The Four Crowns for 2 or 4 kingdoms and The
/// Six Realms for 3, 5 or 6 (R-KIN-MAP-5): three kingdoms on the four corners of The Four Crowns
/// leave one corner to a single neighbour, while on the hexagon they sit at every other corner.
pub fn resolve(id: &str, seats: u8) -> &str {
    match id {
        AUTO if seats == 2 || seats == 4 => "standard",
        AUTO => "realms",
        other => other,
    }
}

/// Every map with its areas, read and checked once.
fn all() -> &'static [(Map, Geo)] {
    static MAPS: std::sync::OnceLock<Vec<(Map, Geo)>> = std::sync::OnceLock::new();
    MAPS.get_or_init(|| {
        FILES
            .iter()
            .map(|text| {
                let map = Map::read(text).unwrap_or_else(|e| panic!("a map file: {e}"));
                let geo = map.geo();
                map.check(&geo)
                    .unwrap_or_else(|e| panic!("map {}: {e}", map.id));
                (map, geo)
            })
            .collect()
    })
}

pub fn ids() -> Vec<&'static str> {
    all().iter().map(|(m, _)| m.id.as_str()).collect()
}

pub fn find(id: &str) -> &'static Map {
    let maps = all();
    &maps.iter().find(|(m, _)| m.id == id).unwrap_or(&maps[0]).0
}

/// The areas of the map with this id.
pub fn geo(id: &str) -> &'static Geo {
    let maps = all();
    &maps.iter().find(|(m, _)| m.id == id).unwrap_or(&maps[0]).1
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
    /// Gold a round by area id (R-KIN-INCOME-1).
    pub income: Vec<u8>,
    pub neighbours: Vec<Vec<u16>>,
}

impl Map {
    /// Reads a map file: `id`, `name`, `seats <n> homes <digits> win <n>` lines, then `rows`.
    pub fn read(text: &str) -> Result<Map, String> {
        let mut map = Map {
            id: String::new(),
            name: String::new(),
            rows: Vec::new(),
            income: Vec::new(),
            seatings: Vec::new(),
        };
        let mut in_rows = false;
        let mut in_income = false;
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line == "income" {
                in_income = true;
                continue;
            }
            if in_income {
                let gold: Result<Vec<u8>, _> = line.split_whitespace().map(str::parse).collect();
                map.income
                    .push(gold.map_err(|_| format!("income row `{line}`: gold as numbers"))?);
                continue;
            }
            if in_rows {
                map.rows.push(line.to_string());
                continue;
            }
            let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "id" => map.id = rest.trim().to_string(),
                "name" => map.name = rest.trim().to_string(),
                "rows" => in_rows = true,
                "seats" => {
                    let words: Vec<&str> = rest.split_whitespace().collect();
                    let bad = || format!("`{line}`: seats <n> homes <digits> win <n>");
                    let (Some(n), Some(&"homes")) = (words.first(), words.get(1)) else {
                        return Err(bad());
                    };
                    let win = words.iter().position(|w| *w == "win").ok_or_else(bad)?;
                    let homes: Result<Vec<u8>, _> =
                        words[2..win].iter().map(|d| d.parse::<u8>()).collect();
                    map.seatings.push(Seating {
                        seats: n.parse().map_err(|_| bad())?,
                        homes: homes.map_err(|_| bad())?,
                        to_win: words
                            .get(win + 1)
                            .and_then(|w| w.parse().ok())
                            .ok_or_else(bad)?,
                    });
                }
                other => return Err(format!("unknown line `{other}`")),
            }
        }
        if map.id.is_empty()
            || map.rows.is_empty()
            || map.seatings.is_empty()
            || map.income.is_empty()
        {
            return Err("a map needs an id, seats lines, rows and income".into());
        }
        for row in &map.rows {
            if let Some(bad) = row
                .split_whitespace()
                .find(|c| !matches!(*c, "~" | "." | "C") && c.parse::<u8>().is_err())
            {
                return Err(format!("map {}: `{bad}` is not a cell", map.id));
            }
        }
        Ok(map)
    }

    /// What a map must be to be played (R-KIN-MAP-4): rows of one width, adjacency symmetric,
    /// every area reachable from every other, each seating's home bases on the map, distinct, as
    /// many as seats, each able to walk to every castle, and a reachable castle count to win.
    pub fn check(&self, geo: &Geo) -> Result<(), String> {
        let width = self.rows[0].split_whitespace().count();
        if self
            .rows
            .iter()
            .any(|r| r.split_whitespace().count() != width)
        {
            return Err("rows of different widths".into());
        }
        if self.income.len() != self.rows.len() || self.income.iter().any(|r| r.len() != width) {
            return Err("income rows not in the shape of the map's rows".into());
        }
        for a in geo.areas() {
            let gold = geo.income[a as usize];
            if geo.is_sea(a) != (gold == 0) || gold > 9 {
                return Err(format!(
                    "{} yields {gold}: 0 at sea, 1-9 on land",
                    geo.name(a)
                ));
            }
        }
        for a in geo.areas() {
            for &b in &geo.neighbours[a as usize] {
                if !geo.adjacent(b, a) {
                    return Err(format!(
                        "{} borders {} but not back",
                        geo.name(a),
                        geo.name(b)
                    ));
                }
            }
            if geo.path(0, a, |_| true).is_none() {
                return Err(format!("{} cannot be reached", geo.name(a)));
            }
        }
        let castles: Vec<u16> = geo.areas().filter(|a| geo.is_castle(*a)).collect();
        for s in &self.seatings {
            if s.homes.len() != s.seats as usize {
                return Err(format!("{} seats with {} homes", s.seats, s.homes.len()));
            }
            if s.to_win as usize > castles.len() || s.to_win < 2 {
                return Err(format!("{} castles to win of {}", s.to_win, castles.len()));
            }
            for (i, d) in s.homes.iter().enumerate() {
                if s.homes[..i].contains(d) {
                    return Err(format!("home {d} twice for {} seats", s.seats));
                }
                let home = geo
                    .areas()
                    .find(|a| geo.cells[*a as usize] == Cell::Home(*d))
                    .ok_or(format!("no home base {d}"))?;
                for c in &castles {
                    if geo.path(home, *c, |a| !geo.is_sea(a)).is_none() {
                        return Err(format!(
                            "home base {} cannot walk to {}",
                            geo.name(home),
                            geo.name(*c)
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// The seating for this number of kingdoms, if the map has one.
    pub fn seating(&self, seats: u8) -> Option<&Seating> {
        self.seatings.iter().find(|s| s.seats == seats)
    }

    pub fn seat_range(&self) -> (u8, u8) {
        let n = self.seatings.iter().map(|s| s.seats);
        (n.clone().min().unwrap_or(2), n.max().unwrap_or(2))
    }

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
                        d => Cell::Home(d.parse().expect("a home digit, checked when read")),
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
        let mut income: Vec<u8> = self.income.iter().flatten().copied().collect();
        // A file whose income rows do not fit is refused by `check`; until then every area has one.
        income.resize(flat.len(), 0);
        Geo {
            width,
            height,
            cells: flat,
            income,
            neighbours,
        }
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
