//! capitals' English words: its Fluent catalog, and the few places (the text view and the scene of a
//! finished match) where the game itself shows one of its messages.

use korona_engine::{Catalog, Lang, Message};

pub const EN: &str = include_str!("locales/en.ftl");
/// The same messages in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

/// capitals' catalog in `lang`, built once.
pub fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: korona_engine::Catalogs = korona_engine::Catalogs::new("capitals", EN, HU);
    CATALOGS.get(lang)
}

/// `message` in English (the text view's language).
pub fn english(message: &Message) -> String {
    catalog(Lang::En).render(message)
}
