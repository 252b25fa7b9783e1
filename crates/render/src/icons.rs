//! Small pictures shared by boards and the legend, so the legend shows exactly what the map shows.

use korona_engine::scene::{MarkerKind, Pattern, Rgb, Swatch, UnitKind};

use crate::canvas::{Canvas, Pt, Shape};
use crate::palette::{self, INK};
use crate::text::{self, Style};

const WHITE: Rgb = Rgb(255, 255, 255);

/// Terrain texture in `col` over the box; meant to read even for colour-blind players.
pub fn pattern(c: &mut Canvas, p: Pattern, x: f32, y: f32, w: f32, h: f32, col: Rgb) {
    let lw = (w / 40.0).max(1.2);
    match p {
        Pattern::None => {}
        Pattern::Waves => {
            for k in 0..3 {
                let yy = y + h * (0.3 + 0.22 * k as f32);
                let pts: Vec<Pt> = (0..=16)
                    .map(|i| {
                        let t = i as f32 / 16.0;
                        (
                            x + w * (0.12 + 0.76 * t),
                            yy + (t * std::f32::consts::TAU * 2.0).sin() * h * 0.04,
                        )
                    })
                    .collect();
                c.polyline(&pts, lw, col);
            }
        }
        Pattern::Peaks => {
            let base = y + h * 0.78;
            for (cx, half, top) in [(0.36, 0.2, 0.34), (0.62, 0.16, 0.44)] {
                let tri = [
                    (x + w * (cx - half), base),
                    (x + w * cx, y + h * top),
                    (x + w * (cx + half), base),
                ];
                c.polygon(&tri, col);
                let snow = [
                    (
                        x + w * (cx - half * 0.3),
                        y + h * (top + (0.78 - top) * 0.3),
                    ),
                    (x + w * cx, y + h * top),
                    (
                        x + w * (cx + half * 0.3),
                        y + h * (top + (0.78 - top) * 0.3),
                    ),
                ];
                c.polygon(&snow, WHITE);
            }
        }
        Pattern::Trees => {
            for (cx, cy) in [(0.3, 0.45), (0.55, 0.35), (0.7, 0.6), (0.4, 0.7)] {
                let (px, py) = (x + w * cx, y + h * cy);
                let r = w.min(h) * 0.1;
                c.polygon(
                    &[(px - r, py + r), (px, py - r * 1.4), (px + r, py + r)],
                    col,
                );
                c.line((px, py + r), (px, py + r * 1.5), lw, col);
            }
        }
        Pattern::Marsh => {
            for (cx, cy) in [
                (0.25, 0.35),
                (0.6, 0.3),
                (0.4, 0.55),
                (0.7, 0.7),
                (0.25, 0.75),
            ] {
                let (px, py) = (x + w * cx, y + h * cy);
                c.line((px, py), (px + w * 0.18, py), lw, col);
                c.line(
                    (px + w * 0.09, py),
                    (px + w * 0.09, py - h * 0.08),
                    lw * 0.8,
                    col,
                );
            }
        }
        Pattern::Hatch => {
            let step = (w / 6.0).max(4.0);
            let mut k = -h;
            while k < w {
                let a = (x + k.max(0.0), y + (k.max(0.0) - k));
                let b = (x + (k + h).min(w), y + ((k + h).min(w) - k));
                c.line(a, b, lw, col);
                k += step;
            }
        }
    }
}

/// A unit symbol in a small box, NATO style: infantry X, cavalry a slash, archers a dot.
pub fn unit(c: &mut Canvas, kind: UnitKind, x: f32, y: f32, w: f32, h: f32, s: f32) {
    let lw = 1.6 * s;
    c.boxed((x, y, w, h), lw.round().max(1.0), INK, WHITE);
    match kind {
        UnitKind::Infantry => {
            c.line((x, y), (x + w, y + h), lw, INK);
            c.line((x, y + h), (x + w, y), lw, INK);
        }
        UnitKind::Cavalry => c.line((x, y + h), (x + w, y), lw, INK),
        UnitKind::Archer => c.disc((x + w / 2.0, y + h / 2.0), h * 0.26, INK),
    }
}

