//! The built-in bot: recruits, takes empty and neutral counties, attacks with good odds, keeps its lord
//! with an army, bids for offices. Deterministic given the dice; every choice is checked for legality.

use super::army::{Arm, Army};
use super::map::CountyId;
use super::movement;
use super::orders::Action;
use super::recruit::{self, cost};
use super::state::{Phase, State};
use korona_engine::{BotLevel, Dice};

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
            let gift = (level >= BotLevel::Hard)
                .then(|| super::bot_gifts::gift(state, seat))
                .flatten();
            match gift {
                Some((to, amount)) => Action::Give { to, amount },
                None => best_step(state, seat, level).unwrap_or(Action::Pass),
            }
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

fn best_step(state: &State, seat: u8, level: BotLevel) -> Option<Action> {
    let steps = super::bot_steps::scored_steps(state, seat);
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
                super::bot_steps::scored_steps(state, seat)
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
