//! Match options: the turn limit (R-THR-TURN-5), the "Ports" game type (R-THR-ALT-2) and the
//! alternate game type (`type`: standard, points R-THR-VP-*, homefront R-THR-HOME-*).

use korona_engine::options::{OptionDef, OptionSet, Value, Values};
use korona_engine::Chosen;
use serde::{Deserialize, Serialize};

/// The alternate game types of the rules file that change setup and winning (R-THR-ALT-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameType {
    #[default]
    Standard,
    /// Victory points: three middle fortresses, 21 points win (R-THR-VP-1..6).
    Points,
    /// Homefront: farms, cities and spawning (R-THR-HOME-1..8).
    Homefront,
}

impl GameType {
    pub fn is_standard(&self) -> bool {
        *self == GameType::Standard
    }

    pub fn name(self) -> &'static str {
        match self {
            GameType::Standard => "standard",
            GameType::Points => "points",
            GameType::Homefront => "homefront",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Turns in all (both players') before the match is drawn.
    pub turns: u32,
    /// The "Ports" game type (R-THR-ALT-2).
    #[serde(default)]
    pub ports: bool,
    #[serde(default)]
    pub game: GameType,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            turns: 300,
            ports: false,
            game: GameType::Standard,
        }
    }
}

pub const OPTIONS: OptionSet = OptionSet {
    options: &[
        OptionDef {
            key: "turns",
            aliases: &["limit"],
            help: "thrones-option-turns",
            values: Values::OneOf(&[
                Value::new("100"),
                Value::new("200"),
                Value::new("300"),
                Value::new("500"),
            ]),
            default: "300",
            selects_preset: false,
        },
        OptionDef {
            key: "ports",
            aliases: &[],
            help: "thrones-option-ports",
            values: Values::OnOff,
            default: "off",
            selects_preset: false,
        },
        OptionDef {
            key: "type",
            aliases: &["gametype"],
            help: "thrones-option-type",
            values: Values::OneOf(&[
                Value::new("standard"),
                Value::new("points"),
                Value::new("homefront"),
            ]),
            default: "standard",
            selects_preset: false,
        },
    ],
    presets: &[],
};

impl Options {
    pub fn from_chosen(c: &Chosen) -> Options {
        Options {
            turns: c.number("turns") as u32,
            ports: c.on("ports"),
            game: match c.text("type") {
                "points" => GameType::Points,
                "homefront" => GameType::Homefront,
                _ => GameType::Standard,
            },
        }
    }
}
