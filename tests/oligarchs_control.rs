//! Control of counties (section 4), checked along whole bot games.

#[path = "oligarchs/common.rs"]
mod common;
use common::BotMatch;
use korona_games::oligarchs::state::{Faction, Phase, State};

/// Every state of a medium-bot game, from setup to the end.
fn states(variant: &str, seats: u8, seed: u64) -> Vec<State> {
    BotMatch::play(variant, seats, seed)
        .states()
        .cloned()
        .collect()
}

// R-CTRL-1: every county has a controller (a player, the Crown, a neutral lord's colour) or none, and
// a county without one holds no units.
#[test]
fn r_ctrl_1_every_county_has_one_controller_or_none() {
    for (variant, seats) in [("basic", 4), ("adv", 6), ("adv", 3)] {
        let all = states(variant, seats, 21);
        // The first state after the secret starting placement is revealed.
        let first = all
            .iter()
            .find(|s| !matches!(s.phase, Phase::Placement { .. }))
            .expect("the placement ends");
        let kinds = |f: fn(&Faction) -> bool| {
            first
                .counties
                .iter()
                .filter(|h| h.controller.as_ref().is_some_and(f))
                .count()
        };
        assert!(
            kinds(|f| matches!(f, Faction::Player(_))) > 0,
            "{variant} {seats}: no player county"
        );
        assert!(
            kinds(|f| matches!(f, Faction::Crown)) > 0,
            "{variant} {seats}: no royal county"
        );
        if seats < 6 {
            assert!(
                kinds(|f| matches!(f, Faction::Neutral(_))) > 0,
                "{variant} {seats}: no neutral county"
            );
        }
        for s in &all {
            for h in &s.counties {
                if h.controller.is_none() {
                    assert!(h.units.is_empty(), "units in a county nobody controls");
                }
                if let Some(Faction::Player(p)) = h.controller {
                    assert!((p as usize) < seats as usize);
                }
            }
        }
    }
}

// R-CTRL-2: units of two factions share a county only while a battle there is pending: another
// faction's units in a county are always a pending attack, and no attack outlives the movement phase
// and the battles (which may stop for a victor's extra step).
#[test]
fn r_ctrl_2_two_factions_share_a_county_only_while_its_battle_is_pending() {
    for (variant, seats) in [("basic", 5), ("adv", 6)] {
        let all = states(variant, seats, 22);
        let mut attacks_seen = 0;
        for s in &all {
            for h in &s.counties {
                let Some(attack) = &h.attack else {
                    continue;
                };
                attacks_seen += 1;
                assert_ne!(
                    h.controller,
                    Some(Faction::Player(attack.seat)),
                    "an attack on one's own county"
                );
                assert!(
                    !attack.army.is_empty() || attack.lord,
                    "an attack with nobody in it"
                );
                // A match may end (victory after a battle) with other attacks still unfought.
                assert!(
                    matches!(
                        s.phase,
                        Phase::Move { .. } | Phase::ExtraStep { .. } | Phase::Over
                    ),
                    "a battle still pending outside movement: {:?}",
                    s.phase
                );
            }
        }
        assert!(
            attacks_seen > 0,
            "{variant} {seats}: the bots never attacked; the test saw nothing"
        );
    }
}
