//! Phase IV (sections 18-20): the order of battles, fighting each with the standing orders, and what
//! follows: occupation, withdrawal, the duel, the lone lord, escape, capture, elimination.

use super::army::{Arm, Army};
use super::battle::{fight, Chooser, Kind, Lord, Side, Winner};
use super::map::{CountyId, Terrain};
use super::recruit::{arm_limit_ok, CASTLE_CAP};
use super::state::{Attack, Card, Faction, LordAt, State};
use korona_engine::{Dice, Event};

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
                (true, false) => state.counties[c].controller = Some(Faction::Player(a)),
                (false, true) => state.counties[c].controller = Some(def_f),
                (false, false) => {}
            }
        }
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
fn retreat_to(
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
    events.push(Event::public(format!(
        "{army} of seat {seat} retreat to {}",
        m.name(dest)
    )));
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
fn occupy(
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
/// (most own units, then map order). With none, the group is lost (the forced battle of 8c is not
/// implemented).
#[allow(clippy::too_many_arguments)]
fn withdraw(
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
        let cap =
            !m.counties[n].castle || state.units_of(seat, n).total() + army.total() <= CASTLE_CAP;
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
            let h = &mut state.counties[n];
            h.controller = Some(Faction::Player(seat));
            h.units = h.units.plus(army);
            if lord {
                state.players[seat as usize].lord = LordAt::County(n);
            }
            events.push(Event::public(format!("{army} withdraw to {}", m.name(n))));
        }
        None if forced_battle(state, seat, army, lord, c, events, dice) => {}
        None => {
            events.push(Event::public(format!(
                "{army} find no way out of {} and are lost",
                m.name(c)
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
    if lord {
        state.players[seat as usize].lord = LordAt::County(t);
    }
    events.push(Event::public(format!(
        "{army} are cornered and must attack {}",
        m.name(t)
    )));
    battle(state, t, events, dice);
    true
}

/// R-DUEL-1/2/3: both lords roll until exactly one rolls a 6; the loser dies, the winner takes all.
fn duel(state: &mut State, a: u8, d: u8, c: CountyId, events: &mut Vec<Event>, dice: &mut Dice) {
    let judge = state.offices[0];
    let mut reroll_left = true;
    let mut roll = |seat: u8, dice: &mut Dice| {
        let r = dice.d6();
        if r != 6 && reroll_left && judge == Some(seat) {
            reroll_left = false;
            return dice.d6();
        }
        r
    };
    let winner = loop {
        let (ra, rd) = (roll(a, dice), roll(d, dice));
        match (ra == 6, rd == 6) {
            (true, false) => break a,
            (false, true) => break d,
            _ => continue,
        }
    };
    let loser = if winner == a { d } else { a };
    events.push(Event::public(format!(
        "duel in {}: seat {winner} kills seat {loser}'s lord",
        state.map().name(c)
    )));
    state.counties[c].controller = Some(Faction::Player(winner));
    eliminate(state, loser, winner, events);
}

/// A defeated lord (R-DEFEAT-1..4): escape on a 6 to an adjacent county with own units; else capture by
/// royal/neutral victors (R-CAPTURE-1) or elimination by a player (R-ELIM).
pub fn defeat(
    state: &mut State,
    loser: u8,
    victor: Faction,
    c: CountyId,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) {
    let m = state.map();
    let refuge = m.adjacent[c]
        .iter()
        .map(|&(n, _)| n)
        .filter(|&n| !state.units_of(loser, n).is_empty())
        .max_by_key(|&n| (state.units_of(loser, n).total(), std::cmp::Reverse(n)));
    if let Some(n) = refuge {
        let mut r = dice.d6();
        if r != 6
            && state.offices[0] == Some(loser)
            && state.players[loser as usize].standing.reroll
        {
            r = dice.d6();
        }
        if r == 6 {
            state.players[loser as usize].lord = LordAt::County(n);
            events.push(Event::public(format!(
                "seat {loser}'s lord escapes to {}",
                m.name(n)
            )));
            return;
        }
        events.push(Event::public(format!(
            "seat {loser}'s lord fails to escape ({r})"
        )));
    }
    defeat_without_escape(state, loser, victor, events);
}

fn defeat_without_escape(state: &mut State, loser: u8, victor: Faction, events: &mut Vec<Event>) {
    match victor {
        Faction::Player(v) => {
            // R-VASSAL-1, section 25 defaults: the loser offers the oath, the victor accepts if the
            // loser holds a castle. R-DEFEAT-5: a vassal's army takes no vassals.
            let offers = !state.players[loser as usize].standing.refuse_oath;
            let accepts =
                !state.players[v as usize].standing.refuse_vassals && state.castles_of(loser) >= 1;
            let victor_free =
                state.players[v as usize].liege.is_none() && state.lord_county(v).is_some();
            if offers && accepts && victor_free {
                make_vassal(state, loser, v, events);
            } else {
                eliminate(state, loser, v, events);
            }
        }
        _ => {
            // R-CAPTURE-1/2
            let dies = state.year + 3;
            state.players[loser as usize].lord = LordAt::Captive { dies };
            vacate_offices(state, loser);
            events.push(Event::public(format!(
                "seat {loser}'s lord is captured; ransom 20 garas before {dies}"
            )));
        }
    }
}

/// R-VASSAL-2/10: the lord leaves the map, offices lapse, the treasury goes to the liege, own vassals
/// are freed first.
fn make_vassal(state: &mut State, loser: u8, liege: u8, events: &mut Vec<Event>) {
    free_vassals(state, loser, events);
    vacate_offices(state, loser);
    let money = std::mem::take(&mut state.players[loser as usize].treasury);
    state.players[liege as usize].treasury += money;
    let p = &mut state.players[loser as usize];
    p.lord = LordAt::Gone;
    p.liege = Some(liege);
    p.queue.clear();
    events.push(Event::public(format!(
        "seat {loser} swears fealty to seat {liege}, who takes {money} garas"
    )));
}

/// R-VASSAL-9: when a liege falls his vassals are freed; each lord returns to his county with most
/// units (R-VASSAL-11: a vassal with nothing left is out).
pub fn free_vassals(state: &mut State, liege: u8, events: &mut Vec<Event>) {
    for v in 0..state.seats() {
        if state.players[v as usize].liege != Some(liege) || state.players[v as usize].out {
            continue;
        }
        state.players[v as usize].liege = None;
        let home = (0..state.counties.len())
            .filter(|&c| !state.units_of(v, c).is_empty())
            .max_by_key(|&c| (state.units_of(v, c).total(), std::cmp::Reverse(c)));
        match home {
            Some(c) => {
                state.players[v as usize].lord = LordAt::County(c);
                events.push(Event::public(format!(
                    "seat {v} is freed; his lord returns to {}",
                    state.map().name(c)
                )));
            }
            None => {
                state.players[v as usize].out = true;
                events.push(Event::public(format!(
                    "seat {v} is freed but has nothing left"
                )));
            }
        }
    }
}

fn vacate_offices(state: &mut State, seat: u8) {
    for o in &mut state.offices {
        if *o == Some(seat) {
            *o = None;
        }
    }
}

/// R-ELIM-1..7: one victor unit per county the loser had units in, empty counties and money pass to the
/// victor, offices fall vacant, pending battles pass to the victor (cancelled if against himself).
pub fn eliminate(state: &mut State, loser: u8, victor: u8, events: &mut Vec<Event>) {
    let (lf, vf) = (Faction::Player(loser), Faction::Player(victor));
    let convert = |army: Army| {
        Army::one(
            [Arm::C, Arm::I, Arm::A]
                .into_iter()
                .find(|&a| army.get(a) > 0)
                .unwrap_or(Arm::I),
        )
    };
    for c in 0..state.counties.len() {
        let h = &mut state.counties[c];
        if h.controller == Some(lf) {
            h.controller = Some(vf);
            if !h.units.is_empty() {
                h.units = convert(h.units);
                h.moved = Army::default();
            }
        }
        if let Some(at) = h.attack.as_mut().filter(|a| a.seat == loser) {
            at.seat = victor;
            at.army = convert(at.army);
            at.lord = false;
        }
        if h.attack.as_ref().is_some_and(|a| a.seat == victor) && h.controller == Some(vf) {
            let at = h.attack.take().unwrap();
            h.units = h.units.plus(at.army);
        }
    }
    let money = std::mem::take(&mut state.players[loser as usize].treasury);
    state.players[victor as usize].treasury += money;
    vacate_offices(state, loser);
    // R-ELIM-6
    free_vassals(state, loser, events);
    let p = &mut state.players[loser as usize];
    p.out = true;
    p.lord = LordAt::Gone;
    events.push(Event::public(format!(
        "seat {loser} is eliminated; seat {victor} takes his lands and {money} garas"
    )));
}

/// R-NEUTRAL-6 / R-CAPTURE-6: a player who leaves (or dies in captivity): units become neutral in his
/// colour, money to the royal treasury, offices vacant, his pending attacks are dropped.
pub fn remove_player(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    let f = Faction::Player(seat);
    let colour = Faction::Neutral(state.players[seat as usize].province);
    for h in &mut state.counties {
        if h.controller == Some(f) {
            h.controller = if h.units.is_empty() {
                None
            } else {
                Some(colour)
            };
            h.moved = Army::default();
        }
        if h.attack.as_ref().is_some_and(|a| a.seat == seat) {
            h.attack = None;
        }
    }
    let money = std::mem::take(&mut state.players[seat as usize].treasury);
    state.royal_treasury += money;
    vacate_offices(state, seat);
    free_vassals(state, seat, events);
    let p = &mut state.players[seat as usize];
    p.out = true;
    p.lord = LordAt::Gone;
    p.passed = true;
    events.push(Event::public(format!(
        "seat {seat} leaves the game; his troops stand neutral"
    )));
}
