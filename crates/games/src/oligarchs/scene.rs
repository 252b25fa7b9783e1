//! The picture of an oligarchs phase for one viewer: the board (owners, units, lords, castles,
//! pending attacks) on the static map of `drawing.rs`, and panels for the year, the lords, the
//! offices and the timeline.
//!
//! Secrets (section 26.3) stay out: the state keeps sealed bids, secret placements, standing orders
//! and the deck apart from the counties, and none of those are read here; treasuries are shown as
//! `?` to everyone but their owner during an election (R-INFO-2).
//!
//! This year's moves come from the state's trace (`trace.rs`): arrows in the mover's colour (thin
//! for steps, thick for attacks, dashed for withdrawals and retreats), and each battle fought a
//! marker in the colour of whoever holds the county afterwards, with a word for the result and a
//! line in the "Battles" panel. The trace holds only what public events announced.

use super::army::Army;
use super::drawing::{map_id, region};
use super::map::{CountyId, Variant};
use super::pieces;
use super::state::{Faction, LordAt, Phase, State, OFFICES};
use super::trace::{Battle, Clash, MoveKind, Verdict};
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Arrow, ArrowKind, Board, LegendEntry, Marker, Panel, PanelLine, PieceCount, Place, RegionBoard,
    RegionState, Rgb, Scene, Stack, Swatch,
};
use korona_engine::{msg, Catalog, Lang, Message, Seat, Viewer};

/// A faction's colour: seats in the shared player palette, the Crown purple, unplayed provinces'
/// neutral troops grey (they fight for nobody at the table).
pub fn colour(f: Faction) -> Rgb {
    match f {
        Faction::Player(s) => player(s as usize),
        Faction::Crown => palette::ROYAL,
        Faction::Neutral(_) => palette::NEUTRAL,
    }
}

fn units(army: Army) -> Vec<PieceCount> {
    [
        (pieces::CAVALRY, army.c),
        (pieces::INFANTRY, army.i),
        (pieces::ARCHERS, army.a),
    ]
    .into_iter()
    .filter(|&(_, n)| n > 0)
    .map(|(symbol, n)| PieceCount {
        symbol,
        count: n.min(u16::MAX as u32) as u16,
    })
    .collect()
}

