//! Options of a match that belong to korona rather than to its game, given with the game's own at
//! `create` (`create oligarchs diplomacy=private spectate=0`): taken out before the game reads the
//! rest, stored beside the match.

use super::Result;
use korona_engine::{msg, Refusal};
use korona_store::MatchSettings;

/// The longest spectator delay, in phases.
pub const MAX_DELAY: i64 = 10;
/// The most vacation days a match may allow each player.
pub const MAX_VACATION: i64 = 30;

/// Korona's settings from `options`, and the options left for the game.
pub fn split(options: &[(String, String)]) -> Result<(MatchSettings, Vec<(String, String)>)> {
    let mut settings = MatchSettings::default();
    let mut rest = Vec::new();
    for (key, value) in options {
        let v = value.trim().to_ascii_lowercase();
        match key.trim().to_ascii_lowercase().as_str() {
            "diplomacy" => {
                settings.diplomacy_public = match v.as_str() {
                    "public" | "on" => true,
                    "private" | "off" => false,
                    _ => {
                        return Err(Refusal::at(value, msg!("service-options-diplomacy"))
                            .accepting(["public", "private"])
                            .into())
                    }
                }
            }
            "spectate" => {
                settings.spectate_delay = match v.parse::<i64>() {
                    Ok(n) if (0..=MAX_DELAY).contains(&n) => n,
                    _ => {
                        return Err(Refusal::at(
                            value,
                            msg!("service-options-spectate", max = MAX_DELAY),
                        )
                        .into())
                    }
                }
            }
            "vacation" => {
                settings.vacation_days = match v.parse::<i64>() {
                    Ok(n) if (0..=MAX_VACATION).contains(&n) => n,
                    _ => {
                        return Err(Refusal::at(
                            value,
                            msg!("service-options-vacation", max = MAX_VACATION),
                        )
                        .into())
                    }
                }
            }
            _ => rest.push((key.clone(), value.clone())),
        }
    }
    Ok((settings, rest))
}
