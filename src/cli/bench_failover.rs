//! `korona bench failover --postgres URL` (issue 31 item 3, issue 30 item 14): two `korona
//! serve-local` processes on one PostgreSQL database, orders flowing to both and idle matches whose
//! short deadlines (and reminders) fall due all through the run; one process is killed with SIGKILL
//! mid-load while it holds a deadline. It measures how long the survivor took to serve the dead
//! one's matches and to fire the deadlines the dead one held, and counts from the database what
//! became of every order: acknowledged, logged, lost, applied twice, and of the requests in flight
//! at the kill, which the survivor applied and which the dead one had committed (answered as
//! duplicates when redelivered). `tests/failover.rs` runs the same drive and asserts the counts.
//!
//! The processes run with the service's own job lease and the Discord scheduler's tick, so the gap
//! is what a deployment would see; only the process to be killed polls five times as often, so
//! that it holds most deadlines when it dies.

use super::bench::Figures;
use super::bench_setup::{capitals_script, request, USERS};
use super::local_client::LocalWorker;
use crate::service::{Command, Service, SystemClock};

use crate::store::{Job, Store};
use std::collections::HashMap;
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::runtime::Handle;

/// What one failover run does.
#[derive(Clone, Debug)]
pub struct FailoverPlan {
    /// Matches that receive scripted orders (match `i` draws seed `i`).
    pub ordered: usize,
    /// The most orders a match gets: the clients stop [`AFTER_KILL`] after the kill, so that the
    /// kill always lands mid-load however long it waits for the victim to hold a deadline. The
    /// default (with [`FailoverPlan::ordered`]) is more than the run needs: with 24 matches of at
    /// most 40 orders, a release build had answered all 960 before the kill at 4 s (2026-11-29,
    /// once `serve-local` read its pipe through the poller), and with 400 (a capitals match ends
    /// by about 145) all 3,479 by 2 s: the survivor then served none of the dead process's matches.
    pub orders_per_match: usize,
    /// Matches nobody orders in, whose deadline of `deadline_secs` falls due again and again.
    pub idle: usize,
    pub deadline_secs: i64,
    /// Clients sending orders at once, each one order at a time.
    pub clients: usize,
    /// The survivor's poll for due jobs, in ms (the Discord scheduler's tick).
    pub tick_ms: u64,
    /// Debug builds: each request waits this long before it is handled and again before it is
    /// answered (`KORONA_DEBUG_STALL_MS`), so that the kill finds requests in flight.
    pub stall_ms: Option<u64>,
}

impl Default for FailoverPlan {
    fn default() -> Self {
        FailoverPlan {
            ordered: 120,
            orders_per_match: 400,
            idle: 8,
            deadline_secs: 2,
            clients: 12,
            tick_ms: crate::discord::SCHEDULER_TICK.as_millis() as u64,
            stall_ms: None,
        }
    }
}

/// What a failover run found. Counts come from the database after the run, not from the answers.
#[derive(Clone, Debug, Default)]
pub struct FailoverReport {
    /// Orders answered `ok` or `duplicate`.
    pub acknowledged: usize,
    /// Player entries in the ordered matches' logs.
    pub logged: usize,
    /// Acknowledged orders missing from their match's log.
    pub lost: usize,
    /// Log entries beyond each match's script: an order applied a second time (or a stray).
    pub applied_twice: usize,
    /// Requests sent to the killed process and unanswered when it died (each then sent again, with
    /// the same id, to the survivor).
    pub in_flight: usize,
    /// Of those, not committed by the dead one (nothing in the database carried its id right after
    /// the kill) and applied by the survivor.
    pub in_flight_applied: usize,
    /// Of those, committed by the dead one (its entry in the log, the survivor having written none)
    /// and answered `duplicate` by the survivor.
    pub in_flight_committed: usize,
    /// Answers that break exactly once: a committed request answered `ok` again, one never
    /// committed answered `duplicate`, or a first delivery answered `duplicate`.
    pub wrong_answers: usize,
    /// From the kill to the survivor's first accepted order on a match that was the dead one's.
    pub serve_gap: Option<Duration>,
    /// Deadlines the killed process held (taken, not done) when it died.
    pub orphaned_deadlines: usize,
    /// The latest of those fired this long after the kill (or after falling due, if later).
    pub takeover_gap_ms: Option<i64>,
    /// Orphaned deadlines that never fired.
    pub orphans_unfired: usize,
    pub deadlines_fired: usize,
    /// Deadline entries of one phase closer than a phase apart: one deadline fired twice.
    pub deadlines_twice: usize,
    /// Jobs still pending past their due time, the lease and a second when the run stopped.
    pub overdue_jobs: usize,
    pub reminders_sent: usize,
    /// Reminder DMs printed more than once (same person, same text) over both processes.
    pub reminders_twice: usize,
    /// When the kill came, from the start of the orders.
    pub killed_at: Duration,
    pub lease_ms: i64,
}

