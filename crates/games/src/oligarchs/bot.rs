//! The built-in bot: recruits, takes empty and neutral counties, attacks with good odds, keeps its lord
//! with an army, bids for offices. Deterministic given the dice; every choice is checked for legality.

use super::army::{Arm, Army};
use super::map::CountyId;
use super::movement::{self, reach};
use super::orders::{Action, Part};
use super::recruit::{self, cost};
use super::state::{Faction, LordAt, Phase, State};
use korona_engine::{BotLevel, Dice};

/// A rough fighting value: cavalry is worth more in the open, nothing special in castles.
fn strength(a: Army, siege: bool) -> f64 {
    if siege {
        a.total() as f64
    } else {
        a.c as f64 * 1.5 + a.i as f64 + a.a as f64
    }
}

pub fn choose(state: &State, seat: u8, level: BotLevel, dice: &mut Dice) -> Action {
    match &state.phase {
        Phase::Placement { placed } if !placed.has(korona_engine::Seat(seat)) => {
            Action::Place(super::setup::default_placement(
                state.options.variant,
                state.players[seat as usize].province,
            ))
        }
        Phase::Garrison { turn, .. } if *turn == seat => {
            let (county, arm) =
                super::field_garrison::default_pick(state).expect("a garrison turn has a pick");
            Action::Garrison { county, arm }
        }
        Phase::Recruit { turn } if *turn == seat => {
            Action::Recruit(plan_recruitment(state, seat, level))
        }
        Phase::Move { turn } if *turn == seat => {
            best_step(state, seat, level).unwrap_or(Action::Pass)
        }
        Phase::ExtraStep {
            seat: asked,
            county,
        } if *asked == seat => {
            let parts = super::extra_step::gather_plan(state, seat, *county);
            if parts.is_empty() {
                Action::Pass
            } else {
                Action::Move { to: *county, parts }
            }
        }
        Phase::Election { office, .. }
            if level >= BotLevel::Hard && state.electors().contains(&seat) =>
        {
            Action::Bid(super::bot_bids::hard_bid(state, seat, *office))
        }
        Phase::Election { office, .. } if state.electors().contains(&seat) => {
            let t = state.players[seat as usize].treasury;
            // Spend more on later offices (the nádor is the cheapest to keep), a little noise.
            let share = [4, 3, 2][*office];
            let noise = if level == BotLevel::Easy {
                0
            } else {
                dice.below(3)
            };
            Action::Bid((t / share + noise).min(t))
        }
        // Not this seat's move: a standing order is always legal.
        _ => Action::Reroll(true),
    }
}

/// Fills own castles with units it can afford, keeping a reserve before elections.
fn plan_recruitment(state: &State, seat: u8, level: BotLevel) -> Vec<(CountyId, Army)> {
    let m = state.map();
    let treasury = state.players[seat as usize].treasury;
    let election_soon = state.is_election_year() && level != BotLevel::Easy;
    // The hard bot saves harder: offices decide most matches (see bot_bids.rs).
    let year_before = {
        let n = state.year + 2 - state.first_year();
        (n == 3 || n == 6) && state.year < state.last_year()
    };
    let budget = match (election_soon, level >= BotLevel::Hard) {
        (true, true) => treasury / 8,
        (true, false) => treasury / 2,
        (false, true) if year_before => treasury / 2,
        (false, _) => treasury,
    };
    let mut castles: Vec<CountyId> = m
        .castles()
        .filter(|&c| state.controls(seat, c) && state.counties[c].attack.is_none())
        .collect();
    castles.sort_by_key(|&c| state.counties[c].units.total());
    let mut list: Vec<(CountyId, Army)> = Vec::new();
    let mut spent = 0;
    'outer: for round in 0..7 {
        for &c in &castles {
            let arm = [Arm::I, Arm::A, Arm::C, Arm::I, Arm::C, Arm::A, Arm::I][round];
            if spent + cost(state, seat, arm) > budget {
                continue;
            }
            let mut trial = list.clone();
            trial.push((c, Army::one(arm)));
            if recruit::check(state, seat, &trial).is_ok() {
                spent += cost(state, seat, arm);
                list = trial;
            }
            if spent + 4 > budget {
                break 'outer;
            }
        }
    }
    list
}

/// Units of `seat` that may still move from `c` (none from a county under attack).
fn free(state: &State, seat: u8, c: CountyId) -> Army {
    let h = &state.counties[c];
    if !state.controls(seat, c) || h.attack.is_some() {
        return Army::default();
    }
    h.units.minus(h.moved)
}

/// The part of a move from `c` taking `units`, with the lord when he would otherwise be left alone.
fn part(state: &State, seat: u8, c: CountyId, units: Army) -> Option<Part> {
    let p = &state.players[seat as usize];
    let lord_here = p.lord == LordAt::County(c);
    let left = state.counties[c].units.minus(units);
    let lord = lord_here && left.is_empty();
    if lord && p.lord_moved {
        return None;
    }
    Some(Part {
        from: c,
        units,
        lord,
    })
}

