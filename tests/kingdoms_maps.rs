//! Maps as data (R-KIN-MAP-4): every map file loads and passes the loader's checks; a broken map
//! is refused naming what is wrong; the small map plays 2 and 3 kingdoms to a winner with the
//! invariants holding after every entry, and refuses a 4th kingdom.

use korona_engine::{BotLevel, Dice, Input, MatchSeed, Ruleset};
use korona_games::kingdoms::map::{self, Map};
use korona_games::kingdoms::{Kingdoms, Options};

// Asserts R-KIN-MAP-4.
#[test]
fn r_kin_map_4_every_map_file_loads_and_checks() {
    assert_eq!(map::ids(), ["standard", "shores"]);
    for id in map::ids() {
        let m = map::find(id);
        assert_eq!(m.check(map::geo(id)), Ok(()), "{id}");
    }
    assert_eq!(map::find("standard").seat_range(), (2, 4));
    assert_eq!(map::find("shores").seat_range(), (2, 3));
    assert_eq!(map::find("shores").name, "The Two Shores");
}

fn checked(text: &str) -> Result<(), String> {
    let m = Map::read(text)?;
    m.check(&m.geo())
}

// Asserts R-KIN-MAP-4.
#[test]
fn r_kin_map_4_the_loader_refuses_broken_maps() {
    let good = "id t\nname T\nseats 2 homes 1 2 win 2\nrows\n~ ~ ~ ~\n~ 1 2 ~\n~ C . ~\n~ ~ ~ ~\n";
    assert_eq!(checked(good), Ok(()));
    // A home base cut off by the sea cannot walk to the castles.
    let island =
        "id t\nname T\nseats 2 homes 1 2 win 2\nrows\n~ ~ ~ ~ ~\n~ 1 ~ 2 ~\n~ ~ ~ C ~\n~ ~ ~ ~ ~\n";
    let e = checked(island).unwrap_err();
    assert!(e.contains("cannot walk"), "{e}");
    let missing = "id t\nname T\nseats 2 homes 1 3 win 2\nrows\n~ ~ ~ ~\n~ 1 2 ~\n~ C . ~\n";
    assert!(checked(missing).unwrap_err().contains("no home base 3"));
    let ragged = "id t\nname T\nseats 2 homes 1 2 win 2\nrows\n~ ~ ~ ~\n~ 1 2\n~ C . ~\n";
    assert!(checked(ragged).unwrap_err().contains("widths"));
    let bad_cell = "id t\nname T\nseats 2 homes 1 2 win 2\nrows\n~ 1 2 x\n";
    assert!(checked(bad_cell).unwrap_err().contains("`x`"));
    let too_many = "id t\nname T\nseats 2 homes 1 2 win 9\nrows\n~ 1 2 C\n";
    assert!(checked(too_many).unwrap_err().contains("to win"));
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
            let ms = MatchSeed::from_number(seed);
            let mut state = Kingdoms
                .setup(&options, seats, &mut Dice::for_entry(&ms, 0))
                .unwrap();
            assert_eq!(state.castles_of(0), 1);
            assert_eq!(state.to_win(), [4, 4][seats as usize - 2]);
            Kingdoms.check_invariants(None, &state).unwrap();
            let mut n = 1;
            while !state.over() {
                let seat = state
                    .alive()
                    .find(|s| !state.orders.submitted_seats().any(|x| x == *s))
                    .unwrap();
                let action = Kingdoms.bot(
                    &state,
                    seat,
                    BotLevel::Hard,
                    &mut Dice::for_bot(&ms, n, seat.0),
                    korona_engine::Budget::nodes(50),
                );
                let input = Input::Order { seat, action };
                let next = Kingdoms::step(&state, &input, &mut Dice::for_entry(&ms, n))
                    .unwrap()
                    .state;
                Kingdoms
                    .check_invariants(Some(&state), &next)
                    .unwrap_or_else(|e| panic!("{seats} seats seed {seed} entry {n}: {e}"));
                state = next;
                n += 1;
                assert!(n < 1000, "the match ends");
            }
            assert!(state.round > 3, "a real match: {} rounds", state.round);
        }
    }
}
