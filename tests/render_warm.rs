//! Issue 31 item 5: the first map of a fresh process was 150-240 ms against about 20 ms warm, and
//! the map base (region mask, borders, name places) was most of it. A process warms the bases of
//! its registered maps on a thread of its own at start-up; the first picture must then use that
//! base, not build another, and draw exactly what a base built at the first picture draws.

use korona_render::{bases_built, register_map, render, samples, warm};

#[test]
fn a_warmed_base_is_the_one_the_first_picture_uses_and_draws_the_same_pixels() {
    let map = samples::big_map();
    let id = map.id.clone();
    let scene = samples::big_scene();

    register_map(map.clone());
    assert_eq!(bases_built(&id), 0, "registering drops the map's bases");
    let built_at_first_picture = render(&scene, 1600).expect("renders");
    assert_eq!(bases_built(&id), 1);

    // Registering again drops the base, as a fresh process has none.
    register_map(map);
    assert_eq!(bases_built(&id), 0);
    let warmed = warm(1600).expect("the registered map builds");
    assert_eq!(warmed, 1, "every registered map is warmed");
    assert_eq!(bases_built(&id), 1);
    let after_warm_up = render(&scene, 1600).expect("renders");
    // A base keyed other than the picture's would be built again here.
    assert_eq!(
        bases_built(&id),
        1,
        "the picture used the warmed base rather than building its own"
    );
    assert!(
        built_at_first_picture == after_warm_up,
        "a warmed base draws the same pixels"
    );
}
