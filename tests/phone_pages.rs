//! The phone rule (issue 28, item 10): a phone opens a picture fitted to its screen, so a phone
//! picture taller than 2:1 is shrunk until its names no longer read. The oligarchs phone map (800 px
//! wide, two board strips, panels and legend: about 800x2800 to 800x3200) is therefore sent as
//! pages, each at most 2:1, cut only between strips, under the board and above the legend. So is
//! kingdoms' (about 800x3240); thrones' and capitals' are one page. Writes the pages of 2 and 6 seats to /tmp/oligarchs-phone-page-* and the
//! wide pictures of the same moments to /tmp/oligarchs-wide-*.

use std::ops::ControlFlow;

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Game, Lang, MatchSeed, Viewer};
use korona_render::{phone_pages, render_image, render_image_with, PictureLayout, PAGE_RATIO};

/// The spectator's scene of a bot match of `game` with `seats` seats after `steps` steps.
fn scene(game: &'static dyn Game, seats: u8, steps: usize) -> korona_engine::scene::Scene {
    for m in game.static_maps() {
        korona_render::register_map(m);
    }
    let mut n = 0;
    let played = SelfPlay::new(
        game,
        &vec![BotLevel::Easy; seats as usize],
        MatchSeed::from_number(3),
    )
    .play_with(|_| {
        n += 1;
        if n >= steps {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .unwrap_or_else(|e| panic!("{}: {e}", game.info().id));
    game.scene_in(&played.state, Viewer::Spectator, Lang::En)
}

/// Checks the pages of one scene; how many there are.
fn pages_keep_the_rule(id: &str, scene: &korona_engine::scene::Scene) -> Vec<image::RgbaImage> {
    let whole = render_image_with(scene, 800, PictureLayout::Phone).unwrap();
    let pages = phone_pages(scene, 800).unwrap();
    for (k, p) in pages.iter().enumerate() {
        assert_eq!(p.width(), 800, "{id} page {k}");
        assert!(
            p.height() <= PAGE_RATIO * p.width(),
            "{id} page {k} is {}x{}, taller than {PAGE_RATIO}:1 (whole picture {}x{})",
            p.width(),
            p.height(),
            whole.width(),
            whole.height()
        );
    }
    // The pages stacked are the whole picture: nothing is lost or drawn twice.
    let mut y = 0;
    for p in &pages {
        let part = image::imageops::crop_imm(&whole, 0, y, 800, p.height()).to_image();
        assert!(
            part == *p,
            "{id}: a page differs from the picture at row {y}"
        );
        y += p.height();
    }
    assert_eq!(y, whole.height(), "{id}");
    eprintln!(
        "{id}: phone picture {}x{} in {} pages {:?}",
        whole.width(),
        whole.height(),
        pages.len(),
        pages.iter().map(|p| p.height()).collect::<Vec<_>>()
    );
    pages
}

#[test]
fn oligarchs_phone_map_comes_in_pages_no_taller_than_two_to_one() {
    let game = korona_games::find("oligarchs").expect("registered");
    for seats in [2, 6] {
        let scene = scene(game, seats, 60);
        let pages = pages_keep_the_rule(&format!("oligarchs {seats}"), &scene);
        // Hungary's board needs two readable strips; with the panels that is more than one page.
        assert!(pages.len() >= 2, "{} pages", pages.len());
        for (k, p) in pages.iter().enumerate() {
            p.save(format!("/tmp/oligarchs-phone-page-{seats}-{k}.png"))
                .unwrap();
        }
        // The wide picture of the same moment, to look at beside the pages.
        render_image(&scene, 1600)
            .unwrap()
            .save(format!("/tmp/oligarchs-wide-{seats}.png"))
            .unwrap();
    }
}

#[test]
fn the_other_games_phone_maps_keep_the_rule_too() {
    for id in ["thrones", "capitals", "kingdoms", "fiefs"] {
        let game = korona_games::find(id).expect("registered");
        let seats = if id == "kingdoms" { 3 } else { 2 };
        let pages = pages_keep_the_rule(id, &scene(game, seats, 10));
        // Kingdoms' map and its panels are taller than one page too; the small boards fit one.
        if id == "thrones" || id == "capitals" {
            assert_eq!(pages.len(), 1, "{id}");
        }
    }
}
