//! What people type the same way in every front-end: durations and `key=value` options. One reading
//! of each, so that `/match deadline 90` on Discord and `deadline 90` at the terminal cannot mean
//! two different things.

use korona_engine::{msg, Refusal};

/// The longest duration accepted: a year. Longer ones are typing slips, and the cap keeps seconds
/// and milliseconds far from overflowing.
pub const MAX_DURATION_SECS: i64 = 365 * 86_400;

/// `90s`, `30m`, `12h`, `2d`, or a bare number of minutes; letters in either case; from one second
/// to a year. A number too large to hold is out of range, not malformed.
pub fn duration(text: &str) -> Result<i64, Refusal> {
    let typed = text.trim();
    let lower = typed.to_ascii_lowercase();
    let malformed = || {
        Refusal::at(typed, msg!("input-duration-is-number-with-unit"))
            .accepting(["90s", "30m", "12h", "2d"])
    };
    let digits = lower
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(lower.len());
    let (number, unit) = lower.split_at(digits);
    let scale = match unit.trim() {
        "" | "m" | "min" => 60,
        "s" => 1,
        "h" => 3600,
        "d" => 86_400,
        _ => return Err(malformed()),
    };
    if number.is_empty() {
        return Err(malformed());
    }
    let out_of_range = || {
        Refusal::at(
            typed,
            msg!("input-duration-out-of-range", min = "1s", max = "365d"),
        )
    };
    let n: i64 = number.parse().map_err(|_| out_of_range())?;
    match n.checked_mul(scale) {
        Some(secs) if (1..=MAX_DURATION_SECS).contains(&secs) => Ok(secs),
        _ => Err(out_of_range()),
    }
}

/// Options written `key=value key2=value2`: keys in lower case (games read them so), values as typed.
pub fn options(text: &str) -> Result<Vec<(String, String)>, Refusal> {
    text.split_whitespace()
        .map(|pair| match pair.split_once('=') {
            Some((key, value)) if !key.is_empty() => {
                Ok((key.to_ascii_lowercase(), value.to_string()))
            }
            _ => Err(Refusal::at(
                pair,
                msg!("input-options-are-written-key-value"),
            )),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_units_and_bare_minutes() {
        assert_eq!(duration("90s"), Ok(90));
        assert_eq!(duration("90"), Ok(5_400));
        assert_eq!(duration(" 30M "), Ok(1_800));
        assert_eq!(duration("30min"), Ok(1_800));
        assert_eq!(duration("24h"), Ok(86_400));
        assert_eq!(duration("2d"), Ok(172_800));
        assert_eq!(duration("365d"), Ok(MAX_DURATION_SECS));
    }

    #[test]
    fn durations_refuse_nonsense_and_say_why() {
        for bad in ["soon", "5x", "h", "", "-5m"] {
            let err = duration(bad).unwrap_err();
            assert_eq!(
                err.message.id, "input-duration-is-number-with-unit",
                "{bad}"
            );
        }
        for absurd in ["0m", "366d", "99999999999999999d", "99999999999999999999s"] {
            let err = duration(absurd).unwrap_err();
            assert_eq!(err.message.id, "input-duration-out-of-range", "{absurd}");
        }
    }

    #[test]
    fn options_are_pairs_with_lower_case_keys() {
        assert_eq!(
            options("Variant=adv  seats=4").unwrap(),
            vec![
                ("variant".to_string(), "adv".to_string()),
                ("seats".to_string(), "4".to_string())
            ]
        );
        assert_eq!(options("").unwrap(), vec![]);
        for bad in ["adv", "=adv"] {
            let err = options(bad).unwrap_err();
            assert_eq!(err.message.id, "input-options-are-written-key-value");
        }
    }
}
