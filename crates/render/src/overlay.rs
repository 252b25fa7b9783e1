//! What a region map shows over its base: marker rows, unit chips and labels, each put where it
//! hides the least (names, each other, the phase's arrows). Placing is the costly part and is done
//! once a map ([`place`]): the arrows are shortened against the placed chips before anything is
//! drawn, and [`Overlay::draw`] then paints the same spots.

use korona_engine::scene::{Marker, Place, RegionBoard, Rgb};

use crate::arrows::{bounds_meet, box_meets, Capsule};
use crate::canvas::{Canvas, Pt};
use crate::icon::Symbols;
use crate::palette::INK;
use crate::regions::{BaseMap, Crowding};
use crate::stacks::stack;
use crate::text::{self, Style};
use std::sync::OnceLock;

/// Where the overlay put things, as (left, top, right, bottom) boxes in picture pixels: what a
/// readability check measures.
#[derive(Clone, Debug, Default)]
pub struct Placed {
    pub names: Vec<Rect>,
    pub markers: Vec<Rect>,
    pub chips: Vec<Rect>,
    /// What the arrows cover (shafts and heads with their halo), which chips and marker rows keep
    /// off.
    pub arrows: Vec<Capsule>,
}

/// Room kept between a name and a chip or marker row, at 1600 px: a castle 4 px from "Pilis"
/// (its name's halo takes 2 of them) read as part of the name (issue 28).
pub const NAME_GAP: f32 = 6.0;

/// `r` grown by `d` on every side.
fn padded(r: &Rect, d: f32) -> Rect {
    (r.0 - d, r.1 - d, r.2 + d, r.3 + d)
}

/// What an arrow under a chip or a marker row costs its spot: it hides the move it shows and reads
/// as passing through them. More than leaving the region (at most 2) and a farther spot, less than
/// hiding a name (10 for a whole one, plus 12 on a map that never hides).
const ARROW_COST: f32 = 6.0;

/// How many of `arrows` a box meets.
fn arrows_met(r: &Rect, arrows: &[Capsule]) -> usize {
    arrows.iter().filter(|a| box_meets(r, a)).count()
}

/// Where one phase's overlay goes on a region map, before it is drawn.
pub struct Overlay<'a> {
    /// Markers at a point of their own, with where they go.
    points: Vec<(&'a Marker, Pt)>,
    /// Each region's row of markers, side by side, as (left, top, width, height).
    rows: Vec<(Rect, Vec<&'a Marker>)>,
    /// Each region's column of stacks (index into the board's regions), as (left, top, width,
    /// height).
    stacks: Vec<(usize, Rect)>,
    /// Where names, marker rows and chips went.
    pub placed: Placed,
}

/// Places the units, markers and labels of this phase off the `arrows` and off each other.
/// Deterministic: the same scene places the same way.
pub fn place<'a>(
    base: &BaseMap,
    board: &'a RegionBoard,
    symbols: Symbols,
    origin: Pt,
    s: f32,
    crowding: Crowding,
    arrows: &[Capsule],
) -> Overlay<'a> {
    let at = |p: &Place| base.place(p).map(|(x, y)| (x + origin.0, y + origin.1));
    let names = name_rects(base, origin);
    // Chips and rows keep a gap from every name, not just off it.
    let near_names: Vec<Rect> = names.iter().map(|r| padded(r, NAME_GAP * s)).collect();
    let mut taken = near_names.clone();
    let mut markers: Vec<Rect> = Vec::new();
    let mut points = Vec::new();
    // A region's markers go side by side in one row, each followed by its text.
    let mut grouped: Vec<(u16, Vec<&Marker>)> = Vec::new();
    for m in &board.markers {
        match m.at {
            Place::Region(id) => match grouped.iter_mut().find(|r| r.0 == id) {
                Some(r) => r.1.push(m),
                None => grouped.push((id, vec![m])),
            },
            _ => {
                if let Some(p) = at(&m.at) {
                    markers.push(marker_box(m, p, s));
                    points.push((m, p));
                }
            }
        }
    }
    // Wider rows first: they have the fewest spots that fit.
    grouped.sort_by(|a, b| row_width(&b.1, s).total_cmp(&row_width(&a.1, s)));
    let mut rows = Vec::new();
    for (id, row) in grouped {
        let Some(anchor) = at(&Place::Region(id)) else {
            continue;
        };
        let (x, y, w, h) = place_row(
            base,
            origin,
            (id, anchor),
            &row,
            (&taken, arrows),
            s,
            crowding,
        );
        taken.push((x, y, x + w, y + h));
        markers.push((x, y, x + w, y + h));
        rows.push(((x, y, w, h), row));
    }
    let stacks = place_stacks(
        base,
        board,
        symbols,
        origin,
        (&near_names, &markers, arrows),
        s,
        crowding,
    );
    let chips = stacks
        .iter()
        .map(|&(_, (x, y, w, h))| (x, y, x + w, y + h))
        .collect();
    Overlay {
        points,
        rows,
        stacks,
        placed: Placed {
            names,
            markers,
            chips,
            arrows: arrows.to_vec(),
        },
    }
}

