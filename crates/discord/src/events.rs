//! Gateway events that are not slash commands: button clicks, modal submits and direct messages.
//! Custom ids carry everything a click needs, so buttons keep working across bot restarts.

use super::deliver::{chunks, no_pings, retry, MAX_CONTENT};
use super::locale::{say, t, Lang, Text};
use super::menu::{self, legal_choices, Pick};
use super::{parse_custom_id, refusal_text, Data, Error};
use korona_engine::{msg, Catalog};
use korona_service::{Caller, Command, Place, Reply, Request, ServiceError, To};
use poise::serenity_prelude as serenity;
use serenity::{
    ActionRowComponent, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow,
    CreateInputText, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, CreateModal, EditInteractionResponse,
    FullEvent, InputTextStyle, Interaction, Message, ModalInteraction,
};

pub async fn handle(ctx: &serenity::Context, event: &FullEvent, data: &Data) -> Result<(), Error> {
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(c),
        } => component(ctx, c, data).await,
        FullEvent::InteractionCreate {
            interaction: Interaction::Modal(m),
        } => modal(ctx, m, data).await,
        FullEvent::Message { new_message } if new_message.guild_id.is_none() => {
            direct_message(ctx, new_message, data).await
        }
        _ => Ok(()),
    }
}

/// False for an interaction handled before: Discord may deliver one twice. Only reads: what changes
/// a match records its delivery with the change (`Service::handle_delivered`).
async fn first(data: &Data, key: String) -> Result<bool, Error> {
    Ok(!data.service.delivered(&key).await?)
}

fn caller(user: &serenity::User, member: Option<&serenity::Member>, locale: &str) -> Caller {
    Caller {
        user: user.id.to_string(),
        admin: super::is_admin(member),
        lang: Lang::of_locale(Some(locale)),
    }
}

