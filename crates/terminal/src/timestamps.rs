//! Discord shows `<t:UNIX:R>` and `<t:UNIX:f>` in each reader's own time zone; a terminal has no
//! such markup, so the same replies are rewritten into words here ("in 6 hours", a UTC date).

/// Replaces every Discord timestamp in `text`, relative to `now_ms`.
pub fn humanize(text: &str, now_ms: i64) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 3..];
        match parse(after) {
            Some((secs, style, used)) => {
                out.push_str(&render(secs, style, now_ms));
                rest = &after[used..];
            }
            None => {
                out.push_str("<t:");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `UNIX:S>` → (seconds, style, bytes read).
fn parse(text: &str) -> Option<(i64, char, usize)> {
    let end = text.find('>')?;
    let (secs, style) = text[..end].split_once(':')?;
    let mut chars = style.chars();
    let style = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    Some((secs.parse().ok()?, style, end + 1))
}

fn render(secs: i64, style: char, now_ms: i64) -> String {
    match style {
        'R' => relative(secs * 1000 - now_ms),
        _ => chrono::DateTime::from_timestamp(secs, 0).map_or_else(
            || secs.to_string(),
            |t| t.format("%Y-%m-%d %H:%M UTC").to_string(),
        ),
    }
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
    use super::humanize;

    #[test]
    fn discord_timestamps_become_words() {
        let now = 1_764_000_000_000; // 2025-11-24 16:00 UTC
        let text = format!(
            "Deadline <t:{}:R> (<t:{}:f>).",
            now / 1000 + 6 * 3600,
            now / 1000 + 6 * 3600
        );
        assert_eq!(
            humanize(&text, now),
            "Deadline in 6 hours (2025-11-24 22:00 UTC)."
        );
        assert_eq!(humanize("<t:1764000000:R>", now + 60_000), "1 minute ago");
        // Not a timestamp: left as it is.
        assert_eq!(humanize("a <t:x:R> b <t:", now), "a <t:x:R> b <t:");
    }
}
