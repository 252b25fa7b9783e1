//! What thrones puts on its squares, as data for the renderer: one shape per piece type, printed on
//! the token in black or white whichever reads on the owner's colour, so the type reads by its
//! outline and not by a letter or a colour alone (issue item 4). The ids index [`symbols`].

use super::piece::Kind;
use korona_engine::scene::palette::INK;
use korona_engine::scene::{ColourRole, Figure, Icon, Part, Symbol, SymbolId, Tint, Width};

/// A piece the last action removed: a cross over a disc in the victim's colour.
pub const REMOVED: SymbolId = SymbolId(10);
/// A square the piece that moved last could reach next: a small ring in its owner's colour.
pub const HINT: SymbolId = SymbolId(11);

/// A farm (homefront, R-THR-HOME-1): a sheaf, in its owner's colour.
pub const FARM: SymbolId = SymbolId(12);
/// A city (homefront, R-THR-HOME-1): a house, in its owner's colour.
pub const CITY: SymbolId = SymbolId(13);

/// A shape in its owner's colour with a dark outline, for a corner badge.
fn badge(points: Vec<(f32, f32)>) -> Icon {
    Icon {
        width: 1.0,
        parts: vec![
            Part::fill(Figure::Polygon(points.clone()), Tint::Owner),
            Part::stroke(Figure::Polygon(points), Tint::Fixed(INK), Width::Px(1.5)),
        ],
    }
}

/// The symbol of a piece type: its index in [`Kind::ALL`].
pub fn piece(kind: Kind) -> SymbolId {
    SymbolId(kind.index() as u16)
}

/// A filled outline printed on a token.
fn mark(points: Vec<(f32, f32)>) -> Icon {
    Icon {
        width: 1.0,
        parts: vec![Part::fill(Figure::Polygon(points), Tint::OnOwner)],
    }
}

/// Open strokes printed on a token.
fn strokes(lines: Vec<Vec<(f32, f32)>>, width: f32) -> Icon {
    Icon {
        width: 1.0,
        parts: lines
            .into_iter()
            .map(|l| Part::stroke(Figure::Polyline(l), Tint::OnOwner, Width::Em(width)))
            .collect(),
    }
}

fn shape(kind: Kind) -> Icon {
    match kind {
        // Two peaks: the mountain raiders.
        Kind::Ranger => mark(vec![
            (-0.45, 0.3),
            (-0.2, -0.3),
            (0.0, 0.0),
            (0.2, -0.35),
            (0.45, 0.3),
        ]),
        // A spear: shaft and head, upright.
        Kind::Spearman => {
            let mut icon = strokes(vec![vec![(0.0, 0.45), (0.0, -0.1)]], 0.1);
            icon.parts.push(Part::fill(
                Figure::Polygon(vec![(-0.17, -0.1), (0.0, -0.48), (0.17, -0.1)]),
                Tint::OnOwner,
            ));
            icon
        }
        // Crossed bolts: an X.
        Kind::Crossbowman => strokes(
            vec![
                vec![(-0.35, -0.35), (0.35, 0.35)],
                vec![(-0.35, 0.35), (0.35, -0.35)],
            ],
            0.12,
        ),
        // A stone on a bar: the catapult's shot.
        Kind::Catapult => {
            let mut icon = strokes(vec![vec![(-0.4, 0.3), (0.4, 0.3)]], 0.1);
            icon.parts.push(Part::fill(
                Figure::Circle {
                    at: (0.0, -0.08),
                    r: 0.25,
                },
                Tint::OnOwner,
            ));
            icon
        }
        // A tall A-frame: the trebuchet.
        Kind::Trebuchet => strokes(
            vec![
                vec![(-0.35, 0.42), (0.0, -0.42), (0.35, 0.42)],
                vec![(-0.2, 0.1), (0.2, 0.1)],
            ],
            0.1,
        ),
        // A lance laid slanting, with its pennon.
        Kind::Lancer => {
            let mut icon = strokes(vec![vec![(-0.4, 0.42), (0.35, -0.4)]], 0.09);
            icon.parts.push(Part::fill(
                Figure::Polygon(vec![(0.35, -0.4), (0.05, -0.35), (0.2, -0.15)]),
                Tint::OnOwner,
            ));
            icon
        }
        // A shield: the armoured horse.
        Kind::Warhorse => mark(vec![
            (-0.35, -0.4),
            (0.35, -0.4),
            (0.35, 0.05),
            (0.0, 0.45),
            (-0.35, 0.05),
        ]),
        // A square block: the heavy beast.
        Kind::Elephant => Icon {
            width: 1.0,
            parts: vec![Part::fill(
                Figure::Rect {
                    x: -0.32,
                    y: -0.32,
                    w: 0.64,
                    h: 0.64,
                },
                Tint::OnOwner,
            )],
        },
        // Spread wings.
        Kind::Dragon => mark(vec![
            (-0.48, -0.3),
            (-0.15, 0.0),
            (0.0, -0.2),
            (0.15, 0.0),
            (0.48, -0.3),
            (0.3, 0.35),
            (0.0, 0.15),
            (-0.3, 0.35),
        ]),
        // A crown.
        Kind::Throne => mark(vec![
            (-0.42, 0.35),
            (-0.42, -0.3),
            (-0.2, -0.02),
            (0.0, -0.4),
            (0.2, -0.02),
            (0.42, -0.3),
            (0.42, 0.35),
        ]),
    }
}