/// A side's chip: the lord's crown first when the lord stands with the troops.
fn stack(colour: Rgb, lord: bool, army: Army) -> Stack {
    Stack {
        colour,
        badges: if lord { vec![pieces::LORD] } else { vec![] },
        pieces: units(army),
        face_down: 0,
    }
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

/// Whether the trace already draws this attack, so that a pending attack is not drawn twice
/// (states from before the trace existed have attacks but no trace).
fn traced_attack(state: &State, seat: u8, from: CountyId, to: CountyId) -> bool {
    state.trace.moves.iter().any(|mv| {
        mv.seat == seat
            && mv.from == from
            && mv.to == to
            && matches!(mv.kind, MoveKind::Attack | MoveKind::Cornered)
    })
}

fn move_arrows(state: &State) -> Vec<Arrow> {
    state
        .trace
        .moves
        .iter()
        .map(|mv| Arrow {
            from: Place::Region(region(mv.from)),
            to: Place::Region(region(mv.to)),
            colour: player(mv.seat as usize),
            kind: match mv.kind {
                MoveKind::Step => ArrowKind::Move,
                MoveKind::Attack | MoveKind::Cornered => ArrowKind::Attack,
                MoveKind::Withdraw | MoveKind::Retreat => ArrowKind::Dashed,
            },
        })
        .collect()
}

/// The word beside a battle marker, in the words of `words`.
fn verdict_word(b: &Battle, words: &Catalog) -> String {
    let verdict = match (b.clash, b.verdict()) {
        (Clash::Overrun, Verdict::Taken) => "overrun",
        (_, Verdict::Taken) => "taken",
        (_, Verdict::Held) => "held",
        (_, Verdict::BothLost) => "both-lost",
        (_, Verdict::Other) => "changed",
    };
    words.render(&msg!("oligarchs-battle-verdict", verdict = verdict))
}

/// Whoever holds the county after the battle; grey when nobody does.
fn verdict_colour(b: &Battle) -> Rgb {
    match b.verdict() {
        Verdict::Taken => player(b.attacker as usize),
        Verdict::Held => colour(b.defender),
        Verdict::BothLost => palette::NEUTRAL,
        Verdict::Other => b.holder.map_or(palette::NEUTRAL, colour),
    }
}

fn battle_markers<'a>(state: &'a State, words: &'a Catalog) -> impl Iterator<Item = Marker> + 'a {
    state.trace.battles.iter().map(|b| Marker {
        at: Place::Region(region(b.county)),
        symbol: pieces::BATTLE,
        colour: verdict_colour(b),
        text: verdict_word(b, words),
    })
}

fn board(state: &State, words: &Catalog) -> (RegionBoard, Vec<Arrow>) {
    let m = state.map();
    let mut regions = Vec::new();
    let mut arrows = move_arrows(state);
    for (c, h) in state.counties.iter().enumerate() {
        let mut stacks = Vec::new();
        if let Some(f) = h.controller {
            let lord = f.seat().is_some_and(|s| lord_here(state, s, c));
            if !h.units.is_empty() || lord {
                stacks.push(stack(colour(f), lord, h.units));
            }
        }
        // A lord can stand in a county without controlling it only as an attacker; the attack's
        // own `lord` flag says so, so a lord is never drawn twice.
        if let Some(a) = &h.attack {
            let col = player(a.seat as usize);
            stacks.push(stack(col, a.lord, a.army));
            for &from in a
                .from
                .iter()
                .filter(|&&f| !traced_attack(state, a.seat, f, c))
            {
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
            symbol: pieces::CASTLE,
            colour: state.counties[c]
                .controller
                .map(colour)
                .unwrap_or(palette::NEUTRAL),
            text: String::new(),
        })
        .chain(battle_markers(state, words))
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

fn lord_line(state: &State, seat: u8, viewer: Viewer, words: &Catalog) -> PanelLine {
    let say = |m: Message| words.render(&m);
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
        _ if placing(state) => say(msg!("oligarchs-scene-lord-placing")),
        LordAt::County(c) => say(msg!("oligarchs-scene-lord-in", county = m.name(c))),
        LordAt::Captive { dies } => say(msg!("oligarchs-scene-lord-captive", dies = dies)),
        LordAt::Gone => match p.liege {
            Some(l) => say(msg!("oligarchs-scene-vassal-of", seat = l)),
            None => say(msg!("oligarchs-scene-lord-gone")),
        },
    };
    let mut line = PanelLine::with_swatch(
        player(seat as usize),
        say(msg!(
            "oligarchs-scene-lord-line",
            province = m.provinces[p.province].name.as_str(),
            seat = seat,
            money = money,
            castles = state.castles_of(seat),
            counties = state.counties_of(seat),
            lord = lord,
            out = if p.out { "yes" } else { "no" }
        )),
    );
    line.bold = viewer == Viewer::Seat(Seat(seat));
    line
}

fn panels(state: &State, viewer: Viewer, words: &Catalog) -> Vec<Panel> {
    let say = |m: Message| words.render(&m);
    let m = state.map();
    let lords = Panel {
        title: say(msg!("oligarchs-scene-lords")),
        lines: (0..state.seats())
            .map(|s| lord_line(state, s, viewer, words))
            .collect(),
    };
    let offices = Panel {
        title: say(msg!("oligarchs-scene-offices")),
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
                None => PanelLine::text(say(msg!("oligarchs-scene-office-vacant", office = *name))),
            })
            .chain([PanelLine::text(say(msg!(
                "oligarchs-scene-royal-treasury",
                garas = state.royal_treasury
            )))])
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
        PanelLine::text(say(msg!(
            "oligarchs-scene-years",
            first = state.first_year(),
            last = state.last_year(),
            now = state.year,
            election = if state.is_election_year() {
                "yes"
            } else {
                "no"
            }
        ))),
        PanelLine::text(say(msg!(
            "oligarchs-scene-elections-after",
            years = elections.join(", ")
        ))),
    ];
    for (s, p) in state.players.iter().enumerate() {
        if let LordAt::Captive { dies } = p.lord {
            timeline.push(PanelLine::with_swatch(
                player(s),
                say(msg!(
                    "oligarchs-scene-captive-dies",
                    province = m.provinces[p.province].name.as_str(),
                    dies = dies
                )),
            ));
        }
    }
    let mut out = vec![
        lords,
        offices,
        Panel {
            title: say(msg!("oligarchs-scene-timeline")),
            lines: timeline,
        },
    ];
    if !state.trace.battles.is_empty() {
        out.push(Panel {
            title: say(msg!("oligarchs-scene-battles-of", year = state.trace.year)),
            lines: battle_lines(state, words),
        });
    }
    if !state.closed.is_empty() {
        let names: Vec<&str> = state.closed.iter().map(|&c| m.name(c)).collect();
        out.push(Panel {
            title: say(msg!("oligarchs-scene-closed-counties")),
            lines: vec![PanelLine::text(names.join(", "))],
        });
    }
    out
}

