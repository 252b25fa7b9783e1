//! A match's phases as one animated GIF, for the replay posted when a match ends.
//!
//! GIF rather than APNG: Discord animates GIF attachments everywhere, while an APNG shows only its
//! first frame in a message. Maps are flat colours, so a GIF's 256-colour palettes lose nothing
//! visible (each frame gets its own palette from [`crate::quantize`]), and each frame stores only the
//! rectangle that changed since the one before, which keeps a long match small. To stay under
//! Discord's upload limit the frames are drawn at [`WIDTHS`]`[0]`, shrunk step by step, and as a last
//! resort every other middle frame is dropped (the first and the last always stay).

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::imageops::{self, FilterType};
use image::{Rgba, RgbaImage};
use korona_engine::scene::Scene;

use crate::{quantize, RenderError};

/// Widths tried in turn until the file fits: readable first, smaller when it must be.
pub const WIDTHS: [u32; 4] = [960, 720, 560, 400];
/// How long each phase shows, and the final position.
pub const FRAME_MS: u32 = 900;
pub const LAST_MS: u32 = 4_000;

/// A finished animation and how it was made to fit.
#[derive(Debug)]
pub struct Animation {
    pub gif: Vec<u8>,
    pub width: u32,
    /// Frames in the file (fewer than the scenes when some had to be dropped).
    pub frames: usize,
}

/// Every scene, in order, as one animated GIF of at most `max_bytes`; `None` in the result's place
/// when not even the smallest, thinned version fits.
pub fn replay_gif(scenes: &[Scene], max_bytes: usize) -> Result<Option<Animation>, RenderError> {
    if scenes.is_empty() {
        return Ok(None);
    }
    let full: Vec<RgbaImage> = scenes
        .iter()
        .map(|s| crate::render_image(s, WIDTHS[0]))
        .collect::<Result<_, _>>()?;
    let mut frames = full.clone();
    for &width in &WIDTHS {
        if width != WIDTHS[0] {
            frames = full.iter().map(|f| shrink(f, width)).collect();
        }
        let gif = encode(&frames, FRAME_MS, LAST_MS)?;
        if gif.len() <= max_bytes {
            return Ok(Some(Animation {
                gif,
                width,
                frames: frames.len(),
            }));
        }
    }
    while frames.len() > 2 {
        frames = thin(frames);
        let gif = encode(&frames, FRAME_MS, LAST_MS)?;
        if gif.len() <= max_bytes {
            let width = frames[0].width();
            return Ok(Some(Animation {
                gif,
                width,
                frames: frames.len(),
            }));
        }
    }
    Ok(None)
}

fn shrink(img: &RgbaImage, width: u32) -> RgbaImage {
    let height = (img.height() as u64 * width as u64 / img.width() as u64).max(1) as u32;
    imageops::resize(img, width, height, FilterType::Triangle)
}

/// Every other frame, keeping the first and the last.
fn thin(frames: Vec<RgbaImage>) -> Vec<RgbaImage> {
    let last = frames.len() - 1;
    frames
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i == 0 || *i == last || i % 2 == 0)
        .map(|(_, f)| f)
        .collect()
}

/// The frames as a looping GIF: `frame_ms` each, `last_ms` for the last. Frames of different sizes
/// are placed top left on a canvas as large as the largest, filled with the first frame's corner
/// colour.
pub fn encode(frames: &[RgbaImage], frame_ms: u32, last_ms: u32) -> Result<Vec<u8>, RenderError> {
    let err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let width = frames.iter().map(RgbaImage::width).max().unwrap_or(1);
    let height = frames.iter().map(RgbaImage::height).max().unwrap_or(1);
    if width > u16::MAX as u32 || height > u16::MAX as u32 {
        return Err(RenderError::Encode(format!(
            "{width}x{height} is too large for a GIF"
        )));
    }
    let background = frames
        .first()
        .map_or(Rgba([255, 255, 255, 255]), |f| *f.get_pixel(0, 0));
    let mut out = Vec::new();
    {
        let mut encoder = Encoder::new(&mut out, width as u16, height as u16, &[]).map_err(err)?;
        encoder.set_repeat(Repeat::Infinite).map_err(err)?;
        let mut previous: Option<RgbaImage> = None;
        for (i, frame) in frames.iter().enumerate() {
            let mut canvas = RgbaImage::from_pixel(width, height, background);
            imageops::replace(&mut canvas, frame, 0, 0);
            let (x, y, w, h) = match &previous {
                Some(prev) => changed(prev, &canvas).unwrap_or((0, 0, 1, 1)),
                None => (0, 0, width, height),
            };
            let part = imageops::crop_imm(&canvas, x, y, w, h).to_image();
            let indexed = quantize::indexed(&part);
            let mut f = Frame::from_palette_pixels(
                w as u16,
                h as u16,
                indexed.pixels,
                indexed.palette,
                None,
            );
            f.left = x as u16;
            f.top = y as u16;
            let ms = if i + 1 == frames.len() {
                last_ms
            } else {
                frame_ms
            };
            f.delay = (ms / 10).min(u16::MAX as u32) as u16;
            f.dispose = DisposalMethod::Keep;
            encoder.write_frame(&f).map_err(err)?;
            previous = Some(canvas);
        }
    }
    Ok(out)
}

