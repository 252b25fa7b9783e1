//! Players by name on the maps. A game's scene calls a seat by its catalog's phrase ("Player 1",
//! "1. játékos") where the catalog writes `{ SEAT($player) }`; the service hands the game the names
//! players go by (see [`korona_engine::seat_marks`]). A picture cannot show a mention, so humans
//! appear by the name they sat down with, bots by their level.

use super::Service;
use korona_engine::{Catalog, DynState, Game, Lang, Scene, Viewer};
use korona_store::{Result, Store};
use std::collections::BTreeMap;

/// The names the maps of match `match_id` show for its seats, in `words`' language: a player's
/// remembered name, or the bot that plays the seat. A player never seen by name keeps the phrase.
pub async fn picture_names(
    store: &Store,
    words: &Catalog,
    match_id: i64,
) -> Result<BTreeMap<u8, String>> {
    let mut names = BTreeMap::new();
    for (seat, kept) in store.seats_named(match_id).await? {
        let name = match (&seat.user_id, &seat.bot_level) {
            (Some(_), _) => kept,
            (None, Some(level)) => Some(words.render(&korona_engine::msg!(
                "service-bot-seat-name",
                seat = seat.seat,
                level = level.as_str()
            ))),
            (None, None) => None,
        };
        if let Some(name) = name {
            names.insert(seat.seat, name);
        }
    }
    Ok(names)
}

/// The scene of what `viewer` sees of `state`, its seats called by `names`.
pub fn named_scene(
    game: &dyn Game,
    state: &DynState,
    viewer: Viewer,
    lang: Lang,
    names: &BTreeMap<u8, String>,
) -> Scene {
    game.named_scene_in(state, viewer, lang, &|seat| names.get(&seat).cloned())
}

impl Service {
    /// The names the maps of a match show for its seats (see [`picture_names`]).
    pub async fn picture_names(&self, match_id: i64, lang: Lang) -> BTreeMap<u8, String> {
        picture_names(&self.store, self.words_in(lang), match_id)
            .await
            .unwrap_or_default()
    }

    /// The scene of what `viewer` sees of match `match_id` in `state`, its seats named.
    pub(super) async fn scene_of(
        &self,
        match_id: i64,
        game: &dyn Game,
        state: &DynState,
        viewer: Viewer,
        lang: Lang,
    ) -> Scene {
        let names = self.picture_names(match_id, lang).await;
        named_scene(game, state, viewer, lang, &names)
    }

    /// The text board of what `viewer` sees of match `match_id` in `state`, its seats called by
    /// the names its maps show (issue 28, item 7: people in boards, not seat numbers).
    pub(super) async fn board_of(
        &self,
        match_id: i64,
        game: &dyn Game,
        state: &DynState,
        viewer: Viewer,
        lang: Lang,
    ) -> String {
        let names = self.picture_names(match_id, lang).await;
        game.named_describe_in(state, viewer, lang, &|seat| names.get(&seat).cloned())
    }
}
