//! Orders and sealed bids. Confirmations are ephemeral; only public events reach the channel.

use super::deliver::retry;
use super::menu::{legal_choices, offer, phase_of};
use super::players::match_choices;
use super::{answer, answer_with, lang, request, run, Context, Error};
use korona_service::{Command, Reply};
use poise::serenity_prelude::AutocompleteChoice;
use poise::CreateReply;

/// Discord shows at most 25 autocomplete choices of at most 100 characters.
const MAX_CHOICES: usize = 25;
const MAX_CHOICE_LEN: usize = 100;

/// Legal orders for the caller that start with what was typed so far: the label is shown, the order
/// text is what the option receives.
async fn legal_orders(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let req = request(
        ctx,
        None,
        Command::Legal {
            prefix: partial.to_string(),
        },
    );
    match ctx.data().service.handle(&req).await {
        Ok(replies) => suggestions(&replies),
        // Not seated, no match: nothing to suggest; the command itself will explain.
        Err(_) => Vec::new(),
    }
}

fn suggestions(replies: &[Reply]) -> Vec<AutocompleteChoice> {
    // No order falls out for its length: a long one travels as its stand-in (see `menu::order_key`).
    legal_choices(replies)
        .into_iter()
        .take(MAX_CHOICES)
        .map(|c| {
            AutocompleteChoice::new(
                super::menu::label_fit(&c.label),
                super::menu::carried(&c.text, MAX_CHOICE_LEN),
            )
        })
        .collect()
}

/// An order text as typed, or the long order its stand-in names (an autocomplete or menu choice
/// whose order was over Discord's 100 characters); a stand-in that names no legal order stays as it
/// is and is refused by the game like any other word.
pub(crate) async fn resolve_long(
    data: &super::Data,
    like: &korona_service::Request,
    text: String,
) -> String {
    if !super::menu::is_key(&text) {
        return text;
    }
    let req = korona_service::Request {
        command: Command::Legal {
            prefix: String::new(),
        },
        ..like.clone()
    };
    match data.service.handle(&req).await {
        Ok(replies) => {
            let legal = legal_choices(&replies);
            super::menu::resolve_key(&text, &legal).map_or(text, |c| c.text.clone())
        }
        Err(_) => text,
    }
}

/// Give an order in your match (without text: choose one from a menu)
#[poise::command(
    slash_command,
    description_localized("hu", "Parancs a meccsedben (szöveg nélkül: menüből)")
)]
pub async fn order(
    ctx: Context<'_>,
    #[description = "The order, in the game's order language; leave empty for a menu"]
    #[description_localized("hu", "A parancs a játék nyelvén; üresen menü nyílik")]
    #[autocomplete = "legal_orders"]
    text: Option<String>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let Some(text) = text else {
        return offer_menu(ctx, match_id).await;
    };
    let text = resolve_long(ctx.data(), &request(ctx, match_id, Command::Help), text).await;
    let outcome = run(ctx, match_id, sent_at(ctx, Command::Order { text })).await?;
    answer_order(ctx, match_id, outcome).await
}

/// A typed order with the moment Discord says it was sent (the interaction id's timestamp), so that
/// a sealed bid typed before a reveal is refused rather than counted for the next bidding. A moment
/// more than [`TRUSTED_SKEW_MS`] from the service's clock is not trusted (clocks disagree, or ids
/// that are not Discord's): the order goes as it is.
fn sent_at(ctx: Context<'_>, command: Command) -> Command {
    let at_ms = ctx.id() as i64 / (1 << 22) + DISCORD_EPOCH_MS;
    if (at_ms - ctx.data().service.now()).abs() > TRUSTED_SKEW_MS {
        return command;
    }
    Command::SentAt {
        at_ms,
        command: Box::new(command),
    }
}

/// Discord ids count milliseconds from the first second of 2015.
const DISCORD_EPOCH_MS: i64 = 1_420_070_400_000;
const TRUSTED_SKEW_MS: i64 = 60_000;

