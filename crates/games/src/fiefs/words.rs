//! fiefs' English words: its Fluent catalog, and the places where the game itself shows a message
//! (the text view and the scene of a finished match).

use korona_engine::{Catalog, Message};

pub const EN: &str = include_str!("locales/en.ftl");
/// The same messages in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

/// `message` in English.
pub fn english(message: &Message) -> String {
    Catalog::english(&[EN])
        .expect("the fiefs catalog parses")
        .render(message)
}
