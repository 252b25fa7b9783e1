//! Finished pixels of a board's unchanging part (a hex board's terrain: fills, patterns, outlines),
//! drawn once and copied into every picture that draws the same part at the same place.
//!
//! The key is everything the drawing reads (the caller lists it) plus the picture's size, the box
//! and the colour under it, so a hit copies exactly the pixels drawing would have made: the layer
//! is drawn on a whole picture of that colour with the same coordinates, never shifted.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::canvas::Canvas;

/// A box of the picture, in whole pixels: left, top, width, height.
pub(crate) type Region = (usize, usize, usize, usize);

/// Layers kept at once: a few games' boards at a few widths. Each is at most a board's pixels
/// (about 3 MB at 1600 px).
const MAX_LAYERS: usize = 8;

type Layers = Mutex<HashMap<Vec<u32>, Arc<Vec<u8>>>>;

fn layers() -> &'static Layers {
    static LAYERS: OnceLock<Layers> = OnceLock::new();
    LAYERS.get_or_init(Default::default)
}

/// Draws `draw`'s pixels inside `region` (which must hold everything it draws) from the cache
/// under `key`, drawing and keeping them on a miss. Draws in place when the cache is off or the
/// region is not yet one plain colour.
pub(crate) fn cached(
    c: &mut Canvas,
    mut key: Vec<u32>,
    region: Region,
    draw: impl FnOnce(&mut Canvas),
) {
    let (cw, ch) = (c.img.width() as usize, c.img.height() as usize);
    let (x0, y0) = (region.0.min(cw), region.1.min(ch));
    let (w, h) = (region.2.min(cw - x0), region.3.min(ch - y0));
    if !crate::caching::enabled() || w == 0 || h == 0 {
        return draw(c);
    }
    let Some(bg) = plain(c, (x0, y0, w, h)) else {
        return draw(c);
    };
    key.extend([
        cw as u32,
        ch as u32,
        x0 as u32,
        y0 as u32,
        w as u32,
        h as u32,
        u32::from_le_bytes(bg),
    ]);
    let hit = layers()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&key)
        .cloned();
    let pixels = match hit {
        Some(p) => p,
        None => {
            let mut whole = Canvas::new(
                cw as u32,
                ch as u32,
                korona_engine::scene::Rgb(bg[0], bg[1], bg[2]),
            );
            draw(&mut whole);
            let raw = whole.img.as_raw();
            let mut kept = Vec::with_capacity(w * h * 4);
            for y in y0..y0 + h {
                kept.extend_from_slice(&raw[(y * cw + x0) * 4..(y * cw + x0 + w) * 4]);
            }
            let kept = Arc::new(kept);
            let mut all = layers().lock().unwrap_or_else(|e| e.into_inner());
            if all.len() >= MAX_LAYERS {
                all.clear();
            }
            all.insert(key, kept.clone());
            kept
        }
    };
    let buf: &mut [u8] = c.img.as_mut();
    for (row, y) in (y0..y0 + h).enumerate() {
        buf[(y * cw + x0) * 4..(y * cw + x0 + w) * 4]
            .copy_from_slice(&pixels[row * w * 4..(row + 1) * w * 4]);
    }
}

/// The one opaque colour every pixel of `region` has, if so.
fn plain(c: &Canvas, (x0, y0, w, h): Region) -> Option<[u8; 4]> {
    let cw = c.img.width() as usize;
    let raw = c.img.as_raw();
    let first: [u8; 4] = raw
        .get((y0 * cw + x0) * 4..(y0 * cw + x0) * 4 + 4)?
        .try_into()
        .ok()?;
    if first[3] != 255 {
        return None;
    }
    let row = first.repeat(w);
    (y0..y0 + h)
        .all(|y| raw[(y * cw + x0) * 4..(y * cw + x0 + w) * 4] == row[..])
        .then_some(first)
}
