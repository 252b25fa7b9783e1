//! R-KIN-UPKEEP-4: a unit disbanded in a round does nothing else in it. Disbanding begins the
//! round, before the spells, so an order set that disbands a unit and orders it to cast, move,
//! sail, carry or build is refused, in English and Hungarian, naming the stack and how many of it
//! may still act; a state is never changed by a refused set.

use korona_engine::{Input, Lang, Refusal, Seat};
use korona_games::kingdoms::market::{Offer, Scroll};
use korona_games::kingdoms::orders::{Action, Order, Spell};
use korona_games::kingdoms::rules::resolve::new_unit;
use korona_games::kingdoms::units::Kind;
use korona_games::kingdoms::{Kingdoms, State};

mod support;
use support::kingdoms::{at, count, parse, Seeded};

const K: Seeded = Seeded(1);

fn refused(s: &State, text: &str) -> Refusal {
    parse(s, 0, text).expect_err(text)
}

/// The refusal in both languages, each naming `area` and the number that can still act.
fn says(refusal: &Refusal, area: &str, free: Option<usize>) {
    for lang in [Lang::En, Lang::Hu] {
        let text = korona_games::kingdoms::words::catalog(lang).render(&refusal.message);
        assert!(text.contains(area), "{lang:?}: {text}");
        if let Some(free) = free {
            assert!(text.contains(&free.to_string()), "{lang:?}: {text}");
        }
    }
}

/// Kingdom 0 with `n` mages of 2 mana in C3 and nothing else on the board.
fn mages(n: usize) -> State {
    let mut s = K.fresh(2);
    s.units.retain(|u| u.owner != 0);
    for _ in 0..n {
        new_unit(&mut s, 0, Kind::Mage, at("C3"));
    }
    for u in s.units.iter_mut().filter(|u| u.kind == Kind::Mage) {
        u.mana = 2;
    }
    s
}

// Asserts R-KIN-UPKEEP-4: a disbanded mage casts nothing, whichever order comes first; with two
// mages one may go and the other cast, and the reveal then casts with the one kept.
#[test]
fn r_kin_upkeep_4_a_disbanded_mage_does_not_cast() {
    let s = mages(1);
    for text in [
        "disband 1 mage C3; cast fog C3 D3",
        "cast fog C3 D3; disband 1 mage C3",
    ] {
        let refusal = refused(&s, text);
        assert_eq!(refusal.id(), "kingdoms-disbanded-busy", "{text}");
        says(&refusal, "C3", Some(0));
    }
    // The same set sent straight to the rules (past the parser) is refused too, and the state
    // that refused it still plays its round.
    let action = Action(vec![
        Order::Disband {
            n: 1,
            kind: Kind::Mage,
            at: at("C3"),
        },
        Order::Cast {
            spell: Spell::Fog,
            from: at("C3"),
            at: at("D3"),
        },
    ]);
    let input = Input::Order {
        seat: Seat(0),
        action,
    };
    assert!(Kingdoms::step(&s, &input, &mut K.dice()).is_err());
    assert_eq!(count(&s, 0, Kind::Mage, "C3"), 1);
    let s = mages(2);
    assert_eq!(
        refused(&s, "disband 1 mage C3; cast fog C3 D3; cast fog C3 D4").id(),
        "kingdoms-disbanded-busy"
    );
    let (after, events) = K.round(&s, &["disband 1 mage C3; cast fog C3 D3", "hold"]);
    let ids: Vec<&str> = events.iter().map(|e| e.message.id.as_str()).collect();
    assert!(ids.contains(&"kingdoms-fog"), "{ids:?}");
    assert!(!ids.contains(&"kingdoms-spell-fizzles"), "{ids:?}");
    assert_eq!(count(&after, 0, Kind::Mage, "C3"), 1);
}

// Asserts R-KIN-UPKEEP-4: a disbanded unit does not move; the rest of its stack does.
#[test]
fn r_kin_upkeep_4_a_disbanded_unit_does_not_move() {
    let s = K.fresh(2);
    assert_eq!(count(&s, 0, Kind::Swordsman, "B2"), 2);
    for text in [
        "disband 1 swordsman B2; move 2 swordsman B2 C2",
        "move 2 swordsman B2 C2; disband 1 swordsman B2",
    ] {
        let refusal = refused(&s, text);
        assert_eq!(refusal.id(), "kingdoms-disbanded-busy", "{text}");
        says(&refusal, "B2", Some(1));
    }
    // More than stand there is the plain shortage, not a disbanding.
    assert_eq!(
        refused(&s, "disband 3 swordsman B2").id(),
        "kingdoms-too-few-units"
    );
    assert!(parse(&s, 0, "disband 1 swordsman B2; move 1 swordsman B2 C2").is_ok());
}

/// Kingdom 0's trireme in A2 beside its home B2, whose two swordsmen may board it.
fn fleet() -> State {
    let mut s = K.fresh(2);
    new_unit(&mut s, 0, Kind::Trireme, at("A2"));
    s
}

