//! What several benchmarks set up the same way: requests, capitals matches between two users, and
//! the orders the easy bot plays in them, scripted beforehand by the engine alone.

use crate::service::{Caller, Command, Place, Request, Service};
use korona_engine::selfplay::Table;
use korona_engine::{BotLevel, MatchSeed};

/// The two players of every benchmark match: seat 0 joins first.
pub(super) const USERS: [&str; 2] = ["alice", "bob"];

/// A request from `user` about match `match_id`, made in that match's channel (`bench-<id>`).
pub(super) fn request(user: &str, match_id: Option<i64>, command: Command) -> Request {
    Request {
        caller: Caller::user(user),
        place: Place {
            guild: None,
            channel: format!("bench-{}", match_id.unwrap_or(0)),
        },
        match_id,
        command,
    }
}

/// Creates, fills and starts a capitals match in the channel of match `id` (the number the store
/// gives it next): alice in seat 0, bob in seat 1.
pub(super) async fn start_capitals(service: &Service, id: i64) {
    let create = Command::Create {
        game: "capitals".into(),
        options: vec![],
    };
    let mut req = request(USERS[0], Some(id), create);
    req.match_id = None;
    service.handle(&req).await.expect("create");
    for user in USERS {
        service
            .handle(&request(user, Some(id), Command::Join))
            .await
            .expect("join");
    }
    service
        .handle(&request(USERS[0], Some(id), Command::Start))
        .await
        .expect("start");
}

/// The first `n` orders (fewer if it ends) of a capitals match played from `seed` by two easy
/// bots, as (user, order text): what the service accepts for a match that drew the same seed.
pub(super) fn capitals_script(seed: u64, n: usize) -> Vec<(&'static str, String)> {
    let game = super::bench::capitals();
    let options = game.options(&[]).expect("default options");
    let mut table =
        Table::setup(game, &options, 2, MatchSeed::from_number(seed)).expect("capitals sets up");
    let mut orders = Vec::new();
    while orders.len() < n {
        let Some(seat) = game.awaiting(table.state()).pending().next() else {
            break;
        };
        let choice = table.bot_choice(seat, BotLevel::Easy, None);
        let text = table.text_of(&choice.input);
        table.apply(choice.input).expect("the bot's order applies");
        orders.push((USERS[seat.index()], text));
    }
    orders
}
