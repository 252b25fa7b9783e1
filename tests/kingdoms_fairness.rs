//! Seat fairness (R-KIN-MAP-8): wins by seat in seeded matches of bots (hard, or `LEVEL=easy` /
//! `medium`) on every map and number of kingdoms. The table prints with
//! `cargo test --test kingdoms_fairness -- --ignored --nocapture` (480 matches, a few seconds).

use korona_engine::{BotLevel, Budget, Dice, Input, MatchSeed, Ruleset};
use korona_games::kingdoms::{Kingdoms, Options};

fn level() -> BotLevel {
    match std::env::var("LEVEL").as_deref() {
        Ok("easy") => BotLevel::Easy,
        Ok("medium") => BotLevel::Medium,
        _ => BotLevel::Hard,
    }
}

/// Plays one seeded match of hard bots; the winning seat, if any.
fn winner(map: &str, seats: u8, seed: u64) -> Option<u8> {
    let options = Options {
        map: map.into(),
        rounds: 30,
    };
    let ms = MatchSeed::from_number(seed);
    let mut state = Kingdoms
        .setup(&options, seats, &mut Dice::for_entry(&ms, 0))
        .unwrap();
    let mut n = 1;
    while !state.over() {
        let seat = state
            .alive()
            .find(|s| !state.orders.submitted_seats().any(|x| x == *s))
            .unwrap();
        let action = Kingdoms.bot(
            &state,
            seat,
            level(),
            &mut Dice::for_bot(&ms, n, seat.0),
            Budget::nodes(50),
        );
        let input = Input::Order { seat, action };
        state = Kingdoms::step(&state, &input, &mut Dice::for_entry(&ms, n))
            .unwrap()
            .state;
        n += 1;
    }
    state.finish.and_then(|f| f.winner)
}

/// Wins by seat (and draws last) over `seeds` matches.
fn table(map: &str, seats: u8, seeds: u64) -> Vec<u32> {
    let mut wins = vec![0u32; seats as usize + 1];
    for seed in 1..=seeds {
        match winner(map, seats, seed) {
            Some(w) => wins[w as usize] += 1,
            None => wins[seats as usize] += 1,
        }
    }
    wins
}

const CASES: [(&str, u8); 8] = [
    ("standard", 2),
    ("standard", 3),
    ("standard", 4),
    ("shores", 2),
    ("shores", 3),
    ("realms", 4),
    ("realms", 5),
    ("realms", 6),
];

/// Every seat wins at least `floor` of its fair share of the decided matches.
fn fair(map: &str, seats: u8, seeds: u64, floor: f64) {
    let wins = table(map, seats, seeds);
    let decided: u32 = wins[..seats as usize].iter().sum();
    let share = decided as f64 / seats as f64;
    for (seat, w) in wins[..seats as usize].iter().enumerate() {
        assert!(
            *w as f64 >= share * floor,
            "{map} with {seats}: seat {seat} won {w} of {decided} (wins by seat, draws last: {wins:?})"
        );
    }
}

#[test]
#[ignore = "prints wins by seat for 60 seeds of every map and number of kingdoms"]
fn seat_fairness_table() {
    for (map, seats) in CASES {
        let wins = table(map, seats, 60);
        println!("{map} {seats}: wins by seat, draws last: {wins:?}");
    }
}

// Asserts R-KIN-MAP-8 where it holds today: 60 seeded matches of hard bots (a second, even
// unoptimised) on the seatings where no seat wins below a quarter of its share; a change that makes
// one of them unfair fails here.
#[test]
fn r_kin_map_8_fair_seatings_stay_fair() {
    for (map, seats) in [("standard", 2), ("standard", 4), ("shores", 2)] {
        fair(map, seats, 60, 0.25);
    }
}

// R-KIN-MAP-8's aim, not met yet. Hard bots on the symmetric Six Realms with 6 kingdoms: the two
// southern homes win about 20 of 60 each, the northern ones 1-4 (the same homes win when the seats
// are rotated; the north wins when the map is flipped upside down), so the cause is in code that
// reads the map in area order, not in the map; easy bots are nearly even there. With 3 kingdoms
// on The Four Crowns the seat alone on its side wins most; with 5 on The Six Realms the two
// beside the empty home do.
#[test]
#[ignore = "open: seats in the south of a map win far more than their share (see R-KIN-MAP-8)"]
fn r_kin_map_8_no_seat_wins_below_half_its_share() {
    for (map, seats) in CASES {
        fair(map, seats, 60, 0.5);
    }
}
