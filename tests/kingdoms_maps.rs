//! Maps as data (R-KIN-MAP-4): every map file loads and passes the loader's checks; a broken map
//! is refused naming what is wrong; the small map plays 2 and 3 kingdoms and the large one 4 to 6
//! to a winner with the invariants holding after every entry; `auto` picks a map for each count;
//! each area's income is read from its map file.

mod support;

use korona_engine::{BotLevel, Dice, MatchSeed, Ruleset};
use korona_games::kingdoms::map::{self, Map};
use korona_games::kingdoms::{Kingdoms, Options};
use support::kingdoms::{play_bots, setup_on};

// Asserts R-KIN-MAP-4.
#[test]
fn r_kin_map_4_every_map_file_loads_and_checks() {
    assert_eq!(map::ids(), ["standard", "shores", "realms"]);
    for id in map::ids() {
        let m = map::find(id);
        assert_eq!(m.check(map::geo(id)), Ok(()), "{id}");
    }
    assert_eq!(map::find("standard").seat_range(), (2, 4));
    assert_eq!(map::find("shores").seat_range(), (2, 3));
    assert_eq!(map::find("shores").name, "The Two Shores");
    assert_eq!(map::find("realms").seat_range(), (3, 6));
}

fn checked(text: &str) -> Result<(), String> {
    let m = Map::read(text)?;
    m.check(&m.geo())
}

// Asserts R-KIN-MAP-4.
#[test]
fn r_kin_map_4_the_loader_refuses_broken_maps() {
    let income = "income\n0 0 0 0\n0 3 3 0\n0 3 1 0\n0 0 0 0\n";
    let good = format!(
        "id t\nname T\nseats 2 homes 1 2 win 2\nrows\n~ ~ ~ ~\n~ 1 2 ~\n~ C . ~\n~ ~ ~ ~\n{income}"
    );
    let good = good.as_str();
    assert_eq!(checked(good), Ok(()));
    // Income rows must have the map's shape, nothing at sea and something on land.
    let short = good.replace("0 3 1 0\n", "");
    assert!(checked(&short).unwrap_err().contains("income rows"));
    let wet = good.replace("0 3 1 0", "1 3 1 0");
    assert!(checked(&wet).unwrap_err().contains("A3 yields 1"));
    let barren = good.replace("0 3 1 0", "0 3 0 0");
    assert!(checked(&barren).unwrap_err().contains("C3 yields 0"));
    let words = good.replace("0 3 1 0", "0 3 x 0");
    assert!(checked(&words).unwrap_err().contains("income row"));
    let none = good.split("income").next().unwrap().to_string();
    assert!(checked(&none).unwrap_err().contains("income"));
    assert_eq!(checked(good), Ok(()));
    // A home base cut off by the sea cannot walk to the castles.
    let island =
        "id t\nname T\nseats 2 homes 1 2 win 2\nrows\n~ ~ ~ ~ ~\n~ 1 ~ 2 ~\n~ ~ ~ C ~\n~ ~ ~ ~ ~\n\
        income\n0 0 0 0 0\n0 3 0 3 0\n0 0 0 3 0\n0 0 0 0 0\n";
    let e = checked(island).unwrap_err();
    assert!(e.contains("cannot walk"), "{e}");
    let missing = good.replace("homes 1 2", "homes 1 3");
    assert!(checked(&missing).unwrap_err().contains("no home base 3"));
    let ragged = good.replace("~ 1 2 ~", "~ 1 2");
    assert!(checked(&ragged).unwrap_err().contains("widths"));
    let bad_cell = good.replace("~ 1 2 ~", "~ 1 2 x");
    assert!(checked(&bad_cell).unwrap_err().contains("`x`"));
    let too_many = good.replace("win 2", "win 9");
    assert!(checked(&too_many).unwrap_err().contains("to win"));
}

/// Plays a seeded match of hard bots on `map` to its end, checking the invariants after every
/// entry; the final state.
fn play(map: &str, seats: u8, seed: u64) -> korona_games::kingdoms::State {
    let start = setup_on(map, seats, seed);
    assert_eq!(start.castles_of(0), 1);
    Kingdoms.check_invariants(None, &start).unwrap();
    let state = play_bots(start, seed, BotLevel::Hard, |before, next, n| {
        Kingdoms
            .check_invariants(Some(before), next)
            .unwrap_or_else(|e| panic!("{map} {seats} seats seed {seed} entry {n}: {e}"));
        assert!(n + 1 < 2000, "the match ends");
    });
    assert!(state.round > 3, "a real match: {} rounds", state.round);
    state
}

