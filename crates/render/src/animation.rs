//! A match's phases as one animated GIF, for the replay posted when a match ends.
//!
//! GIF rather than APNG: Discord animates GIF attachments everywhere, while an APNG shows only its
//! first frame in a message. Maps are flat colours, so a GIF's 256-colour palettes lose nothing
//! visible (each frame gets its own palette from [`crate::quantize`]), and each frame stores only the
//! rectangle that changed since the one before, which keeps a long match small. To stay under
//! Discord's upload limit the frames are drawn at [`WIDTHS`]`[0]`, shrunk step by step, and as a last
//! resort every other middle frame is dropped (the first and the last always stay).
//!
//! Frames stream into the encoder one at a time: memory holds the frame being drawn and the one
//! before it, whatever the match's length (a 300-turn match kept as full frames took 2 GB), and a
//! try that passes the size limit stops at once instead of finishing a file that will be thrown
//! away. A match longer than [`MAX_FRAMES`] phases is sampled evenly; every phase stays in the
//! match's history and on its web page.

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::imageops::{self, FilterType};
use image::RgbaImage;
use korona_engine::scene::Scene;

use crate::{quantize, RenderError};

/// Widths tried in turn until the file fits: readable first, smaller when it must be.
pub const WIDTHS: [u32; 4] = [960, 720, 560, 400];
/// How long each phase shows, and the final position.
pub const FRAME_MS: u32 = 900;
pub const LAST_MS: u32 = 4_000;
/// The most frames a replay shows: at 0.9 s each, over two minutes of film, and a bound on the time
/// a replay takes to draw however long the match was.
pub const MAX_FRAMES: usize = 150;

/// A finished animation and how it was made to fit.
#[derive(Debug)]
pub struct Animation {
    pub gif: Vec<u8>,
    pub width: u32,
    /// Frames in the file (fewer than the scenes when some were sampled out or had to be dropped).
    pub frames: usize,
}

/// Every scene, in order, as one animated GIF of at most `max_bytes`; `None` in the result's place
/// when not even the smallest, thinned version fits.
pub fn replay_gif(scenes: &[Scene], max_bytes: usize) -> Result<Option<Animation>, RenderError> {
    if scenes.is_empty() {
        return Ok(None);
    }
    let mut picks = sample(scenes.len(), MAX_FRAMES);
    let made = |picks: &[usize], width: u32| -> Result<Option<Animation>, RenderError> {
        let mut height = 1;
        for &i in picks {
            height = height.max(scaled(crate::image_height(&scenes[i], WIDTHS[0])?, width));
        }
        let frames = picks.iter().map(|&i| frame(&scenes[i], width));
        let film = Film {
            width,
            height,
            frame_ms: FRAME_MS,
            last_ms: LAST_MS,
        };
        Ok(film.encode(frames, max_bytes)?.map(|gif| Animation {
            gif,
            width,
            frames: picks.len(),
        }))
    };
    for &width in &WIDTHS {
        if let Some(a) = made(&picks, width)? {
            return Ok(Some(a));
        }
    }
    let smallest = WIDTHS[WIDTHS.len() - 1];
    while picks.len() > 2 {
        picks = thin(picks);
        if let Some(a) = made(&picks, smallest)? {
            return Ok(Some(a));
        }
    }
    Ok(None)
}

/// `keep` indices spread evenly over `0..n`, the first and the last always among them.
fn sample(n: usize, keep: usize) -> Vec<usize> {
    if n <= keep || keep < 2 {
        return (0..n).collect();
    }
    (0..keep).map(|k| k * (n - 1) / (keep - 1)).collect()
}

/// One scene as a frame `width` wide: drawn at the readable width, then shrunk, so that every width
/// shows the same picture.
fn frame(scene: &Scene, width: u32) -> Result<RgbaImage, RenderError> {
    let full = crate::render_image(scene, WIDTHS[0])?;
    Ok(if width == WIDTHS[0] {
        full
    } else {
        shrink(&full, width)
    })
}

fn scaled(height: u32, width: u32) -> u32 {
    (height as u64 * width as u64 / WIDTHS[0] as u64).max(1) as u32
}

fn shrink(img: &RgbaImage, width: u32) -> RgbaImage {
    imageops::resize(
        img,
        width,
        scaled(img.height(), width),
        FilterType::Triangle,
    )
}

/// Every other index, keeping the first and the last.
fn thin(picks: Vec<usize>) -> Vec<usize> {
    let last = picks.len() - 1;
    picks
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i == 0 || *i == last || i % 2 == 0)
        .map(|(_, f)| f)
        .collect()
}

/// A looping GIF's screen and timing: each frame shows `frame_ms`, the last `last_ms`.
struct Film {
    width: u32,
    height: u32,
    frame_ms: u32,
    last_ms: u32,
}

