//! Colours. The shared constants (players, neutral, royal, terrain) live in
//! `korona_engine::scene::palette` so games and the renderer use one palette; the blending helpers
//! only the renderer needs stay here.

pub use korona_engine::scene::palette::*;
use korona_engine::scene::Rgb;

/// `a` at t = 0, `b` at t = 1.
pub fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let f = |x: u8, y: u8| {
        (x as f32 + (y as f32 - x as f32) * t)
            .round()
            .clamp(0.0, 255.0) as u8
    };
    Rgb(f(a.0, b.0), f(a.1, b.1), f(a.2, b.2))
}

/// A pale version for large areas, so text and units on top stay readable.
pub fn tint(c: Rgb, strength: f32) -> Rgb {
    mix(Rgb(255, 255, 255), c, strength)
}

pub fn darken(c: Rgb, amount: f32) -> Rgb {
    mix(c, Rgb(0, 0, 0), amount)
}

/// Relative luminance (WCAG), 0 black .. 1 white.
pub fn luminance(c: Rgb) -> f32 {
    let lin = |v: u8| {
        let v = v as f32 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
}

/// Black or white, whichever reads better on `bg`.
pub fn ink_on(bg: Rgb) -> Rgb {
    if luminance(bg) > 0.28 {
        INK
    } else {
        Rgb(255, 255, 255)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_distinct_and_readable_on_paper() {
        for (i, a) in PLAYERS.iter().enumerate() {
            for b in &PLAYERS[i + 1..] {
                let d = (a.0 as i32 - b.0 as i32).abs()
                    + (a.1 as i32 - b.1 as i32).abs()
                    + (a.2 as i32 - b.2 as i32).abs();
                assert!(d > 80, "{a:?} and {b:?} too close");
            }
            assert!(luminance(*a) < 0.6, "{a:?} too light for a light map");
        }
    }

    #[test]
    fn ink_contrasts() {
        assert_eq!(ink_on(Rgb(255, 255, 255)), INK);
        assert_eq!(ink_on(Rgb(0, 0, 0)), Rgb(255, 255, 255));
    }
}
