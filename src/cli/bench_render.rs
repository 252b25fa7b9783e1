//! `korona bench render`: the maps the demos post, drawn and encoded as the bot posts them.
//!
//! Every scene a demo match draws is recorded; each is then drawn and encoded once to find the
//! largest PNG (the busiest map), whose render + encode is timed: the median wall time, and the
//! CPU time a map costs (all threads), which a shared machine does not inflate. The same pixels go
//! through the `image` crate's default PNG encoder in the same run, so the gain is a ratio on this
//! machine.

use super::bench::{ms, percentile, Figures};
use korona_engine::Scene;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// One game's demos: which matches, and the targets the issue sets (oligarchs ADV 6 seats only).
struct Demo {
    game: &'static str,
    variant: Option<&'static str>,
    seeds: std::ops::RangeInclusive<u64>,
    label: String,
}

pub(super) async fn render_bench(figures: &mut Figures) {
    crate::paint::register_maps();
    let mut demos = vec![Demo {
        game: "oligarchs",
        variant: Some("adv"),
        seeds: 1..=5,
        label: "oligarchs ADV 6 seats, seeds 1-5".into(),
    }];
    for game in korona_games::registry() {
        let id = game.info().id;
        if id != "oligarchs" {
            demos.push(Demo {
                game: id,
                variant: None,
                seeds: 1..=1,
                label: format!("{id} {} seats, seed 1", game.info().max_seats),
            });
        }
    }
    for demo in demos {
        let scenes = record(&demo).await;
        let flagship = demo.game == "oligarchs";
        measure(&demo.label, &scenes, flagship, figures);
    }
}

/// Every scene the demo matches drew, in order.
async fn record(demo: &Demo) -> Vec<Scene> {
    let scenes: Arc<Mutex<Vec<Scene>>> = Arc::default();
    for seed in demo.seeds.clone() {
        let out = std::env::temp_dir().join(format!(
            "korona-bench-render-{}-{}",
            std::process::id(),
            demo.game
        ));
        let args = super::demo::DemoArgs {
            game: Some(demo.game.into()),
            players: None,
            seed,
            out: out.clone(),
            db: None,
            variant: demo.variant.map(str::to_string),
            level: "hard".into(),
            options: Vec::new(),
            verbose: false,
        };
        let sink = scenes.clone();
        let painter: crate::service::Painter = Arc::new(move |scene: &Scene| {
            sink.lock().unwrap().push(scene.clone());
            None
        });
        super::demo::play_demo_painted(&args, painter)
            .await
            .expect("the demo plays");
        let _ = std::fs::remove_dir_all(&out);
    }
    Arc::try_unwrap(scenes)
        .map(|m| m.into_inner().unwrap())
        .unwrap_or_default()
}

/// Every scene's PNG size, found on two threads: a demo draws hundreds of maps and the sweep was
/// most of the default `korona bench` run. Only this search is split; the timed render below runs
/// on one thread.
fn sizes(scenes: &[Scene], width: u32) -> Vec<usize> {
    let half = scenes.len().div_ceil(2);
    let size_all = |part: &[Scene]| -> Vec<usize> {
        part.iter()
            .map(|s| korona_render::render(s, width).expect("renders").len())
            .collect()
    };
    let (first, second) = scenes.split_at(half);
    std::thread::scope(|t| {
        let other = t.spawn(|| size_all(second));
        let mut all = size_all(first);
        all.extend(other.join().expect("the sizing thread finishes"));
        all
    })
}

/// Timed renders of the busiest map.
const RUNS: u32 = 41;

