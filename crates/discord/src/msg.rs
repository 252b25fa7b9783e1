//! Diplomacy: private messages between seats, relayed by DM and logged by the service.

use super::deliver::retry;
use super::locale::{t, Text};
use super::players::{match_choices, seat_choices};
use super::{answer, custom_id, lang, run, Context, Error};
use korona_service::Command;
use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateInputText, CreateInteractionResponse, CreateModal, InputTextStyle,
};

/// The text field of the message modal.
pub(crate) const MSG_FIELD: &str = "text";

/// Send a private message to another seat (without text: opens a form for a long message)
#[poise::command(
    slash_command,
    description_localized("hu", "Privát üzenet egy másik széknek (szöveg nélkül űrlapot nyit)")
)]
pub async fn msg(
    ctx: Context<'_>,
    #[description = "The seat number to write to"]
    #[description_localized("hu", "A címzett szék száma")]
    #[autocomplete = "seat_choices"]
    seat: u8,
    #[description = "The message (leave empty for a form)"]
    #[description_localized("hu", "Az üzenet (üresen űrlap nyílik)")]
    text: Option<String>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    match (text, ctx) {
        (Some(text), _) => {
            let outcome = run(
                ctx,
                match_id,
                Command::Msg {
                    to_seat: seat,
                    text,
                },
            )
            .await?;
            let sent = outcome.is_ok();
            let outcome = outcome.map(|mut replies| {
                if sent && !replies.iter().any(|r| r.to == korona_service::To::Caller) {
                    replies.push(korona_service::Reply::caller(t(lang(ctx), Text::Sent)));
                }
                replies
            });
            answer(ctx, outcome, vec![]).await
        }
        (None, poise::Context::Application(app)) => {
            let lang = lang(ctx);
            let modal = CreateModal::new(
                custom_id("msg", match_id, Some(seat)),
                t(lang, Text::MsgTitle),
            )
            .components(vec![CreateActionRow::InputText(
                CreateInputText::new(
                    InputTextStyle::Paragraph,
                    t(lang, Text::MsgLabel),
                    MSG_FIELD,
                )
                .max_length(4000),
            )]);
            let response = CreateInteractionResponse::Modal(modal);
            retry(ctx.data().outbox.policy, "modal", || {
                app.interaction
                    .create_response(ctx.serenity_context(), response.clone())
            })
            .await?;
            app.has_sent_initial_response
                .store(true, std::sync::atomic::Ordering::SeqCst);
            Ok(())
        }
        (None, poise::Context::Prefix(_)) => Ok(()),
    }
}

/// Read your messages with a seat
#[poise::command(slash_command, description_localized("hu", "Az üzeneteid egy székkel"))]
pub async fn conversation(
    ctx: Context<'_>,
    #[description = "The other seat's number"]
    #[description_localized("hu", "A másik szék száma")]
    #[autocomplete = "seat_choices"]
    seat: u8,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    #[autocomplete = "match_choices"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let outcome = run(ctx, match_id, Command::Conversation { with_seat: seat }).await?;
    answer(ctx, outcome, vec![]).await
}
