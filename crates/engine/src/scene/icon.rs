//! Pictures as data. A game draws its pieces, markers and badges out of a few primitives; the
//! renderer paints them without knowing what they stand for.
//!
//! An icon's coordinates are in "ems" — units of the size it is drawn at — centred on (0, 0), with
//! y growing down, so one icon serves a chip on a map, a token on a cell and a legend line.

use serde::{Deserialize, Serialize};

use super::Rgb;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Icon {
    /// The room the icon takes in a row (a stack's chip), in ems.
    pub width: f32,
    /// Painted in order, later parts over earlier ones.
    pub parts: Vec<Part>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Part {
    pub figure: Figure,
    pub paint: Paint,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Figure {
    /// Closed: stroking it draws every side, the closing one too.
    Polygon(Vec<(f32, f32)>),
    /// Open: stroking it draws the segments between consecutive points.
    Polyline(Vec<(f32, f32)>),
    Circle {
        at: (f32, f32),
        r: f32,
    },
    /// Axis-aligned and drawn with hard edges, so small boxes stay crisp; a stroke goes just inside.
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Paint {
    Fill(Tint),
    Stroke(Tint, Width),
}

/// Where a part's colour comes from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Tint {
    /// The colour of whoever the piece or mark belongs to, as the scene gives it.
    Owner,
    /// Black or white, whichever reads on the owner's colour (a mark printed on a token).
    OnOwner,
    Fixed(Rgb),
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Width {
    /// Pixels on a 1600-px-wide picture, scaled with the picture: outlines that stay thin.
    Px(f32),
    /// A share of the size the icon is drawn at, but never under 2 px on a 1600-px picture.
    Em(f32),
}

impl Part {
    pub fn fill(figure: Figure, tint: Tint) -> Self {
        Part {
            figure,
            paint: Paint::Fill(tint),
        }
    }

    pub fn stroke(figure: Figure, tint: Tint, width: Width) -> Self {
        Part {
            figure,
            paint: Paint::Stroke(tint, width),
        }
    }
}

impl Icon {
    /// Points of a regular star: `points` tips at radius `outer`, the first straight up.
    fn star_points(points: u8, outer: f32, inner: f32) -> Vec<(f32, f32)> {
        (0..points as usize * 2)
            .map(|i| {
                let r = if i % 2 == 0 { outer } else { inner };
                let t = (i as f32 * 180.0 / points as f32 - 90.0).to_radians();
                (r * t.cos(), r * t.sin())
            })
            .collect()
    }

    /// A dot in the owner's colour with a dark rim.
    pub fn dot() -> Self {
        let at = (0.0, 0.0);
        Icon {
            width: 1.0,
            parts: vec![
                Part::fill(
                    Figure::Circle { at, r: 0.38 },
                    Tint::Fixed(super::palette::INK),
                ),
                Part::fill(Figure::Circle { at, r: 0.3 }, Tint::Owner),
            ],
        }
    }

    /// A five-pointed star in the owner's colour, outlined.
    pub fn star() -> Self {
        let pts = Self::star_points(5, 0.55, 0.23);
        Icon {
            width: 1.1,
            parts: vec![
                Part::stroke(
                    Figure::Polygon(pts.clone()),
                    Tint::Fixed(super::palette::INK),
                    Width::Px(2.0),
                ),
                Part::fill(Figure::Polygon(pts), Tint::Owner),
            ],
        }
    }

    /// A pennant on a pole.
    pub fn flag() -> Self {
        Icon {
            width: 1.0,
            parts: vec![
                Part::stroke(
                    Figure::Polyline(vec![(-0.3, 0.5), (-0.3, -0.5)]),
                    Tint::Fixed(super::palette::INK),
                    Width::Px(2.4),
                ),
                Part::fill(
                    Figure::Polygon(vec![(-0.3, -0.5), (0.45, -0.3), (-0.3, -0.05)]),
                    Tint::Owner,
                ),
            ],
        }
    }

    /// Two crossed blades on a white disc: a clash, a fight, a contested place.
    pub fn clash() -> Self {
        let ink = Tint::Fixed(super::palette::INK);
        let at = (0.0, 0.0);
        let r = 0.42;
        let mut parts = vec![
            Part::fill(
                Figure::Circle { at, r: 0.62 },
                Tint::Fixed(Rgb(255, 255, 255)),
            ),
            Part::stroke(Figure::Circle { at, r: 0.62 }, ink, Width::Px(2.0)),
        ];
        for dir in [1.0f32, -1.0] {
            parts.push(Part::stroke(
                Figure::Polyline(vec![(-r * dir, r), (r * dir, -r)]),
                Tint::Owner,
                Width::Px(3.2),
            ));
            // The cross-guard near the hilt.
            let g = (-r * 0.55 * dir, r * 0.55);
            parts.push(Part::stroke(
                Figure::Polyline(vec![
                    (g.0 - r * 0.25, g.1 - r * 0.25 * dir),
                    (g.0 + r * 0.25, g.1 + r * 0.25 * dir),
                ]),
                ink,
                Width::Px(2.4),
            ));
        }
        Icon { width: 1.24, parts }
    }
}

/// Which symbol of the scene's list: an index into [`super::Scene::symbols`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SymbolId(pub u16);

/// Something a game puts on its board — a piece, a marker, a badge — declared once per scene.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Symbol {
    pub icon: Icon,
    /// The colour its [`Tint::Owner`] parts take.
    pub colour: ColourRole,
    /// What it is, for the legend and for tests.
    pub label: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum ColourRole {
    /// Whoever it belongs to, as the piece, marker or badge gives it.
    Owner,
    /// Always this colour, whoever it belongs to.
    Fixed(Rgb),
}

impl ColourRole {
    /// The colour `Tint::Owner` takes for a symbol placed with `given`.
    pub fn resolve(self, given: Rgb) -> Rgb {
        match self {
            ColourRole::Owner => given,
            ColourRole::Fixed(c) => c,
        }
    }
}
