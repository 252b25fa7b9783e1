//! The march: in a two-seat match, when no attack and no empty county is worth a step, the bot's
//! free stacks move through its own counties towards the rival's lord. Why: the two home
//! provinces lie far apart, and bots that only take what is next to them never meet; 4 of 40
//! two-seat hard matches ran to the final count (R-VICTORY-6) with both lords untouched. A march
//! brings the armies into reach of the attacks of [`super::bot_steps`], which still decide
//! whether to fight; the lord of the only rival is the goal of R-VICTORY-1.

use super::army::Arm;
use super::map::CountyId;
use super::orders::{Action, Part};
use super::recruit::CASTLE_CAP;
use super::state::State;
use std::collections::VecDeque;

/// What a march is worth: above consolidating (1), below any county taken or attack.
const VALUE: i64 = 2;

/// Counties between each county and the only rival's lord: none with more seats, or while that
/// lord is off the map. The march and the hunt of [`super::bot_lord`] both steer by it.
pub(super) fn rival_hops(state: &State, seat: u8) -> Option<Vec<u32>> {
    if state.seats() != 2 {
        return None;
    }
    state
        .lord_county(1 - seat)
        .map(|goal| hops_from(state, goal))
}

/// One march per source stack, each into the own county nearest the rival's lord (`hops`, from
/// [`rival_hops`]) it can reach.
pub(super) fn march(
    state: &State,
    seat: u8,
    sources: &[super::bot_steps::Source],
    hops: &[u32],
    out: &mut Vec<(i64, Action)>,
) {
    let m = state.map();
    for (src, free, costs) in sources {
        let mut units = super::bot_steps::able(*free, 2);
        // R-MOVE-4: an own castle keeps one unit.
        if m.counties[*src].castle && state.counties[*src].units.minus(units).is_empty() {
            let Some(keep) = [Arm::I, Arm::A, Arm::C]
                .into_iter()
                .find(|&a| units.get(a) > 0)
            else {
                continue;
            };
            *units.get_mut(keep) -= 1;
        }
        if units.is_empty() {
            continue;
        }
        let to = (0..m.counties.len())
            .filter(|&c| {
                state.controls(seat, c)
                    && state.counties[c].attack.is_none()
                    && costs[c] <= 2
                    && hops[c] < hops[*src]
                    && (!m.counties[c].castle
                        || state.counties[c].units.total() + units.total() <= CASTLE_CAP)
            })
            .min_by_key(|&c| (hops[c], c));
        let lord_here = state.lord_county(seat) == Some(*src);
        let lord = lord_here && state.counties[*src].units.minus(units).is_empty();
        if let Some(to) = to {
            if lord && state.players[seat as usize].lord_moved {
                continue;
            }
            out.push((
                VALUE,
                Action::Move {
                    to,
                    parts: vec![Part {
                        from: *src,
                        units,
                        lord,
                    }],
                },
            ));
        }
    }
}

/// Counties between each county and `goal`, over the map's borders.
fn hops_from(state: &State, goal: CountyId) -> Vec<u32> {
    let m = state.map();
    let mut hops = vec![u32::MAX; m.counties.len()];
    hops[goal] = 0;
    let mut queue = VecDeque::from([goal]);
    while let Some(c) = queue.pop_front() {
        for &(n, _) in &m.adjacent[c] {
            if hops[n] == u32::MAX {
                hops[n] = hops[c] + 1;
                queue.push_back(n);
            }
        }
    }
    hops
}
