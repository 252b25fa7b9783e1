//! Unit stacks on region maps.

use korona_engine::scene::{Rgb, Stack};

use crate::canvas::Canvas;
use crate::icons;
use crate::palette::INK;
use crate::text::{self, Style};

/// One stack as a chip centred on `cx` with its top at `y`: a white box framed in the owner's
/// colour, holding a crown for the lord and a symbol plus count per unit kind. Returns its height.
pub fn stack(c: &mut Canvas, st: &Stack, cx: f32, y: f32, s: f32) -> f32 {
    let h = 26.0 * s;
    let pad = 7.0 * s;
    let (iw, ih) = (20.0 * s, 14.0 * s);
    let px = (17.0 * s).max(12.0);
    let gap = 4.0 * s;
    let mut w = pad * 2.0;
    if st.lord {
        w += 21.0 * s + gap;
    }
    let counts: Vec<String> = st.units.iter().map(|u| u.count.to_string()).collect();
    for t in &counts {
        w += iw + 3.0 * s + text::width(t, px, true) + gap * 1.5;
    }
    w -= gap * 1.5;
    let x = cx - w / 2.0;
    // Hard edges: dozens of chips per picture, and axis-aligned boxes need no anti-aliasing.
    let b = (3.5 * s).round().max(2.0);
    c.frame(x - 1.0, y - 1.0, w + 2.0, h + 2.0, 1.0, INK);
    c.boxed((x, y, w, h), b, st.colour, Rgb(255, 255, 255));
    let mut pen = x + pad;
    let mid = y + h / 2.0;
    if st.lord {
        icons::crown(c, pen + 10.0 * s, mid, 19.0 * s, s);
        pen += 21.0 * s + gap;
    }
    for (u, t) in st.units.iter().zip(&counts) {
        icons::unit(c, u.kind, pen, mid - ih / 2.0, iw, ih, s);
        pen += iw + 3.0 * s;
        pen += text::draw(
            c,
            pen,
            mid - text::line_height(px) / 2.0,
            t,
            Style::new(px, INK).bold(),
        );
        pen += gap * 1.5;
    }
    h
}
