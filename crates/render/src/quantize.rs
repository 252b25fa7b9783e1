//! The colours of a map picture as a palette of at most 256, for an indexed PNG.
//!
//! Maps are flat fills, lines and anti-aliased text: a few dozen fills cover nearly every pixel and
//! the rest are edge shades. Most pictures have at most 256 colours and keep them exactly. Busier
//! ones keep their 256 most used colours and draw each rarer edge shade with the nearest kept one:
//! the fills, lines and the common text shades stay exact, and only a few edge pixels move.

use image::RgbaImage;

/// A picture as palette indices, one byte a pixel, with its palette (RGB triples).
pub struct Indexed {
    pub palette: Vec<u8>,
    pub pixels: Vec<u8>,
    /// How many colours had to be replaced by a near one (0: the picture is exact).
    pub replaced: usize,
}

/// Open-addressing table from an opaque pixel (as a little-endian u32) to a counter or an index.
/// Opaque pixels have alpha 0xFF, so the key 0 never occurs and marks an empty slot.
struct Table {
    keys: Vec<u32>,
    values: Vec<u32>,
    len: usize,
}

impl Table {
    fn new() -> Self {
        Table {
            keys: vec![0; 1 << 12],
            values: vec![0; 1 << 12],
            len: 0,
        }
    }

    fn slot(&self, key: u32) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 8) as usize & mask;
        while self.keys[i] != 0 && self.keys[i] != key {
            i = (i + 1) & mask;
        }
        i
    }

    fn entry(&mut self, key: u32) -> &mut u32 {
        if (self.len + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let i = self.slot(key);
        if self.keys[i] == 0 {
            self.keys[i] = key;
            self.len += 1;
        }
        &mut self.values[i]
    }

    fn get(&self, key: u32) -> u32 {
        self.values[self.slot(key)]
    }

    fn grow(&mut self) {
        let old: Vec<(u32, u32)> = self.iter().collect();
        self.keys = vec![0; self.keys.len() * 2];
        self.values = vec![0; self.keys.len()];
        self.len = 0;
        for (k, v) in old {
            *self.entry(k) = v;
        }
    }

    fn iter(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.keys
            .iter()
            .zip(&self.values)
            .filter(|(k, _)| **k != 0)
            .map(|(k, v)| (*k, *v))
    }
}

fn rgb(key: u32) -> [u8; 3] {
    let [r, g, b, _] = key.to_le_bytes();
    [r, g, b]
}

/// Channel weights like the eye's (green most, blue least): enough to pick the nearest of 256.
const WEIGHTS: [f32; 3] = [3.0, 4.0, 2.0];

#[cfg(test)]
fn distance(a: [u8; 3], b: [u8; 3]) -> f32 {
    (0..3)
        .map(|c| WEIGHTS[c] * (a[c] as f32 - b[c] as f32).powi(2))
        .sum()
}

/// The nearest palette entry of a colour, by the weighted squared distance, the lowest index
/// among equally near ones. A busy map has thousands of rare edge shades to place, most of them
/// near some kept colour: the palette is sorted by green, the heaviest channel, and the search
/// walks out from the shade's green in both directions, stopping each way once green alone is
/// farther than the best found. Distances are whole numbers (at most 9 * 255², exact in any type
/// used before), so the result is the same as comparing against every entry.
struct Nearest {
    /// (green, red, blue, palette index), sorted by green then index.
    by_green: Vec<[i32; 4]>,
}

impl Nearest {
    fn new(palette: &[u8]) -> Self {
        let mut by_green: Vec<[i32; 4]> = palette
            .chunks_exact(3)
            .enumerate()
            .map(|(i, c)| [c[1] as i32, c[0] as i32, c[2] as i32, i as i32])
            .collect();
        by_green.sort_unstable();
        Nearest { by_green }
    }

    #[cfg(test)]
    fn of(&self, want: [u8; 3]) -> usize {
        self.of_near(want, None)
    }

