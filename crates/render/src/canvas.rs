//! The pixel surface and its anti-aliased primitives. Every filled shape goes through one coverage
//! rasteriser (ab_glyph's), so lines, rings, arrows and icons all get the same soft edges.

use ab_glyph_rasterizer::{point, Rasterizer};
use image::{Pixel, Rgba, RgbaImage};
use korona_engine::scene::Rgb;

use crate::sprites::Sprites;

pub type Pt = (f32, f32);

pub struct Canvas {
    pub img: RgbaImage,
    /// The icons this picture has painted, to stamp again.
    pub sprites: Sprites,
}

impl Canvas {
    pub fn new(width: u32, height: u32, bg: Rgb) -> Self {
        // `repeat` copies in doubling blocks: much faster than writing pixel by pixel.
        let raw = [bg.0, bg.1, bg.2, 255].repeat(width as usize * height as usize);
        Canvas {
            img: RgbaImage::from_raw(width, height, raw).expect("the buffer fits the size"),
            sprites: Sprites::default(),
        }
    }

    /// A fully transparent surface, for art composited later.
    pub fn transparent(width: u32, height: u32) -> Self {
        Canvas {
            img: RgbaImage::new(width, height),
            sprites: Sprites::default(),
        }
    }

    pub fn width(&self) -> u32 {
        self.img.width()
    }

    pub fn height(&self) -> u32 {
        self.img.height()
    }

    /// Source-over blend that is also right on transparent surfaces.
    #[inline]
    pub fn blend(&mut self, x: i32, y: i32, c: Rgb, a: f32) {
        if x < 0 || y < 0 || x >= self.img.width() as i32 || y >= self.img.height() as i32 {
            return;
        }
        let a = a.clamp(0.0, 1.0);
        if a <= 0.0 {
            return;
        }
        let p = self.img.get_pixel_mut(x as u32, y as u32);
        blend_px(p, c, a);
    }

    /// [`Canvas::blend`] of `c` over a box of coverage, `w` wide with its top left pixel at
    /// `(left, top)`, row by row: a glyph's box is clipped to the picture once rather than each
    /// pixel checked and found on its own (text was a tenth of drawing a map).
    pub fn blend_box(&mut self, (left, top): (i32, i32), w: usize, cov: &[f32], c: Rgb) {
        if w == 0 {
            return;
        }
        let (cw, ch) = (self.img.width() as i32, self.img.height() as i32);
        let from = (-left).clamp(0, w as i32) as usize;
        let to = (cw - left).clamp(0, w as i32) as usize;
        let buf: &mut [u8] = self.img.as_mut();
        for (row, line) in cov.chunks_exact(w).enumerate() {
            let y = top + row as i32;
            if y < 0 || y >= ch || from >= to {
                continue;
            }
            let start = (y as usize * cw as usize + (left + from as i32) as usize) * 4;
            let pixels = buf[start..start + (to - from) * 4].chunks_exact_mut(4);
            for (px, &a) in pixels.zip(&line[from..to]) {
                let a = a.clamp(0.0, 1.0);
                if a > 0.0 {
                    blend_px(Rgba::from_slice_mut(px), c, a);
                }
            }
        }
    }

