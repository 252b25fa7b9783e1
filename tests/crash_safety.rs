//! Crash safety: a `korona play` process is killed with SIGKILL at random points while it plays a
//! scripted capitals match; after each kill it is restarted on the rest of the script. No accepted
//! action may be lost, and the final state must equal both a fresh replay (`verify`) and the state
//! of the same match played without interruption. Runs on SQLite and on PostgreSQL.

mod support;

use korona::service::{Caller, Command, ManualClock, Place, Request, Service};
use korona::store::Store;
use korona_engine::{BotLevel, Budget, Dice, MatchSeed};
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader};
use std::process::{Command as Process, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

const SEEDS: u64 = 7;
const USERS: [&str; 2] = ["alice", "bob"];

fn request(user: &str, command: Command) -> Request {
    Request {
        caller: Caller::user(user),
        place: Place {
            guild: None,
            channel: "terminal".into(),
        },
        match_id: Some(1),
        command,
    }
}

/// Plays a match in-process with two human seats whose orders a bot chooses, and returns each order
/// (user, text) with the final state hash: the script and its expected result.
async fn reference_match() -> (Vec<(String, String)>, String) {
    let store = Store::memory().await.unwrap();
    let service = Service::new(
        store.clone(),
        korona_games::registry,
        Arc::new(ManualClock::at(0)),
    )
    .with_fixed_seeds(SEEDS);
    let mut create = request(
        "alice",
        Command::Create {
            game: "capitals".into(),
            options: vec![],
        },
    );
    create.match_id = None;
    service.handle(&create).await.unwrap();
    for user in USERS {
        service.handle(&request(user, Command::Join)).await.unwrap();
    }
    service
        .handle(&request("alice", Command::Start))
        .await
        .unwrap();
    let game = korona_games::registry()
        .iter()
        .find(|g| g.info().id == "capitals")
        .copied()
        .unwrap();
    let mut orders = Vec::new();
    for n in 0..400u64 {
        let (_, state) = service.current_state(1).await.unwrap().unwrap();
        let Some(seat) = game.awaiting(&state).pending().next() else {
            break;
        };
        let mut dice = Dice::for_bot(&MatchSeed::from_number(SEEDS), n, seat.0);
        let action = game.bot(
            &state,
            seat,
            BotLevel::Medium,
            &mut dice,
            Budget::nodes(200),
        );
        let text = game.format(&state, &action);
        let user = USERS[seat.0 as usize].to_string();
        service
            .handle(&request(&user, Command::Order { text: text.clone() }))
            .await
            .unwrap();
        orders.push((user, text));
    }
    let rows = store.log_after(1, -1).await.unwrap();
    (orders, rows.last().unwrap().state_sha256.clone())
}

fn log_len(db: &str) -> usize {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let store = Store::open(db).await.unwrap();
        let n = store.log_after(1, -1).await.unwrap().len();
        store.close().await;
        n
    })
}

fn play(db: &str, scripts: &std::path::Path, script: &str) -> std::process::Child {
    let path = scripts.join("play.script");
    let path = path.to_str().unwrap();
    std::fs::write(path, script).unwrap();
    Process::new(env!("CARGO_BIN_EXE_korona"))
        .args(["play", "--db", db, "--script", path, "--as", "alice"])
        .env("KORONA_CLOCK", "manual")
        .env("KORONA_SEEDS", SEEDS.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

on_both_backends! {
fn sigkill_at_random_points_loses_no_accepted_action(test_db) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (orders, final_hash) = rt.block_on(reference_match());
    drop(rt);
    assert!(
        orders.len() > 20,
        "the scripted match is too short: {}",
        orders.len()
    );
    let scripts = tempfile::tempdir().unwrap();
    let scripts = scripts.path();
    let db = test_db.url_blocking();
    let db = db.as_str();
    let setup = "create capitals\nas alice\njoin\nas bob\njoin\nas alice\nstart\n";
    assert!(play(db, scripts, setup).wait().unwrap().success());
    assert_eq!(log_len(db), 1, "the setup entry");

    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    let mut kills = 0;
    let started = Instant::now();
    loop {
        let done = log_len(db) - 1;
        if done == orders.len() {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(240), "no progress");
        let script: String = orders[done..]
            .iter()
            .map(|(user, text)| format!("as {user}\norder {text}\n"))
            .collect();
        let mut child = play(db, scripts, &script);
        // Read acknowledgements on a thread while the main thread decides when to kill.
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .filter(|l| l.contains("] Accepted: "))
                .count()
        });
        let kill_after = Duration::from_millis(rng.gen_range(5..120));
        let finished = wait_or_kill(&mut child, kill_after, kills < 40);
        if !finished {
            kills += 1;
        }
        let acknowledged = reader.join().unwrap();
        let stored = log_len(db) - 1 - done;
        assert!(
            stored >= acknowledged,
            "{acknowledged} orders were acknowledged but only {stored} are in the log"
        );
        // Refusals after a restart would mean the script and the log disagree.
        assert!(stored > 0 || !finished, "a full run stored nothing");
    }
    assert!(kills >= 5, "only {kills} kills landed mid-run");
    let verify = Process::new(env!("CARGO_BIN_EXE_korona"))
        .args(["verify", "--db", db, "--match", "1"])
        .output()
        .unwrap();
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stdout)
    );
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let last = rt.block_on(async {
        let store = Store::open(db).await.unwrap();
        store
            .log_after(1, -1)
            .await
            .unwrap()
            .last()
            .unwrap()
            .state_sha256
            .clone()
    });
    assert_eq!(
        last, final_hash,
        "the interrupted match ended elsewhere than the reference"
    );
}
}

/// Waits for the child up to `after`, then kills it with SIGKILL (if `kill`). True if it finished.
fn wait_or_kill(child: &mut std::process::Child, after: Duration, kill: bool) -> bool {
    let until = Instant::now() + after;
    loop {
        if child.try_wait().unwrap().is_some() {
            return true;
        }
        if kill && Instant::now() >= until {
            // Child::kill sends SIGKILL on Unix.
            child.kill().unwrap();
            child.wait().unwrap();
            return false;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}
