//! A real browser on a match page (issue 32): headless Chromium, driven through chromedriver's
//! WebDriver protocol (plain HTTP and JSON), opens a finished bot match, moves the history slider with
//! the keyboard, checks that the map changed and loaded, and saves a screenshot
//! (`$TMPDIR/korona-web-browser.png`). Chromium comes from the distribution's packages (`apt-get
//! install chromium chromium-driver`; `.ci/run` installs them); without them the test says so and
//! skips.

use korona::service::{Caller, Command, ManualClock, Place, Request, Service};
use korona::store::Store;
use korona_engine::BotLevel;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command as Process, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";

fn chromedriver() -> Option<String> {
    ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
        .into_iter()
        .find(|p| Path::new(p).exists())
        .map(String::from)
}

/// One WebDriver call: `method path` with a JSON body, the answer's `value`.
fn call(port: u16, method: &str, path: &str, body: Option<&Value>) -> Value {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("chromedriver answers");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    // chromedriver may keep the connection open: read the head, then the body by its length.
    let mut raw = Vec::new();
    let mut buf = [0u8; 8192];
    let head_end = loop {
        if let Some(at) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            break at;
        }
        let n = stream.read(&mut buf).expect("chromedriver answers");
        assert!(
            n > 0,
            "{method} {path}: the connection closed before the answer"
        );
        raw.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&raw[..head_end]).into_owned();
    let lower = head.to_ascii_lowercase();
    let length = lower
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse::<usize>().ok());
    let mut body = raw[head_end + 4..].to_vec();
    match length {
        Some(length) => {
            while body.len() < length {
                let n = stream.read(&mut buf).expect("the body");
                assert!(n > 0, "{method} {path}: the body ended early");
                body.extend_from_slice(&buf[..n]);
            }
            body.truncate(length);
        }
        None => {
            // Chunked (or closed by the server): up to the last chunk.
            while !body.ends_with(b"0\r\n\r\n") {
                let n = stream.read(&mut buf).unwrap_or(0);
                if n == 0 {
                    break;
                }
                body.extend_from_slice(&buf[..n]);
            }
        }
    }
    let text = String::from_utf8_lossy(&body).into_owned();
    let rest = if lower.contains("transfer-encoding: chunked") {
        dechunk(&text)
    } else {
        text
    };
    let doc: Value = serde_json::from_str(&rest)
        .unwrap_or_else(|e| panic!("{method} {path}: not JSON ({e}): {head}\n{rest}"));
    if !head.starts_with("HTTP/1.1 200") {
        panic!("{method} {path}: {head}\n{doc}");
    }
    doc["value"].clone()
}

fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&after[..n]);
        rest = &after[n + 2..];
    }
    out
}

struct Driver {
    child: Child,
    port: u16,
    /// The browser session, closed when the driver goes (a failed check must not leave Chromium
    /// running).
    session: Option<String>,
}

