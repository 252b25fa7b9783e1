//! The oligarchs picture on a phone (issue 16, item 7): at 400 px wide every county name and unit
//! chip is readable, and nothing on the board hides a name. Writes `/tmp/oligarchs-phone-400.png`
//! and `/tmp/oligarchs-wide-400.png` (both pictures shrunk to 400 px as Discord does), and the
//! pictures themselves as `/tmp/oligarchs-phone.png` (800 px) and `/tmp/oligarchs-wide.png` (1600 px).

use korona_engine::scene::{Board, Scene};
use korona_engine::{BotLevel, MatchSeed, Ruleset, Viewer};
use korona_games::oligarchs::state::{Phase, State};
use korona_games::oligarchs::Oligarchs;
use korona_render::{PictureLayout, Readability};

/// Text at least this tall (font size, in pixels of the 400-px view) reads on a phone.
const READABLE_PX: f32 = 9.0;

fn mid_game(variant: &str, seats: u8, seed: u64) -> State {
    use korona_engine::selfplay::SelfPlay;
    use std::ops::ControlFlow;
    let game = korona_games::find("oligarchs").expect("registered");
    let stop = |s: &State| {
        s.year >= 1302
            && matches!(s.phase, Phase::Move { .. })
            && s.counties.iter().filter(|h| h.attack.is_some()).count() >= 3
    };
    let played = SelfPlay::new(
        game,
        &vec![BotLevel::Easy; seats as usize],
        MatchSeed::from_number(seed),
    )
    .options(&[("variant", variant)])
    .expect("options")
    .play_with(|step| {
        if stop(step.table.state().downcast::<State>().expect("oligarchs")) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .expect("the bots play on");
    played.state.downcast::<State>().expect("oligarchs").clone()
}

fn scene(variant: &str, seats: u8, seed: u64) -> Scene {
    for m in Oligarchs.static_maps() {
        korona_render::register_map(m);
    }
    Oligarchs.scene(&mid_game(variant, seats, seed), Viewer::Spectator)
}

type Rect = (f32, f32, f32, f32);

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

fn check(r: &Readability) {
    let f = r.to_view();
    eprintln!(
        "phone {} px, at 400 px: names {:.2} px, chips {:.2} px tall with counts {:.2} px and \
         symbols {:.2} px, panels {:.2} px; {} strips",
        r.width,
        r.name_px * f,
        r.chip_h * f,
        r.count_px * f,
        r.symbol_px * f,
        r.panel_px * f,
        r.strips.len()
    );
    assert!(r.name_px * f >= READABLE_PX, "names {}", r.name_px * f);
    assert!(r.count_px * f >= READABLE_PX, "counts {}", r.count_px * f);
    assert!(r.panel_px * f >= READABLE_PX, "panels {}", r.panel_px * f);
    // A chip's symbols are drawn in a box one em tall; 8 px keeps cavalry, infantry and archers apart.
    assert!(r.symbol_px * f >= 8.0, "symbols {}", r.symbol_px * f);
    assert!(r.chip_h * f >= 14.0, "chips {}", r.chip_h * f);
    let p = &r.placed;
    assert!(!p.names.is_empty() && !p.chips.is_empty());
    let found = [
        ("names over names", clashes(&p.names, None)),
        ("chips over names", clashes(&p.names, Some(&p.chips))),
        ("markers over names", clashes(&p.names, Some(&p.markers))),
        ("chips over chips", clashes(&p.chips, None)),
    ];
    let cut: Vec<_> = p
        .names
        .iter()
        .chain(&p.chips)
        .chain(&p.markers)
        .filter(|b| !r.whole_in_a_strip(b))
        .collect();
    let bad: Vec<_> = found.iter().filter(|(_, c)| !c.is_empty()).collect();
    assert!(
        bad.is_empty() && cut.is_empty(),
        "{bad:?}; cut by every strip: {cut:?}"
    );
}

fn shrink(png: &image::RgbaImage, path: &str) -> (u32, u32) {
    let h = png.height() * 400 / png.width();
    let small = image::imageops::resize(png, 400, h, image::imageops::FilterType::Triangle);
    small.save(path).expect("writes /tmp");
    (small.width(), small.height())
}

#[test]
fn adv_six_seats_reads_at_400_px() {
    let scene = scene("adv", 6, 3);
    assert!(matches!(scene.board, Board::Regions(_)));
    for width in [800, 1600] {
        check(&korona_render::phone_readability(&scene, width).expect("lays out"));
    }
    let phone = korona_render::render_image_with(&scene, 800, PictureLayout::Phone).unwrap();
    let wide = korona_render::render_image_with(&scene, 1600, PictureLayout::Wide).unwrap();
    assert_eq!(wide, korona_render::render_image(&scene, 1600).unwrap());
    assert!(phone.height() > phone.width(), "portrait");
    eprintln!(
        "phone picture {:?}, wide {:?}",
        shrink(&phone, "/tmp/oligarchs-phone-400.png"),
        shrink(&wide, "/tmp/oligarchs-wide-400.png")
    );
    for (layout, width) in [(PictureLayout::Phone, 800), (PictureLayout::Wide, 1600)] {
        std::fs::write(
            format!("/tmp/oligarchs-{}.png", layout.word()),
            korona_render::render_with(&scene, width, layout).unwrap(),
        )
        .unwrap();
    }
}

/// The wide picture is what the phone layout fixes: its names are under 4 px at 400 px.
#[test]
fn the_wide_picture_does_not_read_at_400_px() {
    let scene = scene("adv", 6, 3);
    let wide_names = 15.0 * 400.0 / 1600.0;
    let phone = korona_render::phone_readability(&scene, 1600).unwrap();
    assert!(wide_names < READABLE_PX);
    assert!(phone.name_px * phone.to_view() > 2.0 * wide_names);
}

#[test]
fn basic_reads_at_400_px() {
    check(&korona_render::phone_readability(&scene("basic", 4, 5), 800).expect("lays out"));
}

#[test]
fn layouts_are_named_words() {
    assert_eq!("phone".parse(), Ok(PictureLayout::Phone));
    assert_eq!("WIDE".parse(), Ok(PictureLayout::Wide));
    let err = "tall".parse::<PictureLayout>().unwrap_err();
    assert!(
        err.contains("`tall`") && err.contains("wide, phone"),
        "{err}"
    );
}
