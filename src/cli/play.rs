//! `korona play`: a prompt or a script of user commands against a database.

use crate::service::{Caller, Clock, ManualClock, Service, SystemClock};
use crate::store::Store;
use crate::terminal::Terminal;
use korona_engine::Lang;
use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The database (created if missing): a file, a `sqlite:` URL or a `postgres://` URL; the
    /// matches live here between runs.
    #[arg(long, env = "KORONA_DB", default_value = "korona.db")]
    pub db: String,
    /// The user the commands act as (change it with `as <user>`).
    #[arg(long = "as", default_value = "me")]
    pub user: String,
    /// Read commands from this file instead of the prompt.
    #[arg(long)]
    pub script: Option<PathBuf>,
    /// The channel commands are typed in.
    #[arg(long, default_value = "terminal")]
    pub channel: String,
    /// Write map images here.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// The language replies are in (`en` or `hu`), and of the matches created here unless their
    /// `create` says `lang=`.
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub lang: Lang,
}

fn parse_lang(tag: &str) -> Result<Lang, String> {
    Lang::parse(tag).ok_or_else(|| format!("`{tag}` is not a language korona speaks: en, hu"))
}

pub async fn run(args: PlayArgs) -> ExitCode {
    let store = match Store::open(&args.db).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!(
                "cannot open {}: {e}",
                crate::store::Backend::redacted(&args.db)
            );
            return ExitCode::from(2);
        }
    };
    // KORONA_CLOCK=manual[:<unix ms>] freezes time (moved on by `tick`): scripted runs repeat exactly.
    // Without an explicit start it resumes where the last run on this database left it, so deadlines
    // stored then are still ahead by what was left (a restart at 0 would push them into the future).
    let manual = match std::env::var("KORONA_CLOCK").ok().and_then(|v| {
        Some(
            v.strip_prefix("manual")?
                .trim_start_matches(':')
                .to_string(),
        )
    }) {
        None => None,
        Some(start) => {
            let start = match start.parse::<i64>() {
                Ok(ms) => ms,
                Err(_) => match store.manual_clock().await {
                    Ok(stored) => stored.unwrap_or(0),
                    Err(e) => {
                        eprintln!(
                            "cannot read the manual clock from {}: {e}",
                            crate::store::Backend::redacted(&args.db)
                        );
                        return ExitCode::from(2);
                    }
                },
            };
            Some(ManualClock::at(start))
        }
    };
    let clock: Arc<dyn Clock> = match &manual {
        Some(c) => Arc::new(c.clone()),
        None => Arc::new(SystemClock),
    };
    let mut service = Service::new(store, korona_games::registry, clock)
        .with_db(&args.db)
        .with_painter(crate::paint::painter())
        .with_animator(crate::paint::animator())
        .with_phone_painter(crate::paint::phone_painter());
    if let Ok(n) = std::env::var("KORONA_SEEDS").map(|v| v.parse::<u64>()) {
        service = service.with_fixed_seeds(n.unwrap_or(1));
    }
    let mut terminal = Terminal {
        guild: None,
        service,
        caller: Caller::user(&args.user).reading(args.lang),
        channel: args.channel,
        clock: manual,
        out: args.out,
    };
    match &args.script {
        Some(path) => match std::fs::read_to_string(path) {
            Ok(text) => terminal.run_lines(text.lines().map(str::to_string)).await,
            Err(e) => {
                eprintln!("cannot read {}: {e}", path.display());
                return ExitCode::from(2);
            }
        },
        None => {
            let stdin = std::io::stdin();
            // A person at a terminal gets a banner and a prompt; piped input reads like a script.
            let prompt = stdin.is_terminal().then_some("> ");
            if prompt.is_some() {
                print!(
                    "{}",
                    terminal.banner(std::path::Path::new(&crate::store::Backend::redacted(
                        &args.db
                    )))
                );
            }
            terminal
                .run_lines_prompting(stdin.lock().lines().map_while(Result::ok), prompt)
                .await
        }
    }
    ExitCode::SUCCESS
}
