//! Hex boards: terrain hexes, what sits on them, lines along shared sides (rivers, roads),
//! territory edges in the owners' colours, hex labels and markers.

use std::collections::HashMap;

use korona_engine::scene::{EdgeLine, HexBoard, HexTop, Place, Rgb};

use crate::canvas::{Canvas, Pt, Shape};
use crate::cell::draw_marks;
use crate::icon::Symbols;
use crate::icons;
use crate::layer;
use crate::overlay::draw_marker;
use crate::palette;
use crate::text::{self, Style};

const HEX_LINE: Rgb = Rgb(150, 144, 132);
const SQRT3: f32 = 1.732_050_8;

/// Pixel layout of a hex board.
#[derive(Clone, Debug)]
pub struct HexGeom {
    pub top: HexTop,
    /// Circumradius: centre to corner, in pixels.
    pub r: f32,
    /// Where axial (0, 0) lands.
    pub origin: Pt,
    pub total_h: f32,
    pub s: f32,
    coords: korona_engine::scene::HexCoords,
    /// Axial coordinates of each hex of the board, in its order.
    axial: Vec<(i32, i32)>,
    by_axial: HashMap<(i32, i32), usize>,
}

/// Centre of axial `(q, r)` for a circumradius of 1.
fn unit_centre(top: HexTop, (q, r): (i32, i32)) -> Pt {
    let (q, r) = (q as f32, r as f32);
    match top {
        HexTop::Pointy => (SQRT3 * (q + r / 2.0), 1.5 * r),
        HexTop::Flat => (1.5 * q, SQRT3 * (r + q / 2.0)),
    }
}

/// The six axial steps to a neighbour.
const STEPS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

impl HexGeom {
    pub fn new(b: &HexBoard, x: f32, y: f32, w: f32, s: f32) -> Self {
        let axial: Vec<_> = b
            .hexes
            .iter()
            .map(|h| b.coords.axial(b.top, h.at.0, h.at.1))
            .collect();
        let by_axial = axial.iter().enumerate().map(|(i, &a)| (a, i)).collect();
        let (hw, hh) = match b.top {
            HexTop::Pointy => (SQRT3 / 2.0, 1.0),
            HexTop::Flat => (1.0, SQRT3 / 2.0),
        };
        let (mut x0, mut y0, mut x1, mut y1) = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
        for (i, &a) in axial.iter().enumerate() {
            let (cx, cy) = unit_centre(b.top, a);
            if i == 0 {
                (x0, y0, x1, y1) = (cx, cy, cx, cy);
            }
            (x0, y0) = (x0.min(cx - hw), y0.min(cy - hh));
            (x1, y1) = (x1.max(cx + hw), y1.max(cy + hh));
        }
        let gutter = (12.0 * s).round();
        let (span_x, span_y) = ((x1 - x0).max(1.0), (y1 - y0).max(1.0));
        // Like the square grid: never taller than one and a half times the width.
        let r = ((w - 2.0 * gutter) / span_x)
            .min((w * 1.5 - 2.0 * gutter) / span_y)
            // A board of a few hexes should not draw each one as big as the picture.
            .min(100.0 * s)
            .max(4.0);
        let used = span_x * r;
        HexGeom {
            top: b.top,
            r,
            origin: (x + ((w - used) / 2.0).floor() - x0 * r, y + gutter - y0 * r),
            total_h: span_y * r + 2.0 * gutter,
            s,
            coords: b.coords,
            axial,
            by_axial,
        }
    }

    fn centre_of(&self, a: (i32, i32)) -> Pt {
        let (u, v) = unit_centre(self.top, a);
        (self.origin.0 + u * self.r, self.origin.1 + v * self.r)
    }

    /// Centre of the board's `i`th hex.
    pub fn centre(&self, i: usize) -> Pt {
        self.centre_of(self.axial[i])
    }

    /// The hex's six corners, clockwise from the east (flat) or north-east (pointy) one.
    pub fn corners(&self, i: usize) -> [Pt; 6] {
        let c = self.centre(i);
        let start = match self.top {
            HexTop::Flat => 0.0f32,
            HexTop::Pointy => -30.0,
        };
        std::array::from_fn(|k| {
            let t = (start + 60.0 * k as f32).to_radians();
            (c.0 + self.r * t.cos(), c.1 + self.r * t.sin())
        })
    }

