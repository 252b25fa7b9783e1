//! Region maps through a base: the static art (borders, rivers, terrain, names) is drawn once per
//! map and picture width into sparse overlays plus a region-id mask (cached by [`crate::cache`]); a
//! phase then only fills pixels through a colour table indexed by the mask, lays the overlays on
//! top and draws units.

use std::collections::BTreeSet;

use korona_engine::scene::{Marker, Place, RegionBoard, RegionShape, Rgb, StaticMap, TerrainKind};

use crate::arrows::{box_meets, Capsule};
use crate::cache::board_frame;
use crate::canvas::{Canvas, Pt, Shape};
use crate::geometry::{scan_polygons, Frame};
use crate::icon::Symbols;
use crate::mask::Mask;
use crate::palette::{self, INK};
use crate::stacks::stack;
use crate::text::{self, Style};
use crate::voronoi::power_mask;
use crate::RenderError;

pub struct BaseMap {
    pub frame: Frame,
    pub mask: Mask,
    /// Non-transparent pixels of the static art under the arrows (borders, rivers, terrain):
    /// (index into the mask, RGBA).
    art: Vec<(u32, [u8; 4])>,
    /// Region names, drawn over the arrows so that no arrow hides a name.
    names: Vec<(u32, [u8; 4])>,
    /// Unowned look of each region id; index 0 is the background.
    fill: Vec<Rgb>,
    /// Name anchors in pixels relative to the board's corner, by region id.
    anchors: Vec<Option<Pt>>,
    pub name_px: f32,
    /// Width of each region's name, by id, so units can be placed clear of it.
    name_w: Vec<f32>,
    /// The board's fill and opaque art as runs of one look, row after row: see [`Runs`].
    runs: Runs,
}

/// The board row by row as runs of pixels that look the same: a region's fill (`slot` below the
/// number of region ids) or one opaque colour of the static art (`slot` past them, into `opaque`).
/// Drawing a phase then fills runs with one colour each instead of looking every pixel's region
/// up, and only the art's translucent pixels (anti-aliased edges) are blended one by one. Built
/// once per base; the picture is the same as filling through the mask and compositing all the art
/// (`tests/render_caches.rs` compares, with the caches off drawing it that way).
struct Runs {
    /// (length, slot) of each run; a row's runs add up to the board's width.
    runs: Vec<(u32, u32)>,
    /// Where each row's runs begin in `runs`, plus the end.
    rows: Vec<usize>,
    opaque: Vec<[u8; 4]>,
    /// The art's translucent pixels, as `art` holds them.
    blended: Vec<(u32, [u8; 4])>,
}

impl Runs {
    fn build(mask: &Mask, art: &Canvas, regions: usize) -> Runs {
        let w = mask.width as usize;
        let raw = art.img.as_raw();
        let mut colours: std::collections::HashMap<[u8; 4], u32> = Default::default();
        let (mut runs, mut rows, mut opaque, mut blended) = (Vec::new(), vec![0], vec![], vec![]);
        for y in 0..mask.height as usize {
            let mut current: Option<(u32, u32)> = None;
            for x in 0..w {
                let i = y * w + x;
                let p: [u8; 4] = raw[i * 4..i * 4 + 4].try_into().expect("four bytes");
                let id = mask.ids[i] as usize;
                let slot = if p[3] == 255 {
                    let next = (regions + opaque.len()) as u32;
                    *colours.entry(p).or_insert_with(|| {
                        opaque.push(p);
                        next
                    })
                } else {
                    if p[3] > 0 {
                        blended.push((((y << 16) | x) as u32, p));
                    }
                    // Ids past the map's draw the background, as the mask look-up does.
                    if id < regions {
                        id as u32
                    } else {
                        0
                    }
                };
                current = match current {
                    Some((n, s)) if s == slot => Some((n + 1, s)),
                    Some(run) => {
                        runs.push(run);
                        Some((1, slot))
                    }
                    None => Some((1, slot)),
                };
            }
            runs.extend(current);
            rows.push(runs.len());
        }
        Runs {
            runs,
            rows,
            opaque,
            blended,
        }
    }
}

