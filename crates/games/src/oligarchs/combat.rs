//! Phase IV (section 18): the order of battles, and fighting each with the sides' standing orders;
//! the consequences live in [`super::withdrawal`] (occupation, withdrawal, retreat) and
//! [`super::defeat`] (duel, escape, capture, vassal oath, elimination).

use super::army::{Arm, Army};
use super::battle::{fight, Chooser, Kind, Lord, Side, Winner};
use super::defeat::duel;
use super::map::{CountyId, Terrain};
use super::movement::reach;
use super::recruit::CASTLE_CAP;
use super::state::{Card, Faction, LordAt, State};
use super::withdrawal::{occupy, retreat_to, withdraw};
use korona_engine::{Dice, Event};

pub use super::defeat::{defeat, eliminate, free_vassals, remove_player};
pub use super::withdrawal::{garrison, retreat_destination};

fn is_lord_battle(state: &State, c: CountyId) -> bool {
    let h = &state.counties[c];
    let Some(a) = &h.attack else { return false };
    a.lord
        || h.controller
            .and_then(Faction::seat)
            .is_some_and(|d| state.lord_county(d) == Some(c))
}

/// Traditional order (R-ADV-TRAD-4): the battles `seat` started, in the order of section 18 applied to
/// his own battles: lord battles first, then open battles, then sieges, each earliest first.
pub fn resolve_for(state: &mut State, seat: u8, events: &mut Vec<Event>, dice: &mut Dice) {
    let mut mine: Vec<(u8, bool, u32, CountyId)> = (0..state.counties.len())
        .filter_map(|c| {
            let a = state.counties[c]
                .attack
                .as_ref()
                .filter(|a| a.seat == seat)?;
            let kind = if is_lord_battle(state, c) { 0 } else { 1 };
            Some((kind, state.map().counties[c].castle, a.seq, c))
        })
        .collect();
    mine.sort();
    for (_, _, _, c) in mine {
        if state.result.is_some() {
            return;
        }
        battle(state, c, events, dice);
    }
}

/// Resolves every pending battle in the order of section 18.
pub fn resolve_all(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    // R-ORDER-1: moved flags are cleared.
    for h in &mut state.counties {
        h.moved = Army::default();
    }
    for p in &mut state.players {
        p.lord_moved = false;
    }
    // R-ORDER-2, R-ORDER-6: lord battles first, by creation, fixed now.
    let mut lord_battles: Vec<(u32, CountyId)> = (0..state.counties.len())
        .filter(|&c| is_lord_battle(state, c))
        .map(|c| (state.counties[c].attack.as_ref().unwrap().seq, c))
        .collect();
    lord_battles.sort();
    for (_, c) in lord_battles {
        if state.counties[c].attack.is_some() && state.result.is_none() {
            battle(state, c, events, dice);
        }
    }
    // R-ORDER-3, R-ORDER-4: open battles, then sieges, one per attacker in turn, earliest first.
    for sieges in [false, true] {
        loop {
            let mut any = false;
            for seat in state.order_from(state.start) {
                let next = (0..state.counties.len())
                    .filter(|&c| state.map().counties[c].castle == sieges)
                    .filter_map(|c| {
                        state.counties[c]
                            .attack
                            .as_ref()
                            .filter(|a| a.seat == seat)
                            .map(|a| (a.seq, c))
                    })
                    .min();
                if let Some((_, c)) = next {
                    if state.result.is_some() {
                        return;
                    }
                    battle(state, c, events, dice);
                    any = true;
                }
            }
            if !any {
                break;
            }
        }
    }
}

pub fn side(state: &State, f: Faction, army: Army, lord_here: bool, attacker: bool) -> Side {
    let Some(seat) = f.seat() else {
        return Side::new(army, None, Chooser::Neutral);
    };
    let p = &state.players[seat as usize];
    let lord = lord_here.then(|| {
        let arm = p
            .standing
            .lord_arm
            .filter(|&a| army.get(a) > 0)
            .or(army.largest_arm())
            .unwrap_or(Arm::I);
        // R-CARD-7 / R-LORD-6: Szüret gives an attacking lord's arm +2.
        let bonus = if attacker && state.card == Some(Card::Vintage) {
            2
        } else {
            1
        };
        Lord { arm, bonus }
    });
    let mut s = Side::new(army, lord, Chooser::Player);
    s.order = p.standing.casualties;
    s.judge = state.offices[0] == Some(seat) && p.standing.reroll;
    s
}

