//! Several `korona serve-local` processes on one PostgreSQL database (issue 17): three processes drive
//! 50 capitals matches, 40 of them with 1,000 scripted orders from concurrent clients and 10 idle ones
//! whose 2-second deadlines fall due all through the run; one process is killed with SIGKILL halfway.
//! Every acknowledged order must be in its match's log exactly once (the logs are exactly the
//! scripts), every due deadline must fire exactly once (never twice for one phase, none left
//! overdue), `korona verify` must pass on every match, and the survivors must take over the killed
//! process's jobs within the lease.

mod support;

use korona::cli::local_client::LocalWorker;
use korona_engine::selfplay::Table;
use korona_engine::{BotLevel, MatchSeed};
use std::process::Command;
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use support::postgres::PgServer;

const PROCESSES: usize = 3;
const MATCHES: i64 = 50;
const ORDERED: i64 = 40;
const ORDERS_PER_MATCH: usize = 25;
const CLIENTS: usize = 8;
const DEADLINE_SECS: i64 = 2;
const LEASE_MS: i64 = 3_000;
const TICK_MS: u64 = 100;
const USERS: [&str; 2] = ["alice", "bob"];
/// A player's pause between two orders.
const THINK: Duration = Duration::from_millis(40);

fn start_worker(url: &str, tick_ms: u64) -> Arc<LocalWorker> {
    let (tick, lease) = (tick_ms.to_string(), LEASE_MS.to_string());
    LocalWorker::start(
        std::path::Path::new(env!("CARGO_BIN_EXE_korona")),
        url,
        &["--tick-ms", &tick, "--job-lease-ms", &lease],
        // Matches are created by worker 0 only, in order: match i draws seed i.
        &[("KORONA_SEEDS", "1"), ("RUST_LOG", "off")],
    )
}

/// Sends a setup request and insists on `ok`.
fn must(worker: &LocalWorker, id: &str, user: &str, channel: &str, command: &str) {
    let answer = worker
        .ask(id, user, channel, command, Duration::from_secs(30))
        .unwrap_or_else(|| panic!("no answer to {command}"));
    assert!(answer.starts_with("ok "), "{command}: {answer}");
}