/// The drawn pixels of a layer as (y << 16 | x, RGBA): coordinates rather than an index, so that
/// laying them on a picture needs no division per pixel (pictures are at most 6000 px wide).
fn sparse(c: &Canvas) -> Vec<(u32, [u8; 4])> {
    let w = c.img.width() as usize;
    c.img
        .as_raw()
        .chunks_exact(4)
        .enumerate()
        .filter(|(_, p)| p[3] > 0)
        .map(|(i, p)| ((((i / w) << 16) | (i % w)) as u32, [p[0], p[1], p[2], p[3]]))
        .collect()
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Edge {
    None,
    Region,
    Coast,
    Group,
    River,
}

impl BaseMap {
    /// The base of `map` for a board `width` wide at scale `s`; with [`Crowding::NeverHide`] names
    /// that would touch are moved apart.
    pub fn build(
        map: &StaticMap,
        width: u32,
        s: f32,
        crowding: Crowding,
    ) -> Result<Self, RenderError> {
        let bad = |why: String| RenderError::BadMap {
            id: map.id.clone(),
            why,
        };
        if !(map.width > 0.0 && map.height > 0.0) {
            return Err(bad("width and height must be positive".into()));
        }
        let mut seen = BTreeSet::new();
        for r in &map.regions {
            if r.id == 0 || !seen.insert(r.id) {
                return Err(bad(format!("region id {} is 0 or repeated", r.id)));
            }
        }
        let frame = board_frame(map, width);
        let max_id = map.regions.iter().map(|r| r.id).max().unwrap_or(0) as usize;

        let mask = region_mask(map, &frame);

        let mut group = vec![None; max_id + 1];
        let mut fill = vec![map.background; max_id + 1];
        for r in &map.regions {
            group[r.id as usize] = r.group;
            let gcol = r
                .group
                .and_then(|g| map.groups.iter().find(|x| x.id == g))
                .map(|g| g.colour);
            fill[r.id as usize] = match (r.fill, gcol) {
                (Some(c), _) => c,
                (None, Some(c)) => palette::mix(palette::GROUND, c, 0.3),
                (None, None) => palette::GROUND,
            };
        }
        let rivers: BTreeSet<(u16, u16)> = map
            .rivers
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect();

        let mut art = borders(map, &frame, &group, &rivers, s);
        for r in &map.regions {
            for t in &r.terrain {
                let p = frame.to_px(t.at);
                terrain(&mut art, t.kind, p, 22.0 * s, s);
            }
        }

        let stats = mask.stats();
        let mut anchors = vec![None; max_id + 1];
        for r in &map.regions {
            anchors[r.id as usize] = match r.label_at {
                Some(p) => Some(frame.to_px(p)),
                None => stats
                    .get(&r.id)
                    .map(|&(_, cx, cy)| inside_point(&mask, r.id, (cx as f32, cy as f32))),
            };
        }
        let name_px = (15.0 * s).max(12.0);
        let mut name_w = vec![0.0; max_id + 1];
        for r in &map.regions {
            name_w[r.id as usize] = text::width(&r.name, name_px, true);
        }
        if crowding == Crowding::NeverHide {
            part_names(&mut anchors, &name_w, name_px);
        }
        let mut names = Canvas::transparent(frame.width, frame.height);
        for r in &map.regions {
            if let Some(p) = anchors[r.id as usize] {
                let st = Style::new(name_px, INK).bold();
                text::draw_halo(&mut names, p.0, p.1, &r.name, st, palette::PAPER);
            }
        }
        let runs = Runs::build(&mask, &art, fill.len());
        Ok(BaseMap {
            frame,
            mask,
            runs,
            art: sparse(&art),
            names: sparse(&names),
            fill,
            anchors,
            name_px,
            name_w,
        })
    }

    /// A place in pixels relative to the board's corner.
    pub fn place(&self, p: &Place) -> Option<Pt> {
        match *p {
            Place::Region(id) => self.anchors.get(id as usize).copied().flatten(),
            Place::Point { x, y } => Some(self.frame.to_px((x, y))),
            Place::Cell { .. } | Place::Hex { .. } => None,
        }
    }
}

/// Which region each pixel centre of `frame` lies in: power-diagram cells first, explicit polygons
/// over them.
fn region_mask(map: &StaticMap, frame: &Frame) -> Mask {
    let mut mask = Mask::new(frame.width, frame.height);
    let sites: Vec<(u16, (f64, f64), f64)> = map
        .regions
        .iter()
        .flat_map(|r| match &r.shape {
            RegionShape::Site { at, weight } => vec![(r.id, *at, *weight)],
            RegionShape::Sites(list) => list.iter().map(|&(at, w)| (r.id, at, w)).collect(),
            RegionShape::Polygons(_) => vec![],
        })
        .collect();
    if !sites.is_empty() {
        let pts: Vec<_> = sites.iter().map(|s| s.1).collect();
        let ws: Vec<_> = sites.iter().map(|s| s.2).collect();
        let pm = power_mask(&pts, &ws, &map.outline, frame);
        for (dst, src) in mask.ids.iter_mut().zip(&pm.ids) {
            if *src != 0 {
                *dst = sites[*src as usize - 1].0;
            }
        }
    }
    for r in &map.regions {
        if let RegionShape::Polygons(polys) = &r.shape {
            scan_polygons(polys, frame, |y, a, b| mask.set_span(y, a, b, r.id));
        }
    }
    mask
}

/// Border art, anti-aliased by tracing the borders on a mask at twice the resolution and averaging
/// each 2x2 block. Borders are classified per pixel pair and painted wider the more they matter; a
/// river wins over a province border, which wins over a county border.
fn borders(
    map: &StaticMap,
    frame: &Frame,
    group: &[Option<u16>],
    rivers: &BTreeSet<(u16, u16)>,
    s: f32,
) -> Canvas {
    const SS: u32 = 2;
    let fine = Frame {
        width: frame.width * SS,
        height: frame.height * SS,
        origin: frame.origin,
        units_per_px: frame.units_per_px / SS as f64,
    };
    let mask = region_mask(map, &fine);
    let (w, h) = (fine.width as usize, fine.height as usize);
    let mut edge = vec![Edge::None; w * h];
    let mut mark = |i: usize, r: i64, e: Edge| {
        let (x, y) = ((i % w) as i64, (i / w) as i64);
        for dy in -r..=r {
            for dx in -r..=r {
                let (xx, yy) = (x + dx, y + dy);
                if dx * dx + dy * dy <= r * r + r
                    && xx >= 0
                    && yy >= 0
                    && (xx as usize) < w
                    && (yy as usize) < h
                {
                    let k = yy as usize * w + xx as usize;
                    edge[k] = edge[k].max(e);
                }
            }
        }
    };
    // Radii in fine pixels on each side of the boundary; at 1600 px a county border is about
    // 1.5 px wide, a province border 3, a river 4.
    let radius = |base: f32| ((base * s).round() as i64).max(0);
    for (i, j) in mask.boundaries() {
        let (a, b) = (mask.ids[i], mask.ids[j]);
        let e = if a == 0 || b == 0 {
            Edge::Coast
        } else if rivers.contains(&(a.min(b), a.max(b))) {
            Edge::River
        } else if group.get(a as usize) != group.get(b as usize) {
            Edge::Group
        } else {
            Edge::Region
        };
        let r = match e {
            Edge::Region => radius(0.6),
            Edge::Coast => radius(1.0),
            Edge::Group => radius(2.0),
            Edge::River => radius(3.0),
            Edge::None => 0,
        };
        mark(i, r, e);
        mark(j, r, e);
    }
    let colour = |e: Edge| match e {
        Edge::None => None,
        Edge::Region => Some([100, 94, 86]),
        Edge::Coast => Some([70, 70, 80]),
        Edge::Group => Some([40, 36, 34]),
        Edge::River => Some([palette::RIVER.0, palette::RIVER.1, palette::RIVER.2]),
    };
    let mut art = Canvas::transparent(frame.width, frame.height);
    let out: &mut [u8] = art.img.as_mut();
    for y in 0..frame.height as usize {
        for x in 0..frame.width as usize {
            let mut sum = [0u32; 3];
            let mut n = 0u32;
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                if let Some(c) = colour(edge[(y * 2 + dy) * w + x * 2 + dx]) {
                    for (acc, v) in sum.iter_mut().zip(c) {
                        *acc += v as u32;
                    }
                    n += 1;
                }
            }
            if let (Some(r), Some(g), Some(b)) = (
                sum[0].checked_div(n),
                sum[1].checked_div(n),
                sum[2].checked_div(n),
            ) {
                let k = (y * frame.width as usize + x) * 4;
                out[k..k + 4].copy_from_slice(&[r as u8, g as u8, b as u8, (n * 255 / 4) as u8]);
            }
        }
    }
    art
}

