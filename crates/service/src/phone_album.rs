//! A phone map as the pages a phone shows (issue 28, item 10): a portrait map taller than 2:1 is
//! shrunk by a phone until its names no longer read, so the renderer cuts it into pages and they go
//! out together, top to bottom, in one message. The first page carries the whole map's description;
//! each other page says which page it is, so a screen reader never meets a picture with no words.

use crate::reply::{Body, Picture};
use korona_engine::{msg, Catalog};
use std::sync::Arc;

/// The album of `pages` (PNG bytes, top to bottom) named after `stem`: the caption says how many
/// pages there are and what they hold when there is more than one; the first page's description is
/// `alt`, the whole map's.
pub(crate) fn album(
    stem: &str,
    pages: Vec<Vec<u8>>,
    mut caption: String,
    alt: String,
    match_id: i64,
    words: &Catalog,
) -> Body {
    let n = pages.len();
    if n > 1 {
        caption.push_str(&words.render(&msg!("service-map-phone-pages", pages = n)));
    }
    let pictures = pages
        .into_iter()
        .enumerate()
        .map(|(k, png)| Picture {
            name: if n > 1 {
                format!("{stem}-{}.png", k + 1)
            } else {
                format!("{stem}.png")
            },
            png: Arc::new(png),
            alt: if k == 0 {
                alt.clone()
            } else {
                words.render(&msg!(
                    "service-map-phone-page",
                    id = match_id,
                    page = k + 1,
                    pages = n
                ))
            },
        })
        .collect();
    Body::Album {
        caption: caption.into(),
        pictures,
    }
}