impl Overlay<'_> {
    /// Draws the overlay where [`place`] put it.
    #[allow(clippy::too_many_arguments)]
    pub fn draw(
        &self,
        c: &mut Canvas,
        base: &BaseMap,
        board: &RegionBoard,
        symbols: Symbols,
        origin: Pt,
        s: f32,
        crowding: Crowding,
    ) {
        for &(m, p) in &self.points {
            draw_marker(c, m, symbols, p, s);
        }
        for &((x, y, _, h), ref row) in &self.rows {
            let mut pen = x;
            for m in row {
                let (iw, _) = item_size(m, s);
                draw_marker(c, m, symbols, (pen + MARKER * s * 0.6, y + h / 2.0), s);
                pen += iw + ITEM_GAP * s;
            }
        }
        let gap = 3.0 * s;
        for &(i, (x, y, bw, bh)) in &self.stacks {
            let r = &board.regions[i];
            let rect = (x, y, x + bw, y + bh);
            if crowding == Crowding::NeverHide && outside(base, origin, r.id, rect) > 0.5 {
                if let Some(p) = base.place(&Place::Region(r.id)) {
                    let nw = base.name_w.get(r.id as usize).copied().unwrap_or(0.0) / 2.0
                        + (NAME_GAP + 1.0) * s;
                    let name_h = base.name_px * 0.65 + 2.0 * s;
                    let anchor = (p.0 + origin.0, p.1 + origin.1);
                    leader(c, rect, anchor, nw - (NAME_GAP + 1.0) * s, name_h, s);
                }
            }
            let mut yy = y;
            for st in &r.stacks {
                yy += stack(c, st, symbols, x + bw / 2.0, yy, s) + gap;
            }
        }
        let at = |p: &Place| base.place(p).map(|(x, y)| (x + origin.0, y + origin.1));
        for l in &board.labels {
            if let Some(p) = at(&l.at) {
                let st = Style::new((17.0 * s).max(12.0), l.colour).bold();
                text::draw_halo(c, p.0, p.1, &l.text, st, Rgb(255, 255, 255));
            }
        }
    }
}

/// A marker's size at 1600 px, and the gap between the markers of one row.
const MARKER: f32 = 22.0;
const ITEM_GAP: f32 = 5.0;

fn marker_text_style(s: f32) -> Style {
    Style::new((16.0 * s).max(12.0), INK).bold()
}

/// Width and height of one marker with its text.
fn item_size(m: &Marker, s: f32) -> (f32, f32) {
    let size = MARKER * s;
    let icon = size * 1.2;
    if m.text.is_empty() {
        return (icon, icon);
    }
    let st = marker_text_style(s);
    let tw = text::width(&m.text, st.px, true);
    (icon + 4.0 * s + tw, icon.max(text::line_height(st.px)))
}

fn row_width(row: &[&Marker], s: f32) -> f32 {
    row.iter()
        .map(|m| item_size(m, s).0 + ITEM_GAP * s)
        .sum::<f32>()
        - ITEM_GAP * s
}

/// Draws a marker centred on `p`, its text to the right; returns the box they cover.
pub(crate) fn draw_marker(c: &mut Canvas, m: &Marker, symbols: Symbols, p: Pt, s: f32) -> Rect {
    let size = MARKER * s;
    symbols.paint(c, m.symbol, p, size, m.colour, s);
    if !m.text.is_empty() {
        let st = marker_text_style(s);
        let tw = text::width(&m.text, st.px, true);
        let x = p.0 + size * 0.6 + 4.0 * s + tw / 2.0;
        text::draw_halo(c, x, p.1, &m.text, st, Rgb(255, 255, 255));
    }
    marker_box(m, p, s)
}

