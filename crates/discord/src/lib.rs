//! The Discord front-end: poise slash commands as thin adapters onto [`Service`], a scheduler that runs
//! due deadlines and reminders, and delivery of replies (public posts, ephemeral answers, DMs, PNGs).
//! No game logic lives here: every command becomes one [`Request`].

pub mod deliver;
mod events;
mod info;
pub mod locale;
pub mod markup;
mod match_cmds;
mod menu;
mod msg;
mod order;
mod players;
pub mod scheduler;
pub mod shards;
mod standing;
mod web_link;

use deliver::{chunks, image_embed, retry, Outbox, RetryPolicy, MAX_CONTENT};
use korona_engine::Catalog;
use korona_service::{Caller, Command, Place, Reply, Request, Service, ServiceError, To};
use locale::{t, Lang, Text};
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{CreateActionRow, CreateButton};
use std::sync::Arc;
use std::time::Duration;

pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// Custom-id kinds of the controls in a turn's DM.
pub(crate) const BID_FORM: &str = "bidform";
pub(crate) const ORDERS_MENU: &str = "orders";
/// Custom-id kinds of a lobby's buttons.
pub(crate) const LOBBY_JOIN: &str = "join";
pub(crate) const LOBBY_BOT: &str = "addbot";
pub(crate) const LOBBY_START: &str = "start";
/// Custom-id kind prefix of the buttons that turn a game's rules (`rules.capitals`).
pub(crate) const RULES_PAGE: &str = "rules.";
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every handler shares.
pub struct Data {
    pub service: Arc<Service>,
    pub outbox: Arc<Outbox>,
    /// The hosted games' shortcut commands, read once at start-up.
    pub shortcuts: Vec<korona_engine::Shortcut>,
}

/// How to reach Discord and how the bot behaves. `Debug` is written by hand so that no log line can
/// print the token.
#[derive(Clone)]
pub struct Config {
    pub token: String,
    /// Another base URL for the API (`http://127.0.0.1:PORT`): the local fake in tests.
    pub api_base: Option<String>,
    /// Register the commands in this guild only (instant) rather than globally (up to an hour).
    pub guild: Option<u64>,
    /// How often the scheduler looks for due deadlines and reminders.
    pub tick: Duration,
    pub retry: RetryPolicy,
    /// The shards this process runs (`--shards`); `None` runs every shard Discord recommends.
    pub shards: Option<shards::ShardSplit>,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<secret>")
            .field("api_base", &self.api_base)
            .field("guild", &self.guild)
            .field("tick", &self.tick)
            .field("retry", &self.retry)
            .field("shards", &self.shards)
            .finish()
    }
}

impl Config {
    pub fn new(token: impl Into<String>) -> Self {
        Config {
            token: token.into(),
            api_base: None,
            guild: None,
            tick: SCHEDULER_TICK,
            retry: RetryPolicy::default(),
            shards: None,
        }
    }
}

/// How often the scheduler looks for due jobs unless told otherwise. With the job lease
/// (`korona_service::JOB_LEASE_MS`) it bounds how late a dead process's deadline fires on a survivor:
/// 3 s + 1 s (it was 30 s + 5 s: `tests/failover.rs` measured an orphaned deadline 32.9 s late). A
/// poll when nothing is due is a few indexed queries.
pub const SCHEDULER_TICK: Duration = Duration::from_secs(1);

/// A running bot: the gateway client and the scheduler.
pub struct Bot {
    pub http: Arc<serenity::Http>,
    shards: Arc<serenity::ShardManager>,
    client: tokio::task::JoinHandle<()>,
    scheduler: tokio::task::JoinHandle<()>,
}

impl Bot {
    /// Stops the scheduler and closes the gateway; the database keeps everything.
    pub async fn stop(self) {
        self.scheduler.abort();
        self.shards.shutdown_all().await;
        self.client.abort();
        let _ = self.client.await;
        let _ = self.scheduler.await;
    }
}

/// The bot's commands, with one command per shortcut the hosted games declare.
pub fn commands(shortcuts: &[korona_engine::Shortcut]) -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        match_cmds::match_(),
        order::order(),
        order::orders(),
        order::undo(),
        order::settings(),
        msg::msg(),
        msg::conversation(),
        info::odds(),
        info::games(),
        info::rules(),
        info::help(),
        players::mygames(),
        players::me(),
        standing::leaderboard(),
        standing::profile(),
        standing::spectate(),
    ];
    commands.extend(order::shortcut_commands(shortcuts));
    locale::localize(&mut commands);
    commands
}

