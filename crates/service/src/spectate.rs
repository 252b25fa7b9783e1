//! Spectators (issue 19, item 3): `spectate` follows a match by DM with the public post of each phase,
//! `spectate` phases behind the players (a match option, default 1; 0 = live), so that a watcher
//! cannot tell a player what is happening now. A spectator's post is rebuilt from the log at the
//! phase's position, with the public events and the spectator's map only: nothing secret reaches it,
//! whatever the delay, and it pings nobody. When the match ends the spectators get the phases they had
//! not seen yet and the end, which is public to everyone.

use super::{msg, refuse, Body, Ctx, PhasePost, Reply, Result, Service, ServiceError, To};
use korona_engine::{Audience, DynState, Event, Game, Viewer};
use korona_store::MarkKind;
use korona_store::{MatchRow, MatchStatus, PhaseMark};

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
            return Ok(vec![Reply::caller(
                self.words_in(cx.req.caller.lang).render(&said),
            )]);
        }
        if cx.m.status == MatchStatus::Finished {
            return refuse(msg!("service-spectate-match-over", id = cx.m.id));
        }
        if super::auth::seat_of(&cx.seats, user).is_some() {
            return refuse(msg!("service-spectate-you-play", id = cx.m.id));
        }
        let settings = self.store.match_settings(cx.m.id).await?;
        self.store.add_spectator(cx.m.id, user, self.now()).await?;
        let mut replies = vec![Reply::caller(self.words_in(cx.req.caller.lang).render(
            &msg!(
                "service-spectate-started",
                id = cx.m.id,
                delay = settings.spectate_delay
            ),
        ))];
        // The newest phase a spectator may see now, so that the feed starts with a picture.
        if let Some(last) = self.store.last_phase_mark(cx.m.id).await? {
            let n = last - settings.spectate_delay;
            if n >= 0 {
                let post = self
                    .spectator_post(&cx.m, cx.game, n, settings.spectate_delay, None)
                    .await?;
                replies.extend(post.map(|p| dm(user, p)));
            }
        }
        Ok(replies)
    }

    /// Records a phase post of the match (`seq` its log position) and sends each spectator the post
    /// they may see now: the one `delay` phases back, or at the end (`end`: the end post's lines,
    /// public to all) every one they have not seen, the end as the players saw it.
    pub(super) async fn spectator_posts(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        seq: i64,
        title: &str,
        end: Option<Vec<String>>,
    ) -> Vec<Reply> {
        match self.try_spectator_posts(m, game, seq, title, end).await {
            Ok(replies) => replies,
            Err(e) => {
                tracing::error!(match_id = m.id, error = %e, "spectators not served");
                Vec::new()
            }
        }
    }

    async fn try_spectator_posts(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        seq: i64,
        title: &str,
        end: Option<Vec<String>>,
    ) -> Result<Vec<Reply>> {
        // The post's own mark: the report position moves with it (the events up to `seq` are told).
        let n = self
            .store
            .add_phase_mark(m.id, seq, title, MarkKind::Reported)
            .await?;
        let watchers = self.store.spectators(m.id).await?;
        if watchers.is_empty() {
            return Ok(Vec::new());
        }
        // Someone who took a seat since sees the match as a player now.
        let seats = self.store.seats(m.id).await?;
        let watchers: Vec<String> = watchers
            .into_iter()
            .filter(|u| super::auth::seat_of(&seats, u).is_none())
            .collect();
        let delay = self.store.match_settings(m.id).await?.spectate_delay;
        let first = n - delay;
        let upto = if end.is_some() { n } else { first };
        let mut replies = Vec::new();
        for k in first.max(0)..=upto {
            let told = end.clone().filter(|_| k == n);
            if let Some(post) = self.spectator_post(m, game, k, delay, told).await? {
                replies.extend(watchers.iter().map(|u| dm(u, post.clone())));
            }
        }
        if end.is_some() {
            for u in &watchers {
                self.store.remove_spectator(m.id, u).await?;
            }
        }
        Ok(replies)
    }

    /// Phase post `n` of the match as a spectator sees it: its title, the public events since the
    /// post before it (or `told`, lines public to all), and the public map at its position, redrawn
    /// from the log.
    async fn spectator_post(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        n: i64,
        delay: i64,
        told: Option<Vec<String>>,
    ) -> Result<Option<PhasePost>> {
        let marks = self.store.phase_marks_upto(m.id, n).await?;
        let Some(mark) = marks.iter().find(|k| k.n == n) else {
            return Ok(None);
        };
        let from = marks
            .iter()
            .find(|k| k.n == n - 1)
            .map_or(-1, |k: &PhaseMark| k.seq);
        let rows = self.store.log_after(m.id, from).await?;
        let mut events = Vec::new();
        for row in rows.iter().filter(|r| r.seq <= mark.seq) {
            let said: Vec<Event> = serde_json::from_value(row.events.clone()).unwrap_or_default();
            events.extend(
                said.iter()
                    .filter(|e| e.audience == Audience::Public)
                    .map(|e| self.words_in(m.lang).event(e)),
            );
        }
        let Some(state) = self.state_at(m, game, mark.seq).await? else {
            return Ok(None);
        };
        let events = told.unwrap_or(events);
        let title = self.words_in(m.lang).render(&msg!(
            "service-spectate-title",
            delay = delay,
            title = mark.title.as_str()
        ));
        let post = PhasePost::new(title, events, Vec::new(), Vec::new(), None)
            .with_page(self.match_page(m.id));
        // The match's public picture, as its thread showed it: its language, its players' names.
        let scene = self
            .scene_of(m.id, game, &state, Viewer::Spectator, m.lang)
            .await;
        let alt = crate::alt_text::alt_text(&scene, &post.waiting, &post.events, m.lang);
        let post = match self.paint(scene).await {
            Some(png) => post
                .with_picture(
                    format!("match-{}-{:05}.png", m.id, mark.seq),
                    std::sync::Arc::new(png),
                )
                .with_alt(alt),
            None => post.with_board(
                self.board_of(m.id, game, &state, Viewer::Spectator, m.lang)
                    .await,
            ),
        };
        Ok(Some(post))
    }

    /// The match's state after log entry `seq`: from the nearest snapshot, folded forward.
    pub(super) async fn state_at(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        seq: i64,
    ) -> Result<Option<DynState>> {
        let (start, state) = match self.store.snapshot_at_or_before(m.id, seq).await? {
            Some((at, json)) => match game.state_from_json(&json) {
                Ok(state) => (at, Some(state)),
                Err(_) => (-1, None),
            },
            None => (-1, None),
        };
        let rows: Vec<_> = self
            .store
            .log_after(m.id, start)
            .await?
            .into_iter()
            .filter(|r| r.seq <= seq)
            .collect();
        super::replay::fold(game, m, state, &rows).map_err(ServiceError::Fault)
    }
}

fn dm(user: &str, post: PhasePost) -> Reply {
    Reply {
        to: To::Dm {
            user: user.to_string(),
        },
        body: Body::Phase(post),
    }
}
