//! What must hold in every oligarchs state, and what one entry may change. Tests run it after every
//! entry of seeded bot matches (`tests/invariants.rs`); the rules never call it. Each check cites the
//! rule it guards and names the county or seat that breaks it.
//!
//! Not checked here, and why: treasuries are `u32` and paid with plain subtraction, so a payment
//! beyond one panics in the debug builds tests run (R-GEN-3: never negative); pieces have no pool to
//! exceed (R-GEN-6), so units are checked for conservation instead.

use super::army::Army;
use super::recruit::{arm_limit_ok, CASTLE_CAP};
use super::state::{Faction, LordAt, Phase, State};

/// Every check on `after`, then the checks on the change from `before`.
pub fn check(before: Option<&State>, after: &State) -> Result<(), String> {
    years(after)?;
    counties(after)?;
    players(after)?;
    if let Some(before) = before {
        arm_limits(before, after)?;
        no_units_from_nothing(before, after)?;
        no_lord_left_alone(before, after)?;
    } else {
        // The setup: nothing has been lost yet, so every castle obeys the limit (R-SETUP-11).
        for c in after.map().castles() {
            arm_limit(after, c)?;
        }
    }
    Ok(())
}

/// R-GEN-1: the years of the variant's timeline.
fn years(s: &State) -> Result<(), String> {
    if !(s.first_year()..=s.last_year()).contains(&s.year) {
        return Err(format!(
            "year {} is outside {}..={}",
            s.year,
            s.first_year(),
            s.last_year()
        ));
    }
    Ok(())
}

/// R-CTRL-1/2, R-CASTLE-1, R-MOVE-7, R-MOVE-17: one controller per county owns all its units, castles
/// hold at most 7, the moved and fought parts are parts of the units, closed counties stay empty.
fn counties(s: &State) -> Result<(), String> {
    let m = s.map();
    if s.counties.len() != m.counties.len() {
        return Err(format!(
            "{} counties on a map of {}",
            s.counties.len(),
            m.counties.len()
        ));
    }
    for (c, h) in s.counties.iter().enumerate() {
        let name = m.name(c);
        if !h.units.is_empty() && h.controller.is_none() {
            return Err(format!("{name}: units {} without a controller", h.units));
        }
        if let Some(Faction::Player(p)) = h.controller {
            if p >= s.seats() {
                return Err(format!("{name}: controlled by seat {p} of {}", s.seats()));
            }
        }
        if m.counties[c].castle && h.units.total() > CASTLE_CAP {
            return Err(format!(
                "{name}: castle holds {} (R-CASTLE-1: at most {CASTLE_CAP})",
                h.units
            ));
        }
        if !h.units.contains(&h.moved) || !h.units.contains(&h.fought) {
            return Err(format!(
                "{name}: units {} but moved {} and fought {}",
                h.units, h.moved, h.fought
            ));
        }
        if s.closed.contains(&c) && !h.units.is_empty() {
            return Err(format!("{name}: out of play but holds {}", h.units));
        }
        if let Some(a) = &h.attack {
            if a.seat >= s.seats() || h.controller == Some(Faction::Player(a.seat)) {
                return Err(format!("{name}: seat {} attacks its own county", a.seat));
            }
            if a.army.is_empty() && !a.lord {
                return Err(format!("{name}: an attack by seat {} with nothing", a.seat));
            }
        }
    }
    Ok(())
}

/// R-LORD, R-VASSAL-1, R-OFFICE-1, R-TURN: lords stand in counties their players control, vassals'
/// lords are off the map, offices and turns belong to seats that exist and play.
fn players(s: &State) -> Result<(), String> {
    for (seat, p) in s.players.iter().enumerate() {
        if let LordAt::County(c) = p.lord {
            if c >= s.counties.len() {
                return Err(format!("seat {seat}: lord in county {c}, off the map"));
            }
            // Before the sealed placement is revealed nothing is on the map yet (R-SETUP-11).
            let placed = !matches!(s.phase, Phase::Placement { .. });
            // A lord who attacks stands in the attacked county until the battle (R-MOVE-9).
            let attacking = s.counties[c]
                .attack
                .as_ref()
                .is_some_and(|a| a.seat as usize == seat && a.lord);
            if placed && !attacking && !s.controls(seat as u8, c) {
                return Err(format!(
                    "seat {seat}: lord in {} held by {:?}",
                    s.map().name(c),
                    s.counties[c].controller
                ));
            }
            if p.liege.is_some() {
                return Err(format!("seat {seat}: a vassal with his lord on the map"));
            }
        }
        if p.liege
            .is_some_and(|l| l as usize >= s.players.len() || l as usize == seat)
        {
            return Err(format!("seat {seat}: liege {:?}", p.liege));
        }
    }
    for (office, holder) in s.offices.iter().enumerate() {
        if holder.is_some_and(|h| h >= s.seats()) {
            return Err(format!("office {office} held by seat {holder:?}"));
        }
    }
    let turn = match &s.phase {
        Phase::Recruit { turn } | Phase::Move { turn } | Phase::Garrison { turn, .. } => {
            Some(*turn)
        }
        Phase::ExtraStep { seat, .. } => Some(*seat),
        _ => None,
    };
    if let Some(t) = turn.filter(|_| s.result.is_none()) {
        if s.players.get(t as usize).is_none_or(|p| p.out) {
            return Err(format!("seat {t} is to play but is not in the game"));
        }
    }
    Ok(())
}