/// Moves apart, up and down, the anchors of names whose boxes (as [`name_rects`] draws them)
/// would touch, so that no name is printed over another; names that are clear stay put.
fn part_names(anchors: &mut [Option<Pt>], name_w: &[f32], name_px: f32) {
    let half_h = name_px * 0.65;
    for _ in 0..8 {
        let mut moved = false;
        for a in 0..anchors.len() {
            for b in a + 1..anchors.len() {
                let (Some(pa), Some(pb)) = (anchors[a], anchors[b]) else {
                    continue;
                };
                let apart_x = (pa.0 - pb.0).abs() >= (name_w[a] + name_w[b]) / 2.0;
                let dy = pb.1 - pa.1;
                if apart_x || dy.abs() >= 2.0 * half_h {
                    continue;
                }
                let push = (2.0 * half_h - dy.abs()) / 2.0 + 0.5;
                let down = if dy >= 0.0 { push } else { -push };
                anchors[a] = Some((pa.0, pa.1 - down));
                anchors[b] = Some((pb.0, pb.1 + down));
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
}

/// The centroid when it lies in the region, else the region's pixel nearest to it (a crescent's
/// centroid is outside it).
fn inside_point(mask: &Mask, id: u16, c: Pt) -> Pt {
    let (cx, cy) = (c.0 as u32, c.1 as u32);
    if cx < mask.width && cy < mask.height && mask.get(cx, cy) == id {
        return c;
    }
    let mut best = (f32::MAX, c);
    for y in 0..mask.height {
        for x in 0..mask.width {
            if mask.get(x, y) == id {
                let d = (x as f32 + 0.5 - c.0).powi(2) + (y as f32 + 0.5 - c.1).powi(2);
                if d < best.0 {
                    best = (d, (x as f32 + 0.5, y as f32 + 0.5));
                }
            }
        }
    }
    best.1
}

fn terrain(c: &mut Canvas, kind: TerrainKind, p: Pt, size: f32, s: f32) {
    match kind {
        TerrainKind::Mountain => {
            let tri = [
                (p.0 - size * 0.6, p.1 + size * 0.4),
                (p.0, p.1 - size * 0.45),
                (p.0 + size * 0.6, p.1 + size * 0.4),
            ];
            let mut edge = Shape::new();
            for i in 0..3 {
                edge = edge.segment(tri[i], tri[(i + 1) % 3], 1.6 * s);
            }
            c.polygon(&tri, palette::MOUNTAIN);
            c.fill(&edge, palette::darken(palette::MOUNTAIN, 0.5), 1.0);
        }
        TerrainKind::Swamp => {
            let col = Rgb(70, 120, 110);
            for (dx, dy) in [(-0.5, -0.2), (0.0, 0.15), (-0.3, 0.45), (0.25, -0.2)] {
                let a = (p.0 + dx * size, p.1 + dy * size);
                c.line(a, (a.0 + size * 0.4, a.1), 1.6 * s, col);
            }
        }
        TerrainKind::Forest => {
            let col = Rgb(60, 120, 60);
            for dx in [-0.35, 0.35] {
                let q = (p.0 + dx * size, p.1);
                let r = size * 0.28;
                c.polygon(
                    &[(q.0 - r, q.1 + r), (q.0, q.1 - r * 1.5), (q.0 + r, q.1 + r)],
                    col,
                );
            }
        }
    }
}

/// Recolours regions and lays the static art over them: from the base's runs, or (caches off)
/// through the mask pixel by pixel, the way the runs must match.
pub fn draw_fill_and_art(c: &mut Canvas, base: &BaseMap, board: &RegionBoard, origin: Pt) {
    if crate::caching::enabled() {
        draw_runs(c, base, board, origin);
    } else {
        draw_through_mask(c, base, board, origin);
    }
}

fn draw_runs(c: &mut Canvas, base: &BaseMap, board: &RegionBoard, origin: Pt) {
    let runs = &base.runs;
    let mut lut: Vec<[u8; 4]> = base.fill.iter().map(|c| [c.0, c.1, c.2, 255]).collect();
    for r in &board.regions {
        if let (Some(o), true) = (r.owner, (r.id as usize) < base.fill.len()) {
            let t = palette::tint(o, 0.5);
            lut[r.id as usize] = [t.0, t.1, t.2, 255];
        }
    }
    lut.extend_from_slice(&runs.opaque);
    let (ox, oy) = (origin.0.round() as usize, origin.1.round() as usize);
    let cw = c.img.width() as usize;
    let ch = c.img.height() as usize;
    let w_vis = (base.frame.width as usize).min(cw.saturating_sub(ox));
    let h_vis = (base.frame.height as usize).min(ch.saturating_sub(oy));
    let buf: &mut [u8] = c.img.as_mut();
    for y in 0..h_vis {
        let row = &mut buf[((oy + y) * cw + ox) * 4..((oy + y) * cw + ox + w_vis) * 4];
        let mut x = 0;
        for &(len, slot) in &runs.runs[runs.rows[y]..runs.rows[y + 1]] {
            let end = (x + len as usize).min(w_vis);
            let colour = lut[slot as usize];
            for px in row[x * 4..end * 4].chunks_exact_mut(4) {
                px.copy_from_slice(&colour);
            }
            x = end;
            if x == w_vis {
                break;
            }
        }
    }
    composite(c, &runs.blended, origin);
}

fn draw_through_mask(c: &mut Canvas, base: &BaseMap, board: &RegionBoard, origin: Pt) {
    // Every id a u16 can hold has an entry (ids past the map's draw the background), so the
    // per-pixel look-up needs no check.
    let mut lut: Vec<[u8; 4]> = vec![[0, 0, 0, 255]; 1 << 16];
    for (slot, c) in lut
        .iter_mut()
        .zip(base.fill.iter().chain(std::iter::repeat(&base.fill[0])))
    {
        *slot = [c.0, c.1, c.2, 255];
    }
    for r in &board.regions {
        if let (Some(o), true) = (r.owner, (r.id as usize) < base.fill.len()) {
            let t = palette::tint(o, 0.5);
            lut[r.id as usize] = [t.0, t.1, t.2, 255];
        }
    }
    let (ox, oy) = (origin.0.round() as usize, origin.1.round() as usize);
    let cw = c.img.width() as usize;
    let ch = c.img.height() as usize;
    let (w, h) = (base.frame.width as usize, base.frame.height as usize);
    let w_vis = w.min(cw.saturating_sub(ox));
    let buf: &mut [u8] = c.img.as_mut();
    for y in 0..h.min(ch.saturating_sub(oy)) {
        let ids = &base.mask.ids[y * w..y * w + w_vis];
        let row = &mut buf[((oy + y) * cw + ox) * 4..((oy + y) * cw + ox + w_vis) * 4];
        for (px, &id) in row.chunks_exact_mut(4).zip(ids) {
            px.copy_from_slice(&lut[id as usize]);
        }
    }
    composite(c, &base.art, origin);
}

/// Region names, after the arrows.
pub fn draw_names(c: &mut Canvas, base: &BaseMap, origin: Pt) {
    composite(c, &base.names, origin);
}

fn composite(c: &mut Canvas, layer: &[(u32, [u8; 4])], origin: Pt) {
    let (ox, oy) = (origin.0.round() as usize, origin.1.round() as usize);
    let cw = c.img.width() as usize;
    let ch = c.img.height() as usize;
    let buf: &mut [u8] = c.img.as_mut();
    for &(i, p) in layer {
        let (x, y) = ((i & 0xFFFF) as usize, (i >> 16) as usize);
        if ox + x >= cw || oy + y >= ch {
            continue;
        }
        let k = ((oy + y) * cw + ox + x) * 4;
        let a = p[3] as u32;
        if a == 255 {
            buf[k..k + 3].copy_from_slice(&p[..3]);
        } else {
            for ch in 0..3 {
                buf[k + ch] =
                    ((p[ch] as u32 * a + buf[k + ch] as u32 * (255 - a) + 127) / 255) as u8;
            }
        }
    }
}

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

/// How hard chips avoid names, marker rows and other chips.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Crowding {
    /// Chips stay at one of a few spots around their region's name, the one that hides least.
    Near,
    /// Chips hide nothing while the board has room: when every near spot hides something, they go
    /// farther, with a leader line to their region's name (the phone picture, whose test checks it).
    NeverHide,
}

/// Units, markers and labels of this phase, kept off the `arrows`; returns where the names, marker
/// rows and chips went. Without a canvas it only places them: the arrows are then shortened to
/// stop short of the chips of the places they join, and the overlay drawn over them lands in the
/// same spots (placing is deterministic).
#[allow(clippy::too_many_arguments)]
pub fn draw_overlay(
    mut c: Option<&mut Canvas>,
    base: &BaseMap,
    board: &RegionBoard,
    symbols: Symbols,
    origin: Pt,
    s: f32,
    crowding: Crowding,
    arrows: &[Capsule],
) -> Placed {
    let at = |p: &Place| base.place(p).map(|(x, y)| (x + origin.0, y + origin.1));
    let names = name_rects(base, origin);
    // Chips and rows keep a gap from every name, not just off it.
    let near_names: Vec<Rect> = names.iter().map(|r| padded(r, NAME_GAP * s)).collect();
    let mut taken = near_names.clone();
    let mut markers: Vec<Rect> = Vec::new();
    // A region's markers go side by side in one row, each followed by its text.
    let mut rows: Vec<(u16, Vec<&Marker>)> = Vec::new();
    for m in &board.markers {
        match m.at {
            Place::Region(id) => match rows.iter_mut().find(|r| r.0 == id) {
                Some(r) => r.1.push(m),
                None => rows.push((id, vec![m])),
            },
            _ => {
                if let Some(p) = at(&m.at) {
                    markers.push(match c.as_deref_mut() {
                        Some(c) => draw_marker(c, m, symbols, p, s),
                        None => marker_box(m, p, s),
                    });
                }
            }
        }
    }
    // Wider rows first: they have the fewest spots that fit.
    rows.sort_by(|a, b| row_width(&b.1, s).total_cmp(&row_width(&a.1, s)));
    for (id, row) in rows {
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
        let Some(c) = c.as_deref_mut() else {
            continue;
        };
        let mut pen = x;
        for m in row {
            let (iw, _) = item_size(m, s);
            draw_marker(c, m, symbols, (pen + MARKER * s * 0.6, y + h / 2.0), s);
            pen += iw + ITEM_GAP * s;
        }
    }
    let chips = place_stacks(
        c.as_deref_mut(),
        base,
        board,
        symbols,
        origin,
        (&near_names, &markers, arrows),
        s,
        crowding,
    );
    for l in &board.labels {
        if let (Some(p), Some(c)) = (at(&l.at), c.as_deref_mut()) {
            let st = Style::new((17.0 * s).max(12.0), l.colour).bold();
            text::draw_halo(c, p.0, p.1, &l.text, st, Rgb(255, 255, 255));
        }
    }
    Placed {
        names,
        markers,
        chips,
        arrows: arrows.to_vec(),
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
    let cost = |k: usize, (x, y): Pt| {
        let rect = (x, y, x + w, y + h);
        let hidden: f32 = taken.iter().map(|t| overlap(&rect, t)).sum::<f32>() / (w * h);
        hidden * 10.0
            + ARROW_COST * arrows_met(&rect, arrows) as f32
            + outside(base, origin, id, rect) * 2.0
            + k as f32 * 0.15
    };
    let hides = |(x, y): Pt| {
        let rect = (x, y, x + w, y + h);
        taken.iter().any(|t| overlap(&rect, t) > 0.0) || arrows_met(&rect, arrows) > 0
    };
    let (best, (x, y)) = candidates
        .iter()
        .enumerate()
        .map(|(k, &pt)| (cost(k, pt), pt))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap_or((0.0, (centred, up)));
    if crowding == Crowding::Near || !hides((x, y)) {
        return (x, y, w, h);
    }
    // Every near spot hides a name or another row: a spot a little farther that hides nothing
    // beats it, the nearer the better (a castle far from its county would be read as another's).
    // Half the steps of the first design over as much ground: a coarse grid missed the free
    // spots between crowded names once arrows were kept clear too.
    let step = (w * 0.175 + 2.0 * s, h * 0.25 + 2.0 * s);
    let far = (1..=10i32)
        .flat_map(|ring| {
            (-ring..=ring).flat_map(move |i| {
                (-ring..=ring)
                    .filter(move |j| i.abs() == ring || j.abs() == ring)
                    .map(move |j| (i, j))
            })
        })
        .map(|(i, j)| {
            let pt = (centred + i as f32 * step.0, up + j as f32 * step.1);
            let rank = 1.2 + 0.075 * (i.abs() + j.abs()) as f32;
            (cost(0, pt) + rank, pt)
        })
        .filter(|&(_, pt)| !hides(pt))
        .min_by(|a, b| a.0.total_cmp(&b.0));
    match far {
        Some((c, pt)) if c < best + 12.0 => (pt.0, pt.1, w, h),
        _ => (x, y, w, h),
    }
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
    let (w, h) = (rect.2 - rect.0, rect.3 - rect.1);
    let mut out = 0;
    for fy in [0.1, 0.5, 0.9] {
        for fx in [0.05, 0.5, 0.95] {
            let px = (rect.0 + w * fx - origin.0).floor();
            let py = (rect.1 + h * fy - origin.1).floor();
            let inside = px >= 0.0
                && py >= 0.0
                && (px as u32) < base.mask.width
                && (py as u32) < base.mask.height
                && base.mask.get(px as u32, py as u32) == id;
            out += usize::from(!inside);
        }
    }
    let (bx1, by1) = (
        origin.0 + base.frame.width as f32,
        origin.1 + base.frame.height as f32,
    );
    let off_board = rect.0 < origin.0 || rect.1 < origin.1 || rect.2 > bx1 || rect.3 > by1;
    out as f32 / 9.0 + if off_board { 100.0 } else { 0.0 }
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
    mut c: Option<&mut Canvas>,
    base: &BaseMap,
    board: &RegionBoard,
    symbols: Symbols,
    origin: Pt,
    (names, markers, arrows): (&[Rect], &[Rect], &[Capsule]),
    s: f32,
    crowding: Crowding,
) -> Vec<Rect> {
    let mut taken: Vec<Rect> = names.to_vec();
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
        let cost = |rank: f32, (x, y): Pt| {
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
                hidden * 10.0
                    + any
                    + ARROW_COST * crossed as f32
                    + outside(base, origin, r.id, rect) * 2.0
                    + rank,
                hidden > 0.0 || crossed > 0,
            )
        };
        let best = |spots: &mut dyn Iterator<Item = (f32, Pt)>| {
            spots
                .map(|(rank, pt)| (cost(rank, pt), pt))
                .min_by(|a, b| a.0 .0.total_cmp(&b.0 .0))
        };
        let near = best(
            &mut candidates
                .iter()
                .enumerate()
                .map(|(k, &pt)| (k as f32 * 0.15, pt)),
        );
        // Farther spots, in rings around the first one, only when every near spot hides something
        // (a finer grid than the first design's: its steps of a third of a chip missed the free
        // spots between crowded names once arrows were kept clear too).
        let step = (bw * 0.2 + 2.0 * s, bh * 0.25 + 2.0 * s);
        let far = || {
            best(&mut (1..=20i32).flat_map(|ring| {
                (-ring..=ring).flat_map(move |i| {
                    (-ring..=ring)
                        .filter(move |j| i.abs() == ring || j.abs() == ring)
                        .map(move |j| {
                            let pt = (
                                ax - bw / 2.0 + i as f32 * step.0,
                                ay + nh + j as f32 * step.1,
                            );
                            (1.2 + 0.075 * (i.abs() + j.abs()) as f32, pt)
                        })
                })
            }))
        };
        let (x, y) = match near {
            Some(((_, false), pt)) => pt,
            Some(((_, true), pt)) if crowding == Crowding::Near => pt,
            Some(((c, true), pt)) => match far() {
                Some(((f, _), fpt)) if f < c => fpt,
                _ => pt,
            },
            None => (ax - bw / 2.0, ay + nh),
        };
        let rect = (x, y, x + bw, y + bh);
        taken.push(rect);
        let Some(c) = c.as_deref_mut() else {
            continue;
        };
        if crowding == Crowding::NeverHide && outside(base, origin, r.id, rect) > 0.5 {
            let name_h = base.name_px * 0.65 + 2.0 * s;
            leader(c, rect, (ax, ay), nw - (NAME_GAP + 1.0) * s, name_h, s);
        }
        let mut yy = y;
        for st in &r.stacks {
            yy += stack(c, st, symbols, x + bw / 2.0, yy, s) + gap;
        }
    }
    taken.split_off(names.len())
}