/// Fights the battle pending in county `c` and applies its consequences.
pub fn battle(state: &mut State, c: CountyId, events: &mut Vec<Event>, dice: &mut Dice) {
    fight_battle(state, c, events, dice);
    super::trace::settled(state, c);
    // Who stands there has fought this year (R-ADV-TRAD-6).
    let h = &mut state.counties[c];
    h.fought = h.units;
    // R-VICTORY-7, R-VICTORY-4: a win counts the moment the last needed castle falls.
    super::year::settle(state);
}

fn fight_battle(state: &mut State, c: CountyId, events: &mut Vec<Event>, dice: &mut Dice) {
    let Some(atk) = state.counties[c].attack.take() else {
        return;
    };
    let m = state.map();
    let a = atk.seat;
    let name = m.name(c).to_string();
    let Some(def_f) = state.counties[c].controller else {
        occupy(state, c, a, atk.army, &atk.from, events, dice);
        return;
    };
    // R-ORDER-7: both sides now one player's: cancelled, the units stay together.
    if def_f == Faction::Player(a) {
        state.counties[c].units = state.counties[c].units.plus(atk.army);
        return;
    }
    let def_seat = def_f.seat();
    let att_lord = atk.lord && state.lord_county(a) == Some(c);
    let def_lord = def_seat.is_some_and(|d| state.lord_county(d) == Some(c));
    let def_army = state.counties[c].units;
    if def_army.is_empty() {
        // a lone lord who is attacked is defeated without combat.
        occupy(state, c, a, atk.army, &atk.from, events, dice);
        if let (Some(d), true) = (def_seat, def_lord) {
            super::trace::overrun(state, c, &atk, def_f);
            events.push(Event::public(format!("the lone lord in {name} is overrun")));
            defeat(state, d, Faction::Player(a), c, events, dice);
        }
        return;
    }
    let kind = if m.counties[c].castle {
        Kind::Siege
    } else if m.counties[c].terrain != Terrain::Plain {
        Kind::Terrain
    } else {
        Kind::Open
    };
    let mut att_side = side(state, Faction::Player(a), atk.army, att_lord, true);
    let mut def_side = side(state, def_f, def_army, def_lord, false);
    // R-NEUTRAL-3/4: the seat before the attacker rolls for neutral defenders; his standing
    // casualty order, if he gave one, picks their victims (else the NCP).
    if def_seat.is_none() {
        def_side.order = neutral_order(state, a);
    }
    // R-ADV-RETREAT: a side may retreat only with a legal destination (royal/neutral troops never do).
    let att_dest = retreat_destination(state, a, c, &atk.from, true, atk.army.total());
    if let (Some(_), Some(pct)) = (att_dest, state.players[a as usize].standing.retreat) {
        att_side.retreat_at = Some(atk.army.total() * pct / 100);
    }
    let def_dest =
        def_seat.and_then(|d| retreat_destination(state, d, c, &atk.from, false, def_army.total()));
    if let (Some(_), Some(d)) = (def_dest, def_seat) {
        if let Some(pct) = state.players[d as usize].standing.retreat {
            def_side.retreat_at = Some(def_army.total() * pct / 100);
        }
    }
    let rain = state.card == Some(Card::RainyAutumn);
    let f = fight(kind, &att_side, &def_side, rain, dice);
    super::trace::battle(state, c, kind, &atk, def_f, def_army, &f);
    let who = state.faction_name(Faction::Player(a));
    let them = state.faction_name(def_f);
    events.push(Event::public(format!(
        "battle of {name} ({kind:?}): {who} {} v {them} {} -> {} v {}, {:?} wins",
        atk.army, def_army, f.attacker, f.defender, f.winner
    )));
    if f.retreated {
        match (f.winner, att_dest, def_dest) {
            (Winner::Defender, Some(dest), _) => {
                state.counties[c].units = f.defender;
                retreat_to(state, a, f.attacker, att_lord, c, dest, def_f, events, dice);
            }
            (Winner::Attacker, _, Some(dest)) => {
                occupy(state, c, a, f.attacker, &atk.from, events, dice);
                let d = def_seat.expect("only players retreat");
                retreat_to(
                    state,
                    d,
                    f.defender,
                    def_lord,
                    c,
                    dest,
                    Faction::Player(a),
                    events,
                    dice,
                );
            }
            _ => {}
        }
        return;
    }
    match f.winner {
        Winner::Attacker => {
            occupy(state, c, a, f.attacker, &atk.from, events, dice);
            if att_lord {
                extra_step(state, a, c, events);
            }
            if def_lord {
                defeat(
                    state,
                    def_seat.unwrap(),
                    Faction::Player(a),
                    c,
                    events,
                    dice,
                );
            }
        }
        Winner::Defender => {
            state.counties[c].units = f.defender;
            if def_lord {
                extra_step(state, def_seat.unwrap(), c, events);
            }
            if !f.attacker.is_empty() {
                withdraw(state, a, f.attacker, att_lord, &atk.from, c, events, dice);
            } else if att_lord {
                defeat(state, a, def_f, c, events, dice);
            }
        }
        Winner::Neither => {
            state.counties[c].units = Army::default();
            state.counties[c].controller = None;
            match (att_lord, def_lord) {
                (true, true) => duel(state, a, def_seat.unwrap(), c, events, dice),
                // R-AFTER-3: the lone lord's side wins and holds the county.
                (true, false) => {
                    state.counties[c].controller = Some(Faction::Player(a));
                    extra_step(state, a, c, events);
                }
                (false, true) => {
                    state.counties[c].controller = Some(def_f);
                    extra_step(state, def_seat.unwrap(), c, events);
                }
                (false, false) => {}
            }
        }
    }
}

