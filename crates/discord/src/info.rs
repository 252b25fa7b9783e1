//! Commands that read no match: games, rules, help, odds.

use super::locale::{say, t, Text};
use super::{answer, run, Context, Error};
use korona_service::Command;
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
    #[description = "Game id (see /games)"]
    #[description_localized("hu", "A játék azonosítója (lásd /játékok)")]
    game: Option<String>,
    #[description = "A part of the guide: options, or a topic the guide names"]
    #[description_localized(
        "hu",
        "Az útmutató egy része: options, vagy egy téma, amit az útmutató megnevez"
    )]
    topic: Option<String>,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Rules { game, topic }).await?;
    answer(ctx, outcome, vec![]).await
}

/// What korona can do
#[poise::command(slash_command, description_localized("hu", "Mit tud a korona"))]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let lang = super::lang(ctx);
    let mut text = t(lang, Text::Help).to_string();
    let shortcuts = &ctx.data().shortcuts;
    if !shortcuts.is_empty() {
        text.push_str(&format!("\n{}", t(lang, Text::GameCommands)));
        for s in shortcuts {
            // The game words its shortcut in English; other languages get the adapter's line.
            let about = match lang {
                super::locale::Lang::En => s.about.to_string(),
                _ => say(
                    lang,
                    &korona_engine::msg!("discord-shortcut-about", verb = s.verb),
                ),
            };
            text.push_str(&format!("\n`/{} <text>`: {about}", s.verb));
        }
    }
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
    #[description = "The battle in the game's own odds language (see /rules)"]
    #[description_localized("hu", "A csata a játék saját nyelvén (lásd /szabályok)")]
    battle: String,
    #[description = "Game id (default: this channel's game, or the only game with odds)"]
    #[description_localized(
        "hu",
        "A játék azonosítója (alapból a csatorna játéka, vagy az egyetlen játék esélyekkel)"
    )]
    game: Option<String>,
) -> Result<(), Error> {
    let command = Command::Odds {
        game,
        query: battle,
    };
    let outcome = run(ctx, None, command).await?;
    answer(ctx, outcome, vec![]).await
}
