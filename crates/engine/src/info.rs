use serde::{Deserialize, Serialize};

/// What a front-end needs to know about a game before any match exists.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// The registry key, as typed in `/match create game:` and `--game`.
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: u8,
    pub max_seats: u8,
    /// Front-end words for this game's orders: what the game means, not how a front-end shows it.
    pub words: Words,
    /// The catalog id of a line saying what the game is (`<game>-summary`), for `/games` and
    /// `/rules` in the reader's language.
    pub summary: &'static str,
}

/// What front-ends offer besides the plain order command, declared by the game so that no front-end
/// has to name a game or an order verb.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Words {
    /// Whether the game answers battle-odds queries (`Ruleset::odds`).
    pub odds: bool,
    /// The order that ends the caller's turn, if the game has one (offered as an "End turn" button).
    pub end_turn: Option<&'static str>,
    /// Extra commands that stand for an order prefix, like `/bid 12` for the order `bid 12`.
    pub shortcuts: Vec<Shortcut>,
}

/// A command (a slash command, a DM verb) that gives an order starting with `prefix`: `verb 12` is the
/// order `prefix 12` (the prefix is not doubled when the user typed it). A sealed shortcut's
/// confirmation says so.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Shortcut {
    pub verb: &'static str,
    pub prefix: &'static str,
    pub sealed: bool,
    /// One line for the command's description.
    pub about: &'static str,
}

impl Shortcut {
    /// The order text that `text`, given with this shortcut, stands for.
    pub fn order(&self, text: &str) -> String {
        let text = text.trim();
        match text.split_whitespace().next() {
            Some(word) if word.eq_ignore_ascii_case(self.prefix) => text.to_string(),
            _ => format!("{} {text}", self.prefix).trim_end().to_string(),
        }
    }
}

impl Words {
    /// The shortcut spelt `verb` (any case), if the game has one.
    pub fn shortcut(&self, verb: &str) -> Option<&Shortcut> {
        self.shortcuts
            .iter()
            .find(|s| s.verb.eq_ignore_ascii_case(verb.trim()))
    }
}

/// One option as front-ends list it, derived from the game's [`crate::options::OptionSet`].
#[derive(Clone, Debug, Serialize)]
pub struct OptionInfo {
    pub key: &'static str,
    pub accepted: Vec<String>,
    pub default: String,
    /// The catalog id of the option's help (see [`crate::options::OptionDef::help`]).
    pub help: &'static str,
}

/// How hard a built-in bot plays. Games may treat several levels alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    Easy,
    Medium,
    Hard,
    Extreme,
}

impl BotLevel {
    pub const ALL: [BotLevel; 4] = [
        BotLevel::Easy,
        BotLevel::Medium,
        BotLevel::Hard,
        BotLevel::Extreme,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Hard => "hard",
            BotLevel::Extreme => "extreme",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim().to_ascii_lowercase();
        Self::ALL.into_iter().find(|l| l.name() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shortcut_adds_its_prefix_unless_it_was_typed() {
        let bid = Shortcut {
            verb: "bid",
            prefix: "bid",
            sealed: true,
            about: "a sealed bid",
        };
        assert_eq!(bid.order(" 12 "), "bid 12");
        assert_eq!(bid.order("BID 3"), "BID 3");
        assert_eq!(bid.order("bidding 3"), "bid bidding 3");
        let words = Words {
            shortcuts: vec![bid.clone()],
            ..Words::default()
        };
        assert_eq!(words.shortcut("Bid"), Some(&bid));
        assert_eq!(words.shortcut("pass"), None);
    }
}
