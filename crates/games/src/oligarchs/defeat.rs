//! The defeat of a lord (section 20): duel, escape, capture, vassal oath, elimination; and a player
//! leaving the game.

use super::army::{Arm, Army};
use super::map::CountyId;
use super::state::{Faction, LordAt, State};
use korona_engine::msg;
use korona_engine::{Dice, Event};

/// R-DUEL-1/2/3: both lords roll until exactly one rolls a 6; the loser dies, the winner takes all.
pub fn duel(
    state: &mut State,
    a: u8,
    d: u8,
    c: CountyId,
    events: &mut Vec<Event>,
    dice: &mut Dice,
) {
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
    events.push(Event::public(msg!(
        "oligarchs-duel-in-seat-kills-seat",
        county = state.map().name(c),
        winner = winner,
        loser = loser
    )));
    state.counties[c].controller = Some(Faction::Player(winner));
    eliminate(state, loser, winner, events);
    // R-DUEL-3: the winner stands alone; R-AFTER-3 sends him to his troops.
    super::extra_step::after_win(state, winner, c, events);
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
            events.push(Event::public(msg!(
                "oligarchs-seat-s-lord-escapes-to",
                loser = loser,
                county = m.name(n)
            )));
            return;
        }
        events.push(Event::public(msg!(
            "oligarchs-seat-s-lord-fails-to",
            loser = loser,
            r = r
        )));
    }
    defeat_without_escape(state, loser, victor, events);
}

pub(super) fn defeat_without_escape(
    state: &mut State,
    loser: u8,
    victor: Faction,
    events: &mut Vec<Event>,
) {
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
            events.push(Event::public(msg!(
                "oligarchs-seat-s-lord-is-captured",
                loser = loser,
                dies = dies
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
    events.push(Event::public(msg!(
        "oligarchs-seat-swears-fealty-to-seat",
        loser = loser,
        liege = liege,
        money = money
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
                events.push(Event::public(msg!(
                    "oligarchs-seat-is-freed-his-lord",
                    v = v,
                    county = state.map().name(c)
                )));
            }
            None => {
                state.players[v as usize].out = true;
                events.push(Event::public(msg!(
                    "oligarchs-seat-is-freed-but-has",
                    v = v
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
    events.push(Event::public(msg!(
        "oligarchs-seat-is-eliminated-seat-takes",
        loser = loser,
        victor = victor,
        money = money
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
    events.push(Event::public(msg!(
        "oligarchs-seat-leaves-game-his-troops",
        seat = seat
    )));
}