    /// An axis-aligned rectangle with hard edges (cells, panel boxes).
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgb, a: f32) {
        let x0 = (x + 0.5).max(0.0) as u32;
        let y0 = (y + 0.5).max(0.0) as u32;
        let x1 = ((x + w + 0.5).max(0.0) as u32).min(self.img.width());
        let y1 = ((y + h + 0.5).max(0.0) as u32).min(self.img.height());
        if x1 <= x0 || y1 <= y0 {
            return;
        }
        let cw = self.img.width() as usize;
        let buf: &mut [u8] = self.img.as_mut();
        let span =
            |yy: u32| (yy as usize * cw + x0 as usize) * 4..(yy as usize * cw + x1 as usize) * 4;
        if a >= 0.998 {
            // One row pixel by pixel, the others copied from it in one block each (panel boxes
            // are most of a picture's solid rectangles, and per-pixel stores were a fifth of a frame).
            let first = span(y0);
            for px in buf[first.clone()].chunks_exact_mut(4) {
                px.copy_from_slice(&[c.0, c.1, c.2, 255]);
            }
            for yy in y0 + 1..y1 {
                buf.copy_within(first.clone(), span(yy).start);
            }
            return;
        }
        for yy in y0..y1 {
            for px in buf[span(yy)].chunks_exact_mut(4) {
                let p: &mut Rgba<u8> = Rgba::from_slice_mut(px);
                blend_px(p, c, a);
            }
        }
    }

    /// A hard-edged frame of `width` pixels just inside (x, y, w, h): cheaper than an
    /// anti-aliased outline and just as crisp when axis-aligned.
    pub fn frame(&mut self, x: f32, y: f32, w: f32, h: f32, width: f32, c: Rgb) {
        self.rect(x, y, w, width, c, 1.0);
        self.rect(x, y + h - width, w, width, c, 1.0);
        self.rect(x, y + width, width, h - 2.0 * width, c, 1.0);
        self.rect(x + w - width, y + width, width, h - 2.0 * width, c, 1.0);
    }

    /// A filled box with a border.
    pub fn boxed(&mut self, (x, y, w, h): (f32, f32, f32, f32), border: f32, edge: Rgb, fill: Rgb) {
        self.rect(
            x + border,
            y + border,
            w - 2.0 * border,
            h - 2.0 * border,
            fill,
            1.0,
        );
        self.frame(x, y, w, h, border, edge);
    }

    pub fn fill(&mut self, shape: &Shape, c: Rgb, a: f32) {
        // A place far off the picture (bad scene data) would make the rasteriser walk a huge edge.
        if shape
            .contours
            .iter()
            .flatten()
            .any(|p| !(p.0.abs() < 1e5 && p.1.abs() < 1e5))
        {
            return;
        }
        let Some((x0, y0, w, h)) = shape.bounds(self.img.width(), self.img.height()) else {
            return;
        };
        let mut r = Rasterizer::new(w, h);
        for contour in &shape.contours {
            let n = contour.len();
            for i in 0..n {
                let p = contour[i];
                let q = contour[(i + 1) % n];
                r.draw_line(
                    point(p.0 - x0 as f32, p.1 - y0 as f32),
                    point(q.0 - x0 as f32, q.1 - y0 as f32),
                );
            }
        }
        // The box lies inside the canvas (`bounds` clips it), so pixels are written straight into
        // the buffer row by row: the per-pixel bounds checks and position division of
        // `for_each_pixel_2d` + `blend` were most of drawing a hex board. Same arithmetic as `blend`.
        let cw = self.img.width() as usize;
        let buf: &mut [u8] = self.img.as_mut();
        let (mut col, mut at) = (0, (y0 as usize * cw + x0 as usize) * 4);
        let next_row = (cw - w) * 4;
        r.for_each_pixel(|_, cov| {
            let cov = cov.min(1.0);
            if cov > 0.004 {
                let a = (cov * a).clamp(0.0, 1.0);
                if a > 0.0 {
                    blend_px(Rgba::from_slice_mut(&mut buf[at..at + 4]), c, a);
                }
            }
            at += 4;
            col += 1;
            if col == w {
                col = 0;
                at += next_row;
            }
        });
    }

    pub fn polygon(&mut self, pts: &[Pt], c: Rgb) {
        self.fill(&Shape::new().poly(pts), c, 1.0);
    }

    pub fn disc(&mut self, centre: Pt, r: f32, c: Rgb) {
        self.fill(&Shape::new().circle(centre, r), c, 1.0);
    }

    pub fn ring(&mut self, centre: Pt, r: f32, width: f32, c: Rgb) {
        self.fill(
            &Shape::new().ring(centre, r + width / 2.0, r - width / 2.0),
            c,
            1.0,
        );
    }

    pub fn line(&mut self, a: Pt, b: Pt, width: f32, c: Rgb) {
        self.fill(&Shape::new().segment(a, b, width), c, 1.0);
    }

    pub fn polyline(&mut self, pts: &[Pt], width: f32, c: Rgb) {
        let mut s = Shape::new();
        for w in pts.windows(2) {
            s = s.segment(w[0], w[1], width);
        }
        self.fill(&s, c, 1.0);
    }

    pub fn rect_outline(&mut self, x: f32, y: f32, w: f32, h: f32, width: f32, c: Rgb) {
        let t = width / 2.0;
        let outer = [
            (x - t, y - t),
            (x + w + t, y - t),
            (x + w + t, y + h + t),
            (x - t, y + h + t),
        ];
        let inner = [
            (x + t, y + t),
            (x + w - t, y + t),
            (x + w - t, y + h - t),
            (x + t, y + h - t),
        ];
        self.fill(&Shape::new().poly(&outer).hole(&inner), c, 1.0);
    }

    /// Copies `src` over this canvas with its top left pixel at (x, y), honouring its alpha: the
    /// part inside the canvas, row by row (icon tiles are stamped a hundred times a picture).
    pub fn draw_over(&mut self, src: &RgbaImage, x: i32, y: i32) {
        let (cw, ch) = (self.img.width() as i32, self.img.height() as i32);
        let (sw, sh) = (src.width() as i32, src.height() as i32);
        let (from, to) = ((-x).clamp(0, sw), (cw - x).clamp(0, sw));
        if from >= to {
            return;
        }
        let n = ((to - from) * 4) as usize;
        let buf: &mut [u8] = self.img.as_mut();
        for row in (0..sh).filter(|row| (0..ch).contains(&(y + row))) {
            let s0 = ((row * sw + from) * 4) as usize;
            let d0 = (((y + row) * cw + x + from) * 4) as usize;
            let pixels = buf[d0..d0 + n].chunks_exact_mut(4);
            for (d, p) in pixels.zip(src.as_raw()[s0..s0 + n].chunks_exact(4)) {
                if p[3] > 0 {
                    blend_px(
                        Rgba::from_slice_mut(d),
                        Rgb(p[0], p[1], p[2]),
                        p[3] as f32 / 255.0,
                    );
                }
            }
        }
    }
}

