//! `korona demo`: a whole match played by built-in bots, through the service and the store exactly
//! like a Discord match, on a frozen clock so that the same seed gives the same log byte for byte.

use crate::service::{Caller, Command, ManualClock, Place, Request, Service, To};
use crate::store::{MatchStatus, Store};
use crate::verify::log_sha256;
use korona_engine::BotLevel;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct DemoArgs {
    /// Game id (default: the first game of the registry).
    #[arg(long)]
    pub game: Option<String>,
    /// Number of seats (default: the game's maximum).
    #[arg(long)]
    pub players: Option<u8>,
    /// Seed number; the same seed plays the same match.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Where map PNGs are written.
    #[arg(long, default_value = "out")]
    pub out: PathBuf,
    /// Database: a file, a `sqlite:` URL or a `postgres://` URL (default: in memory).
    #[arg(long, env = "KORONA_DB")]
    pub db: Option<String>,
    /// The game's variant option, for games that have one (`variant=...`).
    #[arg(long)]
    pub variant: Option<String>,
    /// Bot level for every seat.
    #[arg(long, default_value = "hard")]
    pub level: String,
    /// Further game options, key=value.
    #[arg(long = "option")]
    pub options: Vec<String>,
    /// Print every public post, not only the summary.
    #[arg(long)]
    pub verbose: bool,
}

