//! A select menu of the seat's legal orders, for `/order` without text: a click instead of typing
//! where the choice is short and closed. The orders come from the service as typed choices, so the
//! adapter knows no game; a list longer than a menu holds is narrowed by its next word first
//! (`move …`).

use super::custom_id;
use super::locale::{t, Lang, Text};
use crate::service::Reply;
use korona_engine::Choice;
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
            (title, vec![row(match_id, phase, &picks, text)])
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

impl Pick {
    fn value(&self) -> String {
        match self {
            Pick::Order(o) => format!("{ORDER}{}", o.text),
            Pick::Narrow(p, _) => format!("{NARROW}{p}"),
        }
    }

    fn label(&self) -> String {
        match self {
            Pick::Order(o) => o.label.clone(),
            Pick::Narrow(p, n) => format!("{p} … ({n})"),
        }
    }

    /// Reads a value written by [`Pick::value`] (neither the label nor the count is carried).
    pub(crate) fn parse(value: &str) -> Option<Pick> {
        if let Some(order) = value.strip_prefix(ORDER) {
            return Some(Pick::Order(Choice::order(order)));
        }
        value
            .strip_prefix(NARROW)
            .map(|p| Pick::Narrow(p.to_string(), 0))
    }
}

/// The entries for the legal `orders` that start with the words of `prefix`: the orders themselves
/// when they fit in one menu, else one entry per next word (an entry that would hold a single order is
/// that order). None when even the groups do not fit, or an entry is too long for Discord.
pub(crate) fn picks(orders: &[Choice], prefix: &str) -> Option<Vec<Pick>> {
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
    let fits = picks.len() <= MAX_OPTIONS
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