    /// Index of the hex the board calls `(a, b)`.
    pub fn index(&self, a: i16, b: i16) -> Option<usize> {
        self.by_axial
            .get(&self.coords.axial(self.top, a, b))
            .copied()
    }

    pub fn place(&self, p: &Place) -> Option<Pt> {
        match *p {
            Place::Hex { q, r } => self.index(q, r).map(|i| self.centre(i)),
            // In circumradii from the centre of axial (0, 0).
            Place::Point { x, y } => Some((
                self.origin.0 + x as f32 * self.r,
                self.origin.1 + y as f32 * self.r,
            )),
            _ => None,
        }
    }

    /// Whether hexes `i` and `j` share a side.
    pub fn neighbours(&self, i: usize, j: usize) -> bool {
        let (a, b) = (self.axial[i], self.axial[j]);
        STEPS.contains(&(b.0 - a.0, b.1 - a.1))
    }

    /// Where a marker on hex `i` goes: in its upper part, clear of a token at the centre.
    fn marker_spot(&self, i: usize) -> Pt {
        let c = self.centre(i);
        (c.0, c.1 - self.r * 0.5)
    }

    /// The two corners of hex `i`'s side that faces the point `towards`.
    fn side_towards(&self, i: usize, towards: Pt) -> (Pt, Pt) {
        let k = self.corners(i);
        let c = self.centre(i);
        let dir = (towards.0 - c.0, towards.1 - c.1);
        (0..6)
            .map(|j| (k[j], k[(j + 1) % 6]))
            .max_by(|a, b| {
                let dot = |(p, q): &(Pt, Pt)| {
                    ((p.0 + q.0) / 2.0 - c.0) * dir.0 + ((p.1 + q.1) / 2.0 - c.1) * dir.1
                };
                dot(a).total_cmp(&dot(b))
            })
            .unwrap_or((c, c))
    }

    /// Side of the square box inside a hex that holds its contents, and its top-left corner.
    fn content_box(&self, i: usize) -> (Pt, f32) {
        let side = self.r * 1.25;
        let c = self.centre(i);
        ((c.0 - side / 2.0, c.1 - side / 2.0), side)
    }
}

pub fn draw(c: &mut Canvas, b: &HexBoard, geom: &HexGeom, symbols: Symbols) {
    let s = geom.s;
    // The terrain is the same every phase while no hex changes its look: drawn once, then copied
    // (rasterising every hex and its outline was most of a hex board's picture).
    let lw = (1.2 * s).max(1.0);
    let mut key = vec![geom.r.to_bits(), lw.to_bits(), geom.top as u32];
    let (mut lo, mut hi) = ((f32::MAX, f32::MAX), (f32::MIN, f32::MIN));
    for (i, h) in b.hexes.iter().enumerate() {
        let (x, y) = geom.centre(i);
        let fill = h.cell.fill.unwrap_or(palette::GROUND);
        key.extend([
            x.to_bits(),
            y.to_bits(),
            u32::from_le_bytes([fill.0, fill.1, fill.2, h.cell.pattern as u8]),
        ]);
        (lo, hi) = (
            (lo.0.min(x - geom.r), lo.1.min(y - geom.r)),
            (hi.0.max(x + geom.r), hi.1.max(y + geom.r)),
        );
    }
    if !b.hexes.is_empty() {
        // Outlines reach half a line past the corners; a few pixels more for the round caps.
        let pad = lw + 3.0;
        let (x0, y0) = ((lo.0 - pad).floor().max(0.0), (lo.1 - pad).floor().max(0.0));
        let (x1, y1) = ((hi.0 + pad).ceil(), (hi.1 + pad).ceil());
        let region = (
            x0 as usize,
            y0 as usize,
            (x1 - x0) as usize,
            (y1 - y0) as usize,
        );
        layer::cached(c, key, region, |c| terrain(c, b, geom, lw));
    }
    territory(c, b, geom);
    for e in &b.edges {
        let (Some(i), Some(j)) = (
            geom.index(e.between[0].0, e.between[0].1),
            geom.index(e.between[1].0, e.between[1].1),
        ) else {
            continue;
        };
        if !geom.neighbours(i, j) {
            continue;
        }
        let (p, q) = geom.side_towards(i, geom.centre(j));
        edge_line(c, p, q, e.line, e.colour, geom.r, s);
    }
    for (i, h) in b.hexes.iter().enumerate() {
        let (at, side) = geom.content_box(i);
        draw_marks(c, &h.cell, symbols, at, side, s);
        if !h.label.is_empty() {
            let ctr = geom.centre(i);
            let px = (geom.r * 0.2).clamp(10.0, 15.0 * s.max(0.7));
            let st = Style::new(px, palette::darken(HEX_LINE, 0.45));
            // Low in the hex, where a pointy hex still has room for four digits.
            let down = match geom.top {
                HexTop::Flat => 0.7,
                HexTop::Pointy => 0.62,
            };
            text::draw_centred(c, ctr.0, ctr.1 + geom.r * down, &h.label, st);
        }
    }
    for m in &b.markers {
        let p = match m.at {
            Place::Hex { q, r } => geom.index(q, r).map(|i| geom.marker_spot(i)),
            _ => geom.place(&m.at),
        };
        if let Some(p) = p {
            draw_marker(c, m, symbols, p, s);
        }
    }
}

