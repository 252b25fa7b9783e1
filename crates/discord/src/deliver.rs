//! Turns service replies into Discord messages: public posts in the match channel, DMs, attachments.
//! Every call that leaves the process goes through [`retry`], because serenity's own rate limiter is
//! off when it talks to a proxy (tests) and a 429 or a 5xx must not lose a post.

use super::locale::{say, Lang};
use super::markup;
use korona_engine::msg;
use korona_service::{Body, PhasePost, Reply, To};
use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateMessage, Http, HttpError, UserId,
};
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Discord refuses message contents over 2,000 characters; stay clear of the limit.
pub const MAX_CONTENT: usize = 1_900;
/// Embed descriptions may hold 4,096 characters.
const MAX_CAPTION: usize = 4_000;

/// How often and how patiently a failed call is repeated.
#[derive(Clone, Copy, Debug)]
pub struct RetryPolicy {
    pub attempts: u32,
    pub first_delay: Duration,
    pub max_delay: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            attempts: 5,
            first_delay: Duration::from_millis(250),
            max_delay: Duration::from_secs(4),
        }
    }
}

/// Whether a failure is worth repeating: rate limits, server faults and lost connections are; a 4xx
/// other than 429 means the request itself is wrong and would fail again.
pub fn is_transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.as_u16() == 429 || r.status_code.is_server_error()
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Runs `call` until it succeeds, fails for good, or runs out of attempts (exponential back-off).
pub async fn retry<T, F, Fut>(
    policy: RetryPolicy,
    what: &str,
    mut call: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut delay = policy.first_delay;
    let mut attempt = 1;
    loop {
        match call().await {
            Ok(v) => return Ok(v),
            Err(e) if attempt < policy.attempts && is_transient(&e) => {
                tracing::warn!(what, attempt, error = %e, "Discord call failed; retrying");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(policy.max_delay);
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Splits a text into pieces Discord accepts, at line ends where possible.
pub fn chunks(text: &str, max: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for line in text.split_inclusive('\n') {
        if cur.chars().count() + line.chars().count() > max && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        if line.chars().count() > max {
            let chars: Vec<char> = line.chars().collect();
            for piece in chars.chunks(max) {
                out.push(piece.iter().collect());
            }
        } else {
            cur.push_str(line);
        }
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    if out.is_empty() {
        out.push("\u{200b}".to_string());
    }
    out
}

fn clip(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// The embed that carries a map's caption and shows the attached PNG.
pub fn image_embed(name: &str, caption: &str) -> CreateEmbed {
    CreateEmbed::new()
        .description(clip(caption, MAX_CAPTION))
        .image(format!("attachment://{name}"))
}

/// Who a message may ping: exactly `users` (the seated players a phase post waits for), never
/// @everyone, @here, a role, or anyone a text happens to name. Whom a text names is no reason to
/// ping them: a player's text may name anyone (as `<@id>`, escaped, or as a bad word a refusal
/// quotes), and a listing of people (the diplomacy log, a relayed message, a leaderboard) shows
/// their names without calling them.
pub fn pings<'a>(users: impl IntoIterator<Item = &'a str>) -> CreateAllowedMentions {
    let mut ids: Vec<UserId> = Vec::new();
    for user in users {
        // Bots and test seats have ids that are no snowflake: nobody to ping.
        if let Ok(id) = user.parse::<u64>() {
            if id != 0 && !ids.contains(&UserId::new(id)) {
                ids.push(UserId::new(id));
            }
        }
    }
    CreateAllowedMentions::new()
        .users(ids)
        .everyone(false)
        .all_roles(false)
        .replied_user(false)
}

/// A message that pings nobody (every message but a phase post).
pub fn no_pings() -> CreateAllowedMentions {
    pings([])
}

/// Ready-to-send messages for one reply body.
pub fn messages(body: &Body) -> Vec<CreateMessage> {
    match body {
        Body::Text(text) | Body::Choices { text, .. } | Body::Accepted { text, .. } => {
            chunks(&markup::text(text), MAX_CONTENT)
                .into_iter()
                .map(|c| CreateMessage::new().allowed_mentions(no_pings()).content(c))
                .collect()
        }
        Body::Image {
            name,
            png,
            caption,
            alt,
        } => vec![CreateMessage::new()
            .allowed_mentions(no_pings())
            .embed(image_embed(name, &markup::text(caption)))
            .add_file(map_attachment(name, png, alt))],
        Body::Album { caption, pictures } => album_messages(&markup::text(caption), pictures),
        Body::Phase(post) => vec![phase_message(post)],
        Body::Pages {
            title,
            game,
            pages,
            lang,
        } => vec![CreateMessage::new()
            .allowed_mentions(no_pings())
            .embed(page_embed(title, pages, 0, *lang))
            .components(page_buttons(game, pages.len(), 0, *lang))],
        Body::Lobby {
            text,
            match_id,
            lang,
        } => vec![CreateMessage::new()
            .allowed_mentions(no_pings())
            .content(clip(&markup::text(text), MAX_CONTENT))
            .components(vec![CreateActionRow::Buttons(lobby_buttons(
                *match_id, *lang,
            ))])],
        Body::Nudge {
            text,
            match_id,
            phase,
            bid,
            lang,
        } => vec![CreateMessage::new()
            .allowed_mentions(no_pings())
            .content(clip(&markup::text(text), MAX_CONTENT))
            .components(vec![CreateActionRow::Buttons(vec![nudge_button(
                *match_id, phase, *bid, *lang,
            )])])],
    }
}

/// The control of a turn's DM: a bid form for a sealed bid, else the order menu. Both carry the
/// phase, so a click after the phase has passed is refused.
pub fn nudge_button(match_id: i64, phase: &str, bid: bool, lang: Lang) -> CreateButton {
    let (kind, label) = if bid {
        (super::BID_FORM, msg!("discord-button-bid"))
    } else {
        (super::ORDERS_MENU, msg!("discord-button-orders"))
    };
    super::button(kind, Some(match_id), Some(phase), &say(lang, &label))
}

/// One page of a paged text (a game's rules) as an embed, its page count in `lang`.
pub fn page_embed(title: &str, pages: &[String], page: usize, lang: Lang) -> CreateEmbed {
    let page = page.min(pages.len().saturating_sub(1));
    CreateEmbed::new()
        .title(clip(title, 256))
        .description(clip(
            pages.get(page).map_or("", String::as_str),
            MAX_CAPTION,
        ))
        .footer(serenity::CreateEmbedFooter::new(say(
            lang,
            &msg!(
                "discord-page-of",
                page = page + 1,
                pages = pages.len().max(1)
            ),
        )))
}

/// The buttons that turn a paged text: the page each leads to travels in the custom id, so a click
/// needs no memory of what was shown. Their labels are in `lang`.
pub fn page_buttons(game: &str, count: usize, page: usize, lang: Lang) -> Vec<CreateActionRow> {
    if count < 2 {
        return Vec::new();
    }
    let kind = format!("{}{game}", super::RULES_PAGE);
    let to = |p: usize, label: &str| {
        CreateButton::new(super::custom_id(&kind, None, Some(p.min(250) as u8)))
            .label(label)
            .disabled(p == page || p >= count)
    };
    vec![CreateActionRow::Buttons(vec![
        to(
            page.saturating_sub(1),
            &say(lang, &msg!("discord-page-previous")),
        ),
        to(page + 1, &say(lang, &msg!("discord-page-next"))),
    ])]
}

/// A lobby's buttons: anyone may join; adding a bot and starting are the host's (the service says
/// no to anyone else).
pub fn lobby_buttons(match_id: i64, lang: Lang) -> Vec<CreateButton> {
    let label = |m| say(lang, &m);
    vec![
        super::button(
            super::LOBBY_JOIN,
            Some(match_id),
            None,
            &label(msg!("discord-button-join")),
        )
        .style(serenity::ButtonStyle::Success),
        super::button(
            super::LOBBY_BOT,
            Some(match_id),
            None,
            &label(msg!("discord-button-add-bot")),
        ),
        super::button(
            super::LOBBY_START,
            Some(match_id),
            None,
            &label(msg!("discord-button-start")),
        )
        .style(serenity::ButtonStyle::Primary),
    ]
}

/// Most events an embed lists; older ones are in `/match history`.
const MAX_EVENTS: usize = 25;

/// One phase, one message: the awaited players mentioned in the content (Discord notifies mentions
/// there, not inside embeds), the phase as the title, its events as a list, who is awaited and the
/// deadline as fields, the map as the image.
pub fn phase_message(post: &PhasePost) -> CreateMessage {
    let mut message = CreateMessage::new();
    let content = if post.ping.is_empty() {
        String::new()
    } else {
        let mentions: Vec<String> = post.ping.iter().map(|u| format!("<@{u}>")).collect();
        super::locale::say(
            post.lang,
            &korona_engine::msg!("discord-your-move", users = mentions.join(" ")),
        )
    };
    // Only the awaited seats' players, whom the service took from the match's seats.
    message = message.allowed_mentions(pings(post.ping.iter().map(String::as_str)));
    if !content.is_empty() {
        message = message.content(content);
    }
    message = message.embed(phase_embed(post));
    if let Some((name, png)) = &post.picture {
        message = message.add_file(map_attachment(name, png, &post.alt));
    }
    message
}

/// A map file with its description in words, which screen readers say in place of the picture.
/// The most files Discord takes in one message.
pub const MAX_ATTACHMENTS: usize = 10;

/// An album's pictures as attachments, each with its own description, cut into groups of at most
/// [`MAX_ATTACHMENTS`]: one group a message, in order (a phone map has two or three pages).
pub fn album_files(pictures: &[korona_service::Picture]) -> Vec<Vec<CreateAttachment>> {
    pictures
        .chunks(MAX_ATTACHMENTS)
        .map(|group| {
            group
                .iter()
                .map(|p| map_attachment(&p.name, &p.png, &p.alt))
                .collect()
        })
        .collect()
}

/// An album's messages: the caption as the first one's content (Discord shows a message's
/// pictures in the order they were sent, under its text), the pictures as files.
pub fn album_messages(caption: &str, pictures: &[korona_service::Picture]) -> Vec<CreateMessage> {
    album_files(pictures)
        .into_iter()
        .enumerate()
        .map(|(k, files)| {
            let m = CreateMessage::new()
                .allowed_mentions(no_pings())
                .add_files(files);
            if k == 0 {
                m.content(clip(caption, MAX_CONTENT))
            } else {
                m
            }
        })
        .collect()
}

pub fn map_attachment(name: &str, png: &[u8], alt: &str) -> CreateAttachment {
    let file = CreateAttachment::bytes(png, name.to_string());
    if alt.is_empty() {
        file
    } else {
        file.description(clip(alt, korona_service::alt_text::MAX_ALT))
    }
}

pub fn phase_embed(post: &PhasePost) -> CreateEmbed {
    let shown = post.events.len().saturating_sub(MAX_EVENTS);
    let mut lines: Vec<String> = Vec::new();
    if shown > 0 {
        lines.push(super::locale::say(
            post.lang,
            &korona_engine::msg!("discord-earlier-events", n = shown),
        ));
    }
    lines.extend(
        post.events[shown..]
            .iter()
            .map(|e| format!("• {}", markup::text(e))),
    );
    if let Some(board) = &post.board {
        lines.push(korona_service::rich::fenced(board));
    }
    let mut embed = CreateEmbed::new().title(clip(&markup::text(&post.title), 256));
    if let Some(page) = &post.page {
        embed = embed.url(page.clone());
    }
    if !lines.is_empty() {
        embed = embed.description(clip(&lines.join("\n"), MAX_CAPTION));
    }
    if !post.waiting.is_empty() {
        let label = super::locale::say(post.lang, &korona_engine::msg!("discord-waiting-label"));
        let names: Vec<String> = post.waiting.iter().map(markup::text).collect();
        embed = embed.field(label, clip(&names.join(", "), 1024), true);
    }
    if let Some(at) = post.deadline {
        let label = super::locale::say(post.lang, &korona_engine::msg!("discord-deadline-label"));
        embed = embed.field(label, markup::moment(at), true);
    }
    if let Some((name, _)) = &post.picture {
        embed = embed.image(format!("attachment://{name}"));
    }
    embed
}

/// The most posts one request makes in one channel, and the most pictures among them. A request
/// that resolves many phases at once (a match of bots played out) would otherwise flood the channel.
pub const MAX_POSTS: usize = 12;
pub const MAX_PICTURES: usize = 2;

/// Keeps the last [`MAX_POSTS`] public replies of each channel (at most [`MAX_PICTURES`] of them
/// pictures, the latest) and puts one note before them saying how many were left out; DMs and
/// replies to the caller are kept as they are.
/// The language of a channel's phase posts among `replies` (a match's language, which a plain
/// public text does not carry); English when there are none.
fn posts_lang(replies: &[Reply], channel: &str) -> Lang {
    replies
        .iter()
        .find_map(|r| match (&r.to, &r.body) {
            (To::Public { channel: c }, Body::Phase(post)) if c == channel => Some(post.lang),
            _ => None,
        })
        .unwrap_or(Lang::En)
}

pub fn fold_floods(replies: &[Reply]) -> Vec<Reply> {
    let mut totals: HashMap<&str, (usize, usize)> = HashMap::new();
    for reply in replies {
        if let To::Public { channel } = &reply.to {
            let (n, pictures) = totals.entry(channel.as_str()).or_default();
            *n += 1;
            *pictures += usize::from(matches!(reply.body, Body::Image { .. }));
        }
    }
    let mut keep = vec![true; replies.len()];
    let mut folded: HashMap<String, usize> = HashMap::new();
    let mut posts: HashMap<String, (usize, usize)> = HashMap::new();
    // From the newest back: the latest state matters most.
    for (i, reply) in replies.iter().enumerate().rev() {
        let To::Public { channel } = &reply.to else {
            continue;
        };
        let (n, pictures) = totals[channel.as_str()];
        if n <= MAX_POSTS && pictures <= MAX_PICTURES {
            continue;
        }
        let (count, pictures) = posts.entry(channel.clone()).or_default();
        let picture = matches!(reply.body, Body::Image { .. });
        if *count >= MAX_POSTS - 1 || (picture && *pictures >= MAX_PICTURES) {
            keep[i] = false;
            *folded.entry(channel.clone()).or_default() += 1;
        } else {
            *count += 1;
            *pictures += usize::from(picture);
        }
    }
    let mut out = Vec::new();
    let mut noted = std::collections::HashSet::new();
    for (i, reply) in replies.iter().enumerate() {
        if let To::Public { channel } = &reply.to {
            if let Some(&n) = folded.get(channel) {
                if noted.insert(channel.clone()) {
                    let lang = posts_lang(replies, channel);
                    out.push(Reply::public(
                        channel,
                        say(lang, &msg!("discord-folded-updates", n = n)),
                    ));
                }
            }
        }
        if keep[i] {
            out.push(reply.clone());
        }
    }
    out
}

/// Posts to channels and DMs users, remembering DM channels so each costs one lookup.
pub struct Outbox {
    pub http: Arc<Http>,
    pub policy: RetryPolicy,
    dm_channels: Mutex<HashMap<u64, ChannelId>>,
}

impl Outbox {
    pub fn new(http: Arc<Http>, policy: RetryPolicy) -> Self {
        Outbox {
            http,
            policy,
            dm_channels: Mutex::new(HashMap::new()),
        }
    }

    pub async fn post(&self, channel: ChannelId, body: &Body) -> Result<(), serenity::Error> {
        for message in messages(body) {
            retry(self.policy, "post", || {
                channel.send_message(&self.http, message.clone())
            })
            .await?;
        }
        Ok(())
    }

    pub async fn dm(&self, user: UserId, body: &Body) -> Result<(), serenity::Error> {
        let known = self.dm_channels.lock().unwrap().get(&user.get()).copied();
        let channel = match known {
            Some(c) => c,
            None => {
                let c = retry(self.policy, "open DM", || {
                    user.create_dm_channel(&self.http)
                })
                .await?
                .id;
                self.dm_channels.lock().unwrap().insert(user.get(), c);
                c
            }
        };
        self.post(channel, body).await
    }

    /// Delivers every public and DM reply; replies for the caller are the interaction's business and
    /// are skipped here. A reply that still fails after the retries is logged, not dropped silently.
    /// One request posts at most [`MAX_POSTS`] messages in a channel (see [`fold_floods`]).
    #[tracing::instrument(name = "deliver", skip_all, fields(replies = replies.len()))]
    pub async fn deliver(&self, replies: &[Reply]) {
        for reply in &fold_floods(replies) {
            let result = match &reply.to {
                To::Public { channel } => match channel.parse::<u64>() {
                    Ok(id) if id != 0 => self.post(ChannelId::new(id), &reply.body).await,
                    _ => {
                        tracing::warn!(
                            channel,
                            "public reply for a channel that is not a snowflake"
                        );
                        Ok(())
                    }
                },
                To::Dm { user } => match user.parse::<u64>() {
                    Ok(id) if id != 0 => self.dm(UserId::new(id), &reply.body).await,
                    // Bots and test users have no Discord account: nothing to send.
                    _ => Ok(()),
                },
                To::Caller => Ok(()),
            };
            if let Err(e) = result {
                tracing::error!(error = %e, to = ?reply.to, "a reply could not be delivered");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_split_at_line_ends_under_the_limit() {
        let text = (0..300).map(|i| format!("line {i}\n")).collect::<String>();
        let parts = chunks(&text, 100);
        assert!(parts.iter().all(|p| p.chars().count() <= 100));
        assert_eq!(parts.concat(), text);
        assert!(parts[0].ends_with('\n'));
    }

    #[test]
    fn a_flood_of_posts_is_folded_to_the_latest() {
        let png = std::sync::Arc::new(vec![1u8]);
        let mut replies = vec![Reply::caller("yours"), Reply::dm("7", "a dm")];
        for i in 0..40 {
            replies.push(Reply::public("c", format!("event {i}")));
            replies.push(Reply {
                to: To::Public {
                    channel: "c".into(),
                },
                body: Body::Image {
                    name: format!("{i}.png"),
                    png: png.clone(),
                    caption: Default::default(),
                    alt: String::new(),
                },
            });
        }
        replies.push(Reply::public("other", "elsewhere"));
        let out = fold_floods(&replies);
        let public_c: Vec<&Reply> = out
            .iter()
            .filter(|r| matches!(&r.to, To::Public { channel } if channel == "c"))
            .collect();
        assert_eq!(public_c.len(), MAX_POSTS);
        assert!(
            public_c[0].text().starts_with("(69 earlier updates"),
            "{}",
            public_c[0].text()
        );
        let pictures = public_c
            .iter()
            .filter(|r| matches!(r.body, Body::Image { .. }))
            .count();
        assert_eq!(pictures, MAX_PICTURES);
        assert!(
            matches!(&public_c.last().unwrap().body, Body::Image { name, .. } if name == "39.png")
        );
        assert!(out.iter().any(|r| r.text() == "yours") && out.iter().any(|r| r.text() == "a dm"));
        assert!(out.iter().any(|r| r.text() == "elsewhere"));
        // A request with a few posts is delivered as it is.
        let few = &replies[..6];
        assert_eq!(fold_floods(few), few.to_vec());
    }

    #[test]
    fn a_flood_note_speaks_the_language_of_the_matchs_posts() {
        let post = |lang| {
            let mut p = PhasePost::new("t".into(), Vec::new(), Vec::new(), Vec::new(), None);
            p.lang = lang;
            Reply {
                to: To::Public {
                    channel: "c".into(),
                },
                body: Body::Phase(p),
            }
        };
        for (lang, note) in [
            (Lang::Hu, "(A kérés 29 korábbi frissítése nem jelenik meg"),
            (
                Lang::En,
                "(29 earlier updates of this request are not posted",
            ),
        ] {
            let replies: Vec<Reply> = (0..40).map(|_| post(lang)).collect();
            let out = fold_floods(&replies);
            assert!(out[0].text().starts_with(note), "{}", out[0].text());
        }
    }

    #[test]
    fn only_the_given_users_may_be_pinged() {
        let j = serde_json::to_value(pings(["12", "34", "12", "bot:easy", "0"])).unwrap();
        assert_eq!(j["parse"], serde_json::json!([]));
        assert_eq!(j["users"], serde_json::json!(["12", "34"]));
        assert_eq!(j["replied_user"], serde_json::json!(false));
        let j = serde_json::to_value(no_pings()).unwrap();
        assert_eq!(j["users"], serde_json::json!([]));
    }

    #[test]
    fn a_text_that_names_people_pings_none_of_them() {
        let body = Body::Text(korona_service::Rich::from(
            "<@12> and <@!34> wrote @everyone".to_string(),
        ));
        for m in messages(&body) {
            let j = serde_json::to_value(&m).unwrap();
            assert_eq!(j["allowed_mentions"]["users"], serde_json::json!([]), "{j}");
            assert_eq!(j["allowed_mentions"]["parse"], serde_json::json!([]), "{j}");
        }
    }

    #[test]
    fn a_single_overlong_line_is_cut() {
        let parts = chunks(&"x".repeat(250), 100);
        assert_eq!(parts.len(), 3);
    }
}
