use serde::{Deserialize, Serialize};

/// What a front-end needs to know about a game before any match exists.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// The registry key, as typed in `/match create game:` and `--game`.
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: u8,
    pub max_seats: u8,
    pub summary: &'static str,
}

/// One option as front-ends list it, derived from the game's [`crate::options::OptionSet`].
#[derive(Clone, Debug, Serialize)]
pub struct OptionInfo {
    pub key: &'static str,
    pub accepted: Vec<String>,
    pub default: String,
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
