//! Fits the oligarchs board drawing once and stores it (`oligarchs/data/drawing-adv.csv`); start-up
//! only reads the numbers. Rerun after changing seats or borders:
//! `cargo test --test oligarchs_scene_fit -- --ignored --nocapture`.

use korona_games::oligarchs::drawing::{project, Drawing};
use korona_games::oligarchs::map::{map, Variant};
use korona_render::{fit_weights, hull_outline, map_frame, FitOptions};
use std::collections::BTreeSet;

/// Pixels at the 1600 px board frame; `OLIGARCHS_MIN_AREA` overrides it to try others.
fn min_area() -> u32 {
    std::env::var("OLIGARCHS_MIN_AREA")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6000)
}

#[test]
#[ignore]
fn fit_and_store_the_adv_drawing() {
    let adv = map(Variant::Adv);
    let raw: Vec<(f64, f64)> = adv.counties.iter().map(|c| project(c.lat, c.lon)).collect();
    // A margin of 0.3° keeps hull seats' cells deep enough for a name while keeping the 8 hull
    // pairs of the Delaunay triangulation that are not borders apart.
    let outline = hull_outline(&raw, 0.3);
    let (x0, y0) = outline
        .iter()
        .fold((f64::MAX, f64::MAX), |(x, y), p| (x.min(p.0), y.min(p.1)));
    let shift = |p: &(f64, f64)| (p.0 - x0, p.1 - y0);
    let mut drawing = Drawing {
        outline: outline.iter().map(shift).collect(),
        sites: raw.iter().map(|p| (shift(p), 0.0)).collect(),
    };
    let frame = map_frame(&drawing.static_map(Variant::Adv), 1600);
    let wanted: BTreeSet<(u16, u16)> = adv
        .borders
        .iter()
        .map(|b| {
            let (a, c) = (b.a as u16 + 1, b.b as u16 + 1);
            (a.min(c), a.max(c))
        })
        .collect();
    let points: Vec<(f64, f64)> = drawing.sites.iter().map(|s| s.0).collect();
    let fit = fit_weights(
        &points,
        &vec![0.0; points.len()],
        &drawing.outline,
        &frame,
        &wanted,
        &FitOptions {
            max_stray: 2,
            min_touch: 5,
            // The dense west (Pozsony, Nyitra, Moson, Győr) otherwise gets cells too small for a
            // name, a castle and a unit chip; grown cells keep them readable at 1600 px.
            min_area: min_area(),
            ..Default::default()
        },
    );
    println!(
        "fit after {} rounds: missing {:?} extra {:?} small {:?}",
        fit.rounds, fit.missing, fit.extra, fit.small
    );
    assert!(
        fit.is_exact(),
        "missing {:?} extra {:?}",
        fit.missing,
        fit.extra
    );
    drawing.sites = fit
        .points
        .iter()
        .copied()
        .zip(fit.weights.iter().copied())
        .collect();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/games/src/oligarchs/data/drawing-adv.csv"
    );
    std::fs::write(path, drawing.to_csv()).expect("writes the drawing data");
}
