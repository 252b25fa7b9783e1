//! The victor's extra step (R-AFTER-2, R-AFTER-3): offered to the lord's player after a won battle,
//! answered by a `move` into the lord's county (units join him) or out of it (the lord alone goes to
//! own units), or by `pass`. The seat's standing order decides whether he is asked at all.

use super::army::{Arm, Army};
use super::map::CountyId;
use super::movement::{path_cost, reach};
use super::orders::Part;
use super::recruit::{garrison_refusal, CASTLE_CAP};
use super::state::{Faction, LordAt, State};
use korona_engine::msg;
use korona_engine::{Event, Refusal};
use serde::{Deserialize, Serialize};

/// What a seat wants done when its lord wins a battle (standing order `extrastep`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Policy {
    /// Stop and ask the player (the deadline's default is no step, section 25).
    #[default]
    Ask,
    /// Units that can reach the lord join him at once (see [`gather_plan`]).
    Gather,
    /// Never take the extra step.
    Never,
}

/// The lord of `seat` just won in `c`. A lord left alone rejoins his troops at once (R-AFTER-3);
/// otherwise, per the seat's policy, the step is made, skipped, or offered (then `state.asked` names
/// the seat and battle resolution stops until he answers).
pub fn after_win(state: &mut State, seat: u8, c: CountyId, events: &mut Vec<Event>) {
    if state.lord_county(seat) != Some(c) || state.players[seat as usize].out {
        return;
    }
    if state.units_of(seat, c).is_empty() {
        rejoin(state, seat, c, events);
        return;
    }
    match state.players[seat as usize].standing.extra_step {
        Policy::Never => {}
        Policy::Gather => gather(state, seat, c, events),
        Policy::Ask => {
            if !choices(state, seat, c).is_empty() {
                state.asked = Some((seat, c));
                events.push(Event::public(msg!(
                    "oligarchs-seat-s-lord-won-in",
                    seat = seat,
                    county = state.map().name(c)
                )));
            }
        }
    }
}

/// R-AFTER-3: the lone lord goes to the reachable own county with most units, else units come to him.
fn rejoin(state: &mut State, seat: u8, c: CountyId, events: &mut Vec<Event>) {
    let m = state.map();
    let costs = reach(state, seat, c);
    let refuge = (0..m.counties.len())
        .filter(|&n| n != c && costs[n] <= 4 && !state.units_of(seat, n).is_empty())
        .filter(|&n| state.counties[n].attack.is_none())
        .max_by_key(|&n| (state.units_of(seat, n).total(), std::cmp::Reverse(n)));
    if let Some(n) = refuge {
        let alone = Part {
            from: c,
            units: Army::default(),
            lord: true,
        };
        super::trace::step(state, seat, n, &[alone], false);
        state.players[seat as usize].lord = LordAt::County(n);
        events.push(Event::public(msg!(
            "oligarchs-seat-s-lord-rejoins-his",
            seat = seat,
            county = m.name(n)
        )));
        return;
    }
    gather(state, seat, c, events);
}

/// Makes the [`gather_plan`] step, if any unit can come.
pub fn gather(state: &mut State, seat: u8, c: CountyId, events: &mut Vec<Event>) {
    let parts = gather_plan(state, seat, c);
    if !parts.is_empty() {
        make(state, seat, c, &parts, events);
    }
}

/// The units of `here` that can cover a path costing `cost` MP: cavalry 4, infantry and archers 2.
fn within(here: Army, cost: u32) -> Army {
    Army::new(
        if cost <= Arm::C.mp() { here.c } else { 0 },
        if cost <= Arm::I.mp() { here.i } else { 0 },
        if cost <= Arm::A.mp() { here.a } else { 0 },
    )
}

/// `can` cut to `room` units, giving up archers, then infantry, then cavalry.
fn trim(mut can: Army, room: u32) -> Army {
    while can.total() > room {
        let arm = [Arm::A, Arm::I, Arm::C]
            .into_iter()
            .find(|&a| can.get(a) > 0)
            .unwrap();
        *can.get_mut(arm) -= 1;
    }
    can
}

/// Room left in `c`: the castle cap in a castle, unlimited elsewhere.
fn room(state: &State, c: CountyId) -> u32 {
    if state.map().counties[c].castle {
        CASTLE_CAP.saturating_sub(state.counties[c].units.total())
    } else {
        u32::MAX
    }
}

/// Every unit that can reach the lord in `c` joins him, leaving one unit in each castle and keeping
/// the castle cap; units in counties with a pending battle stay.
pub fn gather_plan(state: &State, seat: u8, c: CountyId) -> Vec<Part> {
    let m = state.map();
    let mut left = room(state, c);
    let mut parts = Vec::new();
    for n in 0..m.counties.len() {
        let here = state.units_of(seat, n);
        if n == c || here.is_empty() || state.counties[n].attack.is_some() {
            continue;
        }
        let Some(cost) = path_cost(state, seat, n, c) else {
            continue;
        };
        let mut can = within(here, cost);
        if m.counties[n].castle && can == here {
            let keep = [Arm::I, Arm::A, Arm::C]
                .into_iter()
                .find(|&a| can.get(a) > 0)
                .unwrap();
            *can.get_mut(keep) -= 1;
        }
        let can = trim(can, left);
        // A castle left over the arm limit would make the whole plan illegal (R-ADV-CASTLE-2):
        // leave that castle's units where they are.
        if can.is_empty() || garrison_refusal(state, n, here.minus(can)).is_some() {
            continue;
        }
        left = left.saturating_sub(can.total());
        parts.push(Part {
            from: n,
            units: can,
            lord: false,
        });
    }
    // The castle's arm limit (ADV) is checked on the whole: drop parts until it holds.
    while !parts.is_empty() && check(state, seat, c, &parts).is_err() {
        parts.pop();
    }
    parts
}