/// The box [`draw_marker`] covers.
fn marker_box(m: &Marker, p: Pt, s: f32) -> Rect {
    let (w, h) = item_size(m, s);
    let x0 = p.0 - MARKER * s * 0.6;
    (x0, p.1 - h / 2.0, x0 + w, p.1 + h / 2.0)
}

/// Where a region's row of markers hides the least: above its name if that covers no other name or
/// marker, else beside, below or at a corner of the name, preferring spots inside the region (the
/// unit chips come later and keep clear of the rows). Returns the row's box as (left, top, width,
/// height).
#[allow(clippy::too_many_arguments)]
fn place_row(
    base: &BaseMap,
    origin: Pt,
    (id, anchor): (u16, Pt),
    row: &[&Marker],
    (taken, arrows): (&[Rect], &[Capsule]),
    s: f32,
    crowding: Crowding,
) -> Rect {
    let w = row_width(row, s);
    let h = row.iter().map(|m| item_size(m, s).1).fold(0.0, f32::max);
    let (ax, ay) = anchor;
    let size = MARKER * s;
    // The icon of the first marker is centred over the anchor when the row has one plain marker.
    let first = size * 0.6;
    // Above and below the name's box, clear of it by a little more than the gap names keep.
    let clear = base.name_px * 0.65 + (NAME_GAP + 0.5) * s;
    let (up, down) = (ay - clear - h, ay + clear);
    let nw = base.name_w.get(id as usize).copied().unwrap_or(0.0) / 2.0 + (NAME_GAP + 1.0) * s;
    let centred = ax
        - if row.len() == 1 && row[0].text.is_empty() {
            first
        } else {
            w / 2.0
        };
    let candidates = [
        (centred, up),
        (ax + nw, ay - h / 2.0),
        (ax - nw - w, ay - h / 2.0),
        (centred, down),
        (ax + nw * 0.5, up),
        (ax - nw * 0.5 - w, up),
        (ax + nw * 0.5, down),
        (ax - nw * 0.5 - w, down),
    ];
    // An arrow under a row costs less than hiding a name, more than leaving the region.
    let cost = |k: usize, (x, y): Pt, (taken, arrows): (&[Rect], &[Capsule])| {
        let rect = (x, y, x + w, y + h);
        let hidden: f32 = taken.iter().map(|t| overlap(&rect, t)).sum::<f32>() / (w * h);
        hidden * 10.0
            + ARROW_COST * arrows_met(&rect, arrows) as f32
            + outside(base, origin, id, rect) * 2.0
            + k as f32 * 0.15
    };
    let hides = |(x, y): Pt, (taken, arrows): (&[Rect], &[Capsule])| {
        let rect = (x, y, x + w, y + h);
        taken.iter().any(|t| overlap(&rect, t) > 0.0) || arrows.iter().any(|a| box_meets(&rect, a))
    };
    let around = spots_area(&candidates, (w, h));
    let close = (
        &rects_meeting(around, taken)[..],
        &arrows_meeting(around, arrows)[..],
    );
    let (best, (x, y)) = candidates
        .iter()
        .enumerate()
        .map(|(k, &pt)| (cost(k, pt, close), pt))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap_or((0.0, (centred, up)));
    if crowding == Crowding::Near || !hides((x, y), close) {
        return (x, y, w, h);
    }
    // Every near spot hides a name or another row: a spot a little farther that hides nothing
    // beats it, the nearer the better (a castle far from its county would be read as another's).
    // Half the steps of the first design over as much ground: a coarse grid missed the free
    // spots between crowded names once arrows were kept clear too.
    let step = (w * 0.175 + 2.0 * s, h * 0.25 + 2.0 * s);
    let spot = |i: i32, j: i32| (centred + i as f32 * step.0, up + j as f32 * step.1);
    let area = far_area(ROW_RINGS, |i, j| {
        let (x, y) = spot(i, j);
        (x, y, x + w, y + h)
    });
    let near = (
        &rects_meeting(area, taken)[..],
        &arrows_meeting(area, arrows)[..],
    );
    let far = cheapest_far(ROW_RINGS, best + 12.0, |i, j, rank, bound| {
        let pt = spot(i, j);
        // A spot that hides nothing costs `outside * 2 + rank`: past the bound, it needs no
        // overlap tests.
        let rect = (pt.0, pt.1, pt.0 + w, pt.1 + h);
        outside_within(base, origin, (id, rect), rank, bound)?;
        (!hides(pt, near)).then(|| (cost(0, pt, near) + rank, pt))
    });
    match far {
        Some((c, pt)) if c < best + 12.0 => (pt.0, pt.1, w, h),
        _ => (x, y, w, h),
    }
}

