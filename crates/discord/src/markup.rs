//! Typed replies as Discord writes them: a person as a mention (Discord shows the name, and pings
//! only whom the message allows), a moment as a timestamp each reader sees in their own time zone.

use korona_service::{MomentStyle, Reply, Rich, Span};

/// A reply's text in Discord's markup (a book of pages: its first page).
pub fn reply(reply: &Reply) -> String {
    reply.rich().map_or_else(|| reply.text(), text)
}

/// `rich` in Discord's markup.
pub fn text(rich: &Rich) -> String {
    rich.render(&mut |span| match span {
        Span::Person(user) => format!("<@{user}>"),
        Span::Moment { unix_ms, style } => timestamp(*unix_ms, *style),
        Span::Code(board) => korona_service::rich::fenced(board),
        Span::Written(text) => inert(text),
        Span::Words(words) => words.clone(),
    })
}

/// Player text that Discord shows as it was written and reads as nothing else: every character that
/// starts markup is escaped, so `<@id>` mentions nobody, `[text](url)` is no masked link,
/// `https://` is no link and `**` makes nothing bold. (The service already took out line breaks and
/// invisible characters.)
pub fn inert(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '*'
                | '_'
                | '~'
                | '`'
                | '|'
                | '>'
                | '<'
                | '#'
                | '-'
                | '['
                | ']'
                | '('
                | ')'
                | '@'
                | ':'
                | '/'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A moment relative and in full, as the service says it in its texts.
pub fn moment(unix_ms: i64) -> String {
    format!(
        "{} ({})",
        timestamp(unix_ms, MomentStyle::Relative),
        timestamp(unix_ms, MomentStyle::Full)
    )
}

fn timestamp(unix_ms: i64, style: MomentStyle) -> String {
    let secs = unix_ms.div_euclid(1000);
    let letter = match style {
        MomentStyle::Relative => 'R',
        MomentStyle::Full => 'f',
    };
    format!("<t:{secs}:{letter}>")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_text_reads_as_nothing_but_text() {
        let shown = inert("hi <@123> [x](https://evil.example) **bold** @everyone");
        assert!(!shown.contains("<@"), "{shown}");
        assert!(!shown.contains("](") && !shown.contains("://"), "{shown}");
        assert!(
            !shown.contains("**") && !shown.contains(" @everyone"),
            "{shown}"
        );
        // Every escape is a backslash before the character: taking them out gives the text back.
        assert_eq!(
            shown.replace('\\', ""),
            "hi <@123> [x](https://evil.example) **bold** @everyone"
        );
    }

    #[test]
    fn people_become_mentions_and_moments_timestamps() {
        let rich = Rich::from("plain words");
        assert_eq!(text(&rich), "plain words");
        assert_eq!(
            moment(1_764_000_000_500),
            "<t:1764000000:R> (<t:1764000000:f>)"
        );
    }
}
