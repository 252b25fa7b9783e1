//! The key: each line shows a small copy of what it explains.

use korona_engine::scene::LegendEntry;

use crate::canvas::Canvas;
use crate::icons;
use crate::palette;
use crate::panel::{BOX_BG, BOX_EDGE};
use crate::text::{self, Style};

/// Draws (or with `None` only measures) the legend; returns its height.
pub fn draw(
    c: Option<&mut Canvas>,
    x: f32,
    y: f32,
    w: f32,
    entries: &[LegendEntry],
    s: f32,
) -> f32 {
    let pad = 12.0 * s;
    let px = 16.0 * s;
    let sw = (34.0 * s, 24.0 * s);
    let row = sw.1 + 8.0 * s;
    let text_w = w - 2.0 * pad - sw.0 - 10.0 * s;
    let mut rows = Vec::new();
    let mut h = pad;
    for e in entries {
        let lines = text::wrap(&e.label, px, false, text_w);
        let lh = text::line_height(px);
        let this = row.max(lines.len() as f32 * lh + 6.0 * s);
        rows.push((h, this, lines));
        h += this;
    }
    h += pad - 6.0 * s;
    if let Some(c) = c {
        c.boxed((x, y, w, h), (1.5 * s).max(1.0), BOX_EDGE, BOX_BG);
        for (e, (dy, rh, lines)) in entries.iter().zip(rows) {
            let sy = y + dy + (rh - sw.1) / 2.0 - 3.0 * s;
            icons::swatch(c, &e.swatch, x + pad, sy, sw.0, sw.1, s);
            let lh = text::line_height(px);
            let mut ty = y + dy + (rh - lines.len() as f32 * lh) / 2.0 - 3.0 * s;
            for l in lines {
                text::draw(
                    c,
                    x + pad + sw.0 + 10.0 * s,
                    ty,
                    &l,
                    Style::new(px, palette::INK),
                );
                ty += lh;
            }
        }
    }
    h
}