/// What a chip column keeps off: names and chips placed, marker rows, arrows.
type Lists<'a> = (&'a [Rect], &'a [Rect], &'a [Capsule]);

/// The box that holds every spot of a far search (`rect_of(i, j)` is a spot's box).
fn far_area(rings: i32, rect_of: impl Fn(i32, i32) -> Rect) -> Rect {
    union(far_spots(rings).iter().map(|&(_, i, j)| rect_of(i, j)))
}

/// The box that holds boxes `size` wide and high with these top-left corners.
fn spots_area(corners: &[Pt], (w, h): (f32, f32)) -> Rect {
    union(corners.iter().map(|&(x, y)| (x, y, x + w, y + h)))
}

/// The smallest box that holds all of `rects`.
fn union(rects: impl Iterator<Item = Rect>) -> Rect {
    let empty = (
        f32::INFINITY,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NEG_INFINITY,
    );
    rects.fold(empty, |a, r| {
        (a.0.min(r.0), a.1.min(r.1), a.2.max(r.2), a.3.max(r.3))
    })
}

/// The boxes that can overlap a spot inside `area`: a far search tests hundreds of spots there,
/// and most of a map's names and chips are nowhere near it. Leaving out the others changes no
/// cost (their overlap is 0).
fn rects_meeting(area: Rect, rects: &[Rect]) -> Vec<Rect> {
    rects
        .iter()
        .filter(|t| overlap(&area, t) > 0.0)
        .copied()
        .collect()
}

/// The arrows that can meet a spot inside `area`, for the same reason; a pixel of room on every
/// side keeps this a superset whatever the rounding.
fn arrows_meeting(area: Rect, arrows: &[Capsule]) -> Vec<Capsule> {
    let wider = padded(&area, 1.0);
    arrows
        .iter()
        .filter(|a| bounds_meet(&wider, a))
        .copied()
        .collect()
}

/// A thin line from chips set mostly outside their region to the edge of its name, so that they
/// are not read as the neighbour's.
fn leader(c: &mut Canvas, chips: Rect, (ax, ay): Pt, half_w: f32, half_h: f32, s: f32) {
    let from = ((chips.0 + chips.2) / 2.0, (chips.1 + chips.3) / 2.0);
    let to = (
        from.0.clamp(ax - half_w, ax + half_w),
        from.1.clamp(ay - half_h, ay + half_h),
    );
    c.line(from, to, (1.5 * s).max(1.0), INK);
    c.disc(to, (2.5 * s).max(1.5), INK);
}

/// The share of nine points spread over `rect` that lie outside region `id`; off the board counts
/// heavily (more than hiding names and crossing arrows together), since nothing there is seen as
/// belonging to the region and a leader line off the picture cannot be drawn.
fn outside(base: &BaseMap, origin: Pt, id: u16, rect: Rect) -> f32 {
    share_out(
        points_outside(base, origin, id, rect, 9),
        off_board(base, origin, rect),
    )
}

/// [`outside`] for a spot of a far search ranked `rank`: `None` when the spot's cost, at least
/// `outside * 2 + rank`, surely exceeds `bound`, found with as few points looked at as that takes.
fn outside_within(
    base: &BaseMap,
    origin: Pt,
    (id, rect): (u16, Rect),
    rank: f32,
    bound: f32,
) -> Option<f32> {
    let off = off_board(base, origin, rect);
    let most = (0..=9)
        .take_while(|&k| share_out(k, off) * 2.0 + rank <= bound)
        .last()?;
    let k = points_outside(base, origin, id, rect, most);
    (k <= most).then(|| share_out(k, off))
}

fn share_out(points: usize, off_board: bool) -> f32 {
    points as f32 / 9.0 + if off_board { 100.0 } else { 0.0 }
}

fn off_board(base: &BaseMap, origin: Pt, rect: Rect) -> bool {
    let (bx1, by1) = (
        origin.0 + base.frame.width as f32,
        origin.1 + base.frame.height as f32,
    );
    rect.0 < origin.0 || rect.1 < origin.1 || rect.2 > bx1 || rect.3 > by1
}