/// Units of `army` that can pay `mp` movement points.
fn able(army: Army, mp: u32) -> Army {
    Army::new(
        if mp <= 4 { army.c } else { 0 },
        if mp <= 2 { army.i } else { 0 },
        if mp <= 2 { army.a } else { 0 },
    )
}

/// Every step the bot considers, with a value; the caller keeps the legal ones.
fn scored_steps(state: &State, seat: u8) -> Vec<(i64, Action)> {
    let m = state.map();
    let n = m.counties.len();
    let mut out = Vec::new();
    let home = state.players[seat as usize].province;
    let p = &state.players[seat as usize];
    // Where each county with movable units can reach this year.
    let sources: Vec<(CountyId, Army, Vec<u32>)> = (0..n)
        .filter_map(|c| {
            let f = free(state, seat, c);
            (!f.is_empty()).then(|| (c, f, reach(state, seat, c)))
        })
        .collect();
    for to in 0..n {
        let h = &state.counties[to];
        if state.closed.contains(&to)
            || h.attack.is_some()
            || h.controller == Some(Faction::Player(seat))
        {
            continue;
        }
        let castle = m.counties[to].castle;
        let enemy = !h.units.is_empty();
        if enemy {
            // Gather everything that can reach (R-MOVE-4), keeping one unit in own castles.
            let mut parts = Vec::new();
            let mut total = Army::default();
            let mut lord = false;
            for (src, f, costs) in &sources {
                let mut can = able(*f, costs[to]);
                if can.is_empty() {
                    continue;
                }
                let stays = state.counties[*src].units.minus(can);
                if m.counties[*src].castle && stays.is_empty() {
                    let keep = [Arm::I, Arm::A, Arm::C]
                        .into_iter()
                        .find(|&a| can.get(a) > 0)
                        .unwrap();
                    *can.get_mut(keep) -= 1;
                    if can.is_empty() {
                        continue;
                    }
                }
                let Some(mut part) = part(state, seat, *src, can) else {
                    continue;
                };
                if p.lord == LordAt::County(*src)
                    && !p.lord_moved
                    && costs[to] <= 4
                    && !can.is_empty()
                {
                    part.lord = part.lord || can.total() * 2 >= state.counties[*src].units.total();
                }
                lord |= part.lord;
                total = total.plus(can);
                parts.push(part);
            }
            if parts.is_empty() {
                continue;
            }
            let siege = castle;
            if siege && total.i == 0 && !lord {
                continue;
            }
            let mut mine = strength(total, siege);
            if lord {
                mine *= 1.2;
            }
            let terrain = m.counties[to].terrain != super::map::Terrain::Plain;
            let theirs = strength(h.units, siege)
                * if siege { 2.0 } else { 1.0 }
                * if terrain { 1.4 } else { 1.0 };
            // Small battles: the exact odds decide (our lord leads our largest arm); big ones: the ratio.
            let exact = total.total() <= 9 && h.units.total() <= 7;
            if exact {
                let kind = if siege {
                    super::battle::Kind::Siege
                } else if terrain {
                    super::battle::Kind::Terrain
                } else {
                    super::battle::Kind::Open
                };
                let my_lord = if lord { total.largest_arm() } else { None };
                let their_lord = h
                    .controller
                    .and_then(Faction::seat)
                    .filter(|&d| state.lord_county(d) == Some(to))
                    .and_then(|_| h.units.largest_arm());
                let o = super::odds::odds(kind, total, h.units, my_lord, their_lord);
                if o.attacker < 0.7 {
                    continue;
                }
            } else if mine < theirs * 1.5 {
                continue;
            }
            let lord_target = h
                .controller
                .and_then(Faction::seat)
                .is_some_and(|d| state.lord_county(d) == Some(to));
            let value = if castle { 30 } else { 8 }
                + if lord_target { 25 } else { 0 }
                + ((mine / theirs) * 3.0) as i64;
            out.push((value, Action::Move { to, parts }));
        } else {
            // Take an empty county with one unit from the biggest source that reaches it.
            let best = sources
                .iter()
                .filter(|(src, f, costs)| {
                    let thin_castle =
                        m.counties[*src].castle && state.counties[*src].units.total() <= 1;
                    !able(*f, costs[to]).is_empty() && !thin_castle
                })
                .max_by_key(|(src, _, _)| {
                    (state.counties[*src].units.total(), std::cmp::Reverse(*src))
                });
            let Some((src, f, costs)) = best else {
                continue;
            };
            let can = able(*f, costs[to]);
            let pick = [Arm::I, Arm::A, Arm::C]
                .into_iter()
                .find(|&a| can.get(a) > 0)
                .unwrap();
            let Some(part) = part(state, seat, *src, Army::one(pick)) else {
                continue;
            };
            if part.lord {
                continue;
            }
            let value = if castle { 25 } else { 6 }
                + if m.counties[to].province == home {
                    3
                } else {
                    0
                }
                + if h.controller.is_some() { 2 } else { 0 };
            out.push((
                value,
                Action::Move {
                    to,
                    parts: vec![part],
                },
            ));
        }
    }
    // Defend the lord: when enemy players near him outnumber his guard, bring units to him.
    if let Some(lc) = state.lord_county(seat) {
        let threat: u32 = m.adjacent[lc]
            .iter()
            .flat_map(|&(n, _)| std::iter::once(n).chain(m.adjacent[n].iter().map(|&(k, _)| k)))
            .filter(
                |&n| matches!(state.counties[n].controller, Some(Faction::Player(o)) if o != seat),
            )
            .map(|n| state.counties[n].units.total())
            .sum();
        let guard = state.counties[lc].units.total();
        let room = if m.counties[lc].castle {
            recruit::CASTLE_CAP.saturating_sub(guard)
        } else {
            u32::MAX
        };
        if threat > guard && room > 0 && state.counties[lc].attack.is_none() {
            for (src, f, costs) in &sources {
                if *src == lc || state.lord_county(seat) == Some(*src) {
                    continue;
                }
                let mut can = able(*f, costs[lc]);
                while can.total() > room {
                    let arm = [Arm::A, Arm::I, Arm::C]
                        .into_iter()
                        .find(|&a| can.get(a) > 0)
                        .unwrap();
                    *can.get_mut(arm) -= 1;
                }
                if can.is_empty()
                    || (m.counties[*src].castle && state.counties[*src].units.minus(can).is_empty())
                {
                    continue;
                }
                if let Some(part) = part(state, seat, *src, can) {
                    out.push((
                        20,
                        Action::Move {
                            to: lc,
                            parts: vec![part],
                        },
                    ));
                }
            }
        }
    }
    // Consolidate: move a non-castle stack into a reachable own county with more units.
    for (src, f, costs) in &sources {
        if m.counties[*src].castle {
            continue;
        }
        let here = state.counties[*src].units.total();
        let target = (0..n)
            .filter(|&c| {
                c != *src
                    && state.controls(seat, c)
                    && state.counties[c].attack.is_none()
                    && costs[c] != u32::MAX
            })
            .filter(|&c| state.counties[c].units.total() > here && able(*f, costs[c]) == *f)
            .filter(|&c| {
                !m.counties[c].castle
                    || state.counties[c].units.total() + f.total() <= recruit::CASTLE_CAP
            })
            .max_by_key(|&c| (state.counties[c].units.total(), std::cmp::Reverse(c)));
        if let (Some(to), Some(part)) = (target, part(state, seat, *src, *f)) {
            out.push((
                1,
                Action::Move {
                    to,
                    parts: vec![part],
                },
            ));
        }
    }
    out.sort_by_key(|a| std::cmp::Reverse(a.0));
    out
}

