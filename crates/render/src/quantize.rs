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

/// Open-addressing table from an opaque pixel (as a little-endian u32) to a colour's number + 1.
/// Opaque pixels have alpha 0xFF, so the key 0 never occurs and marks an empty slot. Key and
/// value share a slot, so that a look-up touches one cache line.
struct Table {
    slots: Vec<[u32; 2]>,
    len: usize,
}

impl Table {
    /// A table for a picture of `pixels`: a busy 1600 px map has about one colour per 180
    /// pixels, and growing the table three times was a visible part of its first pass.
    fn new(pixels: usize) -> Self {
        Table {
            slots: vec![[0, 0]; (pixels / 64).next_power_of_two().clamp(1 << 12, 1 << 15)],
            len: 0,
        }
    }

    #[inline]
    fn entry(&mut self, key: u32) -> &mut u32 {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 8) as usize & mask;
        while self.slots[i][0] != 0 && self.slots[i][0] != key {
            i = (i + 1) & mask;
        }
        if self.slots[i][0] == 0 {
            self.slots[i][0] = key;
            self.len += 1;
        }
        &mut self.slots[i][1]
    }

    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let twice = vec![[0, 0]; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, twice);
        self.len = 0;
        for [k, v] in old {
            if k != 0 {
                *self.entry(k) = v;
            }
        }
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
    /// For each green value, where entries of that green or more begin in `by_green`: a binary
    /// search per shade mispredicted about half its steps.
    from_green: [u16; 256],
}

