//! The standing orders a seat sets once and keeps (casualties, the lord's arm, retreat, the extra
//! step, event losses, vassal choices...): offered apart from the turn's orders, each marked where it
//! is the seat's setting now, so the `/settings` menu shows what holds.

use super::army::Arm;
use super::extra_step::Policy;
use super::orders::{self, Action};
use super::state::{Standing, State};
use korona_engine::{msg, Choice};

/// Every standing order `seat` may give (the battle orders of section 25 first), the ones in force
/// labelled `(now)`.
pub fn choices(state: &State, seat: u8) -> Vec<Choice> {
    let Some(player) = state.players.get(seat as usize).filter(|p| !p.out) else {
        return Vec::new();
    };
    if state.result.is_some() {
        return Vec::new();
    }
    let mut all = vec![Action::Casualties(None)];
    all.extend(ARM_ORDERS.map(|o| Action::Casualties(Some(o))));
    all.push(Action::LordArm(None));
    all.extend(Arm::ALL.map(|a| Action::LordArm(Some(a))));
    if state.options.retreat {
        all.push(Action::Retreat(None));
        all.extend([25, 50, 75].map(|p| Action::Retreat(Some(p))));
    }
    all.extend([Policy::Ask, Policy::Gather, Policy::Never].map(Action::ExtraStep));
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
                // The English label stays for readers of the bare choice (tests, tools).
                let now = Choice::said(msg!("oligarchs-setting-now", order = text.as_str()), &text);
                Choice {
                    label: format!("{text} (now)"),
                    ..now
                }
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

#[cfg(test)]
mod tests {
    use super::*;

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
