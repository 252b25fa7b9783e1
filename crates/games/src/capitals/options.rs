//! Match options: board size and chess clock (R-CAP-50..).

use korona_engine::info::OptionInfo;
use korona_engine::Refusal;
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

const SIZES: [&str; 2] = ["10", "12"];
const INCREMENTS: [&str; 6] = ["0", "1", "2", "3", "4", "5"];
const KEYS: [&str; 3] = ["size", "clock", "increment"];

impl Options {
    pub fn with_clock(clock: ClockMode, increment: u8) -> Self {
        Options {
            clock,
            increment,
            ..Options::default()
        }
    }

    pub fn parse(pairs: &[(String, String)]) -> Result<Options, Refusal> {
        let mut o = Options::default();
        for (key, value) in pairs {
            let k = key.trim().to_ascii_lowercase();
            let v = value.trim().to_ascii_lowercase();
            match k.as_str() {
                "size" => {
                    o.size = match v.as_str() {
                        "10" | "10x10" => 10,
                        "12" | "12x12" => 12,
                        _ => {
                            return Err(
                                Refusal::at(value.clone(), "unknown board size").accepting(SIZES)
                            )
                        }
                    }
                }
                "clock" => {
                    o.clock = ClockMode::ALL
                        .into_iter()
                        .find(|m| m.name() == v)
                        .ok_or_else(|| {
                            Refusal::at(value.clone(), "unknown clock")
                                .accepting(ClockMode::ALL.map(ClockMode::name))
                        })?
                }
                "increment" | "inc" => {
                    o.increment = v
                        .trim_end_matches('s')
                        .parse::<u8>()
                        .ok()
                        .filter(|i| *i <= 5)
                        .ok_or_else(|| {
                            Refusal::at(value.clone(), "increment is 0 to 5 seconds")
                                .accepting(INCREMENTS)
                        })?
                }
                _ => return Err(Refusal::at(key.clone(), "unknown option").accepting(KEYS)),
            }
        }
        Ok(o)
    }

    pub fn info() -> Vec<OptionInfo> {
        vec![
            OptionInfo {
                key: "size",
                accepted: SIZES.to_vec(),
                default: "10",
            },
            OptionInfo {
                key: "clock",
                accepted: ClockMode::ALL.map(ClockMode::name).to_vec(),
                default: "off",
            },
            OptionInfo {
                key: "increment",
                accepted: INCREMENTS.to_vec(),
                default: "0",
            },
        ]
    }
}