/// How many of the nine points spread over `rect` lie outside region `id`, counted up to one past
/// `most`.
fn points_outside(base: &BaseMap, origin: Pt, id: u16, rect: Rect, most: usize) -> usize {
    let (w, h) = (rect.2 - rect.0, rect.3 - rect.1);
    // A coordinate's pixel, if it is on the mask (`as` truncates, which is the floor from 0 up;
    // `floor` itself is a libm call here, and this runs for every spot of a far search).
    let pixel = |v: f32, size: u32| (v >= 0.0 && (v as u32) < size).then_some(v as u32);
    let xs = [0.05, 0.5, 0.95].map(|fx| pixel(rect.0 + w * fx - origin.0, base.mask.width));
    let ys = [0.1, 0.5, 0.9].map(|fy| pixel(rect.1 + h * fy - origin.1, base.mask.height));
    let mut out = 0;
    for y in ys {
        for x in xs {
            let inside = matches!((x, y), (Some(x), Some(y)) if base.footprints.holds(id, x, y));
            out += usize::from(!inside);
            if out > most {
                return out;
            }
        }
    }
    out
}

/// The boxes of every region's name, in picture pixels.
fn name_rects(base: &BaseMap, origin: Pt) -> Vec<Rect> {
    let mut out = Vec::new();
    for (id, w) in base.name_w.iter().enumerate() {
        if let Some(p) = base.anchors.get(id).copied().flatten() {
            let (x, y) = (p.0 + origin.0, p.1 + origin.1);
            let h = base.name_px * 0.65;
            out.push((x - w / 2.0, y - h, x + w / 2.0, y + h));
        }
    }
    out
}

pub type Rect = (f32, f32, f32, f32);

fn overlap(a: &Rect, b: &Rect) -> f32 {
    let w = (a.2.min(b.2) - a.0.max(b.0)).max(0.0);
    let h = (a.3.min(b.3) - a.1.max(b.1)).max(0.0);
    w * h
}