/// R-ADV-CASTLE-1 in castle `c` of a player, when the module is on.
fn arm_limit(s: &State, c: usize) -> Result<(), String> {
    let h = &s.counties[c];
    if matches!(h.controller, Some(Faction::Player(_))) && !arm_limit_ok(s, h.units) {
        return Err(format!(
            "{}: garrison {} breaks the arm limit (R-ADV-CASTLE-1)",
            s.map().name(c),
            h.units
        ));
    }
    Ok(())
}

/// Units of `seat` on the map: its counties' and its pending attacks' (R-MOVE-9).
fn units_of(s: &State, seat: u8) -> Army {
    s.counties.iter().fold(Army::default(), |sum, h| {
        let mut sum = sum;
        if h.controller == Some(Faction::Player(seat)) {
            sum = sum.plus(h.units);
        }
        match &h.attack {
            Some(a) if a.seat == seat => sum.plus(a.army),
            _ => sum,
        }
    })
}

/// R-ADV-CASTLE-2: the arm limit is checked after every voluntary change; only losses may break it.
/// A player's castle whose garrison changed and breaks the limit is accepted only if the units its
/// holder lost in this entry (battle casualties, an event card) are enough to explain it: some lawful
/// garrison of at most 7 minus that many units gives it. Units that left by a move, an attack or a
/// withdrawal are still their owner's, so moving out of a castle into an unlawful garrison fails here.
fn arm_limits(before: &State, after: &State) -> Result<(), String> {
    if !after.options.arm_limit {
        return Ok(());
    }
    for c in after.map().castles() {
        let (b, a) = (&before.counties[c], &after.counties[c]);
        if b.controller == a.controller && b.units == a.units {
            continue;
        }
        let Some(Faction::Player(seat)) = a.controller else {
            continue;
        };
        let short = short_of_lawful(after, a.units);
        let lost = units_of(before, seat)
            .total()
            .saturating_sub(units_of(after, seat).total());
        if short > lost {
            return arm_limit(after, c).map_err(|e| {
                format!(
                    "{e}: it held {} and seat {seat} lost only {lost} units in this entry",
                    b.units
                )
            });
        }
    }
    Ok(())
}

/// The fewest units that, added to `army`, give a garrison of at most 7 that obeys the arm limit
/// (0 when it already does; `u32::MAX` when none exists).
fn short_of_lawful(s: &State, army: Army) -> u32 {
    let room = CASTLE_CAP.saturating_sub(army.total());
    (0..=room)
        .find(|&k| {
            (0..=k).any(|c| {
                (0..=k - c).any(|i| arm_limit_ok(s, army.plus(Army::new(c, i, k - c - i))))
            })
        })
        .unwrap_or(u32::MAX)
}

/// Units come only from the setup, recruitment (paid for, R-RECRUIT-2: at least 4 garas a unit)
/// and the cards drawn at a new year (R-CARD-5); every other entry can only keep or lose units.
fn no_units_from_nothing(before: &State, after: &State) -> Result<(), String> {
    let setting_up = matches!(
        before.phase,
        Phase::Placement { .. } | Phase::Garrison { .. }
    );
    if setting_up || before.year != after.year {
        return Ok(());
    }
    let total = |s: &State| -> i64 {
        s.counties
            .iter()
            .map(|h| (h.units.total() + h.attack.as_ref().map_or(0, |a| a.army.total())) as i64)
            .sum()
    };
    let gained = total(after) - total(before);
    let spent: i64 = before
        .players
        .iter()
        .zip(&after.players)
        .map(|(b, a)| (b.treasury as i64 - a.treasury as i64).max(0))
        .sum();
    if gained > 0 && gained * 4 > spent {
        return Err(format!(
            "{gained} units appeared but only {spent} garas were spent on recruits"
        ));
    }
    Ok(())
}

/// R-MOVE-14: a lord is never left alone by a voluntary change or an event. The one exception is the
/// lone lord of a mutual wipe (R-AFTER-3, R-DUEL-3): he may be newly alone only in a county where a
/// battle was pending.
fn no_lord_left_alone(before: &State, after: &State) -> Result<(), String> {
    for (seat, p) in after.players.iter().enumerate() {
        let LordAt::County(c) = p.lord else { continue };
        if !after.units_of(seat as u8, c).is_empty() || after.counties[c].attack.is_some() {
            continue;
        }
        let was_alone_here = before.players[seat].lord == LordAt::County(c)
            && before.units_of(seat as u8, c).is_empty();
        let battle_here = before.counties[c].attack.is_some();
        if !was_alone_here && !battle_here {
            return Err(format!(
                "seat {seat}: lord left alone in {} (R-MOVE-14)",
                after.map().name(c)
            ));
        }
    }
    Ok(())
}
