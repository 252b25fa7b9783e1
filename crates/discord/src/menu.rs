//! A select menu of the seat's legal orders, for `/order` without text: a click instead of typing
//! where the choice is short and closed. The orders come from the service as typed choices, so the
//! adapter knows no game; a list longer than a menu holds is narrowed by its next word first
//! (`move …`).

use super::custom_id;
use super::locale::{t, Lang, Text};
use korona_engine::Choice;
use korona_service::Reply;
use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption};

/// The choices of a `legal` answer.
/// The phase the legal orders of a `Legal` answer belong to.
pub(crate) fn phase_of(replies: &[Reply]) -> Option<String> {
    replies.iter().find_map(|r| r.phase()).map(str::to_string)
}

pub(crate) fn legal_choices(replies: &[Reply]) -> Vec<Choice> {
    replies
        .iter()
        .flat_map(|r| r.choices().iter().cloned())
        .collect()
}

/// The controls under an order's card (a slash order's answer or a menu pick's edit): the order menu
/// again while the turn goes on, and End turn where ending it is legal now. A menu is never one-shot.
pub(crate) fn card_rows(
    match_id: Option<i64>,
    replies: &[Reply],
    lang: Lang,
) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let Some(card) = replies
        .iter()
        .find(|r| matches!(r.body, korona_service::Body::Accepted { .. }))
    else {
        return rows;
    };
    if !card.choices().is_empty() {
        let (_, menu) = offer(match_id, card.phase(), card.choices(), "", lang);
        rows.extend(menu);
    }
    let mut buttons = Vec::new();
    if card.offers_end_turn() {
        buttons.push(super::button(
            "end",
            match_id,
            card.phase(),
            &t(lang, Text::EndTurn),
        ));
    }
    if let Some(kind) = card.take_back() {
        let label = match kind {
            korona_engine::TakeBack::UndoLast => Text::UndoLast,
            korona_engine::TakeBack::ClearOrders => Text::ClearOrders,
        };
        buttons.push(super::button(
            "undo",
            match_id,
            card.phase(),
            &t(lang, label),
        ));
    }
    if !buttons.is_empty() {
        rows.push(CreateActionRow::Buttons(buttons));
    }
    rows
}

/// The text and the menu (if any) that offer `orders`, the legal orders starting with `prefix`.
pub(crate) fn offer(
    match_id: Option<i64>,
    phase: Option<&str>,
    orders: &[Choice],
    prefix: &str,
    lang: Lang,
) -> (String, Vec<CreateActionRow>) {
    if orders.is_empty() {
        return (t(lang, Text::NoOrders).to_string(), vec![]);
    }
    match picks(orders, prefix) {
        Some(picks) => {
            let text = t(lang, Text::MenuPick);
            let title = if prefix.is_empty() {
                text.to_string()
            } else {
                format!("{text} `{prefix} …`")
            };
            (title, vec![row(match_id, phase, &picks, &text)])
        }
        None => (t(lang, Text::MenuTooMany).to_string(), vec![]),
    }
}

/// Discord's limits: 25 options per menu, 100 characters per label and value.
const MAX_OPTIONS: usize = 25;
const MAX_LEN: usize = 100;
/// A value is an order to submit or a prefix to narrow by; the tag tells which.
const ORDER: &str = "o:";
const NARROW: &str = "p:";
/// The custom id's kind of an order menu.
pub(crate) const KIND: &str = "menu";

/// One entry of a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Pick {
    /// An order to submit: what the menu shows, and the order text.
    Order(Choice),
    /// The orders that start with these words; how many there are.
    Narrow(String, usize),
}

/// A long order's stand-in: Discord carries at most 100 characters in a menu value or an
/// autocomplete value, so a longer order travels as the hash of its text and is looked up among the
/// seat's legal orders when it comes back.
const KEYED: &str = "k:";

/// The stand-in of an order text too long to carry.
pub(crate) fn order_key(text: &str) -> String {
    use sha2::{Digest, Sha256};
    format!(
        "{KEYED}{}",
        hex::encode(&Sha256::digest(text.as_bytes())[..6])
    )
}

/// The order a stand-in names, among `legal`.
pub(crate) fn resolve_key<'a>(key: &str, legal: &'a [Choice]) -> Option<&'a Choice> {
    legal.iter().find(|c| order_key(&c.text) == key)
}

/// What carries an order in a menu or an autocomplete choice: its text, or its stand-in when long.
pub(crate) fn carried(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        text.to_string()
    } else {
        order_key(text)
    }
}

/// A label cut to Discord's 100 characters, marked as cut.
pub(crate) fn label_fit(label: &str) -> String {
    if label.chars().count() <= MAX_LEN {
        label.to_string()
    } else {
        let cut: String = label.chars().take(MAX_LEN - 1).collect();
        format!("{cut}…")
    }
}

impl Pick {
    fn value(&self) -> String {
        match self {
            Pick::Order(o) => format!("{ORDER}{}", carried(&o.text, MAX_LEN - ORDER.len())),
            Pick::Narrow(p, _) => format!("{NARROW}{p}"),
        }
    }

    fn label(&self) -> String {
        match self {
            Pick::Order(o) => label_fit(&o.label),
            Pick::Narrow(p, n) => label_fit(&format!("{p} … ({n})")),
        }
    }

    /// Reads a value written by [`Pick::value`] (neither the label nor the count is carried; a long
    /// order comes back as its stand-in, to be looked up with [`resolve_key`]).
    pub(crate) fn parse(value: &str) -> Option<Pick> {
        if let Some(order) = value.strip_prefix(ORDER) {
            return Some(Pick::Order(Choice::order(order)));
        }
        value
            .strip_prefix(NARROW)
            .map(|p| Pick::Narrow(p.to_string(), 0))
    }
}

