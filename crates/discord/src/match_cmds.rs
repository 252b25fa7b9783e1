//! `/match ...`: the lobby, match management and read-only views of one match.

use super::deliver::retry;
use super::locale::{t, Text};
use super::players::{level_choices, match_choices, seat_choices};
use super::web_link::link;
use super::{answer, custom_id, lang, request, run, Context, Error};
use korona_engine::msg;
use korona_engine::{BotLevel, Refusal};
use korona_service::{game_ids, input, Command, Replacement, ServiceError};
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

/// Runs a match command and answers it: the common shape of almost every subcommand.
async fn go(ctx: Context<'_>, match_id: Option<i64>, command: Command) -> Result<(), Error> {
    let outcome = run(ctx, match_id, command).await?;
    answer(ctx, outcome, vec![]).await
}

/// Answers a refusal found by the adapter itself (a parameter the service cannot take).
async fn refuse(ctx: Context<'_>, refusal: Refusal) -> Result<(), Error> {
    answer(ctx, Err(ServiceError::Refused(refusal)), vec![]).await
}

fn level(text: &str) -> Result<BotLevel, Refusal> {
    BotLevel::parse(text).ok_or_else(|| {
        let names: Vec<&str> = BotLevel::ALL.iter().map(|l| l.name()).collect();
        Refusal::at(text, msg!("discord-bot-levels", list = names.join(", ")))
    })
}

async fn game_choices(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let _ = ctx;
    let partial = partial.to_ascii_lowercase();
    game_ids(korona_games::registry)
        .into_iter()
        .filter(|g| g.starts_with(&partial))
        .map(str::to_string)
        .collect()
}

/// Matches: create, join, manage and look at them
#[poise::command(
    slash_command,
    rename = "match",
    description_localized("hu", "Meccsek: létrehozás, csatlakozás, kezelés, megtekintés"),
    subcommands(
        "create", "practice", "join", "leave", "bot", "start", "status", "map", "history", "pause",
        "resume", "deadline", "kick", "replace", "concede", "link"
    ),
    subcommand_required
)]
pub async fn match_(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a match of a game in this channel
#[poise::command(
    slash_command,
    description_localized("hu", "Meccs nyitása ebben a csatornában")
)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Game id (see /games)"]
    #[description_localized("hu", "A játék azonosítója (lásd /játékok)")]
    #[autocomplete = "game_choices"]
    game: String,
    #[description = "Options as key=value pairs"]
    #[description_localized("hu", "Beállítások kulcs=érték alakban")]
    options: Option<String>,
) -> Result<(), Error> {
    let mut options = match options.as_deref().map(input::options).transpose() {
        Ok(options) => options.unwrap_or_default(),
        Err(r) => return refuse(ctx, r).await,
    };
    // A match without `lang=` posts in the server's preferred language, when Discord gives one.
    if !options.iter().any(|(k, _)| k.eq_ignore_ascii_case("lang")) {
        let guild_locale = match ctx {
            poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
            poise::Context::Prefix(_) => None,
        };
        if let Some(locale) = guild_locale {
            let lang = super::locale::Lang::of_locale(Some(locale));
            options.push(("lang".to_string(), lang.tag().to_string()));
        }
    }
    // The thread is named in the match's language, like its posts.
    let match_lang = options
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("lang"))
        .and_then(|(_, v)| super::locale::Lang::parse(v))
        .unwrap_or(super::locale::Lang::En);
    retry(ctx.data().outbox.policy, "defer", || ctx.defer_ephemeral()).await?;
    let mut req = request(
        ctx,
        None,
        Command::Create {
            game: game.clone(),
            options,
        },
    );
    // Checked before anything is made: a refused create opens no thread (and stores nothing).
    let game = match ctx.data().service.check_create(&req).await {
        Ok(id) => id.to_string(),
        Err(e) => return answer(ctx, Err(e), vec![]).await,
    };
    // In a server, the match gets a public thread of its own: its posts stay together, and a
    // channel holds as many matches as its players like.
    let thread = match ctx.guild_id() {
        Some(_) => open_thread(ctx, &game, match_lang).await,
        None => None,
    };
    let outcome = match thread {
        Some(thread) => {
            let parent = std::mem::replace(&mut req.place.channel, thread.to_string());
            let created = ctx.data().service.create_in_thread(&req, &parent).await;
            if created.is_ok() {
                ctx.data()
                    .service
                    .record_delivery(&super::delivery_key(ctx))
                    .await?;
            }
            created
        }
        None => {
            ctx.data()
                .service
                .handle_delivered(&super::delivery_key(ctx), &req)
                .await
        }
    };
    let outcome = outcome.map(|mut replies| {
        if let Some(thread) = thread {
            replies.push(korona_service::Reply::caller(super::locale::say(
                lang(ctx),
                &korona_engine::msg!("discord-own-thread", thread = thread.to_string()),
            )));
        }
        replies
    });
    answer(ctx, outcome, vec![]).await
}