// Asserts R-KIN-UPKEEP-4: a disbanded ship carries nothing, and a disbanded unit is not conveyed.
#[test]
fn r_kin_upkeep_4_a_disbanded_ship_carries_nothing() {
    let s = fleet();
    for text in [
        "disband 1 trireme A2; convey 1 swordsman B2 A2 B3",
        "convey 1 swordsman B2 A2 B3; disband 1 trireme A2",
    ] {
        let refusal = refused(&s, text);
        assert_eq!(refusal.id(), "kingdoms-disbanded-ship", "{text}");
        says(&refusal, "A2", Some(0));
    }
    assert_eq!(
        refused(&s, "disband 1 swordsman B2; convey 2 swordsman B2 A2 B3").id(),
        "kingdoms-disbanded-busy"
    );
    assert!(parse(&s, 0, "disband 1 swordsman B2; convey 1 swordsman B2 A2 B3").is_ok());
    // Without a ship there the convey was never possible: the plain shortage of room.
    let mut bare = K.fresh(2);
    bare.units.retain(|u| !u.kind.is_ship());
    assert_eq!(
        refused(&bare, "convey 1 swordsman B2 A2 B3").id(),
        "kingdoms-no-room"
    );
}

// Asserts R-KIN-UPKEEP-4 with R-KIN-MARKET-5: a sawmill is built by a soldier that stays.
#[test]
fn r_kin_upkeep_4_a_disbanded_soldier_builds_nothing() {
    let mut s = K.fresh(2);
    s.offers = vec![Offer {
        scroll: Scroll::Sawmill,
        price: 4,
    }];
    for u in s.units.iter_mut().filter(|u| u.owner == 0) {
        u.area = at("C2");
    }
    s.owners[at("C2") as usize] = Some(0);
    for text in [
        "disband 2 swordsman C2; buy 1 C2",
        "buy 1 C2; disband 2 swordsman C2",
    ] {
        let refusal = refused(&s, text);
        assert_eq!(refusal.id(), "kingdoms-disbanded-builder", "{text}");
        says(&refusal, "C2", None);
    }
    assert!(parse(&s, 0, "disband 1 swordsman C2; buy 1 C2").is_ok());
    // Training takes no unit from the field: disbanding in a castle and training there agree.
    let s = K.fresh(2);
    assert!(parse(&s, 0, "disband 2 swordsman B2; train 2 swordsman B2").is_ok());
}

/// Kingdom 0's trireme in A2 with `riders` swordsmen aboard; with `ship_last` the trireme is the
/// newest unit (the first a default disbanding takes).
fn loaded(riders: usize, ship_last: bool) -> State {
    let mut s = K.fresh(2);
    if !ship_last {
        new_unit(&mut s, 0, Kind::Trireme, at("A2"));
    }
    for _ in 0..riders {
        new_unit(&mut s, 0, Kind::Swordsman, at("A2"));
    }
    if ship_last {
        new_unit(&mut s, 0, Kind::Trireme, at("A2"));
    }
    s
}

// Asserts R-KIN-UPKEEP-4 with R-KIN-SHIP-1: units aboard are lost with their ship, so a set that
// disbands the ship under riders it keeps is refused (en + hu, naming the sea and the riders), and
// one that disbands the riders as well is accepted, in either order.
#[test]
fn r_kin_upkeep_4_a_ship_is_not_disbanded_under_its_riders() {
    let s = loaded(2, false);
    for text in [
        "disband 1 trireme A2",
        "disband 1 trireme A2; disband 1 swordsman A2",
        "disband 1 swordsman A2; disband 1 trireme A2",
    ] {
        let refusal = refused(&s, text);
        assert_eq!(refusal.id(), "kingdoms-disbanded-ship-riders", "{text}");
        says(&refusal, "A2", None);
    }
    let two = refused(&s, "disband 1 trireme A2");
    for lang in [Lang::En, Lang::Hu] {
        let text = korona_games::kingdoms::words::catalog(lang).render(&two.message);
        assert!(text.contains('2'), "{lang:?}: {text}");
    }
    // Refused straight at the rules too, and the state keeps its ship and riders.
    let action = parse(&s, 0, "disband 1 trireme A2; disband 2 swordsman A2").unwrap();
    let bad = Action(vec![Order::Disband {
        n: 1,
        kind: Kind::Trireme,
        at: at("A2"),
    }]);
    let input = Input::Order {
        seat: Seat(0),
        action: bad,
    };
    assert!(Kingdoms::step(&s, &input, &mut K.dice()).is_err());
    assert_eq!(count(&s, 0, Kind::Trireme, "A2"), 1);
    assert_eq!(action.0.len(), 2);
    assert!(parse(&s, 0, "disband 2 swordsman A2; disband 1 trireme A2").is_ok());
    // Riders alone may go, and the ship sails on empty.
    assert!(parse(&s, 0, "disband 2 swordsman A2").is_ok());
    // The round resolves with ship and riders gone, nobody left at sea.
    let (after, _) = K.round(
        &s,
        &["disband 1 trireme A2; disband 2 swordsman A2", "hold"],
    );
    assert_eq!(count(&after, 0, Kind::Trireme, "A2"), 0);
    assert_eq!(count(&after, 0, Kind::Swordsman, "A2"), 0);
}

// Asserts R-KIN-UPKEEP-3 with R-KIN-UPKEEP-4: a default disbanding that takes a loaded ship takes
// its riders with it, and the set it makes passes the check.
#[test]
fn r_kin_upkeep_3_the_default_takes_riders_with_their_ship() {
    let mut s = loaded(2, true);
    let trireme = Kind::Trireme.stats().upkeep;
    s.kingdoms[0].debt = trireme;
    let default = korona_games::kingdoms::rules::check::default_orders(&s, 0);
    assert!(
        default.0.contains(&Order::Disband {
            n: 1,
            kind: Kind::Trireme,
            at: at("A2")
        }),
        "{default:?}"
    );
    assert!(
        default.0.contains(&Order::Disband {
            n: 2,
            kind: Kind::Swordsman,
            at: at("A2")
        }),
        "{default:?}"
    );
    korona_games::kingdoms::rules::check::check(&s, 0, &default).unwrap();
}
