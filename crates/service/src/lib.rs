//! What a user can do, whatever the front-end: Discord, the terminal, scripts and tests all come
//! through [`Service::handle`]. Authorization, per-match serialization and replies typed by audience
//! live here; rules live in the games, SQL in the store.

pub mod alt_text;
mod auth;
mod choice_words;
mod clock;
mod command;
pub mod command_names;
mod delivery;
mod diplomacy;
mod error;
pub mod finale;
mod first_step;
mod fit;
mod guides;
mod info;
pub mod input;
mod late_bid;
mod limits;
mod lobby;
mod manage;
mod match_lang;
mod match_options;
mod own_view;
mod phase_words;
mod phone_album;
mod phrases;
mod play;
mod players;
mod practice;
pub mod ratings;
mod refusal_names;
pub mod replay;
mod reply;
pub mod rich;
pub mod scene_names;
mod schedule;
mod seat_choices;
mod spectate;
mod take_back;
pub mod verify;
mod web_links;
pub mod web_pages;
pub mod words;

pub use clock::{Clock, ManualClock, SystemClock};
pub use command::{Caller, Command, Place, Replacement, Request};
pub use error::{refuse, Result, ServiceError};
/// A player's DM setting, as the store keeps it: front-ends list its names without reaching the store.
pub use korona_store::Notify;
pub use players::MyGame;
pub(crate) use reply::code_block;
pub use reply::{Body, PhasePost, Picture, Reply, To};
pub use rich::{MomentStyle, Rich, Span};
pub use schedule::JOB_LEASE_MS;

use korona_engine::{msg, Catalog, DynState, Game, Refusal};
use korona_store::{MatchRow, SeatRow, Store};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tracing::Instrument;

/// Every hosted game; `korona_games::registry` in production, a smaller list in some tests.
pub type Registry = fn() -> &'static [&'static dyn Game];

/// The game with this id in a registry (case and surrounding spaces ignored); tests pass registries
/// of their own, so this does not use `korona_games::find`.
pub fn find_game(games: Registry, id: &str) -> Option<&'static dyn Game> {
    let id = id.trim().to_ascii_lowercase();
    games().iter().copied().find(|g| g.info().id == id)
}

/// A short, stable name for a phase (its name hashed): what a button or menu carries to say which
/// phase it was made in. Phase names change with every phase (an office, a turn), so an old click is
/// recognised.
pub fn phase_token(phase: &str) -> String {
    use sha2::{Digest, Sha256};
    hex::encode(&Sha256::digest(phase.as_bytes())[..4])
}

/// Every game id of a registry, for refusals.
pub fn game_ids(games: Registry) -> Vec<&'static str> {
    games().iter().map(|g| g.info().id).collect()
}

/// Draws a scene to PNG bytes; injected so that the service itself stays free of pixels.
pub type Painter = Arc<dyn Fn(&korona_engine::Scene) -> Option<Vec<u8>> + Send + Sync>;

/// Draws a scene as the pages a phone shows, top to bottom, each PNG bytes (a tall portrait map is
/// cut into pages no taller than 2:1); injected like the [`Painter`].
pub type PhonePainter = Arc<dyn Fn(&korona_engine::Scene) -> Option<Vec<Vec<u8>>> + Send + Sync>;

/// Draws a whole match, one scene a phase, as one animated picture (a GIF under Discord's upload
/// limit); injected like the [`Painter`].
pub type Animator = Arc<dyn Fn(&[korona_engine::Scene]) -> Option<Vec<u8>> + Send + Sync>;

/// A match's current state, kept in memory between requests.
struct Loaded {
    seq: i64,
    state: DynState,
}

/// How many matches' states stay in memory, and how many idle match locks are kept: idle matches
/// are reloaded from their snapshot, so memory does not grow with every match ever touched.
const CACHED_MATCHES: usize = 2048;
const KEPT_LOCKS: usize = 1024;

