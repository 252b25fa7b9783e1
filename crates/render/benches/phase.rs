//! One phase's picture at Discord size: the region sample with its base already cached, and the
//! grid sample. Target: median <= 30 ms and PNG <= 400 KB at 1600 px.

use criterion::{criterion_group, criterion_main, Criterion};
use korona_render::{png, render, render_image, samples};

fn phase(c: &mut Criterion) {
    korona_render::register_map(samples::sample_map());
    korona_render::register_map(samples::big_map());
    let big = samples::big_scene();
    eprintln!(
        "big sample PNG: {} bytes",
        render(&big, 1600).expect("renders").len()
    );
    let regions = samples::regions_scene();
    let grid = samples::grid_scene();
    // First render builds and caches the base; phases after that reuse it.
    let bytes = render(&regions, 1600).expect("renders");
    eprintln!("region sample PNG: {} bytes", bytes.len());
    eprintln!(
        "grid sample PNG: {} bytes",
        render(&grid, 1600).expect("renders").len()
    );

    c.bench_function("regions phase 1600 px (render + PNG)", |b| {
        b.iter(|| render(&regions, 1600).expect("renders"))
    });
    c.bench_function("regions phase 1600 px (render only)", |b| {
        b.iter(|| render_image(&regions, 1600).expect("renders"))
    });
    let img = render_image(&regions, 1600).expect("renders");
    c.bench_function("regions PNG encode 1600 px", |b| {
        b.iter(|| png::encode(&img).expect("encodes"))
    });
    c.bench_function("big regions phase 1600 px (render + PNG)", |b| {
        b.iter(|| render(&big, 1600).expect("renders"))
    });
    c.bench_function("grid phase 1600 px (render + PNG)", |b| {
        b.iter(|| render(&grid, 1600).expect("renders"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(4));
    targets = phase
}
criterion_main!(benches);
