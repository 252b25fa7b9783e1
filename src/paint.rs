//! The painter the service uses for maps: korona-render at a phone-friendly 1600 px, with every
//! game's static maps registered once, before the first picture.

use crate::service::Painter;
use std::sync::{Arc, Once};

pub use korona_render::PictureLayout;

/// Map width in pixels: labels stay >= 12 px on a phone at this size.
pub const WIDTH: u32 = 1600;
/// The phone picture's width: twice the 400 px a phone shows it at, so that a tap to zoom stays
/// sharp while the file stays small.
pub const PHONE_WIDTH: u32 = 800;

/// The width each layout is drawn at.
pub fn width_for(layout: PictureLayout) -> u32 {
    match layout {
        PictureLayout::Wide => WIDTH,
        PictureLayout::Phone => PHONE_WIDTH,
    }
}

/// Registers every game's static maps with the renderer, once per process.
pub fn register_maps() {
    static MAPS: Once = Once::new();
    MAPS.call_once(|| {
        for game in korona_games::registry() {
            for map in game.static_maps() {
                korona_render::register_map(map);
            }
        }
        // The map bases are most of a fresh process's first picture; built here off the request
        // path, the first map a player asks for finds them ready. A picture asked for before this
        // finishes builds its own base, as it did before.
        std::thread::spawn(|| {
            if let Err(e) = korona_render::warm(WIDTH) {
                tracing::warn!("warming the map bases failed: {e}");
            }
        });
    });
}

/// The service's painter: the wide picture.
pub fn painter() -> Painter {
    painter_for(PictureLayout::Wide)
}

/// A painter for one layout: `painter_for(PictureLayout::Phone)` draws the portrait picture whose
/// names and chips read at 400 px wide.
pub fn painter_for(layout: PictureLayout) -> Painter {
    Arc::new(move |scene| paint(scene, layout))
}

/// The service's phone painter: the portrait picture cut into pages no taller than 2:1
/// ([`korona_render::phone_pages`]), each as PNG bytes, top to bottom.
pub fn phone_painter() -> crate::service::PhonePainter {
    Arc::new(phone_pages)
}

/// The phone pages of one scene as PNG bytes; `None` (logged) if they cannot be drawn.
pub fn phone_pages(scene: &korona_engine::Scene) -> Option<Vec<Vec<u8>>> {
    register_maps();
    let pages = korona_render::phone_pages(scene, PHONE_WIDTH)
        .and_then(|pages| pages.iter().map(korona_render::png::encode).collect());
    match pages {
        Ok(pages) => Some(pages),
        Err(e) => {
            tracing::error!(error = %e, "a scene's phone pages failed to render");
            None
        }
    }
}

/// One scene as PNG bytes in `layout`, at that layout's width; `None` (logged) if it cannot be drawn.
pub fn paint(scene: &korona_engine::Scene, layout: PictureLayout) -> Option<Vec<u8>> {
    register_maps();
    match korona_render::render_with(scene, width_for(layout), layout) {
        Ok(png) => Some(png),
        Err(e) => {
            tracing::error!(error = %e, "a scene failed to render");
            None
        }
    }
}

/// The service's animator: every phase's public map as one GIF that fits Discord's upload limit
/// (see `korona_render::animation`).
pub fn animator() -> crate::service::Animator {
    Arc::new(|scenes| animate(scenes).map(|a| a.gif))
}

/// The replay of `scenes`, or `None` (logged) when it cannot be drawn or does not fit.
pub fn animate(scenes: &[korona_engine::Scene]) -> Option<korona_render::animation::Animation> {
    register_maps();
    match korona_render::animation::replay_gif(scenes, crate::service::finale::MAX_UPLOAD) {
        Ok(a) => a,
        Err(e) => {
            tracing::error!(error = %e, "a replay failed to render");
            None
        }
    }
}
