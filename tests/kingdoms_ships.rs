//! R-KIN-BOT-3: hard bots go to sea where the land way is long. On The Two Shores a strait lies
//! between the castles of the north shore and the south; round it the walk is 6 steps or more, across
//! it a ship's two half steps. In seeded matches of hard bots, ships are launched and units are
//! carried over the water and land where their convey said.

mod support;

use korona_engine::BotLevel;
use korona_games::kingdoms::Order;
use support::kingdoms::{play_bots, setup_on};

/// Conveys that crossed water from land to land, and how many of them landed their units.
#[derive(Default)]
struct Crossings {
    ordered: u32,
    landed: u32,
    triremes: u32,
}

fn play(seats: u8, seed: u64, tally: &mut Crossings) {
    let start = setup_on("shores", seats, seed);
    play_bots(start, seed, BotLevel::Hard, |before, state, _| {
        if state.round == before.round && !state.over() {
            return;
        }
        let geo = state.geo();
        for (seat, orders) in &state.revealed {
            for o in orders {
                match o {
                    Order::Train { kind, n, .. } if kind.is_ship() => tally.triremes += *n as u32,
                    Order::Convey { kind, path, .. }
                        if !geo.is_sea(path[0]) && !geo.is_sea(*path.last().unwrap()) =>
                    {
                        tally.ordered += 1;
                        let end = *path.last().unwrap();
                        if state.count_at(*seat, *kind, end) > 0 {
                            tally.landed += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
    });
}

#[test]
fn r_kin_bot_3_hard_bots_ship_units_across_the_strait() {
    let mut tally = Crossings::default();
    for seed in 1..=10 {
        play(2, seed, &mut tally);
        play(3, seed, &mut tally);
    }
    println!(
        "triremes {}, conveys {}, landed {}",
        tally.triremes, tally.ordered, tally.landed
    );
    assert!(tally.triremes >= 5, "triremes trained: {}", tally.triremes);
    assert!(
        tally.ordered >= 10,
        "conveys from land over the water to land: {}",
        tally.ordered
    );
    // Some land into a fight and fall: landing is not winning.
    assert!(
        tally.landed * 3 >= tally.ordered,
        "{} of {} conveys landed their units",
        tally.landed,
        tally.ordered
    );
}
