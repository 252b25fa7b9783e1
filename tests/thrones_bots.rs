//! The thrones bot: better than random legal play (bot.rs), and whole bot matches keep the game's
//! invariants (R-THR-PIECE-1, R-THR-BOARD-1) and finish.

use korona_engine::selfplay::{ladder, SelfPlay};
use korona_engine::{BotLevel, Game, MatchSeed};
use korona_games::thrones::State;

fn thrones() -> &'static dyn Game {
    korona_games::find("thrones").expect("registered")
}

#[test]
fn medium_beats_easy_more_often_than_not() {
    let options = thrones().options(&[]).unwrap();
    let score = ladder(thrones(), &options, 2, 6, BotLevel::Medium, BotLevel::Easy).unwrap();
    println!("medium vs easy: {score:?}");
    assert!(score.wins > score.losses, "{score:?}");
}

#[test]
fn medium_bots_finish_a_match_within_the_turn_limit() {
    let played = SelfPlay::new(thrones(), &[BotLevel::Medium; 2], MatchSeed::from_number(4))
        .play()
        .expect("the bots finish");
    let s = played.state.downcast::<State>().expect("thrones");
    assert!(s.finish.is_some());
    assert!(s.turn <= s.max_turns + 1);
}
