//! The match page's address on each phase post (issue 32), when the deployment has public pages
//! (`KORONA_PUBLIC_URL`). The post's map is named `match-<id>-<seq>.png` by the service; its number
//! names the page.

use super::deliver::retry;
use super::players::match_choices;
use super::{answer, lang, request, Context, Error};
use korona_engine::msg;
use korona_service::{Command, PhasePost};
use poise::CreateReply;

/// `KORONA_PUBLIC_URL/matches/<id>` for the match a phase post reports, if the pages are public.
pub fn match_page(post: &PhasePost) -> Option<String> {
    page_under(&public_url()?, post)
}

/// `KORONA_PUBLIC_URL` when it is a web address.
fn public_url() -> Option<String> {
    let base = std::env::var("KORONA_PUBLIC_URL").ok()?;
    let base = base.trim().trim_end_matches('/');
    (base.starts_with("https://") || base.starts_with("http://")).then(|| base.to_string())
}

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
    let Some(base) = public_url() else {
        ctx.send(say(msg!("discord-link-no-pages"))).await?;
        return Ok(());
    };
    let req = request(ctx, match_id, Command::Status);
    match ctx
        .data()
        .service
        .my_seat_link(&req, reset.unwrap_or(false))
        .await
    {
        Ok((id, seat, key)) => {
            let url = format!("{base}/matches/{id}?seat={seat}&key={key}");
            ctx.send(say(msg!("discord-link", id = id, url = url)))
                .await?;
            Ok(())
        }
        Err(e) => answer(ctx, Err(e), vec![]).await,
    }
}

fn page_under(base: &str, post: &PhasePost) -> Option<String> {
    if !(base.starts_with("https://") || base.starts_with("http://")) {
        return None;
    }
    let (name, _) = post.picture.as_ref()?;
    let id: i64 = name
        .strip_prefix("match-")?
        .split('-')
        .next()?
        .parse()
        .ok()?;
    Some(format!("{}/matches/{id}", base.trim_end_matches('/')))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn a_post_with_a_map_links_its_match_page() {
        let post = PhasePost::new("t".into(), vec![], vec![], vec![], None)
            .with_picture("match-12-00034.png".into(), Arc::new(vec![]));
        assert_eq!(
            page_under("https://korona.example.org/", &post).as_deref(),
            Some("https://korona.example.org/matches/12")
        );
        assert_eq!(page_under("", &post), None);
        let bare = PhasePost::new("t".into(), vec![], vec![], vec![], None);
        assert_eq!(page_under("https://k.example", &bare), None);
    }
}
