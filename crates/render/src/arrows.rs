//! Arrows for last phase's moves.

use korona_engine::scene::{Arrow, ArrowKind, Place, Rgb};

use crate::canvas::{Canvas, Pt, Shape};

const HALO: Rgb = Rgb(255, 255, 255);

/// One arrow from `a` to `b`, with a white halo so it reads over any fill.
pub fn arrow(c: &mut Canvas, a: Pt, b: Pt, width: f32, col: Rgb, dashed: bool, s: f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head_len = (width * 3.0).min(len * 0.6);
    let head_w = width * 1.9;
    let base = (b.0 - ux * head_len, b.1 - uy * head_len);
    let head = [
        b,
        (base.0 - uy * head_w, base.1 + ux * head_w),
        (base.0 + uy * head_w, base.1 - ux * head_w),
    ];
    let shaft_end = (base.0 + ux * head_len * 0.2, base.1 + uy * head_len * 0.2);

    let halo = 2.2 * s;
    let mut under = Shape::new();
    let mut over = Shape::new();
    for (p, q) in shaft(a, shaft_end, width, dashed) {
        under = under.segment(p, q, width + 2.0 * halo);
        over = over.segment(p, q, width);
    }
    let grown = grow(&head, halo);
    c.fill(&under.poly(&grown), HALO, 0.9);
    c.fill(&over.poly(&head), col, 1.0);
}

fn shaft(a: Pt, b: Pt, width: f32, dashed: bool) -> Vec<(Pt, Pt)> {
    if !dashed {
        return vec![(a, b)];
    }
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    let dash = width * 2.5;
    let mut out = Vec::new();
    let mut t = 0.0;
    while t < len {
        let t1 = (t + dash).min(len);
        out.push((
            (a.0 + dx * t / len, a.1 + dy * t / len),
            (a.0 + dx * t1 / len, a.1 + dy * t1 / len),
        ));
        t += dash * 1.9;
    }
    out
}

/// Pushes a convex polygon's corners away from its centre by about `d`.
fn grow(pts: &[Pt], d: f32) -> Vec<Pt> {
    let n = pts.len() as f32;
    let c = (
        pts.iter().map(|p| p.0).sum::<f32>() / n,
        pts.iter().map(|p| p.1).sum::<f32>() / n,
    );
    pts.iter()
        .map(|p| {
            let (vx, vy) = (p.0 - c.0, p.1 - c.1);
            let l = (vx * vx + vy * vy).sqrt().max(1e-3);
            (p.0 + vx / l * d * 1.8, p.1 + vy / l * d * 1.8)
        })
        .collect()
}

/// Shaft width and dashing of an arrow kind, shared by the board and the legend so they match.
pub fn look(kind: ArrowKind, s: f32) -> (f32, bool) {
    match kind {
        ArrowKind::Move => (5.0 * s, false),
        ArrowKind::Attack => (7.0 * s, false),
        ArrowKind::Dashed => (4.0 * s, true),
    }
}

/// An arrow as it is drawn: its ends after they are kept clear of the places' tokens and names,
/// and its look.
#[derive(Clone, Copy, Debug)]
pub struct Laid {
    pub from: Pt,
    pub to: Pt,
    pub width: f32,
    pub colour: Rgb,
    pub dashed: bool,
}

/// A thick line segment: every point within `.2` of the segment `.0`-`.1`. What an arrow covers,
/// for the chips and marker rows that must keep off it.
pub type Capsule = (Pt, Pt, f32);

