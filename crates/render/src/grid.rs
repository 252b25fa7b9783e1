//! Square-grid boards: terrain cells, what sits on them, territory edges, axis labels.

use korona_engine::scene::{Cell, GridBoard, Place, Rgb};

use crate::canvas::{Canvas, Pt};
use crate::cell::draw_marks;
use crate::icon::Symbols;
use crate::icons;
use crate::palette::{self, INK};
use crate::text::{self, Style};

const GRID_LINE: Rgb = Rgb(150, 144, 132);

/// Pixel layout of a grid board.
#[derive(Clone, Copy, Debug)]
pub struct GridGeom {
    /// Top-left corner of cell (0, 0).
    pub x: f32,
    pub y: f32,
    pub cell: f32,
    pub cols: u16,
    pub rows: u16,
    pub gutter: f32,
    pub total_h: f32,
    pub s: f32,
}

impl GridGeom {
    pub fn new(g: &GridBoard, x: f32, y: f32, w: f32, s: f32) -> Self {
        let gutter = (30.0 * s).round();
        let cols = g.cols.max(1);
        // A tall board must not make a picture taller than one and a half times its width.
        let by_width = (w - 2.0 * gutter) / cols as f32;
        let by_height = (w * 1.5 - 2.0 * gutter) / g.rows.max(1) as f32;
        let cell = by_width.min(by_height).floor().max(4.0);
        let used = cell * cols as f32 + 2.0 * gutter;
        GridGeom {
            x: x + ((w - used) / 2.0).floor() + gutter,
            y: y + gutter,
            cell,
            cols: g.cols,
            rows: g.rows,
            gutter,
            total_h: cell * g.rows as f32 + 2.0 * gutter,
            s,
        }
    }

    pub fn cell_origin(&self, col: u16, row: u16) -> Pt {
        (
            self.x + col as f32 * self.cell,
            self.y + row as f32 * self.cell,
        )
    }

    pub fn centre(&self, col: u16, row: u16) -> Pt {
        let (x, y) = self.cell_origin(col, row);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }

    pub fn place(&self, p: &Place) -> Option<Pt> {
        match *p {
            Place::Cell { col, row } if col < self.cols && row < self.rows => {
                Some(self.centre(col, row))
            }
            Place::Point { x, y } => {
                Some((self.x + x as f32 * self.cell, self.y + y as f32 * self.cell))
            }
            _ => None,
        }
    }
}

pub fn draw(c: &mut Canvas, g: &GridBoard, geom: &GridGeom, symbols: Symbols) {
    let empty = Cell::default();
    let cell_at = |col: i32, row: i32| -> Option<&Cell> {
        if col < 0 || row < 0 {
            return None;
        }
        Some(g.cell(col as u16, row as u16).unwrap_or(&empty))
            .filter(|_| col < g.cols as i32 && row < g.rows as i32)
    };
    let cs = geom.cell;
    let s = geom.s;

    for row in 0..g.rows {
        for col in 0..g.cols {
            let cell = cell_at(col as i32, row as i32).unwrap_or(&empty);
            let (x, y) = geom.cell_origin(col, row);
            let fill = cell.fill.unwrap_or(palette::GROUND);
            c.rect(x, y, cs, cs, fill, 1.0);
            icons::pattern(c, cell.pattern, x, y, cs, cs, palette::darken(fill, 0.35));
        }
    }
    let lw = (1.2 * s).max(1.0);
    let (w, h) = (cs * g.cols as f32, cs * g.rows as f32);
    for k in 0..=g.cols {
        c.rect(
            geom.x + k as f32 * cs - lw / 2.0,
            geom.y,
            lw,
            h,
            GRID_LINE,
            1.0,
        );
    }
    for k in 0..=g.rows {
        c.rect(
            geom.x,
            geom.y + k as f32 * cs - lw / 2.0,
            w,
            lw,
            GRID_LINE,
            1.0,
        );
    }

    // Territory: each owner colours its own side of a border, so a border between two players shows
    // both colours side by side.
    let strip = (cs * 0.07).max(3.0);
    for row in 0..g.rows as i32 {
        for col in 0..g.cols as i32 {
            let Some(owner) = cell_at(col, row).and_then(|c| c.owner) else {
                continue;
            };
            let (x, y) = geom.cell_origin(col as u16, row as u16);
            let other = |dc: i32, dr: i32| cell_at(col + dc, row + dr).and_then(|c| c.owner);
            if other(0, -1) != Some(owner) {
                c.rect(x, y, cs, strip, owner, 1.0);
            }
            if other(0, 1) != Some(owner) {
                c.rect(x, y + cs - strip, cs, strip, owner, 1.0);
            }
            if other(-1, 0) != Some(owner) {
                c.rect(x, y, strip, cs, owner, 1.0);
            }
            if other(1, 0) != Some(owner) {
                c.rect(x + cs - strip, y, strip, cs, owner, 1.0);
            }
        }
    }

    for row in 0..g.rows {
        for col in 0..g.cols {
            let Some(cell) = g.cell(col, row) else {
                continue;
            };
            let (x, y) = geom.cell_origin(col, row);
            draw_marks(c, cell, symbols, (x, y), cs, s);
        }
    }

    let st = Style::new((16.0 * s).max(12.0), INK).bold();
    let gm = geom.gutter / 2.0;
    for (k, label) in g.col_labels.iter().enumerate().take(g.cols as usize) {
        let cx = geom.x + (k as f32 + 0.5) * cs;
        text::draw_centred(c, cx, geom.y - gm, label, st);
        text::draw_centred(c, cx, geom.y + h + gm, label, st);
    }
    for (k, label) in g.row_labels.iter().enumerate().take(g.rows as usize) {
        let cy = geom.y + (k as f32 + 0.5) * cs;
        text::draw_centred(c, geom.x - gm, cy, label, st);
        text::draw_centred(c, geom.x + w + gm, cy, label, st);
    }
}
