//! kingdoms' English words: its Fluent catalog, and the English of a finished match's reason.

use korona_engine::{Catalog, Message};

pub const EN: &str = include_str!("locales/en.ftl");
/// The same messages in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

pub fn english(message: &Message) -> String {
    Catalog::english(&[EN])
        .expect("the kingdoms catalog parses")
        .render(message)
}
