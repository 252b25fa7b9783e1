//! A player's own commands across matches: `/mygames`, `/me notify`, and the `match:` option's
//! autocomplete, which offers the caller's matches from the same query.

use super::{answer, run, Context, Error};
use korona_service::Command;
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
    subcommands("notify", "timezone", "quiet", "digest", "vacation"),
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

/// Your time zone, for quiet hours and the daily digest
#[poise::command(
    slash_command,
    description_localized("hu", "Az időzónád a csendes órákhoz és az összefoglalóhoz")
)]
pub async fn timezone(
    ctx: Context<'_>,
    #[description = "An IANA zone such as Europe/Budapest (empty: show it)"]
    #[description_localized("hu", "IANA-zóna, például Europe/Budapest (üresen: a mostani)")]
    zone: Option<String>,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Timezone { zone }).await?;
    answer(ctx, outcome, vec![]).await
}

/// Your quiet hours: no deadline ends in them before you have had a phase's full waking time
#[poise::command(
    slash_command,
    description_localized("hu", "Csendes óráid: határidő nem jár le bennük idő előtt")
)]
pub async fn quiet(
    ctx: Context<'_>,
    #[description = "From-to in 24-hour time, like 23:00-07:00, or off (empty: show them)"]
    #[description_localized("hu", "Tól-ig 24 órás formában, pl. 23:00-07:00, vagy off")]
    hours: Option<String>,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Quiet { window: hours }).await?;
    answer(ctx, outcome, vec![]).await
}

/// One DM a day listing the matches that wait for you, instead of one per match
#[poise::command(
    slash_command,
    description_localized("hu", "Napi egy DM a rád váró meccsekről, meccsenkénti helyett")
)]
pub async fn digest(
    ctx: Context<'_>,
    #[description = "on or off (empty: show the setting)"]
    #[description_localized("hu", "on vagy off (üresen: a mostani beállítás)")]
    #[autocomplete = "on_off"]
    setting: Option<String>,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Digest { setting }).await?;
    answer(ctx, outcome, vec![]).await
}

/// Go on vacation: your running matches move their deadlines (each within its allowance)
#[poise::command(
    slash_command,
    description_localized(
        "hu",
        "Szabadság: a futó meccseid határideje eltolódik (meccsenként a keretig, alapból 7 nap)"
    )
)]
pub async fn vacation(
    ctx: Context<'_>,
    #[description = "Days, 1 to 30"]
    #[description_localized("hu", "Napok, 1-7")]
    #[min = 1]
    #[max = 30]
    days: i64,
) -> Result<(), Error> {
    let outcome = run(ctx, None, Command::Vacation { days }).await?;
    answer(ctx, outcome, vec![]).await
}

async fn on_off(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    ["on", "off"]
        .iter()
        .filter(|n| n.starts_with(&partial.to_ascii_lowercase()))
        .map(|n| n.to_string())
        .collect()
}

async fn notify_choices(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    korona_service::Notify::NAMES
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

/// Keeps the name a player goes by in this server (nickname, else display name, else user name)
/// for seat choices. A failure only costs the name, never the command.
pub(crate) async fn remember(
    data: &super::Data,
    user: &serenity::User,
    member: Option<&serenity::Member>,
) {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    if let Err(e) = data
        .service
        .remember_name(&user.id.to_string(), &name)
        .await
    {
        tracing::warn!(error = %e, "player name not kept");
    }
}

/// The `match` option the user has filled in so far, for autocompletes that depend on it.
fn chosen_match(ctx: Context<'_>) -> Option<i64> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.interaction
        .data
        .options
        .iter()
        .flat_map(|o| match &o.value {
            // `/match kick` nests its options under the subcommand.
            serenity::CommandDataOptionValue::SubCommand(inner) => inner.clone(),
            _ => vec![o.clone()],
        })
        .find(|o| o.name == "match")
        .and_then(|o| o.value.as_i64())
}

/// `seat:` options: the match's seats by number with their players' names (`1: Alice`).
pub(crate) async fn seat_choices(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let req = super::request(ctx, chosen_match(ctx), Command::Status);
    let seats = match ctx.data().service.seat_choices(&req).await {
        Ok(seats) => seats,
        Err(_) => return Vec::new(),
    };
    let partial = partial.trim().to_lowercase();
    seats
        .into_iter()
        .filter(|(seat, label)| {
            partial.is_empty()
                || seat.to_string().starts_with(&partial)
                || label.to_lowercase().contains(&partial)
        })
        .take(25)
        .map(|(seat, label)| serenity::AutocompleteChoice::new(label, seat as i64))
        .collect()
}

/// `level:` options: the bot levels, the strongest last.
pub(crate) async fn level_choices(
    _ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let partial = partial.trim().to_lowercase();
    ["easy", "medium", "hard", "extreme"]
        .into_iter()
        .filter(|l| l.starts_with(&partial))
        .map(|l| {
            let label = if l == "extreme" {
                "extreme (capitals; elsewhere hard)".to_string()
            } else {
                l.to_string()
            };
            serenity::AutocompleteChoice::new(label, l)
        })
        .collect()
}
