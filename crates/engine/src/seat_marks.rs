//! Seats named by structure. A ruleset knows no people, so its messages carry seat numbers; the
//! catalogs say which of their arguments is a seat by writing `{ SEAT($player) }` where another
//! argument would be `{ $count }`. [`Catalog`](crate::Catalog) renders that as the seat's name when
//! the front-end knows one ("@Alice", "Bot 2 (hard)"), and otherwise as the catalog's own phrase for
//! a seat ("Player 2", "2. játékos"), chosen by the optional `form`:
//!
//! | form | English | Hungarian |
//! |---|---|---|
//! | (none) | Player 2 | 2. játékos |
//! | `player` | player 2 | 2. játékos |
//! | `Seat` | Seat 2 | 2. szék |
//! | `seat` | seat 2 | 2. szék |
//! | `bare` | 2 | 2 |
//! | `the-player`, `The-player` | player 2, Player 2 | a(z) 2. játékos, A(z) 2. játékos |
//! | `the-seat`, `The-seat` | seat 2, Seat 2 | a(z) 2. szék, A(z) 2. szék |
//!
//! (Hungarian needs the article forms: a name takes no "a(z)" before it.)
//!
//! The phrases are the messages `seat-form-*` of the engine's catalogs, so a new language
//! brings its own. Between the function and the name, a seat travels through Fluent's output as a
//! mark made of private-use characters, which no catalog or player text contains.

use fluent_bundle::{FluentArgs, FluentValue};
use std::cell::Cell;

const OPEN: char = '\u{E000}';
const FORM: char = '\u{E003}';
const CLOSE: char = '\u{E001}';

/// The form of a seat written `{ SEAT($x) }` without one.
pub const DEFAULT_FORM: &str = "Player";
/// Every form a catalog may ask for, with the message id of its phrase.
const PHRASES: [(&str, &str); 9] = [
    (DEFAULT_FORM, "seat-form-cap-player"),
    ("player", "seat-form-player"),
    ("Seat", "seat-form-cap-seat"),
    ("seat", "seat-form-seat"),
    ("bare", "seat-form-bare"),
    ("the-player", "seat-form-the-player"),
    ("The-player", "seat-form-cap-the-player"),
    ("the-seat", "seat-form-the-seat"),
    ("The-seat", "seat-form-cap-the-seat"),
];

/// Every form a catalog may ask for.
pub fn forms() -> impl Iterator<Item = &'static str> {
    PHRASES.iter().map(|(form, _)| *form)
}

/// The message id of a form's phrase (an unknown form has none).
pub fn form_message(form: &str) -> Option<&'static str> {
    PHRASES.iter().find(|(f, _)| *f == form).map(|(_, id)| *id)
}

/// The `SEAT` function of every catalog: a number becomes a seat mark; anything else (an argument
/// that is already a name) is shown as it is.
pub(crate) fn seat_function<'a>(
    positional: &[FluentValue<'a>],
    named: &FluentArgs,
) -> FluentValue<'a> {
    let form = match named.get("form") {
        Some(FluentValue::String(s)) => s.to_string(),
        _ => DEFAULT_FORM.to_string(),
    };
    match positional.first() {
        Some(FluentValue::Number(n))
            if n.value.fract() == 0.0 && (0.0..=255.0).contains(&n.value) =>
        {
            FluentValue::from(format!("{OPEN}{}{FORM}{form}{CLOSE}", n.value as u8))
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}

/// A seat found in rendered text: where its mark stands, the seat, and the form asked for.
struct Found<'t> {
    start: usize,
    end: usize,
    seat: u8,
    form: &'t str,
}

fn next_mark(text: &str, from: usize) -> Option<Found<'_>> {
    let start = from + text[from..].find(OPEN)?;
    let close = start + text[start..].find(CLOSE)?;
    let inner = &text[start + OPEN.len_utf8()..close];
    let (seat, form) = inner.split_once(FORM)?;
    Some(Found {
        start,
        end: close + CLOSE.len_utf8(),
        seat: seat.parse().ok()?,
        form,
    })
}

/// `text` with every seat mark replaced: by `name(seat)` where it knows one, else by `phrase(seat,
/// form)`.
pub fn resolve(
    text: &str,
    name: &dyn Fn(u8) -> Option<String>,
    phrase: &dyn Fn(u8, &str) -> String,
) -> String {
    if !text.contains(OPEN) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    while let Some(found) = next_mark(text, from) {
        out.push_str(&text[from..found.start]);
        let shown = name(found.seat).unwrap_or_else(|| phrase(found.seat, found.form));
        out.push_str(&shown);
        from = found.end;
    }
    out.push_str(&text[from..]);
    out
}

