//! Seat fairness of the seatings offered (R-FIEF-SEAT-4) at the options a session found suspect:
//! two houses with `tax=200` (the long game the health bench plays) won 14 of 20 for seat 0 once.
//! Measured over 100 seeded matches of hard bots, as `korona bench health --game fiefs --matches
//! 100` plays them (seeds 0-99, the same match loop), the figure is chance, not the seat: the
//! measurement stays here so that a bot change that makes it real is caught.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, MatchSeed, Outcome};

/// Wins by seat of `houses` hard bots on `pairs`' options over seeds `0..n`, draws and unfinished
/// matches last.
fn table(pairs: &[(&str, &str)], houses: u8, n: u64) -> Vec<u32> {
    let game = korona_games::find("fiefs").unwrap();
    let mut wins = vec![0u32; houses as usize + 1];
    for seed in 0..n {
        let played = SelfPlay::new(
            game,
            &vec![BotLevel::Hard; houses as usize],
            MatchSeed::from_number(seed),
        )
        .options(pairs)
        .unwrap()
        .play()
        .unwrap();
        match played.outcome {
            Some(Outcome::Win { seats, .. }) if seats.len() == 1 => wins[seats[0].0 as usize] += 1,
            _ => wins[houses as usize] += 1,
        }
    }
    wins
}

/// R-FIEF-SEAT-4's rule on a table of wins by seat (draws last): the first seat wins at most 60%
/// of the decided matches and no seat wins below half its fair share.
fn fair_by_rule(wins: &[u32], houses: u8) -> bool {
    let seats = &wins[..houses as usize];
    let decided: u32 = seats.iter().sum();
    let share = decided as f64 / houses as f64;
    decided > 0
        && seats[0] as f64 <= 0.6 * decided as f64
        && seats.iter().all(|w| *w as f64 >= 0.5 * share)
}

#[test]
fn the_rule_reads_a_table_as_the_spec_says() {
    assert!(fair_by_rule(&[53, 47, 0], 2));
    assert!(!fair_by_rule(&[61, 39, 0], 2), "first seat above 60%");
    assert!(
        !fair_by_rule(&[40, 40, 8, 12], 3),
        "a seat under half its share"
    );
    assert!(!fair_by_rule(&[0, 0, 10], 2), "nothing decided");
}

// Asserts R-FIEF-SEAT-4: two houses with `tax=200` stay offered because 100 hard matches measure
// them fair (53/47 on 2026-11-28). About 30 s unoptimised.
#[test]
#[ignore = "100 hard matches: cargo test --test fiefs_fairness -- --ignored --nocapture"]
fn r_fief_seat_4_two_houses_with_tax_200_are_fair() {
    let wins = table(&[("tax", "200")], 2, 100);
    println!("fiefs tax=200 2 houses: wins by seat, draws last: {wins:?}");
    assert!(fair_by_rule(&wins, 2), "{wins:?}");
}
