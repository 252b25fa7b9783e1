//! Your own view on the turn card (issue 28, item 3): the card that answers a seated player's order
//! carries the picture of that seat's view when it shows something the public picture does not (a
//! secret homeland, sealed orders drawn as arrows, a private panel). It goes to the caller alone;
//! the public posts keep the spectator's picture.

use super::{Body, Ctx, Loaded, Reply, Service, To};
use korona_engine::{msg, Seat, Viewer};

impl Service {
    /// The seat's own picture for its card, or none: no painter, or nothing private to show (the
    /// scenes compared, not the pixels: a scene costs little, a picture much).
    pub(super) async fn own_view_card(
        &self,
        cx: &Ctx<'_>,
        loaded: &Loaded,
        seat: Seat,
    ) -> Option<Reply> {
        self.painter.as_ref()?;
        let (game, state, lang) = (cx.game, &loaded.state, cx.m.lang);
        let own = self
            .scene_of(cx.m.id, game, state, Viewer::Seat(seat), lang)
            .await;
        let public = self
            .scene_of(cx.m.id, game, state, Viewer::Spectator, lang)
            .await;
        if own == public {
            return None;
        }
        let alt = crate::alt_text::alt_text(&own, &[], &[], lang);
        let png = self.paint(own).await?;
        // The picture's words are in the match's language, as the map's are; the caption is the
        // caller's.
        let words = self.words_in(cx.req.caller.lang);
        let caption = words.render(&msg!("service-card-own-view", id = cx.m.id));
        Some(Reply {
            to: To::Caller,
            body: Body::Image {
                name: format!("match-{}-{:05}-own.png", cx.m.id, loaded.seq),
                png: std::sync::Arc::new(png),
                caption: caption.into(),
                alt,
            },
        })
    }
}
