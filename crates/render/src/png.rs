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
//! 250 KB counted in thousands, for a quarter of a millisecond: the adaptive filter stays.

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
    encoder.set_filter(png::Filter::Adaptive);
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
}
