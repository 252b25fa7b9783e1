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

/// A placeholder land outline: the convex hull of `points` pushed out by `margin` on every side.
/// Seats on the hull then keep cells of about `margin` depth, and neighbours along the hull whose
/// cells would otherwise meet far outside the land stay apart.
pub fn hull_outline(points: &[P], margin: f64) -> Vec<P> {
    let hull = convex_hull(points);
    let n = hull.len();
    if n < 3 {
        return hull;
    }
    // Outward unit normal of edge i (from hull[i] to hull[i + 1]); the hull runs counter-clockwise
    // in a y-up sense, which is clockwise on screen, so the outside is to the right of each edge.
    let normal = |i: usize| {
        let (a, b) = (hull[i], hull[(i + 1) % n]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let l = (dx * dx + dy * dy).sqrt().max(1e-12);
        (dy / l, -dx / l)
    };
    (0..n)
        .map(|i| {
            let (n1, n2) = (normal((i + n - 1) % n), normal(i));
            let m = (n1.0 + n2.0, n1.1 + n2.1);
            let k = 2.0 * margin / (m.0 * m.0 + m.1 * m.1).max(1e-12);
            (hull[i].0 + m.0 * k, hull[i].1 + m.1 * k)
        })
        .collect()
}

/// Andrew's monotone chain; collinear points are dropped.
pub fn convex_hull(points: &[P]) -> Vec<P> {
    let mut v = points.to_vec();
    v.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    v.dedup();
    if v.len() < 3 {
        return v;
    }
    let cross = |o: P, a: P, b: P| (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0);
    let mut hull: Vec<P> = Vec::with_capacity(v.len() * 2);
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &P>> = if pass == 0 {
            Box::new(v.iter())
        } else {
            Box::new(v.iter().rev())
        };
        for &p in iter {
            while hull.len() >= start + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
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

    #[test]
    fn hull_drops_inner_points_and_outline_keeps_margin() {
        let pts = [
            (0.0, 0.0),
            (10.0, 0.0),
            (10.0, 10.0),
            (0.0, 10.0),
            (5.0, 5.0),
            (5.0, 0.0),
        ];
        let hull = convex_hull(&pts);
        assert_eq!(hull.len(), 4);
        assert!(!hull.contains(&(5.0, 5.0)));
        let out = hull_outline(&pts, 2.0);
        for p in &pts {
            assert!(point_in_polygon(*p, &out));
        }
        assert!(point_in_polygon((-1.9, 5.0), &out));
        assert!(!point_in_polygon((-2.1, 5.0), &out));
        assert!(point_in_polygon((11.9, 11.9), &out));
        assert!(!point_in_polygon((12.1, 5.0), &out));
    }
}
