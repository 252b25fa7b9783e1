//! `korona bench web` (issue 32): the match pages served on a local socket, a finished demo match
//! (oligarchs, 6 hard bots) in an in-memory store; the time from request to the last byte of a cached
//! map, of the match's page and of its JSON, over keep-alive HTTP/1.1 connections. Target: a cached
//! map within 50 ms at p99.

use super::bench::Figures;
use crate::service::{Caller, Command, ManualClock, Place, Request, Service};
use crate::store::Store;
use korona_engine::BotLevel;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};

const ROUNDS: usize = 400;

pub async fn web_bench(figures: &mut Figures) {
    let store = Store::memory().await.expect("an in-memory store");
    let service = Arc::new(
        Service::new(
            store,
            korona_games::registry,
            Arc::new(ManualClock::at(1_700_000_000_000)),
        )
        .with_fixed_seeds(1)
        .with_painter(crate::paint::painter()),
    );
    let run = |command: Command| {
        let service = service.clone();
        async move {
            let req = Request {
                caller: Caller::user("host"),
                place: Place {
                    guild: Some("guild".into()),
                    channel: "bench".into(),
                },
                match_id: None,
                command,
            };
            service.handle(&req).await.expect("the demo's commands run");
        }
    };
    run(Command::Create {
        game: "oligarchs".into(),
        options: vec![],
    })
    .await;
    for _ in 0..6 {
        run(Command::Bot {
            level: BotLevel::Hard,
        })
        .await;
    }
    run(Command::Start).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a local port");
    let addr = listener.local_addr().expect("an address");
    let config = korona_web::WebConfig {
        rate_per_sec: 1e9,
        burst: 1e9,
        ..korona_web::WebConfig::default()
    };
    tokio::spawn(korona_web::serve(listener, service, config));

    let mut conn = Conn::open(addr).await;
    let map = "/api/matches/1/phases/0/map.png";
    let (first, bytes) = conn.get(map).await;
    println!(
        "web: first (uncached) map {:.1} ms, {} KB",
        ms(first),
        bytes / 1024
    );
    for (name, path) in [
        ("web-map-cached", map),
        ("web-page", "/matches/1"),
        ("web-api", "/api/matches/1"),
    ] {
        let mut times: Vec<Duration> = Vec::with_capacity(ROUNDS);
        let mut size = 0;
        for _ in 0..ROUNDS {
            let (took, n) = conn.get(path).await;
            times.push(took);
            size = n;
        }
        times.sort();
        let p50 = times[times.len() / 2];
        let p99 = times[times.len() * 99 / 100];
        println!(
            "web: {path}: p50 {:.2} ms, p99 {:.2} ms ({} KB)",
            ms(p50),
            ms(p99),
            size / 1024
        );
        figures.add(&format!("{name}-p99"), format!("{:.2}", ms(p99)), "ms");
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// One keep-alive HTTP/1.1 connection, reading answers by their Content-Length.
struct Conn {
    reader: BufReader<tokio::net::tcp::OwnedReadHalf>,
    writer: tokio::net::tcp::OwnedWriteHalf,
}

impl Conn {
    async fn open(addr: std::net::SocketAddr) -> Conn {
        let stream = tokio::net::TcpStream::connect(addr)
            .await
            .expect("the pages answer");
        let (r, w) = stream.into_split();
        Conn {
            reader: BufReader::new(r),
            writer: w,
        }
    }

    /// The time to the last byte of the answer, and its body's size.
    async fn get(&mut self, path: &str) -> (Duration, usize) {
        let start = Instant::now();
        self.writer
            .write_all(format!("GET {path} HTTP/1.1\r\nHost: bench\r\n\r\n").as_bytes())
            .await
            .expect("the request goes out");
        let mut length = 0;
        let mut status = String::new();
        loop {
            let mut line = String::new();
            self.reader.read_line(&mut line).await.expect("a header");
            if status.is_empty() {
                status = line.clone();
            }
            if line == "\r\n" || line.is_empty() {
                break;
            }
            if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = v.trim().parse().unwrap_or(0);
            }
        }
        assert!(status.contains(" 200 "), "GET {path}: {status}");
        let mut body = vec![0; length];
        self.reader
            .read_exact(&mut body)
            .await
            .expect("the whole body");
        (start.elapsed(), length)
    }
}
