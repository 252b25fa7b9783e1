//! The korona rulesets. A new game is a folder here plus one line in [`registry`].

use korona_engine::Game;

pub mod oligarchs;

/// Every game korona can host, by id. The first is the default for `demo`.
pub fn registry() -> &'static [&'static dyn Game] {
    &[&korona_engine::erased::Erased(oligarchs::Oligarchs)]
}

/// The game with this id (as typed: case and surrounding spaces ignored).
pub fn find(id: &str) -> Option<&'static dyn Game> {
    let id = id.trim().to_ascii_lowercase();
    registry().iter().copied().find(|g| g.info().id == id)
}

/// The ids of every game, for refusals that list what is accepted.
pub fn ids() -> Vec<&'static str> {
    registry().iter().map(|g| g.info().id).collect()
}