pub async fn run(args: DemoArgs) -> ExitCode {
    match play_demo(&args).await {
        Ok(summary) => {
            println!("{summary}");
            if summary.contains("winner: none (unfinished)") {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(e) => {
            eprintln!("demo failed: {e}");
            ExitCode::from(1)
        }
    }
}

/// Plays the demo and returns the closing lines (`winner:`, `log-sha256:`).
pub async fn play_demo(args: &DemoArgs) -> Result<String, String> {
    play_demo_painted(args, crate::paint::painter()).await
}

/// The demo with another painter: `korona bench render` records every scene the match draws.
pub async fn play_demo_painted(
    args: &DemoArgs,
    painter: crate::service::Painter,
) -> Result<String, String> {
    let games = korona_games::registry;
    let game = demo_game(args)?;
    let info = game.info();
    let level = BotLevel::parse(&args.level).ok_or_else(|| {
        format!(
            "no bot level `{}`; accepted: easy, medium, hard, extreme",
            args.level
        )
    })?;
    let players = args.players.unwrap_or(info.max_seats);
    let store = match &args.db {
        Some(db) => Store::open(db).await,
        None => Store::memory().await,
    }
    .map_err(|e| e.to_string())?;
    let service = Service::new(store.clone(), games, Arc::new(ManualClock::at(0)))
        .with_fixed_seeds(args.seed)
        .with_painter(painter);
    let channel = format!("demo-{}", args.seed);
    let request = |command| Request {
        caller: Caller {
            user: "demo-host".into(),
            admin: true,
            lang: korona_engine::Lang::En,
        },
        place: Place {
            guild: None,
            channel: channel.clone(),
        },
        match_id: None,
        command,
    };
    let options = demo_options(args)?;
    let mut replies = Vec::new();
    let create = Command::Create {
        game: info.id.to_string(),
        options,
    };
    replies.extend(
        service
            .handle(&request(create))
            .await
            .map_err(|e| e.to_string())?,
    );
    for _ in 0..players {
        let bot = Command::Bot { level };
        replies.extend(
            service
                .handle(&request(bot))
                .await
                .map_err(|e| e.to_string())?,
        );
    }
    replies.extend(
        service
            .handle(&request(Command::Start))
            .await
            .map_err(|e| e.to_string())?,
    );
    print_posts(&replies, args);
    let m = demo_match(&store, &channel).await?;
    let maps = write_maps(&service, &store, &m, args).await?;
    let rows = store.log_after(m.id, -1).await.map_err(|e| e.to_string())?;
    let seats = store.seats(m.id).await.map_err(|e| e.to_string())?;
    let winner = winner_line(&service, &m, &seats)?;
    Ok(format!(
        "game: {}\nmatch: {}\nentries: {}\nmaps: {maps} PNGs in {}\nwinner: {winner}\nlog-sha256: {}",
        info.id,
        m.id,
        rows.len(),
        args.out.display(),
        log_sha256(&rows)
    ))
}

/// The game `--game` names, or the registry's first.
fn demo_game(args: &DemoArgs) -> Result<&'static dyn korona_engine::Game, String> {
    let games = korona_games::registry;
    match &args.game {
        Some(id) => crate::service::find_game(games, id).ok_or_else(|| {
            format!(
                "no game `{id}`; accepted: {}",
                crate::service::game_ids(games).join(", ")
            )
        }),
        None => games()
            .first()
            .copied()
            .ok_or_else(|| "no game is registered".into()),
    }
}

/// `--variant` and every `--option key=value`, read as `/match create` reads its options.
fn demo_options(args: &DemoArgs) -> Result<Vec<(String, String)>, String> {
    let mut options: Vec<(String, String)> = Vec::new();
    if let Some(v) = &args.variant {
        options.push(("variant".into(), v.clone()));
    }
    for o in &args.options {
        let pair = crate::service::input::options(o)
            .map_err(|_| format!("option `{o}` is not key=value"))?;
        options.extend(pair);
    }
    Ok(options)
}

/// With `--verbose`, every public post of the match as the channel would read it.
fn print_posts(replies: &[crate::service::Reply], args: &DemoArgs) {
    if !args.verbose {
        return;
    }
    for reply in replies {
        if let To::Public { .. } = reply.to {
            println!("{}", reply.text());
        }
    }
}

/// Writes the public map of every phase to `--out`, named as its post would name it; returns how
/// many. The phase marks, not the posts, say what a phase is: the thread folds the steps of bots into
/// one post, and a demo is all bots.
async fn write_maps(
    service: &Service,
    store: &Store,
    m: &crate::store::MatchRow,
    args: &DemoArgs,
) -> Result<usize, String> {
    std::fs::create_dir_all(&args.out).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let marks = store.phase_marks(m.id).await.map_err(|e| e.to_string())?;
    let mut maps = 0;
    for mark in &marks {
        let png = service
            .web_phase_map(m.id, mark.n, korona_engine::Viewer::Spectator, m.lang)
            .await
            .map_err(|e| e.to_string())?;
        if let Some(png) = png {
            let name = format!("match-{}-{:05}.png", m.id, mark.seq);
            std::fs::write(args.out.join(&name), png).map_err(|e| format!("{name}: {e}"))?;
            maps += 1;
        }
    }
    Ok(maps)
}

/// The demo's match: still open in its channel, or (finished ones are no longer open) the newest.
async fn demo_match(store: &Store, channel: &str) -> Result<crate::store::MatchRow, String> {
    if let Some(m) = store
        .open_match_in(channel)
        .await
        .map_err(|e| e.to_string())?
    {
        return Ok(m);
    }
    let ids = store.match_ids().await.map_err(|e| e.to_string())?;
    let id = *ids.last().ok_or("the demo created no match")?;
    store
        .get_match(id)
        .await
        .map_err(|e| e.to_string())?
        .ok_or_else(|| "match vanished".into())
}

/// The `winner:` line: the winning seats with their bot levels and the reason, or the draw's.
fn winner_line(
    service: &Service,
    m: &crate::store::MatchRow,
    seats: &[crate::store::SeatRow],
) -> Result<String, String> {
    let (MatchStatus::Finished, Some(outcome)) = (&m.status, &m.outcome) else {
        return Ok("none (unfinished)".to_string());
    };
    let outcome: korona_engine::Outcome =
        serde_json::from_value(outcome.clone()).map_err(|e| e.to_string())?;
    Ok(match &outcome {
        korona_engine::Outcome::Win { seats: won, reason } => {
            let names: Vec<String> = won
                .iter()
                .map(|s| {
                    let level = seats
                        .iter()
                        .find(|r| r.seat == s.0)
                        .and_then(|r| r.bot_level.clone())
                        .unwrap_or_default();
                    format!("seat {} ({level} bot)", s.0)
                })
                .collect();
            format!("{} ({})", names.join(", "), service.words().render(reason))
        }
        korona_engine::Outcome::Draw { reason } => {
            format!("none (draw: {})", service.words().render(reason))
        }
    })
}
