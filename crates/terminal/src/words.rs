//! Typed replies as a terminal writes them: a person as `@id`, a moment in words relative to the
//! match's clock ("in 6 hours") or as a date in UTC. Discord shows the same parts in each reader's
//! own time zone; a terminal has one reader and says it plainly.

use korona_service::{MomentStyle, Rich, Span};

/// `rich` for a terminal whose clock reads `now_ms`.
pub fn text(rich: &Rich, now_ms: i64) -> String {
    rich.render(&mut |span| match span {
        Span::Person(user) => format!("@{user}"),
        Span::Moment {
            unix_ms,
            style: MomentStyle::Relative,
        } => relative(unix_ms - now_ms),
        Span::Moment {
            unix_ms,
            style: MomentStyle::Full,
        } => chrono::DateTime::from_timestamp_millis(*unix_ms).map_or_else(
            || unix_ms.to_string(),
            |t| t.format("%Y-%m-%d %H:%M UTC").to_string(),
        ),
        // A terminal's font is fixed-width already: the board as it is, on lines of its own.
        Span::Code(board) => board.clone(),
        Span::Written(text) => text.clone(),
        Span::Words(words) => words.clone(),
    })
}

fn relative(ms: i64) -> String {
    // Rounded to the nearest unit, as Discord shows it: 5 h 59 min is "in 6 hours".
    let secs = (ms.abs() + 500) / 1000;
    let round = |unit: i64| (secs + unit / 2) / unit;
    let (n, unit) = match secs {
        s if s >= 86_400 - 1_800 => (round(86_400), "day"),
        s if s >= 3_600 - 30 => (round(3_600), "hour"),
        s if s >= 60 => (round(60), "minute"),
        s => (s, "second"),
    };
    let plural = if n == 1 { "" } else { "s" };
    if ms >= 0 {
        format!("in {n} {unit}{plural}")
    } else {
        format!("{n} {unit}{plural} ago")
    }
}

#[cfg(test)]
mod tests {
    use super::text;
    use korona_service::{MomentStyle, Rich, Span};

    #[test]
    fn people_and_moments_become_words() {
        let now = 1_764_000_000_000; // 2025-11-24 16:00 UTC
        let at = now + 6 * 3_600_000;
        let rich = Rich::from_spans(vec![
            Span::Person("alice".into()),
            Span::Words(": deadline ".into()),
            Span::Moment {
                unix_ms: at,
                style: MomentStyle::Relative,
            },
            Span::Words(" (".into()),
            Span::Moment {
                unix_ms: at,
                style: MomentStyle::Full,
            },
            Span::Words(").".into()),
        ]);
        assert_eq!(
            text(&rich, now),
            "@alice: deadline in 6 hours (2025-11-24 22:00 UTC)."
        );
        let past = Rich::from_spans(vec![Span::Moment {
            unix_ms: now,
            style: MomentStyle::Relative,
        }]);
        assert_eq!(text(&past, now + 60_000), "1 minute ago");
        assert_eq!(
            text(&Rich::from("<t:1:R> stays as typed"), now),
            "<t:1:R> stays as typed"
        );
    }
}
