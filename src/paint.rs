//! The painter the service uses for maps: korona-render at a phone-friendly 1600 px, with every
//! game's static maps registered once, before the first picture.

use crate::service::Painter;
use std::sync::{Arc, Once};

/// Map width in pixels: labels stay >= 12 px on a phone at this size.
pub const WIDTH: u32 = 1600;

/// Registers every game's static maps with the renderer, once per process.
pub fn register_maps() {
    static MAPS: Once = Once::new();
    MAPS.call_once(|| {
        for game in korona_games::registry() {
            for map in game.static_maps() {
                korona_render::register_map(map);
            }
        }
    });
}

pub fn painter() -> Painter {
    Arc::new(|scene| {
        register_maps();
        match korona_render::render(scene, WIDTH) {
            Ok(png) => Some(png),
            Err(e) => {
                tracing::error!(error = %e, "a scene failed to render");
                None
            }
        }
    })
}
