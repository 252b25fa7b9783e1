//! A phase as players read it: the game's label in the reader's language where the game gives one,
//! else its phase string. The phase string itself stays the token stale buttons are checked against.

use korona_engine::{Catalog, DynState, Game};

pub(super) fn phase_text(words: &Catalog, game: &dyn Game, state: &DynState) -> String {
    match game.phase_label(state) {
        Some(label) => words.render(&label),
        None => game.awaiting(state).phase,
    }
}
