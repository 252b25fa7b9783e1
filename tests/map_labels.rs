//! Oligarchs maps a player reads at a glance (issue 28, item 10): on every map of several seeded
//! bot matches like `korona demo`'s (every phase, BASIC and ADV, English and Hungarian, the wide and
//! the phone picture) no county name is printed over another, and no unit chip, marker row or other
//! chip covers a name. Before this test "Esztergom" and "Pilis" overlapped on every ADV map and
//! chips sat on "Kőrös" and "Esztergom".

use std::ops::ControlFlow;

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Lang, MatchSeed, Viewer};
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

/// What covers a name on one map, by kind; empty when every name is clear.
fn hidden_names(p: &Placed) -> Vec<(&'static str, Vec<(Rect, Rect)>)> {
    [
        ("names over names", clashes(&p.names, None)),
        ("chips over names", clashes(&p.names, Some(&p.chips))),
        ("markers over names", clashes(&p.names, Some(&p.markers))),
        ("chips over chips", clashes(&p.chips, None)),
    ]
    .into_iter()
    .filter(|(_, c)| !c.is_empty())
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
    eprintln!("{maps} maps checked, {} with a hidden name", failures.len());
    assert!(maps > 100, "only {maps} maps");
    assert!(
        failures.is_empty(),
        "{} of {maps} maps hide a name; first ones:\n{}",
        failures.len(),
        failures
            .iter()
            .take(8)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
