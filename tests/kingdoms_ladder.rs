//! The kingdoms bot levels differ in strength (R-KIN-BOT-2): over 100 seeded 2-kingdom matches, the
//! stronger side wins at least 70% (`korona bench ladder --game kingdoms` prints the same figures).

use korona_engine::selfplay::{ladder_sides, LadderScore, Sides};
use korona_engine::BotLevel;

fn score(strong: BotLevel, weak: BotLevel) -> LadderScore {
    let game = korona_games::find("kingdoms").unwrap();
    let options = game.options(&[]).unwrap();
    let s = ladder_sides(game, &options, Sides::one(2), 100, strong, weak).unwrap();
    println!("{strong:?} v {weak:?}: {s:?}");
    s
}

// Asserts R-KIN-BOT-2.
#[test]
#[ignore = "100 matches a pair: run with --ignored"]
fn r_kin_bot_2_medium_beats_easy() {
    let s = score(BotLevel::Medium, BotLevel::Easy);
    assert!(s.wins >= 70, "medium v easy: {s:?}");
}

// Asserts R-KIN-BOT-2.
#[test]
#[ignore = "100 matches a pair: run with --ignored"]
fn r_kin_bot_2_hard_beats_medium() {
    let s = score(BotLevel::Hard, BotLevel::Medium);
    assert!(s.wins >= 70, "hard v medium: {s:?}");
}
