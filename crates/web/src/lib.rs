//! korona's web front-end (issue 32): a page and a JSON API for every public match, and each seat's
//! own view by a private link. A third front-end beside Discord and the terminal: it reads matches
//! through `korona-service` only (`Service::public_matches`, `web_match`, `web_phase_map`,
//! `check_seat_key`) and renders the typed answers as HTML, every text escaped.
//!
//! Routes (a contract, docs/web.md): `/`, `/matches/<id>`, `/matches/<id>/events` (server-sent
//! events), `/api/matches/<id>`, `/api/matches/<id>/phases/<n>/map.png`; a seat's view adds
//! `?seat=N&key=K` to any of them. Rendered maps and computed pages are cached, bounded by bytes;
//! requests are rate-limited per address; every answer carries the security headers.

/// axum itself, for callers that build requests to the router (the tests).
pub use axum;

pub mod cache;
pub mod html;
pub mod words;

use axum::body::Body;
use axum::extract::{ConnectInfo, Path, RawQuery, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use cache::ByteLru;
use korona_engine::{msg, Lang, Viewer};
use korona_service::web_pages::WebMatch;
use korona_service::Service;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use words::{reader_lang, t};

/// The version of the JSON API (`"version"` in every answer; docs/web.md).
pub const API_VERSION: u32 = 1;

const PAGE_JS: &str = include_str!("../static/page.js");
const PAGE_CSS: &str = include_str!("../static/page.css");

/// The security headers of every answer: nothing loads from elsewhere, no framing, no referrer (a
/// seat's key is in its page's address).
const CSP: &str = "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; \
                   connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// How the server is bounded.
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// The rendered maps kept, in bytes.
    pub map_cache_bytes: usize,
    /// The computed match pages kept, in bytes (estimated).
    pub page_cache_bytes: usize,
    /// Requests a second one address may make, on average...
    pub rate_per_sec: f64,
    /// ...and at once.
    pub burst: f64,
    /// How often an open page's event stream looks for a new phase.
    pub poll: Duration,
    /// Event streams open at once, over all readers.
    pub max_streams: usize,
}

impl Default for WebConfig {
    fn default() -> Self {
        WebConfig {
            map_cache_bytes: 64 << 20,
            page_cache_bytes: 32 << 20,
            rate_per_sec: 20.0,
            burst: 100.0,
            poll: Duration::from_secs(2),
            max_streams: 1024,
        }
    }
}

type MapKey = (i64, i64, Option<u8>, Lang, String);
type PageKey = (i64, Option<u8>, Lang, String);

/// A match as one viewer sees it, with its JSON once written.
struct Computed {
    page: WebMatch,
    json: std::sync::OnceLock<Arc<String>>,
}

struct Web {
    service: Arc<Service>,
    config: WebConfig,
    maps: Mutex<ByteLru<MapKey, Arc<Vec<u8>>>>,
    pages: Mutex<ByteLru<PageKey, Arc<Computed>>>,
    buckets: Mutex<HashMap<std::net::IpAddr, (f64, Instant)>>,
    streams: AtomicUsize,
}

/// The pages as an axum router on `service`.
pub fn router(service: Arc<Service>, config: WebConfig) -> Router {
    let web = Arc::new(Web {
        service,
        maps: Mutex::new(ByteLru::new(config.map_cache_bytes)),
        pages: Mutex::new(ByteLru::new(config.page_cache_bytes)),
        buckets: Mutex::new(HashMap::new()),
        streams: AtomicUsize::new(0),
        config,
    });
    Router::new()
        .route("/", get(index))
        .route("/matches/{id}", get(match_page))
        .route("/matches/{id}/events", get(events))
        .route("/api/matches/{id}", get(match_api))
        .route("/api/matches/{id}/phases/{n}/map.png", get(map_png))
        .route(
            "/static/page.js",
            get(|| async { asset("text/javascript", PAGE_JS) }),
        )
        .route(
            "/static/page.css",
            get(|| async { asset("text/css", PAGE_CSS) }),
        )
        .fallback(not_found_page)
        .layer(axum::middleware::from_fn_with_state(web.clone(), guard))
        .with_state(web)
}

