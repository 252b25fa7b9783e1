//! Phase IV (section 18): fighting each battle with the sides' standing orders (the order of battles is
//! [`super::battle_order`]);
//! the consequences live in [`super::withdrawal`] (occupation, withdrawal, retreat) and
//! [`super::defeat`] (duel, escape, capture, vassal oath, elimination).

use super::army::{Arm, Army};
use super::battle::{fight, Chooser, Kind, Lord, Side, Winner};
use super::defeat::duel;
use super::extra_step::after_win;
use super::map::{CountyId, Terrain};
use super::state::{Card, Faction, State};
use super::withdrawal::{occupy, retreat_to, withdraw};
use korona_engine::msg;
use korona_engine::{Dice, Event};

pub use super::defeat::{defeat, eliminate, free_vassals, remove_player};
pub use super::withdrawal::{garrison, retreat_destination};

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
            events.push(Event::public(msg!(
                "oligarchs-lone-lord-in-is-overrun",
                name = name
            )));
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
    let who = state.faction_label(Faction::Player(a));
    let them = state.faction_label(def_f);
    events.push(Event::public(msg!(
        "oligarchs-battle",
        name = name,
        kind = format!("{kind:?}"),
        who = who,
        attacker = atk.army.to_string(),
        them = them,
        defender = def_army.to_string(),
        attacker_after = f.attacker.to_string(),
        defender_after = f.defender.to_string(),
        winner = verdict(f.winner, att_lord, def_lord)
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
                after_win(state, a, c, events);
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
                after_win(state, def_seat.unwrap(), c, events);
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
                    lone_lord_holds(state, a, c, events);
                    after_win(state, a, c, events);
                }
                (false, true) => {
                    let d = def_seat.unwrap();
                    state.counties[c].controller = Some(def_f);
                    lone_lord_holds(state, d, c, events);
                    after_win(state, d, c, events);
                }
                (false, false) => {}
            }
        }
    }
}

/// Who the battle report says won. When both armies fall the lords decide it: one lone lord's side
/// wins (R-AFTER-3), two lords duel (R-DUEL-1); only without lords does neither side win.
fn verdict(winner: Winner, att_lord: bool, def_lord: bool) -> &'static str {
    match (winner, att_lord, def_lord) {
        (Winner::Attacker, ..) | (Winner::Neither, true, false) => "Attacker",
        (Winner::Defender, ..) | (Winner::Neither, false, true) => "Defender",
        (Winner::Neither, true, true) => "Duel",
        (Winner::Neither, false, false) => "Neither",
    }
}

/// R-AFTER-3: says that `seat`'s lord alone survived the battle of `c` and holds it.
fn lone_lord_holds(state: &State, seat: u8, c: CountyId, events: &mut Vec<Event>) {
    events.push(Event::public(msg!(
        "oligarchs-lone-lord-holds",
        who = state.faction_label(Faction::Player(seat)),
        county = state.map().name(c)
    )));
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
