//! The standing orders a seat sets once and keeps (casualties, the lord's arm, retreat, the extra
//! step, event losses, vassal choices...): offered apart from the turn's orders, each marked where it
//! is the seat's setting now, so the `/settings` menu shows what holds.

use super::army::Arm;
use super::orders::{self, Action};
use super::state::{Standing, State};
use korona_engine::Choice;

/// Every standing order `seat` may give, the ones in force labelled `(now)`.
pub fn choices(state: &State, seat: u8) -> Vec<Choice> {
    let Some(player) = state.players.get(seat as usize).filter(|p| !p.out) else {
        return Vec::new();
    };
    if state.result.is_some() {
        return Vec::new();
    }
    let mut all = super::bot::standing(state);
    all.push(Action::Losses(None));
    all.extend(ARM_ORDERS.map(|o| Action::Losses(Some(o))));
    all.extend([true, false].map(Action::Veto));
    all.extend([true, false].map(Action::Oath));
    all.extend([true, false].map(Action::Vassals));
    all.extend([true, false].map(Action::Reroll));
    if state.options.traditional {
        all.extend([false, true].map(Action::Lead));
    }
    all.iter()
        .map(|a| {
            let text = orders::format(state, a);
            if in_force(&player.standing, a) {
                Choice::new(format!("{text} (now)"), text)
            } else {
                Choice::order(text)
            }
        })
        .collect()
}

const ARM_ORDERS: [[Arm; 3]; 6] = {
    use Arm::{A, C, I};
    [
        [C, I, A],
        [C, A, I],
        [I, C, A],
        [I, A, C],
        [A, C, I],
        [A, I, C],
    ]
};

/// Whether `action` is what `standing` holds now.
fn in_force(standing: &Standing, action: &Action) -> bool {
    match action {
        Action::Casualties(c) => standing.casualties == *c,
        Action::LordArm(a) => standing.lord_arm == *a,
        Action::Retreat(r) => standing.retreat == *r,
        Action::ExtraStep(p) => standing.extra_step == *p,
        Action::Losses(l) => standing.losses == *l,
        Action::Veto(v) => standing.veto == *v,
        Action::Oath(o) => standing.refuse_oath != *o,
        Action::Vassals(v) => standing.refuse_vassals != *v,
        Action::Reroll(r) => standing.reroll == *r,
        Action::Lead(l) => standing.move_last == *l,
        _ => false,
    }
}

/// Whether an order is a standing one (kept out of the turn's order menu).
pub fn is_standing(action: &Action) -> bool {
    matches!(
        action,
        Action::Casualties(_)
            | Action::LordArm(_)
            | Action::Retreat(_)
            | Action::ExtraStep(_)
            | Action::Losses(_)
            | Action::Spare(_)
            | Action::Veto(_)
            | Action::Oath(_)
            | Action::Vassals(_)
            | Action::Reroll(_)
            | Action::Lead(_)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oligarchs::extra_step::Policy;

    #[test]
    fn policy_default_is_marked_in_force() {
        let s = Standing::default();
        assert!(in_force(&s, &Action::ExtraStep(s.extra_step)));
        let other = [Policy::Ask, Policy::Gather, Policy::Never]
            .into_iter()
            .find(|p| *p != s.extra_step)
            .unwrap();
        assert!(!in_force(&s, &Action::ExtraStep(other)));
    }
}
