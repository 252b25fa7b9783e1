//! The match pages (issue 32) over HTTP, in process: every route, its status codes, the languages,
//! the security headers, seat links (a wrong, old or another holder's key gets 403 and nothing of the
//! match) and the spectators' secrecy (two matches that differ only in a seat's sealed orders give
//! the same bytes).

mod support;

use http_body_util::BodyExt;
use korona::service::{Caller, Command, ManualClock, Place, Replacement, Request, Service};
use korona::store::Store;
use korona_engine::BotLevel;
use korona_web::axum::body::Body;
use korona_web::axum::http::{self, StatusCode};
use korona_web::axum::Router;
use korona_web::WebConfig;
use std::sync::Arc;
use tower::ServiceExt;

struct Site {
    service: Arc<Service>,
    router: Router,
}

async fn site_with(config: WebConfig) -> Site {
    site_on(Store::memory().await.unwrap(), config).await
}

async fn site_on(store: Store, config: WebConfig) -> Site {
    let clock = ManualClock::at(1_700_000_000_000);
    let service = Arc::new(
        Service::new(store, korona_games::registry, Arc::new(clock))
            .with_fixed_seeds(42)
            .with_painter(korona::paint::painter()),
    );
    let router = korona_web::router(service.clone(), config);
    Site { service, router }
}

async fn site() -> Site {
    site_with(WebConfig::default()).await
}

impl Site {
    async fn run(&self, user: &str, command: Command) -> Vec<korona::service::Reply> {
        let req = Request {
            caller: Caller::user(user),
            place: Place {
                guild: Some("guild".into()),
                channel: "table".into(),
            },
            match_id: None,
            command: command.clone(),
        };
        self.service
            .handle(&req)
            .await
            .unwrap_or_else(|e| panic!("{user} {command:?}: {e}"))
    }

    async fn get(&self, uri: &str) -> Got {
        self.get_with(uri, &[]).await
    }

    async fn get_with(&self, uri: &str, headers: &[(&str, &str)]) -> Got {
        let mut req = http::Request::get(uri);
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        let res = self
            .router
            .clone()
            .oneshot(req.body(Body::empty()).unwrap())
            .await
            .unwrap();
        let status = res.status();
        let headers = res.headers().clone();
        let body = res.into_body().collect().await.unwrap().to_bytes().to_vec();
        Got {
            status,
            headers,
            body,
        }
    }
}

struct Got {
    status: StatusCode,
    headers: http::HeaderMap,
    body: Vec<u8>,
}

impl Got {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }
    fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text()))
    }
}

