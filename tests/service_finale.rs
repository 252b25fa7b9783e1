//! The end of a match (issue 19, item 2) through the service: after the post naming the winner and
//! revealing the seed come the line that checks every roll, the diplomacy log (unless the match was
//! created `diplomacy=private`) and the animated replay, one frame per phase post; `korona replay`
//! writes the same file from the database. Each service test runs on SQLite and on PostgreSQL.

mod support;

use korona::service::{Body, Command, Reply, Service};
use korona::store::Store;
use std::sync::{Arc, Mutex};
use support::*;

fn create_with(options: &[(&str, &str)]) -> Command {
    Command::Create {
        game: "auction".into(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}

/// A world whose animator records how many scenes it was given and answers with a marker.
fn world_with_animator(store: Store) -> (World, Arc<Mutex<Vec<usize>>>) {
    let calls = Arc::new(Mutex::new(Vec::new()));
    let seen = calls.clone();
    let clock = korona::service::ManualClock::at(1_700_000_000_000);
    let service = Service::new(store.clone(), auction::registry, Arc::new(clock.clone()))
        .with_fixed_seeds(42)
        .with_animator(Arc::new(move |scenes| {
            seen.lock().unwrap().push(scenes.len());
            Some(b"GIF89a-test".to_vec())
        }));
    let w = World {
        service,
        clock,
        store,
    };
    (w, calls)
}

/// Alice and Bob, two rounds to win; Alice writes to Bob; Alice wins both rounds. Every reply.
async fn play_to_the_end(w: &World, options: &[(&str, &str)]) -> Vec<Reply> {
    let mut all = Vec::new();
    let mut options = options.to_vec();
    options.push(("goal", "2"));
    all.extend(w.ok("host", create_with(&options)).await);
    all.extend(w.ok("alice", Command::Join).await);
    all.extend(w.ok("bob", Command::Join).await);
    all.extend(w.ok("host", Command::Start).await);
    all.extend(
        w.ok(
            "alice",
            Command::Msg {
                to_seat: 1,
                text: "ally against the host?".into(),
            },
        )
        .await,
    );
    for _ in 0..2 {
        all.extend(w.ok("alice", bid("3")).await);
        all.extend(w.ok("bob", bid("0")).await);
    }
    all
}

fn phase_posts(replies: &[Reply]) -> usize {
    replies
        .iter()
        .filter(|r| matches!(r.body, Body::Phase(_)))
        .count()
}

on_both_backends! {
async fn the_end_checks_rolls_releases_diplomacy_and_posts_the_replay(db) {
    let (w, calls) = world_with_animator(db.store().await);
    let all = play_to_the_end(&w, &[]).await;
    let public = public_text(&all);
    assert!(public.contains("Match 1 is over. Winner: <@alice>"), "{public}");
    assert!(public.contains("Dice seed revealed"), "{public}");
    // The check names the command and the log's hash, which `korona verify` prints too.
    let rows = w.store.log_after(1, -1).await.unwrap();
    let log = korona::verify::log_sha256(&rows);
    assert!(
        public.contains(&format!("`korona verify --db korona.db --match 1` (the log's sha256 is {log})")),
        "{public}"
    );
    // The diplomacy log, private while the match ran, is public now.
    assert!(public.contains("The diplomacy of match 1, released to everyone now that it is over (1 message):"), "{public}");
    assert!(public.contains("seat 0 (<@alice>) to seat 1 (<@bob>): ally against the host?"), "{public}");
    // The replay: one frame per phase post, attached as a GIF to the match's channel.
    let replay = all
        .iter()
        .find(|r| matches!(&r.body, Body::Image { name, .. } if name == "match-1-replay.gif"))
        .expect("a replay was posted");
    assert!(replay.is_public());
    let Body::Image { png, caption, alt, .. } = &replay.body else { unreachable!() };
    // Issue 28, item 10: every posted map carries alt text, the replay too.
    assert!(alt.contains(&format!("its {} phase maps", phase_posts(&all))), "{alt}");
    assert_eq!(png.as_slice(), b"GIF89a-test");
    assert_eq!(*calls.lock().unwrap(), vec![phase_posts(&all)]);
    assert!(caption.to_string().contains(&format!("({} phases)", phase_posts(&all))), "{caption}");
}
}

on_both_backends! {
async fn diplomacy_private_keeps_the_messages_out_of_the_end(db) {
    let (w, _) = world_with_animator(db.store().await);
    let all = play_to_the_end(&w, &[("diplomacy", "private")]).await;
    let public = public_text(&all);
    assert!(!public.contains("ally against the host"), "{public}");
    assert!(public.contains("The diplomacy of match 1 (1 message) stays private"), "{public}");
}
}

/// Issue 30, item 13: drawing a long match's replay takes seconds, so it happens after the match's
/// lock is released. While the animator is still drawing, a command on the same match is answered.
#[tokio::test]
async fn the_replay_is_drawn_after_the_match_lock_is_released() {
    let db = TestDb::sqlite();
    let store = db.store().await;
    let (started_tx, started_rx) = std::sync::mpsc::channel::<()>();
    let (release_tx, release_rx) = std::sync::mpsc::channel::<()>();
    let started_tx = Mutex::new(started_tx);
    let release_rx = Mutex::new(release_rx);
    let clock = korona::service::ManualClock::at(1_700_000_000_000);
    let service = Service::new(store.clone(), auction::registry, Arc::new(clock.clone()))
        .with_fixed_seeds(42)
        .with_animator(Arc::new(move |_scenes| {
            started_tx.lock().unwrap().send(()).unwrap();
            release_rx.lock().unwrap().recv().unwrap();
            Some(b"GIF89a-test".to_vec())
        }));
    let w = World {
        service,
        clock,
        store,
    };
    w.ok("host", create_with(&[("goal", "1")])).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    w.ok("alice", bid("3")).await;
    let ending = w.ok("bob", bid("0"));
    let meanwhile = async {
        let started = tokio::task::spawn_blocking(move || {
            started_rx.recv_timeout(std::time::Duration::from_secs(60))
        });
        started.await.unwrap().expect("the animator was called");
        let status = tokio::time::timeout(
            std::time::Duration::from_secs(30),
            w.run_from(
                korona::service::Caller::user("carol"),
                Some("guild"),
                CHANNEL,
                1,
                Command::Status,
            ),
        )
        .await;
        release_tx.send(()).unwrap();
        status
    };
    let (ended, status) = tokio::join!(ending, meanwhile);
    let status = status.expect("a command on the match waited for the replay to be drawn");
    let status = status.unwrap();
    assert!(
        !status.is_empty(),
        "the status of the ended match is answered"
    );
    assert!(
        ended
            .iter()
            .any(|r| matches!(&r.body, Body::Image { name, .. } if name.ends_with("-replay.gif"))),
        "the ending request posts the replay"
    );
}

#[tokio::test]
async fn korona_options_are_checked_and_the_game_never_sees_them() {
    let w = World::new(auction::registry).await;
    let e = w
        .run("host", create_with(&[("diplomacy", "maybe")]))
        .await
        .unwrap_err();
    assert!(
        e.contains("maybe") && e.contains("public") && e.contains("private"),
        "{e}"
    );
    let e = w
        .run("host", create_with(&[("spectate", "11")]))
        .await
        .unwrap_err();
    assert!(e.contains("11") && e.contains("10"), "{e}");
    // Accepted ones are stored with the match; the game's own options still work beside them.
    w.ok(
        "host",
        create_with(&[("spectate", "0"), ("diplomacy", "off"), ("goal", "2")]),
    )
    .await;
    let s = w.store.match_settings(1).await.unwrap();
    assert_eq!((s.spectate_delay, s.diplomacy_public), (0, false));
}

#[test]
fn korona_replay_writes_the_file_the_end_of_the_match_posts() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let out = dir.path().join("replay.gif");
    let db_s = db.to_str().unwrap();
    let demo = std::process::Command::new(env!("CARGO_BIN_EXE_korona"))
        .args([
            "demo", "--game", "capitals", "--level", "easy", "--db", db_s, "--out",
        ])
        .arg(dir.path().join("maps"))
        .output()
        .unwrap();
    assert!(
        demo.status.success(),
        "{}",
        String::from_utf8_lossy(&demo.stderr)
    );
    let replay = std::process::Command::new(env!("CARGO_BIN_EXE_korona"))
        .args([
            "replay",
            "--db",
            db_s,
            "--match",
            "1",
            "--out",
            out.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&replay.stdout);
    assert!(
        replay.status.success(),
        "{said} {}",
        String::from_utf8_lossy(&replay.stderr)
    );
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"GIF89a"));
    assert!(
        bytes.len() <= korona::service::finale::MAX_UPLOAD,
        "{}",
        bytes.len()
    );
    // The same frames the service animates at the end of the match, byte for byte.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (m, rows, names) = rt.block_on(async {
        let store = Store::open(db_s).await.unwrap();
        let m = store.get_match(1).await.unwrap().unwrap();
        let rows = store.log_after(1, -1).await.unwrap();
        let words = korona::service::words::own(m.lang);
        let names = korona::service::scene_names::picture_names(&store, words, 1)
            .await
            .unwrap();
        (m, rows, names)
    });
    let game = korona_games::find("capitals").unwrap();
    let scenes = korona::service::finale::phase_scenes(game, &m, &rows, &names).unwrap();
    assert!(scenes.len() > 10, "{}", scenes.len());
    assert!(said.contains(&format!("{} phases", scenes.len())), "{said}");
    let gif = (korona::paint::animator())(&scenes).unwrap();
    assert!(
        gif == bytes,
        "korona replay and the service drew different files"
    );
}