/// Puts each region's stacks where they hide the least: under its name if that is free, else
/// above, beside, or lower down, preferring spots inside the region itself. Greedy, regions with
/// the biggest stacks first, against every name, marker and stack already placed. Returns each
/// region's column of chips as one box.
#[allow(clippy::too_many_arguments)]
fn place_stacks(
    base: &BaseMap,
    board: &RegionBoard,
    symbols: Symbols,
    origin: Pt,
    (names, markers, arrows): (&[Rect], &[Rect], &[Capsule]),
    s: f32,
    crowding: Crowding,
) -> Vec<(usize, Rect)> {
    let mut taken: Vec<Rect> = names.to_vec();
    let mut placed = Vec::new();
    let gap = 3.0 * s;
    let mut order: Vec<(usize, f32, f32)> = board
        .regions
        .iter()
        .enumerate()
        .filter(|(_, r)| !r.stacks.is_empty())
        .map(|(i, r)| {
            let sizes: Vec<_> = r
                .stacks
                .iter()
                .map(|st| crate::stacks::stack_size(st, symbols, s))
                .collect();
            let w = sizes.iter().map(|z| z.0).fold(0.0, f32::max);
            let h = sizes.iter().map(|z| z.1 + gap).sum::<f32>() - gap;
            (i, w, h)
        })
        .collect();
    order.sort_by(|a, b| (b.1 * b.2).total_cmp(&(a.1 * a.2)));
    for (i, bw, bh) in order {
        let r = &board.regions[i];
        let Some(p) = base.place(&Place::Region(r.id)) else {
            continue;
        };
        let (ax, ay) = (p.0 + origin.0, p.1 + origin.1);
        let nh = base.name_px * 0.65 + (NAME_GAP + 1.0) * s;
        let nw =
            base.name_w.get(r.id as usize).copied().unwrap_or(0.0) / 2.0 + (NAME_GAP + 1.0) * s;
        // Top-left corners, in order of preference.
        let candidates = [
            (ax - bw / 2.0, ay + nh),
            (ax - bw / 2.0, ay - nh - bh),
            (ax + nw, ay - bh / 2.0),
            (ax - nw - bw, ay - bh / 2.0),
            (ax - bw * 0.2, ay + nh),
            (ax - bw * 0.8, ay + nh),
            (ax - bw / 2.0, ay + nh + bh * 0.6 + 8.0 * s),
            (ax - bw / 2.0, ay - nh - bh * 1.6 - 8.0 * s),
        ];
        let region_out = |(x, y): Pt| outside(base, origin, r.id, (x, y, x + bw, y + bh));
        let cost = |rank: f32, (x, y): Pt, out: f32, (taken, markers, arrows): Lists| {
            let rect = (x, y, x + bw, y + bh);
            // A marker's row is small and says something on its own (a holder's colour, a fight's
            // result), so hiding a bit of it costs more than hiding as much of a name.
            let hidden: f32 = (taken.iter().map(|t| overlap(&rect, t)).sum::<f32>()
                + 4.0 * markers.iter().map(|t| overlap(&rect, t)).sum::<f32>())
                / (bw * bh);
            let crossed = arrows_met(&rect, arrows);
            // Hiding anything at all is worse than any spot on the board (the chips then get a
            // leader line to their region) and than crossing a few arrows, but better than
            // leaving the board.
            let any = if hidden > 0.0 && crowding == Crowding::NeverHide {
                30.0
            } else {
                0.0
            };
            (
                hidden * 10.0 + any + ARROW_COST * crossed as f32 + out * 2.0 + rank,
                hidden > 0.0 || crossed > 0,
            )
        };
        let around = spots_area(&candidates, (bw, bh));
        let (close, close_markers) = (
            rects_meeting(around, &taken),
            rects_meeting(around, markers),
        );
        let close: Lists = (&close, &close_markers, &arrows_meeting(around, arrows));
        let near = candidates
            .iter()
            .enumerate()
            .map(|(k, &pt)| (cost(k as f32 * 0.15, pt, region_out(pt), close), pt))
            .min_by(|a, b| a.0 .0.total_cmp(&b.0 .0));
        // Farther spots, in rings around the first one, only when every near spot hides something
        // (a finer grid than the first design's: its steps of a third of a chip missed the free
        // spots between crowded names once arrows were kept clear too).
        let step = (bw * 0.2 + 2.0 * s, bh * 0.25 + 2.0 * s);
        let spot = |i: i32, j: i32| {
            (
                ax - bw / 2.0 + i as f32 * step.0,
                ay + nh + j as f32 * step.1,
            )
        };
        let far = |limit: f32| {
            let area = far_area(STACK_RINGS, |i, j| {
                let (x, y) = spot(i, j);
                (x, y, x + bw, y + bh)
            });
            let (taken, markers) = (rects_meeting(area, &taken), rects_meeting(area, markers));
            let near: Lists = (&taken, &markers, &arrows_meeting(area, arrows));
            cheapest_far(STACK_RINGS, limit, |i, j, rank, bound| {
                let pt = spot(i, j);
                let rect = (pt.0, pt.1, pt.0 + bw, pt.1 + bh);
                // The cost is at least `outside * 2 + rank`, so a spot past the bound needs no
                // overlap tests.
                let out = outside_within(base, origin, (r.id, rect), rank, bound)?;
                // Nor does one that hides something, when hiding alone costs more than the bound
                // (one overlap found is enough to know).
                let hiding = || {
                    let meets = |t: &Rect| overlap(&rect, t) > 0.0;
                    near.0.iter().any(meets) || near.1.iter().any(meets)
                };
                if crowding == Crowding::NeverHide && 30.0 + out * 2.0 + rank > bound && hiding() {
                    return None;
                }
                Some((cost(rank, pt, out, near).0, pt))
            })
        };
        let (x, y) = match near {
            Some(((_, false), pt)) => pt,
            Some(((_, true), pt)) if crowding == Crowding::Near => pt,
            Some(((c, true), pt)) => far(c).map_or(pt, |(_, fpt)| fpt),
            None => (ax - bw / 2.0, ay + nh),
        };
        taken.push((x, y, x + bw, y + bh));
        placed.push((i, (x, y, bw, bh)));
    }
    placed
}

/// Rings of the far search around a chip column's first spot, and around a marker row's.
const STACK_RINGS: i32 = 20;
const ROW_RINGS: i32 = 10;

