//! Text for people with typed parts: a person, a moment in time. The service never writes a
//! front-end's markup; each front-end renders the parts its own way (Discord as `<@id>` and
//! `<t:…:R>`, the terminal as words, a web page as HTML).
//!
//! Inside the service, a person or a moment travels through catalogs and joins as a marked run of
//! text (two private-use characters around it), because Fluent arguments and the seat-name
//! substitution work on strings. The marks never leave the service: a [`Rich`] is made from such a
//! string once, when a reply is built, and front-ends see only its [`Span`]s. Player text cannot
//! forge a part: [`unmarked`] removes the marks from everything a caller types.

use std::fmt;

const OPEN: char = '\u{E010}';
const CLOSE: char = '\u{E011}';

/// How a moment is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MomentStyle {
    /// Relative to the reader's now: "in 5 hours", "2 days ago".
    Relative,
    /// The date and time in full, in the reader's time zone where the front-end knows it.
    Full,
}

/// One part of a [`Rich`] text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    /// Words as they are.
    Words(String),
    /// A person, by their user id. Discord shows the name (a mention); other front-ends write it.
    Person(String),
    /// A moment (unix milliseconds).
    Moment { unix_ms: i64, style: MomentStyle },
    /// Fixed-width text (a text board) whose columns must line up: Discord puts it in a code block.
    Code(String),
    /// Text a player wrote (a diplomacy message): one line, without invisible or direction
    /// controls. A front-end shows it as text only, never as its own markup (no mention, no link,
    /// no formatting).
    Written(String),
}

/// A text for people made of typed parts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rich {
    spans: Vec<Span>,
}

/// A person, marked for a catalog argument or a string the service builds.
pub(crate) fn person(user: &str) -> String {
    format!("{OPEN}p{}{CLOSE}", unmarked(user))
}

/// A moment as the service says it: relative, then in full ("in 5 hours (27 November 2026 20:00)").
pub(crate) fn moment(unix_ms: i64) -> String {
    format!("{OPEN}r{unix_ms}{CLOSE} ({OPEN}f{unix_ms}{CLOSE})")
}

/// A block of fixed-width text, marked.
pub(crate) fn code(text: &str) -> String {
    format!("{OPEN}c{}{CLOSE}", unmarked(text.trim_end()))
}

/// Text a player wrote, marked: on one line, and without the characters that hide or reorder text
/// (zero-width, direction overrides, other controls).
pub(crate) fn written(text: &str) -> String {
    format!("{OPEN}w{}{CLOSE}", one_line(&unmarked(text)))
}

/// `text` on one line with every control and invisible formatting character taken out.
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\n' | '\r' | '\t' | '\u{2028}' | '\u{2029}') {
            if !out.ends_with(' ') {
                out.push(' ');
            }
        } else if !hides_text(c) {
            out.push(c);
        }
    }
    out.trim().to_string()
}

/// Controls, zero-width characters and direction marks, overrides and isolates.
fn hides_text(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{061C}'
            | '\u{FEFF}'
            | '\u{00AD}')
}

/// Fixed-width text in a fenced block (a fence inside it is broken up): how Discord and plain text
/// show [`Span::Code`].
pub fn fenced(text: &str) -> String {
    format!("```\n{}\n```", text.trim_end().replace("```", "'''"))
}

/// `text` without the marks of typed parts: what a caller types can't pose as a person or a moment.
pub fn unmarked(text: &str) -> String {
    text.replace([OPEN, CLOSE], "")
}

impl Rich {
    /// A text made of these parts.
    pub fn from_spans(spans: Vec<Span>) -> Rich {
        Rich { spans }
    }

    pub fn spans(&self) -> &[Span] {
        &self.spans
    }

    /// Whether it has no text at all.
    pub fn is_empty(&self) -> bool {
        self.spans
            .iter()
            .all(|s| matches!(s, Span::Words(w) if w.is_empty()))
    }

    /// The text with each part written by `part`: how a front-end renders it.
    pub fn render(&self, part: &mut dyn FnMut(&Span) -> String) -> String {
        let mut out = String::new();
        for span in &self.spans {
            match span {
                Span::Words(words) => out.push_str(words),
                other => out.push_str(&part(other)),
            }
        }
        out
    }

    /// The service's own marked form, to pass the text into a catalog or a longer text again.
    pub(crate) fn marked(&self) -> String {
        self.render(&mut |span| match span {
            Span::Person(user) => person(user),
            Span::Moment { unix_ms, style } => {
                let kind = match style {
                    MomentStyle::Relative => 'r',
                    MomentStyle::Full => 'f',
                };
                format!("{OPEN}{kind}{unix_ms}{CLOSE}")
            }
            Span::Code(text) => code(text),
            Span::Written(text) => written(text),
            Span::Words(words) => words.clone(),
        })
    }

