//! Power diagrams on the raster, and fitting their weights so that the picture's adjacency matches
//! a wanted graph (a game's rules). Raster rather than exact polygons because the mask is what gets
//! drawn and what the adjacency test reads: one source of truth, no clipping code.

use std::collections::{BTreeMap, BTreeSet};

use crate::geometry::{dist2, scan_polygons, Frame, P};
use crate::mask::Mask;

/// Assigns every pixel inside `outline` (all of the frame when it is empty) to the site minimising
/// `distance² - weight`. Site `i` gets mask id `i + 1`; outside the outline is 0.
pub fn power_mask(points: &[P], weights: &[f64], outline: &[P], frame: &Frame) -> Mask {
    assert_eq!(points.len(), weights.len(), "one weight per site");
    assert!(
        points.len() < u16::MAX as usize,
        "too many sites for a u16 mask"
    );
    let mut mask = Mask::new(frame.width, frame.height);
    if points.is_empty() {
        return mask;
    }
    // dist² - w = |q|² - 2 q·p + |p|² - w; |q|² is the same for every site, so each pixel only needs
    // a linear form per site, and along a row only its x part changes.
    let u = frame.units_per_px;
    let sites: Vec<(f64, f64, f64)> = points
        .iter()
        .zip(weights)
        .map(|(p, w)| (-2.0 * p.0, -2.0 * p.1, p.0 * p.0 + p.1 * p.1 - w))
        .collect();
    let mut spans: Vec<Vec<(u32, u32)>> = vec![Vec::new(); frame.height as usize];
    if outline.len() >= 3 {
        scan_polygons(&[outline.to_vec()], frame, |y, a, b| {
            spans[y as usize].push((a, b))
        });
    } else {
        for row in spans.iter_mut() {
            row.push((0, frame.width));
        }
    }
    // Tiles keep only the sites that can win somewhere inside them (their least power distance to
    // the tile is no more than the best site's greatest), so a pixel compares a handful of sites
    // instead of all: the same answer as comparing all of them, ties included, as candidates keep
    // index order.
    const TILE: u32 = 16;
    let mut cand: Vec<usize> = Vec::with_capacity(points.len());
    for ty in (0..frame.height).step_by(TILE as usize) {
        let ty1 = (ty + TILE).min(frame.height);
        for tx in (0..frame.width).step_by(TILE as usize) {
            let tx1 = (tx + TILE).min(frame.width);
            if !(ty..ty1).any(|y| spans[y as usize].iter().any(|&(a, b)| a < tx1 && b > tx)) {
                continue;
            }
            let lo = frame.centre_of(tx, ty);
            let hi = frame.centre_of(tx1 - 1, ty1 - 1);
            let bounds = |p: &P, w: f64| {
                let near = (p.0.clamp(lo.0, hi.0), p.1.clamp(lo.1, hi.1));
                let far = (
                    if p.0 - lo.0 > hi.0 - p.0 { lo.0 } else { hi.0 },
                    if p.1 - lo.1 > hi.1 - p.1 { lo.1 } else { hi.1 },
                );
                (dist2(*p, near) - w, dist2(*p, far) - w)
            };
            let best_max = points
                .iter()
                .zip(weights)
                .map(|(p, &w)| bounds(p, w).1)
                .fold(f64::MAX, f64::min);
            let slack = 1e-9 * (1.0 + best_max.abs());
            cand.clear();
            cand.extend(
                (0..points.len()).filter(|&i| bounds(&points[i], weights[i]).0 <= best_max + slack),
            );
            for y in ty..ty1 {
                let qy = frame.centre_of(0, y).1;
                let row = y as usize * frame.width as usize;
                for &(a, b) in &spans[y as usize] {
                    for x in a.max(tx)..b.min(tx1) {
                        let qx = frame.origin.0 + (x as f64 + 0.5) * u;
                        let mut best = f64::MAX;
                        let mut id = 0usize;
                        for &i in &cand {
                            let s = sites[i];
                            let v = s.0 * qx + s.1 * qy + s.2;
                            if v < best {
                                best = v;
                                id = i;
                            }
                        }
                        mask.ids[row + x as usize] = id as u16 + 1;
                    }
                }
            }
        }
    }
    mask
}

