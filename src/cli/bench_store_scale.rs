//! `korona bench store-scale`: a database of 100,000 stored matches, 10,000 of them running, and
//! what a fresh `korona` process pays to serve it.
//!
//! Two template matches are played through the service: a running capitals match of 70 entries
//! (a snapshot at entry 64, as the service takes them) and a finished one (30 entries, then a
//! concession). Every other match is a copy of one of them made in SQL, seats, log and snapshots
//! included, so the file has the rows and indexes of 100,000 real matches. The database is kept in
//! the temporary directory and reused while its templates still replay the same way; the orders
//! the measurement sends are taken back afterwards.
//!
//! Then a fresh `korona play` process is started on it and sent orders for idle running matches:
//! the time from spawning it to the answer of the first order, then an order to every one of the
//! 10,000 running matches (each idle until then: its state loaded from its snapshot and the entries
//! after it), with the round trip of each (median, p99 and the slowest) and the process's resident
//! memory once all of them were ordered.

use super::bench::{ms, percentile, Figures};
use super::bench_setup::{capitals_script, request, start_capitals, USERS};
use crate::service::{Command, ManualClock, Service};
use crate::store::Store;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command as Process, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

const MATCHES: i64 = 100_000;
const RUNNING: i64 = 10_000;
const RUNNING_ENTRIES: usize = 70;
const FINISHED_ENTRIES: usize = 30;

pub(super) async fn store_scale(figures: &mut Figures) {
    let script = capitals_script(1, RUNNING_ENTRIES + 1);
    let path = std::env::temp_dir().join("korona-bench-store-scale.db");
    let path_text = path.to_string_lossy().to_string();
    let start = Instant::now();
    let reused = ready(&path_text, &script).await;
    if !reused {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path_text}{suffix}"));
        }
        build(&path_text, &script).await;
    }
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!(
        "store-scale: {MATCHES} matches ({RUNNING} running) in {} ({} MB): {} in {:.1} s",
        path.display(),
        size / (1 << 20),
        if reused { "reused" } else { "built" },
        start.elapsed().as_secs_f64()
    );

    let (user, order) = &script[RUNNING_ENTRIES];
    let probe = measure(&path_text, user, order);
    take_back(&path_text).await;
    let Some(probe) = probe else {
        return;
    };
    println!(
        "store-scale: a fresh process served its first order (to an idle match) {:.3} s after it \
         started (target <= 1 s); resident memory {} MB after an order to each of the {} running \
         matches (target <= 300 MB); an order to an idle match: median {}, p99 {}, slowest {}",
        probe.first.as_secs_f64(),
        probe.rss_kb / 1024,
        probe.orders,
        ms(probe.p50),
        ms(probe.p99),
        ms(probe.max)
    );
    figures.add(
        "store-scale-start",
        format!("{:.3}", probe.first.as_secs_f64()),
        "s",
    );
    figures.add("store-scale-rss", (probe.rss_kb / 1024).to_string(), "MB");
    figures.add(
        "store-scale-idle-order-p50",
        format!("{:.2}", probe.p50.as_secs_f64() * 1e3),
        "ms",
    );
    figures.add(
        "store-scale-idle-order-max",
        format!("{:.2}", probe.max.as_secs_f64() * 1e3),
        "ms",
    );
}

/// Whether a database from an earlier run is there, complete, and its templates still replay to
/// the same states (a rules change makes a new one).
async fn ready(path: &str, script: &[(&str, String)]) -> bool {
    if !std::path::Path::new(path).exists() {
        return false;
    }
    let Ok(store) = Store::open_existing(path).await else {
        return false;
    };
    let count = store.match_ids().await.map_or(0, |ids| ids.len() as i64);
    let texts: Vec<Option<String>> = store
        .log_after(1, 0)
        .await
        .unwrap_or_default()
        .into_iter()
        .map(|row| row.text)
        .collect();
    let expected: Vec<Option<String>> = script[..RUNNING_ENTRIES]
        .iter()
        .map(|(_, t)| Some(t.clone()))
        .collect();
    count == MATCHES && texts == expected
}

async fn build(path: &str, running: &[(&str, String)]) {
    let finished = capitals_script(2, FINISHED_ENTRIES);
    let store = Store::open(path).await.expect("a database");
    let service = Service::new(
        store.clone(),
        korona_games::registry,
        Arc::new(ManualClock::at(0)),
    )
    .with_fixed_seeds(1);
    // Match k draws seed k from the service's counter, as the scripts assume.
    for (id, script) in [(1i64, &running[..RUNNING_ENTRIES]), (2, &finished[..])] {
        start_capitals(&service, id).await;
        for (user, text) in script {
            let order = Command::Order { text: text.clone() };
            service
                .handle(&request(user, Some(id), order))
                .await
                .expect("a scripted order is accepted");
        }
    }
    service
        .handle(&request(USERS[0], Some(2), Command::Concede))
        .await
        .expect("concede");
    store
        .copy_matches(3..=MATCHES, RUNNING + 1, (1, 2))
        .await
        .expect("copies");
    let _ = store.checkpoint().await;
}

struct Probe {
    first: Duration,
    rss_kb: u64,
    orders: usize,
    p50: Duration,
    p99: Duration,
    max: Duration,
}

/// Starts `korona play` on the database and times its answers to orders for idle matches.
fn measure(path: &str, user: &str, order: &str) -> Option<Probe> {
    let exe = std::env::current_exe().ok()?;
    let started = Instant::now();
    let mut child = Process::new(exe)
        .args(["play", "--db", path, "--as", user])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let mut stdout = BufReader::new(child.stdout.take()?);
    let mut answer = |id: i64| -> Option<Duration> {
        let sent = Instant::now();
        writeln!(stdin, "#{id} order {order}").ok()?;
        stdin.flush().ok()?;
        let mut line = String::new();
        loop {
            line.clear();
            if stdout.read_line(&mut line).ok()? == 0 {
                return None;
            }
            if line.contains("Accepted") {
                return Some(sent.elapsed());
            }
            if line.contains("refused") || line.contains("[error]") {
                eprintln!("store-scale: match {id} refused the order: {}", line.trim());
                return None;
            }
        }
    };
    let first_id = RUNNING / 2;
    answer(first_id)?;
    let first = started.elapsed();
    let mut samples = Vec::new();
    // Every running match, each for the first time: match 1 and the copies 3..=RUNNING + 1 (match
    // 2 is the finished template); `3..=RUNNING` left the last running copy out.
    for id in std::iter::once(1).chain(3..=RUNNING + 1) {
        if id == first_id {
            continue;
        }
        samples.push(answer(id)?);
    }
    let max = samples.iter().copied().max().unwrap_or_default();
    let rss_kb = std::fs::read_to_string(format!("/proc/{}/status", child.id()))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0);
    drop(stdin);
    let _ = child.wait();
    Some(Probe {
        first,
        rss_kb,
        orders: samples.len() + 1,
        p50: percentile(&mut samples, 0.5),
        p99: percentile(&mut samples, 0.99),
        max,
    })
}

/// Removes what the measurement appended, so that the next run finds the same matches.
async fn take_back(path: &str) {
    let Ok(store) = Store::open_existing(path).await else {
        return;
    };
    let _ = store
        .take_back_after(RUNNING_ENTRIES as i64, RUNNING + 1)
        .await;
    let _ = store.checkpoint().await;
}
