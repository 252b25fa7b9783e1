//! Seat fairness (R-KIN-MAP-8): wins by seat in seeded matches of bots (hard, or `LEVEL=easy` /
//! `medium`) on every map and number of kingdoms. The table prints with
//! `cargo test --test kingdoms_fairness -- --ignored --nocapture` (480 matches, a few seconds).

mod support;

use korona_engine::BotLevel;
use support::kingdoms::{play_bots, setup_on};

fn level() -> BotLevel {
    match std::env::var("LEVEL").as_deref() {
        Ok("easy") => BotLevel::Easy,
        Ok("medium") => BotLevel::Medium,
        _ => BotLevel::Hard,
    }
}

/// Plays one seeded match of bots; the winning seat, if any.
fn winner(map: &str, seats: u8, seed: u64) -> Option<u8> {
    let end = play_bots(setup_on(map, seats, seed), seed, level(), |_, _, _| {});
    end.finish.and_then(|f| f.winner)
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

const CASES: [(&str, u8); 9] = [
    ("standard", 2),
    ("standard", 3),
    ("standard", 4),
    ("shores", 2),
    ("shores", 3),
    ("realms", 3),
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

/// The seatings offered (R-KIN-MAP-9): every home base taken, or three kingdoms at every other
/// corner of the hexagon; symmetric on their maps, or their seats measured alike.
fn offered_cases() -> Vec<(&'static str, u8)> {
    use korona_games::kingdoms::seating::offered;
    CASES
        .into_iter()
        .filter(|(map, seats)| offered(map, *seats))
        .collect()
}

/// The seatings that leave a home base empty beside some seats and not others.
const GAPPED: [(&str, u8); 2] = [("standard", 3), ("realms", 5)];

// Asserts R-KIN-MAP-8: 60 seeded matches of hard bots on every seating offered (a few seconds,
// even unoptimised); no seat wins below half its share. Before the bots broke ties with dice
// (castles to train in, stacks to move first), the southern seats of a map won nearly everything:
// they read the map from the north, so their front came first.
#[test]
fn r_kin_map_8_no_seat_wins_below_half_its_share() {
    let cases = offered_cases();
    // The seatings that fill their map's home bases stay offered; a change that refuses one of
    // them to pass this test must say so here.
    assert_eq!(cases.len(), 6, "{cases:?}");
    for (map, seats) in cases {
        fair(map, seats, 60, 0.5);
    }
}

// R-KIN-MAP-8's aim on The Two Shores with 3 kingdoms, not offered (R-KIN-MAP-9): the lone
// southern kingdom won 8 of 60 (24/28/8) once hard bots kept mages and went to sea, 15 of 100
// (39/46/15) once their earthquakes broke ties with dice.
#[test]
#[ignore = "not offered (R-KIN-MAP-9): shores with 3 kingdoms measured 39/46/15 in 100"]
fn r_kin_map_8_three_on_the_two_shores_below_half_their_share() {
    fair("shores", 3, 60, 0.5);
}

// Asserts R-KIN-MAP-8 on the seatings with an empty home base: every seat wins some. Those
// seatings are no longer offered (R-KIN-MAP-9: with the draws of R-KIN-WIN-2 The Four Crowns with
// 3 measured 59/1/0), so this is a measurement kept for whoever makes them fair.
#[test]
#[ignore = "not offered (R-KIN-MAP-9): standard with 3 kingdoms measured 59/1/0 in 60"]
fn r_kin_map_8_with_a_home_left_empty_every_seat_wins_some() {
    for (map, seats) in GAPPED {
        fair(map, seats, 60, 0.01);
    }
}

// R-KIN-MAP-8's aim where the seating's shape forbids it: 3 kingdoms on The Four Crowns (the seat
// alone on its side takes the empty corner: wins 58/1/1), 5 on The Six Realms (the two beside the
// empty corner: 22/2/3/3/30).
#[test]
#[ignore = "open: a seating with an empty home base favours the seats beside it (R-KIN-MAP-8)"]
fn r_kin_map_8_gapped_seatings_below_half_their_share() {
    for (map, seats) in GAPPED {
        fair(map, seats, 60, 0.5);
    }
}

/// R-KIN-MAP-9's rule on a table of wins by seat (draws last): the first seat wins at most 60% of
/// the decided matches and no seat wins below half its fair share.
fn fair_by_rule(wins: &[u32], seats: u8) -> bool {
    let decided: u32 = wins[..seats as usize].iter().sum();
    let share = decided as f64 / seats as f64;
    decided > 0
        && wins[0] as f64 <= 0.6 * decided as f64
        && wins[..seats as usize]
            .iter()
            .all(|w| *w as f64 >= 0.5 * share)
}

// Asserts R-KIN-MAP-9: the table of seatings not offered is the measured one. 100 matches of hard
// bots on every map and number of kingdoms (about a minute in release); a seating is offered
// exactly when it meets the rule. Prints the table it measured.
#[test]
#[ignore = "900 hard matches: cargo test --release --test kingdoms_fairness -- --ignored r_kin_map_9"]
fn r_kin_map_9_the_seatings_offered_are_those_measured_fair() {
    use korona_games::kingdoms::seating::offered;
    let mut wrong = Vec::new();
    for (map, seats) in CASES {
        let wins = table(map, seats, 100);
        let fair = fair_by_rule(&wins, seats);
        println!("{map} {seats}: wins by seat, draws last: {wins:?}; fair: {fair}");
        if fair != offered(map, seats) {
            wrong.push(format!("{map} {seats}: {wins:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "offered but unfair, or fair but refused: {wrong:?}"
    );
}
