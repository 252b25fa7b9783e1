//! What one viewer may see (R-KIN-VIEW-1..): everything on the map is public; the order sets of
//! the round are sealed, each seat sees its own alone, everyone sees who has submitted.

use super::state::State;
use super::units::Kind;
use korona_engine::{Seat, Viewer};
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

pub fn describe(view: &View) -> String {
    let s = &view.state;
    let geo = s.geo();
    let mut out = Vec::new();
    out.push(format!(
        "Kingdoms, round {} of {}; {} castles win",
        s.round,
        s.max_rounds,
        s.to_win()
    ));
    if let Some(f) = &s.finish {
        out.push(super::words::english(&match f.winner {
            Some(w) => korona_engine::msg!("kingdoms-wins", player = w, reason = f.reason.clone()),
            None => korona_engine::msg!("kingdoms-draw", reason = f.reason.clone()),
        }));
    }
    for seat in 0..s.seats {
        let k = &s.kingdoms[seat as usize];
        let mut line = format!(
            "Player {seat}: {} gold, {} castles, {} units, income {}, upkeep {}",
            k.gold,
            s.castles_of(seat),
            s.units.iter().filter(|u| u.owner == seat).count(),
            s.income(seat),
            s.upkeep(seat)
        );
        if !k.alive {
            line.push_str(", out");
        } else if view.submitted.contains(&seat) {
            line.push_str(", orders in");
        }
        if k.debt > 0 {
            line.push_str(&format!(", owes {}", k.debt));
        }
        out.push(line);
    }
    for a in geo.areas() {
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
            continue;
        }
        let mut line = geo.name(a);
        if let Some(c) = castle {
            let owner = s.owners[a as usize].map_or("free".to_string(), |o| format!("P{o}"));
            line.push_str(&format!(
                " castle {owner} prod {} def {}",
                c.production, c.defense
            ));
        }
        for (o, counts) in by_owner {
            line.push_str(&format!(" | P{o}: {}", stack_text(&counts)));
        }
        out.push(line);
    }
    let offers: Vec<String> = s
        .offers
        .iter()
        .enumerate()
        .map(|(i, o)| format!("{} {} {}g", i + 1, o.scroll.name(), o.price))
        .collect();
    out.push(format!("Market: {}", offers.join(", ")));
    if let Some(t) = s.tech_offer {
        out.push(format!("Tech: {}", t.name()));
    }
    for (seat, orders) in s.orders.iter() {
        out.push(format!(
            "Your orders (seat {}): {}",
            seat.0,
            super::orders::Action(orders.clone()).text(geo)
        ));
    }
    out.join("\n")
}
