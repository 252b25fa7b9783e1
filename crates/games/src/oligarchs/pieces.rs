//! What oligarchs puts on its map, as data for the renderer: the lord's crown (a badge on a
//! stack), the three arms (pieces counted in a stack), castles and battles (markers). The ids
//! index the list [`symbols`] returns, which every oligarchs scene carries.

use korona_engine::scene::palette::{self, INK};
use korona_engine::scene::{ColourRole, Figure, Icon, Part, Rgb, Symbol, SymbolId, Tint, Width};

pub const LORD: SymbolId = SymbolId(0);
pub const CAVALRY: SymbolId = SymbolId(1);
pub const INFANTRY: SymbolId = SymbolId(2);
pub const ARCHERS: SymbolId = SymbolId(3);
pub const CASTLE: SymbolId = SymbolId(4);
pub const BATTLE: SymbolId = SymbolId(5);

const WHITE: Rgb = Rgb(255, 255, 255);
/// The crown's outline: its gold darkened by 60 %.
const GOLD_EDGE: Rgb = Rgb(86, 68, 12);

/// The symbols in id order.
pub fn symbols() -> Vec<Symbol> {
    let sym = |icon, colour, label: &str| Symbol {
        icon,
        colour,
        label: label.into(),
    };
    vec![
        sym(crown(), ColourRole::Fixed(palette::GOLD), "lord"),
        sym(arm(Arm::Cavalry), ColourRole::Owner, "cavalry"),
        sym(arm(Arm::Infantry), ColourRole::Owner, "infantry"),
        sym(arm(Arm::Archers), ColourRole::Owner, "archers"),
        sym(castle(), ColourRole::Owner, "castle"),
        sym(Icon::clash(), ColourRole::Owner, "battle"),
    ]
}

/// A gold crown with five points, drawn at nine tenths of its slot in a stack's chip.
fn crown() -> Icon {
    let (w, h) = (0.9, 0.9 * 0.75);
    let (x, y) = (-w / 2.0, -h / 2.0);
    let pts = vec![
        (x, y + h),
        (x, y + h * 0.1),
        (x + w * 0.27, y + h * 0.5),
        (x + w * 0.5, y),
        (x + w * 0.73, y + h * 0.5),
        (x + w, y + h * 0.1),
        (x + w, y + h),
    ];
    Icon {
        width: 1.0,
        parts: vec![
            Part::fill(Figure::Polygon(pts.clone()), Tint::Owner),
            Part::stroke(Figure::Polygon(pts), Tint::Fixed(GOLD_EDGE), Width::Px(2.2)),
        ],
    }
}

enum Arm {
    Cavalry,
    Infantry,
    Archers,
}

/// NATO-style unit boxes, 1.4 ems wide: infantry an X, cavalry a slash, archers a dot.
fn arm(arm: Arm) -> Icon {
    let (x, y, w, h) = (-0.7, -0.5, 1.4, 1.0);
    let ink = Tint::Fixed(INK);
    let line = |a, b| Part::stroke(Figure::Polyline(vec![a, b]), ink, Width::Px(1.6));
    let mut parts = vec![
        Part::fill(Figure::Rect { x, y, w, h }, Tint::Fixed(WHITE)),
        Part::stroke(Figure::Rect { x, y, w, h }, ink, Width::Px(1.6)),
    ];
    match arm {
        Arm::Infantry => {
            parts.push(line((x, y), (x + w, y + h)));
            parts.push(line((x, y + h), (x + w, y)));
        }
        Arm::Cavalry => parts.push(line((x, y + h), (x + w, y))),
        Arm::Archers => parts.push(Part::fill(
            Figure::Circle {
                at: (0.0, 0.0),
                r: 0.26,
            },
            ink,
        )),
    }
    Icon { width: 1.4, parts }
}

/// A crenellated keep with a door, in its holder's colour.
fn castle() -> Icon {
    let (w, h) = (1.0, 0.85);
    let (x, y) = (-w / 2.0, -h / 2.0);
    let m = w / 5.0;
    let pts = vec![
        (x, y + h),
        (x, y),
        (x + m, y),
        (x + m, y + m),
        (x + 2.0 * m, y + m),
        (x + 2.0 * m, y),
        (x + 3.0 * m, y),
        (x + 3.0 * m, y + m),
        (x + 4.0 * m, y + m),
        (x + 4.0 * m, y),
        (x + w, y),
        (x + w, y + h),
    ];
    let door = w * 0.22;
    Icon {
        width: 1.0,
        parts: vec![
            Part::stroke(
                Figure::Polygon(pts.clone()),
                Tint::Fixed(INK),
                Width::Px(2.4),
            ),
            Part::fill(Figure::Polygon(pts), Tint::Owner),
            Part::fill(
                Figure::Rect {
                    x: -door / 2.0,
                    y: y + h * 0.55,
                    w: door,
                    h: h * 0.45,
                },
                Tint::Fixed(INK),
            ),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_index_the_symbol_list() {
        let s = symbols();
        for (id, label) in [
            (LORD, "lord"),
            (CAVALRY, "cavalry"),
            (INFANTRY, "infantry"),
            (ARCHERS, "archers"),
            (CASTLE, "castle"),
            (BATTLE, "battle"),
        ] {
            assert_eq!(s[id.0 as usize].label, label);
        }
        assert_eq!(s.len(), 6);
    }
}
