//! A bot that thinks for long in one match must not hold up orders in another: bots think on blocking
//! threads, off the async executor that serves every match.

mod support;

use korona::service::{Caller, Command};
use korona_engine::BotLevel;
use support::{bid, create, slow_bot, World};

async fn ok(w: &World, user: &str, channel: &str, command: Command) {
    if let Err(e) = w.run_in(Caller::user(user), channel, command.clone()).await {
        panic!("{user} {command:?} in {channel} was refused: {e}");
    }
}

/// One executor thread only: if the bot's thinking ran on it, the order in the other match could not
/// be served until the bot gave up waiting for it, and the bot would report that the gate never opened.
#[test]
fn a_slow_bot_in_one_match_does_not_delay_an_order_in_another() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let w = World::new(slow_bot::registry).await;
        // Match 1 in channel "a": Alice and a bot, not started yet.
        ok(&w, "alice", "a", create("slowbot")).await;
        ok(&w, "alice", "a", Command::Join).await;
        let level = BotLevel::Easy;
        ok(&w, "alice", "a", Command::Bot { level }).await;
        // Match 2 in channel "b": two people, started, no bot.
        ok(&w, "carol", "b", create("slowbot")).await;
        ok(&w, "carol", "b", Command::Join).await;
        ok(&w, "dave", "b", Command::Join).await;
        ok(&w, "carol", "b", Command::Start).await;

        let (open, thinking) = slow_bot::arm();
        // Starting match 1 makes its bot think; it waits for Carol's order in match 2.
        let start = ok(&w, "alice", "a", Command::Start);
        let other = async {
            thinking.await.expect("the bot began to think");
            ok(&w, "carol", "b", bid("1")).await;
            // A bot that already gave up has dropped its end; the assertion below says so.
            let _ = open.send(());
        };
        tokio::join!(start, other);
        assert_eq!(
            slow_bot::opened(),
            Some(true),
            "the bot gave up: the other match's order was not served while it thought"
        );
    });
}
