//! The key: each line shows a small copy of what it explains.

use korona_engine::scene::LegendEntry;

use crate::canvas::Canvas;
use crate::icon::Symbols;
use crate::icons;
use crate::palette;
use crate::panel::{BOX_BG, BOX_EDGE};
use crate::text::{self, Style};

/// Draws (or with `None` only measures) the legend in a box `w` wide, its entries filling `columns`
/// columns top to bottom; returns its height.
pub fn draw(
    c: Option<&mut Canvas>,
    (x, y, w): (f32, f32, f32),
    columns: usize,
    entries: &[LegendEntry],
    symbols: Symbols,
    s: f32,
) -> f32 {
    let pad = 12.0 * s;
    let px = 16.0 * s;
    let sw = (34.0 * s, 24.0 * s);
    let row = sw.1 + 8.0 * s;
    let columns = columns.clamp(1, entries.len().max(1));
    let col_w = (w - 2.0 * pad) / columns as f32;
    let text_w = col_w - sw.0 - 10.0 * s - if columns > 1 { pad } else { 0.0 };
    let per_column = entries.len().div_ceil(columns);
    let lh = text::line_height(px);
    // (column, top within the box, row height, wrapped label) of each entry.
    let mut rows = Vec::new();
    let mut h = 0.0f32;
    for (col, chunk) in entries.chunks(per_column.max(1)).enumerate() {
        let mut top = pad;
        for e in chunk {
            let lines = text::wrap(&e.label, px, false, text_w);
            let this = row.max(lines.len() as f32 * lh + 6.0 * s);
            rows.push((col, top, this, lines));
            top += this;
        }
        h = h.max(top);
    }
    h += pad - 6.0 * s;
    if let Some(c) = c {
        c.boxed((x, y, w, h), (1.5 * s).max(1.0), BOX_EDGE, BOX_BG);
        for (e, (col, dy, rh, lines)) in entries.iter().zip(rows) {
            let cx = x + pad + col as f32 * col_w;
            let sy = y + dy + (rh - sw.1) / 2.0 - 3.0 * s;
            icons::swatch(c, &e.swatch, symbols, cx, sy, sw.0, sw.1, s);
            let mut ty = y + dy + (rh - lines.len() as f32 * lh) / 2.0 - 3.0 * s;
            for l in lines {
                text::draw(
                    c,
                    cx + sw.0 + 10.0 * s,
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
