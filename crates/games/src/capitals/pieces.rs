//! What capitals puts on its cells besides tokens, as data for the renderer: walls (one or two
//! nested frames just inside a cell) and towers (a small turret in the cell's top-right corner).
//! The ids index the list [`symbols`] returns, which every capitals scene carries.

use korona_engine::scene::palette::STONE;
use korona_engine::scene::{
    Badge, Cell, ColourRole, Figure, Icon, Part, Rgb, Spot, Symbol, SymbolId, Tint, Width,
};

pub const WALL: SymbolId = SymbolId(0);
pub const DOUBLE_WALL: SymbolId = SymbolId(1);
pub const TOWER: SymbolId = SymbolId(2);
/// Corner brackets on a square the last turn changed (R-CAP-82).
pub const CHANGED: SymbolId = SymbolId(3);
/// The brackets' colour: a warm yellow, far from both players' colours and from the terrain, and
/// outlined in ink so it reads on pale territory too.
pub const CHANGED_COLOUR: Rgb = Rgb(255, 196, 0);

/// The symbols in id order.
pub fn symbols() -> Vec<Symbol> {
    let sym = |icon, label: &str| Symbol {
        icon,
        colour: ColourRole::Fixed(STONE),
        label: label.into(),
    };
    vec![
        sym(walls(1), "wall"),
        sym(walls(2), "double wall"),
        sym(tower(), "tower"),
        Symbol {
            icon: brackets(),
            colour: ColourRole::Fixed(CHANGED_COLOUR),
            label: "changed last turn".into(),
        },
    ]
}

/// `n` nested frames, drawn over a whole cell (one em is the cell's side).
fn walls(n: u8) -> Icon {
    let lw = 0.045;
    let parts = (0..n)
        .map(|k| {
            // The frame's centre line runs `inset` inside the cell's edge.
            let inset = 0.09 + 0.065 * k as f32;
            let x = -0.5 + inset - lw / 2.0;
            let side = 1.0 - 2.0 * inset + lw;
            Part::stroke(
                Figure::Rect {
                    x,
                    y: x,
                    w: side,
                    h: side,
                },
                Tint::Owner,
                Width::Em(lw),
            )
        })
        .collect();
    Icon { width: 1.0, parts }
}

/// Four corner brackets just inside a cell (one em is the cell's side): they leave the centre free
/// for the token and the ring, and the edges' middles free for the territory's border.
fn brackets() -> Icon {
    let (e, arm) = (0.44, 0.2);
    let corner = |sx: f32, sy: f32| {
        Figure::Polyline(vec![
            (sx * e, sy * (e - arm)),
            (sx * e, sy * e),
            (sx * (e - arm), sy * e),
        ])
    };
    let ink = Tint::Fixed(korona_engine::scene::palette::INK);
    let parts = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .into_iter()
        .flat_map(|(sx, sy)| {
            [
                Part::stroke(corner(sx, sy), ink, Width::Em(0.1)),
                Part::stroke(corner(sx, sy), Tint::Owner, Width::Em(0.06)),
            ]
        })
        .collect();
    Icon { width: 1.0, parts }
}

/// A narrow crenellated turret with a window, outlined in white so it reads on any terrain.
fn tower() -> Icon {
    let (w, h) = (0.6, 1.0);
    let (x, y) = (-w / 2.0, -h / 2.0);
    let m = w / 3.0;
    let pts = vec![
        (x, y + h),
        (x, y),
        (x + m, y),
        (x + m, y + m * 0.8),
        (x + 2.0 * m, y + m * 0.8),
        (x + 2.0 * m, y),
        (x + w, y),
        (x + w, y + h),
    ];
    let white = Tint::Fixed(Rgb(255, 255, 255));
    Icon {
        width: w,
        parts: vec![
            Part::stroke(Figure::Polygon(pts.clone()), white, Width::Px(2.0)),
            Part::fill(Figure::Polygon(pts), Tint::Owner),
            Part::fill(
                Figure::Rect {
                    x: -w * 0.12,
                    y: y + h * 0.45,
                    w: w * 0.24,
                    h: h * 0.25,
                },
                white,
            ),
        ],
    }
}

/// The badges of a cell with `walls` walls (0, 1 or 2) and maybe a tower.
pub fn badges(walls: u8, tower: bool) -> Vec<Badge> {
    let badge = |symbol, spot| Badge {
        symbol,
        colour: STONE,
        spot,
    };
    let mut v = Vec::new();
    match walls {
        0 => {}
        1 => v.push(badge(WALL, Spot::Cover)),
        _ => v.push(badge(DOUBLE_WALL, Spot::Cover)),
    }
    if tower {
        v.push(badge(TOWER, Spot::TopRight));
    }
    v
}

/// How many walls a drawn cell shows (0, 1 or 2), read back from its badges.
pub fn walls_on(cell: &Cell) -> u8 {
    cell.badges
        .iter()
        .map(|b| match b.symbol {
            WALL => 1,
            DOUBLE_WALL => 2,
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

/// Whether a drawn cell shows a tower.
pub fn tower_on(cell: &Cell) -> bool {
    cell.badges.iter().any(|b| b.symbol == TOWER)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn badges_read_back_as_they_were_given() {
        for walls in 0..=2 {
            for tower in [false, true] {
                let cell = Cell {
                    badges: badges(walls, tower),
                    ..Cell::default()
                };
                assert_eq!((walls_on(&cell), tower_on(&cell)), (walls, tower));
            }
        }
        let s = symbols();
        assert_eq!(
            [WALL, DOUBLE_WALL, TOWER].map(|id| s[id.0 as usize].label.as_str()),
            ["wall", "double wall", "tower"]
        );
    }
}