/// The far spots out to `rings` rings, as grid steps (i, j) with their place in the order the
/// rings list them (ring by ring, column by column), sorted by how many steps away they are: a
/// spot's rank grows with that, so a search can stop at the first spot ranked past the best cost.
fn far_spots(rings: i32) -> &'static [(usize, i32, i32)] {
    static STACKS: OnceLock<Vec<(usize, i32, i32)>> = OnceLock::new();
    static ROWS: OnceLock<Vec<(usize, i32, i32)>> = OnceLock::new();
    let build = || {
        let mut spots: Vec<(usize, i32, i32)> = (1..=rings)
            .flat_map(|ring| {
                (-ring..=ring).flat_map(move |i| {
                    (-ring..=ring)
                        .filter(move |j| i.abs() == ring || j.abs() == ring)
                        .map(move |j| (i, j))
                })
            })
            .enumerate()
            .map(|(k, (i, j))| (k, i, j))
            .collect();
        spots.sort_by_key(|&(k, i, j)| (i.abs() + j.abs(), k));
        spots
    };
    match rings {
        STACK_RINGS => STACKS.get_or_init(build),
        ROW_RINGS => ROWS.get_or_init(build),
        _ => unreachable!("only the two searches above"),
    }
}

/// The cheapest far spot under `limit`, the first in ring order among equally cheap ones: the
/// same spot a scan of every ring would choose. `cost(i, j, rank, bound)` gives a spot's cost and
/// place, or `None` for a spot that is left out or surely costs more than `bound`. Every cost is
/// at least the spot's rank (`1.2 + 0.075` a step), so the spots ranked past the best cost so far
/// are never looked at: on a crowded map most chips find a free spot a few steps out.
fn cheapest_far(
    rings: i32,
    limit: f32,
    mut cost: impl FnMut(i32, i32, f32, f32) -> Option<(f32, Pt)>,
) -> Option<(f32, Pt)> {
    let mut best: Option<(f32, usize, Pt)> = None;
    let mut bound = limit;
    for &(k, i, j) in far_spots(rings) {
        let rank = 1.2 + 0.075 * (i.abs() + j.abs()) as f32;
        if rank > bound {
            break;
        }
        let Some((c, pt)) = cost(i, j, rank, bound) else {
            continue;
        };
        let better = match best {
            None => c < limit,
            Some((b, bk, _)) => c < b || (c == b && k < bk),
        };
        if better {
            best = Some((c, k, pt));
            bound = c;
        }
    }
    best.map(|(c, _, pt)| (c, pt))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pruned far search picks the spot a scan of every ring in ring order picks (the first of
    /// the cheapest, under the limit), for costs that are at least the rank, as every placement
    /// cost is; and it looks at fewer spots when a cheap one is near.
    #[test]
    fn the_pruned_far_search_picks_what_a_full_scan_picks() {
        let mut x = 7u32;
        let mut next = move || {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (x >> 16) % 1000
        };
        let mut in_ring_order = Vec::new();
        for ring in 1..=STACK_RINGS {
            for i in -ring..=ring {
                for j in -ring..=ring {
                    if i.abs() == ring || j.abs() == ring {
                        in_ring_order.push((i, j));
                    }
                }
            }
        }
        for case in 0..200 {
            // Coarse costs, so that ties are common; some spots left out.
            let extra: Vec<Option<f32>> = (0..in_ring_order.len())
                .map(|_| {
                    let v = next();
                    (v % 7 != 0).then_some((v % 5) as f32 * 0.5)
                })
                .collect();
            let rank = |i: i32, j: i32| 1.2 + 0.075 * (i.abs() + j.abs()) as f32;
            let index = |i: i32, j: i32| in_ring_order.iter().position(|&p| p == (i, j)).unwrap();
            let limit = 2.0 + (case % 4) as f32;
            let full = in_ring_order
                .iter()
                .enumerate()
                .filter_map(|(k, &(i, j))| extra[k].map(|e| (e + rank(i, j), (i as f32, j as f32))))
                .filter(|&(c, _)| c < limit)
                .min_by(|a, b| a.0.total_cmp(&b.0));
            let mut looked = 0;
            let pruned = cheapest_far(STACK_RINGS, limit, |i, j, r, _| {
                looked += 1;
                extra[index(i, j)].map(|e| (e + r, (i as f32, j as f32)))
            });
            assert_eq!(pruned, full, "case {case}");
            if full.is_some_and(|(c, _)| c < 1.5) {
                assert!(
                    looked < in_ring_order.len(),
                    "case {case}: looked at every spot"
                );
            }
        }
    }
}
