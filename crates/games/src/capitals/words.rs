//! capitals' English words: its Fluent catalog, and the few places (the text view and the scene of a
//! finished match) where the game itself shows one of its messages.

use korona_engine::{Catalog, Message};

pub const EN: &str = include_str!("locales/en.ftl");
/// The same messages in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

/// `message` in English. Built on demand: only a finished match's view needs it.
pub fn english(message: &Message) -> String {
    Catalog::english(&[EN])
        .expect("the capitals catalog parses")
        .render(message)
}
