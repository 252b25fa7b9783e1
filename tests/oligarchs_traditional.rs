//! Section 27.7: the traditional turn order (option `traditional`).

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{Input, Seat};
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::state::{Faction, Phase, State};

fn traditional() -> State {
    let mut s = blank("adv", 2);
    s.options.traditional = true;
    put(&mut s, "Bars", p(0), "4c");
    put(&mut s, "Hont", Faction::Crown, "1i");
    put(&mut s, "Abaúj", p(1), "3i");
    put(&mut s, "Gömör", p(1), "2c");
    s.movers = vec![0, 1];
    s
}

// R-ADV-TRAD-4 R-ADV-TRAD-3: each player moves until he passes, then fights his battles at once, then
// the next player moves.
#[test]
fn r_adv_trad_4_move_then_fight_then_next() {
    let s = traditional();
    let s = order(&s, 0, "move hont bars 4c").unwrap();
    assert_eq!(s.phase, Phase::Move { turn: 0 }, "still seat 0's movement");
    let s = order(&s, 0, "pass").unwrap();
    assert_eq!(s.phase, Phase::Move { turn: 1 });
    assert!(
        s.counties[id(&s, "Hont")].attack.is_none(),
        "seat 0's battle was fought before seat 1 moves"
    );
}

// R-ADV-TRAD-6: units that fought this year may still move but not attack.
#[test]
fn r_adv_trad_6_fought_units_move_but_do_not_attack() {
    let mut s = traditional();
    let abauj = id(&s, "Abaúj");
    s.counties[abauj].fought = Army::new(0, 2, 0);
    s.movers = vec![1];
    s.phase = Phase::Move { turn: 1 };
    put(&mut s, "Borsod", Faction::Crown, "1i");
    let e = order(&s, 1, "move borsod abauj 2i").unwrap_err();
    assert!(e.id() == "oligarchs-only-there-have-not-fought", "{e}");
    assert!(order(&s, 1, "move borsod abauj 1i").is_ok());
    let s2 = order(&s, 1, "move saros abauj 2i").unwrap();
    assert_eq!(
        s2.counties[id(&s2, "Sáros")].fought,
        Army::new(0, 1, 0),
        "one of the fought units came along"
    );
}

// R-ADV-TRAD-1 R-ADV-TRAD-2 R-ADV-TRAD-5: a new year's start player is rolled for (not the first to pass);
// recruitment then goes clockwise from him.
#[test]
fn r_adv_trad_1_start_player_by_dice() {
    let mut starts = std::collections::BTreeSet::new();
    for seed in 0..12 {
        let mut s = traditional();
        s.players[1].steps = 0;
        let action =
            korona_engine::Ruleset::parse(&korona_games::oligarchs::Oligarchs, &s, Seat(0), "pass")
                .unwrap();
        let a = apply_input(
            &s,
            Input::Order {
                seat: Seat(0),
                action,
            },
            seed,
        )
        .unwrap();
        assert_eq!(a.state.year, 1303);
        assert!(a
            .events
            .iter()
            .any(|e| e.id() == "oligarchs-seat-rolls-highest-and-starts"));
        assert_eq!(
            a.state.phase,
            Phase::Recruit {
                turn: a.state.start
            }
        );
        starts.insert(a.state.start);
    }
    assert_eq!(starts.len(), 2, "either player may win the roll");
}

// R-ADV-TRAD-3: a start player who moves last lets the player on his left begin.
#[test]
fn r_adv_trad_3_start_player_moves_last() {
    let mut s = traditional();
    s.phase = Phase::Recruit { turn: 1 };
    s.movers.clear();
    let s = order(&s, 0, "lead last").unwrap();
    let s = order(&s, 1, "recruit none").unwrap();
    assert_eq!(s.phase, Phase::Move { turn: 1 });
    assert_eq!(s.movers, vec![1, 0]);
}
