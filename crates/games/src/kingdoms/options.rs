//! Match options (R-KIN-OPT-1..): the map and the round limit, with a quick preset.

use korona_engine::options::{OptionDef, OptionSet, Preset, Value, Values};
use korona_engine::Chosen;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub map: String,
    pub rounds: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            map: "standard".into(),
            rounds: 30,
        }
    }
}

pub const OPTIONS: OptionSet = OptionSet {
    options: &[
        OptionDef {
            key: "map",
            aliases: &[],
            help: "the map: standard (The Four Crowns, 2-4 kingdoms), shores (The Two Shores, 2-3)",
            values: Values::OneOf(&[Value::new("standard"), Value::new("shores")]),
            default: "standard",
            selects_preset: false,
        },
        OptionDef {
            key: "rounds",
            aliases: &[],
            help: "rounds before the kingdom with most castles wins",
            values: Values::Range {
                min: 5,
                max: 60,
                suffix: "",
            },
            default: "30",
            selects_preset: false,
        },
    ],
    presets: &[Preset {
        name: "quick",
        help: "15 rounds",
        settings: &[("rounds", "15")],
    }],
};

impl Options {
    pub fn from_chosen(c: &Chosen) -> Options {
        Options {
            map: c.text("map").to_string(),
            rounds: c.number("rounds") as u32,
        }
    }
}
