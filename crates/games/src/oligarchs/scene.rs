//! The picture of an oligarchs phase for one viewer: the board (owners, units, lords, castles,
//! pending attacks) on the static map of `drawing.rs`, and panels for the year, the lords, the
//! offices and the timeline.
//!
//! Secrets (section 26.3) stay out: the state keeps sealed bids, secret placements, standing orders
//! and the deck apart from the counties, and none of those are read here; treasuries are shown as
//! `?` to everyone but their owner during an election (R-INFO-2).
//!
//! The state does not record the last phase's moves or battle results (only attacks still to be
//! fought), so the picture shows pending attacks as arrows and no battle markers.

use super::army::Army;
use super::drawing::{map_id, region};
use super::map::{CountyId, Variant};
use super::state::{Faction, LordAt, Phase, State, OFFICES};
use super::view::phase_name;
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Arrow, ArrowKind, Board, LegendEntry, Marker, MarkerKind, Panel, PanelLine, Place, RegionBoard,
    RegionState, Rgb, Scene, Stack, Swatch, UnitCount, UnitKind,
};
use korona_engine::{Seat, Viewer};

/// A faction's colour: seats in the shared player palette, the Crown purple, unplayed provinces'
/// neutral troops grey (they fight for nobody at the table).
pub fn colour(f: Faction) -> Rgb {
    match f {
        Faction::Player(s) => player(s as usize),
        Faction::Crown => palette::ROYAL,
        Faction::Neutral(_) => palette::NEUTRAL,
    }
}

fn units(army: Army) -> Vec<UnitCount> {
    [
        (UnitKind::Cavalry, army.c),
        (UnitKind::Infantry, army.i),
        (UnitKind::Archer, army.a),
    ]
    .into_iter()
    .filter(|&(_, n)| n > 0)
    .map(|(kind, n)| UnitCount {
        kind,
        count: n.min(u16::MAX as u32) as u16,
    })
    .collect()
}

/// During the starting placement the state keeps every lord on its default county until the
/// secret placements are revealed (R-SETUP-11), so no lord is drawn then: the default spot would
/// mislead, and the chosen one is secret.
fn placing(state: &State) -> bool {
    matches!(state.phase, Phase::Placement { .. })
}

fn lord_here(state: &State, seat: u8, c: CountyId) -> bool {
    !placing(state) && state.players[seat as usize].lord == LordAt::County(c)
}

fn board(state: &State) -> (RegionBoard, Vec<Arrow>) {
    let m = state.map();
    let mut regions = Vec::new();
    let mut arrows = Vec::new();
    for (c, h) in state.counties.iter().enumerate() {
        let mut stacks = Vec::new();
        if let Some(f) = h.controller {
            let lord = f.seat().is_some_and(|s| lord_here(state, s, c));
            if !h.units.is_empty() || lord {
                stacks.push(Stack {
                    colour: colour(f),
                    lord,
                    units: units(h.units),
                });
            }
        }
        // A lord can stand in a county without controlling it only as an attacker; the attack's
        // own `lord` flag says so, so a lord is never drawn twice.
        if let Some(a) = &h.attack {
            let col = player(a.seat as usize);
            stacks.push(Stack {
                colour: col,
                lord: a.lord,
                units: units(a.army),
            });
            for &from in &a.from {
                arrows.push(Arrow {
                    from: Place::Region(region(from)),
                    to: Place::Region(region(c)),
                    colour: col,
                    kind: ArrowKind::Attack,
                });
            }
        }
        regions.push(RegionState {
            id: region(c),
            owner: h.controller.map(colour),
            stacks,
        });
    }
    let markers = m
        .castles()
        .map(|c| Marker {
            at: Place::Region(region(c)),
            kind: MarkerKind::Castle,
            colour: state.counties[c]
                .controller
                .map(colour)
                .unwrap_or(palette::NEUTRAL),
            text: String::new(),
        })
        .collect();
    (
        RegionBoard {
            map_id: map_id(state.options.variant).into(),
            regions,
            markers,
            labels: Vec::new(),
        },
        arrows,
    )
}

fn lord_line(state: &State, seat: u8, viewer: Viewer) -> PanelLine {
    let m = state.map();
    let p = &state.players[seat as usize];
    let election = matches!(state.phase, Phase::Election { .. });
    // R-INFO-2: bids are paid from the treasury, so during an election only its owner sees it.
    let money = if election && viewer != Viewer::Seat(Seat(seat)) {
        "? garas".to_string()
    } else {
        format!("{} garas", p.treasury)
    };
    let lord = match p.lord {
        _ if placing(state) => "placing in secret".to_string(),
        LordAt::County(c) => format!("lord in {}", m.name(c)),
        LordAt::Captive { dies } => format!("lord captive (dies {dies})"),
        LordAt::Gone => match p.liege {
            Some(l) => format!("vassal of seat {l}"),
            None => "lord gone".into(),
        },
    };
    let mut line = PanelLine::with_swatch(
        player(seat as usize),
        format!(
            "{} (seat {seat}): {money}, {} castles, {} counties, {lord}{}",
            m.provinces[p.province].name,
            state.castles_of(seat),
            state.counties_of(seat),
            if p.out { ", out" } else { "" }
        ),
    );
    line.bold = viewer == Viewer::Seat(Seat(seat));
    line
}