    /// [`Nearest::of`], starting from a kept colour that is probably near (an edge shade's
    /// neighbour in the picture): the walk then stops sooner, and the answer is the same, since
    /// only entries farther than that guess are skipped.
    fn of_near(&self, want: [u8; 3], guess: Option<([u8; 3], usize)>) -> usize {
        let [r, g, b] = want.map(i32::from);
        let [wr, wg, wb] = WEIGHTS.map(|w| w as i32);
        let start = self.by_green.partition_point(|e| e[0] < g);
        let mut best = (i32::MAX, i32::MAX);
        if let Some((c, i)) = guess {
            let [cr, cg, cb] = c.map(i32::from);
            let d = wr * (cr - r) * (cr - r) + wg * (cg - g) * (cg - g) + wb * (cb - b) * (cb - b);
            best = (d, i as i32);
        }
        // One step of the walk; false once green alone is farther than the best so far.
        let mut step = |e: &[i32; 4]| {
            let dg = wg * (e[0] - g) * (e[0] - g);
            if dg > best.0 {
                return false;
            }
            let d = wr * (e[1] - r) * (e[1] - r) + dg + wb * (e[2] - b) * (e[2] - b);
            if (d, e[3]) < best {
                best = (d, e[3]);
            }
            true
        };
        // Plain loops rather than one walk over a `dyn Iterator`: a virtual call per entry was
        // most of the search.
        for e in &self.by_green[start..] {
            if !step(e) {
                break;
            }
        }
        for e in self.by_green[..start].iter().rev() {
            if !step(e) {
                break;
            }
        }
        best.1.max(0) as usize
    }
}

/// Pixels whose colour was seen after this many others carry this mark in the first pass and are
/// looked up again by colour in the second (only pictures with over 65,535 colours have any).
const LATE: u16 = u16::MAX;

/// The picture after the first pass.
struct Part {
    table: Table,
    /// Each colour as a key, numbered in order of first sight.
    colours: Vec<u32>,
    counts: Vec<u32>,
    /// Each pixel's colour number (or [`LATE`]).
    seen: Vec<u16>,
    /// The number of the colour each one first appeared beside.
    beside: Vec<u32>,
}

/// Numbers each colour of `raw` as it is first seen, counts its pixels and keeps
/// every pixel's number. Runs of one colour (most of a map) are compared four pixels at a time and
/// cost no look-up.
fn first_pass(raw: &[u8]) -> Part {
    let n = raw.len() / 4;
    let mut table = Table::new();
    let mut colours: Vec<u32> = Vec::new();
    let mut counts: Vec<u32> = Vec::new();
    let mut seen: Vec<u16> = Vec::with_capacity(n);
    let mut beside: Vec<u32> = Vec::new();
    // The colour of the run before the current one, and its number (key 0: none yet).
    let mut before = (0u32, 0usize);
    // The current run: its raw bytes four times over, its key, its number and its length so far.
    let (mut four, mut key, mut number, mut run) = (0u128, 0u32, 0usize, 0u32);
    let mut i = 0;
    while i < n {
        if run > 0 && i + 4 <= n {
            let next = u128::from_le_bytes(raw[4 * i..4 * i + 16].try_into().expect("16 bytes"));
            if next == four {
                let mark = number.min(LATE as usize) as u16;
                seen.extend_from_slice(&[mark; 4]);
                run += 4;
                i += 4;
                continue;
            }
        }
        let bytes: [u8; 4] = raw[4 * i..4 * i + 4].try_into().expect("4 bytes");
        let k = u32::from_le_bytes(bytes) | 0xFF00_0000;
        if k != key || run == 0 {
            if run > 0 {
                counts[number] += run;
            }
            let found = if k == before.0 {
                before.1
            } else {
                let slot = table.entry(k);
                if *slot == 0 {
                    colours.push(k);
                    counts.push(0);
                    // The colour it first appeared beside: a shade's likely nearest kept colour.
                    beside.push(number as u32);
                    *slot = colours.len() as u32;
                }
                *slot as usize - 1
            };
            // An edge often goes back to the colour before it (fill, border, fill): that one
            // needs no look-up.
            before = (key, number);
            (key, number, run) = (k, found, 0);
            four =
                u128::from(u32::from_le_bytes(bytes)) * 0x0000_0001_0000_0001_0000_0001_0000_0001;
        }
        seen.push(number.min(LATE as usize) as u16);
        run += 1;
        i += 1;
    }
    if run > 0 {
        counts[number] += run;
    }
    Part {
        table,
        colours,
        counts,
        seen,
        beside,
    }
}

