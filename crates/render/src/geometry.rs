//! Plane geometry on map coordinates (f64), independent of any picture size.

pub type P = (f64, f64);

/// Maps map units onto pixels: pixel (x, y) covers map points around `((x + 0.5) * u, (y + 0.5) * u)`
/// where `u = units_per_px`, shifted by `origin`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: u32,
    pub height: u32,
    pub origin: P,
    pub units_per_px: f64,
}

impl Frame {
    /// The frame that shows `0..map_w` x `0..map_h` at `width` pixels.
    pub fn fit(map_w: f64, map_h: f64, width: u32) -> Self {
        let u = map_w / width as f64;
        Frame {
            width,
            height: (map_h / u).round().max(1.0) as u32,
            origin: (0.0, 0.0),
            units_per_px: u,
        }
    }

    /// The largest frame showing the whole map within `max_w` x `max_h` pixels.
    pub fn fit_within(map_w: f64, map_h: f64, max_w: u32, max_h: u32) -> Self {
        let u = (map_w / max_w as f64).max(map_h / max_h as f64);
        Frame {
            width: ((map_w / u).round() as u32).clamp(1, max_w),
            height: ((map_h / u).round() as u32).clamp(1, max_h),
            origin: (0.0, 0.0),
            units_per_px: u,
        }
    }

    pub fn to_px(&self, p: P) -> (f32, f32) {
        (
            ((p.0 - self.origin.0) / self.units_per_px) as f32,
            ((p.1 - self.origin.1) / self.units_per_px) as f32,
        )
    }

    pub fn centre_of(&self, x: u32, y: u32) -> P {
        (
            self.origin.0 + (x as f64 + 0.5) * self.units_per_px,
            self.origin.1 + (y as f64 + 0.5) * self.units_per_px,
        )
    }
}

/// For each pixel row, the spans `[x0, x1)` whose pixel centres are inside the polygons (even-odd).
pub fn scan_polygons(polys: &[Vec<P>], frame: &Frame, mut span: impl FnMut(u32, u32, u32)) {
    let mut xs: Vec<f64> = Vec::new();
    for y in 0..frame.height {
        let cy = frame.centre_of(0, y).1;
        xs.clear();
        for poly in polys {
            let n = poly.len();
            for i in 0..n {
                let (a, b) = (poly[i], poly[(i + 1) % n]);
                // Half-open in y so a vertex on the scanline is counted once.
                if (a.1 <= cy) != (b.1 <= cy) {
                    xs.push(a.0 + (cy - a.1) / (b.1 - a.1) * (b.0 - a.0));
                }
            }
        }
        xs.sort_by(f64::total_cmp);
        for pair in xs.chunks_exact(2) {
            let to_px = |x: f64| ((x - frame.origin.0) / frame.units_per_px - 0.5).ceil();
            let x0 = to_px(pair[0]).max(0.0) as u32;
            let x1 = (to_px(pair[1]).max(0.0) as u32).min(frame.width);
            if x1 > x0 {
                span(y, x0, x1);
            }
        }
    }
}

pub fn point_in_polygon(p: P, poly: &[P]) -> bool {
    let mut inside = false;
    let n = poly.len();
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        if (a.1 <= p.1) != (b.1 <= p.1) && p.0 < a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0) {
            inside = !inside;
        }
    }
    inside
}

pub fn dist2(a: P, b: P) -> f64 {
    (a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_covers_expected_pixels() {
        let frame = Frame::fit(10.0, 10.0, 10);
        let sq = vec![(2.0, 2.0), (6.0, 2.0), (6.0, 5.0), (2.0, 5.0)];
        let mut n = 0;
        scan_polygons(&[sq], &frame, |_, a, b| n += b - a);
        assert_eq!(n, 4 * 3);
    }

    #[test]
    fn point_inside() {
        let tri = [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)];
        assert!(point_in_polygon((2.0, 2.0), &tri));
        assert!(!point_in_polygon((8.0, 8.0), &tri));
    }
}
