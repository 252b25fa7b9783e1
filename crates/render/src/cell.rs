//! What sits on one cell of a grid or hex board, drawn in the cell's square box: whole-cell badges,
//! the ring, the token (or its face-down tile), corner badges and the corner text.

use korona_engine::scene::{Cell, Rgb, Spot};

use crate::canvas::{Canvas, Pt, Shape};
use crate::icon::{self, Symbols};
use crate::palette::{self, INK};
use crate::text::{self, Style};

const BADGE: Rgb = Rgb(62, 58, 54);

/// Centre and em of a badge at `spot` in the box with top-left `(x, y)` and side `cs`.
fn spot(spot: Spot, x: f32, y: f32, cs: f32) -> (Pt, f32) {
    let at = |u: f32, v: f32| (x + cs * u, y + cs * v);
    match spot {
        Spot::Cover => (at(0.5, 0.5), cs),
        Spot::TopRight => (at(0.79, 0.25), cs * 0.36),
        Spot::BottomRight => (at(0.79, 0.75), cs * 0.36),
        Spot::BottomLeft => (at(0.21, 0.75), cs * 0.36),
    }
}

/// Draws `cell`'s contents in the box with top-left `(x, y)` and side `cs`.
pub fn draw_marks(c: &mut Canvas, cell: &Cell, symbols: Symbols, (x, y): Pt, cs: f32, s: f32) {
    let centre = (x + cs / 2.0, y + cs / 2.0);
    let badges = |c: &mut Canvas, cover: bool| {
        for b in cell
            .badges
            .iter()
            .filter(|b| (b.spot == Spot::Cover) == cover)
        {
            let (at, em) = spot(b.spot, x, y, cs);
            symbols.paint(c, b.symbol, at, em, b.colour, s);
        }
    };
    badges(c, true);
    if let Some(col) = cell.ring {
        c.ring(centre, cs * 0.29, cs * 0.06, INK);
        c.ring(centre, cs * 0.29, cs * 0.04, col);
    }
    if let Some(t) = &cell.token {
        let r = cs * 0.23;
        if t.face_down {
            icon::face_down(c, centre, 2.0 * r, t.colour, s);
        } else {
            c.disc(centre, r, INK);
            c.disc(centre, r - (2.0 * s).max(1.5), t.colour);
            // With both a symbol and a label, the symbol goes above and a smaller label below.
            let both = t.symbol.is_some() && !t.label.is_empty();
            if let Some(id) = t.symbol {
                let (at, em) = if both {
                    ((centre.0, centre.1 - r * 0.4), r * 0.62)
                } else {
                    (centre, r * 1.15)
                };
                symbols.paint(c, id, at, em, t.colour, s);
            }
            if !t.label.is_empty() {
                let (y, px) = if both {
                    (centre.1 + r * 0.3, (cs * 0.19).max(11.0))
                } else {
                    (centre.1, (cs * 0.26).max(12.0))
                };
                let st = Style::new(px, palette::ink_on(t.colour)).bold();
                text::draw_centred(c, centre.0, y, &t.label, st);
            }
        }
    }
    badges(c, false);
    if !cell.text.is_empty() {
        // A dark badge, so a mountain's level never reads as a token's count.
        let px = (cs * 0.2).clamp(12.0, 18.0 * s.max(0.7));
        let st = Style::new(px, Rgb(255, 255, 255)).bold();
        let tw = text::width(&cell.text, px, true);
        let (bw, bh) = (tw + px * 0.5, text::line_height(px) * 0.95);
        let (bx, by) = (x + cs * 0.06, y + cs * 0.06);
        c.fill(
            &Shape::new().rounded_rect(bx, by, bw, bh, bh * 0.25),
            BADGE,
            1.0,
        );
        text::draw_centred(c, bx + bw / 2.0, by + bh / 2.0, &cell.text, st);
    }
}