impl Film {
    /// The frames as a looping GIF, or `None` as soon as it passes `max_bytes`. Each frame is placed
    /// top left on the film's screen, filled with the first frame's corner colour.
    fn encode(
        &self,
        frames: impl Iterator<Item = Result<RgbaImage, RenderError>>,
        max_bytes: usize,
    ) -> Result<Option<Vec<u8>>, RenderError> {
        let err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
        let (width, height) = (self.width, self.height);
        if width > u16::MAX as u32 || height > u16::MAX as u32 {
            return Err(RenderError::Encode(format!(
                "{width}x{height} is too large for a GIF"
            )));
        }
        let mut frames = frames.peekable();
        let mut encoder: Option<Encoder<Vec<u8>>> = None;
        let mut previous: Option<RgbaImage> = None;
        let mut background = None;
        while let Some(frame) = frames.next() {
            let frame = frame?;
            let background = *background.get_or_insert(*frame.get_pixel(0, 0));
            let encoder = match &mut encoder {
                Some(e) => e,
                None => {
                    let mut e =
                        Encoder::new(Vec::new(), width as u16, height as u16, &[]).map_err(err)?;
                    e.set_repeat(Repeat::Infinite).map_err(err)?;
                    encoder.insert(e)
                }
            };
            let mut canvas = RgbaImage::from_pixel(width, height, background);
            imageops::replace(&mut canvas, &frame, 0, 0);
            drop(frame);
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
            let ms = if frames.peek().is_none() {
                self.last_ms
            } else {
                self.frame_ms
            };
            f.delay = (ms / 10).min(u16::MAX as u32) as u16;
            f.dispose = DisposalMethod::Keep;
            encoder.write_frame(&f).map_err(err)?;
            if encoder.get_ref().len() > max_bytes {
                return Ok(None);
            }
            previous = Some(canvas);
        }
        // Closing the file adds its trailer: only then is its size final.
        let Some(encoder) = encoder else {
            return Ok(None);
        };
        let gif = encoder
            .into_inner()
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        Ok((gif.len() <= max_bytes).then_some(gif))
    }
}

/// The frames as a looping GIF: `frame_ms` each, `last_ms` for the last, on a screen as large as the
/// largest frame.
pub fn encode(frames: &[RgbaImage], frame_ms: u32, last_ms: u32) -> Result<Vec<u8>, RenderError> {
    let film = Film {
        width: frames.iter().map(RgbaImage::width).max().unwrap_or(1),
        height: frames.iter().map(RgbaImage::height).max().unwrap_or(1),
        frame_ms,
        last_ms,
    };
    film.encode(frames.iter().cloned().map(Ok), usize::MAX)?
        .ok_or_else(|| RenderError::Encode("no frames to encode".into()))
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
    use image::Rgba;

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
            "{} {} {} of {}",
            smaller.width,
            smaller.frames,
            smaller.gif.len(),
            roomy.gif.len()
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
    fn a_measured_height_is_the_drawn_one() {
        crate::register_map(crate::samples::sample_map());
        crate::register_map(crate::samples::big_map());
        for scene in [
            crate::samples::grid_scene(),
            crate::samples::regions_scene(),
            crate::samples::big_scene(),
            crate::samples::hex_scene(korona_engine::scene::HexTop::Pointy),
        ] {
            for width in [960, 1600] {
                let drawn = crate::render_image(&scene, width).unwrap().height();
                assert_eq!(crate::image_height(&scene, width).unwrap(), drawn);
            }
        }
    }

    #[test]
    fn thinning_keeps_the_first_and_the_last() {
        assert_eq!(thin((0..5).collect()), vec![0, 2, 4]);
        assert_eq!(thin((0..4).collect()), vec![0, 2, 3]);
    }

    #[test]
    fn a_long_match_is_sampled_evenly_from_its_first_phase_to_its_last() {
        assert_eq!(sample(5, 150), vec![0, 1, 2, 3, 4]);
        let picks = sample(301, 150);
        assert_eq!((picks.len(), picks[0], picks[149]), (150, 0, 300));
        assert!(picks.windows(2).all(|w| (1..=3).contains(&(w[1] - w[0]))));
    }

    #[test]
    fn a_film_stops_as_soon_as_it_passes_the_limit() {
        let drawn = std::cell::Cell::new(0);
        let frames = (0..10u8).map(|i| {
            drawn.set(drawn.get() + 1);
            Ok(solid(40, 30, [i * 20, 0, 0]))
        });
        let film = Film {
            width: 40,
            height: 30,
            frame_ms: FRAME_MS,
            last_ms: LAST_MS,
        };
        assert!(film.encode(frames, 200).unwrap().is_none());
        assert!(drawn.get() < 10, "drew {} frames", drawn.get());
    }
}
