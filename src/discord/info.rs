//! Commands that read no match: games, rules, help, odds.

use super::locale::{t, Text};
use super::{answer, run, Context, Error};
use crate::service::Command;
use poise::CreateReply;

/// The games this server hosts
#[poise::command(
    slash_command,
    description_localized("hu", "A szerveren játszható játékok")
)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Games).await?;
    answer(ctx, outcome, vec![]).await
}

/// How a game is played
#[poise::command(
    slash_command,
    description_localized("hu", "Hogyan kell játszani egy játékot")
)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Game id, like capitals"]
    #[description_localized("hu", "A játék azonosítója, például capitals")]
    game: Option<String>,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Rules { game }).await?;
    answer(ctx, outcome, vec![]).await
}

/// What korona can do
#[poise::command(slash_command, description_localized("hu", "Mit tud a korona"))]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let text = t(super::lang(ctx), Text::Help);
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// Exact odds of a proposed battle, for games with battles
#[poise::command(
    slash_command,
    description_localized("hu", "Egy csata pontos esélyei, ha a játékban vannak csaták")
)]
pub async fn odds(
    ctx: Context<'_>,
    #[description = "The battle, e.g. open attacker=2C,3I defender=3I,2A attacker-lord=C"]
    #[description_localized(
        "hu",
        "A csata, pl. open attacker=2C,3I defender=3I,2A attacker-lord=C"
    )]
    battle: String,
    #[description = "Game id (default: oligarchs)"]
    #[description_localized("hu", "A játék azonosítója (alapból: oligarchs)")]
    game: Option<String>,
) -> Result<(), Error> {
    let command = Command::Odds {
        game: game.unwrap_or_else(|| "oligarchs".into()),
        query: battle,
    };
    let outcome = run(ctx, None, command).await?;
    answer(ctx, outcome, vec![]).await
}