/// Every pixel against every site: the reference the tiled version is tested against.
#[cfg(test)]
fn power_mask_brute(points: &[P], weights: &[f64], outline: &[P], frame: &Frame) -> Mask {
    let mut mask = Mask::new(frame.width, frame.height);
    let mut fill = |y: u32, a: u32, b: u32| {
        let qy = frame.centre_of(0, y).1;
        for x in a..b {
            let q = frame.centre_of(x, y);
            let mut best = (f64::MAX, 0);
            for (i, (p, w)) in points.iter().zip(weights).enumerate() {
                let v = -2.0 * p.0 * q.0 + -2.0 * p.1 * qy + (p.0 * p.0 + p.1 * p.1 - w);
                if v < best.0 {
                    best = (v, i);
                }
            }
            mask.ids[y as usize * frame.width as usize + x as usize] = best.1 as u16 + 1;
        }
    };
    if outline.len() >= 3 {
        scan_polygons(&[outline.to_vec()], frame, &mut fill);
    } else {
        for y in 0..frame.height {
            fill(y, 0, frame.width);
        }
    }
    mask
}

#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    /// A wanted border must be at least this many pixel edges long to count as drawn.
    pub min_touch: u32,
    /// An unwanted touch up to this long is tolerated: where four regions meet around a face of
    /// the wanted graph with no diagonal, some diagonal always touches for a pixel or two, which
    /// nobody reads as a border. Keep it below the `min_len` the picture is checked with.
    pub max_stray: u32,
    /// Cells smaller than this many pixels are grown each round, so that every region keeps room
    /// for its name and units; 0 turns it off. Not counted as an error in the report.
    pub min_area: u32,
    pub rounds: usize,
    /// Weight change per round for a wrong pair, as a fraction of the pair's squared distance.
    pub step: f64,
    /// Seat movement per round for a wrong pair, as a fraction of the pair's distance; 0 keeps the
    /// seats where they are.
    pub move_step: f64,
}

impl Default for FitOptions {
    fn default() -> Self {
        FitOptions {
            min_touch: 4,
            max_stray: 0,
            min_area: 0,
            rounds: 300,
            step: 0.03,
            move_step: 0.0,
        }
    }
}

/// The best layout found and what it still gets wrong (mask ids: site `i` is `i + 1`).
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    pub points: Vec<P>,
    pub weights: Vec<f64>,
    /// Wanted pairs that do not touch (or touch for less than `min_touch`).
    pub missing: Vec<(u16, u16)>,
    /// Pairs that touch for more than `max_stray` although not wanted.
    pub extra: Vec<(u16, u16)>,
    /// Cells still under `min_area` pixels.
    pub small: Vec<u16>,
    pub rounds: usize,
}

impl Fit {
    pub fn is_exact(&self) -> bool {
        self.missing.is_empty() && self.extra.is_empty()
    }
}

