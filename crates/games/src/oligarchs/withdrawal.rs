//! Where armies go after a battle: the victor occupies (castle cap, R-SIEGE-9), besiegers withdraw
//! (R-SIEGE-8), ADV armies retreat (R-ADV-RETREAT).

use super::army::{Arm, Army};
use super::combat::battle;
use super::defeat::{defeat, defeat_without_escape};
use super::map::{CountyId, Terrain};
use super::recruit::{arm_limit_ok, garrison_refusal, CASTLE_CAP};
use super::state::{Attack, Faction, LordAt, State};
use korona_engine::msg;
use korona_engine::{Dice, Event};

/// R-ADV-RETREAT-4: the attacker retreats to an adjacent own county one of its parts came from, else to
/// an adjacent empty county; the defender to an adjacent own or empty county no attacker came from.
/// Never into enemy units or a pending battle; castle cap applies; most own units, then map order.
pub fn retreat_destination(
    state: &State,
    seat: u8,
    c: CountyId,
    from: &[CountyId],
    attacker: bool,
    size: u32,
) -> Option<CountyId> {
    if !state.options.retreat {
        return None;
    }
    let m = state.map();
    let fits = |n: CountyId| {
        let h = &state.counties[n];
        h.attack.is_none()
            && !state.closed.contains(&n)
            && (!m.counties[n].castle || state.units_of(seat, n).total() + size <= CASTLE_CAP)
    };
    let own = |n: CountyId| state.controls(seat, n);
    let empty = |n: CountyId| state.counties[n].units.is_empty();
    let best = |cands: Vec<CountyId>| {
        cands
            .into_iter()
            .max_by_key(|&n| (state.units_of(seat, n).total(), std::cmp::Reverse(n)))
    };
    let adjacent: Vec<CountyId> = m.adjacent[c]
        .iter()
        .map(|&(n, _)| n)
        .filter(|&n| fits(n))
        .collect();
    if attacker {
        best(
            adjacent
                .iter()
                .copied()
                .filter(|n| from.contains(n) && own(*n))
                .collect(),
        )
        .or_else(|| best(adjacent.iter().copied().filter(|&n| empty(n)).collect()))
    } else {
        best(
            adjacent
                .into_iter()
                .filter(|n| !from.contains(n) && (own(*n) || empty(*n)))
                .collect(),
        )
    }
}

/// Moves a retreating army (R-ADV-RETREAT-5..8): across a major river or into a mountain or swamp it
/// loses half its units (rounded down, cheapest first by default); a lord whose army is wiped out on
/// the way is defeated by the pursuer.
#[allow(clippy::too_many_arguments)]
pub(super) fn retreat_to(
    state: &mut State,
    seat: u8,
    army: Army,
    lord: bool,
    c: CountyId,
    dest: CountyId,
    victor: Faction,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) {
    let m = state.map();
    let mut army = army;
    if m.river(c, dest).is_some() || m.counties[dest].terrain != Terrain::Plain {
        let mut lose = army.total() / 2;
        for arm in [Arm::A, Arm::I, Arm::C] {
            let k = army.get(arm).min(lose);
            *army.get_mut(arm) -= k;
            lose -= k;
        }
    }
    events.push(Event::public(msg!(
        "oligarchs-of-seat-retreat-to",
        army = army.to_string(),
        seat = seat,
        county = m.name(dest)
    )));
    super::trace::retreat(state, seat, c, dest, army, lord);
    if army.is_empty() {
        if lord {
            defeat(state, seat, victor, c, events, dice);
        }
        return;
    }
    let h = &mut state.counties[dest];
    h.controller = Some(Faction::Player(seat));
    h.units = h.units.plus(army);
    if lord {
        state.players[seat as usize].lord = LordAt::County(dest);
    }
}

/// The attacker takes the county (R-AFTER-1); a castle keeps at most 7, the rest withdraw (R-SIEGE-9).
pub(super) fn occupy(
    state: &mut State,
    c: CountyId,
    seat: u8,
    army: Army,
    from: &[CountyId],
    events: &mut Vec<Event>,
    dice: &mut Dice,
) {
    let h = &mut state.counties[c];
    h.controller = Some(Faction::Player(seat));
    h.units = army;
    if state.map().counties[c].castle && (army.total() > CASTLE_CAP || !arm_limit_ok(state, army)) {
        let keep = garrison(state, army);
        state.counties[c].units = keep;
        withdraw(state, seat, army.minus(keep), false, from, c, events, dice);
    }
}