/// The picture's palette and indices, in one pass over the pixels and one over a byte-sized copy.
///
/// The first pass numbers colours and keeps every pixel's number (two bytes); the second maps
/// numbers to palette indices. (Splitting the passes between two threads was tried: on a quiet
/// machine it saved a millisecond and a half of the busiest map, but on a machine shared with
/// other work the picture waited for the second thread and was slower than on one.)
pub fn indexed(img: &RgbaImage) -> Indexed {
    let raw = img.as_raw();
    let Part {
        table,
        colours,
        counts,
        seen,
        beside,
    } = first_pass(raw);

    // Most used first; ties by colour so that the palette never depends on the order of pixels.
    // Only the kept 256 need sorting among themselves; the rest only need to be outside them.
    let most_used_first =
        |&a: &usize, &b: &usize| counts[b].cmp(&counts[a]).then(colours[a].cmp(&colours[b]));
    let mut order: Vec<usize> = (0..colours.len()).collect();
    let kept = order.len().min(256);
    if kept < order.len() {
        order.select_nth_unstable_by(kept, most_used_first);
    }
    order[..kept].sort_unstable_by(most_used_first);
    let mut palette = Vec::with_capacity(kept * 3);
    let mut index = vec![0u8; colours.len()];
    for (i, &c) in order[..kept].iter().enumerate() {
        palette.extend_from_slice(&rgb(colours[c]));
        index[c] = i as u8;
    }
    let nearest = Nearest::new(&palette);
    let mut is_kept = vec![false; colours.len()];
    for &c in &order[..kept] {
        is_kept[c] = true;
    }
    for &c in &order[kept..] {
        let n = beside[c] as usize;
        let guess = is_kept[n].then(|| (rgb(colours[n]), index[n] as usize));
        index[c] = nearest.of_near(rgb(colours[c]), guess) as u8;
    }

    let pixels = if colours.len() < LATE as usize {
        seen.iter().map(|&s| index[s as usize]).collect()
    } else {
        seen.iter()
            .zip(raw.chunks_exact(4))
            .map(|(&s, p)| {
                let s = if s == LATE {
                    let k = u32::from_le_bytes([p[0], p[1], p[2], 0xFF]);
                    table.get(k) as usize - 1
                } else {
                    s as usize
                };
                index[s]
            })
            .collect()
    };
    Indexed {
        palette,
        pixels,
        replaced: colours.len() - kept,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgba;

    /// The pruned search finds what comparing with every entry finds, ties to the lowest index.
    #[test]
    fn the_nearest_is_the_nearest_of_all() {
        let mut palette = Vec::new();
        let mut x = 12345u32;
        let mut next = || {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (x >> 16) as u8
        };
        for _ in 0..200 {
            palette.extend([next(), next() & 0xF0, next()]);
        }
        palette.extend([10, 20, 30, 10, 20, 30]);
        let near = Nearest::new(&palette);
        for _ in 0..3000 {
            let want = [next(), next(), next()];
            let all = (0..palette.len() / 3)
                .min_by(|&a, &b| {
                    let d = |i: usize| {
                        distance(
                            [palette[3 * i], palette[3 * i + 1], palette[3 * i + 2]],
                            want,
                        )
                    };
                    d(a).total_cmp(&d(b)).then(a.cmp(&b))
                })
                .unwrap();
            assert_eq!(near.of(want), all, "{want:?}");
            // Any kept colour as the starting guess, near or far, gives the same answer.
            let g = next() as usize % (palette.len() / 3);
            let guess = [palette[3 * g], palette[3 * g + 1], palette[3 * g + 2]];
            assert_eq!(
                near.of_near(want, Some((guess, g))),
                all,
                "{want:?} from {g}"
            );
        }
        assert_eq!(near.of([10, 20, 30]), 200);
    }

    /// Past 65,535 colours the first pass marks pixels as late and the second looks them up by
    /// colour: every pixel still gets its kept colour or the nearest kept one.
    #[test]
    fn a_picture_of_more_colours_than_first_pass_numbers_maps_every_pixel() {
        let (w, h) = (400u32, 250u32);
        let mut img = RgbaImage::new(w, h);
        for (i, p) in img.pixels_mut().enumerate() {
            // 80,000 distinct colours in the first 80,000 pixels, then a flat fill.
            let i = i as u32;
            *p = if i < 80_000 {
                Rgba([
                    (i & 0xFF) as u8,
                    ((i >> 8) & 0xFF) as u8,
                    (i >> 16) as u8 * 60,
                    255,
                ])
            } else {
                Rgba([250, 240, 230, 255])
            };
        }
        let ix = indexed(&img);
        assert_eq!(ix.replaced, 80_001 - 256);
        assert_eq!(&ix.palette[0..3], &[250, 240, 230]);
        let nearest = Nearest::new(&ix.palette);
        for (i, p) in img.pixels().enumerate() {
            let want = nearest.of([p[0], p[1], p[2]]);
            let got = ix.pixels[i] as usize;
            let colour = |k: usize| {
                [
                    ix.palette[3 * k],
                    ix.palette[3 * k + 1],
                    ix.palette[3 * k + 2],
                ]
            };
            // Equally near entries may differ in index but not in colour distance.
            assert_eq!(
                distance(colour(got), [p[0], p[1], p[2]]),
                distance(colour(want), [p[0], p[1], p[2]]),
                "pixel {i}"
            );
        }
    }

    #[test]
    fn few_colours_are_kept_exactly() {
        let mut img = RgbaImage::from_pixel(40, 30, Rgba([10, 20, 30, 255]));
        for x in 0..40 {
            img.put_pixel(x, 7, Rgba([200, 0, (x * 5) as u8, 255]));
        }
        let ix = indexed(&img);
        assert_eq!(ix.replaced, 0);
        assert_eq!(ix.palette.len(), 3 * 41);
        for (i, p) in img.pixels().enumerate() {
            let k = ix.pixels[i] as usize;
            assert_eq!(&ix.palette[3 * k..3 * k + 3], &p.0[..3], "pixel {i}");
        }
    }

    #[test]
    fn many_colours_keep_the_most_used_and_map_the_rest_to_the_nearest() {
        let mut img = RgbaImage::from_pixel(100, 100, Rgba([255, 255, 255, 255]));
        // 300 distinct shades, each used more the lower it is, so that the last 44 are the rarest.
        let mut n = 0;
        'fill: for shade in 0..300u32 {
            for _ in 0..(1 + (300 - shade) / 20) {
                let (x, y) = (n % 100, 1 + n / 100);
                if y >= 100 {
                    break 'fill;
                }
                img.put_pixel(
                    x,
                    y,
                    Rgba([0, (shade % 256) as u8, (shade / 256) as u8 * 100, 255]),
                );
                n += 1;
            }
        }
        let ix = indexed(&img);
        assert_eq!(ix.palette.len(), 3 * 256);
        assert!(ix.replaced > 0);
        // The most used colour (white) is exact, and every pixel is within a small distance.
        assert_eq!(&ix.palette[0..3], &[255, 255, 255]);
        for (i, p) in img.pixels().enumerate() {
            let k = ix.pixels[i] as usize;
            let got = [
                ix.palette[3 * k],
                ix.palette[3 * k + 1],
                ix.palette[3 * k + 2],
            ];
            assert!(
                distance(got, [p[0], p[1], p[2]]) <= 4.0 * 100.0 * 100.0,
                "pixel {i}: {got:?} for {p:?}"
            );
        }
    }
}
