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

/// Draws every arrow whose ends can be placed; `clear` keeps ends off the tokens and names there.
pub fn draw_all(
    c: &mut Canvas,
    arrows: &[Arrow],
    place: &dyn Fn(&Place) -> Option<Pt>,
    clear: f32,
    s: f32,
) {
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
        let from = (p.0 + ux * cut + off.0, p.1 + uy * cut + off.1);
        let to = (q.0 - ux * cut + off.0, q.1 - uy * cut + off.1);
        arrow(c, from, to, width, a.colour, dashed, s);
    }
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
