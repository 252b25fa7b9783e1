//! The renderer's caches change no pixel: a picture drawn with every glyph rasterised where it is
//! drawn and every board drawn in place equals the one drawn from the glyph and layer caches,
//! cold and warm.

use korona_engine::scene::HexTop;
use korona_render::caching::set_caches_enabled as caches;
use korona_render::{glyphs, register_map, render, render_image, samples};

#[test]
fn cached_glyphs_and_layers_draw_the_same_pixels_as_drawing_everything() {
    register_map(samples::sample_map());
    register_map(samples::big_map());
    let scenes = [
        samples::grid_scene(),
        samples::regions_scene(),
        samples::big_scene(),
        samples::hex_scene(HexTop::Pointy),
        samples::hex_scene(HexTop::Flat),
    ];
    // Each scene starts from an empty glyph cache; the layer cache is not emptied, but no other
    // scene draws these boards at these sizes. On a thread of its own, since the switch is
    // per thread.
    for (i, scene) in scenes.iter().enumerate() {
        std::thread::scope(|t| {
            t.spawn(|| {
                caches(false);
                let plain = render_image(scene, 1600).expect("renders");
                caches(true);
                glyphs::clear_cache();
                let cold = render_image(scene, 1600).expect("renders");
                let warm = render_image(scene, 1600).expect("renders");
                assert!(plain == cold, "scene {i}: the cold cache changed pixels");
                assert!(plain == warm, "scene {i}: the warm cache changed pixels");
                // A narrow picture has other sizes: the cache must not hand it the wide one's glyphs.
                let narrow_cached = render(scene, 700).expect("renders");
                caches(false);
                let narrow_plain = render(scene, 700).expect("renders");
                assert!(narrow_plain == narrow_cached, "scene {i} at 700 px");
            });
        });
    }
}

/// A hex that changes its look (a lake freezing) is drawn anew, not copied from the last picture.
#[test]
fn a_changed_hex_is_not_copied_from_the_cached_terrain() {
    std::thread::spawn(|| {
        let before = samples::hex_scene(HexTop::Flat);
        let mut after = before.clone();
        let korona_engine::scene::Board::Hex(h) = &mut after.board else {
            unreachable!("a hex sample")
        };
        h.hexes[0].cell.fill = Some(korona_engine::scene::Rgb(200, 230, 240));
        h.hexes[1].cell.pattern = korona_engine::scene::Pattern::Hatch;
        caches(true);
        let _ = render_image(&before, 1500).expect("renders");
        let cached = render_image(&after, 1500).expect("renders");
        caches(false);
        let plain = render_image(&after, 1500).expect("renders");
        assert!(
            cached == plain,
            "the changed hexes were drawn from the old terrain"
        );
        assert!(cached != render_image(&before, 1500).expect("renders"));
    })
    .join()
    .expect("the check passes");
}
