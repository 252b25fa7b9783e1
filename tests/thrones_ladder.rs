//! The thrones bot levels differ in strength: over 100 seeded matches each, medium beats easy and
//! hard beats medium at least 70% (`korona bench ladder --game thrones` prints the same figures).
//! Ignored by default: run with `cargo test --release --test thrones_ladder -- --ignored`.

use korona_engine::selfplay::{ladder_sides, LadderScore, Sides};
use korona_engine::BotLevel;

fn score(strong: BotLevel, weak: BotLevel) -> LadderScore {
    let game = korona_games::find("thrones").unwrap();
    let options = game.options(&[]).unwrap();
    ladder_sides(game, &options, Sides::one(2), 100, strong, weak).unwrap()
}

fn assert_stronger(strong: BotLevel, weak: BotLevel) {
    let s = score(strong, weak);
    assert!(s.wins >= 70, "{strong:?} v {weak:?}: {s:?}");
}

#[test]
#[ignore]
fn medium_beats_easy() {
    assert_stronger(BotLevel::Medium, BotLevel::Easy);
}

#[test]
#[ignore]
fn hard_beats_medium() {
    assert_stronger(BotLevel::Hard, BotLevel::Medium);
}
