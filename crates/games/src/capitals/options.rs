//! Match options: board size and chess clock (R-CAP-50..).

use korona_engine::options::{OptionDef, OptionSet, Value, Values};
use korona_engine::{Chosen, Refusal};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockMode {
    Off,
    Bullet1,
    Bullet2,
    Blitz3,
    Blitz5,
    Rapid10,
    Rapid15,
}

impl ClockMode {
    pub const ALL: [ClockMode; 7] = [
        ClockMode::Off,
        ClockMode::Bullet1,
        ClockMode::Bullet2,
        ClockMode::Blitz3,
        ClockMode::Blitz5,
        ClockMode::Rapid10,
        ClockMode::Rapid15,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ClockMode::Off => "off",
            ClockMode::Bullet1 => "bullet1",
            ClockMode::Bullet2 => "bullet2",
            ClockMode::Blitz3 => "blitz3",
            ClockMode::Blitz5 => "blitz5",
            ClockMode::Rapid10 => "rapid10",
            ClockMode::Rapid15 => "rapid15",
        }
    }

    /// Minutes on each clock at the start, or `None` without a clock.
    pub fn minutes(self) -> Option<u64> {
        match self {
            ClockMode::Off => None,
            ClockMode::Bullet1 => Some(1),
            ClockMode::Bullet2 => Some(2),
            ClockMode::Blitz3 => Some(3),
            ClockMode::Blitz5 => Some(5),
            ClockMode::Rapid10 => Some(10),
            ClockMode::Rapid15 => Some(15),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub size: u8,
    pub clock: ClockMode,
    /// Seconds added to the mover's clock at the end of each of its turns.
    pub increment: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            size: 10,
            clock: ClockMode::Off,
            increment: 0,
        }
    }
}

/// Declared once: `create` parses these, help lists them (R-CAP-50..).
pub const OPTIONS: OptionSet = OptionSet {
    options: &[
        OptionDef {
            key: "size",
            aliases: &[],
            help: "capitals-option-size",
            values: Values::OneOf(&[
                Value::with_aliases("10", &["10x10"]),
                Value::with_aliases("12", &["12x12"]),
            ]),
            default: "10",
            selects_preset: false,
        },
        OptionDef {
            key: "clock",
            aliases: &[],
            help: "capitals-option-clock",
            values: Values::OneOf(&[
                Value::new("off"),
                Value::new("bullet1"),
                Value::new("bullet2"),
                Value::new("blitz3"),
                Value::new("blitz5"),
                Value::new("rapid10"),
                Value::new("rapid15"),
            ]),
            default: "off",
            selects_preset: false,
        },
        OptionDef {
            key: "increment",
            aliases: &["inc"],
            help: "capitals-option-increment",
            values: Values::Range {
                min: 0,
                max: 5,
                suffix: "s",
            },
            default: "0",
            selects_preset: false,
        },
    ],
    presets: &[],
};

impl Options {
    pub fn with_clock(clock: ClockMode, increment: u8) -> Self {
        Options {
            clock,
            increment,
            ..Options::default()
        }
    }

    pub fn parse(pairs: &[(String, String)]) -> Result<Options, Refusal> {
        Ok(Self::from_chosen(&OPTIONS.parse(pairs)?))
    }

    pub fn from_chosen(c: &Chosen) -> Options {
        Options {
            size: c.number("size") as u8,
            clock: ClockMode::ALL
                .into_iter()
                .find(|m| m.name() == c.text("clock"))
                .expect("declared clock names are the modes' names"),
            increment: c.number("increment") as u8,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_declared_clock_is_a_mode() {
        for mode in ClockMode::ALL {
            let pairs = [("clock".to_string(), mode.name().to_string())];
            assert_eq!(Options::parse(&pairs).unwrap().clock, mode);
        }
    }
}