/// Steps of coverage an edge pixel is blended in on an opaque picture. Each step between a fill
/// and its neighbour is a colour of its own, and the palette keeps only 256: with 255 steps a busy
/// map had 9,252 colours, 8,996 of them to be replaced by a near one, with 32 about a third fewer
/// and a smaller PNG. 32 steps are finer than an eye tells apart on an edge one pixel wide.
const COVERAGE_STEPS: u32 = 32;

// Always inlined: it is the inner step of every fill and glyph loop, and a call per pixel cost
// as much as the blend.
#[inline(always)]
pub fn blend_px(p: &mut Rgba<u8>, c: Rgb, a: f32) {
    // Nearly every call lands on the opaque canvas: integer maths there, and no `round()`, which
    // is a libm call on baseline x86-64 and was most of the frame time.
    if a >= 0.998 {
        p.0 = [c.0, c.1, c.2, 255];
        return;
    }
    if p.0[3] == 255 {
        let a = (a * COVERAGE_STEPS as f32 + 0.5) as u32;
        let m = |s: u8, d: u8| {
            ((s as u32 * a + d as u32 * (COVERAGE_STEPS - a) + COVERAGE_STEPS / 2) / COVERAGE_STEPS)
                as u8
        };
        p.0 = [m(c.0, p.0[0]), m(c.1, p.0[1]), m(c.2, p.0[2]), 255];
        return;
    }
    let da = p.0[3] as f32 / 255.0;
    let oa = a + da * (1.0 - a);
    if oa <= 0.0 {
        return;
    }
    let mixc = |s: u8, d: u8| ((s as f32 * a + d as f32 * da * (1.0 - a)) / oa + 0.5) as u8;
    p.0 = [
        mixc(c.0, p.0[0]),
        mixc(c.1, p.0[1]),
        mixc(c.2, p.0[2]),
        (oa * 255.0 + 0.5) as u8,
    ];
}

