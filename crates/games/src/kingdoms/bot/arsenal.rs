//! The scroll-built kinds (R-KIN-BOT-4), for a hard bot: a guard tower at the front castle (no upkeep, attack 3), a
//! dragon egg when the income carries a dragon's upkeep (15 points of attack times hit points for
//! 4 gold, over land and water), a galleon blueprint at a castle beside the sea (28 points for 2).

use super::Plan;
use crate::kingdoms::market::Scroll;
use crate::kingdoms::orders::Order;
use crate::kingdoms::rules::builds::launch_seas;
use crate::kingdoms::units::Kind;

/// Buys the scroll-built kinds that pay, for a hard bot: towers, and eggs and blueprints while
/// income still covers the new upkeep with 2 to spare. (Towers for medium too made hard lose more
/// of the ladder.)
pub(super) fn buy(plan: &mut Plan) {
    let (state, seat) = (plan.state, plan.seat);
    for (i, offer) in state.offers.iter().enumerate() {
        let no = i as u8 + 1;
        if plan.gold < offer.price {
            continue;
        }
        let fits = |plan: &Plan, kind: Kind| plan.upkeep + kind.stats().upkeep + 2 <= plan.income;
        let at = match offer.scroll {
            // The front castle first (the list is front first), where one of its soldiers stands
            // and no tower does yet.
            Scroll::Tower if plan.hard => plan.own_castles.iter().copied().find(|c| {
                let mine = |k: fn(Kind) -> bool| {
                    state
                        .units
                        .iter()
                        .any(|u| u.owner == seat && u.area == *c && k(u.kind))
                };
                mine(Kind::builds) && !mine(|k| k == Kind::Tower)
            }),
            Scroll::DragonEgg if plan.hard && fits(plan, Kind::Dragon) => {
                plan.own_castles.first().copied()
            }
            Scroll::Blueprint if plan.hard && fits(plan, Kind::Galleon) => plan
                .own_castles
                .iter()
                .copied()
                .find(|c| !launch_seas(state, *c).is_empty()),
            _ => None,
        };
        let Some(at) = at else { continue };
        if plan.add(Order::Buy {
            offer: no,
            at: Some(at),
        }) {
            plan.gold -= offer.price;
            plan.upkeep += match offer.scroll {
                Scroll::DragonEgg => Kind::Dragon.stats().upkeep,
                Scroll::Blueprint => Kind::Galleon.stats().upkeep,
                _ => 0,
            };
        }
    }
}
