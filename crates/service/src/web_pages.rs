//! What the web pages (issue 32) read: the public matches of the deployment, and one match as a viewer
//! may see it, phase post by phase post, with its reports, standings and maps.
//!
//! Secrecy is the spectator feed's (`spectate.rs`): a spectator sees the phases the match has posted,
//! `spectate` phases late while it runs, each redrawn from the log at the position of its post with
//! the public events only. Nothing after the newest visible post is read for a spectator, so a sealed
//! order given since changes nothing they are shown. A seat (by its private link, checked by the
//! caller with [`Service::check_seat_key`]) sees every post, its own private events from the entry its
//! holder took it at, and its newest phase as it stands now, its pending orders included. A finished
//! match shows everything its end post released.

use super::play::{event_text, named};
use super::{msg, Result, Service, ServiceError};
use crate::replay::replay_entry;
use crate::rich::Rich;
use korona_engine::{Audience, DynState, Event, Game, Lang, Outcome, Viewer};
use korona_store::{LogRow, MatchRow, MatchStatus, SeatRow};
use std::collections::BTreeMap;

/// How many matches the front page lists at most.
pub const LISTED: i64 = 200;

/// One match on the front page.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSummary {
    pub id: i64,
    pub game: String,
    pub game_name: String,
    /// `running`, `paused` or `finished`.
    pub status: &'static str,
    pub seats: Vec<String>,
}

/// Who holds a seat, as a web page names them.
#[derive(Clone, Debug, PartialEq)]
pub struct WebSeat {
    pub seat: u8,
    pub name: String,
    /// `player`, `bot` or `open`.
    pub kind: &'static str,
}

/// A titled block of the map's side panels (treasuries, scores...): the standings, with the colours
/// the map gives each line.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub title: String,
    pub lines: Vec<StandingLine>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StandingLine {
    pub text: String,
    pub colour: Option<[u8; 3]>,
    pub bold: bool,
}

/// One phase post as a viewer sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct WebPhase {
    /// Its number in the match, from 0: the `n` of `/api/matches/<id>/phases/<n>/map.png`.
    pub n: i64,
    /// What the phase is, in the reader's language.
    pub label: String,
    /// What happened since the post before it, as the viewer may see it.
    pub report: Vec<Rich>,
    /// Who the phase waited for when it began.
    pub waiting: Vec<Rich>,
    pub standings: Vec<Standing>,
    /// The map's title, for its alt text.
    pub map_title: String,
    /// The board as text: the map for readers who cannot see it.
    pub board: String,
}

/// A match as one viewer may see it.
#[derive(Clone, Debug, PartialEq)]
pub struct WebMatch {
    pub id: i64,
    pub game: String,
    pub game_name: String,
    pub status: &'static str,
    /// The language of the match's own posts.
    pub lang: Lang,
    pub viewer: Viewer,
    /// How many phases a spectator is behind (0 for a seat, and once the match is over).
    pub delay: i64,
    pub seats: Vec<WebSeat>,
    /// The names of the people the texts mention (user id to name).
    pub people: BTreeMap<String, String>,
    pub phases: Vec<WebPhase>,
    /// When the newest phase's deadline passes (unix ms), if it is the match's current phase.
    pub deadline: Option<i64>,
    pub seed_sha256: String,
    /// The dice seed, revealed once the match is over.
    pub seed: Option<String>,
    /// The end post's lines and the diplomacy it released, once the match is over.
    pub end: Vec<Rich>,
    /// Changes whenever what this viewer sees may have changed (a new post; for a seat, any entry).
    pub version: String,
}

impl Service {
    /// The matches anyone may watch: started ones (every match admits spectators), newest first.
    pub async fn public_matches(&self, lang: Lang) -> Result<Vec<MatchSummary>> {
        let mut list = Vec::new();
        for m in self.store.started_matches(LISTED).await? {
            let Some(game) = super::find_game(self.games, &m.game) else {
                continue;
            };
            let seats = self.web_seats(&m, lang).await?;
            list.push(MatchSummary {
                id: m.id,
                game: m.game.clone(),
                game_name: game.info().name.to_string(),
                status: m.status.as_str(),
                seats: seats
                    .into_iter()
                    .filter(|s| s.kind != "open")
                    .map(|s| s.name)
                    .collect(),
            });
        }
        Ok(list)
    }

