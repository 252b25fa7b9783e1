//! The end of a match (issue 19, item 2), after the post that names the winner and reveals the seed:
//! how to check every roll, the diplomacy log released to everyone (the match's `diplomacy` option,
//! `public` by default) and an animated replay of the whole match, one frame per phase post, posted
//! to the match's channel. `korona replay` draws the same file from a database.
//!
//! The replay takes seconds of CPU, so the end of a match only queues it: the request (or the
//! deadline run) that ended the match draws it after releasing the match's lock, one replay at a
//! time per process, and posts it after everything else it replies.

use super::play::moment;
use super::{msg, Body, Reply, Service, To};
use crate::replay::replay_entry;
use korona_engine::{Game, Scene, Viewer};
use korona_store::{LogRow, MatchRow};
use std::sync::{Arc, Mutex};

/// Discord's upload limit is 10 MB for a server without boosts; stay clear of it.
pub const MAX_UPLOAD: usize = 9_500_000;

/// The public map of every phase the match's posts showed, in order: the setup, then the state after
/// each entry that began a new phase (or a new seat's turn), and the final position. The log is the
/// source, so a match of any age can be redrawn.
pub fn phase_scenes(
    game: &dyn Game,
    m: &MatchRow,
    rows: &[LogRow],
    names: &std::collections::BTreeMap<u8, String>,
) -> Result<Vec<Scene>, String> {
    let mut state = None;
    let mut last = None;
    let mut scenes = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let next = replay_entry(game, m, state.as_ref(), row)?.state;
        let now = moment(&game.awaiting(&next));
        if last.as_ref() != Some(&now) || i + 1 == rows.len() {
            let scene =
                super::scene_names::named_scene(game, &next, Viewer::Spectator, m.lang, names);
            scenes.push(scene);
            last = Some(now);
        }
        state = Some(next);
    }
    Ok(scenes)
}

/// The file name of a match's replay.
pub fn replay_name(match_id: i64) -> String {
    format!("match-{match_id}-replay.gif")
}

/// Ended matches whose replay is still to be drawn, and the turn of the one being drawn.
#[derive(Default)]
pub(crate) struct Replays {
    waiting: Mutex<Vec<(MatchRow, &'static dyn Game)>>,
    /// One replay at a time: each holds a few frames in memory and both cores for seconds.
    drawing: tokio::sync::Mutex<()>,
}

impl Service {
    /// The posts that follow the end post: the diplomacy now, the replay once the lock is free.
    pub(super) async fn finale(&self, m: &MatchRow, game: &'static dyn Game) -> Vec<Reply> {
        let public = |text: String| Reply::public(&m.channel, text);
        if self.animator.is_some() {
            self.replays.waiting.lock().unwrap().push((m.clone(), game));
        }
        self.diplomacy_released(m)
            .await
            .map(public)
            .into_iter()
            .collect()
    }

    /// The replays queued by [`finale`](Self::finale), drawn and posted. Called by the entry points
    /// after they released every match lock.
    pub(super) async fn drawn_replays(&self) -> Vec<Reply> {
        let mut replies = Vec::new();
        loop {
            let next = {
                let mut waiting = self.replays.waiting.lock().unwrap();
                (!waiting.is_empty()).then(|| waiting.remove(0))
            };
            let Some((m, game)) = next else {
                return replies;
            };
            let _turn = self.replays.drawing.lock().await;
            let rows = self.store.log_after(m.id, -1).await.unwrap_or_default();
            replies.extend(self.replay_post(&m, game, rows).await);
        }
    }

    /// The end post's line that tells how to check every roll, with the log's hash that `korona
    /// verify` prints.
    pub(super) async fn verify_line(&self, m: &MatchRow) -> String {
        let rows = self.store.log_after(m.id, -1).await.unwrap_or_default();
        self.words_in(m.lang).render(&msg!(
            "service-finale-verify",
            id = m.id,
            db = self.db_shown.as_str(),
            log = crate::verify::log_sha256(&rows)
        ))
    }

    async fn diplomacy_released(&self, m: &MatchRow) -> Option<String> {
        let settings = self.store.match_settings(m.id).await.ok()?;
        let messages = self.store.match_messages(m.id).await.ok()?;
        if messages.is_empty() {
            return None;
        }
        if !settings.diplomacy_public {
            return Some(self.words_in(m.lang).render(&msg!(
                "service-finale-diplomacy-private",
                id = m.id,
                n = messages.len()
            )));
        }
        let mut lines = vec![self.words_in(m.lang).render(&msg!(
            "service-finale-diplomacy",
            id = m.id,
            n = messages.len()
        ))];
        for d in &messages {
            lines.push(self.words_in(m.lang).render(&msg!(
                "service-finale-diplomacy-line",
                at = crate::rich::moment(d.sent_at),
                from = d.from_seat,
                from_user = crate::rich::person(&d.from_user),
                to = d.to_seat,
                to_user = crate::rich::person(&d.to_user),
                text = crate::rich::written(&d.text)
            )));
        }
        Some(lines.join("\n"))
    }

    /// The animated replay as a public picture, or a line saying why there is none.
    async fn replay_post(
        &self,
        m: &MatchRow,
        game: &'static dyn Game,
        rows: Vec<LogRow>,
    ) -> Option<Reply> {
        let animator = self.animator.clone()?;
        let row = m.clone();
        let names = self.picture_names(m.id, m.lang).await;
        let made = tokio::task::spawn_blocking(move || {
            let scenes = phase_scenes(game, &row, &rows, &names)?;
            let n = scenes.len();
            Ok::<_, String>((animator(&scenes), n))
        })
        .await
        .unwrap_or_else(|e| Err(e.to_string()));
        let caption = match made {
            Ok((Some(gif), phases)) => {
                let words = self.words_in(m.lang);
                let caption = words.render(&msg!("service-finale-replay", id = m.id, n = phases));
                // A posted map carries words for screen readers (issue 28, item 10), the replay too.
                let alt = words.render(&msg!("service-finale-replay-alt", id = m.id, n = phases));
                return Some(Reply {
                    to: To::Public {
                        channel: m.channel.clone(),
                    },
                    body: Body::Image {
                        name: replay_name(m.id),
                        png: Arc::new(gif),
                        caption: caption.into(),
                        alt,
                    },
                });
            }
            Ok((None, _)) => msg!("service-finale-replay-too-big", id = m.id),
            Err(e) => {
                tracing::error!(match_id = m.id, error = %e, "the replay was not drawn");
                msg!("service-finale-replay-failed", id = m.id)
            }
        };
        Some(Reply::public(
            &m.channel,
            self.words_in(m.lang).render(&caption),
        ))
    }
}
