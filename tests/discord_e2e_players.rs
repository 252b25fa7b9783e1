//! Issue 19 in Discord (items 2-4): the end of a match posts the replay as a file in the match's
//! thread with the released diplomacy, `/leaderboard` and `/profile` answer privately, `/spectate`
//! sends a spectator each phase's public post by DM, a phase late. Through the real bot against the
//! fake Discord, which checks every request (and refuses uploads over 10 MB).

mod fake_discord;
mod support;

use fake_discord::{FakeDiscord, Record, Who, DM_BASE};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::Store;
use serde_json::{json, Value};
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;
const CAROL: u64 = 103;

struct Rig {
    fake: FakeDiscord,
    bot: Option<Bot>,
}

impl Rig {
    async fn new() -> Rig {
        let fake = FakeDiscord::start().await;
        let config = fake.bot_config();
        let clock = ManualClock::at(1_700_000_000_000);
        let painter: korona::service::Painter = Arc::new(|_| Some(b"\x89PNG fake".to_vec()));
        let animator: korona::service::Animator =
            Arc::new(|scenes| Some(format!("GIF89a {} frames", scenes.len()).into_bytes()));
        let service = Arc::new(
            Service::new(
                Store::memory().await.unwrap(),
                support::auction::registry,
                Arc::new(clock),
            )
            .with_fixed_seeds(42)
            .with_painter(painter)
            .with_animator(animator),
        );
        let bot = discord::start(service, config).await.unwrap();
        fake.wait_ready().await;
        Rig {
            fake,
            bot: Some(bot),
        }
    }

    async fn ok(&self, who: u64, path: &str, opts: &[(&str, Value)]) -> fake_discord::Exchange {
        let ex = self.fake.slash(Who::user(who), path, opts).await;
        let text = ex.caller_text();
        assert!(!text.starts_with("Refused"), "{who} /{path}: {text}");
        ex
    }

    async fn stop(mut self) -> FakeDiscord {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.fake
    }
}

fn posts(records: &[Record], channel: u64) -> Vec<&Record> {
    let path = format!("/channels/{channel}/messages");
    records
        .iter()
        .filter(|r| r.ok() && r.method == "POST" && r.path == path)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_end_posts_the_replay_file_and_ratings_answer_in_discord() {
    let rig = Rig::new().await;
    rig.ok(
        ALICE,
        "match create",
        &[("game", json!("auction")), ("options", json!("goal=3"))],
    )
    .await;
    rig.ok(ALICE, "match join", &[]).await;
    rig.ok(BOB, "match join", &[]).await;
    rig.ok(ALICE, "match start", &[]).await;
    rig.ok(
        ALICE,
        "msg",
        &[("seat", json!(1)), ("text", json!("peace?"))],
    )
    .await;
    // Three rounds: a match counts for a rating from three orders of each person (issue 30).
    for _ in 0..2 {
        rig.ok(ALICE, "bid", &[("text", json!("2"))]).await;
        rig.ok(BOB, "bid", &[("text", json!("1"))]).await;
    }
    rig.ok(ALICE, "bid", &[("text", json!("2"))]).await;
    let end = rig.ok(BOB, "bid", &[("text", json!("1"))]).await;
    let thread = rig.fake.last_thread().unwrap();
    let records = rig.fake.settle(0).await;
    let in_thread = posts(&records, thread);
    let text: Vec<String> = in_thread.iter().map(|r| r.text()).collect();
    let text = text.join("\n");
    assert!(text.contains("Match 1 is over"), "{text}");
    assert!(
        text.contains("korona verify --db korona.db --match 1"),
        "{text}"
    );
    assert!(
        text.contains(&format!("seat 0 (<@{ALICE}>) to seat 1 (<@{BOB}>): peace?")),
        "{text}"
    );
    // The replay is a file of its own in the thread, shown by its embed.
    let replay = in_thread
        .iter()
        .find(|r| r.files.iter().any(|f| f.1 == "match-1-replay.gif"))
        .unwrap_or_else(|| {
            panic!(
                "no replay file among {} posts (end: {})",
                in_thread.len(),
                end.caller_text()
            )
        });
    let file = replay
        .files
        .iter()
        .find(|f| f.1 == "match-1-replay.gif")
        .unwrap();
    assert!(file.2.starts_with(b"GIF89a"));
    let embed = &replay.json.as_ref().unwrap()["embeds"][0];
    assert_eq!(
        embed["image"]["url"],
        json!("attachment://match-1-replay.gif")
    );
    assert!(
        replay.text().contains("from the first phase to the last"),
        "{}",
        replay.text()
    );
    // Ratings: the leaderboard and a profile, privately.
    let board = rig
        .ok(CAROL, "leaderboard", &[("game", json!("auction"))])
        .await;
    let board_text = board.caller_text();
    assert!(board.to_caller().iter().all(|r| r.ephemeral()));
    let (a, b) = (
        board_text
            .find(&format!("<@{ALICE}>"))
            .expect("alice on the board"),
        board_text
            .find(&format!("<@{BOB}>"))
            .expect("bob on the board"),
    );
    assert!(a < b, "{board_text}");
    let profile = rig
        .ok(CAROL, "profile", &[("user", json!(BOB.to_string()))])
        .await;
    assert!(
        profile.caller_text().contains("1 match, 0 wins"),
        "{}",
        profile.caller_text()
    );
    let bad = rig
        .fake
        .slash(Who::user(CAROL), "leaderboard", &[("game", json!("chess"))])
        .await;
    assert!(
        bad.caller_text().contains("chess") && bad.caller_text().contains("auction"),
        "{}",
        bad.caller_text()
    );
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_gets_each_phase_post_by_dm_one_phase_late() {
    let rig = Rig::new().await;
    rig.ok(
        ALICE,
        "match create",
        &[("game", json!("auction")), ("options", json!("goal=3"))],
    )
    .await;
    rig.ok(ALICE, "match join", &[]).await;
    rig.ok(BOB, "match join", &[]).await;
    rig.ok(ALICE, "match start", &[]).await;
    let watch = rig.ok(CAROL, "spectate", &[]).await;
    assert!(
        watch.caller_text().contains("one phase behind"),
        "{}",
        watch.caller_text()
    );
    assert!(watch.to_caller().iter().all(|r| r.ephemeral()));
    let player = rig.fake.slash(Who::user(ALICE), "spectate", &[]).await;
    assert!(
        player.caller_text().starts_with("Refused"),
        "{}",
        player.caller_text()
    );
    rig.ok(ALICE, "bid", &[("text", json!("5"))]).await;
    let before = rig.fake.records().len();
    rig.ok(BOB, "bid", &[("text", json!("1"))]).await;
    let records = rig.fake.settle(before).await;
    let dms = posts(&records, DM_BASE + CAROL);
    assert_eq!(dms.len(), 1, "one phase post by DM");
    let text = dms[0].text();
    assert!(
        text.contains("Spectating (one phase behind)") && text.contains("round 1"),
        "{text}"
    );
    assert!(
        !text.contains("revealed"),
        "the current phase leaked: {text}"
    );
    assert!(!dms[0].files.is_empty(), "the map is attached");
    let pinged = &dms[0].json.as_ref().unwrap()["allowed_mentions"]["users"];
    assert_eq!(pinged, &json!([]), "a spectator's feed pings nobody");
    rig.stop().await.assert_clean();
}
