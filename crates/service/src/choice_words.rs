//! Choices whose labels are words ("a random valid homeland", "casualties cavalry first (now)") put
//! into the reader's language before any front-end shows them; order-text labels pass unchanged.

use korona_engine::{Catalog, Choice};

pub(super) fn worded(words: &Catalog, choices: Vec<Choice>) -> Vec<Choice> {
    choices
        .into_iter()
        .map(|c| c.worded(|m| words.render(m)))
        .collect()
}
