//! Players by name in rendered messages. Games speak of seats by number (`player = 2`, and the
//! catalogs say "Player { $player }"), because a ruleset knows no people; a front-end that does
//! renders through [`render_named`], which puts the seat's name where the catalog's whole phrase for
//! that seat stands ("Player 2" becomes "@Alice"). A seat without a name keeps the phrase.

use crate::catalog::Catalog;
use crate::message::{Arg, Message};

/// The arguments that name a seat, wherever a message has them.
pub const SEAT_ARGS: [&str; 4] = ["player", "mover", "first", "owner"];

// Private-use characters fence a seat number in the rendered text, so the phrase around it can be
// found whatever the language put there.
const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// The phrases a catalog writes around a seat number, longest first: the whole phrase is replaced.
const PHRASES: [(&str, &str); 6] = [
    ("Player ", ""),
    ("player ", ""),
    ("A(z) ", ". játékos"),
    ("a(z) ", ". játékos"),
    ("", ". játékos"),
    ("", ""),
];

/// `message` in `words`, with every seat argument that `name` knows shown as that name.
pub fn render_named(
    words: &Catalog,
    message: &Message,
    name: &dyn Fn(u8) -> Option<String>,
) -> String {
    let mut fenced = message.clone();
    let mut any = false;
    for (key, value) in fenced.args.iter_mut() {
        if let Arg::Number(n) = value {
            if SEAT_ARGS.contains(&key.as_str())
                && u8::try_from(*n).is_ok_and(|s| name(s).is_some())
            {
                *value = Arg::Text(format!("{OPEN}{n}{CLOSE}"));
                any = true;
            }
        }
    }
    let text = words.render(&fenced);
    if !any {
        return text;
    }
    let mut out = text;
    while let Some(open) = out.find(OPEN) {
        let Some(close) = out[open..].find(CLOSE).map(|c| open + c) else {
            break;
        };
        let seat: u8 = out[open + OPEN.len_utf8()..close].parse().unwrap_or(0);
        let shown = name(seat).unwrap_or_else(|| seat.to_string());
        let (start, end) = PHRASES
            .iter()
            .find(|(before, after)| {
                out[..open].ends_with(before) && out[close + CLOSE.len_utf8()..].starts_with(after)
            })
            .map(|(before, after)| (open - before.len(), close + CLOSE.len_utf8() + after.len()))
            .expect("the empty phrase always matches");
        out.replace_range(start..end, &shown);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg;

    fn words() -> Catalog {
        Catalog::english(&[
            "t-in = Player { $player } has given orders.\nt-turn = it is player { $mover }'s turn, not { $player }'s\nt-n = { $player } wins with { $count } castles",
        ])
        .unwrap()
    }

    fn alice(seat: u8) -> Option<String> {
        (seat == 1).then(|| "<@101>".to_string())
    }

    #[test]
    fn the_whole_phrase_for_a_named_seat_becomes_its_name() {
        let w = words();
        assert_eq!(
            render_named(&w, &msg!("t-in", player = 1), &alice),
            "<@101> has given orders."
        );
        assert_eq!(
            render_named(&w, &msg!("t-turn", mover = 1, player = 0), &alice),
            "it is <@101>'s turn, not 0's"
        );
        assert_eq!(
            render_named(&w, &msg!("t-n", player = 1, count = 3), &alice),
            "<@101> wins with 3 castles"
        );
    }

    #[test]
    fn hungarian_phrases_give_way_to_the_name_too() {
        let w = Catalog::new(
            "hu",
            &["t-hu = A(z) { $player }. játékos kiadta a parancsait.\nt-hu2 = { $player }. játékos: lép"],
        )
        .unwrap();
        assert_eq!(
            render_named(&w, &msg!("t-hu", player = 1), &alice),
            "<@101> kiadta a parancsait."
        );
        assert_eq!(
            render_named(&w, &msg!("t-hu2", player = 1), &alice),
            "<@101>: lép"
        );
    }

    #[test]
    fn a_seat_without_a_name_keeps_the_catalogs_words() {
        let w = words();
        assert_eq!(
            render_named(&w, &msg!("t-in", player = 0), &alice),
            "Player 0 has given orders."
        );
    }
}