fn create(game: &str, options: &[(&str, &str)]) -> Command {
    Command::Create {
        game: game.into(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}

/// Match 1: capitals between two easy bots, played to its end.
async fn finished(site: &Site) {
    site.run("host", create("capitals", &[])).await;
    for _ in 0..2 {
        site.run(
            "host",
            Command::Bot {
                level: BotLevel::Easy,
            },
        )
        .await;
    }
    site.run("host", Command::Start).await;
}

/// Match 1: kingdoms between alice and bob, running, spectators live (`spectate=0`) or not.
async fn running(site: &Site, spectate: &str) {
    site.run("host", create("kingdoms", &[("spectate", spectate)]))
        .await;
    site.run("alice", Command::Join).await;
    site.run("bob", Command::Join).await;
    site.run("host", Command::Start).await;
}

/// The first order `user` may give now.
async fn some_order(site: &Site, user: &str) -> String {
    let replies = site
        .run(
            user,
            Command::Legal {
                prefix: String::new(),
            },
        )
        .await;
    replies
        .iter()
        .flat_map(|r| r.choices())
        .next()
        .expect("a legal order")
        .text
        .clone()
}

fn is_png(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG\r\n\x1a\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_has_its_pages_its_phases_and_a_map_for_each() {
    let site = site().await;
    finished(&site).await;

    let index = site.get("/").await;
    assert_eq!(index.status, StatusCode::OK);
    assert!(
        index.text().contains("href=\"/matches/1\""),
        "{}",
        index.text()
    );
    assert!(index.header("content-type").starts_with("text/html"));

    let api = site.get("/api/matches/1").await;
    assert_eq!(api.status, StatusCode::OK);
    assert_eq!(api.header("content-type"), "application/json");
    let json = api.json();
    assert_eq!(json["version"], 1);
    assert_eq!(json["match"]["id"], 1);
    assert_eq!(json["match"]["status"], "finished");
    assert!(
        json["match"]["seed"].is_string(),
        "the end reveals the seed"
    );
    assert_eq!(json["viewer"], "spectator");
    let seats = json["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    assert!(
        seats[0]["name"].as_str().unwrap().starts_with("Bot 0"),
        "{seats:?}"
    );
    let phases = json["phases"].as_array().unwrap();
    assert!(phases.len() > 2, "{} phases", phases.len());
    for p in phases {
        assert!(!p["label"].as_str().unwrap().is_empty(), "{p}");
        assert!(p["report"].is_array(), "{p}");
    }
    assert!(
        json["end"][0].as_str().unwrap().contains("is over"),
        "{}",
        json["end"]
    );

    let page = site.get("/matches/1").await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(
        html.contains("<input type=\"range\" id=\"phase\""),
        "{html}"
    );
    assert!(
        html.contains("<img id=\"map\" src=\"/api/matches/1/phases/"),
        "{html}"
    );
    assert!(html.contains(" alt=\"Map of match 1 (Capitals)"), "{html}");
    assert_eq!(
        html.matches("<article class=\"phase\"").count(),
        phases.len(),
        "one article a phase"
    );
    // Without a script the chosen phase alone shows, and links step through the others.
    assert_eq!(html.matches(" hidden>").count(), phases.len() - 1);
    let first = site.get("/matches/1?phase=0").await.text();
    assert!(first.contains("id=\"p0\" data-i=\"0\""));
    assert!(
        first.contains("rel=\"next\" href=\"/matches/1?phase=1&amp;lang=en\""),
        "{first}"
    );

    let mut maps = Vec::new();
    for p in [&phases[0], phases.last().unwrap()] {
        let png = site.get(p["map"].as_str().unwrap()).await;
        assert_eq!(png.status, StatusCode::OK, "{}", p["map"]);
        assert_eq!(png.header("content-type"), "image/png");
        assert!(is_png(&png.body));
        maps.push(png.body);
    }
    assert_ne!(maps[0], maps[1], "the first and the last maps differ");
    let beyond = format!("/api/matches/1/phases/{}/map.png", phases.len());
    assert_eq!(site.get(&beyond).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_addresses_are_404_without_internals_and_every_answer_has_the_headers() {
    let site = site().await;
    finished(&site).await;
    for uri in [
        "/matches/2",
        "/matches/0",
        "/matches/abc",
        "/matches/1%2F..%2F..%2Fetc%2Fpasswd",
        "/api/matches/2",
        "/api/matches/1/phases/x/map.png",
        "/api/matches/1/phases/-1/map.png",
        "/static/../Cargo.toml",
        "/nothing/here",
    ] {
        let got = site.get(uri).await;
        assert_eq!(got.status, StatusCode::NOT_FOUND, "{uri}");
        let text = got.text();
        assert!(text.contains("Nothing here."), "{uri}: {text}");
        assert!(
            !text.contains("Capitals") && !text.contains("error"),
            "{uri}: {text}"
        );
    }
    // A lobby is nobody's to watch yet.
    site.run(
        "host",
        Command::Create {
            game: "capitals".into(),
            options: vec![],
        },
    )
    .await;
    assert_eq!(site.get("/matches/2").await.status, StatusCode::NOT_FOUND);
    for uri in [
        "/",
        "/matches/1",
        "/api/matches/1",
        "/matches/9",
        "/static/page.js",
    ] {
        let got = site.get(uri).await;
        assert!(
            got.header("content-security-policy")
                .contains("frame-ancestors 'none'"),
            "{uri}"
        );
        assert_eq!(got.header("x-frame-options"), "DENY", "{uri}");
        assert_eq!(got.header("referrer-policy"), "no-referrer", "{uri}");
        assert_eq!(got.header("x-content-type-options"), "nosniff", "{uri}");
    }
    assert_eq!(site.get("/static/page.css").await.status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hungarian_by_accept_language_or_by_query() {
    let site = site().await;
    finished(&site).await;
    let hu = [("accept-language", "hu-HU,hu;q=0.9,en;q=0.5")];
    let index = site.get_with("/", &hu).await.text();
    assert!(
        index.contains("<html lang=\"hu\">") && index.contains("Meccsek"),
        "{index}"
    );
    let page = site.get_with("/matches/1", &hu).await.text();
    assert!(page.contains("1. meccs (Capitals)"), "{page}");
    assert!(page.contains("szakasz"), "{page}");
    let api = site.get("/api/matches/1?lang=hu").await.json();
    assert_eq!(api["lang"], "hu");
    assert!(
        api["end"][0].as_str().unwrap().contains("meccsnek vége"),
        "{}",
        api["end"]
    );
    let en = site.get_with("/matches/1?lang=en", &hu).await.text();
    assert!(en.contains("<html lang=\"en\">"));
    let map = site.get_with("/api/matches/1/phases/0/map.png", &hu).await;
    assert_eq!(map.status, StatusCode::OK);
    assert!(is_png(&map.body));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_link_opens_that_seats_view_and_any_other_key_gets_403_and_nothing() {
    let site = site().await;
    running(&site, "1").await;
    let key = site.service.seat_link_key(1, 0).await.unwrap();
    let other = site.service.seat_link_key(1, 1).await.unwrap();
    assert_ne!(key, other);

    let mine = site.get(&format!("/matches/1?seat=0&key={key}")).await;
    assert_eq!(mine.status, StatusCode::OK);
    assert!(mine.text().contains("class=\"private\""), "{}", mine.text());
    assert!(mine.header("cache-control").contains("no-store"));
    // Every link of the page carries the key, so the slider's maps are the seat's too.
    assert!(mine.text().contains(&format!("seat=0&amp;key={key}")));
    let api = site
        .get(&format!("/api/matches/1?seat=0&key={key}"))
        .await
        .json();
    assert_eq!(api["viewer"]["seat"], 0);
    // A seat sees the current phase at once; a spectator is a phase behind.
    let spectator = site.get("/api/matches/1").await.json();
    assert_eq!(api["phases"].as_array().unwrap().len(), 1);
    assert_eq!(spectator["phases"].as_array().unwrap().len(), 0);
    let map = site
        .get(&format!("/api/matches/1/phases/0/map.png?seat=0&key={key}"))
        .await;
    assert_eq!(map.status, StatusCode::OK);
    assert!(is_png(&map.body));
    assert_eq!(
        site.get("/api/matches/1/phases/0/map.png").await.status,
        StatusCode::NOT_FOUND,
        "a spectator may not see the current phase of a delayed match"
    );

    let refused = |got: &Got| {
        assert_eq!(got.status, StatusCode::FORBIDDEN);
        let text = got.text();
        assert!(
            !text.contains("Kingdoms") && !text.contains("alice") && !text.contains("atch 1"),
            "{text}"
        );
    };
    for uri in [
        format!("/matches/1?seat=0&key={other}"),
        format!("/matches/1?seat=1&key={key}"),
        "/matches/1?seat=0&key=00".to_string(),
        "/matches/1?seat=0&key=zz".to_string(),
        "/matches/1?seat=0".to_string(),
        format!("/matches/1?key={key}"),
        format!("/matches/1?seat=7&key={key}"),
        format!("/api/matches/1?seat=0&key={other}"),
        format!("/api/matches/1/phases/0/map.png?seat=0&key={other}"),
        format!("/matches/1/events?seat=0&key={other}"),
    ] {
        refused(&site.get(&uri).await);
    }

    // `/match link reset`: the old key stops working, the new one works.
    let fresh = site.service.reset_seat_link(1, 0).await.unwrap();
    assert_ne!(fresh, key);
    refused(&site.get(&format!("/matches/1?seat=0&key={key}")).await);
    assert_eq!(
        site.get(&format!("/matches/1?seat=0&key={fresh}"))
            .await
            .status,
        StatusCode::OK
    );
    // A new holder (alice hands her seat over): the seat's old key is worthless.
    site.run(
        "alice",
        Command::Replace {
            seat: 0,
            by: Replacement::User("carol".into()),
        },
    )
    .await;
    refused(&site.get(&format!("/matches/1?seat=0&key={fresh}")).await);
    let carols = site.service.seat_link_key(1, 0).await.unwrap();
    assert_eq!(
        site.get(&format!("/matches/1?seat=0&key={carols}"))
            .await
            .status,
        StatusCode::OK
    );
}

/// The spectator's JSON and every map they may fetch, as bytes.
async fn spectator_bytes(site: &Site) -> Vec<Vec<u8>> {
    let api = site.get("/api/matches/1").await;
    assert_eq!(api.status, StatusCode::OK);
    let mut all = vec![api.body.clone()];
    let page = site.get("/matches/1").await;
    all.push(page.body.clone());
    for p in api.json()["phases"].as_array().unwrap() {
        let png = site.get(p["map"].as_str().unwrap()).await;
        assert_eq!(png.status, StatusCode::OK);
        all.push(png.body);
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sealed_orders_change_no_byte_a_spectator_gets() {
    for spectate in ["0", "1"] {
        let (a, b) = (site().await, site().await);
        running(&a, spectate).await;
        running(&b, spectate).await;
        // One round resolves in both, so that there is history to see.
        for s in [&a, &b] {
            for user in ["alice", "bob"] {
                let order = some_order(s, user).await;
                s.run(user, Command::Order { text: order }).await;
            }
        }
        let before = spectator_bytes(&a).await;
        assert_eq!(before, spectator_bytes(&b).await);
        // Alice's sealed orders go in on one side only.
        let order = some_order(&a, "alice").await;
        a.run("alice", Command::Order { text: order }).await;
        let with = spectator_bytes(&a).await;
        let without = spectator_bytes(&b).await;
        assert_eq!(with.len(), without.len());
        for (i, (x, y)) in with.iter().zip(&without).enumerate() {
            assert!(
                x == y,
                "spectate={spectate}: answer {i} differs with a sealed order in"
            );
        }
        assert_eq!(
            with, before,
            "spectate={spectate}: nothing moved for a spectator"
        );
        let json: serde_json::Value = serde_json::from_slice(&with[0]).unwrap();
        let phases = json["phases"].as_array().unwrap().len();
        assert_eq!(
            phases,
            if spectate == "0" { 2 } else { 1 },
            "spectate={spectate}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_is_limited_and_told_when_to_come_back() {
    let site = site_with(WebConfig {
        rate_per_sec: 0.01,
        burst: 3.0,
        ..WebConfig::default()
    })
    .await;
    for _ in 0..3 {
        assert_eq!(site.get("/").await.status, StatusCode::OK);
    }
    let limited = site.get("/").await;
    assert_eq!(limited.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(limited.header("retry-after"), "1");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_event_stream_says_when_a_phase_resolves() {
    let site = site_with(WebConfig {
        poll: std::time::Duration::from_millis(50),
        ..WebConfig::default()
    })
    .await;
    running(&site, "0").await;
    let res = site
        .router
        .clone()
        .oneshot(
            http::Request::get("/matches/1/events")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "text/event-stream");
    let mut body = res.into_body();
    let first = body.frame().await.unwrap().unwrap().into_data().unwrap();
    assert!(String::from_utf8_lossy(&first).starts_with("retry: 5000"));
    for user in ["alice", "bob"] {
        let order = some_order(&site, user).await;
        site.run(user, Command::Order { text: order }).await;
    }
    let next = tokio::time::timeout(std::time::Duration::from_secs(10), body.frame())
        .await
        .expect("an event within 10 s")
        .unwrap()
        .unwrap()
        .into_data()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&next),
        "event: phase\ndata: new\n\n"
    );
}

on_both_backends! {
async fn the_pages_and_the_seat_links_work_on_sqlite_and_postgresql(db) {
    let site = site_on(db.store().await, WebConfig::default()).await;
    finished(&site).await;
    assert!(site.get("/").await.text().contains("href=\"/matches/1\""));
    let api = site.get("/api/matches/1").await;
    assert_eq!(api.status, StatusCode::OK);
    assert!(api.json()["phases"].as_array().unwrap().len() > 2);
    let map = site.get("/api/matches/1/phases/0/map.png").await;
    assert!(is_png(&map.body));
    let key = site.service.seat_link_key(1, 1).await.unwrap();
    let seat = format!("/api/matches/1?seat=1&key={key}");
    assert_eq!(site.get(&seat).await.json()["viewer"]["seat"], 1);
    let fresh = site.service.reset_seat_link(1, 1).await.unwrap();
    assert_eq!(site.get(&seat).await.status, StatusCode::FORBIDDEN);
    let now = format!("/api/matches/1?seat=1&key={fresh}");
    assert_eq!(site.get(&now).await.status, StatusCode::OK);
}
}