const VICTIM: usize = 1;
/// How long the clients go on ordering after the kill.
const AFTER_KILL: Duration = Duration::from_secs(2);

/// Sets up a fresh database's matches in this process, runs the two processes, kills one and
/// counts. Blocking; `rt` runs the store queries.
pub fn drive(exe: &std::path::Path, db: &str, plan: &FailoverPlan, rt: &Handle) -> FailoverReport {
    let store = rt.block_on(Store::open(db)).expect("the database opens");
    let lease_ms = crate::service::JOB_LEASE_MS;
    rt.block_on(set_up(&store, plan));
    let scripts: Arc<Vec<Vec<(&'static str, String)>>> = Arc::new(
        (1..=plan.ordered as u64)
            .map(|seed| capitals_script(seed, plan.orders_per_match))
            .collect(),
    );
    let stall = plan.stall_ms.map(|ms| ms.to_string());
    let workers: Vec<Arc<LocalWorker>> = (0..2)
        .map(|w| {
            let tick = if w == VICTIM {
                (plan.tick_ms / 5).max(1)
            } else {
                plan.tick_ms
            };
            let mut env = vec![("RUST_LOG", "off")];
            if let Some(ms) = &stall {
                env.push(("KORONA_DEBUG_STALL_MS", ms));
            }
            LocalWorker::start(exe, db, &["--tick-ms", &tick.to_string()], &env)
        })
        .collect();

    let shared = Arc::new(Shared::default());
    let start = Instant::now();
    let clients: Vec<_> = (0..plan.clients)
        .map(|c| {
            let (workers, scripts, shared, rt) =
                (workers.clone(), scripts.clone(), shared.clone(), rt.clone());
            let (clients, store) = (plan.clients, store.clone());
            std::thread::spawn(move || {
                let mine: Vec<usize> = (c..scripts.len()).step_by(clients).collect();
                for turn in 0..scripts.first().map_or(0, Vec::len) {
                    if shared.killed_since().is_some_and(|k| k > AFTER_KILL) {
                        break;
                    }
                    for &i in &mine {
                        let Some((user, text)) = scripts[i].get(turn) else {
                            continue;
                        };
                        let m = i + 1;
                        let id = format!("o{m}-{turn}");
                        let line = format!("#{m} order {text}");
                        order(&workers, &shared, &rt, &store, m, &id, user, &line);
                    }
                }
            })
        })
        .collect();

    // Mid-load (after a second of it), kill the victim the moment it holds a deadline.
    std::thread::sleep(Duration::from_secs(1));
    let owner = format!("pid{}-", workers[VICTIM].id());
    let held = loop {
        let held: Vec<Job> = rt
            .block_on(store.jobs_held_by(&owner))
            .expect("the jobs table reads")
            .into_iter()
            .filter(|j| j.kind == "deadline")
            .collect();
        if !held.is_empty() || start.elapsed() > Duration::from_secs(60) {
            break held;
        }
    };
    shared.alive.lock().unwrap()[VICTIM] = false;
    *shared.killed.lock().unwrap() = Some(Instant::now());
    workers[VICTIM].kill();
    let killed_ms = now_ms();
    let killed_at = start.elapsed();
    for c in clients {
        c.join().expect("a client finishes");
    }
    // Deadlines keep falling due past the kill and the lease: the survivor must take them over.
    let hold_until = killed_at
        + Duration::from_millis((lease_ms + 3 * plan.deadline_secs * 1000) as u64 + plan.tick_ms);
    if let Some(wait) = hold_until.checked_sub(start.elapsed()) {
        std::thread::sleep(wait);
    }
    let stopped_ms = now_ms();
    let mut dms: Vec<String> = Vec::new();
    for w in &workers {
        w.stop(Duration::from_secs(20));
        dms.extend(w.unasked().into_iter().filter(|l| l.starts_with("dm ")));
    }

    // A store of its own for the counting, so that nothing read before the kill is remembered.
    let store = rt.block_on(Store::open(db)).expect("the database opens");
    let mut report = rt.block_on(count(
        &store,
        plan,
        &scripts,
        &shared,
        stopped_ms - lease_ms,
    ));
    report.killed_at = killed_at;
    report.lease_ms = lease_ms;
    report.serve_gap = *shared.serve_gap.lock().unwrap();
    report.orphaned_deadlines = held.len();
    for job in &held {
        match rt.block_on(fired_at(&store, job.match_id, job.at_seq)) {
            Some(at) => {
                let late = at - job.due_at.max(killed_ms);
                report.takeover_gap_ms = Some(report.takeover_gap_ms.unwrap_or(0).max(late));
            }
            None => report.orphans_unfired += 1,
        }
    }
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for dm in &dms {
        *seen.entry(dm.as_str()).or_default() += 1;
    }
    report.reminders_sent = dms.len();
    report.reminders_twice = seen.values().map(|n| n - 1).sum();
    report
}

