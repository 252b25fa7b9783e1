//! Maps name the players (issue "Playing in Discord", item 6): the scene's "Player 0" becomes the
//! name the player sat down with, or the bot's; checked on the scene the service hands its painter.

mod support;

use korona::service::{Command, ManualClock, Service};
use korona::store::Store;
use korona_engine::{BotLevel, Scene};
use std::sync::{Arc, Mutex};
use support::*;

fn texts(scene: &Scene) -> String {
    let mut all = vec![scene.title.clone()];
    all.extend(scene.panel.iter().cloned());
    for p in &scene.panels {
        all.push(p.title.clone());
        all.extend(p.lines.iter().map(|l| l.text.clone()));
    }
    all.extend(scene.legend.iter().map(|e| e.label.clone()));
    all.join("\n")
}

#[tokio::test]
async fn the_public_map_names_players_and_bots() {
    let painted: Arc<Mutex<Vec<Scene>>> = Arc::default();
    let seen = painted.clone();
    let painter: korona::service::Painter = Arc::new(move |scene: &Scene| {
        seen.lock().unwrap().push(scene.clone());
        Some(b"\x89PNG".to_vec())
    });
    let clock = ManualClock::at(1_700_000_000_000);
    let store = Store::memory().await.unwrap();
    let service = Service::new(
        store.clone(),
        korona_games::registry,
        Arc::new(clock.clone()),
    )
    .with_fixed_seeds(42)
    .with_painter(painter);
    service.remember_name("alice", "Alice").await.unwrap();
    let w = World {
        service,
        clock,
        store,
    };
    w.ok("alice", create("capitals")).await;
    w.ok("alice", Command::Join).await;
    w.ok(
        "alice",
        Command::Bot {
            level: BotLevel::Easy,
        },
    )
    .await;
    w.ok("alice", Command::Start).await;
    let scenes = painted.lock().unwrap().clone();
    let last = scenes.last().expect("the start posted a map");
    let words = texts(last);
    assert!(words.contains("Alice"), "{words}");
    assert!(words.contains("Bot 1 (easy)"), "{words}");
    assert!(
        !words.contains("Player 0") && !words.contains("Player 1"),
        "{words}"
    );
}