    /// Plain text: a person as `@id`, a moment as its UTC time. For logs, tests and any reader
    /// without a front-end of its own.
    pub fn plain(&self) -> String {
        self.render(&mut |span| match span {
            Span::Person(user) => format!("@{user}"),
            Span::Moment { unix_ms, .. } => utc(*unix_ms),
            Span::Code(text) => fenced(text),
            Span::Written(text) => text.clone(),
            Span::Words(words) => words.clone(),
        })
    }

    /// Reads the service's marked string into parts. A mark that does not close, or names no part
    /// this module writes, is dropped and what it held stays as words.
    fn parse(text: &str) -> Rich {
        let mut spans = Vec::new();
        let mut words = String::new();
        let mut rest = text;
        while let Some(at) = rest.find(OPEN) {
            words.push_str(&rest[..at]);
            let after = &rest[at + OPEN.len_utf8()..];
            let part = after
                .find(CLOSE)
                .and_then(|end| Some((part_of(&after[..end])?, end)));
            match part {
                Some((span, end)) => {
                    if !words.is_empty() {
                        spans.push(Span::Words(unmarked(&std::mem::take(&mut words))));
                    }
                    spans.push(span);
                    rest = &after[end + CLOSE.len_utf8()..];
                }
                None => rest = after,
            }
        }
        words.push_str(rest);
        if !words.is_empty() || spans.is_empty() {
            spans.push(Span::Words(unmarked(&words)));
        }
        Rich { spans }
    }
}

fn part_of(marked: &str) -> Option<Span> {
    let mut chars = marked.chars();
    let kind = chars.next()?;
    let body = chars.as_str();
    match kind {
        'p' => Some(Span::Person(body.to_string())),
        'c' => Some(Span::Code(body.to_string())),
        'w' => Some(Span::Written(body.to_string())),
        'r' | 'f' => Some(Span::Moment {
            unix_ms: body.parse().ok()?,
            style: if kind == 'r' {
                MomentStyle::Relative
            } else {
                MomentStyle::Full
            },
        }),
        _ => None,
    }
}

fn utc(unix_ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(unix_ms).map_or_else(
        || unix_ms.to_string(),
        |t| t.format("%Y-%m-%d %H:%M UTC").to_string(),
    )
}

impl From<String> for Rich {
    fn from(text: String) -> Rich {
        if text.contains(OPEN) {
            Rich::parse(&text)
        } else {
            Rich {
                spans: vec![Span::Words(text)],
            }
        }
    }
}

impl From<&str> for Rich {
    fn from(text: &str) -> Rich {
        Rich::from(text.to_string())
    }
}

/// The plain text (see [`Rich::plain`]).
impl fmt::Display for Rich {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.plain())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn people_and_moments_become_parts_and_words_stay_words() {
        let text = format!("{} bids; the phase ends {}.", person("42"), moment(60_000));
        let rich = Rich::from(text);
        assert_eq!(
            rich.spans(),
            [
                Span::Person("42".into()),
                Span::Words(" bids; the phase ends ".into()),
                Span::Moment {
                    unix_ms: 60_000,
                    style: MomentStyle::Relative
                },
                Span::Words(" (".into()),
                Span::Moment {
                    unix_ms: 60_000,
                    style: MomentStyle::Full
                },
                Span::Words(").".into()),
            ]
        );
        assert_eq!(
            rich.plain(),
            "@42 bids; the phase ends 1970-01-01 00:01 UTC (1970-01-01 00:01 UTC)."
        );
    }

    #[test]
    fn typed_marks_cannot_forge_a_part() {
        let forged = format!("{OPEN}p99{CLOSE} says hi");
        assert_eq!(unmarked(&forged), "p99 says hi");
        assert_eq!(person(&forged), person("p99 says hi"));
        // A broken mark is read as words, not as a part.
        let broken = Rich::from(format!("a {OPEN}x1{CLOSE} b {OPEN}p7"));
        assert!(broken.spans().iter().all(|s| matches!(s, Span::Words(_))));
        assert_eq!(broken.plain(), "a x1 b p7");
    }

    #[test]
    fn plain_text_has_no_marks() {
        let rich = Rich::from("no parts here");
        assert_eq!(rich.spans(), [Span::Words("no parts here".into())]);
        assert_eq!(rich.to_string(), "no parts here");
        assert!(Rich::from("").is_empty());
    }
}
