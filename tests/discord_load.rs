//! A bounded loopback load test: 100 running matches and 1,000 slash commands sent at once through the
//! fake Discord. Every command must be answered exactly once; latencies are printed. Ignored by default
//! (it takes a while on a shared machine): `cargo test --test discord_load -- --ignored --nocapture`.

mod fake_discord;
mod support;

use fake_discord::{FakeDiscord, Record, Who, APP_ID, GUILD};
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

/// What the bot sent back, by interaction token, with the time since the interaction was sent.
struct Answers {
    /// Every callback: (latency, callback type).
    callbacks: HashMap<String, Vec<(Duration, Option<u64>)>>,
    /// The first follow-up: the command's result after its deferral.
    results: HashMap<String, Duration>,
}

impl Answers {
    fn of(records: &[Record], sent: &HashMap<String, (Instant, String)>) -> Answers {
        let mut answers = Answers {
            callbacks: HashMap::new(),
            results: HashMap::new(),
        };
        let prefix = format!("/webhooks/{APP_ID}/");
        for r in records.iter().filter(|r| r.ok()) {
            if let Some(rest) = r.path.strip_prefix(&prefix) {
                let token = rest.split('/').next().unwrap_or(rest);
                if let Some((at, _)) = sent.get(token) {
                    answers
                        .results
                        .entry(token.to_string())
                        .or_insert(r.at.duration_since(*at));
                }
                continue;
            }
            let Some(token) = r.path.split('/').nth(3) else {
                continue;
            };
            if let Some((at, callback)) = sent.get(token) {
                if *callback == r.path {
                    let kind = r.json.as_ref().and_then(|j| j["type"].as_u64());
                    answers
                        .callbacks
                        .entry(token.to_string())
                        .or_default()
                        .push((r.at.duration_since(*at), kind));
                }
            }
        }
        answers
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
    // By token: when it was sent, and its callback path.
    let mut sent: HashMap<String, (Instant, String)> = HashMap::new();
    let t0 = Instant::now();
    for p in payloads {
        let id = p["id"].as_str().unwrap().to_string();
        let token = p["token"].as_str().unwrap().to_string();
        let callback = format!("/interactions/{id}/{token}/callback");
        sent.insert(token, (Instant::now(), callback));
        fake.dispatch("INTERACTION_CREATE", p).await;
    }
    // Bounded: two minutes for the lot, results included.
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let answers = Answers::of(&fake.records(), &sent);
        if answers.callbacks.len() >= COMMANDS && answers.results.len() >= COMMANDS {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "only {} of {COMMANDS} commands answered, {} results",
            answers.callbacks.len(),
            answers.results.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let total = t0.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let answers = Answers::of(&fake.records(), &sent);
    assert_eq!(
        answers.callbacks.len(),
        COMMANDS,
        "some command was never answered"
    );
    assert!(
        answers.callbacks.values().all(|c| c.len() == 1),
        "some command was answered twice"
    );
    assert!(
        answers.callbacks.values().all(|c| c[0].1 == Some(5)),
        "some command was not deferred"
    );
    assert_eq!(
        answers.results.len(),
        COMMANDS,
        "a deferred command lacks its result"
    );
    let quantiles = |mut xs: Vec<Duration>| {
        xs.sort();
        let q = |f: f64| xs[((xs.len() as f64 * f) as usize).min(xs.len() - 1)];
        format!(
            "p50 {:?}, p99 {:?}, max {:?}",
            q(0.5),
            q(0.99),
            xs[xs.len() - 1]
        )
    };
    println!(
        "{COMMANDS} commands over {MATCHES} matches in {total:?}\n\
         to the interaction callback (the deferral): {}\n\
         to the command's result (first follow-up): {}",
        quantiles(answers.callbacks.values().map(|c| c[0].0).collect()),
        quantiles(answers.results.values().copied().collect()),
    );
    fake.assert_clean();
    bot.stop().await;
}
