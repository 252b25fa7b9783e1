//! Stacks of pieces on region maps: one chip per side, its badges, then each piece's symbol with
//! its count, then the face-down pieces as one tile with theirs.

use korona_engine::scene::{Rgb, Stack};

use crate::canvas::Canvas;
use crate::icon::{self, Symbols};
use crate::palette::INK;
use crate::text::{self, Style};

pub(crate) struct Metrics {
    pub h: f32,
    pad: f32,
    /// One em of a piece's symbol: the height of its box.
    pub ih: f32,
    /// The counts' font size.
    pub px: f32,
    gap: f32,
    /// One em of a badge's symbol.
    badge: f32,
}

pub(crate) fn metrics(s: f32) -> Metrics {
    // Counts never go below 12 px; on narrow pictures the chip grows around them.
    let px = (16.0 * s).max(12.0);
    let ih = (13.0 * s).max(px * 0.8);
    Metrics {
        h: (24.0 * s).max(px * 1.45),
        pad: 5.0 * s,
        ih,
        px,
        gap: 5.0 * s,
        badge: (20.0 * s).max(px * 1.2),
    }
}

/// Each counted item of a chip: its symbol (`None` for the face-down tile) and its count.
fn counted(st: &Stack) -> impl Iterator<Item = (Option<korona_engine::scene::SymbolId>, u16)> + '_ {
    st.pieces
        .iter()
        .map(|p| (Some(p.symbol), p.count))
        .chain((st.face_down > 0).then_some((None, st.face_down)))
}

fn item_width(m: &Metrics, symbols: Symbols, id: Option<korona_engine::scene::SymbolId>) -> f32 {
    match id {
        Some(id) => symbols.width(id, m.ih),
        None => m.ih * 1.2,
    }
}

/// Width and height of a stack's chip.
pub fn stack_size(st: &Stack, symbols: Symbols, s: f32) -> (f32, f32) {
    let m = metrics(s);
    let mut w = m.pad * 2.0;
    for &b in &st.badges {
        w += symbols.width(b, m.badge) + m.gap;
    }
    let mut any = false;
    for (id, count) in counted(st) {
        w += item_width(&m, symbols, id)
            + 2.0 * s
            + text::width(&count.to_string(), m.px, true)
            + m.gap;
        any = true;
    }
    if any {
        w -= m.gap;
    }
    (w, m.h)
}

/// One stack as a chip centred on `cx` with its top at `y`: a white box framed in the side's
/// colour. Returns its height.
pub fn stack(c: &mut Canvas, st: &Stack, symbols: Symbols, cx: f32, y: f32, s: f32) -> f32 {
    let m = metrics(s);
    let (w, h) = stack_size(st, symbols, s);
    let x = cx - w / 2.0;
    // Hard edges: dozens of chips per picture, and axis-aligned boxes need no anti-aliasing.
    let b = (3.0 * s).round().max(2.0);
    c.frame(x - 1.0, y - 1.0, w + 2.0, h + 2.0, 1.0, INK);
    c.boxed((x, y, w, h), b, st.colour, Rgb(255, 255, 255));
    let mut pen = x + m.pad;
    let mid = y + h / 2.0;
    for &id in &st.badges {
        let bw = symbols.width(id, m.badge);
        symbols.paint(c, id, (pen + bw / 2.0, mid), m.badge, st.colour, s);
        pen += bw + m.gap;
    }
    for (id, count) in counted(st) {
        let iw = item_width(&m, symbols, id);
        match id {
            Some(id) => symbols.paint(c, id, (pen + iw / 2.0, mid), m.ih, st.colour, s),
            None => icon::face_down(c, (pen + iw / 2.0, mid), m.ih * 1.1, st.colour, s),
        }
        pen += iw + 2.0 * s;
        let t = count.to_string();
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