/// The first orders of a capitals match from `seed`, played by two easy bots: (user, order text).
fn script(seed: u64) -> Vec<(&'static str, String)> {
    let game = korona_games::find("capitals").unwrap();
    let options = game.options(&[]).unwrap();
    let mut table = Table::setup(game, &options, 2, MatchSeed::from_number(seed)).unwrap();
    let mut orders = Vec::new();
    while orders.len() < ORDERS_PER_MATCH {
        let seat = game
            .awaiting(table.state())
            .pending()
            .next()
            .expect("not over");
        let choice = table.bot_choice(seat, BotLevel::Easy, None);
        orders.push((USERS[seat.index()], table.text_of(&choice.input)));
        table.apply(choice.input).unwrap();
    }
    orders
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn three_processes_one_killed_lose_nothing_and_fire_each_deadline_once() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let began = Instant::now();
    let main_rt = rt();
    let url = main_rt.block_on(server.database());
    // The process to be killed polls for jobs five times as often, so it holds most leases.
    let victim = 1;
    let workers: Vec<Arc<LocalWorker>> = (0..PROCESSES)
        .map(|w| start_worker(&url, if w == victim { TICK_MS / 5 } else { TICK_MS }))
        .collect();

    // Setup through worker 0, in order, so that match i draws seed i. The idle matches get a
    // 2-second deadline straight in the store (the command's floor is a minute).
    let store = main_rt.block_on(korona::store::Store::open(&url)).unwrap();
    for m in 1..=MATCHES {
        let ch = format!("m{m}");
        must(
            &workers[0],
            &format!("s{m}-c"),
            "alice",
            &ch,
            "create capitals",
        );
        must(
            &workers[0],
            &format!("s{m}-a"),
            "alice",
            &ch,
            &format!("#{m} join"),
        );
        must(
            &workers[0],
            &format!("s{m}-b"),
            "bob",
            &ch,
            &format!("#{m} join"),
        );
        if m > ORDERED {
            main_rt
                .block_on(store.set_phase_secs(m, Some(DEADLINE_SECS)))
                .unwrap();
        }
        must(
            &workers[0],
            &format!("s{m}-s"),
            "alice",
            &ch,
            &format!("#{m} start"),
        );
    }
    let setup = began.elapsed();

    let scripts: Vec<Vec<(&str, String)>> = (1..=ORDERED as u64).map(script).collect();
    let scripts = Arc::new(scripts);
    let alive: Arc<Mutex<Vec<bool>>> = Arc::new(Mutex::new(vec![true; PROCESSES]));
    let acked = Arc::new(Mutex::new(Vec::<Duration>::new()));
    let resent = Arc::new(Mutex::new(0usize));
    let duplicates = Arc::new(Mutex::new(0usize));
    let run_start = Instant::now();
    let clients: Vec<_> = (0..CLIENTS)
        .map(|c| {
            let (workers, scripts, alive, acked, resent, duplicates, url) = (
                workers.clone(),
                scripts.clone(),
                alive.clone(),
                acked.clone(),
                resent.clone(),
                duplicates.clone(),
                url.clone(),
            );
            std::thread::spawn(move || {
                let rt = rt();
                let store = rt.block_on(korona::store::Store::open(&url)).unwrap();
                let mine: Vec<usize> = (c..scripts.len()).step_by(CLIENTS).collect();
                for turn in 0..ORDERS_PER_MATCH {
                    for &i in &mine {
                        let m = i + 1;
                        let (user, text) = &scripts[i][turn];
                        let line = format!("#{m} order {text}");
                        let id = format!("o{m}-{turn}");
                        let mut attempt = 0;
                        // A player thinks a moment between orders: the orders span several
                        // deadlines, so the kill lands while deadlines are being taken.
                        std::thread::sleep(THINK);
                        let sent = Instant::now();
                        // The match's own process first; after its death, the next one alive.
                        loop {
                            let w = (m + attempt) % PROCESSES;
                            attempt += 1;
                            if !alive.lock().unwrap()[w] {
                                continue;
                            }
                            let answer = workers[w].send(&id, user, &format!("m{m}"), &line);
                            match answer.recv_timeout(Duration::from_secs(30)) {
                                Ok(a) if a.starts_with("ok ") => break,
                                Ok(a) if a.starts_with("duplicate ") => {
                                    // Delivered before to the process that died: a duplicate
                                    // only if the dead process committed it (exactly once: the
                                    // delivery id is kept in its entry's own transaction).
                                    assert_eq!(
                                        orders_in_log(&rt, &store, m as i64),
                                        turn + 1,
                                        "match {m}: `{id}` answered as a duplicate, never applied"
                                    );
                                    *duplicates.lock().unwrap() += 1;
                                    break;
                                }
                                Ok(a) => panic!("match {m} order {turn} `{text}`: {a}"),
                                Err(RecvTimeoutError::Timeout) => {
                                    panic!("match {m}: no answer in 30 s")
                                }
                                // The process died with the request: deliver it again, same id.
                                Err(RecvTimeoutError::Disconnected) => {
                                    *resent.lock().unwrap() += 1;
                                }
                            }
                        }
                        acked.lock().unwrap().push(sent.elapsed());
                    }
                }
            })
        })
        .collect();

    // Halfway (500 orders acknowledged), SIGKILL worker 1 as soon as it holds the lease of a
    // deadline it has not finished: those jobs are the ones the survivors must take over.
    let owner = format!("pid{}-%", workers[victim].id());
    let halfway = (ORDERED as usize * ORDERS_PER_MATCH) / 2;
    while acked.lock().unwrap().len() < halfway {
        std::thread::sleep(Duration::from_millis(2));
    }
    let (killed_at, orphaned) = loop {
        let held: Vec<(i64, i64)> = main_rt
            .block_on(
                sqlx::query_as(
                    "SELECT id, due_at FROM jobs WHERE taken_by LIKE $1 AND done = 0 \
                     AND kind = 'deadline'",
                )
                .bind(&owner)
                .fetch_all(store.pool()),
            )
            .unwrap();
        if !held.is_empty() {
            alive.lock().unwrap()[victim] = false;
            workers[victim].kill();
            break (run_start.elapsed(), held);
        }
        assert!(
            run_start.elapsed() < Duration::from_secs(40),
            "worker {victim} never held a job lease"
        );
    };
    for c in clients {
        c.join().expect("a client finished");
    }
    let orders_took = run_start.elapsed();
    // Deadlines keep falling due well past the kill and the lease: the survivors must take over.
    let hold_until =
        killed_at + Duration::from_millis((LEASE_MS + 3 * DEADLINE_SECS * 1000) as u64);
    if let Some(wait) = hold_until.checked_sub(run_start.elapsed()) {
        std::thread::sleep(wait);
    }
    let stopped_at = now_ms();
    for (w, worker) in workers.iter().enumerate() {
        if w != victim {
            assert!(
                worker.stop(Duration::from_secs(20)),
                "worker {w} did not stop"
            );
        }
    }

    let rt = main_rt;
    // Every order once, in order: each ordered match's log is exactly its script.
    for m in 1..=ORDERED {
        let rows = rt.block_on(store.log_after(m, 0)).unwrap();
        let played: Vec<(String, String)> = rows
            .iter()
            .map(|r| (r.actor.clone(), r.text.clone().unwrap_or_default()))
            .collect();
        let expected: Vec<(String, String)> = scripts[m as usize - 1]
            .iter()
            .map(|(u, t)| (u.to_string(), t.clone()))
            .collect();
        assert_eq!(
            played, expected,
            "match {m}: the log is not its script once"
        );
    }
    // Every due deadline fired once: an idle match's deadline entries are one phase apart (a second
    // firing of one deadline would come right after the first), and none is left overdue.
    let mut fired = 0;
    let mut widest_gap = 0;
    for m in ORDERED + 1..=MATCHES {
        let times: Vec<i64> = rt
            .block_on(store.log_after(m, 0))
            .unwrap()
            .iter()
            .filter(|r| r.text.as_deref() == Some("deadline"))
            .map(|r| r.at_ms)
            .collect();
        assert!(
            times.len() >= 3,
            "match {m}: only {} deadlines fired",
            times.len()
        );
        fired += times.len();
        let mut last = 0;
        for t in &times {
            let gap = t - last;
            assert!(
                gap >= DEADLINE_SECS * 1000 - 5,
                "match {m}: a deadline fired {gap} ms after the previous one: fired twice?"
            );
            widest_gap = widest_gap.max(gap);
            last = *t;
        }
        let overdue: Vec<_> = rt
            .block_on(store.pending_jobs(m))
            .unwrap()
            .into_iter()
            .filter(|j| j.due_at + LEASE_MS + 1_000 < stopped_at)
            .collect();
        assert!(overdue.is_empty(), "match {m}: overdue jobs {overdue:?}");
    }
    // The killed process's unfinished jobs were taken over once their lease ran out: each fired
    // (its deadline is in the log, its phase's entry after it) within the lease of falling due.
    let mut takeover_ms = Vec::new();
    for (job, due_at) in &orphaned {
        let (m, at_seq, kind): (i64, i64, String) = rt
            .block_on(
                sqlx::query_as("SELECT match_id, at_seq, kind FROM jobs WHERE id = $1")
                    .bind(job)
                    .fetch_one(store.pool()),
            )
            .unwrap();
        assert!(
            !rt.block_on(store.job_pending(*job)).unwrap(),
            "job {job} was never run"
        );
        if kind != "deadline" {
            continue;
        }
        let started = rt
            .block_on(store.get_match(m))
            .unwrap()
            .unwrap()
            .started_at
            .unwrap();
        let fired = rt.block_on(store.log_after(m, at_seq)).unwrap();
        let entry = fired.first().expect("the orphaned deadline fired");
        assert_eq!(entry.text.as_deref(), Some("deadline"), "match {m}");
        let late = started + entry.at_ms - due_at;
        assert!(
            late <= LEASE_MS + 1_000,
            "match {m}: the orphaned deadline fired {late} ms after falling due"
        );
        takeover_ms.push(late);
    }
    // No phase waited longer than its deadline, the lease and a couple of polls.
    let allowed = DEADLINE_SECS * 1000 + LEASE_MS + 4 * TICK_MS as i64;
    assert!(
        widest_gap <= allowed,
        "a deadline waited {widest_gap} ms (allowed {allowed} ms)"
    );
    // A fresh replay of every match agrees with its log.
    let verify = Command::new(env!("CARGO_BIN_EXE_korona"))
        .args(["verify", "--db", &url])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&verify.stdout);
    assert!(verify.status.success(), "{report}");
    assert_eq!(
        report.lines().filter(|l| l.contains(": ok,")).count(),
        MATCHES as usize
    );

    let mut round_trips = acked.lock().unwrap().clone();
    round_trips.sort();
    let pct = |p: f64| round_trips[((round_trips.len() - 1) as f64 * p) as usize];
    println!(
        "multi-process: {PROCESSES} processes, {MATCHES} matches, {} orders acknowledged in {:.1} s \
         ({:.0}/s, p50 {:?}, p99 {:?}), setup {:.1} s; worker {victim} killed at {:.1} s; {} requests \
         delivered again ({} answered as duplicates, each in the log once); {fired} deadlines fired, widest gap between deadlines {widest_gap} ms \
         (phase {DEADLINE_SECS} s, lease {LEASE_MS} ms); {} jobs held by the killed process, \
         its deadlines fired {takeover_ms:?} ms after falling due; whole test {:.1} s",
        round_trips.len(),
        orders_took.as_secs_f64(),
        round_trips.len() as f64 / orders_took.as_secs_f64(),
        pct(0.5),
        pct(0.99),
        setup.as_secs_f64(),
        killed_at.as_secs_f64(),
        resent.lock().unwrap(),
        duplicates.lock().unwrap(),
        orphaned.len(),
        began.elapsed().as_secs_f64()
    );
    assert_eq!(round_trips.len(), ORDERED as usize * ORDERS_PER_MATCH);
    assert!(
        began.elapsed() < Duration::from_secs(90),
        "the test is meant to stay short"
    );
}

/// Orders (entries by a player) in a match's log.
fn orders_in_log(rt: &tokio::runtime::Runtime, store: &korona::store::Store, m: i64) -> usize {
    rt.block_on(store.log_after(m, 0))
        .unwrap()
        .iter()
        .filter(|r| r.actor != "system")
        .count()
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}
