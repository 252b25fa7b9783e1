//! The `korona` binary's subcommands.

mod bench;
mod bench_render;
mod bench_setup;
mod bench_store_scale;
mod bench_throughput;
mod demo;
mod inspect;
mod odds;
mod out;
mod play;
mod viewer;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "korona",
    version,
    about = "Long asynchronous strategy matches for Discord"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Cmd,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// A whole match played by built-in bots through the service and the store.
    Demo(demo::DemoArgs),
    /// The commands a Discord user has, at a prompt or from a script.
    Play(play::PlayArgs),
    /// Replay matches from their seeds and check every roll and stored state.
    Verify {
        /// The database file to check (must exist; nothing is written to it).
        #[arg(long)]
        db: PathBuf,
        /// Check only this match (default: every match in the database).
        #[arg(long = "match")]
        match_id: Option<i64>,
    },
    /// A match's state and log as JSON: the spectator's view unless a seat is named.
    Show {
        /// The database file to read (must exist; nothing is written to it).
        #[arg(long)]
        db: PathBuf,
        /// The match to show, by its number.
        #[arg(long = "match")]
        match_id: i64,
        /// Show what this seat (0, 1, ...) sees, its secrets included (default: a spectator's view).
        #[arg(long)]
        seat: Option<u8>,
        /// Print JSON (the only format; accepted so that scripts can say so).
        #[arg(long)]
        json: bool,
    },
    /// Redraw the map of any past moment of a match.
    Render {
        /// The database file to read (must exist; nothing is written to it).
        #[arg(long)]
        db: PathBuf,
        /// The match to draw, by its number.
        #[arg(long = "match")]
        match_id: i64,
        /// The log entry after which to draw (default: the latest).
        #[arg(long)]
        seq: Option<i64>,
        /// Draw what this seat sees (default: the public map).
        #[arg(long)]
        seat: Option<u8>,
        /// `wide` (board beside the panels, 1600 px) or `phone` (portrait, 800 px, readable when
        /// a phone shows it 400 px wide).
        #[arg(long, default_value = "wide")]
        layout: crate::paint::PictureLayout,
        /// The PNG file to write.
        #[arg(long)]
        out: PathBuf,
    },
    /// Exact probabilities of a proposed battle's outcomes.
    Odds(odds::OddsArgs),
    /// Run the benchmarks and print medians.
    Bench(bench::BenchArgs),
    /// Run the Discord bot (reads DISCORD_TOKEN).
    Run,
}

pub async fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Cmd::Demo(args) => demo::run(args).await,
        Cmd::Play(args) => play::run(args).await,
        Cmd::Verify { db, match_id } => inspect::verify(&db, match_id).await,
        Cmd::Show {
            db,
            match_id,
            seat,
            json: _,
        } => inspect::show(&db, match_id, seat).await,
        Cmd::Bench(args) => bench::run(args).await,
        Cmd::Render {
            db,
            match_id,
            seq,
            seat,
            layout,
            out,
        } => inspect::render(&db, match_id, (seq, seat), layout, &out).await,
        Cmd::Odds(args) => odds::run(args),
        Cmd::Run => {
            if std::env::var("DISCORD_TOKEN").map_or(true, |t| t.trim().is_empty()) {
                eprintln!(
                    "korona run needs a bot token: set DISCORD_TOKEN to the token of your Discord \
                     application's bot (see docs/discord.md, \"Create the bot application\")."
                );
                return ExitCode::from(2);
            }
            crate::discord::run_from_env().await
        }
    }
}

/// Opens an existing database file for a read-only tool, saying plainly what failed. A missing file is
/// an error, not a new empty database: a typo in `--db` must not pass `verify`.
pub(crate) async fn open_store(db: &std::path::Path) -> Option<crate::store::Store> {
    if !db.exists() {
        eprintln!(
            "no database at {}: verify, show and render read an existing file \
             (`korona demo --db FILE` or `korona play --db FILE` creates one)",
            db.display()
        );
        return None;
    }
    match crate::store::Store::open_existing(&db.to_string_lossy()).await {
        Ok(store) => Some(store),
        Err(e) => {
            eprintln!("cannot open {}: {e}", db.display());
            None
        }
    }
}