/// The forms asked for in `text` that are not among [`forms`] (for strict rendering).
pub fn unknown_forms(text: &str) -> Vec<String> {
    let mut unknown = Vec::new();
    let mut from = 0;
    while let Some(found) = next_mark(text, from) {
        if form_message(found.form).is_none() {
            unknown.push(found.form.to_string());
        }
        from = found.end;
    }
    unknown
}

/// The engine's catalog of `lang` alone: enough to call a seat by its phrase.
pub fn phrases(lang: crate::Lang) -> &'static crate::Catalog {
    static ENGINE: crate::Catalogs = crate::Catalogs::new("engine", "", "");
    ENGINE.get(lang)
}

thread_local! {
    static KEEP: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with catalogs leaving seat marks in what they render, so that a whole picture (a scene,
/// a board) can be named at once afterwards with [`resolve`]. Rendering is synchronous, so the
/// setting is this thread's for the length of `f`, and put back even if `f` panics.
pub fn keeping<T>(f: impl FnOnce() -> T) -> T {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            KEEP.with(|k| k.set(self.0));
        }
    }
    let _restore = Restore(KEEP.with(|k| k.replace(true)));
    f()
}

/// Whether [`keeping`] is in force on this thread.
pub(crate) fn kept() -> bool {
    KEEP.with(Cell::get)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::msg;

    fn words() -> Catalog {
        Catalog::english(&[
            "t-in = { SEAT($player) } has given orders.\nt-turn = it is { SEAT($mover, form: \"player\") }'s turn, not { SEAT($player, form: \"bare\") }'s\nt-c = { $seat } castles in { $to }",
        ])
        .unwrap()
    }

    fn alice(seat: u8) -> Option<String> {
        (seat == 1).then(|| "@Alice".to_string())
    }

    #[test]
    fn a_named_seat_is_shown_by_its_name_in_place_of_the_whole_phrase() {
        let w = words();
        assert_eq!(
            w.render_named(&msg!("t-in", player = 1), &alice),
            "@Alice has given orders."
        );
        assert_eq!(
            w.render_named(&msg!("t-turn", mover = 1, player = 0), &alice),
            "it is @Alice's turn, not 0's"
        );
    }

    #[test]
    fn an_unnamed_seat_keeps_the_catalogs_phrase_for_its_form() {
        let w = words();
        assert_eq!(
            w.render(&msg!("t-in", player = 0)),
            "Player 0 has given orders."
        );
        assert_eq!(
            w.render(&msg!("t-turn", mover = 2, player = 0)),
            "it is player 2's turn, not 0's"
        );
        assert_eq!(
            w.check(&msg!("t-in", player = 3)).unwrap(),
            "Player 3 has given orders."
        );
    }

    #[test]
    fn hungarian_brings_its_own_phrases() {
        let w = Catalog::of(
            crate::Lang::Hu,
            &["t-hu = { SEAT($player) } kiadta a parancsait, { SEAT($to, form: \"seat\") } nem."],
        )
        .unwrap();
        assert_eq!(
            w.render(&msg!("t-hu", player = 1, to = 2)),
            "1. játékos kiadta a parancsait, 2. szék nem."
        );
        assert_eq!(
            w.render_named(&msg!("t-hu", player = 1, to = 2), &alice),
            "@Alice kiadta a parancsait, 2. szék nem."
        );
    }

    #[test]
    fn an_argument_that_is_not_a_seat_is_never_named() {
        let w = words();
        assert_eq!(
            w.render_named(&msg!("t-c", seat = 1, to = "Buda"), &alice),
            "1 castles in Buda"
        );
        // A name given as text passes through SEAT unchanged.
        assert_eq!(
            w.render_named(&msg!("t-in", player = "Bob"), &alice),
            "Bob has given orders."
        );
    }

    #[test]
    fn kept_marks_are_named_afterwards_and_every_form_has_a_phrase() {
        let w = words();
        let marked = keeping(|| w.render(&msg!("t-in", player = 1)));
        assert_ne!(marked, "Player 1 has given orders.");
        assert!(!kept());
        assert_eq!(w.name_seats(&marked, &alice), "@Alice has given orders.");
        assert_eq!(
            w.name_seats(&marked, &|_| None),
            "Player 1 has given orders."
        );
        for lang in [crate::Lang::En, crate::Lang::Hu] {
            let c = Catalog::of(lang, &[]).unwrap();
            for form in forms() {
                let phrase = msg!(form_message(form).unwrap(), seat = 7);
                assert!(c.check(&phrase).unwrap().contains('7'));
            }
        }
        let bad = Catalog::english(&["t-bad = { SEAT($player, form: \"nope\") }"]).unwrap();
        assert!(bad.check(&msg!("t-bad", player = 1)).is_err());
    }
}
