//! What kingdoms puts on its map, as data for the renderer: one symbol per unit kind (counted in
//! a side's chip), castles, sawmills and battles (markers). The ids index the list [`symbols`]
//! returns, which every kingdoms scene carries.

use super::units::Kind;
use korona_engine::scene::palette::INK;
use korona_engine::scene::{ColourRole, Figure, Icon, Part, Rgb, Symbol, SymbolId, Tint, Width};

pub const SWORDSMAN: SymbolId = SymbolId(0);
pub const KNIGHT: SymbolId = SymbolId(1);
pub const MAGE: SymbolId = SymbolId(2);
pub const DRAGON: SymbolId = SymbolId(3);
pub const TOWER: SymbolId = SymbolId(4);
pub const TRIREME: SymbolId = SymbolId(5);
pub const GALLEON: SymbolId = SymbolId(6);
pub const CASTLE: SymbolId = SymbolId(7);
pub const SAWMILL: SymbolId = SymbolId(8);
pub const BATTLE: SymbolId = SymbolId(9);

/// The sawmill's timber brown.
pub const WOOD: Rgb = Rgb(140, 90, 40);

/// A unit kind's symbol in a chip.
pub fn of(kind: Kind) -> SymbolId {
    match kind {
        Kind::Swordsman => SWORDSMAN,
        Kind::Knight => KNIGHT,
        Kind::Mage => MAGE,
        Kind::Dragon => DRAGON,
        Kind::Tower => TOWER,
        Kind::Trireme => TRIREME,
        Kind::Galleon => GALLEON,
    }
}

/// Kinds in the order a chip lists them: the odds notation's S K M D T R G.
pub const CHIP_ORDER: [Kind; 7] = [
    Kind::Swordsman,
    Kind::Knight,
    Kind::Mage,
    Kind::Dragon,
    Kind::Tower,
    Kind::Trireme,
    Kind::Galleon,
];

/// The symbols in id order.
pub fn symbols() -> Vec<Symbol> {
    let sym = |icon, colour, label: &str| Symbol {
        icon,
        colour,
        label: label.into(),
    };
    vec![
        sym(sword(), ColourRole::Owner, "swordsman"),
        sym(horse(), ColourRole::Owner, "knight"),
        sym(hat(), ColourRole::Owner, "mage"),
        sym(wings(), ColourRole::Owner, "dragon"),
        sym(keep(0.6, 0.9), ColourRole::Owner, "guard tower"),
        sym(ship(false), ColourRole::Owner, "trireme"),
        sym(ship(true), ColourRole::Owner, "galleon"),
        sym(keep(1.0, 0.85), ColourRole::Owner, "castle"),
        sym(saw(), ColourRole::Fixed(WOOD), "sawmill"),
        sym(Icon::clash(), ColourRole::Owner, "battle"),
    ]
}

fn ink() -> Tint {
    Tint::Fixed(INK)
}

/// Filled in the owner's colour and outlined in ink.
fn shape(width: f32, pts: Vec<(f32, f32)>) -> Icon {
    Icon {
        width,
        parts: vec![
            Part::stroke(Figure::Polygon(pts.clone()), ink(), Width::Px(2.0)),
            Part::fill(Figure::Polygon(pts), Tint::Owner),
        ],
    }
}

/// An upright sword: blade in the owner's colour, ink guard and grip.
fn sword() -> Icon {
    let blade = vec![
        (-0.09, 0.2),
        (-0.09, -0.35),
        (0.0, -0.55),
        (0.09, -0.35),
        (0.09, 0.2),
    ];
    let mut icon = shape(0.7, blade);
    let line = |a, b| Part::stroke(Figure::Polyline(vec![a, b]), ink(), Width::Px(2.6));
    icon.parts.push(line((-0.3, 0.22), (0.3, 0.22)));
    icon.parts.push(line((0.0, 0.22), (0.0, 0.52)));
    icon
}

