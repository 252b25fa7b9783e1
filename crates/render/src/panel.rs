//! Boxes of titled lines in the side bar.

use korona_engine::scene::{PanelLine, Rgb};

use crate::canvas::Canvas;
use crate::palette;
use crate::text::{self, Style};

pub const BOX_BG: Rgb = Rgb(255, 255, 255);
pub const BOX_EDGE: Rgb = Rgb(200, 194, 178);

/// Draws (or with `None` only measures) a panel; returns its height.
pub fn draw(
    c: Option<&mut Canvas>,
    x: f32,
    y: f32,
    w: f32,
    title: &str,
    lines: &[PanelLine],
    s: f32,
) -> f32 {
    let pad = 12.0 * s;
    let title_px = 19.0 * s;
    let px = 16.0 * s;
    let lh = text::line_height(px) * 1.12;
    let chip = 14.0 * s;
    let mut items: Vec<(f32, String, Option<Rgb>, bool, bool)> = Vec::new();
    let mut h = pad;
    if !title.is_empty() {
        items.push((h, title.to_string(), None, true, true));
        h += text::line_height(title_px) * 1.25;
    }
    for line in lines {
        let indent = if line.swatch.is_some() {
            chip + 8.0 * s
        } else {
            0.0
        };
        for (k, part) in text::wrap(&line.text, px, line.bold, w - 2.0 * pad - indent)
            .into_iter()
            .enumerate()
        {
            items.push((
                h,
                part,
                if k == 0 { line.swatch } else { None },
                line.bold,
                false,
            ));
            h += lh;
        }
        if line.swatch.is_some() {
            // Lines with chips carry players' colours: a little air keeps chips apart.
            h += 2.0 * s;
        }
    }
    h += pad - 4.0 * s;
    if let Some(c) = c {
        c.boxed((x, y, w, h), (1.5 * s).max(1.0), BOX_EDGE, BOX_BG);
        for (dy, t, sw, bold, is_title) in items {
            let mut tx = x + pad;
            if let Some(col) = sw {
                let cy = y + dy + lh / 2.0 - chip / 2.0 - 1.0 * s;
                c.rect(tx, cy, chip, chip, palette::darken(col, 0.4), 1.0);
                c.rect(
                    tx + 1.5 * s,
                    cy + 1.5 * s,
                    chip - 3.0 * s,
                    chip - 3.0 * s,
                    col,
                    1.0,
                );
                tx += chip + 8.0 * s;
            }
            let style = if is_title {
                Style::new(title_px, palette::INK).bold()
            } else {
                Style {
                    px,
                    bold,
                    colour: palette::INK,
                }
            };
            text::draw(c, tx, y + dy, &t, style);
        }
    }
    h
}
