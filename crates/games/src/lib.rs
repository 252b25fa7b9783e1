//! The korona rulesets. A new game is a folder here plus one line in [`registry`].

use korona_engine::Game;

pub mod capitals;
pub mod fiefs;
pub mod kingdoms;
pub mod oligarchs;
pub mod thrones;

/// Every game korona can host, by id. The first is the default for `demo`.
pub fn registry() -> &'static [&'static dyn Game] {
    &[
        &korona_engine::erased::Erased(oligarchs::Oligarchs),
        &korona_engine::erased::Erased(capitals::Capitals),
        &korona_engine::erased::Erased(kingdoms::Kingdoms),
        &korona_engine::erased::Erased(fiefs::Fiefs),
        &korona_engine::erased::Erased(thrones::Thrones),
    ]
}

/// The game with this id (as typed: case and surrounding spaces ignored).
pub fn find(id: &str) -> Option<&'static dyn Game> {
    let id = id.trim().to_ascii_lowercase();
    registry().iter().copied().find(|g| g.info().id == id)
}