/// Creates the matches through a service in this process (match `i` draws seed `i`): the ordered
/// ones first, then the idle ones with their short deadline.
async fn set_up(store: &Store, plan: &FailoverPlan) {
    let service = Service::new(store.clone(), korona_games::registry, Arc::new(SystemClock))
        .with_fixed_seeds(1);
    for m in 1..=(plan.ordered + plan.idle) as i64 {
        let ask = |user: &str, command: Command, id: Option<i64>| {
            let mut req = request(user, Some(m), command);
            req.match_id = id;
            req
        };
        let create = Command::Create {
            game: "capitals".into(),
            options: vec![],
        };
        service
            .handle(&ask(USERS[0], create, None))
            .await
            .expect("create");
        for user in USERS {
            service
                .handle(&ask(user, Command::Join, Some(m)))
                .await
                .expect("join");
        }
        if m > plan.ordered as i64 {
            store
                .set_phase_secs(m, Some(plan.deadline_secs))
                .await
                .expect("a short deadline");
        }
        service
            .handle(&ask(USERS[0], Command::Start, Some(m)))
            .await
            .expect("start");
    }
}

/// What the clients share: which processes live, and what happened to the orders.
struct Shared {
    alive: Mutex<Vec<bool>>,
    killed: Mutex<Option<Instant>>,
    serve_gap: Mutex<Option<Duration>>,
    /// Acknowledged orders per match.
    acked: Mutex<HashMap<usize, usize>>,
    in_flight: Mutex<(usize, usize, usize, usize)>,
}

impl Default for Shared {
    fn default() -> Self {
        Shared {
            alive: Mutex::new(vec![true; 2]),
            killed: Mutex::default(),
            serve_gap: Mutex::default(),
            acked: Mutex::default(),
            in_flight: Mutex::default(),
        }
    }
}

impl Shared {
    fn killed_since(&self) -> Option<Duration> {
        self.killed.lock().unwrap().map(|k| k.elapsed())
    }
    fn alive(&self, w: usize) -> bool {
        self.alive.lock().unwrap().get(w).copied().unwrap_or(true)
    }
}