fn place(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> Place {
    Place {
        guild: guild.map(|g| g.to_string()),
        channel: channel.to_string(),
    }
}

/// The caller's text of an outcome, the caller's pictures (their own view on an order's card: an
/// edited message carries no new picture, so they follow it), and the replies for everyone else.
fn caller_text(
    outcome: Result<Vec<Reply>, ServiceError>,
    lang: Lang,
    words: &Catalog,
) -> (String, Vec<Reply>, Vec<Reply>) {
    match outcome {
        Err(e) => (refusal_text(&e, lang, words), Vec::new(), Vec::new()),
        Ok(replies) => {
            let (mine, others): (Vec<Reply>, Vec<Reply>) =
                replies.into_iter().partition(|r| r.to == To::Caller);
            let (pictures, mine): (Vec<Reply>, Vec<Reply>) = mine.into_iter().partition(|r| {
                matches!(
                    r.body,
                    korona_service::Body::Image { .. } | korona_service::Body::Album { .. }
                )
            });
            let text: Vec<String> = mine.iter().map(super::markup::reply).collect();
            let text = if text.is_empty() {
                t(lang, Text::Done).to_string()
            } else {
                text.join("\n")
            };
            (text, pictures, others)
        }
    }
}

/// The caller's pictures after an interaction's answer, as ephemeral follow-ups.
async fn follow_with_pictures(
    ctx: &serenity::Context,
    data: &Data,
    token: &str,
    pictures: &[Reply],
) -> Result<(), Error> {
    for picture in pictures {
        let follows = match &picture.body {
            korona_service::Body::Image {
                name,
                png,
                caption,
                alt,
            } => vec![CreateInteractionResponseFollowup::new()
                .embed(super::deliver::image_embed(
                    name,
                    &super::markup::text(caption),
                ))
                .add_file(super::deliver::map_attachment(name, png, alt))],
            korona_service::Body::Album { caption, pictures } => {
                super::deliver::album_files(pictures)
                    .into_iter()
                    .enumerate()
                    .map(|(k, files)| {
                        let follow = CreateInteractionResponseFollowup::new().add_files(files);
                        if k == 0 {
                            follow.content(super::markup::text(caption))
                        } else {
                            follow
                        }
                    })
                    .collect()
            }
            _ => continue,
        };
        for follow in follows {
            let follow = follow.ephemeral(true).allowed_mentions(no_pings());
            retry(data.outbox.policy, "own view", || {
                serenity::builder::Builder::execute(follow.clone(), &ctx.http, (None, token))
            })
            .await?;
        }
    }
    Ok(())
}

fn first_chunk(text: &str) -> String {
    chunks(text, MAX_CONTENT).swap_remove(0)
}

/// Whether the message that holds this kind of button stays as it is after a click.
fn keeps_message(kind: &str) -> bool {
    [
        super::LOBBY_JOIN,
        super::LOBBY_BOT,
        super::LOBBY_START,
        super::ORDERS_MENU,
    ]
    .contains(&kind)
}

/// What a click asks for.
enum Click {
    Run(Command),
    /// Narrow an order menu to the orders that start with these words.
    Narrow(String),
}

fn click_of(kind: &str, c: &ComponentInteraction) -> Option<Click> {
    match kind {
        "end" => Some(Click::Run(Command::EndTurn)),
        "undo" => Some(Click::Run(Command::TakeBack)),
        super::ORDERS_MENU => Some(Click::Narrow(String::new())),
        super::LOBBY_JOIN => Some(Click::Run(Command::Join)),
        super::LOBBY_BOT => Some(Click::Run(Command::Bot {
            level: korona_engine::BotLevel::Medium,
        })),
        super::LOBBY_START => Some(Click::Run(Command::Start)),
        "concede" => Some(Click::Run(Command::Concede)),
        menu::KIND => {
            let ComponentInteractionDataKind::StringSelect { values } = &c.data.kind else {
                return None;
            };
            match Pick::parse(values.first()?)? {
                Pick::Order(choice) => Some(Click::Run(Command::Order { text: choice.text })),
                Pick::Narrow(prefix, _) => Some(Click::Narrow(prefix)),
            }
        }
        _ => None,
    }
}

async fn component(
    ctx: &serenity::Context,
    c: &ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let Some((kind, match_id, _)) = parse_custom_id(&c.data.custom_id) else {
        return Ok(());
    };
    if kind == super::BID_FORM {
        return bid_form(ctx, c, data, match_id).await;
    }
    if let Some(game) = kind.strip_prefix(super::RULES_PAGE) {
        let page = parse_custom_id(&c.data.custom_id).and_then(|(_, _, p)| p);
        return turn_page(ctx, c, data, game, page.unwrap_or(0) as usize).await;
    }
    let Some(click) = click_of(&kind, c) else {
        return Ok(());
    };
    if !first(data, format!("interaction:{}", c.id)).await? {
        return Ok(());
    }
    // Acknowledged before the service runs, for the same three seconds as a slash command; the private
    // message that held the component is then edited to say what the click did.
    // A click on a message meant for everyone (a lobby) or kept for later (a turn's DM) answers in a
    // private message of its own instead of editing the message that holds the button.
    let response = if keeps_message(&kind) {
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true))
    } else {
        CreateInteractionResponse::Acknowledge
    };
    retry(data.outbox.policy, "click", || {
        c.create_response(&ctx.http, response.clone())
    })
    .await?;
    let lang = Lang::of_locale(Some(&c.locale));
    let request = |command| Request {
        caller: caller(&c.user, c.member.as_ref(), &c.locale),
        place: place(c.guild_id, c.channel_id),
        match_id,
        command,
    };
    // A click made in an earlier phase must not land in a later one: the service checks the phase
    // the component was shown in.
    let phase = super::phase_of_custom_id(&c.data.custom_id);
    let (text, rows, pictures, others) = match click {
        Click::Run(command) => {
            let command = match command {
                Command::Order { text } => Command::Order {
                    text: super::order::resolve_long(data, &request(Command::Help), text).await,
                },
                other => other,
            };
            if command == Command::Join {
                super::players::remember(data, &c.user, c.member.as_ref()).await;
            }
            let command = match phase {
                Some(phase) => Command::InPhase {
                    phase,
                    command: Box::new(command),
                },
                None => command,
            };
            let outcome = data
                .service
                .handle_delivered(&format!("interaction:{}", c.id), &request(command))
                .await;
            let rows = outcome
                .as_ref()
                .map(|replies| menu::card_rows(match_id, replies, lang))
                .unwrap_or_default();
            let (text, pictures, others) = caller_text(outcome, lang, data.service.words_in(lang));
            (text, rows, pictures, others)
        }
        Click::Narrow(prefix) => {
            let legal = Command::Legal {
                prefix: prefix.clone(),
            };
            match data.service.handle(&request(legal)).await {
                Ok(replies) => {
                    let (text, rows) = menu::offer(
                        match_id,
                        menu::phase_of(&replies).as_deref(),
                        &legal_choices(&replies),
                        &prefix,
                        lang,
                    );
                    (text, rows, vec![], vec![])
                }
                Err(e) => (
                    refusal_text(&e, lang, data.service.words_in(lang)),
                    vec![],
                    vec![],
                    vec![],
                ),
            }
        }
    };
    let edit = EditInteractionResponse::new()
        .allowed_mentions(no_pings())
        .content(first_chunk(&text))
        .components(rows);
    retry(data.outbox.policy, "click result", || {
        c.edit_response(&ctx.http, edit.clone())
    })
    .await?;
    follow_with_pictures(ctx, data, &c.token, &pictures).await?;
    data.outbox.deliver(&others).await;
    Ok(())
}

