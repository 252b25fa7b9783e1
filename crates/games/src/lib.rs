//! The korona rulesets. A new game is a folder here plus one line in [`registry`].

use korona_engine::Game;

pub mod capitals;

/// Every game korona can host, by id. The first is the default for `demo`.
pub fn registry() -> &'static [&'static dyn Game] {
    &[&korona_engine::erased::Erased(capitals::Capitals)]
}