fn panels(state: &State, viewer: Viewer) -> Vec<Panel> {
    let m = state.map();
    let lords = Panel {
        title: "Lords".into(),
        lines: (0..state.seats())
            .map(|s| lord_line(state, s, viewer))
            .collect(),
    };
    let offices = Panel {
        title: "Offices".into(),
        lines: OFFICES
            .iter()
            .zip(state.offices)
            .map(|(name, holder)| match holder {
                Some(s) => PanelLine::with_swatch(
                    player(s as usize),
                    format!(
                        "{name}: {}",
                        m.provinces[state.players[s as usize].province].name
                    ),
                ),
                None => PanelLine::text(format!("{name}: vacant")),
            })
            .chain([PanelLine::text(format!(
                "royal treasury: {} garas",
                state.royal_treasury
            ))])
            .collect(),
    };
    // R-MAP-11: elections at the end of years 3, 6 and (ADV) 9.
    let elections: Vec<String> = [3, 6, 9]
        .iter()
        .map(|n| state.first_year() + n - 1)
        .filter(|&y| y < state.last_year())
        .map(|y| y.to_string())
        .collect();
    let mut timeline = vec![
        PanelLine::text(format!(
            "{} to {}, now {}{}",
            state.first_year(),
            state.last_year(),
            state.year,
            if state.is_election_year() {
                " (election year)"
            } else {
                ""
            }
        )),
        PanelLine::text(format!("Elections after {}", elections.join(", "))),
    ];
    for (s, p) in state.players.iter().enumerate() {
        if let LordAt::Captive { dies } = p.lord {
            timeline.push(PanelLine::with_swatch(
                player(s),
                format!(
                    "{}'s lord captive, dies {dies} unless freed",
                    m.provinces[p.province].name
                ),
            ));
        }
    }
    let mut out = vec![
        lords,
        offices,
        Panel {
            title: "Timeline".into(),
            lines: timeline,
        },
    ];
    if !state.closed.is_empty() {
        let names: Vec<&str> = state.closed.iter().map(|&c| m.name(c)).collect();
        out.push(Panel {
            title: "Closed counties".into(),
            lines: vec![PanelLine::text(names.join(", "))],
        });
    }
    out
}

fn legend(state: &State) -> Vec<LegendEntry> {
    let m = state.map();
    let entry = |swatch, label: String| LegendEntry { swatch, label };
    let mut v: Vec<LegendEntry> = state
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            entry(
                Swatch::Fill(player(s)),
                format!("{} (seat {s})", m.provinces[p.province].name),
            )
        })
        .collect();
    v.push(entry(Swatch::Fill(palette::ROYAL), "the Crown".into()));
    v.push(entry(
        Swatch::Fill(palette::NEUTRAL),
        "neutral (unplayed lords)".into(),
    ));
    v.push(entry(Swatch::Lord, "lord".into()));
    v.push(entry(Swatch::Unit(UnitKind::Cavalry), "cavalry".into()));
    v.push(entry(Swatch::Unit(UnitKind::Infantry), "infantry".into()));
    v.push(entry(Swatch::Unit(UnitKind::Archer), "archers".into()));
    v.push(entry(
        Swatch::Marker(MarkerKind::Castle, palette::NEUTRAL),
        "castle (owner's colour)".into(),
    ));
    v.push(entry(Swatch::Line(palette::RIVER), "major river".into()));
    v.push(entry(
        Swatch::Arrow(player(0)),
        "attack to be fought".into(),
    ));
    v
}

pub fn scene(state: &State, viewer: Viewer) -> Scene {
    let (board, arrows) = board(state);
    let mut panel = vec![
        format!("Year {} of {}", state.year, state.last_year()),
        phase_name(state),
    ];
    if let Some(card) = state.card {
        panel.push(format!("Event: {}", card.name()));
    }
    if let Some(o) = &state.result {
        panel.push(format!("Result: {}", o.reason()));
    }
    Scene {
        title: format!(
            "Oligarchs 1301 — {} ({})",
            state.year,
            match state.options.variant {
                Variant::Basic => "BASIC",
                Variant::Adv => "ADV",
            }
        ),
        panel,
        board: Board::Regions(board),
        arrows,
        panels: panels(state, viewer),
        legend: legend(state),
    }
}