/// A turn DM's Bid button: a form for the amount, whose submission is the sealed bid of the phase
/// the DM was sent in.
async fn bid_form(
    ctx: &serenity::Context,
    c: &ComponentInteraction,
    data: &Data,
    match_id: Option<i64>,
) -> Result<(), Error> {
    if !first(data, format!("interaction:{}", c.id)).await? {
        return Ok(());
    }
    let lang = Lang::of_locale(Some(&c.locale));
    let id = super::in_phase(
        super::custom_id(BID_SUBMIT, match_id, None),
        super::phase_of_custom_id(&c.data.custom_id).as_deref(),
    );
    let modal =
        CreateModal::new(id, t(lang, Text::BidTitle)).components(vec![CreateActionRow::InputText(
            CreateInputText::new(InputTextStyle::Short, t(lang, Text::BidLabel), BID_FIELD)
                .max_length(100),
        )]);
    let response = CreateInteractionResponse::Modal(modal);
    retry(data.outbox.policy, "bid form", || {
        c.create_response(&ctx.http, response.clone())
    })
    .await?;
    Ok(())
}

/// A click on a rules page's button: the message shows that page instead.
async fn turn_page(
    ctx: &serenity::Context,
    c: &ComponentInteraction,
    data: &Data,
    game: &str,
    page: usize,
) -> Result<(), Error> {
    if !first(data, format!("interaction:{}", c.id)).await? {
        return Ok(());
    }
    let req = Request {
        caller: caller(&c.user, c.member.as_ref(), &c.locale),
        place: place(c.guild_id, c.channel_id),
        match_id: None,
        // `capitals` turns the guide's head, `capitals/combat` a topic (see `Body::Pages::game`).
        command: {
            let (game, topic) = game.split_once('/').unwrap_or((game, ""));
            Command::Rules {
                game: Some(game.to_string()),
                topic: Some(topic.to_string()).filter(|t| !t.is_empty()),
            }
        },
    };
    let pages = match data.service.handle(&req).await {
        Ok(replies) => replies.into_iter().find_map(|r| match r.body {
            korona_service::Body::Pages {
                title, pages, lang, ..
            } => Some((title, pages, lang)),
            _ => None,
        }),
        Err(_) => None,
    };
    let Some((title, pages, lang)) = pages else {
        return Ok(());
    };
    let page = page.min(pages.len().saturating_sub(1));
    let update = CreateInteractionResponse::UpdateMessage(
        CreateInteractionResponseMessage::new()
            .embed(super::deliver::page_embed(&title, &pages, page, lang))
            .components(super::deliver::page_buttons(game, pages.len(), page, lang)),
    );
    retry(data.outbox.policy, "rules page", || {
        c.create_response(&ctx.http, update.clone())
    })
    .await?;
    Ok(())
}

/// The bid form's custom-id kind and its one field.
const BID_SUBMIT: &str = "bid";
const BID_FIELD: &str = "amount";

fn field(m: &ModalInteraction, name: &str) -> String {
    m.data
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .find_map(|c| match c {
            ActionRowComponent::InputText(input) if input.custom_id == name => input.value.clone(),
            _ => None,
        })
        .unwrap_or_default()
}

async fn modal(ctx: &serenity::Context, m: &ModalInteraction, data: &Data) -> Result<(), Error> {
    let Some((kind, match_id, seat)) = parse_custom_id(&m.data.custom_id) else {
        return Ok(());
    };
    let command = match (kind.as_str(), seat) {
        ("msg", Some(seat)) => Command::Msg {
            to_seat: seat,
            text: field(m, super::msg::MSG_FIELD),
        },
        (BID_SUBMIT, None) => {
            // The `bid` shortcut, so that the form takes just the amount (`12`) as the DM bid does.
            let bid = Command::Shortcut {
                verb: "bid".to_string(),
                text: field(m, BID_FIELD),
            };
            match super::phase_of_custom_id(&m.data.custom_id) {
                Some(phase) => Command::InPhase {
                    phase,
                    command: Box::new(bid),
                },
                None => bid,
            }
        }
        _ => return Ok(()),
    };
    if !first(data, format!("interaction:{}", m.id)).await? {
        return Ok(());
    }
    let lang = Lang::of_locale(Some(&m.locale));
    let req = Request {
        caller: caller(&m.user, m.member.as_ref(), &m.locale),
        place: place(m.guild_id, m.channel_id),
        match_id,
        command,
    };
    let defer =
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
    retry(data.outbox.policy, "modal defer", || {
        m.create_response(&ctx.http, defer.clone())
    })
    .await?;
    let outcome = data
        .service
        .handle_delivered(&format!("interaction:{}", m.id), &req)
        .await;
    let sent = outcome.is_ok();
    let (mut text, pictures, others) = caller_text(outcome, lang, data.service.words_in(lang));
    if sent && text == t(lang, Text::Done) {
        text = t(lang, Text::Sent).to_string();
    }
    let answer = EditInteractionResponse::new()
        .allowed_mentions(no_pings())
        .content(first_chunk(&text));
    retry(data.outbox.policy, "modal answer", || {
        m.edit_response(&ctx.http, answer.clone())
    })
    .await?;
    follow_with_pictures(ctx, data, &m.token, &pictures).await?;
    data.outbox.deliver(&others).await;
    Ok(())
}