/// Nudges weights (and, if allowed, seats) until the power diagram's touching pairs equal
/// `wanted`: a wrong touch shrinks its two cells and grows the cells beside both, a missing one does
/// the opposite. Extras count from `max_stray + 1` pixels and wanted borders only from `min_touch`
/// on, so the result keeps a margin; fit at the width the board is drawn at (see
/// [`crate::base_mask`]) and check the picture with a `min_len` between the two. Deterministic.
pub fn fit_weights(
    points: &[P],
    weights: &[f64],
    outline: &[P],
    frame: &Frame,
    wanted: &BTreeSet<(u16, u16)>,
    opts: &FitOptions,
) -> Fit {
    let n = points.len();
    let mut pts = points.to_vec();
    let mut ws = weights.to_vec();
    let mut best: Option<((usize, usize), Fit)> = None;
    let mut step = opts.step;
    let mut since_best = 0;
    for round in 0..=opts.rounds {
        let mask = power_mask(&pts, &ws, outline, frame);
        let lengths = mask.touch_lengths();
        let drawn: BTreeSet<(u16, u16)> = lengths
            .iter()
            .filter(|&(_, &n)| n > opts.max_stray)
            .map(|(&p, _)| p)
            .collect();
        let missing: Vec<(u16, u16)> = wanted
            .iter()
            .copied()
            .filter(|p| lengths.get(p).copied().unwrap_or(0) < opts.min_touch)
            .collect();
        let extra: Vec<(u16, u16)> = drawn.difference(wanted).copied().collect();
        let mut area = vec![0u32; n];
        for &id in &mask.ids {
            if id != 0 {
                area[id as usize - 1] += 1;
            }
        }
        let small: Vec<u16> = (0..n)
            .filter(|&i| area[i] < opts.min_area)
            .map(|i| i as u16 + 1)
            .collect();
        // Adjacency errors first; among equally right layouts, fewer cramped cells.
        let score = (missing.len() + extra.len(), small.len());
        let improved = match &best {
            None => true,
            Some((s, _)) => score < *s,
        };
        if improved {
            since_best = 0;
            best = Some((
                score,
                Fit {
                    points: pts.clone(),
                    weights: ws.clone(),
                    missing: missing.clone(),
                    extra: extra.clone(),
                    small: small.clone(),
                    rounds: round,
                },
            ));
        } else {
            since_best += 1;
            if since_best % 25 == 0 {
                step *= 0.7;
            }
        }
        if score == (0, 0) || round == opts.rounds {
            break;
        }
        let neighbours = neighbour_sets(&lengths, n);
        let mut dw = vec![0.0; n];
        let mut dp = vec![(0.0, 0.0); n];
        let push = |a: u16, b: u16, sign: f64, dw: &mut Vec<f64>, dp: &mut Vec<(f64, f64)>| {
            let (ia, ib) = (a as usize - 1, b as usize - 1);
            let d2 = dist2(pts[ia], pts[ib]);
            let delta = sign * step * d2;
            dw[ia] += delta;
            dw[ib] += delta;
            for c in neighbours[ia].intersection(&neighbours[ib]) {
                dw[*c as usize - 1] -= delta;
            }
            let m = sign * opts.move_step;
            let v = (pts[ib].0 - pts[ia].0, pts[ib].1 - pts[ia].1);
            dp[ia].0 += v.0 * m;
            dp[ia].1 += v.1 * m;
            dp[ib].0 -= v.0 * m;
            dp[ib].1 -= v.1 * m;
        };
        for &(a, b) in &missing {
            push(a, b, 1.0, &mut dw, &mut dp);
        }
        for &(a, b) in &extra {
            push(a, b, -1.0, &mut dw, &mut dp);
        }
        for &id in &small {
            let i = id as usize - 1;
            let d2 = neighbours[i]
                .iter()
                .map(|&j| dist2(pts[i], pts[j as usize - 1]))
                .fold(f64::MAX, f64::min);
            if d2 < f64::MAX {
                dw[i] += step * d2;
            }
        }
        for i in 0..n {
            ws[i] += dw[i];
            pts[i].0 += dp[i].0;
            pts[i].1 += dp[i].1;
        }
    }
    best.map(|(_, f)| f).expect("round 0 always records a fit")
}

