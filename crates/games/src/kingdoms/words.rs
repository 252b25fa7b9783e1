//! kingdoms' English words: its Fluent catalog, and the English of a finished match's reason.

use korona_engine::{Catalog, Lang, Message};

pub const EN: &str = include_str!("locales/en.ftl");
/// The same messages in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

/// kingdoms' catalog in `lang`, built once.
pub fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: korona_engine::Catalogs = korona_engine::Catalogs::new("kingdoms", EN, HU);
    CATALOGS.get(lang)
}

pub fn english(message: &Message) -> String {
    catalog(Lang::En).render(message)
}