/// `<verb> <text>` or `<verb> #<match> <text>` sent to the bot by DM, where the verb is one of the
/// games' shortcuts (a sealed bid, say): an order without a channel.
async fn direct_message(ctx: &serenity::Context, msg: &Message, data: &Data) -> Result<(), Error> {
    if msg.author.bot {
        return Ok(());
    }
    if !first(data, format!("message:{}", msg.id)).await? {
        return Ok(());
    }
    let lang = Lang::En;
    let verbs: Vec<&str> = data.shortcuts.iter().map(|s| s.verb).collect();
    let content = msg.content.trim();
    let text = match split_shortcut(content, &verbs) {
        None => dm_help(lang, &verbs),
        Some((verb, named, rest)) => {
            let user = msg.author.id.to_string();
            let match_id = match named {
                Some(id) => Some(id),
                None => only(data.service.running_matches_of(&user).await?),
            };
            match match_id {
                None => say(lang, &msg!("discord-dm-which-match", verb = verb)),
                Some(id) => {
                    let req = Request {
                        caller: Caller::user(&user),
                        place: place(None, msg.channel_id),
                        match_id: Some(id),
                        command: Command::Shortcut {
                            verb: verb.to_string(),
                            text: rest.to_string(),
                        },
                    };
                    let key = format!("message:{}", msg.id);
                    // A DM answers in text: the own view is one `/match map` away.
                    let (text, _pictures, others) = caller_text(
                        data.service.handle_delivered(&key, &req).await,
                        lang,
                        data.service.words_in(lang),
                    );
                    data.outbox.deliver(&others).await;
                    text
                }
            }
        }
    };
    for piece in chunks(&text, MAX_CONTENT) {
        let message = CreateMessage::new()
            .allowed_mentions(no_pings())
            .content(piece);
        retry(data.outbox.policy, "DM answer", || {
            msg.channel_id.send_message(&ctx.http, message.clone())
        })
        .await?;
    }
    Ok(())
}

/// What the bot understands by DM, with the shortcut verbs the hosted games declare.
fn dm_help(lang: Lang, verbs: &[&str]) -> String {
    match verbs.first() {
        Some(verb) => say(
            lang,
            &msg!("discord-dm-help", verb = *verb, verbs = verbs.join(", ")),
        ),
        None => t(lang, Text::DmNothing).to_string(),
    }
}

fn only(ids: Vec<i64>) -> Option<i64> {
    match ids.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Reads `<verb> [#N] <text>` for one of `verbs`: the verb as declared, the match number if named,
/// and the text.
pub(crate) fn split_shortcut<'a, 'v>(
    content: &'a str,
    verbs: &[&'v str],
) -> Option<(&'v str, Option<i64>, &'a str)> {
    let (word, rest) = content.split_once(char::is_whitespace)?;
    let verb = *verbs.iter().find(|v| word.eq_ignore_ascii_case(v))?;
    let rest = rest.trim();
    if let Some(after) = rest.strip_prefix('#') {
        let (n, text) = after.split_once(char::is_whitespace)?;
        let n = n.parse().ok()?;
        let text = text.trim();
        return (!text.is_empty()).then_some((verb, Some(n), text));
    }
    (!rest.is_empty()).then_some((verb, None, rest))
}

#[cfg(test)]
mod tests {
    use super::split_shortcut;

    #[test]
    fn dm_shortcuts_read_an_optional_match_number() {
        let verbs = ["bid", "offer"];
        let split = |c| split_shortcut(c, &verbs);
        assert_eq!(split("bid 7"), Some(("bid", None, "7")));
        assert_eq!(split("BID #3 12"), Some(("bid", Some(3), "12")));
        assert_eq!(split("offer 2 grain"), Some(("offer", None, "2 grain")));
        assert_eq!(split("bid #3"), None);
        assert_eq!(split("hello there"), None);
        assert_eq!(split("bid"), None);
        assert_eq!(split_shortcut("bid 7", &[]), None);
    }
}
