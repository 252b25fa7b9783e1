//! A player's own commands across matches: `/mygames`, `/me notify`, and the `match:` option's
//! autocomplete, which offers the caller's matches from the same query.

use super::{answer, run, Context, Error};
use crate::service::Command;
use poise::serenity_prelude as serenity;

/// Your matches across servers, and which wait for you
#[poise::command(
    slash_command,
    description_localized("hu", "A meccseid minden szerveren, és melyik vár rád")
)]
pub async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::MyGames).await?;
    answer(ctx, outcome, vec![]).await
}

/// Your settings as a player
#[poise::command(
    slash_command,
    description_localized("hu", "A beállításaid játékosként"),
    subcommands("notify"),
    subcommand_required
)]
pub async fn me(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Which DMs you get: every phase, your turns (default) or none
#[poise::command(
    slash_command,
    description_localized("hu", "Milyen DM-eket kapsz: minden fázis, a te köröd (alap), semmi")
)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "all, turn or off (empty: show the setting)"]
    #[description_localized("hu", "all, turn vagy off (üresen: a mostani beállítás)")]
    #[autocomplete = "notify_choices"]
    setting: Option<String>,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Notify { setting }).await?;
    answer(ctx, outcome, vec![]).await
}

async fn notify_choices(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    crate::store::Notify::NAMES
        .iter()
        .filter(|n| n.starts_with(&partial.to_ascii_lowercase()))
        .map(|n| n.to_string())
        .collect()
}

/// The caller's matches for a `match:` option: the number is the value, the label says the game, the
/// phase and whether it waits for them. Typing a number or a game's name narrows the list.
pub(crate) async fn match_choices(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let user = ctx.author().id.to_string();
    let games = match ctx.data().service.my_games(&user).await {
        Ok(games) => games,
        Err(e) => {
            tracing::warn!(error = %e, "match autocomplete failed");
            return Vec::new();
        }
    };
    let partial = partial.trim().trim_start_matches('#').to_ascii_lowercase();
    games
        .into_iter()
        .filter(|g| {
            partial.is_empty()
                || g.id.to_string().starts_with(&partial)
                || g.game.starts_with(&partial)
        })
        // Discord shows at most 25 choices.
        .take(25)
        .map(|g| serenity::AutocompleteChoice::new(g.label(), g.id))
        .collect()
}
