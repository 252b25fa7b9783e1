//! Match options: the three win targets and the round limit (R-FIEF-WIN-3, R-FIEF-WIN-5).

use korona_engine::options::{OptionDef, OptionSet, Value, Values};
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
    /// The rule toggles of the source's footer, all on by default (R-FIEF-VAR-1..6).
    pub rules: Toggles,
    /// Which map (R-FIEF-MAP-6).
    #[serde(default)]
    pub map: MapChoice,
}

/// A seeded generated map, or a hand-made one by name (R-FIEF-MAP-6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MapChoice {
    #[default]
    Generated,
    Crossing,
}

impl MapChoice {
    pub fn word(self) -> &'static str {
        match self {
            MapChoice::Generated => "generated",
            MapChoice::Crossing => "crossing",
        }
    }
}

/// The rules the source lists in force, each of which a host may switch off (R-FIEF-VAR-1..6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Toggles {
    /// Houses and castle sites dealt randomly (R-FIEF-VAR-1); off: seat order.
    pub deal: bool,
    /// Supply costs 1g per tile (R-FIEF-VAR-2); off: 1g per unit off a holding.
    pub tile_cost: bool,
    /// Enemy fiefs block supply (R-FIEF-VAR-3); off: supply crosses any claimed hex.
    pub enemy_block: bool,
    /// Gradual siege heal, +1 a round (R-FIEF-VAR-4); off: full pop at once.
    pub gradual_heal: bool,
    /// An outpost needs your unit on the fief (R-FIEF-VAR-5); off: any fief of yours.
    pub unit_build: bool,
    /// Knights conquer the hex they pass (R-FIEF-VAR-6); off: only where they stop.
    pub knight_jump: bool,
}

impl Default for Toggles {
    fn default() -> Self {
        Toggles {
            deal: true,
            tile_cost: true,
            enemy_block: true,
            gradual_heal: true,
            unit_build: true,
            knight_jump: true,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            pop: 15,
            tax: 40,
            army: 8,
            rounds: 30,
            rules: Toggles::default(),
            map: MapChoice::Generated,
        }
    }
}

pub const OPTIONS: OptionSet = OptionSet {
    options: &[
        OptionDef {
            key: "map",
            aliases: &[],
            help: "fiefs-option-map",
            values: Values::OneOf(&[
                Value::with_aliases("generated", &["random", "seeded"]),
                Value::new("crossing"),
            ]),
            default: "generated",
            selects_preset: false,
        },
        OptionDef {
            key: "pop",
            aliases: &["population"],
            help: "fiefs-option-pop",
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
            help: "fiefs-option-tax",
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
            help: "fiefs-option-army",
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
            help: "fiefs-option-rounds",
            values: Values::Range {
                min: 8,
                max: 80,
                suffix: "",
            },
            default: "30",
            selects_preset: false,
        },
        OptionDef {
            key: "deal",
            aliases: &[],
            help: "fiefs-option-deal",
            values: Values::OnOff,
            default: "on",
            selects_preset: false,
        },
        OptionDef {
            key: "tilecost",
            aliases: &[],
            help: "fiefs-option-tilecost",
            values: Values::OnOff,
            default: "on",
            selects_preset: false,
        },
        OptionDef {
            key: "enemyblock",
            aliases: &[],
            help: "fiefs-option-enemyblock",
            values: Values::OnOff,
            default: "on",
            selects_preset: false,
        },
        OptionDef {
            key: "gradualheal",
            aliases: &[],
            help: "fiefs-option-gradualheal",
            values: Values::OnOff,
            default: "on",
            selects_preset: false,
        },
        OptionDef {
            key: "unitbuild",
            aliases: &[],
            help: "fiefs-option-unitbuild",
            values: Values::OnOff,
            default: "on",
            selects_preset: false,
        },
        OptionDef {
            key: "knightjump",
            aliases: &[],
            help: "fiefs-option-knightjump",
            values: Values::OnOff,
            default: "on",
            selects_preset: false,
        },
    ],
    presets: &[
        Preset {
            name: "quick",
            help: "fiefs-preset-quick",
            settings: &[
                ("pop", "10"),
                ("tax", "25"),
                ("army", "6"),
                ("rounds", "20"),
            ],
        },
        Preset {
            name: "long",
            help: "fiefs-preset-long",
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
            rules: Toggles {
                deal: c.on("deal"),
                tile_cost: c.on("tilecost"),
                enemy_block: c.on("enemyblock"),
                gradual_heal: c.on("gradualheal"),
                unit_build: c.on("unitbuild"),
                knight_jump: c.on("knightjump"),
            },
            map: match c.text("map") {
                "crossing" => MapChoice::Crossing,
                _ => MapChoice::Generated,
            },
        }
    }
}