pub struct Service {
    store: Store,
    games: Registry,
    /// The words of every refusal and event this service sends, for all its games.
    words: Arc<crate::words::Words>,
    clock: Arc<dyn Clock>,
    painter: Option<Painter>,
    /// The portrait picture that reads on a phone, for `map phone`; the wide one without it.
    phone_painter: Option<PhonePainter>,
    /// The end-of-match replay's animator; without one the end post has no replay.
    animator: Option<Animator>,
    /// Replays of ended matches, drawn after the match's lock is released.
    replays: finale::Replays,
    /// One lock per match: commands on one match never interleave.
    locks: Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
    /// The phase whose map each match last posted: a later moment of the same phase (the next
    /// mover of a movement) is posted without another map. Memory only: after a restart the next
    /// post carries its map again, which is one map too many, never one too few.
    mapped: Mutex<HashMap<i64, String>>,
    /// States of recently used matches with the tick of their last use; a cache only, the log is
    /// the truth. At most [`CACHED_MATCHES`]: the least recently used is dropped first.
    cache: Mutex<Cache>,
    /// Where `/msg`-style seeds come from: `None` draws from the OS, `Some(n)` numbers seeds n, n+1, ...
    seeds: Mutex<Option<u64>>,
    /// See [`with_job_lease_ms`](Service::with_job_lease_ms).
    job_lease_ms: i64,
    /// See [`with_public_url`](Service::with_public_url).
    public_url: Option<String>,
    /// The database as the end post's `korona verify --db` names it (see [`Service::with_db`]).
    db_shown: String,
}

/// A match row with its game, as loaded for a command.
struct Ctx<'a> {
    m: MatchRow,
    /// The seats as the command began, read once under the match's lock: authorization and the
    /// handlers use the same rows.
    seats: Vec<SeatRow>,
    game: &'static dyn Game,
    req: &'a Request,
}

impl Service {
    pub fn new(store: Store, games: Registry, clock: Arc<dyn Clock>) -> Self {
        Service {
            store,
            games,
            words: Arc::new(crate::words::Words::new(games)),
            clock,
            painter: None,
            phone_painter: None,
            animator: None,
            replays: finale::Replays::default(),
            locks: Mutex::new(HashMap::new()),
            mapped: Mutex::new(HashMap::new()),
            cache: Mutex::new(Cache::default()),
            seeds: Mutex::new(None),
            job_lease_ms: schedule::JOB_LEASE_MS,
            public_url: None,
            db_shown: "korona.db".to_string(),
        }
    }

    /// The database this service runs on, for the end post's `korona verify --db …` line: a file
    /// path as given; a URL (which names a server and a user) as `"$KORONA_DB"`, the variable
    /// the command reads it from. Default: `korona.db`, the command's own default.
    pub fn with_db(mut self, db: &str) -> Self {
        self.db_shown = if db.contains("://") {
            "\"$KORONA_DB\"".to_string()
        } else {
            db.to_string()
        };
        self
    }

    /// How long a taken deadline or reminder stays this process's before another may take it over.
    pub fn with_job_lease_ms(mut self, ms: i64) -> Self {
        self.job_lease_ms = ms;
        self
    }

    /// Draw seeds from a counter instead of the OS: demos and tests that must repeat exactly.
    pub fn with_fixed_seeds(self, first: u64) -> Self {
        *self.seeds.lock().unwrap() = Some(first);
        self
    }

    /// Where this deployment's match pages are public (`https://korona.example.org`): phase posts
    /// then carry their match page, and seat links are whole addresses. Anything but an `http(s)`
    /// address is ignored, so a stray setting never shows up in a post.
    pub fn with_public_url(mut self, url: Option<&str>) -> Self {
        self.public_url = url
            .map(|u| u.trim().trim_end_matches('/').to_string())
            .filter(|u| u.starts_with("https://") || u.starts_with("http://"));
        self
    }

    /// The match pages' public address, if this deployment has one.
    pub fn public_url(&self) -> Option<&str> {
        self.public_url.as_deref()
    }

    /// The public page of match `id`, if the pages are public.
    pub(crate) fn match_page(&self, id: i64) -> Option<String> {
        Some(format!("{}/matches/{id}", self.public_url()?))
    }

    pub fn with_painter(mut self, painter: Painter) -> Self {
        self.painter = Some(painter);
        self
    }

    /// The animator of the replay posted when a match ends.
    pub fn with_animator(mut self, animator: Animator) -> Self {
        self.animator = Some(animator);
        self
    }

    /// The painter of the phone layout's pages (`map phone`).
    pub fn with_phone_painter(mut self, painter: PhonePainter) -> Self {
        self.phone_painter = Some(painter);
        self
    }