    /// What changes when a viewer's page of the match changes: the newest post (and the status), and
    /// for a seat also the newest entry. `None` for a match that is not public.
    pub async fn web_version(&self, match_id: i64, viewer: Viewer) -> Result<Option<String>> {
        let Some(m) = self.store.get_match(match_id).await? else {
            return Ok(None);
        };
        if m.status == MatchStatus::Lobby {
            return Ok(None);
        }
        let marks = self.store.last_phase_mark(match_id).await?.unwrap_or(-1);
        Ok(Some(match viewer {
            Viewer::Spectator => format!("{}-{marks}", m.status.as_str()),
            Viewer::Seat(_) => format!(
                "{}-{marks}-{}",
                m.status.as_str(),
                self.store.last_seq(match_id).await?.unwrap_or(-1)
            ),
        }))
    }

    /// The match as `viewer` may see it, its words in `lang`; `None` when it does not exist or has not
    /// started (a lobby is nobody's to watch).
    pub async fn web_match(
        &self,
        match_id: i64,
        viewer: Viewer,
        lang: Lang,
    ) -> Result<Option<WebMatch>> {
        let Some(m) = self.store.get_match(match_id).await? else {
            return Ok(None);
        };
        if m.status == MatchStatus::Lobby {
            return Ok(None);
        }
        let game = self.game_of(&m)?;
        let version = self
            .web_version(match_id, viewer)
            .await?
            .unwrap_or_default();
        let words = self.words_in(lang);
        let seats = self.store.seats(m.id).await?;
        let web_seats = self.web_seats(&m, lang).await?;
        let people: BTreeMap<String, String> = seats
            .iter()
            .filter_map(|s| {
                let user = s.user_id.clone()?;
                let name = web_seats.iter().find(|w| w.seat == s.seat)?.name.clone();
                Some((user, name))
            })
            .collect();
        let names =
            super::scene_names::picture_names(&self.store, self.words_in(lang), m.id).await?;
        let finished = m.status == MatchStatus::Finished;
        let settings = self.store.match_settings(m.id).await?;
        let delay = match viewer {
            Viewer::Spectator if !finished => settings.spectate_delay,
            _ => 0,
        };
        let marks = self.store.phase_marks(m.id).await?;
        let last_n = marks.last().map_or(-1, |k| k.n);
        let visible: Vec<_> = marks.iter().filter(|k| k.n <= last_n - delay).collect();
        // The log up to what this viewer may see, and no further.
        let upto = match viewer {
            Viewer::Seat(_) => i64::MAX,
            Viewer::Spectator => visible.last().map_or(-1, |k| k.seq),
        };
        let rows: Vec<LogRow> = self
            .store
            .log_after(m.id, -1)
            .await?
            .into_iter()
            .filter(|r| r.seq <= upto)
            .collect();
        let since = match viewer {
            Viewer::Seat(s) => seats
                .iter()
                .find(|r| r.seat == s.0)
                .map_or(i64::MAX, |r| r.since_seq),
            Viewer::Spectator => i64::MAX,
        };
        let seen_by = |seq: i64| {
            if seq < since {
                Viewer::Spectator
            } else {
                viewer
            }
        };
        let mut phases = Vec::new();
        let mut state: Option<DynState> = None;
        let mut report: Vec<Rich> = Vec::new();
        let mut next = visible.iter().peekable();
        for (i, row) in rows.iter().enumerate() {
            state = Some(
                replay_entry(game, &m, state.as_ref(), row)
                    .map_err(ServiceError::Fault)?
                    .state,
            );
            report.extend(row_lines(words, &seats, row, seen_by(row.seq)));
            let is_last_row = i + 1 == rows.len();
            // A seat's newest phase is drawn as it stands now: the entries after its post too.
            let at_mark = next.peek().is_some_and(|k| k.seq == row.seq);
            let seat_tail = matches!(viewer, Viewer::Seat(_)) && next.peek().is_none();
            if !(at_mark || (seat_tail && is_last_row)) {
                continue;
            }
            let n = if at_mark {
                next.next().expect("peeked").n
            } else {
                // Entries after the newest post belong to it: replace it with its newer self.
                match phases.pop() {
                    Some(WebPhase { n, report: r, .. }) => {
                        let mut r = r;
                        r.append(&mut report);
                        report = r;
                        n
                    }
                    None => 0,
                }
            };
            let st = state.as_ref().expect("folded");
            let shown = seen_by(row.seq);
            let label = if finished && at_mark && n == last_n {
                words.render(&msg!(
                    "service-end-title",
                    id = m.id,
                    game = game.info().name
                ))
            } else {
                super::phase_words::phase_text(words, game, st)
            };
            let waiting = game
                .awaiting(st)
                .pending()
                .map(|s| Rich::from(super::play::seat_name(words, &seats, s)))
                .collect();
            let scene = super::scene_names::named_scene(game, st, shown, lang, &names);
            phases.push(WebPhase {
                n,
                label,
                report: std::mem::take(&mut report),
                waiting,
                standings: standings(&scene),
                map_title: scene.title.clone(),
                board: game.named_describe_in(st, shown, lang, &|seat| names.get(&seat).cloned()),
            });
        }
        let newest = visible.last().is_some_and(|k| k.n == last_n);
        let deadline = if !finished && (newest || matches!(viewer, Viewer::Seat(_))) {
            self.deadline_of(m.id).await
        } else {
            None
        };
        let end = if finished {
            self.end_lines(&m, game, &seats, lang).await?
        } else {
            Vec::new()
        };
        if let (Some(last), false) = (phases.last_mut(), end.is_empty()) {
            last.waiting.clear();
        }
        Ok(Some(WebMatch {
            id: m.id,
            game: m.game.clone(),
            game_name: game.info().name.to_string(),
            status: m.status.as_str(),
            lang: m.lang,
            viewer,
            delay,
            seats: web_seats,
            people,
            phases,
            deadline,
            seed_sha256: m.seed_sha256.clone(),
            seed: finished.then(|| m.seed_hex.clone()),
            end,
            version,
        }))
    }