/// Sends one order to its match's process (match `m` to process `m % 2`), and after that one's
/// death to the survivor, with the same id, until it is answered.
#[allow(clippy::too_many_arguments)]
fn order(
    workers: &[Arc<LocalWorker>],
    shared: &Shared,
    rt: &Handle,
    store: &Store,
    m: usize,
    id: &str,
    user: &str,
    line: &str,
) {
    // For a request in flight at the kill: whether the dead process had committed it, read from the
    // database before it is sent again.
    let mut committed: Option<bool> = None;
    for attempt in 0.. {
        let w = (m + attempt) % workers.len();
        if !shared.alive(w) {
            continue;
        }
        let answer = workers[w].send(id, user, &format!("bench-{m}"), line);
        match answer.recv_timeout(Duration::from_secs(60)) {
            Ok(a) if a.starts_with("ok ") || a.starts_with("duplicate ") => {
                let duplicate = a.starts_with("duplicate ");
                // A duplicate must have committed (the dead process's COMMIT may reach the server
                // after the read at the kill, so it is read again now); an `ok` must not have been
                // committed at the kill. A first delivery is never a duplicate.
                let committed_now =
                    duplicate && rt.block_on(store.delivered(id)).expect("the store reads");
                {
                    let mut f = shared.in_flight.lock().unwrap();
                    match (committed, duplicate) {
                        (Some(false), false) => f.1 += 1,
                        (Some(_), true) if committed_now => f.2 += 1,
                        (None, false) => {}
                        _ => f.3 += 1,
                    }
                }
                let killed = *shared.killed.lock().unwrap();
                if let (Some(k), true) = (killed, m % workers.len() == VICTIM) {
                    let mut gap = shared.serve_gap.lock().unwrap();
                    if gap.is_none() {
                        *gap = Some(k.elapsed());
                    }
                }
                *shared.acked.lock().unwrap().entry(m).or_default() += 1;
                return;
            }
            Ok(a) => panic!("match {m} `{line}`: {a}"),
            Err(RecvTimeoutError::Timeout) => panic!("match {m} `{line}`: no answer in 60 s"),
            // The process died with the request unanswered: deliver it again, same id.
            Err(RecvTimeoutError::Disconnected) => {
                if committed.is_none() {
                    shared.in_flight.lock().unwrap().0 += 1;
                    committed = Some(rt.block_on(store.delivered(id)).expect("the store reads"));
                }
            }
        }
    }
}

/// The unix ms at which the entry after `at_seq` (the deadline that closed that phase) was written.
async fn fired_at(store: &Store, m: i64, at_seq: i64) -> Option<i64> {
    let entry = store.log_after(m, at_seq).await.ok()?.into_iter().next()?;
    if entry.actor != "system" || entry.text.as_deref() != Some("deadline") {
        return None;
    }
    let started = store.get_match(m).await.ok()??.started_at?;
    Some(started + entry.at_ms)
}

