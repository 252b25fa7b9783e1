//! The region-id mask: one u16 per pixel, 0 for "no region". It is both how a phase recolours
//! regions cheaply and the ground truth of which regions touch on the picture.

use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    pub width: u32,
    pub height: u32,
    pub ids: Vec<u16>,
}

impl Mask {
    pub fn new(width: u32, height: u32) -> Self {
        Mask {
            width,
            height,
            ids: vec![0; width as usize * height as usize],
        }
    }

    #[inline]
    pub fn get(&self, x: u32, y: u32) -> u16 {
        self.ids[y as usize * self.width as usize + x as usize]
    }

    pub fn set_span(&mut self, y: u32, x0: u32, x1: u32, id: u16) {
        let row = y as usize * self.width as usize;
        self.ids[row + x0 as usize..row + x1 as usize].fill(id);
    }

    /// Every place where two different ids meet, as (pixel index, right-or-below index).
    pub fn boundaries(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let w = self.width as usize;
        let h = self.height as usize;
        (0..h).flat_map(move |y| {
            (0..w).flat_map(move |x| {
                let i = y * w + x;
                let right = (x + 1 < w && self.ids[i] != self.ids[i + 1]).then_some((i, i + 1));
                let below = (y + 1 < h && self.ids[i] != self.ids[i + w]).then_some((i, i + w));
                right.into_iter().chain(below)
            })
        })
    }

    /// How many 4-neighbour pixel pairs each pair of regions shares (a < b, both non-zero).
    pub fn touch_lengths(&self) -> BTreeMap<(u16, u16), u32> {
        let mut out = BTreeMap::new();
        for (i, j) in self.boundaries() {
            let (a, b) = (self.ids[i], self.ids[j]);
            if a != 0 && b != 0 {
                *out.entry((a.min(b), a.max(b))).or_insert(0) += 1;
            }
        }
        out
    }

    /// Pixel count and centroid of each id.
    pub fn stats(&self) -> BTreeMap<u16, (u32, f64, f64)> {
        let mut acc: BTreeMap<u16, (u32, f64, f64)> = BTreeMap::new();
        for y in 0..self.height {
            for x in 0..self.width {
                let id = self.get(x, y);
                if id != 0 {
                    let e = acc.entry(id).or_insert((0, 0.0, 0.0));
                    e.0 += 1;
                    e.1 += x as f64 + 0.5;
                    e.2 += y as f64 + 0.5;
                }
            }
        }
        for v in acc.values_mut() {
            v.1 /= v.0 as f64;
            v.2 /= v.0 as f64;
        }
        acc
    }
}

/// Where each id lies on a mask, row by row, as spans of pixels: whether a point is in a region
/// without reading the mask, whose rows a placement search would otherwise read all over (a
/// region's spans are a few hundred bytes; the mask is megabytes).
#[derive(Clone, Debug, Default)]
pub struct Footprints {
    /// By id: the first row it has pixels on, and for each row from there its spans as
    /// (first, past the last) columns.
    by_id: Vec<(u32, Vec<Spans>)>,
}

/// One row's spans of an id, as (first, past the last) columns.
type Spans = Vec<(u32, u32)>;

impl Footprints {
    pub fn of(mask: &Mask) -> Self {
        let mut by_id: Vec<(u32, Vec<Spans>)> = Vec::new();
        for y in 0..mask.height {
            let row = &mask.ids[y as usize * mask.width as usize..][..mask.width as usize];
            let mut x = 0;
            for run in row.chunk_by(|a, b| a == b) {
                let id = run[0] as usize;
                let end = x + run.len() as u32;
                if by_id.len() <= id {
                    by_id.resize(id + 1, (0, Vec::new()));
                }
                let (top, rows) = &mut by_id[id];
                if rows.is_empty() {
                    *top = y;
                }
                rows.resize((y - *top + 1) as usize, Vec::new());
                rows[(y - *top) as usize].push((x, end));
                x = end;
            }
        }
        Footprints { by_id }
    }

    /// Whether pixel (`x`, `y`) is in region `id`: the same as `mask.get(x, y) == id`.
    pub fn holds(&self, id: u16, x: u32, y: u32) -> bool {
        let Some((top, rows)) = self.by_id.get(id as usize) else {
            return false;
        };
        y.checked_sub(*top)
            .and_then(|k| rows.get(k as usize))
            .is_some_and(|spans| spans.iter().any(|&(a, b)| a <= x && x < b))
    }
}

/// Regions that touch on the picture: pairs sharing at least `min_len` pixel edges, so that a
/// corner where four regions nearly meet does not count as a border a player could see.
pub fn touching_pairs(mask: &Mask, min_len: u32) -> BTreeSet<(u16, u16)> {
    mask.touch_lengths()
        .into_iter()
        .filter(|&(_, n)| n >= min_len)
        .map(|(p, _)| p)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quadrants(offset: u32) -> Mask {
        // 1 | 2 over 3 | 4, with the lower split moved by `offset`.
        let mut m = Mask::new(20, 20);
        for y in 0..20 {
            let split = if y < 10 { 10 } else { 10 + offset };
            m.set_span(y, 0, split, if y < 10 { 1 } else { 3 });
            m.set_span(y, split, 20, if y < 10 { 2 } else { 4 });
        }
        m
    }

    #[test]
    fn corner_is_not_a_touch() {
        let pairs = touching_pairs(&quadrants(0), 3);
        assert_eq!(pairs, BTreeSet::from([(1, 2), (1, 3), (2, 4), (3, 4)]));
    }

    #[test]
    fn short_touch_is_ignored_long_one_kept() {
        assert!(!touching_pairs(&quadrants(2), 3).contains(&(2, 3)));
        assert!(touching_pairs(&quadrants(2), 2).contains(&(2, 3)));
        assert!(touching_pairs(&quadrants(5), 3).contains(&(2, 3)));
        assert!(!touching_pairs(&quadrants(5), 1).contains(&(1, 4)));
    }

    /// A footprint answers what the mask does for every pixel and id, including ids split into
    /// several spans on a row and ids with no pixel.
    #[test]
    fn footprints_hold_what_the_mask_holds() {
        let mut m = quadrants(3);
        m.set_span(4, 2, 5, 7);
        m.set_span(4, 12, 14, 7);
        m.set_span(15, 1, 2, 7);
        let f = Footprints::of(&m);
        for id in 0..10 {
            for y in 0..m.height {
                for x in 0..m.width {
                    assert_eq!(
                        f.holds(id, x, y),
                        m.get(x, y) == id,
                        "id {id} at ({x}, {y})"
                    );
                }
            }
        }
    }
}
