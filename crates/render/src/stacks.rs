//! Unit stacks on region maps.

use korona_engine::scene::{Rgb, Stack};

use crate::canvas::Canvas;
use crate::icons;
use crate::palette::INK;
use crate::text::{self, Style};

struct Metrics {
    h: f32,
    pad: f32,
    iw: f32,
    ih: f32,
    px: f32,
    gap: f32,
    crown: f32,
}

fn metrics(s: f32) -> Metrics {
    // Counts never go below 12 px; on narrow pictures the chip grows around them.
    let px = (16.0 * s).max(12.0);
    let ih = (13.0 * s).max(px * 0.8);
    Metrics {
        h: (24.0 * s).max(px * 1.45),
        pad: 5.0 * s,
        iw: ih * 1.4,
        ih,
        px,
        gap: 5.0 * s,
        crown: (20.0 * s).max(px * 1.2),
    }
}

/// Width and height of a stack's chip.
pub fn stack_size(st: &Stack, s: f32) -> (f32, f32) {
    let m = metrics(s);
    let mut w = m.pad * 2.0;
    if st.lord {
        w += m.crown + m.gap;
    }
    for u in &st.units {
        w += m.iw + 2.0 * s + text::width(&u.count.to_string(), m.px, true) + m.gap;
    }
    if !st.units.is_empty() {
        w -= m.gap;
    }
    (w, m.h)
}

/// One stack as a chip centred on `cx` with its top at `y`: a white box framed in the owner's
/// colour, holding a crown for the lord and a symbol plus count per unit kind. Returns its height.
pub fn stack(c: &mut Canvas, st: &Stack, cx: f32, y: f32, s: f32) -> f32 {
    let m = metrics(s);
    let (w, h) = stack_size(st, s);
    let x = cx - w / 2.0;
    // Hard edges: dozens of chips per picture, and axis-aligned boxes need no anti-aliasing.
    let b = (3.0 * s).round().max(2.0);
    c.frame(x - 1.0, y - 1.0, w + 2.0, h + 2.0, 1.0, INK);
    c.boxed((x, y, w, h), b, st.colour, Rgb(255, 255, 255));
    let mut pen = x + m.pad;
    let mid = y + h / 2.0;
    if st.lord {
        icons::crown(c, pen + m.crown / 2.0, mid, m.crown * 0.9, s);
        pen += m.crown + m.gap;
    }
    for u in &st.units {
        icons::unit(c, u.kind, pen, mid - m.ih / 2.0, m.iw, m.ih, s);
        pen += m.iw + 2.0 * s;
        let t = u.count.to_string();
        pen += text::draw(
            c,
            pen,
            mid - text::line_height(m.px) / 2.0,
            &t,
            Style::new(m.px, INK).bold(),
        );
        pen += m.gap;
    }
    h
}