    /// The map of phase `n` as `viewer` may see it (the PNG the painter draws), words in `lang`;
    /// `None` for a phase the viewer may not see, or without a painter.
    pub async fn web_phase_map(
        &self,
        match_id: i64,
        n: i64,
        viewer: Viewer,
        lang: Lang,
    ) -> Result<Option<Vec<u8>>> {
        let Some(m) = self.store.get_match(match_id).await? else {
            return Ok(None);
        };
        if m.status == MatchStatus::Lobby || n < 0 {
            return Ok(None);
        }
        let game = self.game_of(&m)?;
        let finished = m.status == MatchStatus::Finished;
        let marks = self.store.phase_marks(m.id).await?;
        let last_n = marks.last().map_or(-1, |k| k.n);
        let delay = match viewer {
            Viewer::Spectator if !finished => self.store.match_settings(m.id).await?.spectate_delay,
            _ => 0,
        };
        if n > last_n - delay {
            return Ok(None);
        }
        let Some(mark) = marks.iter().find(|k| k.n == n) else {
            return Ok(None);
        };
        let mut seq = mark.seq;
        let mut shown = viewer;
        if let Viewer::Seat(s) = viewer {
            if n == last_n {
                seq = self.store.last_seq(m.id).await?.unwrap_or(seq);
            }
            let seats = self.store.seats(m.id).await?;
            let since = seats
                .iter()
                .find(|r| r.seat == s.0)
                .map_or(i64::MAX, |r| r.since_seq);
            if seq < since {
                shown = Viewer::Spectator;
            }
        }
        let Some(state) = self.state_at(&m, game, seq).await? else {
            return Ok(None);
        };
        let scene = self.scene_of(m.id, game, &state, shown, lang).await;
        Ok(self.paint(scene).await)
    }

    /// Each seat by the name a page shows: the name its player went by, the bot that plays it, or its
    /// number when nobody holds it (or the player was never seen by name).
    async fn web_seats(&self, m: &MatchRow, lang: Lang) -> Result<Vec<WebSeat>> {
        let words = self.words_in(lang);
        let names =
            super::scene_names::picture_names(&self.store, self.words_in(lang), m.id).await?;
        let seats = self.store.seats(m.id).await?;
        Ok(seats
            .iter()
            .map(|s| {
                let kind = match (&s.user_id, &s.bot_level) {
                    (Some(_), _) => "player",
                    (None, Some(_)) => "bot",
                    (None, None) => "open",
                };
                let name = names.get(&s.seat).cloned().unwrap_or_else(|| {
                    let seat = words.render(&msg!("service-seat-name", seat = s.seat));
                    let mut c = seat.chars();
                    c.next()
                        .map(|f| f.to_uppercase().chain(c).collect())
                        .unwrap_or(seat)
                });
                WebSeat {
                    seat: s.seat,
                    name,
                    kind,
                }
            })
            .collect())
    }

