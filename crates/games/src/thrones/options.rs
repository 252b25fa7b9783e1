//! Match options (R-THR-TURN-5): the turn limit.

use korona_engine::options::{OptionDef, OptionSet, Value, Values};
use korona_engine::Chosen;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Turns in all (both players') before the match is drawn.
    pub turns: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { turns: 300 }
    }
}

pub const OPTIONS: OptionSet = OptionSet {
    options: &[OptionDef {
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
    }],
    presets: &[],
};

impl Options {
    pub fn from_chosen(c: &Chosen) -> Options {
        Options {
            turns: c.number("turns") as u32,
        }
    }
}