/// A chess knight's head.
fn horse() -> Icon {
    shape(
        0.95,
        vec![
            (-0.32, 0.5),
            (-0.26, 0.05),
            (-0.44, -0.08),
            (-0.2, -0.42),
            (0.05, -0.55),
            (0.2, -0.38),
            (0.42, -0.1),
            (0.3, 0.08),
            (0.08, -0.02),
            (0.28, 0.5),
        ],
    )
}

/// A pointed hat with a brim.
fn hat() -> Icon {
    let mut icon = shape(0.9, vec![(0.1, -0.55), (0.28, 0.32), (-0.28, 0.32)]);
    icon.parts.push(Part::stroke(
        Figure::Polyline(vec![(-0.42, 0.38), (0.42, 0.38)]),
        ink(),
        Width::Px(2.6),
    ));
    icon
}

/// Spread bat wings.
fn wings() -> Icon {
    shape(
        1.3,
        vec![
            (-0.62, 0.05),
            (-0.35, -0.45),
            (-0.15, -0.1),
            (0.0, -0.4),
            (0.15, -0.1),
            (0.35, -0.45),
            (0.62, 0.05),
            (0.3, -0.02),
            (0.0, 0.4),
            (-0.3, -0.02),
        ],
    )
}

/// A crenellated keep `w` wide and `h` high with a door: a castle, or a narrow guard tower.
fn keep(w: f32, h: f32) -> Icon {
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
    let door = w * 0.26;
    let mut icon = shape(w, pts);
    icon.parts.push(Part::fill(
        Figure::Rect {
            x: -door / 2.0,
            y: y + h * 0.55,
            w: door,
            h: h * 0.45,
        },
        ink(),
    ));
    icon
}

/// A hull with one sail (trireme) or two (galleon).
fn ship(big: bool) -> Icon {
    let w = if big { 1.5 } else { 1.2 };
    let hull = vec![
        (-w / 2.0, 0.08),
        (w / 2.0, 0.08),
        (w / 2.0 - 0.22, 0.45),
        (-w / 2.0 + 0.22, 0.45),
    ];
    let mut icon = shape(w, hull);
    let masts: &[f32] = if big { &[-0.3, 0.3] } else { &[0.0] };
    for &mx in masts {
        icon.parts.push(Part::stroke(
            Figure::Polyline(vec![(mx, 0.08), (mx, -0.55)]),
            ink(),
            Width::Px(2.0),
        ));
        let sail = vec![(mx, -0.5), (mx + 0.26, -0.05), (mx, -0.05)];
        icon.parts.push(Part::stroke(
            Figure::Polygon(sail.clone()),
            ink(),
            Width::Px(1.4),
        ));
        icon.parts.push(Part::fill(
            Figure::Polygon(sail),
            Tint::Fixed(Rgb(255, 255, 255)),
        ));
    }
    icon
}

/// A round saw blade.
fn saw() -> Icon {
    let teeth: Vec<(f32, f32)> = (0..16)
        .map(|i| {
            let r = if i % 2 == 0 { 0.5 } else { 0.36 };
            let t = (i as f32 * 22.5).to_radians();
            (r * t.cos(), r * t.sin())
        })
        .collect();
    let mut icon = shape(1.0, teeth);
    icon.parts.push(Part::fill(
        Figure::Circle {
            at: (0.0, 0.0),
            r: 0.12,
        },
        ink(),
    ));
    icon
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_index_the_symbol_list() {
        let s = symbols();
        for (kind, label) in [
            (Kind::Swordsman, "swordsman"),
            (Kind::Knight, "knight"),
            (Kind::Mage, "mage"),
            (Kind::Dragon, "dragon"),
            (Kind::Tower, "guard tower"),
            (Kind::Trireme, "trireme"),
            (Kind::Galleon, "galleon"),
        ] {
            assert_eq!(s[of(kind).0 as usize].label, label);
        }
        assert_eq!(s[CASTLE.0 as usize].label, "castle");
        assert_eq!(s[SAWMILL.0 as usize].label, "sawmill");
        assert_eq!(s[BATTLE.0 as usize].label, "battle");
        assert_eq!(s.len(), 10);
    }
}