impl Drop for Driver {
    fn drop(&mut self) {
        if let Some(session) = self.session.take() {
            if let Ok(mut stream) = TcpStream::connect(("127.0.0.1", self.port)) {
                let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
                let _ = write!(
                    stream,
                    "DELETE /session/{session} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n"
                );
                let _ = stream.read(&mut [0u8; 1024]);
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start_driver(path: &str) -> Driver {
    let port = free_port();
    let child = Process::new(path)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let until = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < until, "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(100));
    }
    Driver {
        child,
        port,
        session: None,
    }
}

fn element(port: u16, session: &str, css: &str) -> String {
    let found = call(
        port,
        "POST",
        &format!("/session/{session}/element"),
        Some(&json!({ "using": "css selector", "value": css })),
    );
    found
        .as_object()
        .and_then(|o| o.values().next())
        .and_then(Value::as_str)
        .expect("an element id")
        .to_string()
}

fn script(port: u16, session: &str, code: &str) -> Value {
    call(
        port,
        "POST",
        &format!("/session/{session}/execute/sync"),
        Some(&json!({ "script": code, "args": [] })),
    )
}

/// Waits until `code` returns true in the page.
fn wait_for(port: u16, session: &str, code: &str) {
    let until = Instant::now() + Duration::from_secs(20);
    while script(port, session, code) != json!(true) {
        if Instant::now() >= until {
            // What the server answered for the map, so that a failure says why.
            let map = script(
                port,
                session,
                "const m = document.getElementById('map'); const x = new XMLHttpRequest(); \
                 x.open('GET', m.src, false); x.send(); return [m.src, x.status];",
            );
            panic!("never true: {code}; the map's address and status: {map}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_moves_the_slider_with_the_keyboard_and_the_map_follows() {
    let Some(driver_path) = chromedriver().filter(|_| Path::new(CHROMIUM).exists()) else {
        eprintln!(
            "SKIPPED: no Chromium here ({CHROMIUM} and chromedriver): apt-get install -y chromium \
             chromium-driver (.ci/run installs them)"
        );
        return;
    };
    // A finished match of two bots, served on a free port.
    let store = Store::memory().await.unwrap();
    let service = Arc::new(
        Service::new(
            store,
            korona_games::registry,
            Arc::new(ManualClock::at(1_700_000_000_000)),
        )
        .with_fixed_seeds(7)
        .with_painter(korona::paint::painter()),
    );
    let run = |command: Command| {
        let service = service.clone();
        async move {
            let req = Request {
                caller: Caller::user("host"),
                place: Place {
                    guild: Some("guild".into()),
                    channel: "table".into(),
                },
                match_id: None,
                command,
            };
            service.handle(&req).await.unwrap();
        }
    };
    run(Command::Create {
        game: "capitals".into(),
        options: vec![],
    })
    .await;
    for _ in 0..2 {
        run(Command::Bot {
            level: BotLevel::Easy,
        })
        .await;
    }
    run(Command::Start).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let site = listener.local_addr().unwrap();
    tokio::spawn(korona_web::serve(
        listener,
        service.clone(),
        korona_web::WebConfig::default(),
    ));

    let shot = std::env::temp_dir().join("korona-web-browser.png");
    let shot_path = shot.clone();
    tokio::task::spawn_blocking(move || {
        let mut driver = start_driver(&driver_path);
        let port = driver.port;
        let session = call(
            port,
            "POST",
            "/session",
            Some(&json!({ "capabilities": { "alwaysMatch": { "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--window-size=420,900"]
            } } } })),
        )["sessionId"]
            .as_str()
            .expect("a session")
            .to_string();
        driver.session = Some(session.clone());
        call(
            port,
            "POST",
            &format!("/session/{session}/url"),
            Some(&json!({ "url": format!("http://{site}/matches/1") })),
        );
        wait_for(port, &session, "const m = document.getElementById('map'); return !!m && m.complete && m.naturalWidth > 0;");
        let src = || script(port, &session, "return document.getElementById('map').getAttribute('src');");
        let value = || script(port, &session, "return document.getElementById('phase').value;");
        let slider = element(port, &session, "#phase");
        // A reader dragging fast: the browser drops map requests it no longer needs, and the
        // server must answer the next ones (a dropped request once cost the in-memory store its
        // database, and every map after it failed).
        for round in 0..40 {
            let key = if round % 2 == 0 { "\u{E012}" } else { "\u{E014}" };
            call(
                port,
                "POST",
                &format!("/session/{session}/element/{slider}/value"),
                Some(&json!({ "text": key.repeat(5) })),
            );
            std::thread::sleep(Duration::from_millis(round % 7 * 5));
        }
        wait_for(port, &session, "const m = document.getElementById('map'); return m.complete && m.naturalWidth > 0;");
        let (first_src, first_value) = (src(), value());
        // Two steps back with the keyboard, as a reader would.
        call(
            port,
            "POST",
            &format!("/session/{session}/element/{slider}/value"),
            Some(&json!({ "text": "\u{E012}\u{E012}" })),
        );
        let (now_src, now_value) = (src(), value());
        assert_ne!(now_value, first_value, "the slider moved");
        assert_ne!(now_src, first_src, "the map changed with it");
        let shown: i64 = now_value.as_str().unwrap().parse().unwrap();
        let first: i64 = first_value.as_str().unwrap().parse().unwrap();
        assert_eq!(shown, first - 2);
        wait_for(port, &session, "const m = document.getElementById('map'); return m.complete && m.naturalWidth > 0;");
        // The phase's own article shows, the others hide; the local time replaced the UTC text.
        let visible = script(
            port,
            &session,
            "return [...document.querySelectorAll('article.phase')].filter(a => !a.hidden).map(a => a.dataset.i);",
        );
        assert_eq!(visible, json!([shown.to_string()]));
        let png = call(port, "GET", &format!("/session/{session}/screenshot"), None);
        let bytes = decode_base64(png.as_str().unwrap());
        std::fs::write(&shot_path, &bytes).unwrap();
        drop(driver);
    })
    .await
    .unwrap();
    let bytes = std::fs::read(&shot).unwrap();
    assert!(bytes.starts_with(b"\x89PNG"), "a screenshot");
    eprintln!("screenshot: {}", shot.display());
}

fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes().filter_map(value) {
        acc = ((acc << 6) | c) & 0xff_ffff;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}
