//! The resolution of a round once all orders are in (R-KIN-TURN-3): payment and instant effects,
//! spells, movement, battles, captures, income, upkeep, builds, healing, victory, the next offer.

use super::battle::{fight_and_bury, Field};
use super::check::default_orders;
use super::movement::{self, Group};
use super::spells;
use crate::kingdoms::market::{self, Scroll, Tech, TECH_COST, TECH_ROUNDS};
use crate::kingdoms::orders::{Action, Order};
use crate::kingdoms::state::{Finish, Research, State, Training, Unit, MAX_MANA};
use crate::kingdoms::units::Kind;
use korona_engine::{msg, Dice, Event, Sealed};
use std::collections::BTreeMap;

pub fn new_unit(state: &mut State, owner: u8, kind: Kind, area: u16) {
    let id = state.next_id;
    state.next_id += 1;
    state.units.push(Unit {
        id,
        owner,
        kind,
        area,
        damage: 0,
        mana: 0,
        ready: kind != Kind::Tower,
    });
}

/// The sea areas a ship built at `castle` may be launched into: those beside it (R-KIN-TRAIN-5).
pub fn launch_seas(state: &State, castle: u16) -> Vec<u16> {
    let geo = state.geo();
    geo.neighbours[castle as usize]
        .iter()
        .copied()
        .filter(|a| geo.is_sea(*a))
        .collect()
}

/// Where a ship built at `castle` is launched: the sea its order named, else one beside the
/// castle drawn with the dice, so that no area's number decides (R-KIN-TRAIN-5).
fn launch_area(state: &State, castle: u16, named: Option<u16>, dice: &mut Dice) -> Option<u16> {
    let seas = launch_seas(state, castle);
    match named.filter(|s| seas.contains(s)) {
        Some(sea) => Some(sea),
        None if seas.is_empty() => None,
        None => Some(seas[dice.pick(seas.len())]),
    }
}

