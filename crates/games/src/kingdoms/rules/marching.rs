//! The revealed move and convey orders as the groups that movement runs (R-KIN-MOVE-*,
//! R-KIN-SHIP-1, R-KIN-SHIP-4): which units each order takes along, and who rides aboard.

use super::movement::{self, Group};
use crate::kingdoms::orders::{Action, Order};
use crate::kingdoms::state::State;
use std::collections::BTreeMap;

/// One group per move or convey order, plus the ships a convey sails with, in seat and then order
/// order: movement resolves ties by this order, so it must not change.
pub fn groups(state: &State, revealed: &BTreeMap<u8, Action>) -> Vec<Group> {
    let mut groups = Vec::new();
    let mut ordered: Vec<u32> = Vec::new();
    for (&seat, action) in revealed {
        let mut taken: Vec<u32> = Vec::new();
        let mut sailing: Vec<u16> = Vec::new();
        for o in &action.0 {
            let (n, kind, path) = match o {
                Order::Move { n, kind, path } => (n, kind, path),
                Order::Convey { n, kind, path } => {
                    if let Some(ships) = convey_ships(state, seat, path, &mut sailing) {
                        taken.extend(&ships.ids);
                        groups.push(ships);
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
    add_riders(state, &mut groups, &ordered);
    groups
}

/// The ships of `seat` that carry a convey across its sea, the first time a convey of this kingdom
/// names that sea (`sailing` remembers them); later conveys from the same sea ride the same ships.
fn convey_ships(state: &State, seat: u8, path: &[u16], sailing: &mut Vec<u16>) -> Option<Group> {
    let geo = state.geo();
    let from_land = !geo.is_sea(path[0]);
    let seas = movement::seas(geo, path);
    if seas.len() != 2 || sailing.contains(&seas[0]) {
        return None;
    }
    sailing.push(seas[0]);
    let ships: Vec<u32> = state
        .units
        .iter()
        .filter(|u| u.owner == seat && u.area == seas[0] && u.kind.is_ship())
        .map(|u| u.id)
        .collect();
    // From land the ships wait a half turn for the loading, then sail; with the units already
    // aboard they sail at once (R-KIN-SHIP-4).
    let path = if from_land {
        vec![seas[0], seas[0], seas[1]]
    } else {
        vec![seas[0], seas[1]]
    };
    Some(Group {
        owner: seat,
        ids: ships,
        path,
        pos: 0,
        stopped: false,
    })
}

fn add_riders(state: &State, groups: &mut [Group], ordered: &[u32]) {
    let geo = state.geo();
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
}