/// The answer to an order: its card, with the order menu again while the turn goes on, and an "End
/// turn" button when the service says ending it is legal now (it decides on the state it already
/// loaded).
async fn answer_order(
    ctx: Context<'_>,
    match_id: Option<i64>,
    outcome: Result<Vec<Reply>, korona_service::ServiceError>,
) -> Result<(), Error> {
    let rows = match &outcome {
        Ok(replies) => super::menu::card_rows(match_id, replies, lang(ctx)),
        Err(_) => Vec::new(),
    };
    answer_with(ctx, outcome, rows).await
}

/// A menu of the caller's legal orders; a choice is submitted as the order (see `events`).
async fn offer_menu(ctx: Context<'_>, match_id: Option<i64>) -> Result<(), Error> {
    let prefix = String::new();
    let (legal, phase) = match run(ctx, match_id, Command::Legal { prefix }).await? {
        Ok(replies) => (legal_choices(&replies), phase_of(&replies)),
        Err(e) => return answer(ctx, Err(e), vec![]).await,
    };
    let (text, rows) = offer(match_id, phase.as_deref(), &legal, "", lang(ctx));
    let reply = CreateReply::default()
        .content(text)
        .components(rows)
        .ephemeral(true);
    retry(ctx.data().outbox.policy, "order menu", || {
        ctx.send(reply.clone())
    })
    .await?;
    Ok(())
}

/// What you still have to do in your match
#[poise::command(
    slash_command,
    description_localized("hu", "Mi van még hátra a meccsedben")
)]
pub async fn orders(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let outcome = run(ctx, match_id, Command::Pending).await?;
    answer(ctx, outcome, vec![]).await
}

/// Your standing settings (casualties, the lord's arm...): a menu of their own
#[poise::command(
    slash_command,
    description_localized("hu", "Állandó beállításaid (veszteségek, a nagyúr fegyverneme...)")
)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let outcome = run(ctx, match_id, Command::Settings).await?;
    // The service's text names the settings in force; the menu under it offers them all.
    let choices = outcome
        .as_ref()
        .map(|r| legal_choices(r))
        .unwrap_or_default();
    let rows = match &outcome {
        Ok(replies) if !choices.is_empty() => {
            offer(
                match_id,
                phase_of(replies).as_deref(),
                &choices,
                "",
                lang(ctx),
            )
            .1
        }
        _ => Vec::new(),
    };
    answer_with(ctx, outcome, rows).await
}

/// Take back your last action, or your sealed orders, while the phase is open
#[poise::command(
    slash_command,
    description_localized("hu", "Az utolsó lépésed vagy a lezárt parancsaid visszavonása")
)]
pub async fn undo(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let outcome = run(ctx, match_id, Command::TakeBack).await?;
    answer_order(ctx, match_id, outcome).await
}

/// The template of a game's shortcut command (see [`shortcut_commands`]); never registered as is.
#[poise::command(slash_command)]
pub async fn shortcut(
    ctx: Context<'_>,
    #[description = "The rest of the order, in the game's order language"]
    #[description_localized("hu", "A parancs többi része a játék nyelvén")]
    text: String,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    // The command was registered under the shortcut's verb: that name says which shortcut it is.
    let verb = ctx.command().name.clone();
    let outcome = run(
        ctx,
        match_id,
        sent_at(ctx, Command::Shortcut { verb, text }),
    )
    .await?;
    answer_order(ctx, match_id, outcome).await
}

/// One slash command per shortcut the hosted games declare (`/bid`, say), each a copy of the template
/// under the shortcut's verb: the adapter itself names no verb.
pub fn shortcut_commands(
    shortcuts: &[korona_engine::Shortcut],
) -> Vec<poise::Command<super::Data, Error>> {
    shortcuts
        .iter()
        .map(|s| {
            let mut command = shortcut();
            command.name = s.verb.to_string();
            command.qualified_name = s.verb.to_string();
            command.identifying_name = format!("shortcut:{}", s.verb);
            command.description = Some(s.about.chars().take(100).collect());
            // The game's wording is English; the adapter says in Hungarian what the command is.
            let hu = super::locale::say(
                super::locale::Lang::Hu,
                &korona_engine::msg!("discord-shortcut-about", verb = s.verb),
            );
            command.description_localizations.insert("hu".into(), hu);
            // A verb without a Hungarian word in `locale::NAMES` keeps its own name there too.
            command
                .name_localizations
                .insert("hu".into(), s.verb.to_string());
            command
        })
        .collect()
}