fn best_step(state: &State, seat: u8, level: BotLevel) -> Option<Action> {
    let steps = scored_steps(state, seat);
    let min_value = if level == BotLevel::Easy { 5 } else { 1 };
    steps
        .into_iter()
        .filter(|(v, _)| *v >= min_value)
        .map(|(_, a)| a)
        .find(|a| match a {
            Action::Move { to, parts } => movement::check(state, seat, *to, parts).is_ok(),
            _ => true,
        })
}

/// Orders the seat could give now, for autocomplete: pass, recruitments of one unit, the bot's steps.
pub fn candidates(state: &State, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    match &state.phase {
        Phase::Placement { .. } => out.push(Action::Place(super::setup::default_placement(
            state.options.variant,
            state.players[seat as usize].province,
        ))),
        Phase::Garrison { turn, .. } if *turn == seat => out.extend(
            super::field_garrison::picks(state)
                .into_iter()
                .map(|(county, arm)| Action::Garrison { county, arm }),
        ),
        Phase::Recruit { turn } if *turn == seat => {
            out.push(Action::Recruit(Vec::new()));
            for c in state.map().castles() {
                for arm in Arm::ALL {
                    let l = vec![(c, Army::one(arm))];
                    if recruit::check(state, seat, &l).is_ok() {
                        out.push(Action::Recruit(l));
                    }
                }
            }
        }
        Phase::Move { turn } if *turn == seat => {
            out.push(Action::Pass);
            out.extend(
                scored_steps(state, seat)
                    .into_iter()
                    .map(|(_, a)| a)
                    .filter(|a| match a {
                        Action::Move { to, parts } => {
                            movement::check(state, seat, *to, parts).is_ok()
                        }
                        _ => false,
                    }),
            );
        }
        Phase::ExtraStep {
            seat: asked,
            county,
        } if *asked == seat => {
            out.push(Action::Pass);
            out.extend(
                super::extra_step::choices(state, seat, *county)
                    .into_iter()
                    .map(|(to, parts)| Action::Move { to, parts }),
            );
        }
        Phase::Election { .. } if state.electors().contains(&seat) => {
            let t = state.players[seat as usize].treasury;
            out.extend([0, t / 4, t / 2, t].into_iter().map(Action::Bid));
            out.dedup();
        }
        _ => {}
    }
    out
}
