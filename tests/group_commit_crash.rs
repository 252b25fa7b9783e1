//! Crash safety under group commit: a process playing eight matches at once, so that their appends
//! share transactions, is killed with SIGKILL at random moments, again and again. Every order it
//! acknowledged must be in the log, and every match must still verify.
//!
//! The process is this test binary itself, run again with `KORONA_GROUP_CRASH_DB` set: then
//! `child_process` plays instead of returning at once.

use korona::service::{Caller, Command, ManualClock, Place, Request, Service};
use korona::store::Store;
use korona_engine::{BotLevel, Budget, Dice, MatchSeed};
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command as Process, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

const MATCHES: i64 = 8;
const USERS: [&str; 2] = ["alice", "bob"];
const CHILD: &str = "KORONA_GROUP_CRASH_DB";

fn request(user: &str, id: Option<i64>, command: Command) -> Request {
    Request {
        caller: Caller::user(user),
        place: Place {
            guild: None,
            channel: format!("crash-{}", id.unwrap_or(0)),
        },
        match_id: id,
        command,
    }
}

fn capitals() -> &'static dyn korona_engine::Game {
    korona_games::find("capitals").expect("capitals is registered")
}

/// The child: every match plays on concurrently, each acknowledged order printed as `acked M S`.
#[test]
fn child_process() {
    let Ok(db) = std::env::var(CHILD) else {
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async move {
        let store = Store::open(&db).await.unwrap();
        let service = Arc::new(Service::new(
            store,
            korona_games::registry,
            Arc::new(ManualClock::at(0)),
        ));
        let players: Vec<_> = (1..=MATCHES)
            .map(|id| {
                let service = service.clone();
                tokio::spawn(async move {
                    let game = capitals();
                    loop {
                        let (seq, state) = service.current_state(id).await.unwrap().unwrap();
                        let Some(seat) = game.awaiting(&state).pending().next() else {
                            return;
                        };
                        let mut dice =
                            Dice::for_bot(&MatchSeed::from_number(id as u64), seq as u64, seat.0);
                        let action =
                            game.bot(&state, seat, BotLevel::Easy, &mut dice, Budget::nodes(50));
                        let text = game.format(&state, &action);
                        let order = Command::Order { text };
                        service
                            .handle(&request(USERS[seat.index()], Some(id), order))
                            .await
                            .expect("a bot's order is accepted");
                        let mut out = std::io::stdout().lock();
                        writeln!(out, "acked {id} {}", seq + 1).unwrap();
                        out.flush().unwrap();
                    }
                })
            })
            .collect();
        for p in players {
            p.await.unwrap();
        }
    });
}

async fn stored(db: &str) -> BTreeSet<(i64, i64)> {
    let store = Store::open(db).await.unwrap();
    let mut all = BTreeSet::new();
    for id in 1..=MATCHES {
        for row in store.log_after(id, -1).await.unwrap() {
            all.insert((id, row.seq));
        }
    }
    store.pool().close().await;
    all
}

#[test]
fn sigkill_inside_group_commits_loses_no_acknowledged_order() {
    if std::env::var(CHILD).is_ok() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("group.db").to_string_lossy().to_string();
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = Store::open(&db).await.unwrap();
        let service = Service::new(
            store.clone(),
            korona_games::registry,
            Arc::new(ManualClock::at(0)),
        )
        .with_fixed_seeds(1);
        for id in 1..=MATCHES {
            let create = Command::Create {
                game: "capitals".into(),
                options: vec![],
            };
            let mut req = request("alice", None, create);
            req.place.channel = format!("crash-{id}");
            service.handle(&req).await.unwrap();
            for user in USERS {
                service
                    .handle(&request(user, Some(id), Command::Join))
                    .await
                    .unwrap();
            }
            service
                .handle(&request("alice", Some(id), Command::Start))
                .await
                .unwrap();
        }
        store.pool().close().await;
    });

    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut acknowledged = BTreeSet::new();
    let started = Instant::now();
    for round in 0..8 {
        let mut child = Process::new(std::env::current_exe().unwrap())
            .args([
                "child_process",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD, &db)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .filter_map(|l| {
                    let mut words = l.strip_prefix("acked ")?.split(' ');
                    Some((
                        words.next()?.parse::<i64>().ok()?,
                        words.next()?.parse::<i64>().ok()?,
                    ))
                })
                .collect::<Vec<_>>()
        });
        std::thread::sleep(Duration::from_millis(rng.gen_range(150..600)));
        child.kill().unwrap();
        child.wait().unwrap();
        let acked = reader.join().unwrap();
        let in_log = rt.block_on(stored(&db));
        for entry in &acked {
            assert!(
                in_log.contains(entry),
                "round {round}: order {entry:?} was acknowledged but is not in the log"
            );
        }
        acknowledged.extend(acked);
        assert!(started.elapsed() < Duration::from_secs(240), "too slow");
    }
    assert!(
        acknowledged.len() > 8 * MATCHES as usize,
        "too few orders were played to test anything: {}",
        acknowledged.len()
    );
    for id in 1..=MATCHES {
        let verify = Process::new(env!("CARGO_BIN_EXE_korona"))
            .args(["verify", "--db", &db, "--match", &id.to_string()])
            .output()
            .unwrap();
        assert!(
            verify.status.success(),
            "match {id}: {}",
            String::from_utf8_lossy(&verify.stdout)
        );
    }
}
