//! Event cards (section 7): drawn at the start of every year, effects for the whole year.

use super::army::{Arm, Army};
use super::map::CountyId;
use super::state::{Card, Faction, State};
use korona_engine::msg;
use korona_engine::{Dice, Event};

/// Every side for card arithmetic: each player, the Crown, each neutral colour (R-EVENT-7).
fn sides(state: &State) -> Vec<Faction> {
    let mut v: Vec<Faction> = state
        .counties
        .iter()
        .filter(|h| !h.units.is_empty())
        .filter_map(|h| h.controller)
        .collect();
    v.sort();
    v.dedup();
    v
}

fn stacks(state: &State, f: Faction) -> Vec<CountyId> {
    (0..state.counties.len())
        .filter(|&c| state.counties[c].controller == Some(f) && !state.counties[c].units.is_empty())
        .collect()
}

/// Removes `n` units of the given arms, one at a time from the largest stack holding one, a player's
/// spared counties last (section 25 default and the `spare` order; by lot for royal/neutral sides,
/// R-EVENT-7), never a lord's last escort (R-EVENT-8).
fn lose(state: &mut State, f: Faction, n: u32, arms: &[Arm], dice: &mut Dice) -> Army {
    let spare = f
        .seat()
        .map(|seat| state.players[seat as usize].standing.spare.clone())
        .unwrap_or_default();
    let mut lost = Army::default();
    for _ in 0..n {
        let Some((c, arm)) = [false, true]
            .into_iter()
            .find_map(|spared| victim(state, f, arms, |c| spare.contains(&c) == spared, dice))
        else {
            break;
        };
        let h = &mut state.counties[c];
        *h.units.get_mut(arm) -= 1;
        h.moved = Army::new(
            h.moved.c.min(h.units.c),
            h.moved.i.min(h.units.i),
            h.moved.a.min(h.units.a),
        );
        *lost.get_mut(arm) += 1;
    }
    lost
}

/// The next unit `f` loses among the stacks `allowed` admits: the first arm of `arms` present, from
/// the largest such stack (players) or a stack drawn by lot (royal and neutral sides).
fn victim(
    state: &State,
    f: Faction,
    arms: &[Arm],
    allowed: impl Fn(CountyId) -> bool,
    dice: &mut Dice,
) -> Option<(CountyId, Arm)> {
    arms.iter().find_map(|&arm| {
        let cands: Vec<CountyId> = stacks(state, f)
            .into_iter()
            .filter(|&c| allowed(c) && state.counties[c].units.get(arm) > 0)
            .filter(|&c| !last_escort(state, f, c))
            .collect();
        if cands.is_empty() {
            return None;
        }
        let c = if f.seat().is_some() {
            *cands
                .iter()
                .max_by_key(|&&c| (state.counties[c].units.total(), std::cmp::Reverse(c)))
                .unwrap()
        } else {
            cands[dice.pick(cands.len())]
        };
        Some((c, arm))
    })
}

/// R-EVENT-8: the stack in `c` is the last unit standing with `f`'s lord, which no card takes (the
/// lord may never stay alone, R-MOVE-14); that loss falls on other stacks or is not suffered.
fn last_escort(state: &State, f: Faction, c: CountyId) -> bool {
    f.seat().is_some_and(|seat| {
        state.lord_county(seat) == Some(c) && state.counties[c].units.total() == 1
    })
}

fn count(state: &State, f: Faction) -> Army {
    stacks(state, f)
        .into_iter()
        .fold(Army::default(), |a, c| a.plus(state.counties[c].units))
}

/// Draws and applies this year's card (R-EVENT-1, R-EVENT-3: income cards are void in the first year).
pub fn draw(state: &mut State, events: &mut Vec<Event>, dice: &mut Dice) {
    let Some(card) = (!state.deck.is_empty()).then(|| state.deck.remove(0)) else {
        state.card = None;
        return;
    };
    state.card = Some(card);
    let first = state.year == state.first_year();
    events.push(Event::public(msg!(
        "oligarchs-event-card-is",
        year = state.year,
        card = card.name()
    )));
    match card {
        // R-CARD-1: permanent, void if drawn in 1301.
        Card::Guilds if !first => state.guilds = true,
        // R-CARD-3 (infantry part; the income part is applied at income).
        Card::PeasantRevolt => {
            for f in sides(state) {
                let n = count(state, f).i / 3;
                let lost = lose(state, f, n, &[Arm::I], dice);
                if !lost.is_empty() {
                    events.push(Event::public(msg!(
                        "oligarchs-loses-to-revolt",
                        faction = state.faction_label(f),
                        lost = lost.to_string()
                    )));
                }
            }
        }
        // R-CARD-4: players lose a quarter (cheapest first), others a quarter as infantry.
        Card::Plague => {
            for f in sides(state) {
                let n = count(state, f).total() / 4;
                // R-EVENT-7: a player's standing `losses` order, else cheapest first (section 25).
                let arms: Vec<Arm> = match f.seat() {
                    Some(seat) => state.players[seat as usize]
                        .standing
                        .losses
                        .unwrap_or([Arm::A, Arm::I, Arm::C])
                        .to_vec(),
                    None => vec![Arm::I],
                };
                let lost = lose(state, f, n, &arms, dice);
                if !lost.is_empty() {
                    events.push(Event::public(msg!(
                        "oligarchs-loses-to-plague",
                        faction = state.faction_label(f),
                        lost = lost.to_string()
                    )));
                }
            }
        }
        // R-CARD-5: a free infantry in every castle where the cap allows; garrisons +1 infantry.
        Card::BloodySword => {
            let castles: Vec<CountyId> = state.map().castles().collect();
            for c in castles {
                let h = &state.counties[c];
                let Some(f) = h.controller else { continue };
                let room = h.units.total() < 7
                    && (f.seat().is_none()
                        || super::recruit::arm_limit_ok(state, h.units.plus(Army::new(0, 1, 0))));
                if room && (f.seat().is_some() || !h.units.is_empty()) {
                    state.counties[c].units.i += 1;
                }
            }
        }
        _ => {}
    }
}