fn measure(label: &str, scenes: &[Scene], flagship: bool, figures: &mut Figures) {
    let width = crate::paint::WIDTH;
    let Some((busiest, largest)) = sizes(scenes, width)
        .into_iter()
        .zip(scenes)
        .map(|(size, s)| (s, size))
        .max_by_key(|(_, size)| *size)
    else {
        println!("render: {label}: no maps drawn");
        return;
    };
    let mut whole = Vec::new();
    let cpu_before = super::cpu_time::of_process(std::process::id());
    for _ in 0..RUNS {
        let start = Instant::now();
        let png = korona_render::render(busiest, width).expect("renders");
        whole.push(start.elapsed());
        assert_eq!(
            png.len(),
            largest,
            "the same scene encodes to the same bytes"
        );
    }
    // On a shared machine the median waits for the CPU; the CPU time the process spent (every
    // thread) says what a map costs whatever else runs.
    let cpu = super::cpu_time::of_process(std::process::id())
        .zip(cpu_before)
        .map(|(after, before)| (after - before) / RUNS);
    let pixels = korona_render::render_image(busiest, width).expect("renders");
    let (mut ours, mut theirs, mut drawn) = (Vec::new(), Vec::new(), Vec::new());
    let (mut quantized, mut written) = (Vec::new(), Vec::new());
    let mut default_size = 0;
    for _ in 0..7 {
        let start = Instant::now();
        korona_render::render_image(busiest, width).expect("renders");
        drawn.push(start.elapsed());
        let start = Instant::now();
        korona_render::png::encode(&pixels).expect("encodes");
        ours.push(start.elapsed());
        // The encoder's two stages apart: where its time goes.
        let start = Instant::now();
        let indexed = korona_render::quantize::indexed(&pixels);
        quantized.push(start.elapsed());
        let start = Instant::now();
        korona_render::png::write_indexed(&indexed, pixels.width(), pixels.height())
            .expect("encodes");
        written.push(start.elapsed());
        let start = Instant::now();
        default_size = korona_render::png::encode_default(&pixels)
            .expect("encodes")
            .len();
        theirs.push(start.elapsed());
    }
    let p50 = percentile(&mut whole, 0.5);
    let (ours, theirs) = (percentile(&mut ours, 0.5), percentile(&mut theirs, 0.5));
    let drawn = percentile(&mut drawn, 0.5);
    let (quantized, written) = (
        percentile(&mut quantized, 0.5),
        percentile(&mut written, 0.5),
    );
    let targets = if flagship {
        " (targets: largest <= 250 KB, render + encode <= 8 ms)"
    } else {
        ""
    };
    println!(
        "render: {label}: {} maps at {width} px, largest {} KB; busiest render + encode median {} \
         (CPU {} a map){targets}; drawing alone {}, encode alone {} for {} KB (palette {}, \
         filter + deflate {}), image's default PNG {} for {} KB (size {:.2}x, time {:.2}x)",
        scenes.len(),
        largest / 1024,
        ms(p50),
        cpu.map_or("unknown".into(), ms),
        ms(drawn),
        ms(ours),
        largest / 1024,
        ms(quantized),
        ms(written),
        ms(theirs),
        default_size / 1024,
        largest as f64 / default_size as f64,
        ours.as_secs_f64() / theirs.as_secs_f64(),
    );
    if flagship {
        println!(
            "bench: render busiest map render + encode {} = {:.2}x the image crate's default PNG \
             encoder alone on the same pixels ({}, same run; goal <= 1.5x)",
            ms(p50),
            p50.as_secs_f64() / theirs.as_secs_f64(),
            ms(theirs),
        );
        first_map(busiest, width, p50);
        figures.add(
            "render-p50",
            format!("{:.2}", p50.as_secs_f64() * 1e3),
            "ms",
        );
        if let Some(cpu) = cpu {
            figures.add(
                "render-cpu",
                format!("{:.2}", cpu.as_secs_f64() * 1e3),
                "ms",
            );
        }
        figures.add("render-png-max", (largest / 1024).to_string(), "KB");
        figures.add(
            "render-size-vs-default",
            format!("{:.2}", largest as f64 / default_size as f64),
            "x",
        );
    }
}

/// The first map of a fresh process against a warm one. A process lacks the map bases and the
/// glyph and layer caches: the bases are dropped (registering a map again drops its bases) and the
/// caches switched off, an upper bound on what a fresh process pays. Measured once without the
/// warm-up the service starts at registration and once after it.
fn first_map(scene: &Scene, width: u32, warm: std::time::Duration) {
    let drop_bases = || {
        for game in korona_games::registry() {
            for map in game.static_maps() {
                korona_render::register_map(map);
            }
        }
    };
    let cold_render = || {
        korona_render::caching::set_caches_enabled(false);
        let start = Instant::now();
        korona_render::render(scene, width).expect("renders");
        let took = start.elapsed();
        korona_render::caching::set_caches_enabled(true);
        took
    };
    drop_bases();
    let unwarmed = cold_render();
    drop_bases();
    korona_render::warm(width).expect("the registered maps build");
    let warmed = cold_render();
    let ratio = |d: std::time::Duration| d.as_secs_f64() / warm.as_secs_f64();
    println!(
        "bench: render first map of a fresh process (bases built, caches cold) {} = {:.2}x a warm \
         one ({}, same run; goal < 3x); without the start-up warm-up {} = {:.2}x",
        ms(warmed),
        ratio(warmed),
        ms(warm),
        ms(unwarmed),
        ratio(unwarmed),
    );
}