    /// The store, for tools and tests that inspect a match. Front-ends use the methods below instead.
    /// Where every refusal and event becomes words: front-ends render refusals through it too.
    /// English; see [`Service::words_in`].
    pub fn words(&self) -> &Catalog {
        self.words.get(korona_engine::Lang::En)
    }

    /// The words of `lang`: a match's for its public posts, a caller's for their own replies.
    pub fn words_in(&self, lang: korona_engine::Lang) -> &Catalog {
        self.words.get(lang)
    }

    /// The number of a match's latest log entry (none before its first): what a front-end reports
    /// as the entry a command led to.
    pub async fn last_seq(&self, match_id: i64) -> Result<Option<i64>> {
        Ok(self.store.last_seq(match_id).await?)
    }

    /// Keeps a manual clock's time in the database, so that the next run on it (`korona play`
    /// after `tick`) resumes where this one stopped.
    pub async fn keep_manual_clock(&self, now_ms: i64) -> Result<()> {
        Ok(self.store.set_manual_clock(now_ms).await?)
    }

    /// Records a delivery key (an interaction or message id); false if it was seen before, because a
    /// front-end may receive the same interaction twice. At most once: recorded before the work, so
    /// prefer [`handle_delivered`](Self::handle_delivered) for anything that changes a match.
    pub async fn first_delivery(&self, key: &str) -> Result<bool> {
        Ok(self.store.first_delivery(key, self.now()).await?)
    }

    /// Whether a request with this delivery key was handled before (one read; records nothing).
    pub async fn delivered(&self, key: &str) -> Result<bool> {
        Ok(self.store.delivered(key).await?)
    }

    /// Records that the request with this delivery key was handled, for work done outside
    /// [`handle_delivered`](Self::handle_delivered) (a create that opened its thread first).
    pub async fn record_delivery(&self, key: &str) -> Result<()> {
        Ok(self.store.record_delivery(key, self.now()).await?)
    }

    /// The running matches where `user` holds a seat, for a DM that names no match.
    pub async fn running_matches_of(&self, user: &str) -> Result<Vec<i64>> {
        Ok(self.store.running_matches_of(user).await?)
    }