/// Short name of a side in a battle line: the province for players.
fn side_name(state: &State, f: Faction, words: &Catalog) -> String {
    let m = state.map();
    match f {
        Faction::Player(s) => m.provinces[state.players[s as usize].province].name.clone(),
        Faction::Crown => words.render(&msg!("oligarchs-battle-crown")),
        Faction::Neutral(p) => words.render(&msg!(
            "oligarchs-board-neutral",
            province = &m.provinces[p].name
        )),
    }
}

/// Enough lines for a busy year without pushing the legend far below the board.
const MAX_BATTLE_LINES: usize = 10;

fn battle_lines(state: &State, words: &Catalog) -> Vec<PanelLine> {
    let m = state.map();
    let battles = &state.trace.battles;
    let mut lines: Vec<PanelLine> = battles
        .iter()
        .take(if battles.len() > MAX_BATTLE_LINES {
            MAX_BATTLE_LINES - 1
        } else {
            MAX_BATTLE_LINES
        })
        .map(|b| {
            let att = side_name(state, Faction::Player(b.attacker), words);
            let def = side_name(state, b.defender, words);
            // One short line each, attacker first and the marker's word: text is what makes the
            // picture heavy, and the full account is in the channel's battle posts.
            let line = match b.clash {
                Clash::Overrun => msg!(
                    "oligarchs-battle-line-overrun",
                    county = m.name(b.county),
                    attacker = att,
                    defender = def
                ),
                _ => msg!(
                    "oligarchs-battle-line",
                    county = m.name(b.county),
                    attacker = att,
                    defender = def,
                    verdict = verdict_word(b, words),
                    attacker_losses = b.attacker_losses(),
                    defender_losses = b.defender_losses(),
                    retreat = if b.retreated { "yes" } else { "no" }
                ),
            };
            PanelLine::with_swatch(verdict_colour(b), words.render(&line))
        })
        .collect();
    if battles.len() > lines.len() {
        lines.push(PanelLine::text(words.render(&msg!(
            "oligarchs-battle-more",
            n = battles.len() - lines.len()
        ))));
    }
    lines
}