/// Connects to Discord (or the fake named by `config.api_base`) and starts the scheduler.
pub async fn start(service: Arc<Service>, config: Config) -> Result<Bot, serenity::Error> {
    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        // serenity's rate limiter ignores the proxy and would call discord.com: off for a fake.
        let client = reqwest::Client::builder()
            .no_proxy()
            .build()
            .map_err(|e| serenity::Error::Http(serenity::HttpError::Request(e)))?;
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true)
            .client(client);
    }
    let http = http.build();
    // The outbox needs the client's Http, which exists only once the client is built; setup runs later.
    let outbox_cell: Arc<std::sync::OnceLock<Arc<Outbox>>> = Arc::default();
    let guild = config.guild;
    let data_service = service.clone();
    let data_outbox = outbox_cell.clone();
    let shortcuts = service.shortcuts();
    let data_shortcuts = shortcuts.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(&shortcuts),
            on_error: |error| Box::pin(on_error(error)),
            command_check: Some(|ctx| Box::pin(first_delivery(ctx))),
            event_handler: |ctx, event, _framework, data| {
                Box::pin(events::handle(ctx, event, data))
            },
            // The application owner is never consulted: no need for the extra start-up call.
            initialize_owners: false,
            // Answers to a command are the caller's alone: they ping nobody, whatever text a player
            // put in them (only a phase post pings, its awaited seats: see deliver::pings).
            allowed_mentions: Some(serenity::CreateAllowedMentions::new().replied_user(false)),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g))
                            .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                let outbox = data_outbox
                    .get()
                    .expect("set before the client starts")
                    .clone();
                Ok(Data {
                    service: data_service,
                    outbox,
                    shortcuts: data_shortcuts,
                })
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::DIRECT_MESSAGES;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await?;
    let shards = client.shard_manager.clone();
    let client_http = client.http.clone();
    let outbox = Arc::new(Outbox::new(client_http.clone(), config.retry));
    let _ = outbox_cell.set(outbox.clone());
    let split = config.shards;
    let client = tokio::spawn(async move {
        let started = match split {
            Some(split) => {
                let (range, total) = split.serenity_range();
                client.start_shard_range(range, total).await
            }
            None => client.start().await,
        };
        if let Err(e) = started {
            tracing::error!(error = %e, "the Discord client stopped");
        }
    });
    let scheduler = tokio::spawn(scheduler::run(service, outbox, config.tick));
    Ok(Bot {
        http: client_http,
        shards,
        client,
        scheduler,
    })
}

/// Skips an interaction handled before (Discord may deliver one twice). Only reads: the command
/// records its own delivery, in the transaction of what it changes (`Service::handle_delivered`).
async fn first_delivery(ctx: Context<'_>) -> Result<bool, Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(true);
    };
    // poise runs the check for `/match` and again for `/match create`: decide once per invocation.
    let mut slot = app.invocation_data.lock().await;
    if let Some(Delivered(first)) = slot.downcast_ref::<Delivered>() {
        return Ok(*first);
    }
    let service = &ctx.data().service;
    let first = !service.delivered(&delivery_key(ctx)).await?;
    *slot = Box::new(Delivered(first));
    Ok(first)
}

