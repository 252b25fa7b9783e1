//! Paints a game's declared [`Icon`]s: a handful of primitives scaled to the size asked for. The
//! renderer never learns what an icon stands for.

use korona_engine::scene::{Figure, Icon, Paint, Rgb, Symbol, SymbolId, Tint, Width};

use crate::canvas::{Canvas, Pt, Shape};
use crate::palette;
use crate::sprites::Sprites;

/// The scene's declared symbols, looked up by id; a missing id draws nothing.
#[derive(Clone, Copy)]
pub struct Symbols<'a>(pub &'a [Symbol]);

impl<'a> Symbols<'a> {
    pub fn get(&self, id: SymbolId) -> Option<&'a Symbol> {
        self.0.get(id.0 as usize)
    }

    /// The room symbol `id` takes in a row at `em` pixels per em; 0 when it is not declared.
    pub fn width(&self, id: SymbolId, em: f32) -> f32 {
        self.get(id).map_or(0.0, |s| s.icon.width * em)
    }

    /// Paints symbol `id` centred on `at`, `owner` giving its owner-coloured parts (unless the
    /// symbol's colour is fixed).
    pub fn paint(&self, c: &mut Canvas, id: SymbolId, at: Pt, em: f32, owner: Rgb, s: f32) {
        if let Some(sym) = self.get(id) {
            paint(c, &sym.icon, at, em, sym.colour.resolve(owner), s);
        }
    }
}

/// Paints `icon` centred on `at` (to the nearest pixel corner: see [`crate::sprites`]), one em
/// being `em` pixels; `s` scales `Width::Px` outlines.
pub fn paint(c: &mut Canvas, icon: &Icon, at: Pt, em: f32, owner: Rgb, s: f32) {
    Sprites::stamp(c, icon, at, em, owner, s, |tile, at| {
        paint_parts(tile, icon, at, em, owner, s)
    });
}

/// Paints `icon`'s parts one by one, centred on `at` exactly.
pub(crate) fn paint_parts(c: &mut Canvas, icon: &Icon, at: Pt, em: f32, owner: Rgb, s: f32) {
    let pt = |&(u, v): &(f32, f32)| -> Pt { (at.0 + u * em, at.1 + v * em) };
    for part in &icon.parts {
        let (tint, width) = match part.paint {
            Paint::Fill(t) => (t, None),
            Paint::Stroke(t, w) => (t, Some(stroke_width(w, em, s))),
        };
        let col = match tint {
            Tint::Owner => owner,
            Tint::OnOwner => palette::ink_on(owner),
            Tint::Fixed(c) => c,
        };
        match (&part.figure, width) {
            (Figure::Polygon(p) | Figure::Polyline(p), None) => {
                let pts: Vec<Pt> = p.iter().map(pt).collect();
                c.polygon(&pts, col);
            }
            (Figure::Polygon(p), Some(w)) => {
                let pts: Vec<Pt> = p.iter().map(pt).collect();
                let mut edge = Shape::new();
                for i in 0..pts.len() {
                    edge = edge.segment(pts[i], pts[(i + 1) % pts.len()], w);
                }
                c.fill(&edge, col, 1.0);
            }
            (Figure::Polyline(p), Some(w)) => {
                let pts: Vec<Pt> = p.iter().map(pt).collect();
                c.polyline(&pts, w, col);
            }
            (Figure::Circle { at: o, r }, None) => c.disc(pt(o), r * em, col),
            (Figure::Circle { at: o, r }, Some(w)) => c.ring(pt(o), r * em, w, col),
            (&Figure::Rect { x, y, w, h }, None) => {
                let (x0, y0) = pt(&(x, y));
                c.rect(x0, y0, w * em, h * em, col, 1.0);
            }
            (&Figure::Rect { x, y, w, h }, Some(lw)) => {
                let (x0, y0) = pt(&(x, y));
                c.frame(x0, y0, w * em, h * em, lw.round().max(1.0), col);
            }
        }
    }
}

/// An outline's width in pixels at `em` pixels per em, `s` scaling `Width::Px`.
pub(crate) fn stroke_width(w: Width, em: f32, s: f32) -> f32 {
    match w {
        Width::Px(p) => p * s,
        // Drawn small (a legend line), a share of the size would fade to a hairline.
        Width::Em(e) => (e * em).max(2.0 * s),
    }
}

/// The back every hidden piece shares, whatever it is.
pub const BACK: Rgb = Rgb(72, 78, 94);

