//! capitals' English words: its Fluent catalog, and the few places (the text view and the scene of a
//! finished match) where the game itself shows one of its messages.

use korona_engine::{Catalog, Lang, Message};
use std::sync::LazyLock;

pub const EN: &str = include_str!("locales/en.ftl");
/// The same messages in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

/// capitals' catalog in `lang`, built once.
pub fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: LazyLock<[Catalog; 2]> = LazyLock::new(|| {
        [Lang::En, Lang::Hu].map(|lang| {
            let source = match lang {
                Lang::En => EN,
                Lang::Hu => HU,
            };
            Catalog::of(lang, &[source]).expect("the capitals catalogs parse")
        })
    });
    match lang {
        Lang::En => &CATALOGS[0],
        Lang::Hu => &CATALOGS[1],
    }
}

/// `message` in English (the text view's language).
pub fn english(message: &Message) -> String {
    catalog(Lang::En).render(message)
}
