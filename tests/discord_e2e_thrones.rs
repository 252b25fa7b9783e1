//! Thrones through the real poise bot against the local fake Discord: create, join, the sealed
//! even/odd numbers, both homelands submitted in secret by `/order` (ephemeral replies), the
//! reveal, a few turns and the posted board; and before the reveal nothing public, no map and none
//! of the other player's replies shows anything of a homeland (R-THR-VIEW-1, R-THR-SETUP-1).

mod fake_discord;
mod support;

use fake_discord::{FakeDiscord, Record, CHANNEL, DM_BASE};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::Store;
use korona_engine::{BotLevel, Budget, Dice, Game, MatchSeed};
use korona_games::thrones::homeland::{layout, Homeland};
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

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
        let config = fake.bot_config();
        let bot = discord::start(service.clone(), config).await.unwrap();
        fake.wait_ready().await;
        Rig {
            fake,
            bot: Some(bot),
            service,
        }
    }

    /// A command that must be accepted, answered to its caller only.
    async fn ok(&self, who: u64, path: &str, opts: &[(&str, serde_json::Value)]) -> String {
        let ex = self
            .fake
            .slash(fake_discord::Who::user(who), path, opts)
            .await;
        let text = ex.caller_text();
        assert!(
            !text.starts_with("Refused"),
            "{who} /{path} {opts:?}: {text}"
        );
        assert!(
            path != "order" || ex.to_caller().iter().all(|r| r.ephemeral()),
            "an order's reply is for its caller alone"
        );
        text
    }

    async fn order(&self, who: u64, text: &str) -> String {
        self.ok(who, "order", &[("text", json!(text))]).await
    }

    async fn stop(mut self) -> FakeDiscord {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.fake
    }
}

fn thrones() -> &'static dyn Game {
    korona_games::registry()
        .iter()
        .find(|g| g.info().id == "thrones")
        .copied()
        .unwrap()
}

/// A post as shown: its text, then each attachment's name and bytes.
type Post = (String, Vec<(String, Vec<u8>)>);

/// Every post in a channel.
fn shown_in(fake: &FakeDiscord, channel: u64) -> Vec<Post> {
    let path = format!("/channels/{channel}/messages");
    fake.records()
        .iter()
        .filter(|r| {
            r.ok()
                && (r.path == path || (channel == CHANNEL && fake_discord::is_match_post(&r.path)))
        })
        .map(|r| {
            let files = r
                .files
                .iter()
                .map(|(_, name, bytes)| (name.clone(), bytes.clone()))
                .collect();
            (r.text(), files)
        })
        .collect()
}

/// What everybody but Alice could see: the channel's posts and Bob's direct messages.
fn seen_by_others(fake: &FakeDiscord) -> Vec<Post> {
    let mut out = shown_in(fake, CHANNEL);
    out.extend(shown_in(fake, DM_BASE + BOB));
    out
}

/// Alice and Bob in a started thrones match, numbers given (2 + 4: Alice, seat 0, first), Alice's
/// homeland `home` sent as a text block; Bob still building.
async fn alice_sealed(home: &Homeland) -> Rig {
    let rig = Rig::new().await;
    rig.ok(ALICE, "match create", &[("game", json!("thrones"))])
        .await;
    rig.ok(ALICE, "match join", &[]).await;
    rig.ok(BOB, "match join", &[]).await;
    rig.ok(ALICE, "match start", &[]).await;
    let reply = rig.order(ALICE, "number 2").await;
    assert!(
        reply.starts_with("Sealed") || reply.contains("number 2"),
        "{reply}"
    );
    rig.order(BOB, "number 4").await;
    let reply = rig.order(ALICE, &home.block()).await;
    assert!(
        reply.contains(&home.row_letters(0)),
        "Alice is shown her own: {reply}"
    );
    // Let the posts that follow the order settle.
    tokio::time::sleep(Duration::from_millis(300)).await;
    rig
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn before_the_reveal_nothing_shows_a_homeland() {
    let (a, b) = (layout(0), layout(3));
    assert_ne!(a.tiles, b.tiles);
    let rig_a = alice_sealed(&a).await;
    let rig_b = alice_sealed(&b).await;
    let seen_a = seen_by_others(&rig_a.fake);
    let seen_b = seen_by_others(&rig_b.fake);
    let text: String = seen_a.iter().map(|(t, _)| t.clone()).collect();
    // One post per phase: Alice's sealed homeland is not announced before the setup ends.
    assert!(!text.contains("has built a homeland"), "{text}");
    assert!(text.contains("Numbers shown"), "{text}");
    // No row of Alice's tiles or pieces appears anywhere others look.
    for k in 0..4 {
        assert!(!text.contains(&a.row_letters(k)), "row {k} leaked: {text}");
    }
    assert!(!text.contains("XKLL") && !text.contains("fxppp"), "{text}");
    // And everything shown, maps included byte for byte, is what another homeland shows.
    assert_eq!(seen_a.len(), seen_b.len());
    for ((ta, fa), (tb, fb)) in seen_a.iter().zip(&seen_b) {
        assert_eq!(ta, tb);
        assert_eq!(fa, fb, "a picture differs with Alice's homeland");
    }
    assert!(
        seen_a.iter().any(|(_, files)| !files.is_empty()),
        "a map was posted before the reveal"
    );
    rig_a.stop().await.assert_clean();
    rig_b.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thrones_match_is_set_up_in_secret_and_played() {
    let rig = alice_sealed(&layout(0)).await;
    // Bob draws a random homeland; his reply (or DM) shows it to him alone.
    rig.order(BOB, "home random").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let public: String = shown_in(&rig.fake, CHANNEL)
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    assert!(public.contains("Both homelands are revealed"), "{public}");
    let game = thrones();
    for n in 0..6u64 {
        let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
        let seat = game.awaiting(&state).pending().next().expect("a mover");
        let mut dice = Dice::for_bot(&MatchSeed::from_number(7), n, seat.0);
        let action = game.bot(&state, seat, BotLevel::Medium, &mut dice, Budget::nodes(50));
        let text = game.format(&state, &action);
        rig.order([ALICE, BOB][seat.0 as usize], &text).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let maps: Vec<Record> = rig
        .fake
        .records()
        .into_iter()
        .filter(|r| r.ok() && fake_discord::is_match_post(&r.path) && !r.files.is_empty())
        .collect();
    assert!(maps.len() >= 3, "the board is posted as play goes on");
    for m in &maps {
        assert!(m.files[0].2.starts_with(b"\x89PNG") && m.files[0].2.len() > 10_000);
    }
    let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
    let s = state
        .downcast::<korona_games::thrones::State>()
        .expect("thrones");
    assert_eq!(s.phase, korona_games::thrones::Phase::Play);
    assert!(s.turn >= 4, "turns were played: {}", s.turn);
    rig.stop().await.assert_clean();
}