/// Serves the pages on `listener` until the process ends.
pub async fn serve(
    listener: tokio::net::TcpListener,
    service: Arc<Service>,
    config: WebConfig,
) -> std::io::Result<()> {
    axum::serve(
        listener,
        router(service, config).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await
}

/// The address of a seat's private view under `base` (`KORONA_PUBLIC_URL`).
pub fn seat_link(base: &str, match_id: i64, seat: u8, key: &str) -> String {
    format!(
        "{}/matches/{match_id}?seat={seat}&key={key}",
        base.trim_end_matches('/')
    )
}

/// The address of a match's page under `base`.
pub fn match_link(base: &str, match_id: i64) -> String {
    format!("{}/matches/{match_id}", base.trim_end_matches('/'))
}

/// The query words a page reads.
#[derive(Default)]
struct Query {
    lang: Option<String>,
    seat: Option<String>,
    key: Option<String>,
    phase: Option<String>,
}

impl Query {
    fn parse(raw: Option<&str>) -> Query {
        let mut q = Query::default();
        for pair in raw.unwrap_or("").split('&').take(16) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let v = Some(v.chars().take(128).collect());
            match k {
                "lang" => q.lang = v,
                "seat" => q.seat = v,
                "key" => q.key = v,
                "phase" => q.phase = v,
                _ => {}
            }
        }
        q
    }

    fn lang(&self, headers: &HeaderMap) -> Lang {
        let accept = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        reader_lang(self.lang.as_deref(), accept)
    }
}

/// Why a request gets no match.
enum Fail {
    NotFound(Lang),
    Forbidden(Lang),
    Internal(Lang, String),
}

impl IntoResponse for Fail {
    fn into_response(self) -> Response {
        let (status, lang, id) = match self {
            Fail::NotFound(lang) => (StatusCode::NOT_FOUND, lang, "web-not-found"),
            Fail::Forbidden(lang) => (StatusCode::FORBIDDEN, lang, "web-forbidden"),
            Fail::Internal(lang, error) => {
                // The reader learns that something failed, never what: the details go to the log.
                tracing::error!(%error, "a web request failed");
                (StatusCode::INTERNAL_SERVER_ERROR, lang, "web-error")
            }
        };
        let mut r = html::notice(lang, &t(lang, &korona_engine::Message::new(id))).into_response();
        *r.status_mut() = status;
        set(&mut r, header::CONTENT_TYPE, "text/html; charset=utf-8");
        set(&mut r, header::CACHE_CONTROL, "no-store");
        r
    }
}

fn set(r: &mut Response, name: header::HeaderName, value: &'static str) {
    r.headers_mut()
        .insert(name, HeaderValue::from_static(value));
}

fn asset(kind: &'static str, text: &'static str) -> Response {
    let mut r = text.into_response();
    set(&mut r, header::CONTENT_TYPE, kind);
    set(&mut r, header::CACHE_CONTROL, "public, max-age=3600");
    r
}

fn html_response(page: String, private: bool) -> Response {
    let mut r = page.into_response();
    set(&mut r, header::CONTENT_TYPE, "text/html; charset=utf-8");
    set(
        &mut r,
        header::CACHE_CONTROL,
        if private {
            "private, no-store"
        } else {
            "no-cache"
        },
    );
    r
}

async fn not_found_page(headers: HeaderMap, RawQuery(raw): RawQuery) -> Response {
    Fail::NotFound(Query::parse(raw.as_deref()).lang(&headers)).into_response()
}

/// Rate limits by address, then the security headers on whatever the handler answered.
async fn guard(State(web): State<Arc<Web>>, request: Request, next: Next) -> Response {
    let addr = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    let mut response = if web.allow(addr) {
        next.run(request).await
    } else {
        let lang = reader_lang(
            None,
            request
                .headers()
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok()),
        );
        let mut r = html::notice(lang, &t(lang, &msg!("web-too-many"))).into_response();
        *r.status_mut() = StatusCode::TOO_MANY_REQUESTS;
        set(&mut r, header::RETRY_AFTER, "1");
        set(&mut r, header::CONTENT_TYPE, "text/html; charset=utf-8");
        r
    };
    let h = response.headers_mut();
    h.insert("content-security-policy", HeaderValue::from_static(CSP));
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        "cross-origin-opener-policy",
        HeaderValue::from_static("same-origin"),
    );
    h.insert(
        "cross-origin-resource-policy",
        HeaderValue::from_static("same-origin"),
    );
    response
}

