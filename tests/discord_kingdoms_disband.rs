//! R-KIN-UPKEEP-4 as a player meets it (issue 28, item 8): in a live kingdoms match, an `/order`
//! that disbands a unit and moves it in the same set is refused through Discord, in the caller's
//! language (English and Hungarian), naming the stack (its kind and area) and what is accepted
//! (how many there can still act; disband fewer or order fewer); the stored match is unchanged and
//! the seat's orders are still to give. `tests/kingdoms_disband.rs` holds the rule's cases.

mod fake_discord;

use fake_discord::{FakeDiscord, Who};
use korona::discord;
use korona::service::{ManualClock, Service};
use korona::store::Store;
use korona_engine::Seat;
use serde_json::json;
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;

/// Everything stored about match 1: each log entry's state hash, and the state now.
async fn stored(store: &Store, service: &Service) -> (Vec<String>, String) {
    let game = korona_games::find("kingdoms").unwrap();
    let rows = store.log_after(1, -1).await.unwrap();
    let (_, state) = service.current_state(1).await.unwrap().unwrap();
    (
        rows.iter().map(|r| r.state_sha256.clone()).collect(),
        game.state_to_json(&state).to_string(),
    )
}

/// Alice's legal move of her whole stack of one kind: (count, kind, from, to).
fn whole_stack_move(legal: &[String]) -> (usize, String, String, String) {
    legal
        .iter()
        .filter_map(|t| {
            let w: Vec<&str> = t.split_whitespace().collect();
            match w.as_slice() {
                ["move", n, kind, from, to] => Some((
                    n.parse::<usize>().ok()?,
                    kind.to_string(),
                    from.to_string(),
                    to.to_string(),
                )),
                _ => None,
            }
        })
        .max_by_key(|m| m.0)
        .unwrap_or_else(|| panic!("no move among {legal:?}"))
}

// Asserts R-KIN-UPKEEP-4: a unit disbanded in a round does nothing else in it, refused at `/order`
// in English and Hungarian with the stack named, the state left as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r_kin_upkeep_4_disband_and_move_in_one_order_is_refused_through_discord() {
    let fake = FakeDiscord::start().await;
    let store = Store::memory().await.unwrap();
    let service = Arc::new(
        Service::new(
            store.clone(),
            korona_games::registry,
            Arc::new(ManualClock::at(1_700_000_000_000)),
        )
        .with_fixed_seeds(42),
    );
    let bot = discord::start(service.clone(), fake.bot_config())
        .await
        .unwrap();
    fake.wait_ready().await;
    for (user, path, opts) in [
        (ALICE, "match create", vec![("game", json!("kingdoms"))]),
        (ALICE, "match join", vec![]),
        (BOB, "match join", vec![]),
        (ALICE, "match start", vec![]),
    ] {
        let ex = fake.slash(Who::user(user), path, &opts).await;
        assert!(
            !ex.caller_text().contains("Refused"),
            "/{path}: {}",
            ex.caller_text()
        );
    }
    let game = korona_games::find("kingdoms").unwrap();
    let (_, state) = service.current_state(1).await.unwrap().unwrap();
    let legal: Vec<String> = game
        .legal(&state, Seat(0))
        .into_iter()
        .map(|c| c.text)
        .collect();
    let (n, kind, from, to) = whole_stack_move(&legal);
    let text = format!("disband 1 {kind} {from}; move {n} {kind} {from} {to}");
    let before = stored(&store, &service).await;
    for (who, refused, names_kind, accepted) in [
        (
            Who::user(ALICE),
            "Refused:",
            format!("1 {kind} disbanded in {from}"),
            format!("of your {n} there, {} can still move", n - 1),
        ),
        (
            Who::user(ALICE).hu(),
            "Elutasítva:",
            format!("feloszlatva itt: {from}"),
            format!("az ott lévő {n} egységedből {} mozoghat", n - 1),
        ),
    ] {
        let ex = fake.slash(who, "order", &[("text", json!(text))]).await;
        let said = ex.caller_text();
        eprintln!("{text}\n  -> {said}");
        assert!(said.starts_with(refused), "{text}: {said}");
        assert!(said.contains(&names_kind), "{text}: {said}");
        assert!(said.contains(&accepted), "{text}: {said}");
        // Only the caller hears it; nothing is posted for the match.
        assert!(ex.to_caller().iter().all(|r| r.ephemeral()), "{said}");
        assert!(ex.public_text().is_empty(), "{}", ex.public_text());
        assert_eq!(
            stored(&store, &service).await,
            before,
            "a refusal changed the match"
        );
    }
    // The same stack may still move whole when nothing of it is disbanded: the seat's orders are
    // still to give, and the refusal left nothing behind that blocks them.
    let ex = fake
        .slash(
            Who::user(ALICE),
            "order",
            &[("text", json!(format!("move {n} {kind} {from} {to}")))],
        )
        .await;
    assert!(
        !ex.caller_text().contains("Refused"),
        "{}",
        ex.caller_text()
    );
    assert_ne!(stored(&store, &service).await, before);
    bot.stop().await;
    fake.assert_clean();
}
