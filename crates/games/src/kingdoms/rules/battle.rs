//! Battles (R-KIN-BATTLE-1..): rounds of simultaneous damage until at most one kingdom is left.
//! No dice: each kingdom deals its units' attack, injured targets first, then cheaper ones, the
//! rest of a kill carrying over to the next unit; the dead leave after the round.

use crate::kingdoms::market::Tech;
use crate::kingdoms::state::State;
use korona_engine::{msg, Dice, Event};
use std::cmp::Reverse;
use std::collections::BTreeMap;

/// Who fights where: indexes into `state.units`, and the castle's defence for its owner.
pub struct Field {
    pub units: Vec<usize>,
    /// `(owner, attack)` a castle adds each round while its owner has units in the battle.
    pub castle: Option<(u8, u32)>,
    /// Kingdoms in the order their units are struck among equally cheap, equally unhurt units of
    /// equally strong enemies, drawn with the dice ([`Field::draw_first`]); empty with two sides,
    /// where each has one enemy (R-KIN-BATTLE-7).
    pub first: Vec<u8>,
}

impl Field {
    /// A field whose kingdoms are struck first in an order drawn with the entry's dice when three
    /// or more meet: neither seat nor unit ids decide (R-KIN-BATTLE-7).
    pub fn draw(
        state: &State,
        units: Vec<usize>,
        castle: Option<(u8, u32)>,
        dice: &mut Dice,
    ) -> Field {
        let mut first: Vec<u8> = units.iter().map(|i| state.units[*i].owner).collect();
        first.sort_unstable();
        first.dedup();
        if first.len() < 3 {
            first.clear();
        } else {
            dice.shuffle(&mut first);
        }
        Field {
            units,
            castle,
            first,
        }
    }
}

/// The damage one kingdom deals in a round: its units' attack (towers only once ready) and its
/// castle's defence (R-KIN-BATTLE-2, R-KIN-CASTLE-2).
fn damage_of(state: &State, field: &Field, owner: u8) -> u32 {
    let mut total: u32 = field
        .units
        .iter()
        .map(|i| &state.units[*i])
        .filter(|u| u.owner == owner && u.damage < u.kind.stats().hp && u.ready)
        .map(|u| state.attack(owner, u.kind))
        .sum();
    if let Some((o, attack)) = field.castle {
        if o == owner {
            total += attack;
        }
    }
    total
}

/// Deals `points` of damage to the living units of `targets`, one point at a time: an injured unit
/// first, then the cheapest, then the lowest id (R-KIN-BATTLE-3).
pub fn deal(state: &mut State, targets: &[usize], points: u32) {
    for _ in 0..points {
        let target = targets
            .iter()
            .copied()
            .filter(|i| {
                let u = &state.units[*i];
                u.damage < u.kind.stats().hp
            })
            .min_by_key(|i| {
                let u = &state.units[*i];
                (u.damage == 0, u.kind.stats().cost, u.id)
            });
        match target {
            Some(i) => state.units[i].damage += 1,
            None => return,
        }
    }
}

/// An enemy unit as a kingdom aims at it: its place in the field, damage and hit points, then cost,
/// its kingdom's strength and drawn place, and its id (the order it is struck in).
type Aim = (usize, u8, u8, u32, Reverse<u32>, u32, u32);

