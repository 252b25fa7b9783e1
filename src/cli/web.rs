//! `korona web` (the match pages alone, on any database: the demo's too) and `korona link` (a seat's
//! private view's address), issue 32.

use crate::service::Service;
use std::process::ExitCode;
use std::sync::Arc;

/// Where the pages listen unless told otherwise.
pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";

#[derive(clap::Args, Debug)]
pub struct WebArgs {
    /// The database: a file, a `sqlite:` URL or a `postgres://` URL (must exist).
    #[arg(long, env = "KORONA_DB")]
    pub db: String,
    /// Where to listen.
    #[arg(long, env = "KORONA_WEB_ADDR", default_value = DEFAULT_ADDR)]
    pub addr: String,
}

#[derive(clap::Args, Debug)]
pub struct LinkArgs {
    /// The database: a file, a `sqlite:` URL or a `postgres://` URL (must exist).
    #[arg(long, env = "KORONA_DB")]
    pub db: String,
    /// The match, by its number.
    #[arg(long = "match")]
    pub match_id: i64,
    /// The seat (0, 1, ...).
    #[arg(long)]
    pub seat: u8,
    /// Make every earlier link of the seat stop working first.
    #[arg(long)]
    pub reset: bool,
}

/// The service the pages read through: the database, the real clock, the wide painter.
pub fn service(store: crate::store::Store) -> Service {
    Service::new(
        store,
        korona_games::registry,
        Arc::new(crate::service::SystemClock),
    )
    .with_painter(crate::paint::painter())
}

/// The address links in posts and `korona link` start with: `KORONA_PUBLIC_URL`, else the local one.
pub fn public_url(addr: &str) -> String {
    match std::env::var("KORONA_PUBLIC_URL") {
        Ok(url) if !url.trim().is_empty() => url.trim().trim_end_matches('/').to_string(),
        _ => format!("http://{addr}"),
    }
}

pub async fn run(args: WebArgs) -> ExitCode {
    let Some(store) = super::open_store(&args.db).await else {
        return ExitCode::from(2);
    };
    let listener = match tokio::net::TcpListener::bind(&args.addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cannot listen on {}: {e}", args.addr);
            return ExitCode::from(2);
        }
    };
    let shown = listener
        .local_addr()
        .map_or(args.addr.clone(), |a| a.to_string());
    println!("korona web: serving http://{shown}/");
    // The end post's verify line names this database, as the terminal's does, not the default.
    let service = Arc::new(service(store).with_db(&args.db));
    match korona_web::serve(listener, service, korona_web::WebConfig::default()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("korona web: {e}");
            ExitCode::from(1)
        }
    }
}

pub async fn link(args: LinkArgs) -> ExitCode {
    let Some(store) = super::open_store(&args.db).await else {
        return ExitCode::from(2);
    };
    let service = service(store);
    let key = if args.reset {
        service.reset_seat_link(args.match_id, args.seat).await
    } else {
        service.seat_link_key(args.match_id, args.seat).await
    };
    match key {
        Ok(key) => {
            let addr = std::env::var("KORONA_WEB_ADDR").unwrap_or_else(|_| DEFAULT_ADDR.into());
            let base = public_url(&addr);
            println!(
                "{}",
                korona_web::seat_link(&base, args.match_id, args.seat, &key)
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!(
                "no link for seat {} of match {}: {e}",
                args.seat, args.match_id
            );
            ExitCode::from(1)
        }
    }
}

/// `korona run`: the pages beside the bot, on the same runtime and database, at `KORONA_WEB_ADDR`
/// (default `127.0.0.1:8080`; `off`: no pages). They read through a service of their own on the same
/// store: reading needs none of the bot's match locks.
pub async fn beside_bot(store: crate::store::Store) -> Result<(), String> {
    let addr = std::env::var("KORONA_WEB_ADDR").unwrap_or_else(|_| DEFAULT_ADDR.into());
    if addr.trim().eq_ignore_ascii_case("off") {
        return Ok(());
    }
    let listener = tokio::net::TcpListener::bind(addr.trim())
        .await
        .map_err(|e| format!("cannot listen on {addr} (KORONA_WEB_ADDR): {e}"))?;
    let service = Arc::new(service(store));
    tracing::info!(%addr, public = %public_url(&addr), "serving the match pages");
    tokio::spawn(async move {
        if let Err(e) = korona_web::serve(listener, service, korona_web::WebConfig::default()).await
        {
            tracing::error!(error = %e, "the match pages stopped");
        }
    });
    Ok(())
}
