//! `korona bench throughput`: accepted orders per second across many live matches in one process
//! on SQLite, with group commit against one commit per order in the same run.
//!
//! 1,000 capitals matches are live at once. Their orders are scripted beforehand by the engine
//! alone (the same seeds the service draws), so the clients spend no time choosing and the figure
//! is the service's: parse, authorize, apply, append, commit. A fixed number of clients keep one
//! order each in flight, spread round the matches, as many players acting at once would.
//! A third run offers the target rate (5,000 orders/s) on a fixed schedule and measures the round
//! trip under that load.

use super::bench::{ms, percentile, Figures};
use super::bench_setup::{capitals_script, request, start_capitals};
use crate::service::{Command, ManualClock, Service};
use crate::store::Store;
use std::sync::Arc;
use std::time::{Duration, Instant};

const MATCHES: usize = 1000;
const ORDERS_PER_MATCH: usize = 20;
/// Orders in flight at once: enough that group commit batches several matches' appends, few enough
/// that a round trip is not mostly queueing (by Little's law, at 5,000 orders/s 8 in flight is 1.6 ms
/// each on average; 24 in flight made it 4.8 ms and a p99 near 10 ms at the same throughput).
const CLIENTS: usize = 8;
const FIRST_SEED: u64 = 1;
/// The target rate: a third run offers exactly this many orders a second (each client sends on a
/// fixed schedule, at once when behind it) and measures the round trip under that load rather than
/// at saturation, where a closed loop's round trip is mostly queueing.
const TARGET_RATE: f64 = 5000.0;

/// One match's orders in turn: (user, order text).
type Script = Vec<(&'static str, String)>;

pub(super) async fn throughput(figures: &mut Figures) {
    let start = Instant::now();
    // Match i + 1 draws seed FIRST_SEED + i from the service's counter.
    let scripts: Vec<Script> = (0..MATCHES)
        .map(|i| capitals_script(FIRST_SEED + i as u64, ORDERS_PER_MATCH))
        .collect();
    println!(
        "throughput: scripted {} orders for {MATCHES} capitals matches in {:.1} s",
        MATCHES * ORDERS_PER_MATCH,
        start.elapsed().as_secs_f64()
    );
    let scripts = Arc::new(scripts);
    let single = load(scripts.clone(), false, None).await;
    let group = load(scripts.clone(), true, None).await;
    let paced = load(scripts, true, Some(TARGET_RATE)).await;
    for (name, r) in [("one commit per order", &single), ("group commit", &group)] {
        println!(
            "throughput: {name}: {} orders over {MATCHES} live matches, {CLIENTS} in flight: \
             {:.0} orders/s, round trip p50 {}, p99 {}",
            r.orders,
            r.rate,
            ms(r.p50),
            ms(r.p99)
        );
    }
    println!(
        "throughput: group commit {:.2}x the orders/s of one commit per order (targets: >= 5,000 orders/s, p99 <= 5 ms)",
        group.rate / single.rate
    );
    println!(
        "throughput: group commit offered {TARGET_RATE:.0} orders/s: {} orders at {:.0} orders/s, \
         round trip p50 {}, p99 {}",
        paced.orders,
        paced.rate,
        ms(paced.p50),
        ms(paced.p99)
    );
    figures.add("throughput", format!("{:.0}", group.rate), "orders/s");
    figures.add(
        "throughput-p99",
        format!("{:.2}", group.p99.as_secs_f64() * 1e3),
        "ms",
    );
    figures.add(
        "throughput-p99-at-5000",
        format!("{:.2}", paced.p99.as_secs_f64() * 1e3),
        "ms",
    );
    figures.add(
        "throughput-single-commit",
        format!("{:.0}", single.rate),
        "orders/s",
    );
}

struct Load {
    orders: usize,
    rate: f64,
    p50: Duration,
    p99: Duration,
}

/// Runs every script through a fresh service: as fast as the clients go, or at `pace` orders a
/// second in all.
async fn load(scripts: Arc<Vec<Script>>, group_commit: bool, pace: Option<f64>) -> Load {
    let dir = std::env::temp_dir().join(format!(
        "korona-bench-throughput-{}-{group_commit}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let store = Store::open(&dir.join("bench.db").to_string_lossy())
        .await
        .expect("bench db")
        .with_group_commit(group_commit);
    let service = Arc::new(
        Service::new(store, korona_games::registry, Arc::new(ManualClock::at(0)))
            .with_fixed_seeds(FIRST_SEED),
    );
    for i in 0..scripts.len() {
        start_capitals(&service, (i + 1) as i64).await;
    }
    let start = Instant::now();
    let clients: Vec<_> = (0..CLIENTS)
        .map(|c| {
            let (service, scripts) = (service.clone(), scripts.clone());
            tokio::spawn(async move {
                let mine: Vec<usize> = (c..scripts.len()).step_by(CLIENTS).collect();
                let mut samples = Vec::new();
                // With a pace, this client's k-th order is due at k * CLIENTS / pace, the clients
                // staggered by 1 / pace.
                let mut sent_so_far = 0u32;
                let due = |k: u32| {
                    pace.map(|rate| {
                        start
                            + Duration::from_secs_f64((k as f64 * CLIENTS as f64 + c as f64) / rate)
                    })
                };
                for turn in 0..ORDERS_PER_MATCH {
                    for &i in &mine {
                        let Some((user, text)) = scripts[i].get(turn) else {
                            continue;
                        };
                        if let Some(at) = due(sent_so_far) {
                            tokio::time::sleep_until(at.into()).await;
                        }
                        sent_so_far += 1;
                        let order = Command::Order { text: text.clone() };
                        let req = request(user, Some((i + 1) as i64), order);
                        let sent = Instant::now();
                        service
                            .handle(&req)
                            .await
                            .expect("a scripted order is accepted");
                        samples.push(sent.elapsed());
                    }
                }
                samples
            })
        })
        .collect();
    let mut samples = Vec::new();
    for client in clients {
        samples.extend(client.await.expect("a client finishes"));
    }
    let elapsed = start.elapsed();
    let _ = std::fs::remove_dir_all(&dir);
    let orders = samples.len();
    Load {
        orders,
        rate: orders as f64 / elapsed.as_secs_f64(),
        p50: percentile(&mut samples, 0.5),
        p99: percentile(&mut samples, 0.99),
    }
}
