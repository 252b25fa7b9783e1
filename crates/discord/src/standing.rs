//! Where players stand: `/leaderboard game:`, `/profile user:`, and `/spectate` to follow a match
//! one phase late by DM.

use super::{answer, run, Context, Error};
use korona_service::Command;
use poise::serenity_prelude as serenity;

/// The best rated players of a game on this server
#[poise::command(
    slash_command,
    description_localized("hu", "Egy játék legjobbjai ezen a szerveren")
)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Game id (see /games)"]
    #[description_localized("hu", "A játék azonosítója (lásd /játékok)")]
    #[autocomplete = "game_choices"]
    game: String,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Leaderboard { game }).await?;
    answer(ctx, outcome, vec![]).await
}

/// A player's ratings, matches and whose turn it is in them
#[poise::command(
    slash_command,
    description_localized("hu", "Egy játékos értékszámai, meccsei, és ki lép bennük")
)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "The player (default: you)"]
    #[description_localized("hu", "A játékos (alapból te)")]
    user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.map(|u| u.id.to_string());
    let outcome = run(ctx, None, Command::Profile { user }).await?;
    answer(ctx, outcome, vec![]).await
}

/// Follow a match as a spectator: its public posts by DM, one phase late
#[poise::command(
    slash_command,
    description_localized(
        "hu",
        "Nézőként követsz egy meccset: nyilvános posztjai DM-ben, egy fázis késéssel"
    )
)]
pub async fn spectate(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    match_id: Option<i64>,
    #[description = "True: stop following"]
    #[description_localized("hu", "True: a követés vége")]
    stop: Option<bool>,
) -> Result<(), Error> {
    let command = Command::Spectate {
        stop: stop.unwrap_or(false),
    };
    let outcome = run(ctx, match_id, command).await?;
    answer(ctx, outcome, vec![]).await
}

async fn game_choices(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.trim().to_ascii_lowercase();
    ctx.data()
        .service
        .game_ids()
        .into_iter()
        .filter(|id| id.starts_with(&partial))
        .map(str::to_string)
        .collect()
}
