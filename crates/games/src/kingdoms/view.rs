//! What one viewer may see (R-KIN-VIEW-1..): everything on the map is public; the order sets of
//! the round are sealed, each seat sees its own alone, everyone sees who has submitted.

use super::state::State;
use super::units::Kind;
use korona_engine::{msg, Lang, Message, Seat, Viewer};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub viewer: Option<u8>,
    /// Seats whose orders are in this round (public; what they ordered is not).
    pub submitted: Vec<u8>,
    /// The state with every other seat's sealed orders removed.
    pub state: State,
}

impl View {
    pub fn of(state: &State, viewer: Viewer) -> View {
        let mut s = state.clone();
        s.orders = state.orders.redacted(viewer);
        View {
            viewer: match viewer {
                Viewer::Seat(Seat(n)) => Some(n),
                Viewer::Spectator => None,
            },
            submitted: state.orders.submitted_seats().map(|s| s.0).collect(),
            state: s,
        }
    }
}

/// Unit counts by kind letter, e.g. `2S 1K`.
pub fn stack_text(counts: &BTreeMap<Kind, usize>) -> String {
    counts
        .iter()
        .map(|(k, n)| format!("{n}{}", k.letter()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The text board, its words in `lang`; area names, unit letters and the market's scrolls stay
/// as orders write them.
pub fn describe_in(view: &View, lang: Lang) -> String {
    let say = |m: Message| super::words::catalog(lang).render(&m);
    let s = &view.state;
    let geo = s.geo();
    let mut out = Vec::new();
    out.push(say(msg!(
        "kingdoms-board-round",
        round = s.round,
        rounds = s.max_rounds,
        castles = s.to_win()
    )));
    if let Some(f) = &s.finish {
        out.push(say(match f.winner {
            Some(w) => msg!("kingdoms-wins", player = w, reason = f.reason.clone()),
            None => msg!("kingdoms-draw", reason = f.reason.clone()),
        }));
    }
    for seat in 0..s.seats {
        out.push(player_line(view, seat, lang));
    }
    out.extend(geo.areas().filter_map(|a| area_line(s, a, lang)));
    let offers: Vec<String> = s
        .offers
        .iter()
        .enumerate()
        .map(|(i, o)| {
            say(msg!(
                "kingdoms-board-offer",
                n = i + 1,
                scroll = o.scroll.name(),
                price = o.price
            ))
        })
        .collect();
    out.push(say(msg!(
        "kingdoms-board-market",
        offers = offers.join(", ")
    )));
    if let Some(t) = s.tech_offer {
        out.push(say(msg!("kingdoms-board-tech", tech = t.name())));
    }
    for (seat, orders) in s.orders.iter() {
        out.push(say(msg!(
            "kingdoms-board-your-orders",
            seat = seat.0,
            orders = super::orders::Action(orders.clone()).text(geo)
        )));
    }
    out.join("\n")
}

/// A kingdom's treasury, castles, units, income and upkeep, whether it is out or its orders are
/// in, and its debt.
fn player_line(view: &View, seat: u8, lang: Lang) -> String {
    let say = |m: Message| super::words::catalog(lang).render(&m);
    let s = &view.state;
    let k = &s.kingdoms[seat as usize];
    let mut line = say(msg!(
        "kingdoms-board-player",
        player = seat,
        gold = k.gold,
        castles = s.castles_of(seat),
        units = s.units.iter().filter(|u| u.owner == seat).count(),
        income = s.income(seat),
        upkeep = s.upkeep(seat)
    ));
    if !k.alive {
        line.push_str(&say(msg!("kingdoms-board-out")));
    } else if view.submitted.contains(&seat) {
        line.push_str(&say(msg!("kingdoms-board-orders-in")));
    }
    if k.debt > 0 {
        line.push_str(&say(msg!("kingdoms-board-owes", debt = k.debt)));
    }
    line
}

/// An area with a castle or units: its castle, and each kingdom's units there; none for an empty
/// area without a castle.
fn area_line(s: &State, a: u16, lang: Lang) -> Option<String> {
    let say = |m: Message| super::words::catalog(lang).render(&m);
    let short = |o: u8| say(msg!("kingdoms-board-seat", player = o));
    let geo = s.geo();
    let mut by_owner: BTreeMap<u8, BTreeMap<Kind, usize>> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.area == a) {
        *by_owner
            .entry(u.owner)
            .or_default()
            .entry(u.kind)
            .or_default() += 1;
    }
    let castle = s.castle(a);
    if by_owner.is_empty() && castle.is_none() {
        return None;
    }
    let mut line = geo.name(a);
    if let Some(c) = castle {
        let owner = s.owners[a as usize].map_or(say(msg!("kingdoms-board-free")), short);
        line.push(' ');
        line.push_str(&say(msg!(
            "kingdoms-board-castle",
            owner = owner,
            production = c.production,
            defense = c.defense
        )));
    }
    for (o, counts) in by_owner {
        line.push_str(&format!(" | {}: {}", short(o), stack_text(&counts)));
    }
    Some(line)
}