impl Nearest {
    fn new(palette: &[u8]) -> Self {
        let mut by_green: Vec<[i32; 4]> = palette
            .chunks_exact(3)
            .enumerate()
            .map(|(i, c)| [c[1] as i32, c[0] as i32, c[2] as i32, i as i32])
            .collect();
        by_green.sort_unstable();
        let from_green =
            std::array::from_fn(|g| by_green.partition_point(|e| e[0] < g as i32) as u16);
        Nearest {
            by_green,
            from_green,
        }
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
        let start = self.from_green[g as usize] as usize;
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

/// The picture after the first pass: its colours and its runs of one colour.
struct Part {
    /// From a colour's key to its number + 1.
    table: Table,
    /// Each colour as a key, numbered in order of first sight.
    colours: Vec<u32>,
    counts: Vec<u32>,
    /// The number of the colour each one first appeared beside.
    beside: Vec<u32>,
    /// Each run of one colour: where it starts (a pixel's offset) and its colour's number.
    runs: Vec<(u32, u32)>,
}

/// Pixels compared with their left neighbour at a time: one bit each in a `u64`.
const BLOCK: usize = 64;

/// Numbers each colour of `raw` as it is first seen, counts its pixels and lists its runs. A map
/// is mostly runs of one colour, and a branch per pixel or per run end was most of this pass
/// (the end of a run is a coin toss to the processor): a block of pixels is compared with its
/// left neighbours at once, into a bit mask the compiler can vectorise, and only the set bits,
/// the pixels where a colour changes, cost a look-up.
fn first_pass(raw: &[u8]) -> Part {
    let n = raw.len() / 4;
    let mut table = Table::new(n);
    let mut colours: Vec<u32> = Vec::new();
    let mut counts: Vec<u32> = Vec::new();
    let mut beside: Vec<u32> = Vec::new();
    let mut runs: Vec<(u32, u32)> = Vec::with_capacity(n / 8);
    // The current run's colour number and first pixel.
    let (mut number, mut start) = (0usize, 0usize);
    let mut block = 0;
    while block < n {
        let end = (block + BLOCK).min(n);
        // Most blocks of a map lie inside one fill: one comparison of the block with itself a
        // pixel to the left (a `memcmp`) clears them.
        if block > 0 && raw[4 * block..4 * end] == raw[4 * block - 4..4 * end - 4] {
            block = end;
            continue;
        }
        // The first pixel of the picture always starts a run.
        let from = block.max(1);
        let mut changes = u64::from(block == 0);
        let here = raw[4 * from..4 * end].chunks_exact(4);
        let left = raw[4 * from - 4..4 * end - 4].chunks_exact(4);
        for (bit, (a, b)) in (from - block..).zip(here.zip(left)) {
            let (a, b) = (
                u32::from_le_bytes(a.try_into().expect("4 bytes")),
                u32::from_le_bytes(b.try_into().expect("4 bytes")),
            );
            changes |= u64::from(a != b) << bit;
        }
        while changes != 0 {
            let j = block + changes.trailing_zeros() as usize;
            changes &= changes - 1;
            let k = u32::from_le_bytes(raw[4 * j..4 * j + 4].try_into().expect("4 bytes"))
                | 0xFF00_0000;
            let slot = table.entry(k);
            if *slot == 0 {
                colours.push(k);
                counts.push(0);
                // The colour it first appeared beside: a shade's likely nearest kept colour.
                beside.push(number as u32);
                *slot = colours.len() as u32;
            }
            let found = *slot as usize - 1;
            if j > 0 {
                counts[number] += (j - start) as u32;
            }
            runs.push((j as u32, found as u32));
            (number, start) = (found, j);
        }
        block = end;
    }
    if n > 0 {
        counts[number] += (n - start) as u32;
    }
    Part {
        table,
        colours,
        counts,
        beside,
        runs,
    }
}

impl Part {
    /// Takes in the colours of `lower`, the part of the picture after this one: each new colour
    /// gets the next number, every count adds up, and the result maps `lower`'s numbers to these.
    fn merge(&mut self, lower: &Part) -> Vec<u32> {
        let numbers: Vec<u32> = lower
            .colours
            .iter()
            .map(|&k| {
                let slot = self.table.entry(k);
                if *slot == 0 {
                    self.colours.push(k);
                    self.counts.push(0);
                    self.beside.push(u32::MAX);
                    *slot = self.colours.len() as u32;
                }
                *slot - 1
            })
            .collect();
        for (local, &n) in numbers.iter().enumerate() {
            let n = n as usize;
            self.counts[n] += lower.counts[local];
            if self.beside[n] == u32::MAX {
                self.beside[n] = numbers[lower.beside[local] as usize];
            }
        }
        numbers
    }
}

/// Each run's palette index written over `out` (offsets count from its first pixel), 16
/// bytes at a store: a run's last store may reach past its end, and the runs after it, written
/// later, put their own bytes there. The runs that end within 16 bytes of `out`'s end are filled
/// exactly, so that nothing is written past it.
fn fill_runs(out: &mut [u8], runs: &[(u32, u32)], index: &[u8]) {
    let n = out.len();
    let ends = runs.iter().skip(1).map(|&(s, _)| s as usize).chain([n]);
    for (&(s, number), e) in runs.iter().zip(ends) {
        let s = s as usize;
        let v = [index[number as usize]; 16];
        if e + 16 > n {
            out[s..e].fill(v[0]);
            continue;
        }
        let mut p = s;
        loop {
            out[p..p + 16].copy_from_slice(&v);
            p += 16;
            if p >= e {
                break;
            }
        }
    }
}

/// Pictures smaller than this are numbered on one thread: splitting would cost more than it saves.
const SPLIT_FROM: usize = 1 << 16;

/// The picture's palette and indices, in one pass over the pixels and one over their runs.
///
/// The first pass numbers colours and lists the runs of one colour; the second writes each run's
/// palette index. A big picture is cut in two at a row, and each pass works on the two halves on
/// two threads ([`crate::split::both`], which says what that costs and saves). The palette depends
/// only on the counts of the colours and on the colours themselves, so the picture comes out the
/// same whether it was cut or not.
pub fn indexed(img: &RgbaImage) -> Indexed {
    let rows = if img.len() / 4 >= SPLIT_FROM {
        img.height() as usize / 2
    } else {
        0
    };
    indexed_cut(img, rows)
}

/// [`indexed`] with the picture cut above row `rows`.
fn indexed_cut(img: &RgbaImage, rows: usize) -> Indexed {
    let raw = img.as_raw();
    let n = raw.len() / 4;
    let cut = 4 * img.width() as usize * rows;
    let (top, bottom) = raw.split_at(cut);
    let (mut upper, lower) = crate::split::both(|| first_pass(top), || first_pass(bottom));
    let numbers = upper.merge(&lower);
    let Part {
        colours,
        counts,
        beside,
        runs,
        ..
    } = &upper;

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

    let lower_index: Vec<u8> = numbers.iter().map(|&k| index[k as usize]).collect();
    let mut pixels = vec![0u8; n];
    let (above, below) = pixels.split_at_mut(cut / 4);
    crate::split::both(
        || fill_runs(above, runs, &index),
        || fill_runs(below, &lower.runs, &lower_index),
    );
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

    /// A picture of 80,000 colours (once past what a two-byte colour number held): every pixel
    /// still gets its kept colour or the nearest kept one.
    #[test]
    fn a_picture_of_eighty_thousand_colours_maps_every_pixel() {
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

    /// A picture cut anywhere, at its first row, in the middle, a row before its end, comes out
    /// as it does uncut: the same palette and the same index at every pixel.
    #[test]
    fn a_cut_picture_comes_out_as_an_uncut_one() {
        crate::register_map(crate::samples::big_map());
        let img = crate::render_image(&crate::samples::big_scene(), 1600).expect("renders");
        let whole = indexed_cut(&img, 0);
        assert!(whole.replaced > 0, "a busy map, past 256 colours");
        let h = img.height() as usize;
        for rows in [1, 7, h / 2, h - 1, h] {
            let cut = indexed_cut(&img, rows);
            assert_eq!(cut.palette, whole.palette, "cut above row {rows}");
            assert_eq!(cut.replaced, whole.replaced, "cut above row {rows}");
            assert!(cut.pixels == whole.pixels, "cut above row {rows}");
        }
        assert!(indexed(&img).pixels == whole.pixels);
    }

    /// Runs of every length from 1 to 40 pixels, across block and row ends, come back exactly:
    /// each run's 16-byte stores never leave a byte of an earlier run behind.
    #[test]
    fn runs_of_every_length_keep_their_colours() {
        let (w, h) = (97u32, 61u32);
        let mut img = RgbaImage::new(w, h);
        let mut x = 7u32;
        let (mut left, mut colour) = (0u32, Rgba([0, 0, 0, 255]));
        for p in img.pixels_mut() {
            if left == 0 {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                left = 1 + (x >> 16) % 40;
                let c = ((x >> 8) % 12) as u8;
                colour = Rgba([c * 20, 255 - c * 20, c * 7, 255]);
            }
            *p = colour;
            left -= 1;
        }
        let ix = indexed(&img);
        assert_eq!(ix.replaced, 0);
        assert_eq!(ix.pixels.len(), (w * h) as usize);
        for (i, p) in img.pixels().enumerate() {
            let k = ix.pixels[i] as usize;
            assert_eq!(&ix.palette[3 * k..3 * k + 3], &p.0[..3], "pixel {i}");
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