impl Laid {
    /// What the arrow covers with its halo, as two capsules: the shaft, and the wider head.
    pub fn covers(&self, s: f32) -> [Capsule; 2] {
        let (dx, dy) = (self.to.0 - self.from.0, self.to.1 - self.from.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let head_len = (self.width * 3.0).min(len * 0.6);
        let base = (
            self.to.0 - dx / len * head_len,
            self.to.1 - dy / len * head_len,
        );
        let halo = 2.2 * s;
        [
            (self.from, base, self.width / 2.0 + halo),
            (base, self.to, self.width * 1.9 + halo),
        ]
    }
}

/// Where every arrow whose ends can be placed goes; `clear` keeps ends off the tokens and names
/// there.
pub fn lay_all(
    arrows: &[Arrow],
    place: &dyn Fn(&Place) -> Option<Pt>,
    clear: f32,
    s: f32,
) -> Vec<Laid> {
    let mut out = Vec::new();
    for a in arrows {
        let (Some(p), Some(q)) = (place(&a.from), place(&a.to)) else {
            continue;
        };
        // Places far off the picture come from bad scene data; drawing them would only cost time.
        if ![p.0, p.1, q.0, q.1].iter().all(|v| v.abs() < 1e5) {
            continue;
        }
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len < 2.0 {
            continue;
        }
        let (ux, uy) = (dx / len, dy / len);
        let cut = clear.min(len * 0.3);
        let (width, dashed) = look(a.kind, s);
        // Keep to the right, so that moves both ways between two places stay apart.
        let off = (-uy * width * 1.1, ux * width * 1.1);
        out.push(Laid {
            from: (p.0 + ux * cut + off.0, p.1 + uy * cut + off.1),
            to: (q.0 - ux * cut + off.0, q.1 - uy * cut + off.1),
            width,
            colour: a.colour,
            dashed,
        });
    }
    out
}

/// `laid` with each arrow's ends drawn back along it, a few pixels at a time, while its head or the
/// start of its shaft runs under one of `boxes` (the chips and marker rows of the places it joins,
/// placed close to their names), as long as at least half of the arrow is left: an arrow then
/// points at the chips rather than running under them.
pub fn short_of(laid: &[Laid], boxes: &[(f32, f32, f32, f32)], s: f32) -> Vec<Laid> {
    let meets = |a: &Laid, end: usize| {
        let c = a.covers(s)[end];
        boxes.iter().any(|b| box_meets(b, &c))
    };
    laid.iter()
        .map(|a| {
            let (dx, dy) = (a.to.0 - a.from.0, a.to.1 - a.from.1);
            let len = (dx * dx + dy * dy).sqrt();
            let (ux, uy) = (dx / len, dy / len);
            let step = 2.0 * s;
            let mut out = *a;
            let mut left = len;
            while meets(&out, 1) && left > len / 2.0 {
                out.to = (out.to.0 - ux * step, out.to.1 - uy * step);
                left -= step;
            }
            // The start: only its first stretch, as long as the head, can run under the chips
            // the arrow leaves from.
            let start = |a: &Laid, left: f32| {
                let head = (a.width * 3.0).min(left * 0.6);
                let c = (
                    a.from,
                    (a.from.0 + ux * head, a.from.1 + uy * head),
                    a.width / 2.0 + 2.2 * s,
                );
                boxes.iter().any(|b| box_meets(b, &c))
            };
            while start(&out, left) && left > len / 2.0 {
                out.from = (out.from.0 + ux * step, out.from.1 + uy * step);
                left -= step;
            }
            out
        })
        .collect()
}

/// Draws arrows laid by [`lay_all`].
pub fn draw_laid(c: &mut Canvas, laid: &[Laid], s: f32) {
    for a in laid {
        arrow(c, a.from, a.to, a.width, a.colour, a.dashed, s);
    }
}

/// Draws every arrow whose ends can be placed; `clear` keeps ends off the tokens and names there.
pub fn draw_all(
    c: &mut Canvas,
    arrows: &[Arrow],
    place: &dyn Fn(&Place) -> Option<Pt>,
    clear: f32,
    s: f32,
) {
    draw_laid(c, &lay_all(arrows, place, clear, s), s);
}

/// Whether a box (left, top, right, bottom) meets a capsule's bounding box: never false where
/// [`box_meets`] is true.
pub fn bounds_meet(r: &(f32, f32, f32, f32), (a, b, radius): &Capsule) -> bool {
    let (lo_x, hi_x) = (a.0.min(b.0) - radius, a.0.max(b.0) + radius);
    let (lo_y, hi_y) = (a.1.min(b.1) - radius, a.1.max(b.1) + radius);
    !(hi_x < r.0 || lo_x > r.2 || hi_y < r.1 || lo_y > r.3)
}

/// Whether a box (left, top, right, bottom) comes within a capsule's reach: the distance from the
/// box to the capsule's segment is below its radius.
pub fn box_meets(r: &(f32, f32, f32, f32), (a, b, radius): &Capsule) -> bool {
    // Most arrows are nowhere near a given box, and placing a map's chips asks about every arrow
    // for every spot tried: the capsule's bounding box rules those out first, exactly (a capsule
    // lies inside it), before the distances below.
    if !bounds_meet(r, &(*a, *b, *radius)) {
        return false;
    }
    // The segment crosses the box, or one of the box's edges comes near it: the distance between
    // a box and a segment is the least over the segment's ends to the box and the box's corners
    // to the segment, unless they cross.
    let inside = |p: Pt| p.0 >= r.0 && p.0 <= r.2 && p.1 >= r.1 && p.1 <= r.3;
    let to_box = |p: Pt| {
        let dx = (r.0 - p.0).max(0.0).max(p.0 - r.2);
        let dy = (r.1 - p.1).max(0.0).max(p.1 - r.3);
        (dx * dx + dy * dy).sqrt()
    };
    let to_segment = |p: Pt| {
        let (vx, vy) = (b.0 - a.0, b.1 - a.1);
        let l2 = (vx * vx + vy * vy).max(1e-6);
        let t = (((p.0 - a.0) * vx + (p.1 - a.1) * vy) / l2).clamp(0.0, 1.0);
        let (qx, qy) = (a.0 + t * vx - p.0, a.1 + t * vy - p.1);
        (qx * qx + qy * qy).sqrt()
    };
    let corners = [(r.0, r.1), (r.2, r.1), (r.2, r.3), (r.0, r.3)];
    let crosses = (0..4).any(|k| segments_cross(*a, *b, corners[k], corners[(k + 1) % 4]));
    inside(*a)
        || crosses
        || to_box(*a) < *radius
        || to_box(*b) < *radius
        || corners.iter().any(|&c| to_segment(c) < *radius)
}

fn segments_cross(p: Pt, q: Pt, r: Pt, s: Pt) -> bool {
    let side = |a: Pt, b: Pt, c: Pt| (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
    let (d1, d2) = (side(r, s, p), side(r, s, q));
    let (d3, d4) = (side(p, q, r), side(p, q, s));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrow_colours_its_shaft_and_head() {
        let mut c = Canvas::new(200, 60, Rgb(200, 200, 200));
        arrow(
            &mut c,
            (10.0, 30.0),
            (190.0, 30.0),
            6.0,
            Rgb(0, 0, 255),
            false,
            1.0,
        );
        assert_eq!(c.img.get_pixel(60, 30).0, [0, 0, 255, 255]);
        assert_eq!(c.img.get_pixel(183, 30).0, [0, 0, 255, 255]);
        assert_eq!(c.img.get_pixel(60, 5).0, [200, 200, 200, 255]);
    }
}
