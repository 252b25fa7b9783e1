//! How the bot spends: scrolls that pay back and research while the treasury allows, then
//! training up to its castles' production while upkeep stays below income (R-KIN-BOT-1,
//! R-KIN-BOT-2).

use super::Plan;
use crate::kingdoms::market::Scroll;
use crate::kingdoms::orders::Order;
use crate::kingdoms::units::Kind;
use korona_engine::Dice;

/// Scrolls that pay back, and research while the treasury allows.
pub(super) fn buy_scrolls(plan: &mut Plan) {
    let (state, seat) = (plan.state, plan.seat);
    for (i, offer) in state.offers.iter().enumerate() {
        let no = i as u8 + 1;
        let spare = plan.gold.saturating_sub(offer.price);
        let o = match offer.scroll {
            Scroll::Market if spare >= 2 => Some(Order::Buy {
                offer: no,
                at: None,
            }),
            Scroll::Sawmill if spare >= 4 => state
                .units
                .iter()
                .filter(|u| u.owner == seat && u.kind.builds())
                .map(|u| u.area)
                // Not in a castle's area, nor where something is built (R-KIN-MARKET-5).
                .find(|a| {
                    state.owners[*a as usize] == Some(seat)
                        && !state.geo().is_castle(*a)
                        && !state.sawmills.contains(a)
                })
                .map(|a| Order::Buy {
                    offer: no,
                    at: Some(a),
                }),
            Scroll::Production if spare >= 6 => plan.own_castles.first().map(|c| Order::Buy {
                offer: no,
                at: Some(*c),
            }),
            _ => None,
        };
        if let Some(o) = o {
            if plan.add(o) {
                plan.gold = plan.gold.saturating_sub(offer.price);
            }
        }
    }
    if plan.income >= plan.upkeep + 6 {
        plan.add(Order::Research);
    }
}

/// Training in every castle up to its production (less a trireme launched there), front castles
/// first, keeping upkeep below income.
pub(super) fn train(plan: &mut Plan, built_at: Option<u16>, dice: &mut Dice) {
    let state = plan.state;
    for i in 0..plan.own_castles.len() {
        let c = plan.own_castles[i];
        let production =
            state.castle(c).map_or(0, |c| c.production) - u8::from(built_at == Some(c));
        for _ in 0..production {
            let kind = if plan.hard && i == 0 && wants_mage(plan) {
                // One mage at the front castle, to shake the stacks that come at it
                // (R-KIN-BOT-5).
                Kind::Mage
            } else if plan.hard && plan.gold >= 5 && plan.upkeep + 2 <= plan.income {
                // Knights give more fighting power per gold of upkeep and move 2 (R-KIN-BOT-2).
                Kind::Knight
            } else if plan.careful && plan.gold >= 9 && plan.upkeep + 2 < plan.income {
                Kind::Knight
            } else if plan.careful
                && plan.gold >= 8
                && plan.upkeep + 1 < plan.income
                && dice.below(4) == 0
            {
                Kind::Mage
            } else {
                Kind::Swordsman
            };
            if plan.upkeep + kind.stats().upkeep > plan.income {
                break;
            }
            let o = Order::Train {
                n: 1,
                kind,
                castle: c,
                sea: None,
            };
            if plan.add(o) {
                plan.gold -= kind.stats().cost;
                plan.upkeep += kind.stats().upkeep;
            }
        }
    }
}

/// A hard bot's mage (R-KIN-BOT-5): none on the board, none in training and none ordered this
/// round, at least `MAGE_ARMY` ground units of its own, the gold for a knight besides, and the
/// upkeep fits.
fn wants_mage(plan: &Plan) -> bool {
    let (state, seat) = (plan.state, plan.seat);
    let mages = state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind == Kind::Mage)
        .count()
        + state
            .training
            .iter()
            .filter(|t| t.owner == seat && t.kind == Kind::Mage)
            .count()
        + plan
            .orders
            .iter()
            .filter(|o| {
                matches!(
                    o,
                    Order::Train {
                        kind: Kind::Mage,
                        ..
                    }
                )
            })
            .count();
    let army = state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.kind.builds())
        .count();
    mages == 0
        && army >= MAGE_ARMY
        && plan.gold >= Kind::Mage.stats().cost + Kind::Knight.stats().cost
        && plan.upkeep + Kind::Mage.stats().upkeep + 2 <= plan.income
}

/// Swordsmen and knights a hard bot holds before it trains its mage.
const MAGE_ARMY: usize = 4;

/// Repeated single trainings as one order per castle and kind.
pub(super) fn merge_trainings(orders: &mut Vec<Order>) {
    let mut merged: Vec<Order> = Vec::new();
    for o in std::mem::take(orders) {
        if let Order::Train {
            n, kind, castle, ..
        } = o
        {
            if let Some(Order::Train { n: m, .. }) = merged.iter_mut().find(|x| {
                matches!(x, Order::Train { kind: k2, castle: c2, .. } if *k2 == kind && *c2 == castle)
            }) {
                *m += n;
                continue;
            }
        }
        merged.push(o);
    }
    *orders = merged;
}