/// The lord's crown.
pub fn crown(c: &mut Canvas, cx: f32, cy: f32, size: f32, s: f32) {
    let (w, h) = (size, size * 0.75);
    let (x, y) = (cx - w / 2.0, cy - h / 2.0);
    let pts = [
        (x, y + h),
        (x, y + h * 0.1),
        (x + w * 0.27, y + h * 0.5),
        (x + w * 0.5, y),
        (x + w * 0.73, y + h * 0.5),
        (x + w, y + h * 0.1),
        (x + w, y + h),
    ];
    let mut outline = Shape::new();
    for i in 0..pts.len() {
        outline = outline.segment(pts[i], pts[(i + 1) % pts.len()], 2.2 * s);
    }
    c.polygon(&pts, palette::GOLD);
    c.fill(&outline, palette::darken(palette::GOLD, 0.6), 1.0);
}

pub fn castle(c: &mut Canvas, cx: f32, cy: f32, size: f32, col: Rgb, s: f32) {
    let (w, h) = (size, size * 0.85);
    let (x, y) = (cx - w / 2.0, cy - h / 2.0);
    let m = w / 5.0;
    let pts = [
        (x, y + h),
        (x, y),
        (x + m, y),
        (x + m, y + m),
        (x + 2.0 * m, y + m),
        (x + 2.0 * m, y),
        (x + 3.0 * m, y),
        (x + 3.0 * m, y + m),
        (x + 4.0 * m, y + m),
        (x + 4.0 * m, y),
        (x + w, y),
        (x + w, y + h),
    ];
    let mut edge = Shape::new();
    for i in 0..pts.len() {
        edge = edge.segment(pts[i], pts[(i + 1) % pts.len()], 2.4 * s);
    }
    c.fill(&edge, INK, 1.0);
    c.polygon(&pts, col);
    let door = w * 0.22;
    c.rect(cx - door / 2.0, y + h * 0.55, door, h * 0.45, INK, 1.0);
}

/// A tower: a narrow castle, for grid boards.
pub fn tower(c: &mut Canvas, cx: f32, cy: f32, size: f32, s: f32) {
    let (w, h) = (size * 0.6, size);
    let (x, y) = (cx - w / 2.0, cy - h / 2.0);
    let m = w / 3.0;
    let pts = [
        (x, y + h),
        (x, y),
        (x + m, y),
        (x + m, y + m * 0.8),
        (x + 2.0 * m, y + m * 0.8),
        (x + 2.0 * m, y),
        (x + w, y),
        (x + w, y + h),
    ];
    let mut edge = Shape::new();
    for i in 0..pts.len() {
        edge = edge.segment(pts[i], pts[(i + 1) % pts.len()], 2.0 * s);
    }
    c.fill(&edge, WHITE, 1.0);
    c.polygon(&pts, palette::WALL);
    c.rect(cx - w * 0.12, y + h * 0.45, w * 0.24, h * 0.25, WHITE, 1.0);
}

/// Walls as nested dark frames just inside a cell: one frame per wall.
pub fn walls(c: &mut Canvas, x: f32, y: f32, w: f32, n: u8) {
    let lw = (w * 0.045).max(2.0);
    for k in 0..n.min(2) {
        let inset = w * (0.09 + 0.065 * k as f32);
        c.rect_outline(
            x + inset,
            y + inset,
            w - 2.0 * inset,
            w - 2.0 * inset,
            lw,
            palette::WALL,
        );
    }
}

pub fn marker(c: &mut Canvas, kind: MarkerKind, at: Pt, size: f32, col: Rgb, s: f32) {
    let (cx, cy) = at;
    match kind {
        MarkerKind::Castle => castle(c, cx, cy, size, col, s),
        MarkerKind::Battle => {
            c.disc(at, size * 0.62, WHITE);
            c.ring(at, size * 0.62, 2.0 * s, INK);
            let r = size * 0.42;
            for dir in [1.0f32, -1.0] {
                let a = (cx - r * dir, cy + r);
                let b = (cx + r * dir, cy - r);
                c.line(a, b, 3.2 * s, col);
                // Cross-guard near the hilt.
                let g = (cx - r * 0.55 * dir, cy + r * 0.55);
                c.line(
                    (g.0 - r * 0.25, g.1 - r * 0.25 * dir),
                    (g.0 + r * 0.25, g.1 + r * 0.25 * dir),
                    2.4 * s,
                    INK,
                );
            }
        }
        MarkerKind::Star => {
            let pts: Vec<Pt> = (0..10)
                .map(|i| {
                    let r = if i % 2 == 0 { size * 0.55 } else { size * 0.23 };
                    let t = (i as f32 * 36.0 - 90.0).to_radians();
                    (cx + r * t.cos(), cy + r * t.sin())
                })
                .collect();
            let mut edge = Shape::new();
            for i in 0..pts.len() {
                edge = edge.segment(pts[i], pts[(i + 1) % pts.len()], 2.0 * s);
            }
            c.fill(&edge, INK, 1.0);
            c.polygon(&pts, col);
        }
        MarkerKind::Flag => {
            let h = size;
            c.line(
                (cx - h * 0.3, cy + h * 0.5),
                (cx - h * 0.3, cy - h * 0.5),
                2.4 * s,
                INK,
            );
            let flag = [
                (cx - h * 0.3, cy - h * 0.5),
                (cx + h * 0.45, cy - h * 0.3),
                (cx - h * 0.3, cy - h * 0.05),
            ];
            c.polygon(&flag, col);
        }
        MarkerKind::Dot => {
            c.disc(at, size * 0.38, INK);
            c.disc(at, size * 0.3, col);
        }
    }
}

