//! Fiefs through the real poise bot against the local fake Discord: create, join, start, a few turns
//! of orders each closed with `end`, and the map posted in the match channel as a rendered PNG. The
//! orders are picked from the game's legal choices, so a change of map or rules does not break it.

mod fake_discord;

use fake_discord::{FakeDiscord, Who};
use korona::discord::{self, Config};
use korona::service::{ManualClock, Painter, Service};
use korona::store::Store;
use korona_engine::Game;
use serde_json::json;
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;

fn config(fake: &FakeDiscord) -> Config {
    fake.bot_config()
}

/// The real renderer, at a small width to keep the test quick.
fn painter() -> Painter {
    Arc::new(|scene| korona_render::render(scene, 700).ok())
}

async fn ok(fake: &FakeDiscord, who: u64, path: &str, opts: &[(&str, serde_json::Value)]) {
    let ex = fake.slash(Who::user(who), path, opts).await;
    let text = ex.caller_text();
    assert!(
        !text.starts_with("Refused"),
        "{who} /{path} {opts:?}: {text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fiefs_is_created_joined_and_played_for_a_few_turns_with_end_and_the_map_is_posted() {
    let fake = FakeDiscord::start().await;
    let clock = ManualClock::at(1_700_000_000_000);
    let service = Arc::new(
        Service::new(
            Store::memory().await.unwrap(),
            korona_games::registry,
            Arc::new(clock.clone()),
        )
        .with_fixed_seeds(42)
        .with_painter(painter()),
    );
    let bot = discord::start(service.clone(), config(&fake))
        .await
        .unwrap();
    fake.wait_ready().await;

    ok(&fake, ALICE, "match create", &[("game", json!("fiefs"))]).await;
    ok(&fake, ALICE, "match join", &[]).await;
    ok(&fake, BOB, "match join", &[]).await;
    ok(&fake, ALICE, "match start", &[]).await;

    let game: &dyn Game = korona_games::find("fiefs").unwrap();
    let mut ends = 0;
    let mut moves = 0;
    while ends < 4 {
        let (_, state) = service.current_state(1).await.unwrap().unwrap();
        let seat = game
            .awaiting(&state)
            .pending()
            .next()
            .expect("a house to move");
        let user = [ALICE, BOB][seat.0 as usize];
        let legal = game.legal(&state, seat);
        // One move a turn when there is one (the first legal move), then `end`.
        let moved_this_turn = moves > ends;
        let text = match legal.iter().find(|c| c.text.starts_with("move ")) {
            Some(c) if !moved_this_turn => {
                moves += 1;
                c.text.clone()
            }
            _ => {
                assert!(legal.iter().any(|c| c.text == "end"), "{legal:?}");
                ends += 1;
                "end".to_string()
            }
        };
        ok(&fake, user, "order", &[("text", json!(text))]).await;
    }
    let (_, state) = service.current_state(1).await.unwrap().unwrap();
    let view = game.view(&state, korona_engine::Viewer::Spectator);
    assert_eq!(view["round"], 3, "four turns of two houses: round 3");
    assert!(moves >= 2, "{moves} moves");

    // Maps went to the channel as real PNG attachments shown by their embed.
    let maps: Vec<_> = fake
        .records()
        .into_iter()
        .filter(|r| r.ok() && fake_discord::is_match_post(&r.path) && !r.files.is_empty())
        .collect();
    assert!(!maps.is_empty(), "no map was posted");
    for r in &maps {
        assert!(r.files[0].2.starts_with(b"\x89PNG"));
        assert!(r.files[0].2.len() > 5_000, "a rendered map, not a stub");
        let embed = r.json.as_ref().unwrap()["embeds"][0]["image"]["url"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(embed, format!("attachment://{}", r.files[0].1));
    }
    bot.stop().await;
    fake.assert_clean();
}