/// The key. The lords' colours are not repeated here: the Lords panel shows each with its chip.
fn legend(state: &State, words: &Catalog) -> Vec<LegendEntry> {
    let say = |m: Message| words.render(&m);
    let entry = |swatch, label: String| LegendEntry { swatch, label };
    let mut v = vec![
        entry(
            Swatch::Fill(palette::ROYAL),
            say(msg!("oligarchs-legend-crown")),
        ),
        entry(
            Swatch::Fill(palette::NEUTRAL),
            say(msg!("oligarchs-legend-neutral")),
        ),
        // Land nobody controls keeps the map's ground (its province's tint is too faint to name):
        // without this line a new player reads it as someone's pale colour (issue 28).
        entry(
            Swatch::Fill(palette::GROUND),
            say(msg!("oligarchs-legend-unowned")),
        ),
        entry(
            Swatch::Symbol(pieces::LORD, palette::GOLD),
            say(msg!("oligarchs-legend-lord")),
        ),
        entry(
            Swatch::Symbol(pieces::CAVALRY, palette::INK),
            say(msg!("oligarchs-legend-cavalry")),
        ),
        entry(
            Swatch::Symbol(pieces::INFANTRY, palette::INK),
            say(msg!("oligarchs-legend-infantry")),
        ),
        entry(
            Swatch::Symbol(pieces::ARCHERS, palette::INK),
            say(msg!("oligarchs-legend-archers")),
        ),
        entry(
            Swatch::Symbol(pieces::CASTLE, palette::NEUTRAL),
            say(msg!("oligarchs-legend-castle")),
        ),
        entry(
            Swatch::Line(palette::RIVER),
            say(msg!("oligarchs-legend-river")),
        ),
    ];
    let year = state.trace.year;
    let moves = &state.trace.moves;
    let has = |k: &[MoveKind]| moves.iter().any(|mv| k.contains(&mv.kind));
    if has(&[MoveKind::Step]) {
        v.push(entry(
            Swatch::ArrowOf(ArrowKind::Move, player(0)),
            say(msg!("oligarchs-legend-step", year = year)),
        ));
    }
    let pending = state.counties.iter().any(|h| h.attack.is_some());
    if pending || has(&[MoveKind::Attack, MoveKind::Cornered]) {
        v.push(entry(
            Swatch::ArrowOf(ArrowKind::Attack, player(0)),
            if pending {
                say(msg!("oligarchs-legend-attack-pending"))
            } else {
                say(msg!("oligarchs-legend-attack", year = year))
            },
        ));
    }
    if has(&[MoveKind::Withdraw, MoveKind::Retreat]) {
        v.push(entry(
            Swatch::ArrowOf(ArrowKind::Dashed, player(0)),
            say(msg!("oligarchs-legend-withdrawal")),
        ));
    }
    if !state.trace.battles.is_empty() {
        v.push(entry(
            Swatch::Symbol(pieces::BATTLE, player(0)),
            say(msg!("oligarchs-legend-battle", year = year)),
        ));
    }
    v
}

/// The scene in English.
pub fn scene(state: &State, viewer: Viewer) -> Scene {
    scene_in(state, viewer, Lang::En)
}

/// The scene with its title, panels and legend in `lang` (county and office names are Hungarian in
/// both).
pub fn scene_in(state: &State, viewer: Viewer, lang: Lang) -> Scene {
    let words = super::words::catalog(lang);
    let say = |m: Message| words.render(&m);
    let (board, arrows) = board(state, words);
    let mut panel = vec![
        say(msg!(
            "oligarchs-scene-year-of",
            year = state.year,
            last = state.last_year()
        )),
        say(super::view::phase_label(state)),
    ];
    if let Some(card) = state.card {
        panel.push(say(msg!(
            "oligarchs-scene-event",
            card = card.name_in(lang)
        )));
    }
    if let Some(o) = &state.result {
        panel.push(say(msg!(
            "oligarchs-scene-result",
            reason = o.reason().clone()
        )));
    }
    Scene {
        title: say(msg!(
            "oligarchs-scene-title",
            year = state.year,
            variant = match state.options.variant {
                Variant::Basic => "BASIC",
                Variant::Adv => "ADV",
            }
        )),
        panel,
        board: Board::Regions(board),
        arrows,
        panels: panels(state, viewer, words),
        legend: legend(state, words),
        symbols: pieces::symbols(),
    }
}
