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
    DmHelp,
    DmWhichMatch,
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
        (DmHelp, En) => "In direct messages I understand `bid <text>` or `bid #<match> <text>`.",
        (DmHelp, Hu) => "Privát üzenetben ezt értem: `bid <szöveg>` vagy `bid #<meccs> <szöveg>`.",
        (DmWhichMatch, En) => {
            "You sit in more than one running match, or in none: name it, like `bid #3 <text>`."
        }
        (DmWhichMatch, Hu) => "Nem egy futó meccsben ülsz: nevezd meg, például `bid #3 <szöveg>`.",
        (Help, En) => HELP_EN,
        (Help, Hu) => HELP_HU,
    }
}

const HELP_EN: &str = "**korona** — long asynchronous strategy matches.\n\
`/match create <game>` opens a match in this channel; `/match join`, `/match start` (host).\n\
`/order <text>` gives an order (autocomplete lists the legal ones); `/orders` shows what you still owe.\n\
`/bid <text>` places a sealed bid (only you see it until the reveal; `bid <text>` by DM works too).\n\
`/msg <seat> [text]` sends a private message to a seat; `/match status`, `/match map`, `/match history`.\n\
Hosts and admins: `/match pause|resume|deadline|kick|replace|bot`. `/rules [game]` explains a game.";

const HELP_HU: &str = "**korona** — hosszú, aszinkron stratégiai meccsek.\n\
`/meccs create <játék>` meccset nyit ebben a csatornában; `/meccs join`, `/meccs start` (házigazda).\n\
`/parancs <szöveg>` parancsot ad (a kiegészítés a szabályosakat kínálja); `/orders`: mi van még hátra.\n\
`/licit <szöveg>` zárt licitet tesz (a felfedésig csak te látod; privát üzenetben `bid <szöveg>` is jó).\n\
`/üzenet <szék> [szöveg]` privát üzenet egy széknek; `/meccs status`, `/meccs map`, `/meccs history`.\n\
Házigazdák és adminok: `/meccs pause|resume|deadline|kick|replace|bot`. `/szabályok [játék]` elmagyarázza a játékot.";

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
