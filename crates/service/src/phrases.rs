//! Words inside the service's replies that change with a number or a kind: durations, seat counts,
//! what a seat is waited for. Fluent chooses the plural form (`1 hour`, `2 hours`), so the English is
//! in `locales/en.ftl` and a language with other plural rules is a catalog, not code.

use korona_engine::waiting::WaitKind;
use korona_engine::{msg, Catalog};

/// A duration in the largest unit that divides it: `1 hour`, `90 minutes`, `2 days`.
pub fn duration(words: &Catalog, secs: i64) -> String {
    let message = match secs {
        s if s != 0 && s % 86_400 == 0 => msg!("service-days", n = s / 86_400),
        s if s != 0 && s % 3600 == 0 => msg!("service-hours", n = s / 3600),
        s if s != 0 && s % 60 == 0 => msg!("service-minutes", n = s / 60),
        s => msg!("service-seconds", n = s),
    };
    words.render(&message)
}

/// How many seats a game takes: `2 players` when that is fixed, `2-6 players` otherwise.
pub fn players(words: &Catalog, min: u8, max: u8) -> String {
    if min == max {
        words.render(&msg!("service-players-exactly", n = min))
    } else {
        words.render(&msg!("service-players-range", min = min, max = max))
    }
}

/// The numbers of seats a match's options accept (a map may refuse some within the game's range):
/// `3 players`, `2-4 players`, or a list, `2, 3, 4 or 6 players`.
pub fn seat_counts(words: &Catalog, counts: &[u8]) -> String {
    match counts {
        [] => String::new(),
        [first, .., last] if (*last - *first) as usize + 1 != counts.len() => {
            let some: Vec<String> = counts[..counts.len() - 1]
                .iter()
                .map(u8::to_string)
                .collect();
            words.render(&msg!(
                "service-players-list",
                some = some.join(", "),
                last = *last
            ))
        }
        [first, ..] => players(words, *first, *counts.last().unwrap_or(first)),
    }
}

/// What a seat is waited for, in the sentence "the match waits for your ...".
pub fn wait_kind(words: &Catalog, kind: WaitKind) -> String {
    let kind = match kind {
        WaitKind::Turn => "turn",
        WaitKind::Orders => "orders",
        WaitKind::Bid => "bid",
        WaitKind::Decision => "decision",
    };
    words.render(&msg!("service-wait-kind", kind = kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> Catalog {
        crate::words::english(korona_games::registry)
    }

    #[test]
    fn one_is_singular_and_the_rest_plural() {
        let w = words();
        assert_eq!(duration(&w, 3600), "1 hour");
        assert_eq!(duration(&w, 7200), "2 hours");
        assert_eq!(duration(&w, 60), "1 minute");
        assert_eq!(duration(&w, 86_400), "1 day");
        assert_eq!(duration(&w, 1), "1 second");
        assert_eq!(duration(&w, 90), "90 seconds");
        assert_eq!(players(&w, 2, 2), "2 players");
        assert_eq!(players(&w, 2, 6), "2-6 players");
        assert_eq!(seat_counts(&w, &[3]), "3 players");
        assert_eq!(seat_counts(&w, &[2, 3, 4]), "2-4 players");
        assert_eq!(seat_counts(&w, &[2, 3, 4, 6]), "2, 3, 4 or 6 players");
        assert_eq!(wait_kind(&w, WaitKind::Turn), "turn");
        assert_eq!(wait_kind(&w, WaitKind::Bid), "sealed bid");
    }
}