fn neighbour_sets(lengths: &BTreeMap<(u16, u16), u32>, n: usize) -> Vec<BTreeSet<u16>> {
    let mut out = vec![BTreeSet::new(); n];
    for &(a, b) in lengths.keys() {
        out[a as usize - 1].insert(b);
        out[b as usize - 1].insert(a);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mask::touching_pairs;

    fn square() -> Vec<P> {
        vec![(0.0, 0.0), (300.0, 0.0), (300.0, 300.0), (0.0, 300.0)]
    }

    /// A 3x3 lattice, slightly jittered so a plain Voronoi picks some diagonals on its own.
    fn lattice() -> Vec<P> {
        let jitter = [
            (4.0, -3.0),
            (-5.0, 6.0),
            (3.0, 2.0),
            (-6.0, -4.0),
            (2.0, 5.0),
            (5.0, -6.0),
            (-3.0, 4.0),
            (6.0, 3.0),
            (-2.0, -5.0),
        ];
        (0..9)
            .map(|i| {
                (
                    50.0 + 100.0 * (i % 3) as f64 + jitter[i].0,
                    50.0 + 100.0 * (i / 3) as f64 + jitter[i].1,
                )
            })
            .collect()
    }

    fn lattice_edges() -> BTreeSet<(u16, u16)> {
        let mut s = BTreeSet::new();
        for i in 0..9u16 {
            if i % 3 < 2 {
                s.insert((i + 1, i + 2));
            }
            if i < 6 {
                s.insert((i + 1, i + 4));
            }
        }
        s
    }

    #[test]
    fn power_mask_equal_weights_is_voronoi() {
        let frame = Frame::fit(300.0, 300.0, 60);
        let pts = [(75.0, 150.0), (225.0, 150.0)];
        let m = power_mask(&pts, &[0.0, 0.0], &square(), &frame);
        assert_eq!(m.get(10, 30), 1);
        assert_eq!(m.get(50, 30), 2);
        // A heavier site pushes the border towards the lighter one.
        let m = power_mask(&pts, &[12000.0, 0.0], &square(), &frame);
        assert_eq!(m.get(36, 30), 1);
    }

    #[test]
    fn outline_clips() {
        let frame = Frame::fit(300.0, 300.0, 60);
        let tri = vec![(0.0, 0.0), (300.0, 0.0), (0.0, 300.0)];
        let m = power_mask(&[(50.0, 50.0)], &[0.0], &tri, &frame);
        assert_eq!(m.get(5, 5), 1);
        assert_eq!(m.get(55, 55), 0);
    }

    #[test]
    fn fit_reaches_chosen_diagonals() {
        let frame = Frame::fit(300.0, 300.0, 240);
        let pts = lattice();
        // Each square of the lattice gets the diagonal we choose, whatever the jitter prefers.
        let mut wanted = lattice_edges();
        wanted.extend([(1, 5), (3, 5), (4, 8), (5, 9)]);
        let plain = touching_pairs(&power_mask(&pts, &[0.0; 9], &square(), &frame), 1);
        assert_ne!(plain, wanted, "the case should need fitting");
        let fit = fit_weights(
            &pts,
            &[0.0; 9],
            &square(),
            &frame,
            &wanted,
            &FitOptions::default(),
        );
        assert!(
            fit.is_exact(),
            "missing {:?} extra {:?}",
            fit.missing,
            fit.extra
        );
        let mask = power_mask(&fit.points, &fit.weights, &square(), &frame);
        assert_eq!(touching_pairs(&mask, 1), wanted);
        // Every wanted border is long enough to see.
        assert_eq!(touching_pairs(&mask, 4), wanted);
    }

    #[test]
    fn fit_reports_what_it_cannot_draw() {
        let frame = Frame::fit(300.0, 300.0, 120);
        let mut wanted = lattice_edges();
        wanted.extend([(1, 5), (3, 5), (4, 8), (5, 9)]);
        // Opposite corners of a convex outline cannot touch without cutting the lattice apart.
        wanted.insert((1, 9));
        let opts = FitOptions {
            rounds: 60,
            ..FitOptions::default()
        };
        let fit = fit_weights(&lattice(), &[0.0; 9], &square(), &frame, &wanted, &opts);
        assert!(!fit.is_exact());
        assert!(fit.missing.contains(&(1, 9)) || !fit.extra.is_empty());
    }

    #[test]
    fn seat_moves_also_work() {
        let frame = Frame::fit(300.0, 300.0, 240);
        let mut wanted = lattice_edges();
        wanted.extend([(2, 4), (2, 6), (4, 8), (6, 8)]);
        let opts = FitOptions {
            move_step: 0.01,
            ..FitOptions::default()
        };
        let fit = fit_weights(&lattice(), &[0.0; 9], &square(), &frame, &wanted, &opts);
        assert!(
            fit.is_exact(),
            "missing {:?} extra {:?}",
            fit.missing,
            fit.extra
        );
    }

    #[test]
    fn four_cells_around_a_point_need_stray_tolerance() {
        // Four seats around a face of the wanted graph with no diagonal: one diagonal always
        // touches a little, so an exact fit needs `max_stray`; without it the fit reports it.
        let frame = Frame::fit(300.0, 300.0, 200);
        let pts = [(80.0, 80.0), (222.0, 76.0), (75.0, 224.0), (220.0, 221.0)];
        let wanted = BTreeSet::from([(1, 2), (1, 3), (2, 4), (3, 4)]);
        let strict = fit_weights(
            &pts,
            &[0.0; 4],
            &square(),
            &frame,
            &wanted,
            &FitOptions {
                rounds: 80,
                ..FitOptions::default()
            },
        );
        let tolerant = FitOptions {
            max_stray: 2,
            rounds: 80,
            ..FitOptions::default()
        };
        let fit = fit_weights(&pts, &[0.0; 4], &square(), &frame, &wanted, &tolerant);
        assert!(
            fit.is_exact(),
            "missing {:?} extra {:?}",
            fit.missing,
            fit.extra
        );
        let mask = power_mask(&fit.points, &fit.weights, &square(), &frame);
        assert_eq!(touching_pairs(&mask, 3), wanted);
        assert!(strict.is_exact() || !strict.extra.is_empty());
    }

    #[test]
    fn small_cells_are_grown() {
        let frame = Frame::fit(300.0, 300.0, 150);
        let pts = [(50.0, 150.0), (150.0, 150.0), (250.0, 150.0)];
        let ws = [0.0, -9000.0, 0.0];
        let wanted = BTreeSet::from([(1, 2), (2, 3)]);
        let area = |f: &Fit| {
            power_mask(&f.points, &f.weights, &square(), &frame)
                .ids
                .iter()
                .filter(|&&i| i == 2)
                .count()
        };
        let opts = FitOptions {
            rounds: 60,
            ..FitOptions::default()
        };
        let before = fit_weights(
            &pts,
            &ws,
            &square(),
            &frame,
            &wanted,
            &FitOptions { rounds: 0, ..opts },
        );
        let grown = fit_weights(
            &pts,
            &ws,
            &square(),
            &frame,
            &wanted,
            &FitOptions {
                min_area: 6000,
                ..opts
            },
        );
        assert!(before.is_exact());
        assert_eq!(before.small, Vec::<u16>::new());
        assert!(grown.is_exact() && grown.small.is_empty(), "{grown:?}");
        assert!(area(&grown) >= 6000, "{} pixels", area(&grown));
        assert!(area(&before) < 6000);
    }

    #[test]
    fn tiled_power_mask_equals_brute_force() {
        let mut seed = 7u64;
        let mut rnd = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as f64 / (1u64 << 31) as f64
        };
        for case in 0..4 {
            let n = 5 + case * 12;
            let pts: Vec<P> = (0..n).map(|_| (rnd() * 300.0, rnd() * 300.0)).collect();
            let ws: Vec<f64> = (0..n).map(|_| (rnd() - 0.5) * 4000.0).collect();
            let frame = Frame::fit(300.0, 300.0, 97 + case as u32 * 30);
            let tri = [(10.0, 5.0), (295.0, 40.0), (150.0, 290.0)];
            for outline in [&square()[..], &tri[..], &[][..]] {
                assert_eq!(
                    power_mask(&pts, &ws, outline, &frame),
                    power_mask_brute(&pts, &ws, outline, &frame)
                );
            }
        }
    }
}