/// Counts from the database what became of the orders and the deadlines; jobs due before
/// `overdue_before` and still pending are overdue.
async fn count(
    store: &Store,
    plan: &FailoverPlan,
    scripts: &[Vec<(&'static str, String)>],
    shared: &Shared,
    overdue_before: i64,
) -> FailoverReport {
    let mut r = FailoverReport::default();
    let acked = shared.acked.lock().unwrap().clone();
    let (in_flight, applied, committed, never) = *shared.in_flight.lock().unwrap();
    (r.in_flight, r.in_flight_applied, r.in_flight_committed) = (in_flight, applied, committed);
    r.wrong_answers = never;
    for (i, script) in scripts.iter().enumerate() {
        let m = i + 1;
        let played: Vec<_> = store
            .log_after(m as i64, 0)
            .await
            .expect("the log reads")
            .into_iter()
            .filter(|e| USERS.contains(&e.actor.as_str()))
            .collect();
        let same = played
            .iter()
            .zip(script)
            .take_while(|(e, (user, order))| {
                e.actor == *user && e.text.as_deref() == Some(order.as_str())
            })
            .count();
        let a = acked.get(&m).copied().unwrap_or(0);
        r.acknowledged += a;
        r.logged += played.len();
        r.lost += a.saturating_sub(same);
        r.applied_twice += played.len() - same;
    }
    for m in 1..=(plan.ordered + plan.idle) as i64 {
        let pending = store.pending_jobs(m).await.expect("the jobs read");
        r.overdue_jobs += pending.iter().filter(|j| j.due_at < overdue_before).count();
        if m <= plan.ordered as i64 {
            continue;
        }
        let mut last = 0;
        for e in store.log_after(m, 0).await.expect("the log reads") {
            if e.actor != "system" || e.text.as_deref() != Some("deadline") {
                continue;
            }
            r.deadlines_fired += 1;
            if e.at_ms - last < plan.deadline_secs * 1000 - 5 {
                r.deadlines_twice += 1;
            }
            last = e.at_ms;
        }
    }
    r
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_millis() as i64
}

/// The bench: a database of its own on the server `postgres` names, one run, its figures.
pub(super) async fn failover(postgres: Option<&str>, figures: &mut Figures) {
    let Some(url) = postgres else {
        println!(
            "failover: skipped (needs PostgreSQL: give `--postgres postgres://user@host/db`; the \
             run creates and drops a database of its own there)"
        );
        return;
    };
    let name = format!("korona_failover_{}", std::process::id());
    if let Err(e) = super::bench_processes::admin(url, &format!("CREATE DATABASE {name}")).await {
        println!("failover: cannot create a database on the server: {e}");
        return;
    }
    let db = super::bench_processes::with_database(url, &name);
    let exe = std::env::current_exe().expect("the korona binary");
    let plan = FailoverPlan::default();
    let rt = Handle::current();
    let (r, plan) = tokio::task::spawn_blocking(move || (drive(&exe, &db, &plan, &rt), plan))
        .await
        .expect("the failover run");
    let _ = super::bench_processes::admin(url, &format!("DROP DATABASE IF EXISTS {name}")).await;
    let gap = |d: Option<i64>| d.map_or("none".to_string(), |ms| ms.to_string());
    println!(
        "failover: 2 processes on PostgreSQL, {} ordered and {} idle matches ({} s deadlines), \
         lease {} ms, tick {} ms; killed at {:.1} s holding {} deadline(s): the survivor served \
         the dead one's matches after {}, fired the orphaned deadlines within {} ms of the kill \
         (goal <= 5000); orders acknowledged {}, logged {}, lost {}, applied twice {}; {} in \
         flight at the kill ({} applied by the survivor, {} committed before the kill, {} answered \
         against exactly once); \
         deadlines fired {} (twice {}), reminders sent {} (twice {}), jobs left overdue {}",
        plan.ordered,
        plan.idle,
        plan.deadline_secs,
        r.lease_ms,
        plan.tick_ms,
        r.killed_at.as_secs_f64(),
        r.orphaned_deadlines,
        r.serve_gap.map_or("never".to_string(), super::bench::ms),
        gap(r.takeover_gap_ms),
        r.acknowledged,
        r.logged,
        r.lost,
        r.applied_twice,
        r.in_flight,
        r.in_flight_applied,
        r.in_flight_committed,
        r.wrong_answers,
        r.deadlines_fired,
        r.deadlines_twice,
        r.reminders_sent,
        r.reminders_twice,
        r.overdue_jobs,
    );
    let serve_ms = r.serve_gap.map_or("none".to_string(), |d| {
        format!("{:.1}", d.as_secs_f64() * 1e3)
    });
    figures.add("failover-serve-gap", serve_ms, "ms");
    figures.add("failover-deadline-gap", gap(r.takeover_gap_ms), "ms");
    figures.add("failover-acknowledged", r.acknowledged.to_string(), "");
    figures.add("failover-logged", r.logged.to_string(), "");
    figures.add("failover-lost", r.lost.to_string(), "");
    figures.add("failover-applied-twice", r.applied_twice.to_string(), "");
    figures.add("failover-in-flight", r.in_flight.to_string(), "");
    figures.add(
        "failover-reminders-twice",
        r.reminders_twice.to_string(),
        "",
    );
}