/// The symbols in id order: one per piece type, in [`Kind::ALL`]'s order, then the marks.
pub fn symbols() -> Vec<Symbol> {
    let mut out: Vec<Symbol> = Kind::ALL
        .into_iter()
        .map(|k| Symbol {
            icon: shape(k),
            colour: ColourRole::Owner,
            label: k.name().into(),
        })
        .collect();
    let ink = Tint::Fixed(INK);
    let at = (0.0, 0.0);
    out.push(Symbol {
        icon: Icon {
            width: 1.0,
            parts: vec![
                Part::fill(Figure::Circle { at, r: 0.42 }, Tint::Owner),
                Part::stroke(Figure::Circle { at, r: 0.42 }, ink, Width::Px(1.5)),
                Part::stroke(
                    Figure::Polyline(vec![(-0.3, -0.3), (0.3, 0.3)]),
                    ink,
                    Width::Em(0.14),
                ),
                Part::stroke(
                    Figure::Polyline(vec![(-0.3, 0.3), (0.3, -0.3)]),
                    ink,
                    Width::Em(0.14),
                ),
            ],
        },
        colour: ColourRole::Owner,
        label: "removed by the last action".into(),
    });
    out.push(Symbol {
        icon: Icon {
            width: 1.0,
            parts: vec![
                Part::stroke(Figure::Circle { at, r: 0.3 }, ink, Width::Em(0.2)),
                Part::stroke(Figure::Circle { at, r: 0.3 }, Tint::Owner, Width::Em(0.12)),
            ],
        },
        colour: ColourRole::Owner,
        label: "reach of the piece that moved".into(),
    });
    out.push(Symbol {
        icon: badge(vec![
            (-0.1, 0.45),
            (-0.4, -0.4),
            (-0.15, -0.1),
            (0.0, -0.48),
            (0.15, -0.1),
            (0.4, -0.4),
            (0.1, 0.45),
        ]),
        colour: ColourRole::Owner,
        label: "farm".into(),
    });
    out.push(Symbol {
        icon: badge(vec![
            (-0.42, 0.42),
            (-0.42, -0.05),
            (0.0, -0.45),
            (0.42, -0.05),
            (0.42, 0.42),
        ]),
        colour: ColourRole::Owner,
        label: "city".into(),
    });
    out
}
