//! Commands that read no match: games, rules, help, odds.

use super::locale::{t, Text};
use super::{answer, lang, run, Context, Error};
use crate::service::Command;
use poise::CreateReply;

/// The games this server hosts
#[poise::command(
    slash_command,
    description_localized("hu", "A szerveren játszható játékok")
)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Games, false).await?;
    answer(ctx, outcome, vec![]).await
}

/// How a game is played
#[poise::command(
    slash_command,
    name_localized("hu", "szabályok"),
    description_localized("hu", "Hogyan kell játszani egy játékot")
)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Game id, like capitals"]
    #[description_localized("hu", "A játék azonosítója, például capitals")]
    game: Option<String>,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Rules { game }, false).await?;
    answer(ctx, outcome, vec![]).await
}

/// What korona can do
#[poise::command(
    slash_command,
    name_localized("hu", "súgó"),
    description_localized("hu", "Mit tud a korona")
)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let text = t(super::lang(ctx), Text::Help);
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// Win chances in the current match, where the game offers them
#[poise::command(
    slash_command,
    name_localized("hu", "esélyek"),
    description_localized("hu", "Győzelmi esélyek, ha a játék kínál ilyet")
)]
pub async fn odds(ctx: Context<'_>) -> Result<(), Error> {
    // The service has no odds command yet; until it does, every game answers the same.
    let text = t(lang(ctx), Text::NoOdds);
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
