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
            map: super::map::AUTO.into(),
            rounds: 30,
        }
    }
}

pub const OPTIONS: OptionSet = OptionSet {
    options: &[
        OptionDef {
            key: "map",
            aliases: &[],
            help: "kingdoms-option-map",
            values: Values::OneOf(&[
                Value::new("auto"),
                Value::new("standard"),
                Value::new("shores"),
                Value::new("realms"),
            ]),
            default: "auto",
            selects_preset: false,
        },
        OptionDef {
            key: "rounds",
            aliases: &[],
            help: "kingdoms-option-rounds",
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
        help: "kingdoms-preset-quick",
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
