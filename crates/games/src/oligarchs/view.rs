//! What each viewer may see (section 26.3), the text description and the scene panel.

use super::state::{Faction, LordAt, Phase, State, OFFICES};
use korona_engine::{msg, Lang, Message, Scene, Viewer};
use serde::Serialize;

/// What one viewer may see of a match (section 26.3). The text, the map and the JSON are all made
/// from this, so what [`view`] strips cannot reach any of them.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    #[serde(skip)]
    pub viewer: Viewer,
    /// The state with the secrets stripped.
    #[serde(flatten)]
    pub state: State,
    /// Set during an election, when other seats' treasuries read 0 because they are hidden.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub treasuries_hidden: bool,
}

/// The state with secrets stripped: the deck (R-INFO-3), other seats' bids (R-INFO-1), secret
/// placements (R-SETUP-11) and standing orders (R-INFO-4), and during an election other
/// treasuries (R-INFO-2).
pub fn view(state: &State, viewer: Viewer) -> View {
    let mut s = state.clone();
    s.deck.clear();
    let election = matches!(s.phase, Phase::Election { .. });
    match &mut s.phase {
        Phase::Election { bids, .. } => *bids = bids.redacted(viewer),
        Phase::Placement { placed } => *placed = placed.redacted(viewer),
        _ => {}
    }
    for (i, p) in s.players.iter_mut().enumerate() {
        if !viewer.sees_private_of(korona_engine::Seat(i as u8)) {
            p.standing = Default::default();
            p.queue.clear();
            if election {
                p.treasury = 0;
            }
        }
    }
    View {
        viewer,
        state: s,
        treasuries_hidden: election,
    }
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

/// [`phase_name`] as a message of the catalog, for the match's language.
pub fn phase_label(state: &State) -> Message {
    with_auction_label(state, base_phase_label(state))
}

/// [`turn_name`] as a message of the catalog: the phase with the seat whose turn it is.
pub fn turn_label(state: &State) -> Message {
    let base = base_phase_label(state);
    let base = match &state.phase {
        Phase::Garrison { turn, .. } | Phase::Recruit { turn } | Phase::Move { turn } => {
            msg!("oligarchs-board-whose", phase = base, seat = *turn)
        }
        _ => base,
    };
    with_auction_label(state, base)
}

fn base_phase_label(state: &State) -> Message {
    match &state.phase {
        Phase::Placement { .. } => msg!("oligarchs-phase-placement"),
        Phase::Garrison { .. } => msg!("oligarchs-phase-garrison"),
        Phase::Recruit { .. } => msg!("oligarchs-phase-recruit", year = state.year),
        Phase::Move { .. } => msg!("oligarchs-phase-move", year = state.year),
        Phase::ExtraStep { seat, county } => msg!(
            "oligarchs-phase-extra",
            year = state.year,
            seat = *seat,
            county = state.map().name(*county)
        ),
        Phase::Election { office, .. } => msg!(
            "oligarchs-phase-election",
            year = state.year,
            office = OFFICES[*office]
        ),
        Phase::Over => msg!("oligarchs-phase-over"),
    }
}

fn with_auction_label(state: &State, base: Message) -> Message {
    match &state.auction {
        Some(a) => msg!(
            "oligarchs-phase-auction",
            phase = base,
            office = OFFICES[a.office]
        ),
        None => base,
    }
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

fn panel(
    state: &State,
    viewer: Viewer,
    lang: Lang,
    say: &dyn Fn(Message) -> String,
) -> Vec<String> {
    let m = state.map();
    let election = matches!(state.phase, Phase::Election { .. });
    let mut lines = vec![say(turn_label(state))];
    if let Some(card) = state.card {
        lines.push(say(msg!(
            "oligarchs-board-event",
            card = card.name_in(lang)
        )));
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
            LordAt::Captive { dies } => say(msg!("oligarchs-board-lord-captive", dies = dies)),
            LordAt::Gone => match p.liege {
                Some(l) => say(msg!("oligarchs-board-vassal", seat = l)),
                None => say(msg!("oligarchs-board-lord-gone")),
            },
        };
        let offices: Vec<&str> = (0..3)
            .filter(|&o| state.offices[o] == Some(seat))
            .map(|o| OFFICES[o])
            .collect();
        lines.push(say(msg!(
            "oligarchs-board-seat",
            seat = seat,
            province = &m.provinces[p.province].name,
            money = money,
            castles = state.castles_of(seat),
            counties = state.counties_of(seat),
            lord = lord,
            offices = if offices.is_empty() {
                String::new()
            } else {
                format!(", {}", offices.join("+"))
            },
            out = if p.out { "yes" } else { "no" }
        )));
    }
    lines
}

/// The text board: the phase, each seat's line, then every county with troops or an attack, in
/// `lang` (county, province and office names are Hungarian in both).
pub fn describe_in(view: &View, lang: Lang) -> String {
    let say = |m: Message| super::words::catalog(lang).render(&m);
    let (state, viewer) = (&view.state, view.viewer);
    let m = state.map();
    let mut out = panel(state, viewer, lang, &say);
    for (c, h) in state.counties.iter().enumerate() {
        if h.units.is_empty() && h.attack.is_none() {
            continue;
        }
        let who = h.controller.map(|f| match f {
            Faction::Player(s) => say(msg!("oligarchs-board-seat-ref", seat = s)),
            Faction::Crown => say(msg!("oligarchs-board-crown")),
            Faction::Neutral(p) => say(msg!(
                "oligarchs-board-neutral",
                province = &m.provinces[p].key
            )),
        });
        let mut line = format!("{}: {} {}", m.name(c), who.unwrap_or_default(), h.units);
        if let Some(a) = &h.attack {
            line.push(' ');
            line.push_str(&say(msg!(
                "oligarchs-board-attacked",
                seat = a.seat,
                army = a.army.to_string(),
                lord = if a.lord { "yes" } else { "no" }
            )));
        }
        out.push(line);
    }
    if let Some(o) = &state.result {
        out.push(say(msg!(
            "oligarchs-board-result",
            reason = o.reason().clone()
        )));
    }
    out.join("\n")
}

/// The picture of a view; see `scene.rs` for what it leaves out.
pub fn scene(view: &View) -> Scene {
    super::scene::scene(&view.state, view.viewer)
}

/// [`scene`] with its words in `lang`.
pub fn scene_in(view: &View, lang: korona_engine::Lang) -> Scene {
    super::scene::scene_in(&view.state, view.viewer, lang)
}
