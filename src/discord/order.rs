//! Orders and sealed bids. Confirmations are ephemeral; only public events reach the channel.

use super::deliver::retry;
use super::locale::{t, Text};
use super::menu::{legal_list, offer};
use super::{answer, button, lang, request, run, Context, Error};
use crate::service::{Command, Reply};
use poise::CreateReply;

/// Discord shows at most 25 autocomplete choices of at most 100 characters.
const MAX_CHOICES: usize = 25;
const MAX_CHOICE_LEN: usize = 100;

/// Legal orders for the caller that start with what was typed so far.
async fn legal_orders(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let req = request(
        ctx,
        None,
        Command::Legal {
            prefix: partial.to_string(),
        },
    );
    match ctx.data().service.handle(&req).await {
        Ok(replies) => choices(&replies),
        // Not seated, no match: nothing to suggest; the command itself will explain.
        Err(_) => Vec::new(),
    }
}

fn choices(replies: &[Reply]) -> Vec<String> {
    legal_list(replies)
        .into_iter()
        .filter(|l| l.chars().count() <= MAX_CHOICE_LEN)
        .take(MAX_CHOICES)
        .collect()
}

/// Give an order in your match (without text: choose one from a menu)
#[poise::command(
    slash_command,
    description_localized("hu", "Parancs a meccsedben (szöveg nélkül: menüből)")
)]
pub async fn order(
    ctx: Context<'_>,
    #[description = "The order, in the game's order language; leave empty for a menu"]
    #[description_localized("hu", "A parancs a játék nyelvén; üresen menü nyílik")]
    #[autocomplete = "legal_orders"]
    text: Option<String>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let Some(text) = text else {
        return offer_menu(ctx, match_id).await;
    };
    let ending = text.trim().eq_ignore_ascii_case("end");
    let outcome = run(ctx, match_id, Command::Order { text }).await?;
    // Offer "End turn" as a button when the turn goes on and ending it is legal now.
    let mut buttons = Vec::new();
    if outcome.is_ok() && !ending && can_end(ctx, match_id).await {
        buttons.push(button("end", match_id, t(lang(ctx), Text::EndTurn)));
    }
    answer(ctx, outcome, buttons).await
}

/// A menu of the caller's legal orders; a choice is submitted as the order (see `events`).
async fn offer_menu(ctx: Context<'_>, match_id: Option<i64>) -> Result<(), Error> {
    let prefix = String::new();
    let legal = match run(ctx, match_id, Command::Legal { prefix }).await? {
        Ok(replies) => legal_list(&replies),
        Err(e) => return answer(ctx, Err(e), vec![]).await,
    };
    let (text, rows) = offer(match_id, &legal, "", lang(ctx));
    let reply = CreateReply::default()
        .content(text)
        .components(rows)
        .ephemeral(true);
    retry(ctx.data().outbox.policy, "order menu", || {
        ctx.send(reply.clone())
    })
    .await?;
    Ok(())
}

async fn can_end(ctx: Context<'_>, match_id: Option<i64>) -> bool {
    let req = request(
        ctx,
        match_id,
        Command::Legal {
            prefix: "end".into(),
        },
    );
    match ctx.data().service.handle(&req).await {
        Ok(replies) => choices(&replies).iter().any(|c| c == "end"),
        Err(_) => false,
    }
}

/// What you still have to do in your match
#[poise::command(
    slash_command,
    description_localized("hu", "Mi van még hátra a meccsedben")
)]
pub async fn orders(
    ctx: Context<'_>,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let outcome = run(ctx, match_id, Command::Pending).await?;
    answer(ctx, outcome, vec![]).await
}

/// Place a sealed bid: only you see it until all bids are revealed
#[poise::command(
    slash_command,
    description_localized("hu", "Zárt licit: a felfedésig csak te látod")
)]
pub async fn bid(
    ctx: Context<'_>,
    #[description = "The bid, in the game's order language"]
    #[description_localized("hu", "A licit a játék nyelvén")]
    text: String,
    #[description = "Match number (default: this channel's match)"]
    #[rename = "match"]
    match_id: Option<i64>,
) -> Result<(), Error> {
    let text = bid_order(&text);
    let outcome = run(ctx, match_id, Command::Bid { text }).await?;
    answer(ctx, outcome, vec![]).await
}

/// `/bid 12` and the DM `bid 12` both mean the order `bid 12`: the games spell a bid with that verb,
/// and oligarchs refuses a bare amount, so the verb is added when the user left it out.
pub(crate) fn bid_order(text: &str) -> String {
    let text = text.trim();
    match text.split_whitespace().next() {
        Some(word) if word.eq_ignore_ascii_case("bid") => text.to_string(),
        _ => format!("bid {text}"),
    }
}

#[cfg(test)]
mod tests {
    use super::bid_order;

    #[test]
    fn a_bare_amount_becomes_a_bid_order() {
        assert_eq!(bid_order(" 12 "), "bid 12");
        assert_eq!(bid_order("BID 3"), "BID 3");
        assert_eq!(bid_order("bidding 3"), "bid bidding 3");
    }
}
