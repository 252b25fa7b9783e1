//! What fiefs puts on its hexes, as data for the renderer: the three units (drawn on a token in the
//! house's colour: ▲ spearman, ◆ knight, ● bowman) and the three holdings (a badge in the owner's
//! colour: a keep, a house, a pennant). The ids index the list [`symbols`] returns.

use super::state::{HoldingKind, UnitKind};
use korona_engine::scene::palette::INK;
use korona_engine::scene::{ColourRole, Figure, Icon, Part, Rgb, Symbol, SymbolId, Tint, Width};

pub const SPEARMAN: SymbolId = SymbolId(0);
pub const KNIGHT: SymbolId = SymbolId(1);
pub const BOWMAN: SymbolId = SymbolId(2);
pub const CASTLE: SymbolId = SymbolId(3);
pub const VILLAGE: SymbolId = SymbolId(4);
pub const OUTPOST: SymbolId = SymbolId(5);
/// A unit the end of its house's turn would kill (out of supply or unpaid).
pub const AT_RISK: SymbolId = SymbolId(6);

pub fn unit(kind: UnitKind) -> SymbolId {
    match kind {
        UnitKind::Spearman => SPEARMAN,
        UnitKind::Knight => KNIGHT,
        UnitKind::Bowman => BOWMAN,
    }
}

pub fn holding(kind: HoldingKind) -> SymbolId {
    match kind {
        HoldingKind::Castle => CASTLE,
        HoldingKind::Village => VILLAGE,
        HoldingKind::Outpost => OUTPOST,
    }
}

/// A shape printed on a token, in black or white whichever reads on the house's colour.
fn mark(points: Vec<(f32, f32)>) -> Icon {
    Icon {
        width: 1.0,
        parts: vec![Part::fill(Figure::Polygon(points), Tint::OnOwner)],
    }
}

/// A building outlined in white so it reads on any ground, filled in the owner's colour.
fn building(points: Vec<(f32, f32)>) -> Icon {
    let white = Tint::Fixed(Rgb(255, 255, 255));
    Icon {
        width: 1.0,
        parts: vec![
            Part::stroke(Figure::Polygon(points.clone()), white, Width::Px(3.0)),
            Part::fill(Figure::Polygon(points.clone()), Tint::Owner),
            Part::stroke(Figure::Polygon(points), Tint::Fixed(INK), Width::Px(1.2)),
        ],
    }
}

/// The symbols in id order.
pub fn symbols() -> Vec<Symbol> {
    let sym = |icon, label: &str| Symbol {
        icon,
        colour: ColourRole::Owner,
        label: label.into(),
    };
    let keep = vec![
        (-0.45, 0.45),
        (-0.45, -0.45),
        (-0.25, -0.45),
        (-0.25, -0.25),
        (-0.1, -0.25),
        (-0.1, -0.45),
        (0.1, -0.45),
        (0.1, -0.25),
        (0.25, -0.25),
        (0.25, -0.45),
        (0.45, -0.45),
        (0.45, 0.45),
    ];
    let house = vec![
        (-0.4, 0.42),
        (-0.4, -0.05),
        (0.0, -0.45),
        (0.4, -0.05),
        (0.4, 0.42),
    ];
    vec![
        sym(
            mark(vec![(0.0, -0.32), (0.3, 0.24), (-0.3, 0.24)]),
            "spearman",
        ),
        sym(
            mark(vec![(0.0, -0.34), (0.3, 0.0), (0.0, 0.34), (-0.3, 0.0)]),
            "knight",
        ),
        sym(
            Icon {
                width: 1.0,
                parts: vec![Part::fill(
                    Figure::Circle {
                        at: (0.0, 0.0),
                        r: 0.24,
                    },
                    Tint::OnOwner,
                )],
            },
            "bowman",
        ),
        sym(building(keep), "castle"),
        sym(building(house), "village"),
        sym(Icon::flag(), "outpost"),
        Symbol {
            icon: Icon {
                width: 1.0,
                parts: vec![
                    Part::fill(
                        Figure::Circle {
                            at: (0.0, 0.0),
                            r: 0.45,
                        },
                        Tint::Fixed(Rgb(200, 20, 20)),
                    ),
                    Part::stroke(
                        Figure::Polyline(vec![(-0.22, -0.22), (0.22, 0.22)]),
                        Tint::Fixed(Rgb(255, 255, 255)),
                        Width::Px(2.5),
                    ),
                    Part::stroke(
                        Figure::Polyline(vec![(-0.22, 0.22), (0.22, -0.22)]),
                        Tint::Fixed(Rgb(255, 255, 255)),
                        Width::Px(2.5),
                    ),
                ],
            },
            colour: ColourRole::Fixed(Rgb(200, 20, 20)),
            label: "dies at the end of its turn".into(),
        },
    ]
}
