//! The English of every message a front-end shows: the engine's, each hosted game's and the
//! front-ends' own (`locales/en.ftl`), in one [`Catalog`] built from a registry.

use crate::service::Registry;
use korona_engine::{Catalog, CatalogError};

/// The service's, the terminal's and Discord's own English messages.
pub const EN: &str = include_str!("locales/en.ftl");

/// English for every game of `games` plus the front-ends; fails when two catalogs define one id.
pub fn try_english(games: Registry) -> Result<Catalog, CatalogError> {
    let mut sources: Vec<&str> = games().iter().map(|g| g.messages()).collect();
    sources.push(EN);
    Catalog::english(&sources)
}

/// [`try_english`] for catalogs that ship in the binary and are checked by the tests.
pub fn english(games: Registry) -> Catalog {
    try_english(games).expect("the shipped message catalogs load together")
}