/// The single-county extra steps open to `seat`, whose lord stands in `c`: from each own county, what
/// can join the lord; and each own county the lord can go to. For autocomplete and bots.
pub fn choices(state: &State, seat: u8, c: CountyId) -> Vec<(CountyId, Vec<Part>)> {
    let mut out = Vec::new();
    for n in 0..state.map().counties.len() {
        let here = state.units_of(seat, n);
        if n == c || here.is_empty() {
            continue;
        }
        if let Some(cost) = path_cost(state, seat, n, c) {
            let join = vec![Part {
                from: n,
                units: trim(within(here, cost), room(state, c)),
                lord: false,
            }];
            if check(state, seat, c, &join).is_ok() {
                out.push((c, join));
            }
        }
        let go = vec![Part {
            from: c,
            units: Army::default(),
            lord: true,
        }];
        if check(state, seat, n, &go).is_ok() {
            out.push((n, go));
        }
    }
    out
}

/// Validates an extra step of `seat`, whose lord won in the county `state.asked` names: units from
/// other counties into the lord's county, or the lord alone to another county holding own units.
pub fn check(state: &State, seat: u8, to: CountyId, parts: &[Part]) -> Result<(), Refusal> {
    let m = state.map();
    let name = |c: CountyId| m.name(c).to_string();
    let Some(c) = state.lord_county(seat) else {
        return Err(Refusal::new(msg!("oligarchs-your-lord-is-not-on")));
    };
    if parts.is_empty() {
        return Err(Refusal::new(msg!("oligarchs-name-pieces-that-step")).accepting(["pass"]));
    }
    if state.counties[to].attack.is_some() {
        return Err(Refusal::at(
            name(to),
            msg!("oligarchs-battle-is-still-pending-there"),
        ));
    }
    if to != c {
        // The lord leaves alone, within 4 MP, for own units.
        let alone = parts.len() == 1 && parts[0].from == c && parts[0].lord;
        if !alone || !parts[0].units.is_empty() {
            return Err(Refusal::at(
                name(to),
                msg!("oligarchs-extra-step-either-brings-units", county = name(c)),
            )
            .accepting([
                format!("move {} <from> <units>", name(c)),
                format!("move <to> {} lord", name(c)),
                "pass".into(),
            ]));
        }
        if state.units_of(seat, to).is_empty() {
            return Err(Refusal::at(name(to), msg!("oligarchs-lord-may-only-go-to")));
        }
        if path_cost(state, seat, c, to).is_none() {
            return Err(Refusal::at(
                name(to),
                msg!("oligarchs-lord-cannot-reach-it-within"),
            ));
        }
        return Ok(());
    }
    let mut arriving = Army::default();
    let mut seen = Vec::new();
    for part in parts {
        let n = part.from;
        if n == c || part.lord {
            return Err(Refusal::at(
                name(n),
                msg!("oligarchs-lord-stays-units-come-to"),
            ));
        }
        if seen.contains(&n) {
            return Err(Refusal::at(
                name(n),
                msg!("oligarchs-name-each-source-county-once"),
            ));
        }
        seen.push(n);
        if state.counties[n].attack.is_some() {
            return Err(Refusal::at(
                name(n),
                msg!("oligarchs-units-facing-pending-battle-may"),
            ));
        }
        let here = state.units_of(seat, n);
        if !here.contains(&part.units) || part.units.is_empty() {
            return Err(Refusal::at(
                name(n),
                msg!("oligarchs-you-have-there", here = here.to_string()),
            ));
        }
        let cost = path_cost(state, seat, n, c);
        for arm in Arm::ALL {
            if part.units.get(arm) > 0 && !matches!(cost, Some(k) if k <= arm.mp()) {
                return Err(Refusal::at(
                    name(n),
                    msg!(
                        "oligarchs-cannot-reach-mp-not-across",
                        arm = arm.letter(),
                        county = name(c),
                        mp = arm.mp()
                    ),
                ));
            }
        }
        // R-ADV-CASTLE-2: units gathered out of a castle may not leave it over the arm limit.
        if let Some(why) = garrison_refusal(state, n, here.minus(part.units)) {
            return Err(Refusal::at(name(n), why));
        }
        arriving = arriving.plus(part.units);
    }
    let after = state.counties[c].units.plus(arriving);
    if let Some(why) = garrison_refusal(state, c, after) {
        return Err(Refusal::at(name(c), why));
    }
    Ok(())
}

/// Makes a checked extra step; public (section 25).
pub fn make(state: &mut State, seat: u8, to: CountyId, parts: &[Part], events: &mut Vec<Event>) {
    let m = state.map();
    super::trace::step(state, seat, to, parts, false);
    if parts.iter().any(|p| p.lord) {
        state.players[seat as usize].lord = LordAt::County(to);
        events.push(Event::public(msg!(
            "oligarchs-seat-s-lord-takes-his",
            seat = seat,
            county = m.name(to)
        )));
        return;
    }
    let mut gathered = Army::default();
    for part in parts {
        let h = &mut state.counties[part.from];
        h.units = h.units.minus(part.units);
        h.moved = h.moved.minus(part.units);
        h.fought = h.fought.minus(part.units);
        gathered = gathered.plus(part.units);
    }
    let h = &mut state.counties[to];
    h.units = h.units.plus(gathered);
    h.controller = Some(Faction::Player(seat));
    events.push(Event::public(msg!(
        "oligarchs-seat-gathers-to-lord-in",
        seat = seat,
        gathered = gathered.to_string(),
        county = m.name(to)
    )));
}
