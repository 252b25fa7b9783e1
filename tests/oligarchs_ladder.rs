//! The oligarchs bot levels differ in strength: over 100 seeded matches each, the stronger side wins
//! at least 70% 1 v 1 and 2 v 2 at four seats (`korona bench ladder --game oligarchs` prints the same
//! figures). The hard bot's edge is its election play (`bot_bids.rs`) and its saving for elections.

use korona_engine::selfplay::{ladder_sides, LadderScore, Sides};
use korona_engine::BotLevel;

fn score(sides: Sides, strong: BotLevel, weak: BotLevel) -> LadderScore {
    let game = korona_games::find("oligarchs").unwrap();
    let options = game.options(&[]).unwrap();
    ladder_sides(game, &options, sides, 100, strong, weak).unwrap()
}

fn assert_stronger(sides: Sides, strong: BotLevel, weak: BotLevel) {
    let s = score(sides, strong, weak);
    assert!(
        s.wins >= 70,
        "{strong:?} v {weak:?} at {} seats ({} strong): {s:?}",
        sides.seats,
        sides.strong
    );
}

#[test]
fn medium_beats_easy_two_and_four_players() {
    assert_stronger(Sides::one(2), BotLevel::Medium, BotLevel::Easy);
    assert_stronger(Sides::half(4), BotLevel::Medium, BotLevel::Easy);
}

#[test]
fn hard_beats_medium_two_and_four_players() {
    assert_stronger(Sides::one(2), BotLevel::Hard, BotLevel::Medium);
    assert_stronger(Sides::half(4), BotLevel::Hard, BotLevel::Medium);
}

#[test]
fn ladder_sides_alternate_round_the_table() {
    use korona_engine::Seat;
    assert_eq!(Sides::half(4).strong_seats(0), [Seat(0), Seat(2)]);
    assert_eq!(Sides::half(4).strong_seats(1), [Seat(1), Seat(3)]);
    assert_eq!(Sides::one(2).strong_seats(3), [Seat(1)]);
    assert_eq!(Sides::one(4).strong_seats(6), [Seat(2)]);
}
