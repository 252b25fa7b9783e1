//! Match options: the turn limit (R-THR-TURN-5) and the "Ports" game type (R-THR-ALT-2).

use korona_engine::options::{OptionDef, OptionSet, Value, Values};
use korona_engine::Chosen;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Turns in all (both players') before the match is drawn.
    pub turns: u32,
    /// The "Ports" game type (R-THR-ALT-2).
    #[serde(default)]
    pub ports: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            turns: 300,
            ports: false,
        }
    }
}

pub const OPTIONS: OptionSet = OptionSet {
    options: &[
        OptionDef {
            key: "turns",
            aliases: &["limit"],
            help: "turns in all (both players') before the match is a draw",
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
            help: "water on the board's edge is a port: ports engage each other as if adjacent",
            values: Values::OnOff,
            default: "off",
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
        }
    }
}
