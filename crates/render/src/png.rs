//! PNG encoding tuned for flat-colour maps.
//!
//! Maps are written as 8-bit indexed PNGs (see [`crate::quantize`]): a quarter of the bytes of RGBA
//! to deflate. Measured on the render samples' big map at 1600 px (release, one run, loaded
//! machine): the `image` crate's default (RGBA, adaptive filter, fdeflate) 436 KB in 3.5 ms;
//! indexed with zlib level 1 and no filter 144 KB in 5.0 ms; indexed with fdeflate and no filter
//! 794 KB in 1.4 ms (fdeflate only matches runs well after a filter); with the Up filter 202 KB in
//! 1.1 ms; with the adaptive filter 164 KB in 2.0 ms. Quantizing added about 4 ms then (about 2 ms
//! on the busiest oligarchs map since its first pass works on runs of one colour). Measured again
//! (release, best of 9, loaded machine): adaptive 164 KB in 1.09 ms, Paeth alone 162 KB in 0.85 ms,
//! Sub 188 KB, Up 202 KB, Avg 247 KB. But on the real maps Paeth alone was larger: the busiest
//! oligarchs ADV map 250,427 bytes against 246,842 adaptive (fiefs' 233 KB against 221 KB), over
//! 250 KB counted in thousands, for a quarter of a millisecond: the adaptive filter stayed then.
//! Measured again on 2026-11-28 with `korona bench render` timing the stages apart (2-core VM, load
//! 1.5-3): on the busiest oligarchs map the palette took 3.8 ms, filter + deflate 2.3 ms and the
//! drawing 7.4 ms against 6.8 ms for the `image` crate's default encoder, 1.88x in all; on the
//! render samples' big map (four runs) the adaptive filter took 2.8-3.0 ms for 165,432 bytes and
//! Paeth alone 2.0 ms for 163,489 (one run: Up 1.54 ms, 209,708; Sub 1.72 ms, 194,488; no filter
//! with zlib level 1 5.14 ms, 141,642). The adaptive filter tries all five filters on every row,
//! and on these pictures Paeth alone is as small: Paeth now, for most of a millisecond a map and at
//! most a few percent of bytes (the size stays about a third of the default's). The filter changes no pixel:
//! `the_written_png_decodes_to_the_palette_pixels` checks it on a busy map.

use image::codecs::png::PngEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbaImage};

use crate::quantize;
use crate::RenderError;

pub fn encode(img: &RgbaImage) -> Result<Vec<u8>, RenderError> {
    write_indexed(&quantize::indexed(img), img.width(), img.height())
}

/// An indexed picture `width` x `height` as PNG bytes: [`encode`]'s second stage, public so that
/// `korona bench render` can time quantizing and writing apart.
pub fn write_indexed(
    indexed: &quantize::Indexed,
    width: u32,
    height: u32,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(128 * 1024);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(indexed.palette.as_slice());
    encoder.set_deflate_compression(png::DeflateCompression::FdeflateUltraFast);
    encoder.set_filter(png::Filter::Paeth);
    let mut writer = encoder
        .write_header()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .write_image_data(&indexed.pixels)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .finish()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}

/// The same pixels through the `image` crate's PNG encoder with its default settings (RGBA,
/// adaptive filter, balanced deflate): the anchor `korona bench render` compares [`encode`] with.
pub fn encode_default(img: &RgbaImage) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::new();
    PngEncoder::new(&mut out)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgba8,
        )
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgba;

    #[test]
    fn an_indexed_png_decodes_to_the_same_pixels() {
        let mut img = RgbaImage::from_pixel(300, 200, Rgba([240, 230, 200, 255]));
        for x in 0..300 {
            for y in 90..110 {
                img.put_pixel(x, y, Rgba([(x % 200) as u8, 40, 90, 255]));
            }
        }
        let png = encode(&img).expect("encodes");
        let back = image::load_from_memory(&png).expect("decodes").to_rgba8();
        assert_eq!(back, img);
        assert!(png.len() < encode_default(&img).expect("encodes").len());
    }

    /// A map busier than a palette holds, written with the chosen filter and deflate, decodes to
    /// exactly the palette's colours at every pixel: the writer loses nothing the palette kept.
    #[test]
    fn the_written_png_decodes_to_the_palette_pixels() {
        crate::register_map(crate::samples::big_map());
        let img = crate::render_image(&crate::samples::big_scene(), 1600).expect("renders");
        let indexed = quantize::indexed(&img);
        assert!(indexed.replaced > 0, "a busy map, past 256 colours");
        let png = write_indexed(&indexed, img.width(), img.height()).expect("encodes");
        let back = image::load_from_memory(&png).expect("decodes").to_rgba8();
        assert_eq!(back.dimensions(), img.dimensions());
        for (i, (p, &k)) in back.pixels().zip(&indexed.pixels).enumerate() {
            let k = 3 * k as usize;
            assert_eq!(
                &p.0,
                &[
                    indexed.palette[k],
                    indexed.palette[k + 1],
                    indexed.palette[k + 2],
                    255
                ],
                "pixel {i}"
            );
        }
        assert_eq!(encode(&img).expect("encodes"), png);
    }
}
