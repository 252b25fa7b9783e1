//! What the adapter itself says (its buttons, forms, help), from the front-ends' Fluent catalogs in
//! the user's Discord locale, and the Hungarian names of its commands.

use korona_engine::{msg, Message};

pub use korona_engine::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    Refused,
    Done,
    Sent,
    Fault,
    EndTurn,
    UndoLast,
    ClearOrders,
    ConcedeConfirm,
    ConcedeQuestion,
    MsgTitle,
    MsgLabel,
    BidTitle,
    BidLabel,
    DmNothing,
    MenuPick,
    MenuTooMany,
    NoOrders,
    GameCommands,
    Help,
}

impl Text {
    fn message(self) -> Message {
        use Text::*;
        match self {
            Refused => msg!("discord-refused"),
            Done => msg!("discord-done"),
            Sent => msg!("discord-sent"),
            Fault => msg!("discord-fault"),
            EndTurn => msg!("discord-end-turn"),
            UndoLast => msg!("discord-undo-last"),
            ClearOrders => msg!("discord-clear-orders"),
            ConcedeConfirm => msg!("discord-concede-confirm"),
            ConcedeQuestion => msg!("discord-concede-question"),
            MsgTitle => msg!("discord-msg-title"),
            MsgLabel => msg!("discord-msg-label"),
            BidTitle => msg!("discord-bid-title"),
            BidLabel => msg!("discord-bid-label"),
            DmNothing => msg!("discord-dm-nothing"),
            MenuPick => msg!("discord-menu-pick"),
            MenuTooMany => msg!("discord-menu-too-many"),
            NoOrders => msg!("discord-no-orders"),
            GameCommands => msg!("discord-game-commands"),
            Help => msg!("discord-help"),
        }
    }
}

/// `message` (one of the adapter's own) in `lang`.
pub fn say(lang: Lang, message: &Message) -> String {
    korona_service::words::own(lang).render(message)
}

/// One of the adapter's fixed texts in `lang`.
pub fn t(lang: Lang, text: Text) -> String {
    say(lang, &text.message())
}

/// Hungarian names of commands, subcommands and options: one table, shared with the terminal,
/// which reads a Discord-form line as its message printed it.
const NAMES: &[(&str, &str)] = korona_service::command_names::HUNGARIAN;

/// Hungarian descriptions of options, by their English description, for the options whose command does
/// not give one itself: mostly the `match` option that every match command repeats.
const OPTION_DESCRIPTIONS: &[(&str, &str)] = &[
    (
        "Match number (default: this channel's match)",
        "A meccs száma (alapból a csatorna meccse)",
    ),
    (
        "easy, medium, hard or extreme",
        "easy, medium, hard vagy extreme",
    ),
    ("How many events (default 10)", "Hány esemény (alapból 10)"),
    (
        "Like 30m, 24h or 2d; empty clears the deadline",
        "Például 30m, 24h vagy 2d; üresen törli a határidőt",
    ),
    ("Seat number", "A szék száma"),
    (
        "The user who takes the seat",
        "A felhasználó, aki a széket átveszi",
    ),
    (
        "Or a bot of this level: easy, medium, hard, extreme",
        "Vagy ilyen szintű bot: easy, medium, hard, extreme",
    ),
];

const HU: &str = "hu";

fn lookup(table: &[(&str, &'static str)], english: &str) -> Option<&'static str> {
    table
        .iter()
        .find(|(en, _)| *en == english)
        .map(|(_, hu)| *hu)
}

/// Adds the Hungarian names (and the missing option descriptions) to commands, their subcommands and
/// their options: one table instead of an attribute on each of the dozens of places a name appears.
pub fn localize<U, E>(commands: &mut [poise::Command<U, E>]) {
    for command in commands {
        if let Some(hu) = lookup(NAMES, &command.name) {
            command.name_localizations.insert(HU.into(), hu.into());
        }
        for option in &mut command.parameters {
            if let Some(hu) = lookup(NAMES, &option.name) {
                option.name_localizations.insert(HU.into(), hu.into());
            }
            let described = option
                .description
                .as_deref()
                .and_then(|d| lookup(OPTION_DESCRIPTIONS, d));
            if let Some(hu) = described {
                option
                    .description_localizations
                    .entry(HU.into())
                    .or_insert_with(|| hu.into());
            }
        }
        localize(&mut command.subcommands);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hungarian_locale_is_recognised_and_others_fall_back_to_english() {
        assert_eq!(Lang::of_locale(Some("hu")), Lang::Hu);
        assert_eq!(Lang::of_locale(Some("en-US")), Lang::En);
        assert_eq!(t(Lang::Hu, Text::Refused), "Elutasítva:");
        assert_eq!(t(Lang::En, Text::Refused), "Refused:");
        assert!(t(Lang::Hu, Text::Help).contains("/meccs létrehozás"));
    }
}
