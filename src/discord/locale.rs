//! The adapter's own fixed strings in English and Hungarian. Game and service texts stay as the service
//! wrote them; only what the adapter itself says follows the user's Discord locale.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Hu,
}

impl Lang {
    /// Discord sends `hu` for Hungarian; anything else falls back to English.
    pub fn of(locale: Option<&str>) -> Lang {
        match locale {
            Some(l) if l.starts_with("hu") => Lang::Hu,
            _ => Lang::En,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    Refused,
    Done,
    Sent,
    Fault,
    EndTurn,
    ConcedeConfirm,
    ConcedeQuestion,
    MsgTitle,
    MsgLabel,
    BidTitle,
    BidLabel,
    DmHelp,
    DmNothing,
    DmWhichMatch,
    MenuPick,
    MenuTooMany,
    NoOrders,
    GameCommands,
    ShortcutAbout,
    Help,
}

pub fn t(lang: Lang, text: Text) -> &'static str {
    use Lang::*;
    use Text::*;
    match (text, lang) {
        (Refused, En) => "Refused:",
        (Refused, Hu) => "Elutasítva:",
        (Done, En) => "Done.",
        (Done, Hu) => "Kész.",
        (Sent, En) => "Sent.",
        (Sent, Hu) => "Elküldve.",
        (Fault, En) => "Something went wrong on our side; nothing was changed. Please try again.",
        (Fault, Hu) => "Hiba történt nálunk; semmi sem változott. Kérjük, próbáld újra.",
        (EndTurn, En) => "End turn",
        (EndTurn, Hu) => "Kör vége",
        (ConcedeConfirm, En) => "Yes, concede",
        (ConcedeConfirm, Hu) => "Igen, feladom",
        (ConcedeQuestion, En) => "Concede this match? This cannot be undone.",
        (ConcedeQuestion, Hu) => "Feladod a meccset? Ez nem vonható vissza.",
        (MsgTitle, En) => "Message to a seat",
        (MsgTitle, Hu) => "Üzenet egy széknek",
        (MsgLabel, En) => "Your message",
        (MsgLabel, Hu) => "Az üzeneted",
        (BidTitle, En) => "Sealed bid",
        (BidTitle, Hu) => "Titkos licit",
        (BidLabel, En) => "Your bid",
        (BidLabel, Hu) => "A licited",
        (DmHelp, En) => {
            "In direct messages I understand `{verb} <text>` or `{verb} #<match> <text>` (commands: \
             {verbs})."
        }
        (DmHelp, Hu) => {
            "Privát üzenetben ezt értem: `{verb} <szöveg>` vagy `{verb} #<meccs> <szöveg>` \
             (parancsok: {verbs})."
        }
        (DmNothing, En) => "The games hosted here take no orders by direct message.",
        (DmNothing, Hu) => "Az itt játszható játékok nem fogadnak parancsot privát üzenetben.",
        (DmWhichMatch, En) => {
            "You sit in more than one running match, or in none: name it, like `{verb} #3 <text>`."
        }
        (DmWhichMatch, Hu) => {
            "Nem egy futó meccsben ülsz: nevezd meg, például `{verb} #3 <szöveg>`."
        }
        (MenuPick, En) => "Choose an order",
        (MenuPick, Hu) => "Válassz parancsot",
        (MenuTooMany, En) => {
            "Too many orders to list here: type `/order` and pick from its suggestions."
        }
        (MenuTooMany, Hu) => {
            "Túl sok parancs a felsoroláshoz: írd be: `/parancs`, és válassz a javaslatok közül."
        }
        (NoOrders, En) => "No legal orders now.",
        (NoOrders, Hu) => "Most nincs kiadható parancs.",
        (GameCommands, En) => "Commands of the hosted games (by DM too: `<command> <text>`):",
        (GameCommands, Hu) => "A játékok saját parancsai (privát üzenetben is: `<parancs> <szöveg>`):",
        (ShortcutAbout, En) => "The game's own `{verb}` order",
        (ShortcutAbout, Hu) => "A játék saját `{verb}` parancsa",
        (Help, En) => HELP_EN,
        (Help, Hu) => HELP_HU,
    }
}

const HELP_EN: &str = "**korona** — long asynchronous strategy matches.\n\
`/match create <game>` opens a match in this channel; `/match join`, `/match start` (host).\n\
`/order <text>` gives an order (autocomplete lists the legal ones; without text, pick one from a menu);\n\
`/orders` shows what you still owe.\n\
`/msg <seat> [text]` sends a private message to a seat; `/match status`, `/match map`, `/match history`.\n\
Hosts and admins: `/match pause|resume|deadline|kick|replace|bot`. `/rules [game]` explains a game.\n\
`/leaderboard game:` ranks this server's players; `/profile [user:]` shows ratings, matches and whose turn it is;\n\
`/spectate [match:]` follows a match by DM, one phase behind the players.\n\
A match's end posts the winner, the dice seed, the diplomacy log and an animated replay \
(`/match create` options `diplomacy=private`, `spectate=0..10`).";

const HELP_HU: &str = "**korona** — hosszú, aszinkron stratégiai meccsek.\n\
`/meccs létrehozás <játék>` meccset nyit ebben a csatornában; `/meccs csatlakozás`, `/meccs indítás` (házigazda).\n\
`/parancs <szöveg>` parancsot ad (a kiegészítés a szabályosakat kínálja; szöveg nélkül menüből választhatsz);\n\
`/teendők`: mi van még hátra.\n\
`/üzenet <szék> [szöveg]` privát üzenet egy széknek; `/meccs állás`, `/meccs térkép`, `/meccs előzmények`.\n\
Házigazdák és adminok: `/meccs szünet|folytatás|határidő|eltávolítás|csere|bot`. `/szabályok [játék]` elmagyarázza a játékot.\n\
`/ranglista játék:` a szerver játékosainak sorrendje; `/profil [felhasználó:]` értékszámok, meccsek, és ki lép;\n\
`/nézés [meccs:]` DM-ben követ egy meccset, egy fázissal a játékosok mögött.\n\
A meccs végén jön a győztes, a kockamag, a diplomáciai napló és egy animált visszajátszás \
(`/meccs létrehozás` beállítások: `diplomacy=private`, `spectate=0..10`).";

/// Hungarian names of commands, subcommands and options, by their English name. Discord shows them to
/// users whose client speaks Hungarian and still sends the English name in the interaction, so the
/// handlers never see these. Discord's rule: lowercase letters, digits, `-` or `_`, at most 32.
const NAMES: &[(&str, &str)] = &[
    // Commands and the subcommands of `/match`.
    ("match", "meccs"),
    ("create", "létrehozás"),
    ("join", "csatlakozás"),
    ("leave", "kilépés"),
    ("bot", "bot"),
    ("start", "indítás"),
    ("status", "állás"),
    ("map", "térkép"),
    ("history", "előzmények"),
    ("pause", "szünet"),
    ("resume", "folytatás"),
    ("deadline", "határidő"),
    ("kick", "eltávolítás"),
    ("replace", "csere"),
    ("concede", "feladás"),
    ("order", "parancs"),
    ("orders", "teendők"),
    ("bid", "licit"),
    ("msg", "üzenet"),
    ("conversation", "beszélgetés"),
    ("odds", "esélyek"),
    ("games", "játékok"),
    ("rules", "szabályok"),
    ("help", "súgó"),
    ("mygames", "meccseim"),
    ("me", "én"),
    ("notify", "értesítés"),
    ("leaderboard", "ranglista"),
    ("profile", "profil"),
    ("spectate", "nézés"),
    ("stop", "leállítás"),
    // Options (`match` and `bot` are options too, with the same Hungarian names).
    ("text", "szöveg"),
    ("seat", "szék"),
    ("game", "játék"),
    ("options", "beállítások"),
    ("level", "szint"),
    ("last", "utolsó"),
    ("duration", "időtartam"),
    ("user", "felhasználó"),
    ("battle", "csata"),
    ("setting", "beállítás"),
    ("phone", "telefon"),
];

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
        assert_eq!(Lang::of(Some("hu")), Lang::Hu);
        assert_eq!(Lang::of(Some("en-US")), Lang::En);
        assert_eq!(Lang::of(None), Lang::En);
        assert_eq!(t(Lang::Hu, Text::Refused), "Elutasítva:");
    }
}
