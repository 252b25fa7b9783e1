//! `korona serve-local`: a bot process without Discord, for the multi-process test and `korona bench
//! processes`. It takes requests on stdin, one per line, runs each as the Discord front-end would
//! (with its delivery id, so a request redelivered to this or another process on the same database
//! is applied exactly once: see `korona_service::delivery`), answers on stdout, and runs due deadlines and reminders on a timer,
//! on the system clock, like `korona run`.
//!
//! A request line is `<delivery id> <user> <channel> <command>`, where the command is a terminal
//! line (`#3 order E3 expand`, `create capitals`, `deadline 2s`). Each gets one answer line:
//! `ok <id> <seq>` (accepted; `seq` is the match's last log entry after it, 0 before the start),
//! `refused <id> <why>`, `duplicate <id>` or `error <id> <what>`. Requests run concurrently, as many
//! players act at once; stdout is flushed after every answer. What a due job says to a person (a
//! reminder) is printed as `dm <user> <text>`, the moment the Discord front end would send it.
//!
//! Debug builds only: `KORONA_DEBUG_STALL_MS=<ms>` makes every request wait twice that long in all,
//! split between before it is handled and between its commit and its answer (the split drawn from
//! the request's id, so concurrent requests fall out of step), so that a kill test finds requests in
//! flight on both sides of the commit. Release builds ignore it (no production slowdown).

use crate::service::{Body, Caller, Place, Request, Service, SystemClock, To};
use crate::store::{Backend, Store};
use crate::terminal::{parse_line, Line};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt};
use tokio::sync::Mutex;

#[derive(clap::Args, Debug)]
pub struct ServeLocalArgs {
    /// The database: a file, a `sqlite:` URL or a `postgres://` URL.
    #[arg(long, env = "KORONA_DB", default_value = "korona.db")]
    pub db: String,
    /// How often due deadlines and reminders are looked for, in milliseconds.
    #[arg(long, default_value_t = 200)]
    pub tick_ms: u64,
    /// How long a taken job stays this process's before another may take it over, in milliseconds.
    #[arg(long, default_value_t = crate::service::JOB_LEASE_MS)]
    pub job_lease_ms: i64,
}

pub async fn run(args: ServeLocalArgs) -> ExitCode {
    let store = match Store::open(&args.db).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot open {}: {e}", Backend::redacted(&args.db));
            return ExitCode::from(2);
        }
    };
    let mut service = Service::new(store, korona_games::registry, Arc::new(SystemClock))
        .with_job_lease_ms(args.job_lease_ms);
    if let Ok(Ok(n)) = std::env::var("KORONA_SEEDS").map(|v| v.parse::<u64>()) {
        service = service.with_fixed_seeds(n);
    }
    let service = Arc::new(service);
    let out = Arc::new(Mutex::new(super::std_pipes::output()));
    let ticker = {
        let service = service.clone();
        let out = out.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(args.tick_ms.max(1)));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                match service.run_due_jobs().await {
                    Ok(replies) => {
                        for r in replies {
                            if let (To::Dm { user }, Body::Text(text)) = (&r.to, &r.body) {
                                let line = crate::service::rich::one_line(&text.plain());
                                say(&out, &format!("dm {user} {line}")).await;
                            }
                        }
                    }
                    Err(e) => say(&out, &format!("jobs-error {e}")).await,
                }
            }
        })
    };
    let stall = debug_stall();
    let mut lines = tokio::io::BufReader::new(super::std_pipes::input()).lines();
    let mut running = tokio::task::JoinSet::new();
    while let Ok(Some(line)) = lines.next_line().await {
        let (service, out) = (service.clone(), out.clone());
        running.spawn(async move {
            let answer = answer(&service, &line, stall).await;
            say(&out, &answer).await;
        });
        // Reap finished requests so the set does not grow with every line.
        while running.try_join_next().is_some() {}
    }
    while running.join_next().await.is_some() {}
    ticker.abort();
    ExitCode::SUCCESS
}

/// The debug-only stall around each request (see the module's comment); none in a release build.
fn debug_stall() -> Option<Duration> {
    if !cfg!(debug_assertions) {
        return None;
    }
    let ms = std::env::var("KORONA_DEBUG_STALL_MS")
        .ok()?
        .parse::<u64>()
        .ok()?;
    Some(Duration::from_millis(ms))
}

/// The debug stall of one request: `2 * stall` in all, a share drawn from its id before it is
/// handled and the rest after its commit.
fn split(stall: Duration, id: &str) -> (Duration, Duration) {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    id.hash(&mut h);
    let before = stall * (h.finish() % 201) as u32 / 100;
    (before, stall * 2 - before)
}

async fn say(out: &Mutex<super::std_pipes::Output>, line: &str) {
    let mut out = out.lock().await;
    let _ = out.write_all(format!("{line}\n").as_bytes()).await;
    let _ = out.flush().await;
}

/// Runs one request line and returns its answer line.
async fn answer(service: &Service, line: &str, stall: Option<Duration>) -> String {
    let mut words = line.splitn(4, ' ');
    let (Some(id), Some(user), Some(channel), Some(command)) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return format!("error - not `<id> <user> <channel> <command>`: {line}");
    };
    let (match_id, command) = match parse_line(command) {
        Ok(Line::Run { match_id, command }) => (match_id, command),
        Ok(_) => return format!("error {id} only commands are served here: {command}"),
        Err(refusal) => return format!("refused {id} {refusal}"),
    };
    let req = Request {
        caller: Caller::user(user),
        place: Place {
            guild: None,
            channel: channel.to_string(),
        },
        match_id,
        command,
    };
    let pause = stall.map(|s| split(s, id));
    if let Some((before, _)) = pause {
        tokio::time::sleep(before).await;
    }
    let handled = service.handle_delivered(id, &req).await;
    if let Some((_, after)) = pause {
        tokio::time::sleep(after).await;
    }
    match handled {
        Ok(_) => {
            let seq = match match_id {
                Some(m) => service.last_seq(m).await.ok().flatten().unwrap_or(0),
                None => 0,
            };
            format!("ok {id} {seq}")
        }
        Err(crate::service::ServiceError::Duplicate(_)) => format!("duplicate {id}"),
        Err(e) => match e.refusal() {
            Some(r) => format!("refused {id} {r}"),
            None => format!("error {id} {e}"),
        },
    }
}
