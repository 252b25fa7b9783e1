//! Oligarchs maps a player reads at a glance (issue 28, item 10): on every map of several seeded
//! bot matches like `korona demo`'s (every phase, BASIC and ADV, English and Hungarian, the wide and
//! the phone picture) no county name is printed over another, no unit chip, marker row or other
//! chip covers a name or comes right against it, and no arrow runs under a chip or a marker row.
//! Before this test "Esztergom" and "Pilis" overlapped on every ADV map and chips sat on "Kőrös"
//! and "Esztergom"; later the 6-seat phone pages showed Pozsony's and Nyitra's chips under
//! Trencsén's arrows, a purple arrow across Varasd's chip and Pilis's castle against its name.

use std::ops::ControlFlow;

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Lang, MatchSeed, Viewer};
use korona_render::arrows::Capsule;
use korona_render::{placements, PictureLayout, Placed, Rect};

/// Whether two boxes share any area (touching edges do not).
fn intersect(a: &Rect, b: &Rect) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// Every pair of boxes from `a` and `b` (or within `a` when `b` is `None`) that intersect.
fn clashes(a: &[Rect], b: Option<&[Rect]>) -> Vec<(Rect, Rect)> {
    let mut out = Vec::new();
    for (i, x) in a.iter().enumerate() {
        let others = match b {
            Some(b) => b,
            None => &a[i + 1..],
        };
        out.extend(others.iter().filter(|y| intersect(x, y)).map(|y| (*x, *y)));
    }
    out
}

/// A name's box grown on every side by a quarter of its height (about 5 px at 1600 px, where a
/// name's box is 19.5 px tall): a castle 4 px from "Pilis" (2 of them its name's white halo) read
/// as part of the name.
fn with_room(n: &Rect) -> Rect {
    let d = (n.3 - n.1) / 4.0;
    (n.0 - d, n.1 - d, n.2 + d, n.3 + d)
}

/// Whether a box and an arrow (a segment with a radius: its shaft or head with the halo) share
/// any point, by walking the segment in half-pixel steps: a different way from the renderer's own.
fn under_arrow(r: &Rect, &((ax, ay), (bx, by), radius): &Capsule) -> bool {
    let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt();
    let steps = (len * 2.0).ceil().max(1.0) as usize;
    (0..=steps).any(|k| {
        let t = k as f32 / steps as f32;
        let (x, y) = (ax + (bx - ax) * t, ay + (by - ay) * t);
        let dx = (r.0 - x).max(0.0).max(x - r.2);
        let dy = (r.1 - y).max(0.0).max(y - r.3);
        dx * dx + dy * dy < radius * radius
    })
}

/// Every box of `boxes` that an arrow runs under, with the arrow.
fn arrow_clashes(boxes: &[Rect], arrows: &[Capsule]) -> Vec<(Rect, Capsule)> {
    let mut out = Vec::new();
    for b in boxes {
        out.extend(
            arrows
                .iter()
                .filter(|a| under_arrow(b, a))
                .map(|a| (*b, *a)),
        );
    }
    out
}

/// What covers a name or a chip on one map, by kind; empty when everything is clear.
fn hidden_names(p: &Placed) -> Vec<(&'static str, String)> {
    let roomy: Vec<Rect> = p.names.iter().map(with_room).collect();
    let show = |v: Vec<(Rect, Rect)>| (!v.is_empty()).then(|| format!("{v:?}"));
    let show_arrows = |v: Vec<(Rect, Capsule)>| (!v.is_empty()).then(|| format!("{v:?}"));
    [
        ("names over names", show(clashes(&p.names, None))),
        (
            "chips touching names",
            show(clashes(&roomy, Some(&p.chips))),
        ),
        (
            "markers touching names",
            show(clashes(&roomy, Some(&p.markers))),
        ),
        ("chips over chips", show(clashes(&p.chips, None))),
        (
            "arrows over chips",
            show_arrows(arrow_clashes(&p.chips, &p.arrows)),
        ),
        (
            "arrows over markers",
            show_arrows(arrow_clashes(&p.markers, &p.arrows)),
        ),
    ]
    .into_iter()
    .filter_map(|(kind, c)| c.map(|c| (kind, c)))
    .collect()
}

struct Demo {
    variant: &'static str,
    seats: u8,
    seed: u64,
    lang: Lang,
}

/// Checks every map of one bot match; returns how many maps it looked at.
fn check_match(d: &Demo, failures: &mut Vec<String>) -> usize {
    let game = korona_games::find("oligarchs").expect("registered");
    for m in game.static_maps() {
        korona_render::register_map(m);
    }
    let mut maps = 0;
    let mut last_phase = String::new();
    SelfPlay::new(
        game,
        &vec![BotLevel::Hard; d.seats as usize],
        MatchSeed::from_number(d.seed),
    )
    .options(&[("variant", d.variant)])
    .expect("options")
    .play_with(|step| {
        let scene = game.scene_in(step.table.state(), Viewer::Spectator, d.lang);
        // One map per phase step, as the thread gets them: a step that changes nothing drawn (a
        // sealed bid) draws the same map again.
        let key = format!("{:?}", scene.board) + &format!("{:?}", scene.arrows);
        if key == last_phase {
            return ControlFlow::Continue(());
        }
        last_phase = key;
        for (layout, width) in [(PictureLayout::Wide, 1600), (PictureLayout::Phone, 800)] {
            let placed = placements(&scene, width, layout).expect("renders");
            assert!(!placed.names.is_empty(), "a region map has names");
            maps += 1;
            let bad = hidden_names(&placed);
            // The first few failing pictures, to look at.
            if !bad.is_empty() && failures.len() < 8 {
                korona_render::render_image_with(&scene, width, layout)
                    .unwrap()
                    .save(format!("/tmp/map-labels-failure-{}.png", failures.len()))
                    .unwrap();
            }
            if !bad.is_empty() {
                failures.push(format!(
                    "{} {} seats seed {} {:?} entry {} {:?}: {bad:?}",
                    d.variant, d.seats, d.seed, d.lang, step.entry.seq, layout
                ));
            }
        }
        ControlFlow::Continue(())
    })
    .expect("the bots play on");
    maps
}

#[test]
fn no_oligarchs_map_hides_a_county_name() {
    let demos = [
        Demo {
            variant: "basic",
            seats: 6,
            seed: 1,
            lang: Lang::En,
        },
        Demo {
            variant: "adv",
            seats: 6,
            seed: 2,
            lang: Lang::En,
        },
        Demo {
            variant: "adv",
            seats: 4,
            seed: 3,
            lang: Lang::Hu,
        },
        Demo {
            variant: "basic",
            seats: 3,
            seed: 4,
            lang: Lang::Hu,
        },
    ];
    let mut failures = Vec::new();
    let mut maps = 0;
    for d in &demos {
        maps += check_match(d, &mut failures);
    }
    eprintln!(
        "{maps} maps checked, {} hiding a name or a chip",
        failures.len()
    );
    assert!(maps > 100, "only {maps} maps");
    assert!(
        failures.is_empty(),
        "{} of {maps} maps hide a name or a chip; first ones:\n{}",
        failures.len(),
        failures
            .iter()
            .take(8)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
