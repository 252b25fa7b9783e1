//! What holds in every state kingdoms makes (R-KIN-INV-1): units where their kind may stand,
//! ownership consistent, at most one kingdom per land area after a round, production 1-6, debt only
//! with an empty treasury, units never from nothing.

use super::state::{State, MAX_MANA};

pub fn check(before: Option<&State>, s: &State) -> Result<(), String> {
    let geo = s.geo();
    if s.owners.len() != geo.len() {
        return Err("one owner slot per area".into());
    }
    units(s)?;
    areas(s)?;
    aboard(s)?;
    treasuries_and_castles(s)?;
    if let Some(b) = before {
        since(b, s)?;
    }
    Ok(())
}

/// Each unit: a unique id, a kingdom in play, on the map where its kind may stand, healed.
fn units(s: &State) -> Result<(), String> {
    let geo = s.geo();
    let mut ids = std::collections::BTreeSet::new();
    for u in &s.units {
        if !ids.insert(u.id) || u.id >= s.next_id {
            return Err(format!("unit id {} repeated or beyond next id", u.id));
        }
        if u.owner >= s.seats || !s.kingdoms[u.owner as usize].alive {
            return Err(format!("unit {} of a kingdom not in play", u.id));
        }
        if (u.area as usize) >= geo.len() {
            return Err(format!("unit {} off the map", u.id));
        }
        let sea = geo.is_sea(u.area);
        let aboard = sea && u.kind.is_ground();
        if (sea && !u.kind.on_sea() && !aboard) || (!sea && !u.kind.on_land()) {
            return Err(format!(
                "{} {} in {}",
                u.kind.name(),
                u.id,
                geo.name(u.area)
            ));
        }
        if u.damage >= u.kind.stats().hp {
            return Err(format!("unit {} is dead but still on the map", u.id));
        }
        if u.damage != 0 {
            return Err(format!("unit {} not healed at the end of the turn", u.id));
        }
        if u.mana > MAX_MANA {
            return Err(format!("mage {} holds {} mana", u.id, u.mana));
        }
    }
    Ok(())
}

/// No sea owned, no area of a kingdom out, at most one kingdom per land area after a round.
fn areas(s: &State) -> Result<(), String> {
    let geo = s.geo();
    for a in geo.areas() {
        let o = s.owners[a as usize];
        if geo.is_sea(a) && o.is_some() {
            return Err(format!("sea area {} owned", geo.name(a)));
        }
        if o.is_some_and(|o| o >= s.seats || !s.kingdoms[o as usize].alive) {
            return Err(format!("{} owned by a kingdom not in play", geo.name(a)));
        }
        if !geo.is_sea(a) {
            let mut here: Vec<u8> = s
                .units
                .iter()
                .filter(|u| u.area == a)
                .map(|u| u.owner)
                .collect();
            here.sort_unstable();
            here.dedup();
            if here.len() > 1 {
                return Err(format!(
                    "kingdoms {here:?} share {} after a round",
                    geo.name(a)
                ));
            }
        }
    }
    Ok(())
}

/// Units at sea are aboard their own ships, within their capacity (R-KIN-SHIP-4).
fn aboard(s: &State) -> Result<(), String> {
    let geo = s.geo();
    for sea in geo.areas().filter(|a| geo.is_sea(*a)) {
        for seat in 0..s.seats {
            let mine = s.units.iter().filter(|u| u.area == sea && u.owner == seat);
            let room: usize = mine
                .clone()
                .filter(|u| u.kind.is_ship())
                .map(|u| u.kind.stats().capacity as usize)
                .sum();
            let riders = mine.filter(|u| u.kind.is_ground()).count();
            if riders > room {
                return Err(format!(
                    "{riders} units aboard in {} with room for {room}",
                    geo.name(sea)
                ));
            }
        }
    }
    Ok(())
}

/// Production 1-6, debt only with an empty treasury, training only in castles.
fn treasuries_and_castles(s: &State) -> Result<(), String> {
    let geo = s.geo();
    for c in &s.castles {
        if !(1..=6).contains(&c.production) {
            return Err(format!(
                "castle {} produces {}",
                geo.name(c.area),
                c.production
            ));
        }
    }
    for k in &s.kingdoms {
        if k.debt > 0 && k.gold > 0 {
            return Err("a kingdom in debt with gold in its treasury".into());
        }
    }
    for t in &s.training {
        if s.castle(t.castle).is_none() {
            return Err(format!("training at {}, not a castle", geo.name(t.castle)));
        }
    }
    Ok(())
}

/// Against the state before: ids and rounds never go back, no unit from nothing, and nothing on
/// the map moves before the reveal.
fn since(b: &State, s: &State) -> Result<(), String> {
    if s.next_id < b.next_id {
        return Err("unit ids went back".into());
    }
    let made = (s.next_id - b.next_id) as usize;
    if s.units.len() > b.units.len() + made {
        return Err("units made from nothing".into());
    }
    if s.round < b.round {
        return Err("the round went back".into());
    }
    if s.round == b.round && !s.over() {
        // Only a submission: nothing on the map moves before the reveal (R-KIN-TURN-2).
        if s.units != b.units || s.owners != b.owners {
            return Err("the map changed before all orders were in".into());
        }
    }
    Ok(())
}
