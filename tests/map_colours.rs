//! Seat colours that stay distinct for colour-blind players (issue 28, item 10). Every game draws a
//! seat (fiefs: a house) in `palette::player(i)`; for each game's seat count, every pair of those
//! colours must stay at least [`MIN_SEATS`] apart in CIEDE2000 for normal sight and for simulated
//! deuteranopia and protanopia (Machado, Oliveira & Fernandes 2009, severity 1, applied to linear
//! RGB), and at least [`MIN_OTHERS`] from the neutral grey and the Crown's purple that share the
//! maps with them. With Okabe-Ito's set the closest seat pair was 12.2 (blue and reddish purple)
//! and reddish purple was 6.2 from the neutral grey.

use korona_engine::scene::palette::{self, player};
use korona_engine::scene::Rgb;

/// CIEDE2000 between any two seats' colours, whatever the sight: 10 is "clearly different" on a
/// flat swatch; small chips and county fills need about twice that.
const MIN_SEATS: f64 = 20.0;
/// CIEDE2000 between a seat and the neutral grey or the Crown's purple.
const MIN_OTHERS: f64 = 14.0;

type Mat = [[f64; 3]; 3];

const NORMAL: Mat = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
const PROTANOPIA: Mat = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: Mat = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const SIGHTS: [(&str, Mat); 3] = [
    ("normal", NORMAL),
    ("deuteranopia", DEUTERANOPIA),
    ("protanopia", PROTANOPIA),
];

fn linear(v: u8) -> f64 {
    let v = v as f64 / 255.0;
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// CIELAB (D65) of `c` as seen through `m`.
fn lab(c: Rgb, m: &Mat) -> [f64; 3] {
    let l = [linear(c.0), linear(c.1), linear(c.2)];
    let s: Vec<f64> = m
        .iter()
        .map(|row| (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0))
        .collect();
    let x = 0.4124 * s[0] + 0.3576 * s[1] + 0.1805 * s[2];
    let y = 0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2];
    let z = 0.0193 * s[0] + 0.1192 * s[1] + 0.9505 * s[2];
    let f = |t: f64| {
        let d = 6.0 / 29.0;
        if t > d * d * d {
            t.cbrt()
        } else {
            t / (3.0 * d * d) + 4.0 / 29.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIEDE2000 (Sharma, Wu & Dalal 2005).
fn ciede2000(a: [f64; 3], b: [f64; 3]) -> f64 {
    let [l1, a1, b1] = a;
    let [l2, a2, b2] = b;
    let rad = f64::to_radians;
    let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| b.atan2(a).to_degrees().rem_euclid(360.0);
    let (h1, h2) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 - h1 > 180.0 {
        h2 - h1 - 360.0
    } else {
        h2 - h1 + 360.0
    };
    let dh_big = 2.0 * (c1p * c2p).sqrt() * rad(dh / 2.0).sin();
    let l_bar = (l1 + l2) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    let h_bar = if c1p * c2p == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * rad(h_bar - 30.0).cos()
        + 0.24 * rad(2.0 * h_bar).cos()
        + 0.32 * rad(3.0 * h_bar + 6.0).cos()
        - 0.20 * rad(4.0 * h_bar - 63.0).cos();
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (cp_bar.powi(7) / (cp_bar.powi(7) + 25f64.powi(7))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * cp_bar;
    let sh = 1.0 + 0.015 * cp_bar * t;
    let rt = -rad(2.0 * d_theta).sin() * rc;
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dh_big / sh).powi(2) + rt * (dc / sc) * (dh_big / sh))
        .sqrt()
}

/// The smallest CIEDE2000 between `a` and `b` over the three sights, and the sight it occurs in.
fn closest(a: Rgb, b: Rgb) -> (f64, &'static str) {
    SIGHTS
        .iter()
        .map(|(name, m)| (ciede2000(lab(a, m), lab(b, m)), *name))
        .min_by(|x, y| x.0.total_cmp(&y.0))
        .expect("three sights")
}

/// The formula itself, on pairs from Sharma, Wu & Dalal's test data.
#[test]
fn ciede2000_matches_the_published_test_pairs() {
    let cases = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        (
            [60.2574, -34.0099, 36.2677],
            [60.4626, -34.1751, 39.4387],
            1.2644,
        ),
        (
            [22.7233, 20.0904, -46.6940],
            [23.0331, 14.9730, -42.5619],
            2.0373,
        ),
    ];
    for (a, b, want) in cases {
        let got = ciede2000(a, b);
        assert!((got - want).abs() < 1e-3, "{a:?} {b:?}: {got} != {want}");
    }
}

#[test]
fn every_games_seat_colours_stay_apart_for_colour_blind_sight() {
    let mut problems = Vec::new();
    let mut lowest = f64::MAX;
    for game in korona_games::registry() {
        let info = game.info();
        let seats: Vec<Rgb> = (0..info.max_seats as usize).map(player).collect();
        for (i, &a) in seats.iter().enumerate() {
            for (j, &b) in seats.iter().enumerate().skip(i + 1) {
                let (d, sight) = closest(a, b);
                lowest = lowest.min(d);
                if d < MIN_SEATS {
                    problems.push(format!(
                        "{}: seats {i} {a:?} and {j} {b:?} are {d:.1} apart in {sight}",
                        info.id
                    ));
                }
            }
            for (name, other) in [("neutral", palette::NEUTRAL), ("crown", palette::ROYAL)] {
                let (d, sight) = closest(a, other);
                if d < MIN_OTHERS {
                    problems.push(format!(
                        "{}: seat {i} {a:?} is {d:.1} from the {name} colour in {sight}",
                        info.id
                    ));
                }
            }
        }
    }
    eprintln!("closest seat pair: CIEDE2000 {lowest:.1}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