struct Delivered(bool);

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } => {
            tracing::info!(command = %ctx.command().qualified_name, "redelivered interaction ignored");
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

pub(crate) fn lang(ctx: Context<'_>) -> Lang {
    Lang::of_locale(ctx.locale())
}

/// Whether the member may manage the server: what the service calls an admin.
fn is_admin(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

pub(crate) fn request(ctx: Context<'_>, match_id: Option<i64>, command: Command) -> Request {
    let admin = match ctx {
        poise::Context::Application(app) => is_admin(app.interaction.member.as_deref()),
        // Only slash commands are registered; a prefix context never reaches here.
        poise::Context::Prefix(_) => false,
    };
    Request {
        caller: Caller {
            user: ctx.author().id.to_string(),
            admin,
            lang: lang(ctx),
        },
        place: Place {
            guild: ctx.guild_id().map(|g| g.to_string()),
            channel: ctx.channel_id().to_string(),
        },
        match_id,
        command,
    }
}

/// Runs one command for an interaction, deferred first (an ephemeral "thinking"). Every command that
/// reaches the service is deferred, not only those that resolve phases or draw maps: under a burst even
/// a status read waits its turn behind one SQLite file, and a load test measured a p99 of 4 s, past
/// Discord's three-second window.
pub(crate) async fn run(
    ctx: Context<'_>,
    match_id: Option<i64>,
    command: Command,
) -> Result<Result<Vec<Reply>, ServiceError>, Error> {
    retry(ctx.data().outbox.policy, "defer", || ctx.defer_ephemeral()).await?;
    if matches!(command, Command::Join | Command::Create { .. }) {
        let member = match ctx {
            poise::Context::Application(app) => app.interaction.member.as_deref(),
            poise::Context::Prefix(_) => None,
        };
        players::remember(ctx.data(), ctx.author(), member).await;
    }
    let req = request(ctx, match_id, command);
    Ok(ctx
        .data()
        .service
        .handle_delivered(&delivery_key(ctx), &req)
        .await)
}

/// The delivery key of a command's interaction: the same for every delivery of it.
pub(crate) fn delivery_key(ctx: Context<'_>) -> String {
    match ctx {
        poise::Context::Application(app) => format!("interaction:{}", app.interaction.id),
        poise::Context::Prefix(p) => format!("message:{}", p.msg.id),
    }
}

/// The caller's part of an outcome as ephemeral messages, and the rest delivered to channels and DMs.
pub(crate) async fn answer(
    ctx: Context<'_>,
    outcome: Result<Vec<Reply>, ServiceError>,
    buttons: Vec<CreateButton>,
) -> Result<(), Error> {
    let rows = if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    };
    answer_with(ctx, outcome, rows).await
}

/// [`answer`] with any components (a menu and buttons) under the caller's last message.
pub(crate) async fn answer_with(
    ctx: Context<'_>,
    outcome: Result<Vec<Reply>, ServiceError>,
    rows: Vec<CreateActionRow>,
) -> Result<(), Error> {
    let lang = lang(ctx);
    let (mine, others) = split(outcome, lang, ctx.data().service.words_in(lang));
    let count = mine.len();
    for (i, mut reply) in mine.into_iter().enumerate() {
        if i + 1 == count && !rows.is_empty() {
            reply = reply.components(rows.clone());
        }
        retry(ctx.data().outbox.policy, "answer", || {
            ctx.send(reply.clone())
        })
        .await?;
    }
    ctx.data().outbox.deliver(&others).await;
    Ok(())
}

/// Separates what the caller reads (as ready ephemeral replies) from what goes elsewhere.
pub(crate) fn split(
    outcome: Result<Vec<Reply>, ServiceError>,
    lang: Lang,
    words: &Catalog,
) -> (Vec<CreateReply>, Vec<Reply>) {
    let replies = match outcome {
        Ok(replies) => replies,
        Err(e) => return (caller_text(&refusal_text(&e, lang, words)), Vec::new()),
    };
    let mut mine = Vec::new();
    let mut others = Vec::new();
    for reply in replies {
        if reply.to == To::Caller {
            mine.extend(caller_body(&reply));
        } else {
            others.push(reply);
        }
    }
    if mine.is_empty() {
        mine = caller_text(&t(lang, Text::Done));
    }
    (mine, others)
}

pub(crate) fn refusal_text(e: &ServiceError, lang: Lang, words: &Catalog) -> String {
    match e.refusal() {
        Some(r) => format!(
            "{} {}",
            t(lang, Text::Refused),
            markup::text(&korona_service::Rich::from(words.refusal(r)))
        ),
        None => {
            tracing::error!(error = %e, "service fault");
            t(lang, Text::Fault).to_string()
        }
    }
}

fn caller_text(text: &str) -> Vec<CreateReply> {
    chunks(text, MAX_CONTENT)
        .into_iter()
        .map(|c| CreateReply::default().content(c).ephemeral(true))
        .collect()
}

fn caller_body(reply: &Reply) -> Vec<CreateReply> {
    match &reply.body {
        korona_service::Body::Text(text)
        | korona_service::Body::Choices { text, .. }
        | korona_service::Body::Accepted { text, .. } => caller_text(&markup::text(text)),
        korona_service::Body::Image {
            name,
            png,
            caption,
            alt,
        } => vec![CreateReply::default()
            .embed(image_embed(name, &markup::text(caption)))
            .attachment(deliver::map_attachment(name, png, alt))
            .ephemeral(true)],
        korona_service::Body::Album { caption, pictures } => deliver::album_files(pictures)
            .into_iter()
            .enumerate()
            .map(|(k, files)| {
                let mut reply = CreateReply::default().ephemeral(true);
                if k == 0 {
                    reply =
                        reply.content(chunks(&markup::text(caption), MAX_CONTENT).swap_remove(0));
                }
                files.into_iter().fold(reply, CreateReply::attachment)
            })
            .collect(),
        korona_service::Body::Phase(post) => {
            let mut reply = CreateReply::default()
                .embed(deliver::phase_embed(post))
                .ephemeral(true);
            if let Some((name, png)) = &post.picture {
                reply = reply.attachment(deliver::map_attachment(name, png, &post.alt));
            }
            vec![reply]
        }
        korona_service::Body::Nudge { text, .. } | korona_service::Body::Lobby { text, .. } => {
            caller_text(&markup::text(text))
        }
        korona_service::Body::Pages {
            title,
            game,
            pages,
            lang,
        } => vec![CreateReply::default()
            .embed(deliver::page_embed(title, pages, 0, *lang))
            .components(deliver::page_buttons(game, pages.len(), 0, *lang))
            .ephemeral(true)],
    }
}

/// A button whose custom id names what it does and on which match (`-`: the channel's open match),
/// and the phase it was shown in, so that a click after the phase has passed is refused.
pub(crate) fn button(
    kind: &str,
    match_id: Option<i64>,
    phase: Option<&str>,
    label: &str,
) -> CreateButton {
    CreateButton::new(in_phase(custom_id(kind, match_id, None), phase)).label(label)
}

pub(crate) fn custom_id(kind: &str, match_id: Option<i64>, extra: Option<u8>) -> String {
    let m = match_id.map_or("-".to_string(), |m| m.to_string());
    match extra {
        Some(x) => format!("k:{kind}:{m}:{x}"),
        None => format!("k:{kind}:{m}"),
    }
}

/// A custom id that also names the phase (a [`korona_service::phase_token`]) it was made in.
pub(crate) fn in_phase(id: String, phase: Option<&str>) -> String {
    match phase {
        Some(p) => format!("{id}:@{p}"),
        None => id,
    }
}

/// Reads a custom id written by [`custom_id`] (and [`in_phase`]).
pub(crate) fn parse_custom_id(id: &str) -> Option<(String, Option<i64>, Option<u8>)> {
    let mut parts = id.split(':');
    if parts.next()? != "k" {
        return None;
    }
    let kind = parts.next()?.to_string();
    let m = match parts.next()? {
        "-" => None,
        n => Some(n.parse().ok()?),
    };
    let extra = match parts.next() {
        Some(x) if !x.starts_with('@') => Some(x.parse().ok()?),
        _ => None,
    };
    Some((kind, m, extra))
}

/// The phase a custom id was made in, if it names one.
pub(crate) fn phase_of_custom_id(id: &str) -> Option<String> {
    id.split(':')
        .find_map(|p| p.strip_prefix('@'))
        .map(str::to_string)
}

/// `korona run`: DISCORD_TOKEN (checked by the caller) and KORONA_GUILD; the service (its store,
/// painters and clock wired by the binary) and the shards (`--shards`/KORONA_SHARDS) come from the
/// caller.
pub async fn run_from_env(
    service: Service,
    shards: Option<shards::ShardSplit>,
) -> std::process::ExitCode {
    use std::process::ExitCode;
    let token = std::env::var("DISCORD_TOKEN").unwrap_or_default();
    let mut config = Config::new(token.trim());
    config.shards = shards;
    if let Ok(g) = std::env::var("KORONA_GUILD") {
        match g.trim().parse::<u64>() {
            Ok(id) => config.guild = Some(id),
            Err(_) => {
                eprintln!("KORONA_GUILD must be a server id (a number), not {g:?}");
                return ExitCode::from(2);
            }
        }
    }
    let mut bot = match start(Arc::new(service), config).await {
        Ok(bot) => bot,
        Err(e) => {
            eprintln!("cannot start the Discord client: {e}");
            return ExitCode::from(1);
        }
    };
    let client_ended = tokio::select! {
        _ = tokio::signal::ctrl_c() => false,
        _ = &mut bot.client => true,
    };
    if client_ended {
        bot.scheduler.abort();
        return ExitCode::from(1);
    }
    tracing::info!("stopping");
    bot.stop().await;
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip() {
        assert_eq!(
            parse_custom_id(&custom_id("msg", Some(3), Some(1))),
            Some(("msg".into(), Some(3), Some(1)))
        );
        assert_eq!(
            parse_custom_id(&custom_id("end", None, None)),
            Some(("end".into(), None, None))
        );
        assert_eq!(parse_custom_id("other"), None);
        let id = in_phase(custom_id("end", Some(4), None), Some("ab12cd34"));
        assert_eq!(parse_custom_id(&id), Some(("end".into(), Some(4), None)));
        assert_eq!(phase_of_custom_id(&id).as_deref(), Some("ab12cd34"));
        assert_eq!(phase_of_custom_id(&custom_id("end", None, None)), None);
    }
}