/// Every hex's fill, pattern and outline.
fn terrain(c: &mut Canvas, b: &HexBoard, geom: &HexGeom, lw: f32) {
    for (i, h) in b.hexes.iter().enumerate() {
        let fill = h.cell.fill.unwrap_or(palette::GROUND);
        c.polygon(&geom.corners(i), fill);
        let ((x, y), side) = geom.content_box(i);
        icons::pattern(
            c,
            h.cell.pattern,
            x,
            y,
            side,
            side,
            palette::darken(fill, 0.35),
        );
    }
    for i in 0..b.hexes.len() {
        let k = geom.corners(i);
        let mut edge = Shape::new();
        for j in 0..6 {
            edge = edge.segment(k[j], k[(j + 1) % 6], lw);
        }
        c.fill(&edge, HEX_LINE, 1.0);
    }
}

/// Each owner colours its own side of a border, as on the square grid.
fn territory(c: &mut Canvas, b: &HexBoard, geom: &HexGeom) {
    let apothem = geom.r * SQRT3 / 2.0;
    let strip = (apothem * 0.1).max(3.0);
    let k = strip / apothem;
    for (i, h) in b.hexes.iter().enumerate() {
        let Some(owner) = h.cell.owner else {
            continue;
        };
        let (q, r) = geom.axial[i];
        let ctr = geom.centre(i);
        for (dq, dr) in STEPS {
            let next = (q + dq, r + dr);
            let theirs = geom
                .by_axial
                .get(&next)
                .and_then(|&j| b.hexes[j].cell.owner);
            if theirs == Some(owner) {
                continue;
            }
            let (p, q2) = geom.side_towards(i, geom.centre_of(next));
            let inward = |a: Pt| (a.0 + (ctr.0 - a.0) * k, a.1 + (ctr.1 - a.1) * k);
            c.polygon(&[p, q2, inward(q2), inward(p)], owner);
        }
    }
}

/// A line along the side from `p` to `q` of a hex of circumradius `r`.
fn edge_line(c: &mut Canvas, p: Pt, q: Pt, line: EdgeLine, col: Rgb, r: f32, s: f32) {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let at = |t: f32, off: f32| {
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        (p.0 + dx * t - dy / len * off, p.1 + dy * t + dx / len * off)
    };
    match line {
        EdgeLine::River => {
            // A gentle wave, so a river never reads as a border line.
            let pts: Vec<Pt> = (0..=12)
                .map(|i| {
                    let t = i as f32 / 12.0;
                    at(t, (t * std::f32::consts::TAU).sin() * r * 0.05)
                })
                .collect();
            c.polyline(&pts, r * 0.2 + 2.0 * s, palette::tint(col, 0.35));
            c.polyline(&pts, r * 0.13, col);
        }
        EdgeLine::Solid => c.line(p, q, r * 0.12, col),
        EdgeLine::Dashed => {
            for k in 0..4 {
                let t0 = k as f32 / 4.0 + 0.04;
                c.line(at(t0, 0.0), at(t0 + 0.15, 0.0), r * 0.08, col);
            }
        }
    }
}