pub fn resolve(state: &mut State, dice: &mut Dice, events: &mut Vec<Event>) {
    let geo = state.geo();
    let seats: Vec<u8> = state.alive().map(|s| s.0).collect();
    let revealed: BTreeMap<u8, Action> = state
        .orders
        .reveal(state.alive(), |s| default_orders(state, s.0).0)
        .into_iter()
        .map(|(s, o)| (s.0, Action(o)))
        .collect();
    events.push(Event::public(msg!(
        "kingdoms-round-resolves",
        round = state.round
    )));
    state.battles.clear();
    for (seat, action) in &revealed {
        events.push(Event::public(msg!(
            "kingdoms-orders-revealed",
            player = *seat,
            orders = action.text(geo)
        )));
    }

    // 0. What is paid and done at once: gold, disbanding, scrolls, research (R-KIN-GOLD-1,
    // R-KIN-UPKEEP-2, R-KIN-MARKET-3).
    for (&seat, action) in &revealed {
        let cost = super::check::cost(state, seat, action);
        let k = &mut state.kingdoms[seat as usize];
        k.gold = k.gold.saturating_sub(cost);
        k.debt = 0;
        for o in &action.0 {
            match o {
                Order::Disband { n, kind, at } => {
                    let mut ids: Vec<u32> =
                        state.units_at(seat, *kind, *at).map(|u| u.id).collect();
                    // The newest go first (R-KIN-UPKEEP-2).
                    ids.reverse();
                    ids.truncate(*n as usize);
                    state.units.retain(|u| !ids.contains(&u.id));
                }
                Order::Train {
                    n,
                    kind,
                    castle,
                    sea,
                } => state.training.push(Training {
                    castle: *castle,
                    owner: seat,
                    kind: *kind,
                    count: *n,
                    round: state.round + kind.stats().build_time as u32 - 1,
                    sea: *sea,
                }),
                Order::Buy { offer, at } => {
                    let scroll = state.offers[*offer as usize - 1].scroll;
                    buy(state, seat, scroll, *at, events);
                }
                Order::Research => {
                    if let Some(tech) = state.tech_offer {
                        state.kingdoms[seat as usize].research = Some(Research {
                            tech,
                            left: TECH_ROUNDS,
                        });
                        events.push(Event::public(msg!(
                            "kingdoms-research-starts",
                            player = seat,
                            tech = tech.name()
                        )));
                    }
                }
                _ => {}
            }
        }
    }

    // 1. Spells (R-KIN-SPELL-1..), all cast at once (R-KIN-SPELL-6).
    let fog = spells::cast_all(state, &revealed, events);

    // 2. Movement (R-KIN-MOVE-*), conveys by ship among it (R-KIN-SHIP-1).
    let mut groups = Vec::new();
    let mut ordered: Vec<u32> = Vec::new();
    for (&seat, action) in &revealed {
        let mut taken: Vec<u32> = Vec::new();
        let mut sailing: Vec<u16> = Vec::new();
        for o in &action.0 {
            let (n, kind, path) = match o {
                Order::Move { n, kind, path } => (n, kind, path),
                Order::Convey { n, kind, path } => {
                    let from_land = !geo.is_sea(path[0]);
                    let seas = movement::seas(geo, path);
                    if seas.len() == 2 && !sailing.contains(&seas[0]) {
                        sailing.push(seas[0]);
                        let ships: Vec<u32> = state
                            .units
                            .iter()
                            .filter(|u| u.owner == seat && u.area == seas[0] && u.kind.is_ship())
                            .map(|u| u.id)
                            .collect();
                        taken.extend(&ships);
                        // From land the ships wait a half turn for the loading, then sail; with
                        // the units already aboard they sail at once (R-KIN-SHIP-4).
                        let path = if from_land {
                            vec![seas[0], seas[0], seas[1]]
                        } else {
                            vec![seas[0], seas[1]]
                        };
                        groups.push(Group {
                            owner: seat,
                            ids: ships,
                            path,
                            pos: 0,
                            stopped: false,
                        });
                    }
                    (n, kind, path)
                }
                _ => continue,
            };
            let ids: Vec<u32> = state
                .units_at(seat, *kind, path[0])
                .map(|u| u.id)
                .filter(|id| !taken.contains(id))
                .take(*n as usize)
                .collect();
            taken.extend(&ids);
            groups.push(Group {
                owner: seat,
                ids,
                path: path.clone(),
                pos: 0,
                stopped: false,
            });
        }
        ordered.extend(taken);
    }
    // Units aboard a ship that sails on a convey without an order of their own sail with it and
    // stay aboard (R-KIN-SHIP-4).
    for g in groups.iter_mut() {
        let start = g.path[0];
        let ships_sail = geo.is_sea(start)
            && g.path.last() != Some(&start)
            && state
                .units
                .iter()
                .any(|u| g.ids.first() == Some(&u.id) && u.kind.is_ship());
        if !ships_sail {
            continue;
        }
        let riders: Vec<u32> = state
            .units
            .iter()
            .filter(|u| u.owner == g.owner && u.area == start && u.kind.is_ground())
            .map(|u| u.id)
            .filter(|id| !ordered.contains(id))
            .collect();
        g.ids.extend(riders);
    }
    movement::run(state, &mut groups, &fog, dice, events);

    // 3. Battles wherever kingdoms meet (R-KIN-BATTLE-*); units on board do not fight.
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

    // Units on board stay aboard across rounds, as many as their own ships there carry; the rest,
    // newest first, and all whose ships sank are lost (R-KIN-SHIP-1, R-KIN-SHIP-3, R-KIN-SHIP-4).
    let mut lost: Vec<u32> = Vec::new();
    for sea in geo.areas().filter(|a| geo.is_sea(*a)) {
        for seat in 0..state.seats {
            let room: usize = state
                .units
                .iter()
                .filter(|u| u.area == sea && u.owner == seat && u.kind.is_ship())
                .map(|u| u.kind.stats().capacity as usize)
                .sum();
            let mut riders: Vec<u32> = state
                .units
                .iter()
                .filter(|u| u.area == sea && u.owner == seat && u.kind.is_ground())
                .map(|u| u.id)
                .collect();
            riders.sort_unstable();
            lost.extend(riders.iter().skip(room));
        }
    }
    if !lost.is_empty() {
        for (player, n) in lost.iter().fold(BTreeMap::<u8, usize>::new(), |mut m, id| {
            let owner = state
                .units
                .iter()
                .find(|u| u.id == *id)
                .map_or(0, |u| u.owner);
            *m.entry(owner).or_default() += 1;
            m
        }) {
            events.push(Event::public(msg!(
                "kingdoms-cargo-lost",
                player = player,
                count = n
            )));
        }
        state.units.retain(|u| !lost.contains(&u.id));
    }

    // Captures (R-KIN-CAPTURE-1..).
    for area in geo.areas().filter(|a| !geo.is_sea(*a)) {
        let mut holders: Vec<u8> = state
            .units
            .iter()
            .filter(|u| u.area == area && u.kind != Kind::Dragon)
            .map(|u| u.owner)
            .collect();
        holders.sort_unstable();
        holders.dedup();
        let dragons: Vec<u8> = state
            .units
            .iter()
            .filter(|u| u.area == area && u.kind == Kind::Dragon)
            .map(|u| u.owner)
            .collect();
        let before = state.owners[area as usize];
        let after = match holders.as_slice() {
            [one] => Some(*one),
            [] if dragons.iter().any(|d| Some(*d) != before) && before.is_some() => None,
            _ => before,
        };
        if after == before {
            continue;
        }
        state.owners[area as usize] = after;
        let name = geo.name(area);
        match after {
            Some(p) if geo.is_castle(area) => events.push(Event::public(msg!(
                "kingdoms-captures",
                player = p,
                area = name.clone()
            ))),
            None => events.push(Event::public(msg!(
                "kingdoms-neutralizes",
                player = dragons[0],
                area = name.clone()
            ))),
            _ => {}
        }
        if let Some(c) = state.castle_mut(area) {
            // R-KIN-TRAIN-2: a captured castle produces 1.
            c.production = 1;
            let lost: Vec<Training> = state
                .training
                .iter()
                .filter(|t| t.castle == area && Some(t.owner) != after)
                .cloned()
                .collect();
            state
                .training
                .retain(|t| !(t.castle == area && Some(t.owner) != after));
            for t in lost {
                events.push(Event::public(msg!(
                    "kingdoms-training-lost",
                    player = t.owner,
                    count = t.count,
                    kind = t.kind.name(),
                    area = name.clone()
                )));
            }
        }
    }

    // 4-5. Income, then upkeep and research (R-KIN-INCOME-*, R-KIN-UPKEEP-*, R-KIN-TECH-*).
    for &seat in &seats {
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

    // 6. Builds in castles that kept their owner (R-KIN-BUILD-1).
    let due: Vec<Training> = state
        .training
        .iter()
        .filter(|t| t.round <= state.round)
        .cloned()
        .collect();
    state.training.retain(|t| t.round > state.round);
    for t in due {
        if state.owners[t.castle as usize] != Some(t.owner) {
            continue;
        }
        let at = if t.kind.is_ship() {
            launch_area(state, t.castle, t.sea, dice)
        } else {
            Some(t.castle)
        };
        let Some(at) = at else { continue };
        for _ in 0..t.count {
            new_unit(state, t.owner, t.kind, at);
        }
        events.push(Event::public(msg!(
            "kingdoms-built",
            player = t.owner,
            count = t.count,
            kind = t.kind.name(),
            area = geo.name(at)
        )));
    }

    // End of the turn: the injured heal, mages gather mana, towers are finished (R-KIN-BATTLE-6).
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

    finish_round(state, events);
    if !state.over() {
        state.round += 1;
        state.offers = market::draw_offers(dice);
        state.tech_offer = market::draw_tech(state.round, dice);
        events.push(Event::public(msg!(
            "kingdoms-new-round",
            round = state.round
        )));
    }
    state.orders = Sealed::new();
    state.revealed = revealed.into_iter().map(|(s, a)| (s, a.0)).collect();
}

/// A scroll's instant effect (R-KIN-MARKET-3..8).
fn buy(state: &mut State, seat: u8, scroll: Scroll, at: Option<u16>, events: &mut Vec<Event>) {
    let geo = state.geo();
    match (scroll, at) {
        (Scroll::Market, _) => state.kingdoms[seat as usize].market = true,
        (Scroll::Defense, Some(a)) => {
            if let Some(c) = state.castle_mut(a) {
                c.defense += 1;
            }
        }
        (Scroll::Production, Some(a)) => {
            if let Some(c) = state.castle_mut(a) {
                c.production = (c.production + 1).min(6);
            }
        }
        (Scroll::Sawmill, Some(a)) => {
            state.sawmills.push(a);
            state.sawmills.sort_unstable();
        }
        (Scroll::Tower, Some(a)) => new_unit(state, seat, Kind::Tower, a),
        (Scroll::DragonEgg | Scroll::Blueprint, Some(a)) => {
            let kind = if scroll == Scroll::DragonEgg {
                Kind::Dragon
            } else {
                Kind::Galleon
            };
            state.training.push(Training {
                castle: a,
                owner: seat,
                kind,
                count: 1,
                round: state.round + kind.stats().build_time as u32 - 1,
                sea: None,
            });
        }
        _ => {}
    }
    events.push(Event::public(msg!(
        "kingdoms-bought",
        player = seat,
        scroll = scroll.name(),
        area = at.map(|a| geo.name(a)).unwrap_or_default()
    )));
}

/// Kingdoms without castles, units or training drop out; someone may have won (R-KIN-WIN-*).
pub fn finish_round(state: &mut State, events: &mut Vec<Event>) {
    for seat in 0..state.seats {
        if !state.kingdoms[seat as usize].alive {
            continue;
        }
        let has = state.castles_of(seat) > 0
            || state.units.iter().any(|u| u.owner == seat)
            || state.training.iter().any(|t| t.owner == seat);
        if !has {
            eliminate(state, seat);
            events.push(Event::public(msg!("kingdoms-out", player = seat)));
        }
    }
    let alive: Vec<u8> = state.alive().map(|s| s.0).collect();
    let best = |state: &State, among: &[u8]| {
        among.iter().copied().max_by_key(|s| {
            (
                state.castles_of(*s),
                state.kingdoms[*s as usize].gold,
                std::cmp::Reverse(*s),
            )
        })
    };
    let to_win = state.to_win() as usize;
    let reached: Vec<u8> = alive
        .iter()
        .copied()
        .filter(|s| state.castles_of(*s) >= to_win)
        .collect();
    let finish = if !reached.is_empty() {
        best(state, &reached).map(|w| Finish {
            winner: Some(w),
            reason: msg!("kingdoms-reason-castles", n = state.castles_of(w)),
        })
    } else if alive.len() == 1 {
        Some(Finish {
            winner: Some(alive[0]),
            reason: msg!("kingdoms-reason-last"),
        })
    } else if alive.is_empty() {
        Some(Finish {
            winner: None,
            reason: msg!("kingdoms-reason-nobody"),
        })
    } else if state.round >= state.max_rounds {
        let w = best(state, &alive).expect("someone is alive");
        let key = |s: u8| (state.castles_of(s), state.kingdoms[s as usize].gold);
        let tied = alive.iter().filter(|s| key(**s) == key(w)).count() > 1;
        Some(Finish {
            winner: (!tied).then_some(w),
            reason: msg!("kingdoms-reason-rounds", rounds = state.max_rounds),
        })
    } else {
        None
    };
    if let Some(f) = finish {
        events.push(Event::public(match f.winner {
            Some(w) => msg!("kingdoms-wins", player = w, reason = f.reason.clone()),
            None => msg!("kingdoms-draw", reason = f.reason.clone()),
        }));
        state.finish = Some(f);
    }
}

/// A kingdom leaves the match: its units go and its areas fall free (R-KIN-WIN-4).
pub fn eliminate(state: &mut State, seat: u8) {
    state.kingdoms[seat as usize].alive = false;
    state.units.retain(|u| u.owner != seat);
    state.training.retain(|t| t.owner != seat);
    for o in state.owners.iter_mut() {
        if *o == Some(seat) {
            *o = None;
        }
    }
    state.orders.withdraw(korona_engine::Seat(seat));
}