/// The smallest rectangle (x, y, w, h) holding every pixel that differs, or `None`.
fn changed(a: &RgbaImage, b: &RgbaImage) -> Option<(u32, u32, u32, u32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for (x, y, p) in b.enumerate_pixels() {
        if a.get_pixel(x, y) != p {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
    }
    (x0 != u32::MAX).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solid(w: u32, h: u32, c: [u8; 3]) -> RgbaImage {
        RgbaImage::from_pixel(w, h, Rgba([c[0], c[1], c[2], 255]))
    }

    #[test]
    fn a_changed_corner_is_all_a_later_frame_stores() {
        let a = solid(40, 30, [200, 200, 200]);
        let mut b = a.clone();
        b.put_pixel(5, 7, Rgba([10, 20, 30, 255]));
        b.put_pixel(9, 8, Rgba([10, 20, 30, 255]));
        assert_eq!(changed(&a, &b), Some((5, 7, 5, 2)));
        assert_eq!(changed(&a, &a), None);
    }

    #[test]
    fn the_gif_decodes_to_every_frame_in_order() {
        let frames = vec![
            solid(40, 30, [200, 0, 0]),
            solid(40, 30, [0, 200, 0]),
            solid(40, 30, [0, 0, 200]),
        ];
        let bytes = encode(&frames, 500, 2_000).unwrap();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(bytes.as_slice()).unwrap();
        let mut seen = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            seen.push((frame.buffer[0], frame.buffer[1], frame.delay));
        }
        assert_eq!(seen, vec![(200, 0, 50), (0, 200, 50), (0, 0, 200)]);
    }

    #[test]
    fn a_replay_too_big_for_the_limit_is_shrunk_then_thinned_until_it_fits() {
        let scenes = vec![
            crate::samples::grid_scene(),
            crate::samples::face_down_grid_scene(),
            crate::samples::grid_scene(),
            crate::samples::face_down_grid_scene(),
            crate::samples::grid_scene(),
        ];
        let roomy = replay_gif(&scenes, usize::MAX).unwrap().unwrap();
        assert_eq!((roomy.width, roomy.frames), (WIDTHS[0], 5));
        // Just under the full-size file: a smaller width fits, with every frame.
        let smaller = replay_gif(&scenes, roomy.gif.len() - 1).unwrap().unwrap();
        assert!(
            smaller.width < WIDTHS[0] && smaller.frames == 5,
            "{smaller:?}"
        );
        assert!(smaller.gif.len() < roomy.gif.len());
        // Under the smallest width's size: frames are dropped, the first and the last kept.
        let at_400 = encode(
            &scenes
                .iter()
                .map(|s| shrink(&crate::render_image(s, WIDTHS[0]).unwrap(), 400))
                .collect::<Vec<_>>(),
            FRAME_MS,
            LAST_MS,
        )
        .unwrap();
        let thin = replay_gif(&scenes, at_400.len() - 1).unwrap().unwrap();
        assert!(thin.frames < 5 && thin.gif.len() < at_400.len(), "{thin:?}");
        assert!(replay_gif(&scenes, 10).unwrap().is_none());
    }

    #[test]
    fn thinning_keeps_the_first_and_the_last() {
        let frames: Vec<RgbaImage> = (0..5).map(|i| solid(4, 4, [i * 10, 0, 0])).collect();
        let kept: Vec<u8> = thin(frames).iter().map(|f| f.get_pixel(0, 0)[0]).collect();
        assert_eq!(kept, vec![0, 20, 40]);
        let frames: Vec<RgbaImage> = (0..4).map(|i| solid(4, 4, [i * 10, 0, 0])).collect();
        let kept: Vec<u8> = thin(frames).iter().map(|f| f.get_pixel(0, 0)[0]).collect();
        assert_eq!(kept, vec![0, 20, 30]);
    }
}
