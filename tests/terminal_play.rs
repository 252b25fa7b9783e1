//! `korona play` as a person uses it: a manual clock that survives a restart, a prompt at a terminal
//! (and none in a script), and order words whose numbers are too large.

mod support;

use korona::service::{Caller, Command, Place, Request};
use std::path::Path;
use std::process::{Command as Process, Output, Stdio};
use support::*;

fn play(db: &Path, script: &str, env: &[(&str, &str)]) -> String {
    let dir = db.parent().unwrap();
    let file = dir.join("script.txt");
    std::fs::write(&file, script).unwrap();
    let out = Process::new(env!("CARGO_BIN_EXE_korona"))
        .args(["play", "--db", db.to_str().unwrap(), "--script"])
        .arg(&file)
        .envs(env.iter().copied())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out));
    text(&out)
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn the_manual_clock_resumes_where_the_last_run_left_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    let manual = [("KORONA_CLOCK", "manual"), ("KORONA_SEEDS", "1")];
    let first = play(
        &db,
        "create capitals size=10\njoin\nas alice\njoin\nas me\nstart\ndeadline 1h\ntick 30m\n",
        &manual,
    );
    assert!(!first.contains("[refused"), "{first}");
    // A new process: the deadline set an hour after the start is half an hour away, not an hour.
    let second = play(&db, "status\n", &manual);
    assert!(second.contains("Deadline in 30 minutes"), "{second}");
    let third = play(&db, "tick 31m\n", &manual);
    assert!(
        third.contains("The deadline passed: defaults applied"),
        "the deadline did not pass: {third}"
    );
}

#[test]
fn a_person_at_a_terminal_gets_a_banner_and_a_prompt_and_a_pipe_gets_neither() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    let korona = env!("CARGO_BIN_EXE_korona");
    // `script` (util-linux) runs korona on a pseudo-terminal, as a person at a shell would.
    let at_terminal = Process::new("script")
        .args([
            "-qec",
            &format!("{korona} play --db {}", db.display()),
            "/dev/null",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(b"games\n")?;
            child.wait_with_output()
        })
        .expect("the `script` command (util-linux) runs a pseudo-terminal");
    let shown = String::from_utf8_lossy(&at_terminal.stdout).to_string();
    assert!(shown.contains("korona play: database"), "{shown}");
    assert!(shown.contains("> "), "{shown}");

    let piped = Process::new(korona)
        .args(["play", "--db", db.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(b"games\n")?;
            child.wait_with_output()
        })
        .unwrap();
    let piped = String::from_utf8_lossy(&piped.stdout).to_string();
    assert!(piped.starts_with("[private @me]"), "{piped}");
    assert!(!piped.contains("korona play: database"), "{piped}");
}

#[tokio::test]
async fn a_count_too_large_is_refused_as_a_count_not_as_a_county() {
    let w = World::new(korona_games::registry).await;
    w.ok("me", create("oligarchs")).await;
    w.ok(
        "me",
        Command::Bot {
            level: korona_engine::BotLevel::Easy,
        },
    )
    .await;
    w.ok("me", Command::Join).await;
    w.ok("me", Command::Start).await;
    let req = Request {
        caller: Caller::user("me"),
        place: Place {
            guild: Some("guild".into()),
            channel: CHANNEL.into(),
        },
        match_id: None,
        command: order("move Zágráb Baranya 99999999999999999999c"),
    };
    let err = w.service.handle(&req).await.unwrap_err();
    let refusal = err.refusal().expect("a refusal");
    assert_eq!(refusal.message.id, "engine-count-out-of-range", "{err}");
    assert_eq!(refusal.token.as_deref(), Some("99999999999999999999c"));
}

#[tokio::test]
async fn a_bid_typed_without_its_verb_is_a_sealed_bid_in_an_election() {
    use korona::service::{ManualClock, Service};
    use korona::terminal::Terminal;
    let clock = ManualClock::at(0);
    let service = Service::new(
        korona::store::Store::memory().await.unwrap(),
        korona_games::registry,
        std::sync::Arc::new(clock.clone()),
    )
    .with_fixed_seeds(1);
    let mut t = Terminal {
        service,
        caller: Caller::user("me"),
        guild: None,
        channel: "t".into(),
        clock: Some(clock),
        out: None,
    };
    for line in [
        "create oligarchs",
        "bot easy",
        "join",
        "start",
        "deadline 1m",
    ] {
        let printed = t.run_line(line).await;
        assert!(!printed.contains("[refused"), "{line}: {printed}");
    }
    // Let deadlines pass (my defaults apply, the bot plays) until an election asks for my bid.
    let mut waits = String::new();
    for _ in 0..60 {
        waits = t.run_line("orders").await;
        if waits.contains("waits for your sealed bid") {
            break;
        }
        t.run_line("tick 1m").await;
    }
    assert!(waits.contains("election"), "no election came: {waits}");
    let printed = t.run_line("bid 0").await;
    assert!(
        printed.contains(": bid 0") && printed.contains("Sealed for "),
        "{printed}"
    );
}

#[test]
fn map_phone_answers_with_the_portrait_picture_to_the_caller_alone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("p.db");
    let out = dir.path().join("maps");
    let script = dir.path().join("script.txt");
    std::fs::write(
        &script,
        "create oligarchs\njoin\nas bob\njoin\nas me\nstart\nmap phone\n",
    )
    .unwrap();
    let run = Process::new(env!("CARGO_BIN_EXE_korona"))
        .args(["play", "--db", db.to_str().unwrap(), "--script"])
        .arg(&script)
        .arg("--out")
        .arg(&out)
        .env("KORONA_SEEDS", "1")
        .output()
        .unwrap();
    let printed = text(&run);
    assert!(run.status.success(), "{printed}");
    let line = printed
        .lines()
        .find(|l| l.contains("-phone.png"))
        .unwrap_or_else(|| panic!("no phone map: {printed}"));
    assert!(line.starts_with("[private @me]"), "{line}");
    let name = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().ends_with("-phone.png"))
        .unwrap();
    let picture = image::open(&name).unwrap();
    // Portrait and narrow: drawn for the 400 px a phone shows.
    assert_eq!(picture.width(), korona::paint::PHONE_WIDTH);
    assert!(picture.height() > picture.width());
}