    /// The id of every hosted game, for a front-end's choices.
    pub fn game_ids(&self) -> Vec<&'static str> {
        game_ids(self.games)
    }

    /// Every shortcut command the hosted games declare, one per verb (the first game's wording wins):
    /// what a front-end registers besides its own commands.
    pub fn shortcuts(&self) -> Vec<korona_engine::Shortcut> {
        let mut all: Vec<korona_engine::Shortcut> = Vec::new();
        for game in (self.games)() {
            for s in game.info().words.shortcuts {
                if !all.iter().any(|a| a.verb.eq_ignore_ascii_case(s.verb)) {
                    all.push(s);
                }
            }
        }
        all
    }

    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Creates a match in a thread (`req.place.channel`) of the channel `parent`: its posts go to the
    /// thread, and commands in `parent` still find it while it is the only match there.
    pub async fn create_in_thread(&self, req: &Request, parent: &str) -> Result<Vec<Reply>> {
        let replies = self.handle(req).await?;
        let created = replies.iter().find_map(|r| match &r.body {
            Body::Lobby { match_id, .. } => Some(*match_id),
            _ => None,
        });
        if let Some(id) = created {
            self.store.set_thread_parent(id, parent).await?;
        }
        Ok(replies)
    }

    /// Runs one request. The replies are in the order a front-end should send them; the replay of a
    /// match the request ended comes last, drawn once the match's lock is free.
    pub async fn handle(&self, req: &Request) -> Result<Vec<Reply>> {
        let mut replies = self.handle_now(req).await?;
        replies.extend(self.drawn_replays().await);
        Ok(replies)
    }

    async fn handle_now(&self, req: &Request) -> Result<Vec<Reply>> {
        self.handle_unmarked(&req.unmarked()).await
    }

    /// A refusal in `lang`, with the people and moments it names as typed parts.
    pub fn refusal_in(&self, lang: korona_engine::Lang, refusal: &Refusal) -> Rich {
        Rich::from(self.words_in(lang).refusal(refusal))
    }

    async fn handle_unmarked(&self, req: &Request) -> Result<Vec<Reply>> {
        if let Some(rate) = limits::heavy(&req.command) {
            if let Some(wait) = self
                .store
                .take_rate(&req.caller.user, rate, self.now())
                .await?
            {
                return refuse(msg!(
                    "service-cooldown",
                    command = rate.kind,
                    seconds = (wait + 999) / 1000
                ));
            }
        }
        match &req.command {
            Command::Create { game, options } => self.create(req, game, options).await,
            Command::Practice { game, level } => self.practice(req, game, *level, None).await,
            Command::Games => Ok(vec![info::games(
                self.games,
                self.words_in(req.caller.lang),
            )]),
            Command::Odds { game, query } => self.odds(req, game.as_deref(), query).await,
            Command::Rules { game, topic } => info::rules(
                self.games,
                self.words_in(req.caller.lang),
                game.as_deref(),
                topic.as_deref(),
            ),
            Command::Help => Ok(vec![info::help(self.words_in(req.caller.lang))]),
            Command::MyGames => self.my_games_reply(req).await,
            Command::Notify { setting } => self.notify(req, setting.as_deref()).await,
            Command::Timezone { zone } => self.timezone(req, zone.as_deref()).await,
            Command::Quiet { window } => self.quiet(req, window.as_deref()).await,
            Command::Digest { setting } => self.digest(req, setting.as_deref()).await,
            Command::Vacation { days } => self.vacation(req, *days).await,
            Command::Leaderboard { game } => self.leaderboard(req, game).await,
            Command::Profile { user } => self.profile(req, user.as_deref()).await,
            _ => {
                // A numbered match is read once, under its lock, by `on_match`.
                let id = match req.match_id {
                    Some(id) => id,
                    None => self.resolve_match(req).await?.id,
                };
                // Every step of the command (load, apply, append, render) nests in this span, so a
                // slow order can be found in the logs by its match.
                let span =
                    tracing::info_span!("command", match_id = id, command = req.command.name());
                self.on_match(req, id).instrument(span).await
            }
        }
    }

    async fn on_match(&self, req: &Request, match_id: i64) -> Result<Vec<Reply>> {
        self.holding(match_id, self.on_held_match(req, match_id))
            .await
    }

    /// Runs `work` while holding the match: first this process's lock (its commands on the match
    /// queue there, cheaply), then the store's lock across processes (on PostgreSQL another process
    /// may be changing the match). `work` is lazy, so nothing of it runs before both are held.
    async fn holding<T>(
        &self,
        match_id: i64,
        work: impl std::future::Future<Output = Result<T>>,
    ) -> Result<T> {
        let lock = self.lock_for(match_id);
        let _guard = lock.lock().await;
        let across = self.store.lock_match(match_id).await?;
        let result = work.await;
        across.release().await;
        result
    }

    async fn on_held_match(&self, req: &Request, match_id: i64) -> Result<Vec<Reply>> {
        // Re-read under the lock: the row may have changed while we waited.
        let m = self.match_row(match_id).await?;
        let game = self.game_of(&m)?;
        let seats = self.store.seats(m.id).await?;
        if let Command::SentAt { at_ms, command } = &req.command {
            let inner = Request {
                command: (**command).clone(),
                ..req.clone()
            };
            let cx = Ctx {
                m,
                seats,
                game,
                req: &inner,
            };
            self.refuse_late_bid(&cx, *at_ms).await?;
            return self.dispatch(&cx).await;
        }
        if let Command::InPhase { phase, command } = &req.command {
            let now = self.phase_now(&m, game).await?;
            if now.as_deref() != Some(phase.as_str()) {
                return refuse(msg!("service-stale-phase", id = m.id));
            }
            let inner = Request {
                command: (**command).clone(),
                ..req.clone()
            };
            let cx = Ctx {
                m,
                seats,
                game,
                req: &inner,
            };
            return self.dispatch(&cx).await;
        }
        let cx = Ctx {
            m,
            seats,
            game,
            req,
        };
        self.dispatch(&cx).await
    }

    /// The token of the match's current phase (none before the start).
    async fn phase_now(&self, m: &MatchRow, game: &'static dyn Game) -> Result<Option<String>> {
        let Some(loaded) = self.load(m, game).await? else {
            return Ok(None);
        };
        let token = phase_token(&game.awaiting(&loaded.state).phase);
        self.keep(m.id, loaded);
        Ok(Some(token))
    }

    /// The current phase's token of the match a request names (by number or by its channel), for a
    /// front-end that shows a button to be clicked later.
    pub async fn phase_token_for(&self, req: &Request) -> Result<Option<String>> {
        let m = self.resolve_match(req).await?;
        let game = self.game_of(&m)?;
        self.holding(m.id, self.phase_now(&m, game)).await
    }

    async fn dispatch(&self, cx: &Ctx<'_>) -> Result<Vec<Reply>> {
        auth::check(cx)?;
        match &cx.req.command {
            Command::Join => self.join(cx).await,
            Command::Leave => self.leave(cx).await,
            Command::Bot { level } => self.add_bot(cx, *level).await,
            Command::Start => self.start(cx).await,
            Command::Order { text } => self.order(cx, text, false).await,
            Command::Bid { text } => self.order(cx, text, true).await,
            Command::Shortcut { verb, text } => self.shortcut(cx, verb, text).await,
            Command::EndTurn => self.end_turn(cx).await,
            Command::TakeBack => self.take_back(cx).await,
            Command::Legal { prefix } => self.legal(cx, prefix).await,
            Command::Pending => self.pending(cx).await,
            Command::Settings => self.settings(cx).await,
            Command::Msg { to_seat, text } => self.msg(cx, *to_seat, text).await,
            Command::Conversation { with_seat } => self.conversation(cx, *with_seat).await,
            Command::Status => self.status(cx).await,
            Command::Map => self.map(cx, false).await,
            Command::PhoneMap => self.map(cx, true).await,
            Command::History { last } => self.history(cx, *last).await,
            Command::Pause => self.pause(cx).await,
            Command::Resume => self.resume(cx).await,
            Command::Deadline { secs } => self.set_deadline(cx, *secs).await,
            Command::Kick { seat } => self.kick(cx, *seat).await,
            Command::Replace { seat, by } => self.replace(cx, *seat, by).await,
            Command::Concede => self.concede(cx).await,
            Command::Spectate { stop } => self.spectate(cx, *stop).await,
            Command::InPhase { .. } | Command::SentAt { .. } => {
                unreachable!("unwrapped in on_match")
            }
            Command::Create { .. }
            | Command::Practice { .. }
            | Command::Games
            | Command::Odds { .. }
            | Command::Rules { .. }
            | Command::Help
            | Command::MyGames
            | Command::Notify { .. }
            | Command::Timezone { .. }
            | Command::Quiet { .. }
            | Command::Digest { .. }
            | Command::Vacation { .. }
            | Command::Leaderboard { .. }
            | Command::Profile { .. } => {
                unreachable!("handled before a match is resolved")
            }
        }
    }

    fn lock_for(&self, match_id: i64) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap();
        if locks.len() >= KEPT_LOCKS {
            // A lock nobody holds or waits for (only the map's reference) can go: it is made anew
            // on the match's next command.
            locks.retain(|_, lock| Arc::strong_count(lock) > 1);
        }
        locks.entry(match_id).or_default().clone()
    }

    /// Matches whose state and lock are in memory now (for tests of the bounds).
    pub fn resident(&self) -> (usize, usize) {
        (
            self.cache.lock().unwrap().states.len(),
            self.locks.lock().unwrap().len(),
        )
    }

    async fn resolve_match(&self, req: &Request) -> Result<MatchRow> {
        match req.match_id {
            Some(id) => self.match_row(id).await,
            None => match self.store.open_match_in(&req.place.channel).await? {
                Some(m) => Ok(m),
                // In a channel whose matches live in threads: the only one, else the caller names one.
                None => {
                    let mut under = self.store.open_matches_under(&req.place.channel).await?;
                    match under.len() {
                        0 => refuse(msg!("service-no-open-match")),
                        1 => Ok(under.remove(0)),
                        _ => {
                            let ids: Vec<String> =
                                under.iter().map(|m| format!("#{}", m.id)).collect();
                            refuse(msg!("service-several-matches-here", ids = ids.join(", ")))
                        }
                    }
                }
            },
        }
    }

    async fn match_row(&self, id: i64) -> Result<MatchRow> {
        match self.store.get_match(id).await? {
            Some(m) => Ok(m),
            None => {
                Err(Refusal::at(id.to_string(), msg!("service-no-match-has-this-number")).into())
            }
        }
    }

    fn game_of(&self, m: &MatchRow) -> Result<&'static dyn Game> {
        find_game(self.games, &m.game)
            .ok_or_else(|| Refusal::new(msg!("service-game-gone", game = m.game.as_str())).into())
    }

    /// Takes the match's current state out of the cache, or rebuilds it from snapshot + log.
    #[tracing::instrument(name = "load", skip_all, fields(match_id = m.id))]
    async fn load(&self, m: &MatchRow, game: &dyn Game) -> Result<Option<Loaded>> {
        let last = self.store.last_seq(m.id).await?;
        let Some(last) = last else {
            return Ok(None);
        };
        if let Some(hit) = self.cache.lock().unwrap().take(m.id) {
            if hit.seq == last {
                return Ok(Some(hit));
            }
        }
        let (start_seq, start_state) = match self.store.snapshot_at_or_before(m.id, last).await? {
            Some((seq, json)) => match game.state_from_json(&json) {
                Ok(state) => (seq, Some(state)),
                Err(_) => (-1, None),
            },
            None => (-1, None),
        };
        let rows = self.store.log_after(m.id, start_seq).await?;
        let state = replay::fold(game, m, start_state, &rows).map_err(|e| {
            Refusal::new(msg!(
                "service-replay-failed",
                id = m.id,
                error = e.to_string()
            ))
        })?;
        Ok(state.map(|state| Loaded { seq: last, state }))
    }

    fn keep(&self, match_id: i64, loaded: Loaded) {
        self.cache.lock().unwrap().put(match_id, loaded);
    }

    /// The match's state now, for readers that do not change it (status, map, show).
    pub async fn current_state(&self, match_id: i64) -> Result<Option<(i64, DynState)>> {
        let m = self.match_row(match_id).await?;
        let game = self.game_of(&m)?;
        let loaded = self.holding(m.id, self.load(&m, game)).await?;
        Ok(loaded.map(|l| {
            let copy = game
                .state_from_json(&game.state_to_json(&l.state))
                .expect("a state survives its own JSON");
            let seq = l.seq;
            self.keep(m.id, l);
            (seq, copy)
        }))
    }

    /// Draws a scene on a blocking thread: rendering takes milliseconds of CPU and must not stall the
    /// async executor that serves other matches.
    async fn paint(&self, scene: korona_engine::Scene) -> Option<Vec<u8>> {
        self.paint_with(self.painter.clone()?, scene).await
    }

    async fn paint_with(&self, painter: Painter, scene: korona_engine::Scene) -> Option<Vec<u8>> {
        match tokio::task::spawn_blocking(move || painter(&scene)).await {
            Ok(png) => png,
            Err(e) => {
                tracing::error!(error = %e, "rendering panicked");
                None
            }
        }
    }

    /// Draws a phone map's pages on a blocking thread, like [`Service::paint_with`]; `None` when it
    /// cannot be drawn or has no page.
    async fn paint_pages(
        &self,
        painter: PhonePainter,
        scene: korona_engine::Scene,
    ) -> Option<Vec<Vec<u8>>> {
        match tokio::task::spawn_blocking(move || painter(&scene)).await {
            Ok(pages) => pages.filter(|p| !p.is_empty()),
            Err(e) => {
                tracing::error!(error = %e, "rendering panicked");
                None
            }
        }
    }

    fn next_seed(&self) -> korona_engine::MatchSeed {
        let mut seeds = self.seeds.lock().unwrap();
        match seeds.as_mut() {
            Some(n) => {
                let seed = korona_engine::MatchSeed::from_number(*n);
                *n += 1;
                seed
            }
            None => korona_engine::MatchSeed::random(),
        }
    }
}

/// Recently used match states, least recently used dropped first past [`CACHED_MATCHES`].
#[derive(Default)]
struct Cache {
    states: HashMap<i64, (u64, Loaded)>,
    tick: u64,
}

impl Cache {
    fn take(&mut self, match_id: i64) -> Option<Loaded> {
        self.states.remove(&match_id).map(|(_, l)| l)
    }

    fn put(&mut self, match_id: i64, loaded: Loaded) {
        self.tick += 1;
        self.states.insert(match_id, (self.tick, loaded));
        if self.states.len() > CACHED_MATCHES {
            let oldest = self
                .states
                .iter()
                .min_by_key(|(_, (used, _))| *used)
                .map(|(id, _)| *id);
            if let Some(id) = oldest {
                self.states.remove(&id);
            }
        }
    }
}
