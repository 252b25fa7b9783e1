//! The treasury at the end of a round and what the night does to the units: income, then upkeep
//! and research paid, research advanced (R-KIN-INCOME-*, R-KIN-UPKEEP-*, R-KIN-TECH-*); the injured
//! heal, mages gather mana, towers are finished (R-KIN-BATTLE-6).

use crate::kingdoms::market::{Tech, TECH_COST};
use crate::kingdoms::state::{State, MAX_MANA};
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Event};

/// Income, then upkeep and research, for each of `seats` (the kingdoms alive when the round
/// resolves), in seat order.
pub fn treasury(state: &mut State, seats: &[u8], events: &mut Vec<Event>) {
    for &seat in seats {
        let income = state.income(seat);
        let mut owed = state.upkeep(seat);
        let k = &mut state.kingdoms[seat as usize];
        k.gold += income;
        if k.research.is_some() {
            owed += TECH_COST;
        }
        if owed > k.gold {
            k.debt = owed - k.gold;
            k.gold = 0;
            events.push(Event::public(msg!(
                "kingdoms-debt",
                player = seat,
                debt = k.debt
            )));
        } else {
            k.gold -= owed;
        }
        if let Some(r) = &mut k.research {
            r.left -= 1;
            if r.left == 0 {
                let tech = r.tech;
                k.techs.push(tech);
                k.techs.sort_unstable();
                k.research = None;
                events.push(Event::public(msg!(
                    "kingdoms-tech-learned",
                    player = seat,
                    tech = tech.name()
                )));
            }
        }
        events.push(Event::public(msg!(
            "kingdoms-treasury",
            player = seat,
            income = income,
            upkeep = owed,
            gold = state.kingdoms[seat as usize].gold
        )));
    }
}

/// End of the turn: the injured heal, mages gather mana, towers are finished (R-KIN-BATTLE-6).
pub fn end_of_turn(state: &mut State) {
    for u in state.units.iter_mut() {
        u.damage = 0;
        u.ready = true;
    }
    let arcana: Vec<bool> = (0..state.seats)
        .map(|s| state.has_tech(s, Tech::Arcana))
        .collect();
    for u in state.units.iter_mut().filter(|u| u.kind == Kind::Mage) {
        let gain = if arcana[u.owner as usize] { 2 } else { 1 };
        u.mana = (u.mana + gain).min(MAX_MANA);
    }
}