/// A face-down tile of side `size` centred on `at`: a plain back inside its owner's rim, with
/// nothing that tells one hidden piece from another.
pub fn face_down(c: &mut Canvas, at: Pt, size: f32, owner: Rgb, s: f32) {
    let h = size / 2.0;
    let r = size * 0.18;
    let rim = (size * 0.13).max(2.0 * s);
    let edge = (1.0 * s).max(1.0);
    let tile = |inset: f32| {
        Shape::new().rounded_rect(
            at.0 - h + inset,
            at.1 - h + inset,
            size - 2.0 * inset,
            size - 2.0 * inset,
            (r - inset).max(1.0),
        )
    };
    c.fill(&tile(0.0), palette::INK, 1.0);
    c.fill(&tile(edge), owner, 1.0);
    c.fill(&tile(edge + rim), BACK, 1.0);
    // A thin inner line, as on a card's back, so the tile never reads as a plain dark square.
    let inner = edge + rim + size * 0.08;
    let b = Shape::new()
        .rounded_rect(
            at.0 - h + inner,
            at.1 - h + inner,
            size - 2.0 * inner,
            size - 2.0 * inner,
            (r * 0.5).max(1.0),
        )
        .hole(&rect_pts(at, h - inner - (0.9 * s).max(0.8)));
    c.fill(&b, palette::mix(BACK, Rgb(255, 255, 255), 0.3), 1.0);
}

fn rect_pts(at: Pt, h: f32) -> [Pt; 4] {
    let h = h.max(0.5);
    [
        (at.0 - h, at.1 - h),
        (at.0 + h, at.1 - h),
        (at.0 + h, at.1 + h),
        (at.0 - h, at.1 + h),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use korona_engine::scene::{ColourRole, Part};

    fn px(c: &Canvas, p: Pt) -> [u8; 3] {
        let q = c.img.get_pixel(p.0 as u32, p.1 as u32).0;
        [q[0], q[1], q[2]]
    }

    #[test]
    fn an_icon_is_scaled_about_its_centre_and_takes_the_owner_colour() {
        let icon = Icon {
            width: 1.0,
            parts: vec![
                Part::fill(
                    Figure::Rect {
                        x: -0.5,
                        y: -0.5,
                        w: 1.0,
                        h: 0.5,
                    },
                    Tint::Owner,
                ),
                Part::fill(
                    Figure::Circle {
                        at: (0.0, 0.25),
                        r: 0.2,
                    },
                    Tint::Fixed(Rgb(0, 0, 0)),
                ),
            ],
        };
        let mut c = Canvas::new(100, 100, Rgb(255, 255, 255));
        paint(&mut c, &icon, (50.0, 50.0), 40.0, Rgb(200, 0, 0), 1.0);
        assert_eq!(px(&c, (40.0, 35.0)), [200, 0, 0]);
        assert_eq!(px(&c, (50.0, 60.0)), [0, 0, 0]);
        assert_eq!(px(&c, (50.0, 80.0)), [255, 255, 255]);
    }

    #[test]
    fn a_fixed_colour_symbol_ignores_the_owner() {
        let syms = [Symbol {
            icon: Icon::dot(),
            colour: ColourRole::Fixed(Rgb(0, 200, 0)),
            label: "x".into(),
        }];
        let mut c = Canvas::new(60, 60, Rgb(255, 255, 255));
        Symbols(&syms).paint(&mut c, SymbolId(0), (30.0, 30.0), 40.0, Rgb(200, 0, 0), 1.0);
        assert_eq!(px(&c, (30.0, 30.0)), [0, 200, 0]);
        // An undeclared id draws nothing.
        Symbols(&syms).paint(&mut c, SymbolId(5), (5.0, 5.0), 40.0, Rgb(200, 0, 0), 1.0);
        assert_eq!(px(&c, (5.0, 5.0)), [255, 255, 255]);
    }

    #[test]
    fn a_face_down_tile_shows_only_its_rim_and_the_shared_back() {
        let mut c = Canvas::new(80, 80, Rgb(255, 255, 255));
        face_down(&mut c, (40.0, 40.0), 60.0, Rgb(0, 0, 255), 1.0);
        assert_eq!(px(&c, (40.0, 40.0)), [BACK.0, BACK.1, BACK.2]);
        assert_eq!(px(&c, (40.0, 14.0)), [0, 0, 255]);
    }
}
