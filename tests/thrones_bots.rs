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

/// Every event and refusal of a few seeded bot matches (and of typical wrong orders) renders in
/// English with exactly its arguments, and the invariants hold after every entry, ports or not.
#[test]
fn everything_a_match_says_renders_in_english() {
    use korona_engine::{Catalog, Dice, Input, Ruleset, Seat};
    use korona_games::thrones::{Thrones, EN};
    let words = Catalog::english(&[EN]).unwrap();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 1..10u64 {
        let mseed = MatchSeed::from_number(seed);
        // Odd seeds play the "Ports" game type (R-THR-ALT-2); each game type comes three times
        // (R-THR-ALT-1, R-THR-VP-*, R-THR-HOME-*).
        let ports = if seed % 2 == 1 { "on" } else { "off" };
        let game = ["standard", "points", "homefront"][seed as usize % 3];
        let options = Thrones
            .options(&[
                ("ports".to_string(), ports.to_string()),
                ("type".to_string(), game.to_string()),
            ])
            .unwrap();
        let mut s = Thrones
            .setup(&options, 2, &mut Dice::for_entry(&mseed, 0))
            .unwrap();
        for seq in 1..2000u64 {
            if s.finish.is_some() {
                break;
            }
            let seat = match s.phase {
                korona_games::thrones::Phase::Start => Seat(u8::from(s.numbers.has(Seat(0)))),
                korona_games::thrones::Phase::Setup => Seat(u8::from(s.homelands.has(Seat(0)))),
                korona_games::thrones::Phase::Play => Seat(s.to_move),
            };
            for wrong in [
                "fire a1 a2",
                "move a1 i9",
                "jump",
                "dragon",
                "pass",
                "home x",
                "farm",
                "rebuild",
                "spawn e2 X",
                "set a1 p",
                "number 9",
            ] {
                if let Ok(action) = Thrones.parse(&s, seat, wrong) {
                    let input = Input::Order { seat, action };
                    if let Err(r) = Thrones::step(&s, &input, &mut Dice::for_entry(&mseed, seq)) {
                        words.check_refusal(&r).unwrap();
                        seen.insert(r.id().to_string());
                    }
                } else {
                    let r = Thrones.parse(&s, seat, wrong).err().unwrap();
                    words.check_refusal(&r).unwrap();
                }
            }
            let level = if seq % 3 == 0 {
                BotLevel::Easy
            } else {
                BotLevel::Medium
            };
            let mut bot_dice = Dice::for_bot(&mseed, seq, seat.0);
            let action = Thrones.bot(
                &s,
                seat,
                level,
                &mut bot_dice,
                korona_engine::Budget::nodes(1),
            );
            let input = Input::Order { seat, action };
            let applied = Thrones::step(&s, &input, &mut Dice::for_entry(&mseed, seq)).unwrap();
            for e in &applied.events {
                words.check(&e.message).unwrap();
                seen.insert(e.id().to_string());
            }
            Thrones
                .check_invariants(Some(&s), &applied.state)
                .unwrap_or_else(|e| panic!("seed {seed} entry {seq}: {e}"));
            s = applied.state;
        }
        assert!(s.finish.is_some(), "seed {seed} finished");
    }
    println!("{} message ids seen: {seen:?}", seen.len());
    for id in [
        "thrones-moves",
        "thrones-attacks",
        "thrones-wins",
        "thrones-revealed",
    ] {
        assert!(seen.contains(id), "{id} never said");
    }
}

/// How often two medium bots reach a decision (printed; run with --nocapture).
#[test]
#[ignore]
fn medium_self_play_results() {
    for seed in 0..8 {
        let played = SelfPlay::new(
            thrones(),
            &[BotLevel::Medium; 2],
            MatchSeed::from_number(seed),
        )
        .play()
        .expect("the bots finish");
        let s = played.state.downcast::<State>().expect("thrones");
        println!(
            "seed {seed}: turn {} {:?}",
            s.turn,
            s.finish.as_ref().map(|f| f.winner)
        );
    }
}
