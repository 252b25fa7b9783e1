//! Spectators (issue 19, item 3): `spectate` follows a match by DM with the public post of each phase,
//! `spectate_delay` phases behind the players (a match option, default 1; 0 = live), so that a
//! watcher cannot tell a player what is happening now. A spectator's post is redrawn from the log at
//! the phase's position with the spectator's view: nothing secret reaches it, whatever the delay.

use super::{msg, refuse, Ctx, Reply, Result, Service};
use crate::store::MatchStatus;

impl Service {
    /// `spectate` / `spectate stop`.
    pub(super) async fn spectate(&self, cx: &Ctx<'_>, stop: bool) -> Result<Vec<Reply>> {
        let user = &cx.req.caller.user;
        if stop {
            let was = self.store.remove_spectator(cx.m.id, user).await?;
            let said = if was {
                msg!("service-spectate-stopped", id = cx.m.id)
            } else {
                msg!("service-spectate-was-not", id = cx.m.id)
            };
            return Ok(vec![Reply::caller(self.words.render(&said))]);
        }
        if cx.m.status == MatchStatus::Finished {
            return refuse(msg!("service-spectate-match-over", id = cx.m.id));
        }
        if super::auth::seat_of(&cx.seats, user).is_some() {
            return refuse(msg!("service-spectate-you-play", id = cx.m.id));
        }
        let settings = self.store.match_settings(cx.m.id).await?;
        self.store.add_spectator(cx.m.id, user, self.now()).await?;
        Ok(vec![Reply::caller(self.words.render(&msg!(
            "service-spectate-started",
            id = cx.m.id,
            delay = settings.spectate_delay
        )))])
    }
}
