//! What each viewer may see (section 26.3), the text description and the scene panel.

use super::state::{Faction, LordAt, Phase, State, OFFICES};
use korona_engine::{Scene, Viewer};

/// The state with secrets stripped: the deck (R-INFO-3), other seats' bids (R-INFO-1) and standing
/// orders (R-INFO-4), and during an election other treasuries (R-INFO-2).
pub fn view(state: &State, viewer: Viewer) -> serde_json::Value {
    let mut s = state.clone();
    s.deck.clear();
    let me = match viewer {
        Viewer::Seat(seat) => Some(seat.0),
        Viewer::Spectator => None,
    };
    let election = matches!(s.phase, Phase::Election { .. });
    if let Phase::Election { bids, .. } = &mut s.phase {
        bids.retain(|seat, _| Some(*seat) == me);
    }
    // R-SETUP-11: placements are secret until all are revealed.
    if let Phase::Placement { placed } = &mut s.phase {
        placed.retain(|seat, _| Some(*seat) == me);
    }
    for (i, p) in s.players.iter_mut().enumerate() {
        if Some(i as u8) != me {
            p.standing = Default::default();
            p.queue.clear();
            if election {
                p.treasury = 0;
            }
        }
    }
    let mut v = serde_json::to_value(&s).expect("states serialize");
    if election {
        v["treasuries_hidden"] = serde_json::Value::Bool(true);
    }
    v
}

/// The phase as the match reports it: a new name is a new map in the channel, so sequential turns
/// within one phase (whose seat is to move) are not part of it.
pub fn phase_name(state: &State) -> String {
    with_auction(state, base_phase_name(state, false))
}

/// The phase with the seat whose turn it is, for refusals.
pub fn turn_name(state: &State) -> String {
    with_auction(state, base_phase_name(state, true))
}

fn with_auction(state: &State, base: String) -> String {
    match &state.auction {
        Some(a) => format!("{base}; auction of the {} open", OFFICES[a.office]),
        None => base,
    }
}

fn base_phase_name(state: &State, seat: bool) -> String {
    let whose = |turn: &u8| {
        if seat {
            format!(" (seat {turn})")
        } else {
            String::new()
        }
    };
    match &state.phase {
        Phase::Placement { .. } => "starting placement".into(),
        Phase::Garrison { turn, .. } => format!("field garrisons{}", whose(turn)),
        Phase::Recruit { turn } => format!("{} recruitment{}", state.year, whose(turn)),
        Phase::Move { turn } => format!("{} movement{}", state.year, whose(turn)),
        Phase::ExtraStep { seat, county } => format!(
            "{} battles: seat {seat}'s extra step after winning {}",
            state.year,
            state.map().name(*county)
        ),
        Phase::Election { office, .. } => format!("{} election: {}", state.year, OFFICES[*office]),
        Phase::Over => "over".into(),
    }
}

fn panel(state: &State, viewer: Viewer) -> Vec<String> {
    let m = state.map();
    let election = matches!(state.phase, Phase::Election { .. });
    let mut lines = vec![turn_name(state)];
    if let Some(card) = state.card {
        lines.push(format!("event: {}", card.name()));
    }
    for (i, p) in state.players.iter().enumerate() {
        let seat = i as u8;
        let money = if election && viewer != Viewer::Seat(korona_engine::Seat(seat)) {
            "?".to_string()
        } else {
            p.treasury.to_string()
        };
        let lord = match p.lord {
            LordAt::County(c) => m.name(c).to_string(),
            LordAt::Captive { dies } => format!("captive until {dies}"),
            LordAt::Gone => match p.liege {
                Some(l) => format!("vassal of seat {l}"),
                None => "gone".into(),
            },
        };
        let offices: Vec<&str> = (0..3)
            .filter(|&o| state.offices[o] == Some(seat))
            .map(|o| OFFICES[o])
            .collect();
        lines.push(format!(
            "seat {seat} {}: {money} garas, {} castles, {} counties, lord {lord}{}{}",
            m.provinces[p.province].name,
            state.castles_of(seat),
            state.counties_of(seat),
            if offices.is_empty() {
                String::new()
            } else {
                format!(", {}", offices.join("+"))
            },
            if p.out { " (out)" } else { "" },
        ));
    }
    lines
}

pub fn describe(state: &State, viewer: Viewer) -> String {
    let m = state.map();
    let mut out = panel(state, viewer);
    for (c, h) in state.counties.iter().enumerate() {
        if h.units.is_empty() && h.attack.is_none() {
            continue;
        }
        let who = h.controller.map(|f| match f {
            Faction::Player(s) => format!("seat {s}"),
            Faction::Crown => "crown".into(),
            Faction::Neutral(p) => format!("neutral {}", m.provinces[p].key),
        });
        let mut line = format!("{}: {} {}", m.name(c), who.unwrap_or_default(), h.units);
        if let Some(a) = &h.attack {
            line.push_str(&format!(
                " attacked by seat {} with {}{}",
                a.seat,
                a.army,
                if a.lord { " + lord" } else { "" }
            ));
        }
        out.push(line);
    }
    if let Some(o) = &state.result {
        out.push(format!("result: {}", o.reason()));
    }
    out.join("\n")
}

/// The picture for `viewer`; see `scene.rs` for what it leaves out.
pub fn scene(state: &State, viewer: Viewer) -> Scene {
    super::scene::scene(state, viewer)
}