/// Closed contours filled together. Contours are normalised to one winding so that overlapping
/// parts add up (and clamp) instead of cancelling; holes get the opposite winding.
#[derive(Clone, Debug, Default)]
pub struct Shape {
    pub contours: Vec<Vec<Pt>>,
}

fn signed_area(pts: &[Pt]) -> f32 {
    let n = pts.len();
    (0..n)
        .map(|i| {
            let (a, b) = (pts[i], pts[(i + 1) % n]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum::<f32>()
        / 2.0
}

impl Shape {
    pub fn new() -> Self {
        Shape::default()
    }

    fn push(mut self, pts: &[Pt], hole: bool) -> Self {
        if pts.len() < 3 {
            return self;
        }
        let mut v = pts.to_vec();
        if (signed_area(&v) < 0.0) != hole {
            v.reverse();
        }
        self.contours.push(v);
        self
    }

    pub fn poly(self, pts: &[Pt]) -> Self {
        self.push(pts, false)
    }

    pub fn hole(self, pts: &[Pt]) -> Self {
        self.push(pts, true)
    }

    pub fn circle(self, c: Pt, r: f32) -> Self {
        self.push(&circle_pts(c, r), false)
    }

    pub fn ring(self, c: Pt, outer: f32, inner: f32) -> Self {
        self.push(&circle_pts(c, outer), false)
            .push(&circle_pts(c, inner.max(0.0)), true)
    }

    /// A stroke from a to b with round caps.
    pub fn segment(self, a: Pt, b: Pt, width: f32) -> Self {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        let r = width / 2.0;
        let s = self.circle(a, r).circle(b, r);
        if len < 1e-3 {
            return s;
        }
        let (nx, ny) = (-dy / len * r, dx / len * r);
        s.poly(&[
            (a.0 + nx, a.1 + ny),
            (b.0 + nx, b.1 + ny),
            (b.0 - nx, b.1 - ny),
            (a.0 - nx, a.1 - ny),
        ])
    }

    pub fn rounded_rect(self, x: f32, y: f32, w: f32, h: f32, r: f32) -> Self {
        let r = r.min(w / 2.0).min(h / 2.0);
        let mut pts = Vec::new();
        let corners = [
            (x + w - r, y + r, -90.0f32),
            (x + w - r, y + h - r, 0.0),
            (x + r, y + h - r, 90.0),
            (x + r, y + r, 180.0),
        ];
        for (cx, cy, start) in corners {
            for k in 0..=6 {
                let t = (start + k as f32 * 15.0).to_radians();
                pts.push((cx + r * t.cos(), cy + r * t.sin()));
            }
        }
        self.push(&pts, false)
    }

    fn bounds(&self, cw: u32, ch: u32) -> Option<(i32, i32, usize, usize)> {
        let mut b = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for p in self.contours.iter().flatten() {
            b = (b.0.min(p.0), b.1.min(p.1), b.2.max(p.0), b.3.max(p.1));
        }
        let x0 = (b.0.floor() as i32).max(0);
        let y0 = (b.1.floor() as i32).max(0);
        let x1 = (b.2.ceil() as i32 + 1).min(cw as i32);
        let y1 = (b.3.ceil() as i32 + 1).min(ch as i32);
        if x1 <= x0 || y1 <= y0 {
            return None;
        }
        Some((x0, y0, (x1 - x0) as usize, (y1 - y0) as usize))
    }
}

fn circle_pts(c: Pt, r: f32) -> Vec<Pt> {
    // Enough segments that a 40 px token still looks round.
    let n = ((r * 1.5) as usize).clamp(8, 96);
    (0..n)
        .map(|i| {
            let t = i as f32 / n as f32 * std::f32::consts::TAU;
            (c.0 + r * t.cos(), c.1 + r * t.sin())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disc_fills_centre_not_outside() {
        let mut c = Canvas::new(40, 40, Rgb(255, 255, 255));
        c.disc((20.0, 20.0), 10.0, Rgb(255, 0, 0));
        assert_eq!(c.img.get_pixel(20, 20).0, [255, 0, 0, 255]);
        assert_eq!(c.img.get_pixel(20, 4).0, [255, 255, 255, 255]);
    }

    #[test]
    fn ring_has_a_hole_and_overlaps_do_not_cancel() {
        let mut c = Canvas::new(60, 60, Rgb(255, 255, 255));
        c.ring((30.0, 30.0), 20.0, 6.0, Rgb(0, 0, 255));
        assert_eq!(c.img.get_pixel(30, 30).0, [255, 255, 255, 255]);
        assert_eq!(c.img.get_pixel(50, 30).0, [0, 0, 255, 255]);
        // Two segments drawn in opposite directions over the same spot.
        c.polyline(&[(5.0, 5.0), (25.0, 5.0), (5.0, 5.0)], 4.0, Rgb(0, 0, 0));
        assert_eq!(c.img.get_pixel(15, 5).0, [0, 0, 0, 255]);
    }

    #[test]
    fn blending_onto_transparent_keeps_colour() {
        let mut c = Canvas::transparent(4, 4);
        c.blend(1, 1, Rgb(200, 100, 50), 0.5);
        let p = c.img.get_pixel(1, 1).0;
        assert_eq!(&p[..3], &[200, 100, 50]);
        assert!((p[3] as i32 - 128).abs() <= 1);
    }

    /// A box of coverage blends as its pixels one by one would, also where it hangs off any side.
    #[test]
    fn a_coverage_box_is_clipped_to_the_picture() {
        let (w, h) = (6usize, 5usize);
        let cov: Vec<f32> = (0..w * h).map(|i| (i % 7) as f32 / 6.0 - 0.1).collect();
        for at in [(-3, -2), (7, 5), (2, 1), (-10, 0), (0, 20)] {
            let mut boxed = Canvas::new(10, 8, Rgb(10, 200, 30));
            let mut each = Canvas::new(10, 8, Rgb(10, 200, 30));
            boxed.blend_box(at, w, &cov, Rgb(250, 0, 100));
            for (i, &a) in cov.iter().enumerate() {
                let (x, y) = (at.0 + (i % w) as i32, at.1 + (i / w) as i32);
                each.blend(x, y, Rgb(250, 0, 100), a);
            }
            assert_eq!(boxed.img, each.img, "box at {at:?}");
        }
    }

    /// A picture copied over blends as its pixels one by one would, also where it hangs off any
    /// side, and its transparent pixels leave the canvas as it was.
    #[test]
    fn a_picture_drawn_over_is_clipped_and_honours_alpha() {
        let mut src = RgbaImage::new(6, 5);
        for (i, p) in src.pixels_mut().enumerate() {
            *p = Rgba([(i * 40) as u8, 90, 200, (i * 53 % 256) as u8]);
        }
        for at in [(-3, -2), (7, 5), (2, 1), (-10, 0), (0, 20)] {
            let mut over = Canvas::new(10, 8, Rgb(10, 200, 30));
            let mut each = Canvas::new(10, 8, Rgb(10, 200, 30));
            over.draw_over(&src, at.0, at.1);
            for (sx, sy, p) in src.enumerate_pixels() {
                let rgb = Rgb(p.0[0], p.0[1], p.0[2]);
                each.blend(
                    at.0 + sx as i32,
                    at.1 + sy as i32,
                    rgb,
                    p.0[3] as f32 / 255.0,
                );
            }
            assert_eq!(over.img, each.img, "picture at {at:?}");
        }
    }

    /// Every coverage from none to full blends a colour onto an opaque one in at most 33 shades,
    /// in order, from the ground to the colour itself.
    #[test]
    fn edges_blend_in_thirty_two_steps() {
        let shades: Vec<u8> = (0..=1000)
            .map(|i| {
                let mut p = Rgba([20, 60, 100, 255]);
                blend_px(&mut p, Rgb(220, 160, 0), i as f32 / 1000.0);
                p.0[0]
            })
            .collect();
        assert_eq!(shades[0], 20);
        assert_eq!(shades[1000], 220);
        assert!(shades.windows(2).all(|w| w[0] <= w[1]));
        let mut distinct = shades.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), COVERAGE_STEPS as usize + 1, "{distinct:?}");
    }
}
