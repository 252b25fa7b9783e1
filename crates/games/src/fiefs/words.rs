//! fiefs' English words: its Fluent catalog, and the places where the game itself shows a message
//! (the text view and the scene of a finished match).

use korona_engine::{Catalog, Lang, Message};

pub const EN: &str = include_str!("locales/en.ftl");
/// The same messages in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

/// fiefs' catalog in `lang`, built once.
pub fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: korona_engine::Catalogs = korona_engine::Catalogs::new("fiefs", EN, HU);
    CATALOGS.get(lang)
}

/// `message` in English.
pub fn english(message: &Message) -> String {
    catalog(Lang::En).render(message)
}
