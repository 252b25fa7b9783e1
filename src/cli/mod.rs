//! The `korona` binary's subcommands.

mod bench;
mod bench_animation;
pub mod bench_failover;
mod bench_health;
mod bench_processes;
mod bench_render;
mod bench_setup;
mod bench_statements;
mod bench_store_scale;
mod bench_throughput;
mod bench_web;
mod cpu_time;
mod delay_proxy;
mod demo;
mod inspect;
pub mod local_client;
mod migrate;
mod odds;
mod out;
mod play;
mod replay;
mod serve_local;
pub mod statement_count;
mod std_pipes;
mod viewer;
mod web;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

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
        /// The database to check (must exist; nothing is written to it). A file, a `sqlite:` URL or a
        /// `postgres://` URL.
        #[arg(long, env = "KORONA_DB")]
        db: String,
        /// Check only this match (default: every match in the database).
        #[arg(long = "match")]
        match_id: Option<i64>,
    },
    /// A match's state and log as JSON: the spectator's view unless a seat is named.
    Show {
        /// The database to read (must exist; nothing is written to it). A file, a `sqlite:` URL or a
        /// `postgres://` URL.
        #[arg(long, env = "KORONA_DB")]
        db: String,
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
        /// The database to read (must exist; nothing is written to it). A file, a `sqlite:` URL or a
        /// `postgres://` URL.
        #[arg(long, env = "KORONA_DB")]
        db: String,
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
    /// The animated replay of a match (one frame a phase), as posted when it ends.
    Replay(replay::ReplayArgs),
    /// Exact probabilities of a proposed battle's outcomes.
    Odds(odds::OddsArgs),
    /// Run the benchmarks and print medians.
    Bench(bench::BenchArgs),
    /// Run the Discord bot (reads DISCORD_TOKEN).
    Run(RunArgs),
    /// Copy every match, its log and its jobs from one database to another (SQLite to PostgreSQL),
    /// then verify every copied match.
    Migrate(migrate::MigrateArgs),
    /// A bot process without Discord: requests on stdin, answers on stdout, due jobs on a timer
    /// (the multi-process test and `korona bench processes` drive it).
    ServeLocal(serve_local::ServeLocalArgs),
    /// Serve the match pages alone (docs/web.md), on any database: the demo's too.
    Web(web::WebArgs),
    /// The address of a seat's private view of a match.
    Link(web::LinkArgs),
    /// A TCP proxy that delays every byte each way: a database on its own machine, simulated for
    /// `korona bench processes --postgres` (docs/deploy.md).
    DelayProxy(delay_proxy::DelayProxyArgs),
}

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// The database: a file, a `sqlite:` URL or a `postgres://` URL (several processes need
    /// PostgreSQL).
    #[arg(long, env = "KORONA_DB", default_value = "korona.db")]
    pub db: String,
    /// The Discord shards this process runs, `N-M` (both included) or `N`; needs --shard-total.
    /// Default: every shard Discord recommends, in this process.
    #[arg(long, env = "KORONA_SHARDS")]
    pub shards: Option<String>,
    /// How many shards the whole deployment runs.
    #[arg(long = "shard-total", env = "KORONA_SHARD_TOTAL")]
    pub shard_total: Option<u32>,
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
        Cmd::Replay(args) => replay::run(args).await,
        Cmd::Migrate(args) => migrate::run(args).await,
        Cmd::ServeLocal(args) => serve_local::run(args).await,
        Cmd::Web(args) => web::run(args).await,
        Cmd::Link(args) => web::link(args).await,
        Cmd::DelayProxy(args) => delay_proxy::run(args),
        Cmd::Run(args) => {
            let shards = match crate::discord::shards::ShardSplit::parse(
                args.shards.as_deref(),
                args.shard_total,
            ) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("{e}");
                    return ExitCode::from(2);
                }
            };
            if std::env::var("DISCORD_TOKEN").map_or(true, |t| t.trim().is_empty()) {
                eprintln!(
                    "korona run needs a bot token: set DISCORD_TOKEN to the token of your Discord \
                     application's bot (see docs/discord.md, \"Create the bot application\")."
                );
                return ExitCode::from(2);
            }
            let store = match crate::store::Store::open(&args.db).await {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("cannot open the database {}: {e}", args.db);
                    return ExitCode::from(1);
                }
            };
            if let Err(e) = web::beside_bot(store.clone()).await {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
            let service = crate::service::Service::new(
                store,
                korona_games::registry,
                Arc::new(crate::service::SystemClock),
            )
            .with_db(&args.db)
            .with_painter(crate::paint::painter())
            .with_animator(crate::paint::animator())
            .with_phone_painter(crate::paint::phone_painter())
            // Phase posts link their match page and `/match link` answers, when pages are public.
            .with_public_url(std::env::var("KORONA_PUBLIC_URL").ok().as_deref());
            crate::discord::run_from_env(service, shards).await
        }
    }
}

/// Opens an existing database for a read-only tool, saying plainly what failed. A missing SQLite file
/// is an error, not a new empty database: a typo in `--db` must not pass `verify`.
pub(crate) async fn open_store(db: &str) -> Option<crate::store::Store> {
    use crate::store::Backend;
    let shown = Backend::redacted(db);
    if Backend::of(db) == Backend::Sqlite
        && !db.starts_with("sqlite:")
        && !std::path::Path::new(db).exists()
    {
        eprintln!(
            "no database at {shown}: verify, show and render read an existing file \
             (`korona demo --db FILE` or `korona play --db FILE` creates one)"
        );
        return None;
    }
    match crate::store::Store::open_existing(db).await {
        Ok(store) => Some(store),
        Err(e) => {
            eprintln!("cannot open {shown}: {e}");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Cli, Cmd};
    use crate::discord::shards::ShardSplit;
    use clap::Parser;

    #[test]
    fn run_takes_its_shards_and_database_from_flags() {
        let cli = Cli::try_parse_from([
            "korona",
            "run",
            "--db",
            "postgres://k@db/korona",
            "--shards",
            "0-3",
            "--shard-total",
            "8",
        ])
        .unwrap();
        let Cmd::Run(args) = cli.command else {
            panic!("not run: {cli:?}");
        };
        assert_eq!(args.db, "postgres://k@db/korona");
        let split = ShardSplit::parse(args.shards.as_deref(), args.shard_total)
            .unwrap()
            .unwrap();
        // What `discord::start` hands to serenity's start_shard_range: shards 0 to 3 of 8.
        assert_eq!(split.serenity_range(), (0..3, 8));
    }

    #[test]
    fn run_without_shards_runs_every_shard_on_the_default_database() {
        if std::env::var_os("KORONA_DB").is_some() || std::env::var_os("KORONA_SHARDS").is_some() {
            return; // the environment names them; the defaults are not in play
        }
        let Cmd::Run(args) = Cli::try_parse_from(["korona", "run"]).unwrap().command else {
            panic!("not run");
        };
        assert_eq!(args.db, "korona.db");
        assert_eq!(
            ShardSplit::parse(args.shards.as_deref(), args.shard_total),
            Ok(None)
        );
    }
}
