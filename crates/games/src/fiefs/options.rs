//! Match options: the three win targets and the round limit (R-FIEF-WIN-3, R-FIEF-WIN-5).

use korona_engine::options::{OptionDef, OptionSet, Values};
use korona_engine::{Chosen, Preset};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Population that wins (R-FIEF-WIN-1).
    pub pop: u32,
    /// Tax collected that wins.
    pub tax: u32,
    /// Units on the board that win.
    pub army: u32,
    /// Rounds before the match is decided on population (R-FIEF-WIN-5).
    pub rounds: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            pop: 15,
            tax: 40,
            army: 8,
            rounds: 30,
        }
    }
}

pub const OPTIONS: OptionSet = OptionSet {
    options: &[
        OptionDef {
            key: "pop",
            aliases: &["population"],
            help: "total population of a house's holdings that wins",
            values: Values::Range {
                min: 6,
                max: 40,
                suffix: "",
            },
            default: "15",
            selects_preset: false,
        },
        OptionDef {
            key: "tax",
            aliases: &[],
            help: "gold collected as income over the match that wins",
            values: Values::Range {
                min: 10,
                max: 200,
                suffix: "g",
            },
            default: "40",
            selects_preset: false,
        },
        OptionDef {
            key: "army",
            aliases: &[],
            help: "units on the board that win",
            values: Values::Range {
                min: 3,
                max: 20,
                suffix: "",
            },
            default: "8",
            selects_preset: false,
        },
        OptionDef {
            key: "rounds",
            aliases: &[],
            help: "rounds before the match is decided on population",
            values: Values::Range {
                min: 8,
                max: 80,
                suffix: "",
            },
            default: "30",
            selects_preset: false,
        },
    ],
    presets: &[
        Preset {
            name: "quick",
            help: "lower targets: population 10, tax 25, army 6, 20 rounds",
            settings: &[
                ("pop", "10"),
                ("tax", "25"),
                ("army", "6"),
                ("rounds", "20"),
            ],
        },
        Preset {
            name: "long",
            help: "higher targets: population 25, tax 80, army 12, 50 rounds",
            settings: &[
                ("pop", "25"),
                ("tax", "80"),
                ("army", "12"),
                ("rounds", "50"),
            ],
        },
    ],
};

impl Options {
    pub fn from_chosen(c: &Chosen) -> Options {
        Options {
            pop: c.number("pop") as u32,
            tax: c.number("tax") as u32,
            army: c.number("army") as u32,
            rounds: c.number("rounds") as u32,
        }
    }
}
