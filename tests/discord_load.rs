//! A bounded loopback load test: 100 running matches and 1,000 slash commands sent at once through the
//! fake Discord. Every command must be answered exactly once; latencies are printed. Ignored by default
//! (it takes a while on a shared machine): `cargo test --test discord_load -- --ignored --nocapture`.

mod fake_discord;
mod support;

use fake_discord::{FakeDiscord, Who, GUILD};
use korona::discord::deliver::RetryPolicy;
use korona::discord::{self, Config};
use korona::service::{Caller, Command, ManualClock, Place, Request, Service};
use korona::store::Store;
use serde_json::json;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

const MATCHES: u64 = 100;
const COMMANDS: usize = 1_000;

fn req(user: u64, channel: u64, command: Command) -> Request {
    Request {
        caller: Caller::user(&user.to_string()),
        place: Place {
            guild: Some(GUILD.to_string()),
            channel: channel.to_string(),
        },
        match_id: None,
        command,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn a_thousand_concurrent_commands_are_each_answered_once() {
    let fake = FakeDiscord::start().await;
    let clock = ManualClock::at(1_700_000_000_000);
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("load.db").to_str().unwrap())
        .await
        .unwrap();
    let service = Arc::new(
        Service::new(store, support::auction::registry, Arc::new(clock.clone()))
            .with_fixed_seeds(1),
    );
    // Set-up goes straight to the service: the load is the 1,000 commands, not the lobby.
    for m in 0..MATCHES {
        let channel = 3_000 + m;
        let (a, b) = (10_000 + 2 * m, 10_001 + 2 * m);
        let create = Command::Create {
            game: "auction".into(),
            options: vec![],
        };
        service.handle(&req(a, channel, create)).await.unwrap();
        service
            .handle(&req(a, channel, Command::Join))
            .await
            .unwrap();
        service
            .handle(&req(b, channel, Command::Join))
            .await
            .unwrap();
        service
            .handle(&req(a, channel, Command::Start))
            .await
            .unwrap();
    }
    let mut config = Config::new("fake-token");
    config.api_base = Some(fake.base_url());
    config.guild = Some(GUILD);
    config.retry = RetryPolicy {
        attempts: 5,
        first_delay: Duration::from_millis(20),
        max_delay: Duration::from_millis(200),
    };
    let bot = discord::start(service.clone(), config).await.unwrap();
    fake.wait_ready().await;

    // Per match: both seats bid once, and eight status requests.
    let mut payloads = Vec::with_capacity(COMMANDS);
    for m in 0..MATCHES {
        let channel = 3_000 + m;
        for k in 0..10u64 {
            let user = 10_000 + 2 * m + (k % 2);
            let who = Who::user(user).channel(channel);
            let p = if k < 2 {
                fake.slash_payload(who, "bid", &[("text", json!("1"))])
            } else {
                fake.slash_payload(who, "match status", &[])
            };
            payloads.push(p);
        }
    }
    let mut sent = HashMap::new();
    let t0 = Instant::now();
    for p in payloads {
        let id = p["id"].as_str().unwrap().to_string();
        let token = p["token"].as_str().unwrap().to_string();
        sent.insert(
            format!("/interactions/{id}/{token}/callback"),
            Instant::now(),
        );
        fake.dispatch("INTERACTION_CREATE", p).await;
    }
    // Bounded: two minutes for the lot.
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let answered = fake
            .records()
            .iter()
            .filter(|r| r.ok() && sent.contains_key(&r.path))
            .count();
        if answered >= COMMANDS {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "only {answered} of {COMMANDS} commands answered"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let total = t0.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let records = fake.records();
    let mut per: HashMap<&str, usize> = HashMap::new();
    let mut latencies = Vec::new();
    for r in records.iter().filter(|r| r.ok()) {
        if let Some(at) = sent.get(&r.path) {
            *per.entry(r.path.as_str()).or_default() += 1;
            latencies.push(r.at.duration_since(*at));
        }
    }
    assert_eq!(per.len(), COMMANDS, "some command was never answered");
    assert!(
        per.values().all(|&n| n == 1),
        "some command was answered twice"
    );
    latencies.sort();
    let p = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    println!(
        "{COMMANDS} commands over {MATCHES} matches in {total:?}: p50 {:?}, p99 {:?}, max {:?}",
        p(0.5),
        p(0.99),
        latencies.last().unwrap()
    );
    fake.assert_clean();
    bot.stop().await;
}
