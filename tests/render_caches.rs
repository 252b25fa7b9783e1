//! The renderer's caches change no pixel: a picture drawn with every glyph rasterised where it is
//! drawn equals the one drawn from the per-thread glyph cache, cold and warm.

use korona_engine::scene::HexTop;
use korona_render::{glyphs, register_map, render, render_image, samples};

#[test]
fn glyph_cache_draws_the_same_pixels_as_rasterising_each_glyph() {
    register_map(samples::sample_map());
    register_map(samples::big_map());
    let scenes = [
        samples::grid_scene(),
        samples::regions_scene(),
        samples::big_scene(),
        samples::hex_scene(HexTop::Pointy),
    ];
    // Each scene on a fresh thread, so the first cached draw starts from an empty cache.
    for (i, scene) in scenes.iter().enumerate() {
        std::thread::scope(|t| {
            t.spawn(|| {
                glyphs::set_cache_enabled(false);
                let plain = render_image(scene, 1600).expect("renders");
                glyphs::set_cache_enabled(true);
                let cold = render_image(scene, 1600).expect("renders");
                let warm = render_image(scene, 1600).expect("renders");
                assert!(plain == cold, "scene {i}: the cold cache changed pixels");
                assert!(plain == warm, "scene {i}: the warm cache changed pixels");
                // A narrow picture has other sizes: the cache must not hand it the wide one's glyphs.
                let narrow_cached = render(scene, 700).expect("renders");
                glyphs::set_cache_enabled(false);
                let narrow_plain = render(scene, 700).expect("renders");
                assert!(narrow_plain == narrow_cached, "scene {i} at 700 px");
            });
        });
    }
}
