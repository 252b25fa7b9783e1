//! Your own view (issue 28, item 3): `/map` answers a seated caller with their seat's picture (its
//! sealed orders drawn before the reveal, a secret homeland), to them alone; a player of no seat gets
//! the public picture, the one the thread shows; and nothing private reaches a public post. The
//! turn card that answers a seated player's order carries the same own picture, to them alone.

mod fake_discord;

use fake_discord::{FakeDiscord, Record, Who};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::Store;
use korona_engine::Seat;
use serde_json::json;
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;
/// Sits in no seat.
const CAROL: u64 = 103;

struct Rig {
    fake: FakeDiscord,
    bot: Option<Bot>,
    service: Arc<Service>,
    clock: ManualClock,
}

impl Rig {
    /// Alice and Bob in a started match of `game`, with the real painter: the pictures are compared.
    async fn started(game: &str) -> Rig {
        let fake = FakeDiscord::start().await;
        let clock = ManualClock::at(1_700_000_000_000);
        let service = Arc::new(
            Service::new(
                Store::memory().await.unwrap(),
                korona_games::registry,
                Arc::new(clock.clone()),
            )
            .with_fixed_seeds(42)
            .with_painter(korona::paint::painter()),
        );
        let bot = discord::start(service.clone(), fake.bot_config())
            .await
            .unwrap();
        fake.wait_ready().await;
        let rig = Rig {
            fake,
            bot: Some(bot),
            service,
            clock,
        };
        rig.ok(ALICE, "match create", &[("game", json!(game))])
            .await;
        rig.ok(ALICE, "match join", &[]).await;
        rig.ok(BOB, "match join", &[]).await;
        rig.ok(ALICE, "match start", &[]).await;
        rig
    }

    async fn ok(
        &self,
        who: u64,
        path: &str,
        opts: &[(&str, serde_json::Value)],
    ) -> fake_discord::Exchange {
        let ex = self.fake.slash(Who::user(who), path, opts).await;
        let text = ex.caller_text();
        assert!(!text.starts_with("Refused"), "{who} /{path}: {text}");
        ex
    }

    /// Alice's first legal order that `keep` takes.
    async fn alice_order(&self, game: &str, keep: impl Fn(&str) -> bool) -> String {
        let game = korona_games::find(game).unwrap();
        let (_, state) = self.service.current_state(1).await.unwrap().unwrap();
        game.legal(&state, Seat(0))
            .into_iter()
            .map(|c| c.text)
            .find(|t| keep(t))
            .expect("an order for Alice")
    }

    /// The picture `/map` answers `who`, its caption, and whether the answer was theirs alone.
    async fn map_of(&self, who: u64) -> (Vec<u8>, String, bool) {
        // A map is a heavy request, allowed once in a few seconds per person.
        self.clock.advance(10_000);
        let ex = self.ok(who, "match map", &[]).await;
        let answer = ex
            .to_caller()
            .into_iter()
            .find(|r| !r.files.is_empty())
            .unwrap_or_else(|| panic!("no picture for {who}: {:?}", ex.records))
            .clone();
        // The picture carries alt text, as the phase posts' maps do (issue 28, item 10).
        let described = answer
            .json
            .as_ref()
            .and_then(|j| j["attachments"].as_array().cloned())
            .is_some_and(|a| {
                a.iter()
                    .any(|a| a["description"].as_str().is_some_and(|d| d.len() > 10))
            });
        assert!(described, "no alt text on {who}'s map: {:?}", answer.json);
        (answer.files[0].2.clone(), answer.text(), answer.ephemeral())
    }

    async fn stop(mut self) -> FakeDiscord {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.fake
    }
}

/// The picture on the card that answers an order (the seat's own view), if any, and whether it
/// went to the caller alone.
fn card_picture(ex: &fake_discord::Exchange) -> Option<(Vec<u8>, bool)> {
    ex.to_caller()
        .into_iter()
        .find(|r| !r.files.is_empty())
        .map(|r| (r.files[0].2.clone(), r.ephemeral()))
}

/// Every picture posted where others look: the match's channel and thread, and Bob's DMs.
fn public_pictures(fake: &FakeDiscord) -> Vec<Vec<u8>> {
    let bob_dm = format!("/channels/{}/messages", fake_discord::DM_BASE + BOB);
    fake.records()
        .into_iter()
        .filter(|r: &Record| r.ok() && (fake_discord::is_match_post(&r.path) || r.path == bob_dm))
        .flat_map(|r| r.files.into_iter().map(|f| f.2))
        .collect()
}