// Asserts R-KIN-MAP-4, R-KIN-INV-1.
#[test]
fn r_kin_map_4_the_small_map_plays_two_and_three_kingdoms() {
    let options = Options {
        map: "shores".into(),
        rounds: 30,
    };
    let mut dice = Dice::for_entry(&MatchSeed::from_number(1), 0);
    assert!(Kingdoms.setup(&options, 4, &mut dice).is_err());
    for seats in [2u8, 3] {
        for seed in 1..=3u64 {
            let end = play("shores", seats, seed);
            assert_eq!(end.to_win(), 4);
        }
    }
}

// Asserts R-KIN-MAP-6, R-KIN-WIN-1, R-KIN-INV-1.
#[test]
fn r_kin_map_6_the_large_map_plays_three_to_six_kingdoms() {
    let options = Options {
        map: "realms".into(),
        rounds: 30,
    };
    let mut dice = Dice::for_entry(&MatchSeed::from_number(1), 0);
    let refused = Kingdoms.setup(&options, 2, &mut dice).unwrap_err();
    assert_eq!(refused.token.as_deref(), Some("2"));
    // Five kingdoms are not offered (R-KIN-MAP-9).
    assert_eq!(refused.accepted, ["3", "4", "6"]);
    let geo = map::geo("realms");
    assert_eq!((geo.width, geo.height), (11, 11));
    assert_eq!(geo.areas().filter(|a| geo.is_castle(*a)).count(), 13);
    for (seats, to_win) in [(3u8, 5u8), (4, 5), (5, 4), (6, 4)] {
        for seed in 1..=2u64 {
            let end = play("realms", seats, seed);
            assert_eq!(end.to_win(), to_win);
            assert_eq!(end.kingdoms.len(), seats as usize);
        }
    }
}

// Asserts R-KIN-MAP-6: the six home bases sit alike: each is 3 steps on land from two neutral
// castles, 5 from the middle one, and 4 from its two nearest neighbours' home bases.
#[test]
fn r_kin_map_6_every_home_base_sits_alike() {
    let geo = map::geo("realms");
    let homes: Vec<u16> = (1..=6)
        .map(|d| {
            geo.areas()
                .find(|a| geo.cells[*a as usize] == map::Cell::Home(d))
                .unwrap()
        })
        .collect();
    let walk = |a: u16, b: u16| geo.path(a, b, |x| !geo.is_sea(x)).unwrap().len() - 1;
    let neutral: Vec<u16> = geo
        .areas()
        .filter(|a| geo.cells[*a as usize] == map::Cell::Castle)
        .collect();
    for (i, h) in homes.iter().enumerate() {
        let mut to_castles: Vec<usize> = neutral.iter().map(|c| walk(*h, *c)).collect();
        to_castles.sort_unstable();
        assert_eq!(to_castles[..3], [3, 3, 5], "home {}", i + 1);
        let mut to_homes: Vec<usize> = homes
            .iter()
            .filter(|o| *o != h)
            .map(|o| walk(*h, *o))
            .collect();
        to_homes.sort_unstable();
        assert_eq!(to_homes[..2], [4, 4], "home {}", i + 1);
    }
    // Three kingdoms sit at every other corner (homes 1, 3, 5), all as far from each other.
    let three = map::find("realms").seating(3).unwrap().homes.clone();
    assert_eq!(three, [1, 3, 5]);
    let apart: Vec<usize> = [(0, 2), (2, 4), (4, 0)]
        .iter()
        .map(|&(a, b)| walk(homes[a], homes[b]))
        .collect();
    assert!(apart.iter().all(|d| *d == apart[0]), "{apart:?}");
}