/// Play a game against bots at once, in a thread of its own
#[poise::command(
    slash_command,
    description_localized("hu", "Játék botok ellen azonnal, saját szálban")
)]
pub async fn practice(
    ctx: Context<'_>,
    #[description = "Game id (see /games)"]
    #[description_localized("hu", "A játék azonosítója (lásd /játékok)")]
    #[autocomplete = "game_choices"]
    game: String,
    #[description = "The bots' level: easy (default), medium, hard or extreme"]
    #[description_localized("hu", "A botok szintje: easy (alapból), medium, hard vagy extreme")]
    #[autocomplete = "level_choices"]
    level: Option<String>,
) -> Result<(), Error> {
    let level = match level.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
        None => BotLevel::Easy,
        Some(text) => match self::level(text) {
            Ok(level) => level,
            Err(r) => return refuse(ctx, r).await,
        },
    };
    retry(ctx.data().outbox.policy, "defer", || ctx.defer_ephemeral()).await?;
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    super::players::remember(ctx.data(), ctx.author(), member).await;
    let mut req = request(ctx, None, Command::Practice { game, level });
    // Checked before anything is made, as for `/match create`: a refusal opens no thread.
    let game = match ctx.data().service.check_create(&req).await {
        Ok(id) => id.to_string(),
        Err(e) => return answer(ctx, Err(e), vec![]).await,
    };
    // The match reads in the caller's language, and so does its thread's name.
    let thread = match ctx.guild_id() {
        Some(_) => open_thread(ctx, &game, lang(ctx)).await,
        None => None,
    };
    let parent = thread.map(|t| std::mem::replace(&mut req.place.channel, t.to_string()));
    let outcome = ctx
        .data()
        .service
        .practice_in_thread(&req, parent.as_deref())
        .await;
    // The first card's orders as a menu, like `/order` without text.
    let rows = match &outcome {
        Ok((id, replies)) => {
            let choices = super::menu::legal_choices(replies);
            if choices.is_empty() {
                vec![]
            } else {
                let phase = super::menu::phase_of(replies);
                super::menu::offer(Some(*id), phase.as_deref(), &choices, "", lang(ctx)).1
            }
        }
        Err(_) => vec![],
    };
    let outcome = outcome.map(|(_, mut replies)| {
        // The thread's link before the card: the menu goes under the caller's last message.
        if let Some(thread) = thread {
            let card = replies
                .iter()
                .position(|r| !r.choices().is_empty())
                .unwrap_or(replies.len());
            replies.insert(
                card,
                korona_service::Reply::caller(super::locale::say(
                    lang(ctx),
                    &korona_engine::msg!("discord-own-thread", thread = thread.to_string()),
                )),
            );
        }
        replies
    });
    super::answer_with(ctx, outcome, rows).await
}

/// A public thread for a new match under the channel the command was given in; none (the match
/// stays in the channel) where Discord refuses, in a thread already for one.
async fn open_thread(
    ctx: Context<'_>,
    game: &str,
    lang: super::locale::Lang,
) -> Option<serenity::ChannelId> {
    let name = super::locale::say(
        lang,
        &korona_engine::msg!(
            "discord-thread-name",
            game = game.trim(),
            user = ctx.author().name.as_str()
        ),
    );
    let name: String = name.chars().take(100).collect();
    let thread = serenity::CreateThread::new(name)
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    match retry(ctx.data().outbox.policy, "thread", || {
        ctx.channel_id().create_thread(ctx.http(), thread.clone())
    })
    .await
    {
        Ok(channel) => Some(channel.id),
        Err(e) => {
            tracing::warn!(error = %e, "no thread for the match; it stays in the channel");
            None
        }
    }
}

/// Take a seat in the match
#[poise::command(slash_command, description_localized("hu", "Beülés a meccsbe"))]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    go(ctx, match_id, Command::Join).await
}

/// Leave the match before it starts
#[poise::command(
    slash_command,
    description_localized("hu", "Kilépés a meccsből kezdés előtt")
)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    go(ctx, match_id, Command::Leave).await
}

/// Seat a built-in bot (host or admin)
#[poise::command(slash_command, description_localized("hu", "Beépített bot leültetése"))]
pub async fn bot(
    ctx: Context<'_>,
    #[description = "easy, medium, hard or extreme"]
    #[autocomplete = "level_choices"]
    level: String,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    match self::level(&level) {
        Ok(level) => go(ctx, match_id, Command::Bot { level }).await,
        Err(r) => refuse(ctx, r).await,
    }
}

