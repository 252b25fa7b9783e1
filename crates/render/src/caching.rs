//! One switch for the renderer's pixel caches (rasterised glyphs, board layers), per thread: tests
//! turn it off to check that drawing from the caches changes no pixel.

use std::cell::Cell;

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(true) };
}

/// Turns this thread's use of the glyph and layer caches on or off (off: every glyph is rasterised
/// and every layer drawn where it is used).
#[doc(hidden)]
pub fn set_caches_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}

/// Whether this thread draws from the caches.
pub(crate) fn enabled() -> bool {
    ENABLED.with(Cell::get)
}