pub fn compass(c: &mut Canvas, at: Pt, r: f32, s: f32) {
    let (cx, cy) = at;
    c.disc(at, r, WHITE);
    c.ring(at, r, 2.0 * s, Rgb(120, 115, 105));
    let k = r * 0.62;
    let w = r * 0.16;
    for (dx, dy, north) in [
        (0.0, -1.0, true),
        (0.0, 1.0, false),
        (1.0, 0.0, false),
        (-1.0, 0.0, false),
    ] {
        let tip = (cx + dx * k, cy + dy * k);
        let side = (-dy * w, dx * w);
        let col = if north { palette::PLAYERS[0] } else { INK };
        c.polygon(
            &[tip, (cx + side.0, cy + side.1), (cx - side.0, cy - side.1)],
            col,
        );
    }
    let px = 15.0 * s;
    let st = Style::new(px, INK).bold();
    let d = r * 0.82;
    text::draw_centred(c, cx, cy - d, "N", st);
    text::draw_centred(c, cx, cy + d, "S", st);
    text::draw_centred(c, cx + d, cy, "E", st);
    text::draw_centred(c, cx - d, cy, "W", st);
}

/// A legend swatch in the box (x, y, w, h).
pub fn swatch(c: &mut Canvas, sw: &Swatch, x: f32, y: f32, w: f32, h: f32, s: f32) {
    let centre = (x + w / 2.0, y + h / 2.0);
    let frame = |c: &mut Canvas, fill: Rgb| {
        c.boxed(
            (x, y, w, h),
            (1.2 * s).round().max(1.0),
            Rgb(120, 115, 105),
            fill,
        );
    };
    match sw {
        Swatch::Fill(col) => frame(c, *col),
        Swatch::Pattern(p, col) => {
            frame(c, *col);
            pattern(
                c,
                *p,
                x,
                y - h * 0.1,
                w,
                h * 1.2,
                palette::darken(*col, 0.45),
            );
        }
        Swatch::Token(col) => {
            c.disc(centre, h * 0.42, INK);
            c.disc(centre, h * 0.42 - 1.8 * s, *col);
        }
        Swatch::Ring(col) => c.ring(centre, h * 0.4, h * 0.12, *col),
        Swatch::Line(col) => c.line(
            (x + 2.0 * s, centre.1),
            (x + w - 2.0 * s, centre.1),
            5.0 * s,
            *col,
        ),
        Swatch::Arrow(col) => {
            crate::arrows::arrow(c, (x, centre.1), (x + w, centre.1), 4.0 * s, *col, false, s)
        }
        Swatch::ArrowOf(kind, col) => {
            let (width, dashed) = crate::arrows::look(*kind, s);
            crate::arrows::arrow(c, (x, centre.1), (x + w, centre.1), width, *col, dashed, s)
        }
        Swatch::Walls(n) => {
            let side = h * 1.15;
            frame(c, palette::GROUND);
            walls(c, centre.0 - side / 2.0, centre.1 - side / 2.0, side, *n);
        }
        Swatch::Tower => tower(c, centre.0, centre.1, h * 0.95, s),
        Swatch::Marker(kind, col) => marker(c, *kind, centre, h * 0.9, *col, s),
        Swatch::Unit(kind) => unit(
            c,
            *kind,
            centre.0 - h * 0.55,
            centre.1 - h * 0.35,
            h * 1.1,
            h * 0.7,
            s,
        ),
        Swatch::Lord => crown(c, centre.0, centre.1, h * 0.9, s),
    }
}
