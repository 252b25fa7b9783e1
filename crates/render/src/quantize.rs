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

fn words(img: &RgbaImage) -> impl Iterator<Item = u32> + '_ {
    img.as_raw()
        .chunks_exact(4)
        .map(|p| u32::from_le_bytes([p[0], p[1], p[2], 0xFF]))
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

    fn of(&self, want: [u8; 3]) -> usize {
        let [r, g, b] = want.map(i32::from);
        let [wr, wg, wb] = WEIGHTS.map(|w| w as i32);
        let start = self.by_green.partition_point(|e| e[0] < g);
        let mut best = (i32::MAX, i32::MAX);
        let mut walk = |entries: &mut dyn Iterator<Item = &[i32; 4]>| {
            for e in entries {
                let dg = wg * (e[0] - g) * (e[0] - g);
                if dg > best.0 {
                    break;
                }
                let d = wr * (e[1] - r) * (e[1] - r) + dg + wb * (e[2] - b) * (e[2] - b);
                if (d, e[3]) < best {
                    best = (d, e[3]);
                }
            }
        };
        walk(&mut self.by_green[start..].iter());
        walk(&mut self.by_green[..start].iter().rev());
        best.1.max(0) as usize
    }
}

/// The picture's palette and indices. Runs of one colour (most of a map) cost one table look-up.
pub fn indexed(img: &RgbaImage) -> Indexed {
    let mut counts = Table::new();
    let mut run: Option<(u32, u32)> = None;
    for px in words(img) {
        match &mut run {
            Some((colour, n)) if *colour == px => *n += 1,
            _ => {
                if let Some((colour, n)) = run {
                    *counts.entry(colour) += n;
                }
                run = Some((px, 1));
            }
        }
    }
    if let Some((colour, n)) = run {
        *counts.entry(colour) += n;
    }

    let mut colours: Vec<(u32, u32)> = counts.iter().collect();
    // Most used first; ties by colour so that the palette never depends on the table's order.
    colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let kept = colours.len().min(256);
    let mut palette = Vec::with_capacity(kept * 3);
    let mut index = Table::new();
    for (i, (colour, _)) in colours[..kept].iter().enumerate() {
        palette.extend_from_slice(&rgb(*colour));
        *index.entry(*colour) = i as u32;
    }
    let nearest = Nearest::new(&palette);
    for (colour, _) in &colours[kept..] {
        *index.entry(*colour) = nearest.of(rgb(*colour)) as u32;
    }

    let mut pixels = Vec::with_capacity((img.width() * img.height()) as usize);
    let mut last = (0u32, 0u8);
    for px in words(img) {
        if px != last.0 {
            last = (px, index.get(px) as u8);
        }
        pixels.push(last.1);
    }
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
        }
        assert_eq!(near.of([10, 20, 30]), 200);
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
