//! Small pictures shared by boards and the legend, so the legend shows exactly what the map shows.

use korona_engine::scene::{Pattern, Rgb, Swatch};

use crate::canvas::{Canvas, Pt};
use crate::icon::{self, Symbols};
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

/// A compass rose whose points read `letters` (north, south, east, west: the scene's language),
/// `N S E W` when the scene gives none.
pub fn compass(c: &mut Canvas, at: Pt, r: f32, s: f32, letters: &[String]) {
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
    let letter = |i: usize, default: &'static str| letters.get(i).map_or(default, String::as_str);
    text::draw_centred(c, cx, cy - d, letter(0, "N"), st);
    text::draw_centred(c, cx, cy + d, letter(1, "S"), st);
    // A wider east or west label (Hungarian `Ny`) moves in by its extra width, to stay inside
    // the ring.
    let inward = |t: &str| (text::width(t, px, true) - text::width("W", px, true)).max(0.0) / 2.0;
    let (east, west) = (letter(2, "E"), letter(3, "W"));
    text::draw_centred(c, cx + d - inward(east), cy, east, st);
    text::draw_centred(c, cx - d + inward(west), cy, west, st);
}

/// A legend swatch in the box (x, y, w, h).
#[allow(clippy::too_many_arguments)]
pub fn swatch(
    c: &mut Canvas,
    sw: &Swatch,
    symbols: Symbols,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    s: f32,
) {
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
        Swatch::Symbol(id, col) => {
            // As big as the line allows, a wide symbol leaving some room at the sides.
            let wide = symbols.width(*id, 1.0).max(0.1);
            let em = (h * 0.9).min(w * 0.78 / wide);
            symbols.paint(c, *id, centre, em, *col, s);
        }
        Swatch::OnCell(id, col) => {
            frame(c, palette::GROUND);
            symbols.paint(c, *id, centre, h * 1.15, *col, s);
        }
        Swatch::TokenOf(id, col) => {
            c.disc(centre, h * 0.42, INK);
            c.disc(centre, h * 0.42 - 1.8 * s, *col);
            symbols.paint(c, *id, centre, h * 0.42 * 1.15, *col, s);
        }
        Swatch::FaceDown(col) => icon::face_down(c, centre, h * 0.9, *col, s),
    }
}