/// Whether an order text that came back from Discord is a long order's stand-in.
pub(crate) fn is_key(text: &str) -> bool {
    text.strip_prefix(KEYED)
        .is_some_and(|h| h.len() == 12 && h.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The entries for the legal `orders` that start with the words of `prefix`: the orders themselves
/// when they fit in one menu, else one entry per next word (an entry that would hold a single order is
/// that order). None when even the groups do not fit, or an entry is too long for Discord.
pub(crate) fn picks(orders: &[Choice], prefix: &str) -> Option<Vec<Pick>> {
    // A hint that ends in `…` ("move Pozsega …": combine counties by typing) is no order a click
    // can give: a menu leaves it to the autocomplete, where it is read as the start of typing.
    let orders: Vec<Choice> = orders
        .iter()
        .filter(|c| !c.text.trim_end().ends_with('…'))
        .cloned()
        .collect();
    let orders = orders.as_slice();
    let depth = prefix.split_whitespace().count() + 1;
    let picks: Vec<Pick> = if orders.len() <= MAX_OPTIONS {
        orders.iter().cloned().map(Pick::Order).collect()
    } else {
        let mut groups: Vec<(String, Vec<&Choice>)> = Vec::new();
        for order in orders {
            let key = order
                .text
                .split_whitespace()
                .take(depth)
                .collect::<Vec<_>>()
                .join(" ");
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, members)) => members.push(order),
                None => groups.push((key, vec![order])),
            }
        }
        groups
            .into_iter()
            .map(|(key, members)| match members.as_slice() {
                [one] => Pick::Order((*one).clone()),
                _ => Pick::Narrow(key, members.len()),
            })
            .collect()
    };
    let fits = !picks.is_empty()
        && picks.len() <= MAX_OPTIONS
        && picks
            .iter()
            .all(|p| p.value().chars().count() <= MAX_LEN && p.label().chars().count() <= MAX_LEN);
    fits.then_some(picks)
}

/// The action row holding the menu.
fn row(
    match_id: Option<i64>,
    phase: Option<&str>,
    picks: &[Pick],
    placeholder: &str,
) -> CreateActionRow {
    let options = picks
        .iter()
        .map(|p| CreateSelectMenuOption::new(p.label(), p.value()))
        .collect();
    let menu = CreateSelectMenu::new(
        super::in_phase(custom_id(KIND, match_id, None), phase),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(placeholder);
    CreateActionRow::SelectMenu(menu)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn orders(list: &[&str]) -> Vec<Choice> {
        list.iter().map(|s| Choice::order(*s)).collect()
    }

    fn picks_of(list: &[Choice]) -> Vec<Pick> {
        picks(list, "").unwrap()
    }

    #[test]
    fn a_long_order_stays_in_the_menu_as_its_stand_in() {
        let long = format!("move {}", "A1 ".repeat(50).trim_end());
        assert!(long.chars().count() > 100);
        let list = vec![
            Choice::new(long.clone(), long.clone()),
            Choice::order("end"),
        ];
        let picks = picks(&list, "").expect("the long order does not push the menu out");
        let value = picks[0].value();
        assert!(value.chars().count() <= MAX_LEN && picks[0].label().chars().count() <= MAX_LEN);
        let Some(Pick::Order(back)) = Pick::parse(&value) else {
            panic!("{value}");
        };
        assert!(is_key(&back.text), "{}", back.text);
        assert_eq!(resolve_key(&back.text, &list).map(|c| &c.text), Some(&long));
        // A short order travels as itself.
        assert_eq!(picks[1].value(), "o:end");
        assert!(!is_key("end"));
    }

    #[test]
    fn a_short_list_is_offered_as_it_is() {
        let list = orders(&["lordarm C", "lordarm I", "lordarm A", "lordarm auto"]);
        let picks = picks(&list, "lordarm").unwrap();
        assert_eq!(picks.len(), 4);
        assert_eq!(Pick::parse(&picks[0].value()), Some(picks[0].clone()));
        // A menu shows a choice's label and submits its order text.
        let labelled = [Choice::new("Bid 3 of 9", "bid 3")];
        let pick = &picks_of(&labelled)[0];
        assert_eq!(
            (pick.label(), pick.value()),
            ("Bid 3 of 9".into(), "o:bid 3".into())
        );
    }

    #[test]
    fn a_long_list_is_narrowed_by_its_next_word() {
        let mut list = orders(&["pass"]);
        list.extend((0..30).map(|i| Choice::order(format!("move Hont Bars {i}i"))));
        list.extend((0..3).map(|i| Choice::order(format!("move Nyitra Bars {i}c"))));
        let top = picks(&list, "").unwrap();
        assert_eq!(
            top,
            vec![
                Pick::Order(Choice::order("pass")),
                Pick::Narrow("move".into(), 33)
            ]
        );
        let moves: Vec<Choice> = list.iter().skip(1).cloned().collect();
        let next = picks(&moves, "move").unwrap();
        assert_eq!(
            next,
            vec![
                Pick::Narrow("move Hont".into(), 30),
                Pick::Narrow("move Nyitra".into(), 3)
            ]
        );
    }

    #[test]
    fn too_many_groups_give_no_menu() {
        let list: Vec<Choice> = (0..30)
            .map(|i| Choice::order(format!("word{i} x")))
            .collect();
        assert_eq!(picks(&list, ""), None);
    }
}
