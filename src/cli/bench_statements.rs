//! `korona bench statements [--postgres URL]`: SQL statements per accepted order, on SQLite and (given
//! a server) on PostgreSQL, counted from sqlx's own report of every statement it runs
//! ([`super::statement_count`]). The orders go through the service as a front end sends them
//! (`handle_delivered`, with a delivery id), one at a time: with several in flight, group commit
//! shares one INSERT among them, so this is the most an order costs.

use super::bench::Figures;
use super::bench_setup::{capitals_script, request, start_capitals};
use super::statement_count;
use crate::service::{Command, ManualClock, Service};
use crate::store::Store;
use std::sync::Arc;

const MATCHES: usize = 50;
const ORDERS_PER_MATCH: usize = 10;
/// Kinds of statement listed under each total, the most frequent first.
const LISTED: usize = 8;

pub(super) async fn statements(postgres: Option<&str>, figures: &mut Figures) {
    let dir = std::env::temp_dir().join(format!("korona-bench-statements-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let mut runs = vec![(
        "sqlite",
        dir.join("bench.db").to_string_lossy().into_owned(),
    )];
    let name = format!("korona_bench_statements_{}", std::process::id());
    match postgres {
        Some(url) => {
            match super::bench_processes::admin(url, &format!("CREATE DATABASE {name}")).await {
                Ok(()) => runs.push((
                    "postgres",
                    super::bench_processes::with_database(url, &name),
                )),
                Err(e) => println!("statements: cannot create a database on the server: {e}"),
            }
        }
        None => println!(
            "statements: PostgreSQL skipped (give `--postgres postgres://user@host/db`; the run \
             creates and drops a database of its own there)"
        ),
    }
    for (label, db) in &runs {
        let Counted {
            orders,
            counts,
            warm_orders,
            warm,
        } = count(db).await;
        let total: u64 = counts.values().sum();
        let per_order = total as f64 / orders as f64;
        let warm_total: u64 = warm.values().sum();
        let warm_per_order = warm_total as f64 / warm_orders as f64;
        println!(
            "statements: {label}: {orders} orders accepted one at a time, {total} statements, \
             {per_order:.2} per accepted order (goal <= 2); after each match's first order \
             (what this process had not read of the match yet): {warm_per_order:.2}"
        );
        let mut kinds: Vec<(&String, &u64)> = counts.iter().collect();
        kinds.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        for (kind, n) in kinds.into_iter().take(LISTED) {
            println!(
                "statements: {label}:   {:.2} per order  {kind}",
                *n as f64 / orders as f64
            );
        }
        figures.add(
            &format!("statements-{label}"),
            format!("{per_order:.2}"),
            "per order",
        );
        figures.add(
            &format!("statements-{label}-warm"),
            format!("{warm_per_order:.2}"),
            "per order",
        );
    }
    if let Some(url) = postgres.filter(|_| runs.len() > 1) {
        if let Err(e) = super::bench_processes::admin(
            url,
            &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        )
        .await
        {
            println!("statements: could not drop database {name}: {e}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

struct Counted {
    orders: usize,
    /// Statements of every order, by kind.
    counts: std::collections::BTreeMap<String, u64>,
    /// The orders after each match's first, and their statements: a process reads a match's rows
    /// once, at its first order, and remembers them.
    warm_orders: usize,
    warm: std::collections::BTreeMap<String, u64>,
}

/// Plays the scripted orders of fresh capitals matches on `db`; returns the orders accepted and the
/// statements run for them (the setup is not counted).
async fn count(db: &str) -> Counted {
    let store = Store::open(db).await.expect("the bench database");
    let service = Service::new(
        store.clone(),
        korona_games::registry,
        Arc::new(ManualClock::at(0)),
    )
    .with_fixed_seeds(1);
    let scripts: Vec<_> = (0..MATCHES)
        .map(|i| capitals_script(1 + i as u64, ORDERS_PER_MATCH))
        .collect();
    for i in 0..MATCHES {
        start_capitals(&service, (i + 1) as i64).await;
    }
    let mut orders = 0;
    let mut warm_orders = 0;
    let mut counts = std::collections::BTreeMap::new();
    let mut warm = std::collections::BTreeMap::new();
    for turn in 0..ORDERS_PER_MATCH {
        statement_count::start();
        for (i, script) in scripts.iter().enumerate() {
            let Some((user, text)) = script.get(turn) else {
                continue;
            };
            let m = (i + 1) as i64;
            let req = request(user, Some(m), Command::Order { text: text.clone() });
            service
                .handle_delivered(&format!("bench-{m}-{turn}"), &req)
                .await
                .unwrap_or_else(|e| panic!("match {m} order {turn} `{text}`: {e}"));
            orders += 1;
            warm_orders += usize::from(turn > 0);
        }
        for (kind, n) in statement_count::stop() {
            if turn > 0 {
                *warm.entry(kind.clone()).or_insert(0) += n;
            }
            *counts.entry(kind).or_insert(0) += n;
        }
    }
    store.close().await;
    Counted {
        orders,
        counts,
        warm_orders,
        warm,
    }
}
