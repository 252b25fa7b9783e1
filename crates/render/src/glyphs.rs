//! Rasterised glyphs, kept for the process so that a label drawn again (every halo draws its text
//! nine times, and every map repeats the same letters at a few sizes) costs a copy, not a
//! rasterisation.
//!
//! A glyph is placed on a quarter-pixel grid: the pen's fraction is rounded to the nearest quarter,
//! so each glyph at one size has at most sixteen rasterisations. A shift of at most an eighth of a
//! pixel is not visible, and the coverage drawn is exactly what rasterising at that placement
//! gives (`render_*` tests compare pictures with and without the cache).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font, GlyphId, PxScale, ScaleFont};

use crate::text::font;

/// Subpixel steps per pixel on each axis.
const STEPS: f32 = 4.0;

/// Past this many rasterisations the cache starts again, so that an odd size or script
/// cannot grow it without bound (a busy map uses a few thousand).
const MAX_ENTRIES: usize = 40_000;

/// One glyph's coverage, `w` by `h` pixels, its top-left corner relative to the whole-pixel point
/// the glyph was placed at.
pub(crate) struct Coverage {
    pub left: i32,
    pub top: i32,
    pub w: usize,
    pub cov: Vec<f32>,
}

/// A multiply-and-rotate hash for the small integer keys here: the standard SipHash was a tenth of
/// drawing a map, looked up three times a glyph. No key comes from outside the renderer.
#[derive(Default)]
struct Quick(u64);

impl Hasher for Quick {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u8(&mut self, v: u8) {
        self.write_u64(u64::from(v));
    }

    fn write_u16(&mut self, v: u16) {
        self.write_u64(u64::from(v));
    }

    fn write_u32(&mut self, v: u32) {
        self.write_u64(u64::from(v));
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}

type QuickMap<K, V> = HashMap<K, V, BuildHasherDefault<Quick>>;

/// Font, glyph, size, and the quarter-pixel fraction of x and y.
type Key = (bool, u16, u32, u8, u8);

/// What is cached: per-font lookups that ttf-parser answers by walking tables (a char's glyph and
/// unscaled advance, a pair's unscaled kerning) and rasterised coverage.
#[derive(Default)]
pub(crate) struct Glyphs {
    glyphs: QuickMap<(bool, char), (GlyphId, f32)>,
    kerns: QuickMap<(bool, u16, u16), f32>,
    coverage: QuickMap<Key, Option<Arc<Coverage>>>,
}

/// One cache for the process, not per thread: the service draws on tokio's blocking threads,
/// which end after a few idle seconds and would take a per-thread cache with them.
fn shared() -> &'static Mutex<Glyphs> {
    static SHARED: OnceLock<Mutex<Glyphs>> = OnceLock::new();
    SHARED.get_or_init(Default::default)
}

/// Empties the glyph cache, for tests that compare a cold cache with drawing every glyph.
#[doc(hidden)]
pub fn clear_cache() {
    with(|g| *g = Glyphs::default());
}

/// Runs `f` with the cache, locked once for a whole string rather than per glyph.
pub(crate) fn with<R>(f: impl FnOnce(&mut Glyphs) -> R) -> R {
    f(&mut shared().lock().unwrap_or_else(|e| e.into_inner()))
}

impl Glyphs {
    /// The glyph `ch` draws with and its advance at `px` (the font's own, unkerned).
    pub(crate) fn glyph(&mut self, bold: bool, ch: char, px: f32) -> (GlyphId, f32) {
        let (id, unscaled) = *self.glyphs.entry((bold, ch)).or_insert_with(|| {
            let f = font(bold);
            let id = f.glyph_id(ch);
            (id, f.h_advance_unscaled(id))
        });
        (id, unscaled * scale(bold, px))
    }

    /// The kerning between two glyphs at `px`.
    pub(crate) fn kern(&mut self, bold: bool, a: GlyphId, b: GlyphId, px: f32) -> f32 {
        let unscaled = *self
            .kerns
            .entry((bold, a.0, b.0))
            .or_insert_with(|| font(bold).kern_unscaled(a, b));
        unscaled * scale(bold, px)
    }

    /// The coverage of glyph `id` at size `px` with its origin at (`x`, `y`) (the pen on the
    /// baseline), placed on the quarter-pixel grid, with the picture pixel of its top left corner;
    /// `None` for a glyph with no outline (a space).
    pub(crate) fn placed(
        &mut self,
        bold: bool,
        id: GlyphId,
        px: f32,
        (x, y): (f32, f32),
    ) -> Option<((i32, i32), Arc<Coverage>)> {
        // Far off any picture (bad scene data, NaN): nothing to draw, and whole-pixel sums could
        // overflow.
        if !(x.abs() < 1e6 && y.abs() < 1e6) {
            return None;
        }
        let (ix, qx) = split(x);
        let (iy, qy) = split(y);
        let key = (bold, id.0, px.to_bits(), qx, qy);
        let coverage = if crate::caching::enabled() {
            if self.coverage.len() >= MAX_ENTRIES && !self.coverage.contains_key(&key) {
                self.coverage.clear();
            }
            self.coverage
                .entry(key)
                .or_insert_with(|| rasterise(key))
                .clone()
        } else {
            rasterise(key)
        };
        let g = coverage?;
        Some(((ix + g.left, iy + g.top), g))
    }
}

/// The factor from font units to pixels at `px`.
fn scale(bold: bool, px: f32) -> f32 {
    font(bold).as_scaled(PxScale::from(px)).h_scale_factor()
}

/// The whole pixel at or below `v` and the quarter steps of the rest (0..=3), rounded to nearest.
fn split(v: f32) -> (i32, u8) {
    let whole = v.floor();
    let steps = ((v - whole) * STEPS).round();
    if steps >= STEPS {
        (whole as i32 + 1, 0)
    } else {
        (whole as i32, steps as u8)
    }
}

fn rasterise((bold, id, px, qx, qy): Key) -> Option<Arc<Coverage>> {
    let at = ab_glyph::point(qx as f32 / STEPS, qy as f32 / STEPS);
    let glyph = GlyphId(id).with_scale_and_position(f32::from_bits(px), at);
    let og = font(bold).outline_glyph(glyph)?;
    let b = og.px_bounds();
    let w = b.width() as usize;
    let mut cov = vec![0.0; w * b.height() as usize];
    og.draw(|gx, gy, c| cov[gy as usize * w + gx as usize] = c);
    Some(Arc::new(Coverage {
        left: b.min.x as i32,
        top: b.min.y as i32,
        w,
        cov,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_rounds_to_the_nearest_quarter() {
        assert_eq!(split(3.0), (3, 0));
        assert_eq!(split(3.1), (3, 0));
        assert_eq!(split(3.2), (3, 1));
        assert_eq!(split(3.6), (3, 2));
        assert_eq!(split(3.9), (4, 0));
        assert_eq!(split(-0.3), (-1, 3));
    }

    #[test]
    fn cached_metrics_match_the_font() {
        let px = 17.0;
        let f = font(true).as_scaled(PxScale::from(px));
        for ch in "AVőŰ1".chars() {
            let (id, adv) = with(|g| g.glyph(true, ch, px));
            assert_eq!(id, f.glyph_id(ch));
            assert_eq!(adv, f.h_advance(id));
        }
        let (a, v) = (f.glyph_id('A'), f.glyph_id('V'));
        let k = with(|g| g.kern(true, a, v, px));
        assert_eq!(k, f.kern(a, v));
        assert!(k < 0.0, "the test pair must kern");
    }
}
