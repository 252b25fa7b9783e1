//! Kingdoms end to end through the fake Discord: create, join, start; autocomplete and the order menu
//! offer the seat's legal orders; two players' sealed orders stay out of the channel until both are
//! in; then the round resolves and the map of the resolved round is posted.
//! Orders are picked from the game's legal choices, so map changes do not break this test.

mod fake_discord;

use fake_discord::{FakeDiscord, Record, Who};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::Store;
use korona_engine::{Game, Seat};
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

const ALICE: u64 = 101;
const BOB: u64 = 102;

struct Rig {
    fake: FakeDiscord,
    bot: Option<Bot>,
    service: Arc<Service>,
}

impl Rig {
    async fn new() -> Rig {
        let fake = FakeDiscord::start().await;
        let config = fake.bot_config();
        let clock = ManualClock::at(1_700_000_000_000);
        let service = Arc::new(
            Service::new(
                Store::memory().await.unwrap(),
                korona_games::registry,
                Arc::new(clock),
            )
            .with_fixed_seeds(42)
            .with_painter(korona::paint::painter()),
        );
        let bot = discord::start(service.clone(), config).await.unwrap();
        fake.wait_ready().await;
        Rig {
            fake,
            bot: Some(bot),
            service,
        }
    }

    async fn ok(
        &self,
        who: u64,
        path: &str,
        opts: &[(&str, serde_json::Value)],
    ) -> fake_discord::Exchange {
        let ex = self.fake.slash(Who::user(who), path, opts).await;
        let text = ex.caller_text();
        assert!(
            !text.starts_with("Refused"),
            "{who} /{path} {opts:?}: {text}"
        );
        ex
    }

    async fn legal(&self, game: &dyn Game, seat: u8) -> Vec<String> {
        let (_, state) = self.service.current_state(1).await.unwrap().unwrap();
        game.legal(&state, Seat(seat))
            .into_iter()
            .map(|c| c.text)
            .collect()
    }

    async fn phase(&self, game: &dyn Game) -> String {
        let (_, state) = self.service.current_state(1).await.unwrap().unwrap();
        game.awaiting(&state).phase
    }
}

fn public_posts(fake: &FakeDiscord) -> Vec<Record> {
    fake.records()
        .into_iter()
        .filter(|r| r.ok() && fake_discord::is_match_post(&r.path))
        .collect()
}

fn public_text(fake: &FakeDiscord) -> String {
    public_posts(fake)
        .iter()
        .map(Record::text)
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kingdoms_round_is_played_with_sealed_orders_and_its_map_posted() {
    let mut rig = Rig::new().await;
    let game = korona_games::find("kingdoms").unwrap();
    rig.ok(ALICE, "match create", &[("game", json!("kingdoms"))])
        .await;
    rig.ok(ALICE, "match join", &[]).await;
    rig.ok(BOB, "match join", &[]).await;
    rig.ok(ALICE, "match start", &[]).await;
    assert_eq!(rig.phase(game).await, "round 1");

    // Autocomplete offers Alice's legal orders, narrowed by what she typed.
    let legal_alice = rig.legal(game, 0).await;
    let offered = rig
        .fake
        .autocomplete(Who::user(ALICE), "order", "text", "")
        .await;
    assert_eq!(offered.callback_type(), Some(8));
    let choices = offered.choices();
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    for c in &choices {
        assert!(
            legal_alice.contains(c),
            "{c:?} is not legal: {legal_alice:?}"
        );
    }
    let trains = rig
        .fake
        .autocomplete(Who::user(ALICE), "order", "text", "train")
        .await
        .choices();
    assert!(!trains.is_empty(), "no training offered");
    assert!(trains.iter().all(|c| c.starts_with("train ")), "{trains:?}");

    // The order menu: `/order` without text; narrowing by the first word if the list is long.
    let opened = rig.ok(ALICE, "order", &[]).await;
    let menus = opened.menus();
    assert_eq!(menus.len(), 1, "{:?}", opened.records);
    let (menu_id, options) = &menus[0];
    assert!(opened.to_caller().iter().all(|r| r.ephemeral()));
    let order_value = match options.iter().find(|(_, v)| v.starts_with("o:train ")) {
        Some((_, v)) => v.clone(),
        None => {
            let narrowed = rig.fake.select(Who::user(ALICE), menu_id, "p:train").await;
            let menus = narrowed.menus();
            assert_eq!(menus.len(), 1, "{:?}", narrowed.records);
            menus[0]
                .1
                .iter()
                .find(|(_, v)| v.starts_with("o:"))
                .map(|(_, v)| v.clone())
                .expect("a training order in the narrowed menu")
        }
    };
    let alice_order = order_value.trim_start_matches("o:").to_string();
    assert!(legal_alice.contains(&alice_order), "{alice_order}");
    let chosen = rig
        .fake
        .select(Who::user(ALICE), menu_id, &order_value)
        .await;
    assert!(
        !chosen.caller_text().starts_with("Refused"),
        "{}",
        chosen.caller_text()
    );
    // Sealed: the channel learns that Alice gave orders, not which.
    assert!(
        !public_text(&rig.fake).contains(&alice_order),
        "Alice's order leaked before the reveal"
    );
    assert_eq!(rig.phase(game).await, "round 1", "still waiting for Bob");
    let maps_before = public_posts(&rig.fake)
        .iter()
        .filter(|r| !r.files.is_empty())
        .count();

    // Bob's order by text: a legal move if he has one, else any legal order.
    let legal_bob = rig.legal(game, 1).await;
    let bob_order = legal_bob
        .iter()
        .find(|o| o.starts_with("move "))
        .or_else(|| legal_bob.iter().find(|o| *o != "hold"))
        .cloned()
        .expect("Bob has orders");
    let ex = rig.ok(BOB, "order", &[("text", json!(bob_order))]).await;
    assert!(ex.to_caller().iter().all(|r| r.ephemeral()));

    // Both in: the round resolves, the orders are revealed and the new map is posted.
    let deadline = Instant::now() + fake_discord::PATIENCE;
    let map = loop {
        let posts = public_posts(&rig.fake);
        let maps: Vec<&Record> = posts.iter().filter(|r| !r.files.is_empty()).collect();
        if maps.len() > maps_before && public_text(&rig.fake).contains(&alice_order) {
            break maps.last().map(|r| (*r).clone()).unwrap();
        }
        assert!(Instant::now() < deadline, "no map after the round");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert_eq!(rig.phase(game).await, "round 2");
    assert!(map.files[0].2.starts_with(b"\x89PNG"));
    assert!(
        map.files[0].2.len() > 10_000,
        "{} is not a whole map: {} bytes",
        map.files[0].1,
        map.files[0].2.len()
    );
    let text = public_text(&rig.fake);
    assert!(text.contains(&bob_order), "Bob's order revealed: {text}");
    rig.fake.assert_clean();
    if let Some(bot) = rig.bot.take() {
        bot.stop().await;
    }
}