impl Web {
    /// A token bucket per address; requests without one (tests in process) share one bucket.
    fn allow(&self, addr: Option<std::net::IpAddr>) -> bool {
        let key = addr.unwrap_or(std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED));
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap();
        if buckets.len() > 10_000 {
            // Addresses that have been quiet long enough to be full again hold nothing worth keeping.
            let full = self.config.burst / self.config.rate_per_sec;
            buckets.retain(|_, (_, at)| now.duration_since(*at).as_secs_f64() < full);
        }
        let (tokens, at) = buckets.entry(key).or_insert((self.config.burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * self.config.rate_per_sec)
            .min(self.config.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Who the request is: a seat when it carries that seat's key now, a spectator when it carries
    /// none; a wrong or old key is refused, and the refusal says nothing of the match.
    async fn viewer(&self, match_id: i64, q: &Query, lang: Lang) -> Result<Viewer, Fail> {
        if q.seat.is_none() && q.key.is_none() {
            return Ok(Viewer::Spectator);
        }
        let (Some(seat), Some(key)) = (q.seat.as_deref(), q.key.as_deref()) else {
            return Err(Fail::Forbidden(lang));
        };
        let Ok(seat) = seat.parse::<u8>() else {
            return Err(Fail::Forbidden(lang));
        };
        match self.service.check_seat_key(match_id, seat, key).await {
            Ok(Some(viewer)) => Ok(viewer),
            Ok(None) => Err(Fail::Forbidden(lang)),
            Err(e) => Err(Fail::Internal(lang, e.to_string())),
        }
    }

    /// The match as `viewer` sees it, from the cache while nothing they may see has changed.
    async fn page(&self, match_id: i64, viewer: Viewer, lang: Lang) -> Result<Arc<Computed>, Fail> {
        let internal = |e: korona_service::ServiceError| Fail::Internal(lang, e.to_string());
        let Some(version) = self
            .service
            .web_version(match_id, viewer)
            .await
            .map_err(internal)?
        else {
            return Err(Fail::NotFound(lang));
        };
        let key = (match_id, seat_of(viewer), lang, version);
        if let Some(hit) = self.pages.lock().unwrap().get(&key) {
            return Ok(hit);
        }
        let Some(page) = self
            .service
            .web_match(match_id, viewer, lang)
            .await
            .map_err(internal)?
        else {
            return Err(Fail::NotFound(lang));
        };
        let size = estimate(&page) * 2;
        let page = Arc::new(Computed {
            page,
            json: std::sync::OnceLock::new(),
        });
        self.pages.lock().unwrap().put(key, page.clone(), size);
        Ok(page)
    }
}

fn seat_of(viewer: Viewer) -> Option<u8> {
    match viewer {
        Viewer::Seat(s) => Some(s.0),
        Viewer::Spectator => None,
    }
}

/// A page's size in memory, roughly: its texts.
fn estimate(w: &WebMatch) -> usize {
    let mut n = 1024;
    for p in &w.phases {
        n += 256 + p.label.len() + p.board.len() + p.map_title.len();
        n += p.report.iter().map(|r| r.plain().len() + 48).sum::<usize>();
        n += p
            .standings
            .iter()
            .flat_map(|s| &s.lines)
            .map(|l| l.text.len() + 48)
            .sum::<usize>();
    }
    n
}

fn match_id(raw: &str, lang: Lang) -> Result<i64, Fail> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or(Fail::NotFound(lang))
}

async fn index(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Result<Response, Fail> {
    let lang = Query::parse(raw.as_deref()).lang(&headers);
    let list = web
        .service
        .public_matches(lang)
        .await
        .map_err(|e| Fail::Internal(lang, e.to_string()))?;
    Ok(html_response(html::index(lang, &list), false))
}

async fn match_page(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Result<Response, Fail> {
    let q = Query::parse(raw.as_deref());
    let lang = q.lang(&headers);
    let id = match_id(&id, lang)?;
    let viewer = web.viewer(id, &q, lang).await?;
    let computed = web.page(id, viewer, lang).await?;
    let page = &computed.page;
    let newest = page.phases.len().saturating_sub(1);
    let shown = q
        .phase
        .as_deref()
        .and_then(|p| p.parse::<usize>().ok())
        .map_or(newest, |p| p.min(newest));
    let seat_key = match (viewer, q.key.as_deref()) {
        (Viewer::Seat(s), Some(key)) => Some((s.0, key)),
        _ => None,
    };
    Ok(html_response(
        html::match_page(page, lang, shown, seat_key),
        seat_key.is_some(),
    ))
}

async fn match_api(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Result<Response, Fail> {
    let q = Query::parse(raw.as_deref());
    let lang = q.lang(&headers);
    let id = match_id(&id, lang)?;
    let viewer = web.viewer(id, &q, lang).await?;
    let computed = web.page(id, viewer, lang).await?;
    let body = computed
        .json
        .get_or_init(|| Arc::new(html::match_json(&computed.page, lang).to_string()))
        .clone();
    let mut r = Response::new(Body::from(body.as_ref().clone()));
    set(&mut r, header::CONTENT_TYPE, "application/json");
    set(
        &mut r,
        header::CACHE_CONTROL,
        if viewer == Viewer::Spectator {
            "no-cache"
        } else {
            "private, no-store"
        },
    );
    Ok(r)
}

async fn map_png(
    State(web): State<Arc<Web>>,
    Path((id, n)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Result<Response, Fail> {
    let q = Query::parse(raw.as_deref());
    let lang = q.lang(&headers);
    let id = match_id(&id, lang)?;
    let n: i64 = n.parse().map_err(|_| Fail::NotFound(lang))?;
    let viewer = web.viewer(id, &q, lang).await?;
    // A spectator's map of a phase never changes once it may be seen; a seat's newest one does.
    let version = match viewer {
        Viewer::Spectator => String::new(),
        seat => web
            .service
            .web_version(id, seat)
            .await
            .map_err(|e| Fail::Internal(lang, e.to_string()))?
            .ok_or(Fail::NotFound(lang))?,
    };
    let key = (id, n, seat_of(viewer), lang, version);
    let cached = web.maps.lock().unwrap().get(&key);
    let png = match cached {
        Some(png) => png,
        None => {
            let png = web
                .service
                .web_phase_map(id, n, viewer, lang)
                .await
                .map_err(|e| Fail::Internal(lang, e.to_string()))?
                .ok_or(Fail::NotFound(lang))?;
            let png = Arc::new(png);
            let size = png.len();
            web.maps.lock().unwrap().put(key, png.clone(), size);
            png
        }
    };
    let mut r = Response::new(Body::from(png.as_ref().clone()));
    set(&mut r, header::CONTENT_TYPE, "image/png");
    set(
        &mut r,
        header::CACHE_CONTROL,
        if viewer == Viewer::Spectator {
            "public, max-age=60"
        } else {
            "private, no-store"
        },
    );
    Ok(r)
}

/// Holds one of the event streams' places while its stream lives.
struct StreamSlot(Arc<Web>);

impl Drop for StreamSlot {
    fn drop(&mut self) {
        self.0.streams.fetch_sub(1, Ordering::SeqCst);
    }
}

async fn events(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Result<Response, Fail> {
    let q = Query::parse(raw.as_deref());
    let lang = q.lang(&headers);
    let id = match_id(&id, lang)?;
    let viewer = web.viewer(id, &q, lang).await?;
    let version = web
        .service
        .web_version(id, viewer)
        .await
        .map_err(|e| Fail::Internal(lang, e.to_string()))?
        .ok_or(Fail::NotFound(lang))?;
    if web.streams.fetch_add(1, Ordering::SeqCst) >= web.config.max_streams {
        web.streams.fetch_sub(1, Ordering::SeqCst);
        let mut r = StatusCode::TOO_MANY_REQUESTS.into_response();
        set(&mut r, header::RETRY_AFTER, "30");
        return Ok(r);
    }
    let slot = StreamSlot(web.clone());
    let poll = web.config.poll;
    let first = futures_util::stream::once(async {
        Ok::<_, std::convert::Infallible>(String::from("retry: 5000\n: open\n\n"))
    });
    let rest = futures_util::stream::unfold(
        (slot, version, Instant::now()),
        move |(slot, last, quiet_since)| async move {
            let mut quiet_since = quiet_since;
            loop {
                tokio::time::sleep(poll).await;
                let now = match slot.0.service.web_version(id, viewer).await {
                    Ok(Some(v)) => v,
                    // The match is gone, or the store fails: the stream ends, the page may retry.
                    _ => return None,
                };
                if now != last {
                    return Some((
                        Ok(String::from("event: phase\ndata: new\n\n")),
                        (slot, now, Instant::now()),
                    ));
                }
                if quiet_since.elapsed() >= Duration::from_secs(20) {
                    quiet_since = Instant::now();
                    return Some((
                        Ok(String::from(": still here\n\n")),
                        (slot, last, quiet_since),
                    ));
                }
            }
        },
    );
    use futures_util::StreamExt;
    let mut r = Response::new(Body::from_stream(first.chain(rest)));
    set(&mut r, header::CONTENT_TYPE, "text/event-stream");
    set(&mut r, header::CACHE_CONTROL, "no-store");
    Ok(r)
}
