//! The painter the service uses for maps: korona-render at a phone-friendly 1600 px, with every
//! game's static maps registered once, before the first picture.

use crate::service::Painter;
use std::sync::{Arc, Once};

/// Map width in pixels: labels stay >= 12 px on a phone at this size.
pub const WIDTH: u32 = 1600;

pub fn painter() -> Painter {
    static MAPS: Once = Once::new();
    Arc::new(|scene| {
        MAPS.call_once(|| {
            for game in korona_games::registry() {
                for map in game.static_maps() {
                    korona_render::register_map(map);
                }
            }
        });
        match korona_render::render(scene, WIDTH) {
            Ok(png) => Some(png),
            Err(e) => {
                tracing::error!(error = %e, "a scene failed to render");
                None
            }
        }
    })
}