// Asserts R-KIN-MAP-5: the default map is the one made for the number of kingdoms; three sit on
// the hexagon, at every other corner.
#[test]
fn r_kin_map_5_auto_picks_the_map_for_the_number_of_kingdoms() {
    assert_eq!(Options::default().map, "auto");
    for (seats, want) in [
        (2u8, "standard"),
        (3, "realms"),
        (4, "standard"),
        (6, "realms"),
    ] {
        let s = Kingdoms
            .setup(
                &Options::default(),
                seats,
                &mut Dice::for_entry(&MatchSeed::from_number(1), 0),
            )
            .unwrap();
        assert_eq!(s.map, want, "{seats} kingdoms");
        assert_eq!(s.kingdoms.len(), seats as usize);
        assert_eq!(
            s.castles.iter().filter(|c| c.home_of.is_some()).count(),
            seats as usize
        );
    }
    let mut dice = Dice::for_entry(&MatchSeed::from_number(1), 0);
    // Five would sit on The Six Realms, which is not offered for five (R-KIN-MAP-9).
    assert!(Kingdoms.setup(&Options::default(), 5, &mut dice).is_err());
    assert!(Kingdoms.setup(&Options::default(), 7, &mut dice).is_err());
    assert!(Kingdoms.setup(&Options::default(), 1, &mut dice).is_err());
}

// Asserts R-KIN-INCOME-1: an area yields the gold its map file gives it, so the heartland of The
// Six Realms yields 2, a castle 3, plain land 1, and changing the file's number changes the income.
#[test]
fn r_kin_income_1_each_area_yields_its_map_income() {
    let mut s = Kingdoms
        .setup(
            &Options {
                map: "realms".into(),
                rounds: 30,
            },
            4,
            &mut Dice::for_entry(&MatchSeed::from_number(1), 0),
        )
        .unwrap();
    let geo = map::geo("realms");
    let base = s.income(0);
    assert_eq!(base, 3, "the home base alone");
    let heart = geo.parse("F5").unwrap();
    assert_eq!(geo.income[heart as usize], 2);
    s.owners[heart as usize] = Some(0);
    assert_eq!(s.income(0), base + 2);
    let plain = geo.parse("D3").unwrap();
    assert_eq!(geo.income[plain as usize], 1);
    s.owners[plain as usize] = Some(0);
    assert_eq!(s.income(0), base + 3);
    // The numbers come from the file: a map whose land yields 5 pays 5.
    let text = include_str!("../crates/games/src/kingdoms/maps/shores.txt");
    let rich = Map::read(&text.replace("0 1 1 1 1 3 1 1 1 1 0", "0 5 1 1 1 3 1 1 1 1 0")).unwrap();
    let g = rich.geo();
    assert_eq!(rich.check(&g), Ok(()));
    assert_eq!(g.income[g.parse("B3").unwrap() as usize], 5);
    assert_eq!(
        map::geo("shores").income[g.parse("B3").unwrap() as usize],
        1
    );
}

// Asserts R-KIN-MAP-9: the seatings whose first seat won more than 60%, or left a seat below half
// its share, over 100 hard matches are refused when the match is set up; the refusal names the
// count and lists the counts that suit the map, and every other seating of every map starts.
#[test]
fn r_kin_map_9_unfair_seatings_are_refused_with_the_counts_that_suit() {
    use korona_games::kingdoms::seating::{suited, UNFAIR};
    let setup = |map: &str, seats: u8| {
        let options = Options {
            map: map.into(),
            rounds: 30,
        };
        Kingdoms.setup(
            &options,
            seats,
            &mut Dice::for_entry(&MatchSeed::from_number(1), 0),
        )
    };
    let refused = setup("standard", 3).unwrap_err();
    assert_eq!(refused.id(), "kingdoms-seats-unfair");
    assert_eq!(refused.token.as_deref(), Some("3"));
    assert_eq!(refused.accepted, ["2", "4"]);
    for (lang, words) in [
        (korona_engine::Lang::En, "it suits 2, 4 kingdoms"),
        (korona_engine::Lang::Hu, "2, 4 királyságra való"),
    ] {
        let text = korona_games::kingdoms::words::catalog(lang).render(&refused.message);
        assert!(text.contains(words), "{text}");
    }
    let refused = setup("shores", 3).unwrap_err();
    assert_eq!(refused.id(), "kingdoms-seats-unfair");
    assert_eq!(refused.accepted, ["2"]);
    let refused = setup("realms", 5).unwrap_err();
    assert_eq!(refused.id(), "kingdoms-seats-unfair");
    assert_eq!(refused.accepted, ["3", "4", "6"]);
    for id in map::ids() {
        let m = map::find(id);
        let (min, max) = m.seat_range();
        for seats in min..=max {
            let unfair = UNFAIR.contains(&(id, seats));
            assert_eq!(setup(id, seats).is_err(), unfair, "{id} with {seats}");
            assert_eq!(suited(id).contains(&seats), !unfair, "{id} with {seats}");
        }
    }
    assert_eq!(suited("auto"), [2, 3, 4, 6]);
}
