//! Issue 30, item 6 ("`/match create` opens a public thread before anything is checked"), through
//! the real bot against the fake Discord: a refused create opens no thread and stores nothing; a
//! thread is named from the game's id, never from the raw text typed; open lobbies are capped.

mod fake_discord;
mod support;

use fake_discord::{FakeDiscord, Who};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::Store;
use serde_json::json;
use std::sync::Arc;

const ALICE: u64 = 101;

async fn rig() -> (FakeDiscord, Bot, Store) {
    let fake = FakeDiscord::start().await;
    let config = fake.bot_config();
    let store = Store::memory().await.unwrap();
    let service = Arc::new(
        Service::new(
            store.clone(),
            support::auction::registry,
            Arc::new(ManualClock::at(1_700_000_000_000)),
        )
        .with_fixed_seeds(42),
    );
    let bot = discord::start(service, config).await.unwrap();
    fake.wait_ready().await;
    (fake, bot, store)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_create_opens_no_thread_and_stores_nothing() {
    let (fake, bot, store) = rig().await;
    for (game, options) in [("chess **@everyone**", None), ("auction", Some("goal=40"))] {
        let mut opts = vec![("game", json!(game))];
        if let Some(o) = options {
            opts.push(("options", json!(o)));
        }
        let ex = fake.slash(Who::user(ALICE), "match create", &opts).await;
        assert!(
            ex.caller_text().starts_with("Refused"),
            "{}",
            ex.caller_text()
        );
        assert!(fake.threads().is_empty(), "{game}: {:?}", fake.threads());
    }
    assert!(store.match_ids().await.unwrap().is_empty());
    // An accepted create names its thread from the game's id, not from the text typed.
    let ex = fake
        .slash(
            Who::user(ALICE),
            "match create",
            &[("game", json!("  AUCTION "))],
        )
        .await;
    assert!(
        !ex.caller_text().starts_with("Refused"),
        "{}",
        ex.caller_text()
    );
    assert_eq!(fake.threads().len(), 1);
    let named = fake
        .records()
        .iter()
        .filter(|r| r.ok() && r.method == "POST" && r.path.ends_with("/threads"))
        .map(|r| {
            r.json
                .as_ref()
                .map_or(String::new(), |j| j["name"].to_string())
        })
        .collect::<Vec<_>>();
    assert!(
        named
            .iter()
            .all(|n| n.contains("auction") && !n.contains("AUCTION")),
        "{named:?}"
    );
    bot.stop().await;
    fake.assert_clean();
}
