//! Standing orders: a seat's settings that later steps of the rules consult (what to lose first,
//! vetoes, oaths, retreats, the lord's arm, the reroll).

use super::{arm_list, county, Action};
use crate::oligarchs::army::Arm;
use crate::oligarchs::extra_step::Policy;
use crate::oligarchs::state::State;
use korona_engine::{msg, Refusal};

/// `losses <arm>,<arm>,<arm>` or `losses default`.
pub(super) fn losses(rest: &[&str]) -> Result<Action, Refusal> {
    let joined = rest.join(",");
    if joined.eq_ignore_ascii_case("default") {
        return Ok(Action::Losses(None));
    }
    arm_list(&joined).map(|a| Action::Losses(Some(a)))
}

/// `casualties <arm>,<arm>,<arm>` or `casualties default`.
pub(super) fn casualties(rest: &[&str]) -> Result<Action, Refusal> {
    let joined = rest.join(",");
    if joined.eq_ignore_ascii_case("default") {
        return Ok(Action::Casualties(None));
    }
    arm_list(&joined).map(|a| Action::Casualties(Some(a)))
}

/// `spare <county> ...` or `spare none`.
pub(super) fn spare(state: &State, rest: &[&str]) -> Result<Action, Refusal> {
    if rest.len() == 1 && rest[0].eq_ignore_ascii_case("none") {
        return Ok(Action::Spare(Vec::new()));
    }
    if rest.is_empty() {
        return Err(Refusal::new(msg!("oligarchs-spare-needs-counties-or-none"))
            .accepting(["spare Nyitra Bars", "spare none"]));
    }
    let mut list = Vec::new();
    for w in rest {
        let c = county(state, w)?;
        if !list.contains(&c) {
            list.push(c);
        }
    }
    Ok(Action::Spare(list))
}

/// `veto on|off`.
pub(super) fn veto(rest: &[&str]) -> Result<Action, Refusal> {
    match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("on") => Ok(Action::Veto(true)),
        Some("off") => Ok(Action::Veto(false)),
        Some(w) => {
            Err(Refusal::at(w, msg!("oligarchs-veto-is-on-or-off")).accepting(["on", "off"]))
        }
        None => Err(Refusal::new(msg!("oligarchs-veto-needs-on-or-off")).accepting(["on", "off"])),
    }
}

/// `extrastep ask|gather|none`.
pub(super) fn extra_step(rest: &[&str]) -> Result<Action, Refusal> {
    let choices = ["ask", "gather", "none"];
    match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("ask") => Ok(Action::ExtraStep(Policy::Ask)),
        Some("gather") => Ok(Action::ExtraStep(Policy::Gather)),
        Some("none") => Ok(Action::ExtraStep(Policy::Never)),
        Some(w) => {
            Err(Refusal::at(w, msg!("oligarchs-extrastep-is-ask-gather-or")).accepting(choices))
        }
        None => Err(Refusal::new(msg!("oligarchs-extrastep-needs-choice")).accepting(choices)),
    }
}

/// `lead first|last`.
pub(super) fn lead(rest: &[&str]) -> Result<Action, Refusal> {
    match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("first") => Ok(Action::Lead(false)),
        Some("last") => Ok(Action::Lead(true)),
        Some(w) => {
            Err(Refusal::at(w, msg!("oligarchs-lead-is-first-or-last"))
                .accepting(["first", "last"]))
        }
        None => Err(Refusal::new(msg!("oligarchs-lead-needs-choice")).accepting(["first", "last"])),
    }
}

/// `oath offer|refuse`.
pub(super) fn oath(rest: &[&str]) -> Result<Action, Refusal> {
    match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("offer") => Ok(Action::Oath(true)),
        Some("refuse") => Ok(Action::Oath(false)),
        Some(w) => Err(Refusal::at(w, msg!("oligarchs-oath-is-offer-or-refuse"))
            .accepting(["offer", "refuse"])),
        None => {
            Err(Refusal::new(msg!("oligarchs-oath-needs-choice")).accepting(["offer", "refuse"]))
        }
    }
}

/// `vassals accept|refuse`.
pub(super) fn vassals(rest: &[&str]) -> Result<Action, Refusal> {
    match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("accept") => Ok(Action::Vassals(true)),
        Some("refuse") => Ok(Action::Vassals(false)),
        Some(w) => Err(
            Refusal::at(w, msg!("oligarchs-vassals-is-accept-or-refuse"))
                .accepting(["accept", "refuse"]),
        ),
        None => {
            Err(Refusal::new(msg!("oligarchs-vassals-needs-choice"))
                .accepting(["accept", "refuse"]))
        }
    }
}

/// `retreat <percent>` or `retreat never`.
pub(super) fn retreat(rest: &[&str]) -> Result<Action, Refusal> {
    match rest.first().map(|w| w.to_ascii_lowercase()) {
        Some(w) if w == "never" => Ok(Action::Retreat(None)),
        Some(w) => w
            .trim_end_matches('%')
            .parse::<u32>()
            .ok()
            .filter(|&p| p <= 100)
            .map(|p| Action::Retreat(Some(p)))
            .ok_or_else(|| {
                Refusal::at(w, msg!("oligarchs-percentage-from-0-to-100"))
                    .accepting(["50%", "never"])
            }),
        None => {
            Err(Refusal::new(msg!("oligarchs-retreat-needs-threshold")).accepting(["50%", "never"]))
        }
    }
}

/// `lordarm <arm>` or `lordarm auto`.
pub(super) fn lord_arm(rest: &[&str]) -> Result<Action, Refusal> {
    match rest.first().map(|w| w.to_ascii_lowercase()) {
        Some(w) if w == "auto" || w == "default" => Ok(Action::LordArm(None)),
        Some(w) => Arm::parse(&w)
            .map(|a| Action::LordArm(Some(a)))
            .ok_or_else(|| {
                Refusal::at(w, msg!("oligarchs-not-arm")).accepting(["C", "I", "A", "auto"])
            }),
        None => {
            Err(Refusal::new(msg!("oligarchs-lordarm-needs-arm"))
                .accepting(["C", "I", "A", "auto"]))
        }
    }
}

/// `reroll auto|never`.
pub(super) fn reroll(rest: &[&str]) -> Result<Action, Refusal> {
    match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("auto") => Ok(Action::Reroll(true)),
        Some("never") => Ok(Action::Reroll(false)),
        Some(w) => {
            Err(Refusal::at(w, msg!("oligarchs-reroll-is-auto-or-never"))
                .accepting(["auto", "never"]))
        }
        None => {
            Err(Refusal::new(msg!("oligarchs-reroll-needs-policy")).accepting(["auto", "never"]))
        }
    }
}
