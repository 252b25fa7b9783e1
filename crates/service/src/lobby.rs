//! Before the first move: create, join, leave, seat bots, start.

use super::auth::seat_of;
use super::{refuse, replay, Ctx, Loaded, Reply, Request, Result, Service, ServiceError};
use korona_engine::{apply_entry, BotLevel, Dice, EntryInput, Refusal};
use korona_store::{AppendExtras, LogRow, MatchStatus, NewMatch};

use korona_engine::msg;

/// Lobbies one person may hold open at once (created in the last [`LOBBY_WINDOW_MS`], not started).
pub const MAX_LOBBIES_PER_USER: i64 = 5;
/// Lobbies one server may hold open at once (likewise).
pub const MAX_LOBBIES_PER_SERVER: i64 = 50;
/// How long an unstarted lobby counts against the caps: a day.
pub const LOBBY_WINDOW_MS: i64 = 86_400_000;

/// A create request checked: its game, language, korona settings and the game's options.
struct CheckedCreate {
    game: &'static dyn korona_engine::Game,
    lang: korona_engine::Lang,
    settings: korona_store::MatchSettings,
    options: serde_json::Value,
}

impl Service {
    /// Everything `/match create` (or `/match practice`) checks before it makes anything: the game, the options, and the
    /// caps on open lobbies. A front-end that opens a thread (or anything else) for the match asks
    /// this first, so a refused create leaves nothing behind; the answer is the game's id, for
    /// naming what it opens (never the raw text typed).
    pub async fn check_create(&self, req: &Request) -> Result<&'static str> {
        let (game, options) = match &req.command {
            super::Command::Create { game, options } => (game, options.clone()),
            // A practice match reads in its one player's language.
            super::Command::Practice { game, .. } => (
                game,
                vec![("lang".to_string(), req.caller.lang.tag().to_string())],
            ),
            _ => return Err(ServiceError::Fault("check_create: not a create".into())),
        };
        Ok(self
            .checked_create(req, game, &options)
            .await?
            .game
            .info()
            .id)
    }

    async fn checked_create(
        &self,
        req: &Request,
        game_id: &str,
        options: &[(String, String)],
    ) -> Result<CheckedCreate> {
        let Some(game) = super::find_game(self.games, game_id) else {
            return Err(Refusal::at(game_id, msg!("service-no-such-game"))
                .accepting(super::game_ids(self.games))
                .into());
        };
        let (lang, options) = super::match_lang::match_lang(options)?;
        let (settings, options) = super::match_options::split(&options)?;
        let options = game.options(&options)?;
        // Checked before the insert, not with it: creates in flight at once may pass by as many,
        // which bounds a flood all the same.
        let (mine, server) = self
            .store
            .open_lobbies(
                &req.caller.user,
                req.place.guild.as_deref(),
                self.now() - LOBBY_WINDOW_MS,
            )
            .await?;
        if mine >= MAX_LOBBIES_PER_USER {
            return refuse(msg!("service-lobbies-per-user", max = MAX_LOBBIES_PER_USER));
        }
        if server >= MAX_LOBBIES_PER_SERVER {
            return refuse(msg!(
                "service-lobbies-per-server",
                max = MAX_LOBBIES_PER_SERVER
            ));
        }
        Ok(CheckedCreate {
            game,
            lang,
            settings,
            options,
        })
    }

    pub(super) async fn create(
        &self,
        req: &Request,
        game_id: &str,
        options: &[(String, String)],
    ) -> Result<Vec<Reply>> {
        let CheckedCreate {
            game,
            lang,
            settings,
            options,
        } = self.checked_create(req, game_id, options).await?;
        if let Some(open) = self.store.open_match_in(&req.place.channel).await? {
            return refuse(msg!("service-match-still-open", id = open.id));
        }
        let seed = self.next_seed();
        let commitment = seed.commitment();
        let info = game.info();
        let created = self
            .store
            .create_match(NewMatch {
                game: info.id,
                options: &options,
                host: &req.caller.user,
                guild: req.place.guild.as_deref(),
                channel: &req.place.channel,
                seed_hex: &seed.to_hex(),
                seed_sha256: &commitment,
                now: self.now(),
                lang,
            })
            .await;
        let id = match created {
            Ok(id) => id,
            // Another create in this channel won the race since the check above.
            Err(korona_store::StoreError::ChannelTaken { .. }) => {
                let open = self.store.open_match_in(&req.place.channel).await?;
                return refuse(msg!(
                    "service-match-still-open",
                    id = open.map_or(0, |m| m.id)
                ));
            }
            Err(e) => return Err(e.into()),
        };
        self.store.set_match_settings(id, settings).await?;
        let words = self.words_in(lang);
        let text = words.render(&msg!(
            "service-lobby-created",
            id = id,
            game = info.name,
            // The quick start names the game by the word `/match practice` takes.
            game_id = info.id,
            // The counts these options set up, not the game's whole range: a map may refuse some.
            players = super::phrases::seat_counts(
                words,
                &(info.min_seats..=info.max_seats)
                    .filter(|&n| game
                        .setup(&options, n, &mut Dice::for_entry(&seed, 0))
                        .is_ok())
                    .collect::<Vec<u8>>()
            ),
            host = crate::rich::person(&req.caller.user),
            sha = commitment.as_str()
        ));
        Ok(vec![Reply {
            to: super::To::Public {
                channel: req.place.channel.clone(),
            },
            body: super::Body::Lobby {
                text: text.into(),
                match_id: id,
                lang,
            },
        }])
    }

    pub(super) async fn join(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        if cx.m.status != MatchStatus::Lobby {
            return refuse(msg!("service-match-has-started-ask-host", id = cx.m.id));
        }
        let seats = cx.seats.clone();
        let user = &cx.req.caller.user;
        if let Some(seat) = seat_of(&seats, user) {
            return refuse(msg!("service-you-already-sit-in-seat", seat = seat));
        }
        let max = cx.game.info().max_seats;
        if seats.len() >= max as usize {
            return refuse(msg!("service-match-is-full-seats", id = cx.m.id, max = max));
        }
        let seat = seats.len() as u8;
        self.store.put_seat(cx.m.id, seat, Some(user), None).await?;
        Ok(vec![Reply::public(
            &cx.m.channel,
            self.words_in(cx.m.lang).render(&msg!(
                "service-takes-seat",
                user = crate::rich::person(user),
                seat = seat,
                id = cx.m.id
            )),
        )])
    }

    pub(super) async fn leave(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        if cx.m.status != MatchStatus::Lobby {
            return refuse(msg!("service-match-has-started-use-concede"));
        }
        let seats = cx.seats.clone();
        let seat = seat_of(&seats, &cx.req.caller.user).expect("checked by auth");
        self.store.remove_seat(cx.m.id, seat).await?;
        Ok(vec![Reply::public(
            &cx.m.channel,
            self.words_in(cx.m.lang).render(&msg!(
                "service-leaves",
                user = crate::rich::person(&cx.req.caller.user),
                id = cx.m.id
            )),
        )])
    }

    pub(super) async fn add_bot(&self, cx: &Ctx<'_>, level: BotLevel) -> Result<Vec<Reply>> {
        if cx.m.status != MatchStatus::Lobby {
            return refuse(msg!("service-bots-join-in-lobby-once"));
        }
        let seats = cx.seats.clone();
        let max = cx.game.info().max_seats;
        if seats.len() >= max as usize {
            return refuse(msg!("service-match-is-full-seats", id = cx.m.id, max = max));
        }
        let seat = seats.len() as u8;
        self.store
            .put_seat(cx.m.id, seat, None, Some(level.name()))
            .await?;
        Ok(vec![Reply::public(
            &cx.m.channel,
            self.words_in(cx.m.lang).render(&msg!(
                "service-bot-takes-seat",
                level = level.name(),
                seat = seat
            )),
        )])
    }

    pub(super) async fn start(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        if cx.m.status != MatchStatus::Lobby {
            return refuse(msg!("service-match-has-already-started", id = cx.m.id));
        }
        let info = cx.game.info();
        let seats = cx.seats.clone();
        let n = seats.len() as u8;
        if n < info.min_seats || n > info.max_seats {
            return refuse(msg!(
                "service-seats-needed",
                game = info.name,
                min = info.min_seats,
                max = info.max_seats,
                n = n
            ));
        }
        let setup = EntryInput::Setup {
            options: &cx.m.options,
            seats: n,
        };
        let applied = apply_entry(
            cx.game,
            &replay::seed_of(&cx.m).map_err(ServiceError::Fault)?,
            0,
            0,
            None,
            setup,
        )?;
        let state = applied.state;
        let row = LogRow {
            seq: 0,
            at_ms: 0,
            actor: cx.req.caller.user.clone(),
            input: replay::setup_input(n),
            text: Some("start".into()),
            rolls: serde_json::to_value(&applied.rolls).expect("rolls serialize"),
            events: serde_json::json!([]),
            state_sha256: cx.game.state_hash(&state),
        };
        let now = self.now();
        self.store.set_started(cx.m.id, now).await?;
        let m = self.match_row(cx.m.id).await?;
        let jobs = self.fit_jobs(&m, &cx.game.awaiting(&state), now).await?;
        let request = super::delivery::take();
        let extras = AppendExtras {
            jobs: Some(&jobs),
            request: request.as_deref(),
            ..AppendExtras::default()
        };
        self.store.append(cx.m.id, &row, extras).await?;
        let mut replies = vec![Reply::public(
            &m.channel,
            self.words_in(m.lang).render(&msg!(
                "service-match-begins",
                id = m.id,
                game = info.name,
                n = n
            )),
        )];
        let loaded = Loaded { seq: 0, state };
        replies.extend(self.after_change(&m, cx.game, &seats, loaded, true).await?);
        Ok(replies)
    }
}