/// Start the match (host or admin)
#[poise::command(slash_command, description_localized("hu", "A meccs indítása"))]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    go(ctx, match_id, Command::Start).await
}

/// The match as you may see it
#[poise::command(slash_command, description_localized("hu", "A meccs állása"))]
pub async fn status(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    go(ctx, match_id, Command::Status).await
}

/// The map as you may see it
#[poise::command(slash_command, description_localized("hu", "A térkép"))]
pub async fn map(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
    #[description = "The portrait picture that reads on a phone"]
    #[description_localized("hu", "Álló kép, ami telefonon is olvasható")]
    phone: Option<bool>,
) -> Result<(), Error> {
    let command = if phone.unwrap_or(false) {
        Command::PhoneMap
    } else {
        Command::Map
    };
    go(ctx, match_id, command).await
}

/// The last events of the match
#[poise::command(
    slash_command,
    description_localized("hu", "A meccs legutóbbi eseményei")
)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "How many events (default 10)"]
    #[min = 1]
    #[max = 200]
    last: Option<u32>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let last = last.unwrap_or(10) as usize;
    go(ctx, match_id, Command::History { last }).await
}

/// Pause the match and its deadlines (host or admin)
#[poise::command(slash_command, description_localized("hu", "A meccs szüneteltetése"))]
pub async fn pause(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    go(ctx, match_id, Command::Pause).await
}

/// Resume a paused match (host or admin)
#[poise::command(slash_command, description_localized("hu", "A meccs folytatása"))]
pub async fn resume(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    go(ctx, match_id, Command::Resume).await
}

/// Set the per-phase deadline, like 24h; without a duration, clear it (host or admin)
#[poise::command(
    slash_command,
    description_localized("hu", "Fázishatáridő, például 24h; üresen törli")
)]
pub async fn deadline(
    ctx: Context<'_>,
    #[description = "Like 30m, 24h or 2d; empty clears the deadline"] duration: Option<String>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    match duration.as_deref().map(input::duration).transpose() {
        Ok(secs) => go(ctx, match_id, Command::Deadline { secs }).await,
        Err(r) => refuse(ctx, r).await,
    }
}

/// Remove a player from a seat (host or admin)
#[poise::command(
    slash_command,
    description_localized("hu", "Játékos eltávolítása egy székből")
)]
pub async fn kick(
    ctx: Context<'_>,
    #[description = "Seat number"]
    #[autocomplete = "seat_choices"]
    seat: u8,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    go(ctx, match_id, Command::Kick { seat }).await
}

/// Give a seat to another user or to a bot (host or admin)
#[poise::command(
    slash_command,
    description_localized("hu", "Szék átadása másik játékosnak vagy botnak")
)]
pub async fn replace(
    ctx: Context<'_>,
    #[description = "Seat number"]
    #[autocomplete = "seat_choices"]
    seat: u8,
    #[description = "The user who takes the seat"] user: Option<serenity::User>,
    #[description = "Or a bot of this level: easy, medium, hard, extreme"]
    #[autocomplete = "level_choices"]
    bot: Option<String>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let by = match (user, bot) {
        (Some(user), None) => Ok(Replacement::User(user.id.to_string())),
        (None, Some(level)) => self::level(&level).map(Replacement::Bot),
        _ => Err(Refusal::new(msg!("discord-name-either-user-or-bot"))),
    };
    match by {
        Ok(by) => go(ctx, match_id, Command::Replace { seat, by }).await,
        Err(r) => refuse(ctx, r).await,
    }
}

/// Concede the match (asks for confirmation)
#[poise::command(
    slash_command,
    description_localized("hu", "A meccs feladása (megerősítést kér)")
)]
pub async fn concede(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let lang = lang(ctx);
    // The confirmation holds for the phase it was asked in.
    let phase = ctx
        .data()
        .service
        .phase_token_for(&super::request(ctx, match_id, Command::Concede))
        .await
        .ok()
        .flatten();
    let confirm = CreateButton::new(super::in_phase(
        custom_id("concede", match_id, None),
        phase.as_deref(),
    ))
    .label(t(lang, Text::ConcedeConfirm))
    .style(ButtonStyle::Danger);
    let reply = CreateReply::default()
        .content(t(lang, Text::ConcedeQuestion))
        .components(vec![CreateActionRow::Buttons(vec![confirm])])
        .ephemeral(true);
    super::deliver::retry(ctx.data().outbox.policy, "concede question", || {
        ctx.send(reply.clone())
    })
    .await?;
    Ok(())
}