/// R-AFTER-2 / R-AFTER-3: the victorious lord's extra step. A lord left alone must rejoin own units (he
/// goes to the reachable own county with most units, else units come to him); otherwise, with the
/// standing order `extrastep gather`, units that can reach his county join him (castle cap kept, one
/// unit left in each castle). Units in counties with a pending battle stay; paths avoid enemy land.
pub fn extra_step(state: &mut State, seat: u8, c: CountyId, events: &mut Vec<Event>) {
    if state.lord_county(seat) != Some(c) || state.players[seat as usize].out {
        return;
    }
    let m = state.map();
    let alone = state.units_of(seat, c).is_empty();
    if alone {
        let costs = reach(state, seat, c);
        let refuge = (0..m.counties.len())
            .filter(|&n| n != c && costs[n] <= 4 && !state.units_of(seat, n).is_empty())
            .filter(|&n| state.counties[n].attack.is_none())
            .max_by_key(|&n| (state.units_of(seat, n).total(), std::cmp::Reverse(n)));
        if let Some(n) = refuge {
            state.players[seat as usize].lord = LordAt::County(n);
            events.push(Event::public(format!(
                "seat {seat}'s lord rejoins his troops in {}",
                m.name(n)
            )));
            return;
        }
    } else if !state.players[seat as usize].standing.extra_step {
        return;
    }
    let cap = if m.counties[c].castle {
        CASTLE_CAP
    } else {
        u32::MAX
    };
    let mut gathered = Army::default();
    for n in 0..m.counties.len() {
        let here = state.units_of(seat, n);
        if n == c
            || here.is_empty()
            || state.counties[n].attack.is_some()
            || state.lord_county(seat) == Some(n)
        {
            continue;
        }
        let Some(cost) = super::movement::path_cost(state, seat, n, c) else {
            continue;
        };
        let mut can = Army::new(
            if cost <= 4 { here.c } else { 0 },
            if cost <= 2 { here.i } else { 0 },
            if cost <= 2 { here.a } else { 0 },
        );
        if m.counties[n].castle && can == here {
            let keep = [Arm::I, Arm::A, Arm::C]
                .into_iter()
                .find(|&a| can.get(a) > 0)
                .unwrap();
            *can.get_mut(keep) -= 1;
        }
        let room = cap.saturating_sub(state.counties[c].units.total());
        while can.total() > room {
            let arm = [Arm::A, Arm::I, Arm::C]
                .into_iter()
                .find(|&a| can.get(a) > 0)
                .unwrap();
            *can.get_mut(arm) -= 1;
        }
        if can.is_empty() {
            continue;
        }
        state.counties[n].units = here.minus(can);
        state.counties[c].units = state.counties[c].units.plus(can);
        gathered = gathered.plus(can);
    }
    if !gathered.is_empty() {
        state.counties[c].controller = Some(Faction::Player(seat));
        events.push(Event::public(format!(
            "seat {seat} gathers {gathered} to the lord in {}",
            m.name(c)
        )));
    }
}

/// R-NEUTRAL-3: the neutral proxy is the seat before the attacker in turn order (in 2-player games,
/// the other player).
pub fn proxy(state: &State, attacker: u8) -> u8 {
    let order = state.order_from(attacker);
    *order.last().unwrap_or(&attacker)
}

/// The casualty order neutral defenders use against `attacker`: the proxy's standing order, if any.
pub fn neutral_order(state: &State, attacker: u8) -> Option<[Arm; 3]> {
    state.players[proxy(state, attacker) as usize]
        .standing
        .casualties
}
