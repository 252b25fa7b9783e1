//! Text with the embedded DejaVu Sans (it covers Hungarian's ő and ű, which many fonts lack).

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use korona_engine::scene::Rgb;

use crate::canvas::Canvas;
use crate::glyphs;

static REGULAR_TTF: &[u8] = include_bytes!("../../../fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../../fonts/DejaVuSans-Bold.ttf");

pub fn font(bold: bool) -> &'static FontRef<'static> {
    static FONTS: OnceLock<(FontRef<'static>, FontRef<'static>)> = OnceLock::new();
    let (regular, b) = FONTS.get_or_init(|| {
        (
            FontRef::try_from_slice(REGULAR_TTF).expect("embedded regular font parses"),
            FontRef::try_from_slice(BOLD_TTF).expect("embedded bold font parses"),
        )
    });
    if bold {
        b
    } else {
        regular
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub px: f32,
    pub bold: bool,
    pub colour: Rgb,
}

impl Style {
    pub fn new(px: f32, colour: Rgb) -> Self {
        Style {
            px,
            bold: false,
            colour,
        }
    }
    pub fn bold(mut self) -> Self {
        self.bold = true;
        self
    }
}

pub fn width(text: &str, px: f32, bold: bool) -> f32 {
    glyphs::with(|g| {
        let mut w = 0.0;
        let mut prev = None;
        for ch in text.chars() {
            let (id, advance) = g.glyph(bold, ch, px);
            if let Some(p) = prev {
                w += g.kern(bold, p, id, px);
            }
            w += advance;
            prev = Some(id);
        }
        w
    })
}

/// Height of a line from the top of capitals to below descenders.
pub fn line_height(px: f32) -> f32 {
    let f = font(false).as_scaled(PxScale::from(px));
    f.ascent() - f.descent()
}

/// Draws `text` with its top-left corner at (x, y); returns the advance width.
pub fn draw(canvas: &mut Canvas, x: f32, y: f32, text: &str, style: Style) -> f32 {
    let baseline = y + font(style.bold).as_scaled(PxScale::from(style.px)).ascent();
    let (bold, px) = (style.bold, style.px);
    glyphs::with(|g| {
        let mut pen = x;
        let mut prev = None;
        for ch in text.chars() {
            let (id, advance) = g.glyph(bold, ch, px);
            if let Some(p) = prev {
                pen += g.kern(bold, p, id, px);
            }
            if let Some((at, glyph)) = g.placed(bold, id, px, (pen, baseline)) {
                canvas.blend_box(at, glyph.w, &glyph.cov, style.colour);
            }
            pen += advance;
            prev = Some(id);
        }
        pen - x
    })
}

/// Text centred on (cx, cy).
pub fn draw_centred(canvas: &mut Canvas, cx: f32, cy: f32, text: &str, style: Style) {
    let w = width(text, style.px, style.bold);
    let h = line_height(style.px);
    draw(canvas, cx - w / 2.0, cy - h / 2.0, text, style);
}

/// Centred text with a halo, for labels over busy map art.
pub fn draw_halo(canvas: &mut Canvas, cx: f32, cy: f32, text: &str, style: Style, halo: Rgb) {
    let r = (style.px / 9.0).max(1.5);
    let hs = Style {
        colour: halo,
        ..style
    };
    for (dx, dy) in [
        (-1.0, 0.0),
        (1.0, 0.0),
        (0.0, -1.0),
        (0.0, 1.0),
        (-0.7, -0.7),
        (0.7, -0.7),
        (-0.7, 0.7),
        (0.7, 0.7),
    ] {
        draw_centred(canvas, cx + dx * r, cy + dy * r, text, hs);
    }
    draw_centred(canvas, cx, cy, text, style);
}

/// Greedy word wrap to `max_w` pixels; a single word longer than that stays whole.
pub fn wrap(text: &str, px: f32, bold: bool, max_w: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        let candidate = if cur.is_empty() {
            word.to_string()
        } else {
            format!("{cur} {word}")
        };
        if !cur.is_empty() && width(&candidate, px, bold) > max_w {
            lines.push(std::mem::take(&mut cur));
            cur = word.to_string();
        } else {
            cur = candidate;
        }
    }
    if !cur.is_empty() || lines.is_empty() {
        lines.push(cur);
    }
    lines
}

/// `text` cut to `max_w` pixels with an ellipsis, whole when it fits.
pub fn fit(text: &str, px: f32, bold: bool, max_w: f32) -> String {
    if width(text, px, bold) <= max_w {
        return text.to_string();
    }
    let mut cut: String = text.to_string();
    while !cut.is_empty() && width(&format!("{cut}…"), px, bold) > max_w {
        cut.pop();
    }
    format!("{}…", cut.trim_end())
}

/// Whether the font draws `ch` (rather than the empty .notdef box).
pub fn has_glyph(ch: char, bold: bool) -> bool {
    let f = font(bold);
    let id = f.glyph_id(ch);
    id.0 != 0 && f.outline_glyph(id.with_scale(20.0)).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hungarian_glyphs_have_outlines() {
        for bold in [false, true] {
            for ch in "ŐőŰűÁáÉéÍíÓóÖöÚúÜü".chars() {
                assert!(has_glyph(ch, bold), "{ch} missing (bold {bold})");
            }
        }
        // A control that must fail, so the check above can.
        assert!(!has_glyph('\u{E000}', false));
    }

    #[test]
    fn text_leaves_ink() {
        let mut c = Canvas::new(120, 40, Rgb(255, 255, 255));
        let w = draw(&mut c, 4.0, 4.0, "Kőrös", Style::new(20.0, Rgb(0, 0, 0)));
        assert!(w > 40.0 && w < 80.0, "{w}");
        let dark = c.img.pixels().filter(|p| p.0[0] < 100).count();
        assert!(dark > 40, "{dark}");
    }

    #[test]
    fn fit_cuts_with_an_ellipsis() {
        assert_eq!(fit("Győr", 16.0, false, 500.0), "Győr");
        let cut = fit(&"Kőrös ".repeat(40), 16.0, true, 200.0);
        assert!(cut.ends_with('…'));
        assert!(width(&cut, 16.0, true) <= 200.0);
    }

    #[test]
    fn wraps_long_lines() {
        let lines = wrap("one two three four five six seven", 16.0, false, 80.0);
        assert!(lines.len() > 2);
        assert!(lines.iter().all(|l| width(l, 16.0, false) <= 80.0));
    }
}