async fn own_view_differs(game: &str, verb: &str) {
    let rig = Rig::started(game).await;
    let (before, _, _) = rig.map_of(ALICE).await;
    let order = rig.alice_order(game, |t| t.starts_with(verb)).await;
    let card = rig.ok(ALICE, "order", &[("text", json!(order))]).await;
    let (alice, caption, alone) = rig.map_of(ALICE).await;
    // The turn card shows her own view: the picture her `/match map` answers, to her alone.
    let (on_card, card_alone) = card_picture(&card).expect("Alice's card carries her own view");
    assert!(card_alone, "the card's picture is Alice's alone");
    assert_eq!(on_card, alice, "the card shows what her own map shows");
    // Her sealed orders are drawn as arrows (bold) on her view alone (R-KIN-VIEW-1).
    let kingdoms = korona_games::find(game).unwrap();
    let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
    let sealed = |viewer| {
        kingdoms
            .scene(&state, viewer)
            .arrows
            .iter()
            .filter(|a| a.kind == korona_engine::scene::ArrowKind::Attack)
            .count()
    };
    assert!(
        sealed(korona_engine::Viewer::Seat(Seat(0))) > 0,
        "{order}: no arrow"
    );
    assert_eq!(sealed(korona_engine::Viewer::Spectator), 0);
    assert_eq!(sealed(korona_engine::Viewer::Seat(Seat(1))), 0);
    let (carol, carol_caption, _) = rig.map_of(CAROL).await;
    let (bob, _, _) = rig.map_of(BOB).await;
    assert!(alone, "Alice's own view is answered to her alone");
    assert!(caption.contains("your own view"), "{caption}");
    assert!(!carol_caption.contains("your own view"), "{carol_caption}");
    assert_ne!(
        alice, carol,
        "Alice's {order} shows on her map, not on Carol's"
    );
    assert_ne!(alice, before, "Alice's map changed with her {order}");
    assert_ne!(alice, bob, "Bob sees his own seat, not Alice's");
    // Nothing posted where others look carries Alice's picture.
    let shown = public_pictures(&rig.fake);
    assert!(!shown.is_empty());
    assert!(
        shown.iter().all(|p| *p != alice),
        "Alice's view reached a public post"
    );
    if std::env::var_os("OWN_VIEW_PNG").is_some() {
        std::fs::write(format!("/tmp/own-{game}-alice.png"), &alice).unwrap();
        std::fs::write(format!("/tmp/own-{game}-carol.png"), &carol).unwrap();
    }
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kingdoms_map_shows_the_callers_sealed_orders_and_a_stranger_the_public_view() {
    own_view_differs("kingdoms", "move ").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thrones_map_shows_the_callers_secret_homeland_and_a_stranger_the_public_view() {
    let rig = Rig::started("thrones").await;
    rig.ok(ALICE, "order", &[("text", json!("number 2"))]).await;
    rig.ok(BOB, "order", &[("text", json!("number 4"))]).await;
    let (before, _, _) = rig.map_of(ALICE).await;
    // A ready-made homeland.
    let home = rig
        .alice_order("thrones", |t| t.starts_with("home ") && t != "home random")
        .await;
    let card = rig.ok(ALICE, "order", &[("text", json!(home))]).await;
    let (alice, _, alone) = rig.map_of(ALICE).await;
    let (on_card, card_alone) = card_picture(&card).expect("Alice's card shows her homeland");
    assert!(card_alone);
    assert_eq!(on_card, alice, "the card shows what her own map shows");
    let (carol, _, _) = rig.map_of(CAROL).await;
    assert!(alone);
    assert_ne!(alice, before, "Alice's homeland is on her map");
    assert_ne!(alice, carol, "and not on a stranger's");
    let shown = public_pictures(&rig.fake);
    assert!(
        shown.iter().all(|p| *p != alice),
        "Alice's homeland reached a public post"
    );
    if std::env::var_os("OWN_VIEW_PNG").is_some() {
        std::fs::write("/tmp/own-thrones-alice.png", &alice).unwrap();
        std::fs::write("/tmp/own-thrones-carol.png", &carol).unwrap();
    }
    rig.stop().await.assert_clean();
}