    /// What the end post and the finale released: the verdict, the seed, how to check every roll, and
    /// the diplomacy when the match made it public.
    async fn end_lines(
        &self,
        m: &MatchRow,
        game: &dyn Game,
        seats: &[SeatRow],
        lang: Lang,
    ) -> Result<Vec<Rich>> {
        let words = self.words_in(lang);
        let mut lines = Vec::new();
        if let Some(outcome) = m
            .outcome
            .clone()
            .and_then(|o| serde_json::from_value::<Outcome>(o).ok())
        {
            let names: Vec<String> = outcome
                .winners()
                .iter()
                .map(|s| super::play::seat_name(words, seats, *s))
                .collect();
            let verdict = match outcome {
                Outcome::Win { .. } => msg!("service-winner", names = names.join(", ")),
                Outcome::Draw { .. } => msg!("service-draw"),
            };
            lines.push(words.render(&msg!(
                "service-match-over",
                id = m.id,
                verdict = verdict,
                reason = words.render_named(outcome.reason(), &|s| named(words, seats, s))
            )));
        }
        lines.push(words.render(&msg!(
            "service-seed-revealed",
            seed = m.seed_hex.as_str(),
            sha = m.seed_sha256.as_str()
        )));
        let rows = self.store.log_after(m.id, -1).await?;
        lines.push(words.render(&msg!(
            "service-finale-verify",
            id = m.id,
            db = self.db_shown.as_str(),
            log = crate::verify::log_sha256(&rows)
        )));
        let settings = self.store.match_settings(m.id).await?;
        if settings.diplomacy_public {
            for d in self.store.match_messages(m.id).await? {
                lines.push(words.render(&msg!(
                    "service-finale-diplomacy-line",
                    at = crate::rich::moment(d.sent_at),
                    from = d.from_seat,
                    from_user = crate::rich::person(&d.from_user),
                    to = d.to_seat,
                    to_user = crate::rich::person(&d.to_user),
                    text = d.text.as_str()
                )));
            }
        }
        let _ = game;
        Ok(lines.into_iter().map(Rich::from).collect())
    }
}

/// The lines one log entry adds to a report, as `viewer` may see them: a passed deadline, a
/// resignation, and the events of its audience.
fn row_lines(
    words: &korona_engine::Catalog,
    seats: &[SeatRow],
    row: &LogRow,
    viewer: Viewer,
) -> Vec<Rich> {
    use korona_engine::Input;
    let mut lines = Vec::new();
    match serde_json::from_value::<Input<serde_json::Value>>(row.input.clone()) {
        Ok(Input::Deadline) => lines.push(words.render(&msg!("service-deadline-passed"))),
        Ok(Input::Resign { seat }) if row.actor != "system" => lines.push(words.render(&msg!(
            "service-resigns",
            who = super::play::seat_name(words, seats, seat)
        ))),
        _ => {}
    }
    let events: Vec<Event> = serde_json::from_value(row.events.clone()).unwrap_or_default();
    lines.extend(
        events
            .iter()
            .filter(|e| match viewer {
                Viewer::Spectator => e.audience == Audience::Public,
                seat => e.visible_to(seat),
            })
            .map(|e| event_text(words, seats, e)),
    );
    lines.into_iter().map(Rich::from).collect()
}

fn standings(scene: &korona_engine::Scene) -> Vec<Standing> {
    let mut all = Vec::new();
    if !scene.panel.is_empty() {
        all.push(Standing {
            title: String::new(),
            lines: scene
                .panel
                .iter()
                .map(|t| StandingLine {
                    text: t.clone(),
                    colour: None,
                    bold: false,
                })
                .collect(),
        });
    }
    for p in &scene.panels {
        all.push(Standing {
            title: p.title.clone(),
            lines: p
                .lines
                .iter()
                .map(|l| StandingLine {
                    text: l.text.clone(),
                    colour: l.swatch.map(|c| [c.0, c.1, c.2]),
                    bold: l.bold,
                })
                .collect(),
        });
    }
    all
}
