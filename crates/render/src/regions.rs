//! Region maps through a base: the static art (borders, rivers, terrain, names) is drawn once per
//! map and picture width into sparse overlays plus a region-id mask (cached by [`crate::cache`]); a
//! phase then only fills pixels through a colour table indexed by the mask, lays the overlays on
//! top and draws units.

use std::collections::BTreeSet;

use korona_engine::scene::{Place, RegionBoard, RegionShape, Rgb, StaticMap, TerrainKind};

use crate::cache::board_frame;
use crate::canvas::{Canvas, Pt, Shape};
use crate::geometry::{scan_polygons, Frame};
use crate::mask::{Footprints, Mask};
use crate::palette::{self, INK};
use crate::text::{self, Style};
use crate::voronoi::power_mask;
use crate::RenderError;

pub struct BaseMap {
    pub frame: Frame,
    pub mask: Mask,
    /// Where each region id lies on the mask, row by row.
    pub(crate) footprints: Footprints,
    /// Non-transparent pixels of the static art under the arrows (borders, rivers, terrain):
    /// (index into the mask, RGBA).
    art: Vec<(u32, [u8; 4])>,
    /// Region names, drawn over the arrows so that no arrow hides a name.
    names: Vec<(u32, [u8; 4])>,
    /// Unowned look of each region id; index 0 is the background.
    fill: Vec<Rgb>,
    /// Name anchors in pixels relative to the board's corner, by region id.
    pub(crate) anchors: Vec<Option<Pt>>,
    pub name_px: f32,
    /// Width of each region's name, by id, so units can be placed clear of it.
    pub(crate) name_w: Vec<f32>,
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
            footprints: Footprints::of(&mask),
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

/// How hard chips avoid names, marker rows and other chips.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Crowding {
    /// Chips stay at one of a few spots around their region's name, the one that hides least.
    Near,
    /// Chips hide nothing while the board has room: when every near spot hides something, they go
    /// farther, with a leader line to their region's name (the phone picture, whose test checks it).
    NeverHide,
}