/// Fights a battle to its end; returns the surviving kingdom (if any). Dead units are removed from
/// `state.units` by the caller through [`bury`].
pub fn fight(state: &mut State, field: &Field, place: &str, events: &mut Vec<Event>) -> Option<u8> {
    let alive = |s: &State, i: usize| s.units[i].damage < s.units[i].kind.stats().hp;
    let mut rounds = 0;
    loop {
        let mut owners: Vec<u8> = field
            .units
            .iter()
            .filter(|i| alive(state, **i))
            .map(|i| state.units[*i].owner)
            .collect();
        owners.sort_unstable();
        owners.dedup();
        if owners.len() < 2 {
            let winner = owners.first().copied();
            events.push(Event::public(match winner {
                Some(w) => msg!(
                    "kingdoms-battle-won",
                    area = place,
                    player = w,
                    rounds = rounds
                ),
                None => msg!("kingdoms-battle-nobody", area = place, rounds = rounds),
            }));
            return winner;
        }
        rounds += 1;
        // Everyone deals damage before anyone is removed (R-KIN-BATTLE-4).
        let dealt: Vec<(u8, u32)> = owners
            .iter()
            .map(|o| (*o, damage_of(state, field, *o)))
            .collect();
        if dealt.iter().all(|(_, d)| *d == 0) {
            // Nobody can hurt anybody (unfinished towers alone): they stay side by side.
            return None;
        }
        // Each kingdom aims at the field as the round began, so that no seat deals first and
        // steers the others' damage onto its own victims (R-KIN-BATTLE-7); the hits add up.
        // Among equally cheap enemies the strongest kingdom's units come first, then those of
        // the kingdom the dice put first, then the lowest id: ids follow seats and the map, so
        // ids alone would always spare the same kingdom.
        let mut hits = vec![0u8; field.units.len()];
        let threat: BTreeMap<u8, u32> = dealt.iter().copied().collect();
        for &(owner, points) in &dealt {
            let mut aim: Vec<Aim> = field
                .units
                .iter()
                .enumerate()
                .filter(|(_, i)| state.units[**i].owner != owner && alive(state, **i))
                .map(|(k, i)| {
                    let u = &state.units[*i];
                    let stats = u.kind.stats();
                    let strength = threat.get(&u.owner).copied().unwrap_or(0);
                    let drawn = field.first.iter().position(|o| *o == u.owner).unwrap_or(0) as u32;
                    (
                        k,
                        u.damage,
                        stats.hp,
                        stats.cost,
                        Reverse(strength),
                        drawn,
                        u.id,
                    )
                })
                .collect();
            for _ in 0..points {
                let Some(t) = aim
                    .iter_mut()
                    .filter(|t| t.1 < t.2)
                    .min_by_key(|t| (t.1 == 0, t.3, t.4, t.5, t.6))
                else {
                    break;
                };
                t.1 += 1;
                hits[t.0] += 1;
            }
        }
        for (k, i) in field.units.iter().enumerate() {
            let u = &mut state.units[*i];
            u.damage = (u.damage + hits[k]).min(u.kind.stats().hp);
        }
    }
}

/// Fights a battle, buries its dead and keeps it for the map (R-KIN-BATTLE-1).
pub fn fight_and_bury(
    state: &mut State,
    field: &Field,
    areas: Vec<u16>,
    place: &str,
    events: &mut Vec<Event>,
) {
    let before = state.units.len();
    let winner = fight(state, field, place, events);
    bury(state, None, place, events);
    let fell = (before - state.units.len()) as u32;
    state.battles.push(crate::kingdoms::state::Fought {
        areas,
        winner,
        fell,
    });
}

/// Removes the units killed (as many hits as hit points), in area `at` or anywhere, announcing
/// the losses per kingdom under the name `place`.
pub fn bury(state: &mut State, at: Option<u16>, place: &str, events: &mut Vec<Event>) {
    let mut lost: BTreeMap<u8, usize> = BTreeMap::new();
    state.units.retain(|u| {
        let dead = at.is_none_or(|a| u.area == a) && u.damage >= u.kind.stats().hp;
        if dead {
            *lost.entry(u.owner).or_default() += 1;
        }
        !dead
    });
    for (player, n) in lost {
        events.push(Event::public(msg!(
            "kingdoms-units-lost",
            player = player,
            count = n,
            area = place
        )));
    }
}

/// A battle in every area where units of two or more kingdoms stand after movement, in area order
/// (R-KIN-BATTLE-*); units on board do not fight.
pub fn fight_everywhere(state: &mut State, dice: &mut Dice, events: &mut Vec<Event>) {
    let geo = state.geo();
    for area in geo.areas() {
        let here: Vec<usize> = (0..state.units.len())
            .filter(|i| {
                let u = &state.units[*i];
                u.area == area && !(geo.is_sea(area) && u.kind.is_ground())
            })
            .collect();
        let mut owners: Vec<u8> = here.iter().map(|i| state.units[*i].owner).collect();
        owners.sort_unstable();
        owners.dedup();
        if owners.len() < 2 {
            continue;
        }
        let castle = state.castle(area).and_then(|c| {
            let owner = state.owners[area as usize]?;
            let masonry = u32::from(state.has_tech(owner, Tech::Masonry));
            Some((owner, c.defense as u32 + masonry))
        });
        let field = Field::draw(state, here, castle, dice);
        fight_and_bury(state, &field, vec![area], &geo.name(area), events);
    }
}
