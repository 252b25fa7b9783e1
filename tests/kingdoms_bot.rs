//! R-KIN-BOT-1: the kingdoms bot beats a player drawing random legal orders (the engine's default
//! bot), playing either seat.

use korona_engine::{BotLevel, Budget, Dice, Input, MatchSeed, Ruleset, Seat};
use korona_games::kingdoms::{Kingdoms, Options, State};

/// Plays one match, `smart` against random legal orders; the winner's seat, if any.
fn duel(seed: u64, smart: u8) -> Option<u8> {
    let match_seed = MatchSeed::from_number(seed);
    let mut s: State =
        Kingdoms::new_state(&Options::default(), 2, &mut Dice::for_entry(&match_seed, 0));
    let mut seq = 1;
    while s.finish.is_none() {
        for seat in 0..2u8 {
            if s.finish.is_some() {
                break;
            }
            let mut bot_dice = Dice::for_bot(&match_seed, seq, seat);
            let action = if seat == smart {
                Kingdoms.bot(
                    &s,
                    Seat(seat),
                    BotLevel::Medium,
                    &mut bot_dice,
                    Budget::nodes(10),
                )
            } else {
                let legal = Kingdoms.legal(&s, Seat(seat));
                let pick = &legal[bot_dice.pick(legal.len())].text;
                Kingdoms.parse(&s, Seat(seat), pick).unwrap()
            };
            let input = Input::Order {
                seat: Seat(seat),
                action,
            };
            s = Kingdoms::step(&s, &input, &mut Dice::for_entry(&match_seed, seq))
                .unwrap()
                .state;
            seq += 1;
        }
    }
    s.finish.unwrap().winner
}

#[test]
fn r_kin_bot_1_the_bot_beats_random_legal_orders() {
    let mut wins = 0;
    let games = 8;
    for seed in 0..games {
        let smart = (seed % 2) as u8;
        if duel(seed, smart) == Some(smart) {
            wins += 1;
        }
    }
    eprintln!("kingdoms bot won {wins} of {games} against random legal orders");
    assert!(wins >= 7, "the bot won only {wins} of {games}");
}
