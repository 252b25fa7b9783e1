//! Survival checks (R-THR-SURV-1..4).

use crate::thrones::board::{Sq, Tile};
use crate::thrones::orders::Action;
use crate::thrones::piece::Kind;
use crate::thrones::state::State;

/// The pieces that must pass a check before `action` happens, in rolling order (R-THR-SURV-1, 2, 4).
pub fn checks(s: &State, action: &Action) -> Vec<Sq> {
    let risky = |t: Option<Tile>| matches!(t, Some(Tile::Mountain | Tile::Water));
    match *action {
        Action::Move { from, .. } | Action::Attack { from, .. } | Action::Fire { from, .. } => {
            let p = s.piece(from).expect("checked: a piece moves");
            let t = s.tile(from);
            if risky(t) && !p.kind.survives(t.expect("risky")) {
                vec![from]
            } else {
                Vec::new()
            }
        }
        Action::Switch { from, to } => {
            let a = s.piece(from).expect("checked");
            let b = s.piece(to).expect("checked");
            let helps = |tile: Tile| {
                [a.kind, b.kind].into_iter().any(|k| {
                    (k == Kind::Ranger && tile == Tile::Mountain)
                        || (k == Kind::Spearman && tile == Tile::Water)
                })
            };
            [(from, a.kind), (to, b.kind)]
                .into_iter()
                .filter(|(sq, kind)| {
                    let t = s.tile(*sq);
                    risky(t) && {
                        let t = t.expect("risky");
                        !kind.survives(t) && !helps(t)
                    }
                })
                .map(|(sq, _)| sq)
                .collect()
        }
        _ => Vec::new(),
    }
}

/// A roll passes when even (R-THR-SURV-1).
pub fn passes(roll: u32) -> bool {
    roll.is_multiple_of(2)
}
