//! The match pages from Discord (issue 32): `/match link`, a player's private address of their
//! seat's view. The address of the pages is the service's (`Service::public_url`, which the binary
//! sets from `KORONA_PUBLIC_URL`); a phase post carries its match page itself (`PhasePost::page`).

use super::deliver::retry;
use super::players::match_choices;
use super::{answer, lang, request, Context, Error};
use korona_engine::msg;
use korona_service::Command;
use poise::CreateReply;

/// Your private web view of the match: a link only you get
#[poise::command(
    slash_command,
    name_localized("hu", "link"),
    description_localized("hu", "A meccs saját webes nézete: a linket csak te kapod meg")
)]
pub async fn link(
    ctx: Context<'_>,
    #[description = "Make your earlier links stop working"]
    #[description_localized("hu", "A korábbi linkjeid érvénytelenítése")]
    #[name_localized("hu", "új")]
    reset: Option<bool>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    retry(ctx.data().outbox.policy, "defer", || ctx.defer_ephemeral()).await?;
    let lang = lang(ctx);
    let say = |m: korona_engine::Message| {
        CreateReply::default()
            .content(super::locale::say(lang, &m))
            .ephemeral(true)
    };
    let service = &ctx.data().service;
    let Some(base) = service.public_url() else {
        ctx.send(say(msg!("discord-link-no-pages"))).await?;
        return Ok(());
    };
    let req = request(ctx, match_id, Command::Status);
    match service.my_seat_link(&req, reset.unwrap_or(false)).await {
        Ok((id, seat, key)) => {
            let url = format!("{base}/matches/{id}?seat={seat}&key={key}");
            ctx.send(say(msg!("discord-link", id = id, url = url)))
                .await?;
            Ok(())
        }
        Err(e) => answer(ctx, Err(e), vec![]).await,
    }
}
