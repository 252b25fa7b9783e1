//! Orders that move or put pieces: a step and its queue, the recruitment, the starting
//! placement and the neutral garrison (R-MOVE-4, R-MOVE-19, R-RECRUIT-8, R-SETUP-11, R-SETUP-13).

use super::{count_too_large, county, parse, piece, Action, Part, Piece};
use crate::oligarchs::army::{Arm, Army};
use crate::oligarchs::map::CountyId;
use crate::oligarchs::state::State;
use korona_engine::{msg, Refusal};

/// `move <to> <from> <pieces> [<from> <pieces>...]`: one step into `to`, parts from several
/// counties.
pub(super) fn move_step(state: &State, rest: &[&str]) -> Result<Action, Refusal> {
    let to_word = rest.first().ok_or_else(|| {
        Refusal::new(msg!("oligarchs-move-needs-destination-county"))
            .accepting(["move Hont Bars 2i1c lord"])
    })?;
    let to = county(state, to_word)?;
    let mut parts: Vec<Part> = Vec::new();
    for &w in &rest[1..] {
        match (piece(w), parts.last_mut()) {
            (Some(p), Some(part)) => match p {
                Piece::Units(a) => part.units = part.units.plus(a),
                Piece::All => {
                    part.units = state.counties[part.from]
                        .units
                        .minus(state.counties[part.from].moved)
                }
                Piece::Lord => part.lord = true,
            },
            (Some(_), None) => {
                return Err(
                    Refusal::at(w, msg!("oligarchs-name-county-pieces-come-from"))
                        .accepting(state.map().names()),
                )
            }
            (None, _) => parts.push(Part {
                from: county(state, w).map_err(|e| count_too_large(w).unwrap_or(e))?,
                units: Army::default(),
                lord: false,
            }),
        }
    }
    if parts.is_empty() {
        return Err(Refusal::new(msg!("oligarchs-move-needs-county-to-move"))
            .accepting(["move Hont Bars 2i1c lord"]));
    }
    if let Some(p) = parts.iter().find(|p| p.units.is_empty() && !p.lord) {
        let name = state.map().name(p.from).to_string();
        return Err(
            Refusal::at(name, msg!("oligarchs-say-which-pieces-move-from"))
                .accepting(["all", "2i1c", "lord"]),
        );
    }
    Ok(Action::Move { to, parts })
}

/// `queue move ...` keeps a step for the next movement turn; `queue clear` empties it.
pub(super) fn queue(state: &State, rest: &[&str]) -> Result<Action, Refusal> {
    if rest
        .first()
        .is_some_and(|w| w.eq_ignore_ascii_case("clear"))
    {
        return Ok(Action::Queue(None));
    }
    match parse(state, &rest.join(" "))? {
        Action::Move { to, parts } => Ok(Action::Queue(Some((to, parts)))),
        _ => Err(Refusal::at(
            rest.first().copied().unwrap_or("queue"),
            msg!("oligarchs-only-steps-can-be-queued"),
        )
        .accepting(["queue move Hont Bars 2i", "queue clear"])),
    }
}

/// `recruit <county> <units> ...`, or `recruit none`.
pub(super) fn recruit(state: &State, rest: &[&str]) -> Result<Action, Refusal> {
    if rest.first().is_some_and(|w| w.eq_ignore_ascii_case("none")) || rest.is_empty() {
        return Ok(Action::Recruit(Vec::new()));
    }
    let mut list = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let c = county(state, rest[i])?;
        let w = rest.get(i + 1).ok_or_else(|| {
            Refusal::new(msg!(
                "oligarchs-what-to-recruit-in",
                county = state.map().name(c)
            ))
            .accepting(["1c", "2i1a"])
        })?;
        let army = Army::parse(w).ok_or_else(|| {
            Refusal::at(*w, msg!("oligarchs-not-list-of-units")).accepting(["1c", "2i", "2i1a"])
        })?;
        list.push((c, army));
        i += 2;
    }
    Ok(Action::Recruit(list))
}

/// `place <county> <units> ... lord <county>`: the secret starting placement.
pub(super) fn place(state: &State, rest: &[&str]) -> Result<Action, Refusal> {
    let mut units: Vec<(CountyId, Army)> = Vec::new();
    let mut lord = None;
    let mut i = 0;
    while i < rest.len() {
        if rest[i].eq_ignore_ascii_case("lord") {
            let w = rest.get(i + 1).ok_or_else(|| {
                Refusal::new(msg!("oligarchs-lord-where")).accepting(state.map().names())
            })?;
            lord = Some(county(state, w)?);
            i += 2;
            continue;
        }
        let c = county(state, rest[i])?;
        let w = rest.get(i + 1).ok_or_else(|| {
            Refusal::new(msg!(
                "oligarchs-what-to-place-in",
                county = state.map().name(c)
            ))
            .accepting(["2i1c", "1a"])
        })?;
        let army = Army::parse(w).ok_or_else(|| {
            Refusal::at(*w, msg!("oligarchs-not-list-of-units")).accepting(["2i1c", "1a"])
        })?;
        units.push((c, army));
        i += 2;
    }
    let lord = lord.ok_or_else(|| {
        Refusal::new(msg!("oligarchs-say-where-lord-stands-lord")).accepting(["lord Nyitra"])
    })?;
    Ok(Action::Place(crate::oligarchs::setup::Placement {
        units,
        lord,
    }))
}

/// `garrison <county> <arm>`: one neutral field unit.
pub(super) fn garrison(state: &State, rest: &[&str]) -> Result<Action, Refusal> {
    let usage = [
        "garrison <county> C",
        "garrison <county> I",
        "garrison <county> A",
    ];
    let [c, a] = rest else {
        return Err(Refusal::new(msg!("oligarchs-garrison-needs-county-and-arm")).accepting(usage));
    };
    let arm = Arm::parse(a).ok_or_else(|| {
        Refusal::at(*a, msg!("oligarchs-arm-is-c-i-or")).accepting(["C", "I", "A"])
    })?;
    Ok(Action::Garrison {
        county: county(state, c)?,
        arm,
    })
}