/// The largest garrison of at most 7 from `army` that obeys the ADV arm limit (R-SIEGE-9,
/// R-ADV-CASTLE-4), preferring archers, then infantry, then cavalry (section 25 default).
pub fn garrison(state: &State, army: Army) -> Army {
    let mut best = Army::default();
    let key = |a: &Army| (a.total(), a.a, a.i, a.c);
    for c in 0..=army.c.min(CASTLE_CAP) {
        for i in 0..=army.i.min(CASTLE_CAP - c) {
            for a in 0..=army.a.min(CASTLE_CAP - c - i) {
                let cand = Army::new(c, i, a);
                if arm_limit_ok(state, cand) && key(&cand) > key(&best) {
                    best = cand;
                }
            }
        }
    }
    best
}

/// R-SIEGE-8: to a county the army came from if own or empty, else any adjacent own or empty county
/// (most own units, then map order). With none, it must attack a neighbour (8c, [`forced_battle`]), and
/// failing that it is lost.
#[allow(clippy::too_many_arguments)]
pub(super) fn withdraw(
    state: &mut State,
    seat: u8,
    army: Army,
    lord: bool,
    from: &[CountyId],
    c: CountyId,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) {
    let m = state.map();
    let ok = |state: &State, n: CountyId| {
        let h = &state.counties[n];
        let own_or_empty = h.units.is_empty() || h.controller == Some(Faction::Player(seat));
        // R-CASTLE-4, R-ADV-CASTLE-2: a withdrawal into an own castle keeps its cap and arm limit.
        let cap = garrison_refusal(state, n, state.units_of(seat, n).plus(army)).is_none();
        own_or_empty && h.attack.is_none() && !state.closed.contains(&n) && cap && n != c
    };
    let pick = |cands: Vec<CountyId>, state: &State| {
        cands
            .into_iter()
            .filter(|&n| ok(state, n))
            .max_by_key(|&n| (state.units_of(seat, n).total(), std::cmp::Reverse(n)))
    };
    let adjacent: Vec<CountyId> = m.adjacent[c].iter().map(|&(n, _)| n).collect();
    let dest = pick(
        from.iter()
            .copied()
            .filter(|n| adjacent.contains(n))
            .collect(),
        state,
    )
    .or_else(|| pick(adjacent, state));
    match dest {
        Some(n) => {
            super::trace::withdrawal(state, seat, c, n, army, lord);
            let h = &mut state.counties[n];
            h.controller = Some(Faction::Player(seat));
            h.units = h.units.plus(army);
            if lord {
                state.players[seat as usize].lord = LordAt::County(n);
            }
            events.push(Event::public(msg!(
                "oligarchs-withdraw-to",
                army = army.to_string(),
                county = m.name(n)
            )));
        }
        None if forced_battle(state, seat, army, lord, c, events, dice) => {}
        None => {
            events.push(Event::public(msg!(
                "oligarchs-find-no-way-out-of",
                army = army.to_string(),
                county = m.name(c)
            )));
            if lord {
                let victor = state.counties[c].controller.unwrap_or(Faction::Crown);
                defeat_without_escape(state, seat, victor, events);
            }
        }
    }
}

/// R-SIEGE-8c: a withdrawing group with no own or empty neighbour must attack one at once (the weakest;
/// a castle only with infantry or the lord, A-40); the battle is fought immediately (R-ORDER-5). False if
/// there is nothing it may attack.
fn forced_battle(
    state: &mut State,
    seat: u8,
    army: Army,
    lord: bool,
    c: CountyId,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) -> bool {
    let m = state.map();
    let me = &state.players[seat as usize];
    let target = m.adjacent[c]
        .iter()
        .map(|&(n, _)| n)
        .filter(|&n| {
            let h = &state.counties[n];
            let other = h.controller.and_then(Faction::seat);
            let sworn = other.is_some_and(|o| {
                me.liege == Some(o) || state.players[o as usize].liege == Some(seat)
            });
            h.attack.is_none()
                && !state.closed.contains(&n)
                && !h.units.is_empty()
                && h.controller != Some(Faction::Player(seat))
                && !sworn
                && (!m.counties[n].castle || army.i > 0 || lord)
        })
        .min_by_key(|&n| (state.counties[n].units.total(), n));
    let Some(t) = target else { return false };
    state.step_seq += 1;
    state.counties[t].attack = Some(Attack {
        seat,
        army,
        lord,
        from: vec![c],
        seq: state.step_seq,
    });
    super::trace::cornered(state, seat, c, t, army, lord);
    if lord {
        state.players[seat as usize].lord = LordAt::County(t);
    }
    events.push(Event::public(msg!(
        "oligarchs-are-cornered-and-must-attack",
        army = army.to_string(),
        county = m.name(t)
    )));
    battle(state, t, events, dice);
    true
}
