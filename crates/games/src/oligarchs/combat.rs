//! Phase IV (section 18): fighting each battle with the sides' standing orders (the order of battles is
//! [`super::battle_order`]);
//! the consequences live in [`super::withdrawal`] (occupation, withdrawal, retreat) and
//! [`super::defeat`] (duel, escape, capture, vassal oath, elimination).

use super::army::{Arm, Army};
use super::battle::{fight, Chooser, Fought, Kind, Lord, Side, Winner};
use super::defeat::duel;
use super::extra_step::after_win;
use super::map::{CountyId, Terrain};
use super::state::{Attack, Card, Faction, State};
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
    let k = Clash {
        c,
        atk,
        def_f,
        def_seat,
        def_army,
        att_lord,
        def_lord,
    };
    let kind = if m.counties[c].castle {
        Kind::Siege
    } else if m.counties[c].terrain != Terrain::Plain {
        Kind::Terrain
    } else {
        Kind::Open
    };
    let (att_side, def_side, att_dest, def_dest) = sides(state, &k);
    let rain = state.card == Some(Card::RainyAutumn);
    let f = fight(kind, &att_side, &def_side, rain, dice);
    report(state, &k, kind, &f, events);
    if f.retreated {
        after_retreat(state, &k, &f, att_dest, def_dest, events, dice);
    } else {
        after_battle(state, &k, &f, events, dice);
    }
}

/// A battle about to be fought: the attack, the defending faction and its army, the lords there.
struct Clash {
    c: CountyId,
    atk: Attack,
    def_f: Faction,
    def_seat: Option<u8>,
    def_army: Army,
    att_lord: bool,
    def_lord: bool,
}

/// Both sides with their standing orders, and where each may retreat to.
fn sides(state: &State, k: &Clash) -> (Side, Side, Option<CountyId>, Option<CountyId>) {
    let (a, c) = (k.atk.seat, k.c);
    let mut att_side = side(state, Faction::Player(a), k.atk.army, k.att_lord, true);
    let mut def_side = side(state, k.def_f, k.def_army, k.def_lord, false);
    // R-NEUTRAL-3/4: the seat before the attacker rolls for neutral defenders; his standing
    // casualty order, if he gave one, picks their victims (else the NCP).
    if k.def_seat.is_none() {
        def_side.order = neutral_order(state, a);
    }
    // R-ADV-RETREAT: a side may retreat only with a legal destination (royal/neutral troops never do).
    let att_dest = retreat_destination(state, a, c, &k.atk.from, true, k.atk.army.total());
    if let (Some(_), Some(pct)) = (att_dest, state.players[a as usize].standing.retreat) {
        att_side.retreat_at = Some(k.atk.army.total() * pct / 100);
    }
    let def_dest = k
        .def_seat
        .and_then(|d| retreat_destination(state, d, c, &k.atk.from, false, k.def_army.total()));
    if let (Some(_), Some(d)) = (def_dest, k.def_seat) {
        if let Some(pct) = state.players[d as usize].standing.retreat {
            def_side.retreat_at = Some(k.def_army.total() * pct / 100);
        }
    }
    (att_side, def_side, att_dest, def_dest)
}

/// The battle in the trace and in the public report.
fn report(state: &mut State, k: &Clash, kind: Kind, f: &Fought, events: &mut Vec<Event>) {
    let (a, c) = (k.atk.seat, k.c);
    let name = state.map().name(c).to_string();
    super::trace::battle(state, c, kind, &k.atk, k.def_f, k.def_army, f);
    let who = state.faction_label(Faction::Player(a));
    let them = state.faction_label(k.def_f);
    events.push(Event::public(msg!(
        "oligarchs-battle",
        name = name,
        kind = format!("{kind:?}"),
        who = who,
        attacker = k.atk.army.to_string(),
        them = them,
        defender = k.def_army.to_string(),
        attacker_after = f.attacker.to_string(),
        defender_after = f.defender.to_string(),
        winner = verdict(f.winner, k.att_lord, k.def_lord)
    )));
}

/// The losing side retreated (R-ADV-RETREAT): the winner holds the county, the survivors leave.
fn after_retreat(
    state: &mut State,
    k: &Clash,
    f: &Fought,
    att_dest: Option<CountyId>,
    def_dest: Option<CountyId>,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) {
    let (a, c) = (k.atk.seat, k.c);
    match (f.winner, att_dest, def_dest) {
        (Winner::Defender, Some(dest), _) => {
            state.counties[c].units = f.defender;
            retreat_to(
                state, a, f.attacker, k.att_lord, c, dest, k.def_f, events, dice,
            );
        }
        (Winner::Attacker, _, Some(dest)) => {
            occupy(state, c, a, f.attacker, &k.atk.from, events, dice);
            let d = k.def_seat.expect("only players retreat");
            retreat_to(
                state,
                d,
                f.defender,
                k.def_lord,
                c,
                dest,
                Faction::Player(a),
                events,
                dice,
            );
        }
        _ => {}
    }
}

/// The consequences of a battle fought out: occupation, withdrawal, defeat or the lords' duel.
fn after_battle(
    state: &mut State,
    k: &Clash,
    f: &Fought,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) {
    let (a, c) = (k.atk.seat, k.c);
    match f.winner {
        Winner::Attacker => {
            occupy(state, c, a, f.attacker, &k.atk.from, events, dice);
            if k.att_lord {
                after_win(state, a, c, events);
            }
            if k.def_lord {
                defeat(
                    state,
                    k.def_seat.unwrap(),
                    Faction::Player(a),
                    c,
                    events,
                    dice,
                );
            }
        }
        Winner::Defender => {
            state.counties[c].units = f.defender;
            if k.def_lord {
                after_win(state, k.def_seat.unwrap(), c, events);
            }
            if !f.attacker.is_empty() {
                withdraw(
                    state,
                    a,
                    f.attacker,
                    k.att_lord,
                    &k.atk.from,
                    c,
                    events,
                    dice,
                );
            } else if k.att_lord {
                defeat(state, a, k.def_f, c, events, dice);
            }
        }
        Winner::Neither => {
            state.counties[c].units = Army::default();
            state.counties[c].controller = None;
            match (k.att_lord, k.def_lord) {
                (true, true) => duel(state, a, k.def_seat.unwrap(), c, events, dice),
                // R-AFTER-3: the lone lord's side wins and holds the county.
                (true, false) => {
                    state.counties[c].controller = Some(Faction::Player(a));
                    lone_lord_holds(state, a, c, events);
                    after_win(state, a, c, events);
                }
                (false, true) => {
                    let d = k.def_seat.unwrap();
                    state.counties[c].controller = Some(k.def_f);
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
