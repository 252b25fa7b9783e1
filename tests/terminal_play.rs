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

/// Runs `script` (an oligarchs match of two people and `map phone` at the end, in `lang`) and
/// returns what it printed and the phone pages it wrote, top to bottom.
fn phone_pages(script: &str, lang: &str) -> (String, Vec<image::DynamicImage>) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("p.db");
    let out = dir.path().join("maps");
    let file = dir.path().join("script.txt");
    std::fs::write(&file, script).unwrap();
    let run = Process::new(env!("CARGO_BIN_EXE_korona"))
        .args([
            "play",
            "--lang",
            lang,
            "--db",
            db.to_str().unwrap(),
            "--script",
        ])
        .arg(&file)
        .arg("--out")
        .arg(&out)
        .env("KORONA_SEEDS", "1")
        .output()
        .unwrap();
    let printed = text(&run);
    assert!(run.status.success(), "{printed}");
    // The pages in the order the reply lists them: that is the order a phone shows them in.
    let pages = printed
        .lines()
        .filter(|l| l.contains("-phone-") && l.contains("[image "))
        .map(|l| {
            let name = l
                .split("[image ")
                .nth(1)
                .unwrap()
                .split(',')
                .next()
                .unwrap();
            image::open(out.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
        })
        .collect();
    (printed, pages)
}

#[test]
fn map_phone_writes_every_page_to_the_caller_alone_each_no_taller_than_two_to_one() {
    // Issue 28, item 10: the oligarchs phone map was one 800x3000 strip that a phone shrinks
    // until its names no longer read; it comes as pages now, every one of them written.
    let (printed, pages) = phone_pages(
        "create oligarchs\njoin\nas bob\njoin\nas me\nstart\nmap phone\n",
        "en",
    );
    let lines: Vec<&str> = printed.lines().filter(|l| l.contains("-phone-")).collect();
    assert!(pages.len() >= 2, "one page only: {printed}");
    assert!(
        lines.iter().all(|l| l.starts_with("[private @me]")),
        "{lines:?}"
    );
    for (k, page) in pages.iter().enumerate() {
        // Portrait and narrow: drawn for the 400 px a phone shows.
        assert_eq!(page.width(), korona::paint::PHONE_WIDTH, "page {}", k + 1);
        assert!(
            page.height() <= 2 * page.width(),
            "page {} is {}x{}",
            k + 1,
            page.width(),
            page.height()
        );
    }
    // The caption names what the pages are; each page after the first says which it is.
    let n = pages.len();
    assert!(
        printed.contains(&format!("phone map in {n} pages, top to bottom")),
        "{printed}"
    );
    for k in 2..=n {
        assert!(printed.contains(&format!("page {k} of {n}")), "{printed}");
    }
    eprintln!(
        "map phone: {n} pages {:?}",
        pages
            .iter()
            .map(|p| (p.width(), p.height()))
            .collect::<Vec<_>>()
    );
}

#[test]
fn map_phone_in_hungarian_names_its_pages_in_hungarian() {
    let (printed, pages) = phone_pages(
        "create oligarchs\njoin\nas bob\njoin\nas me\nstart\nmap phone\n",
        "hu",
    );
    let n = pages.len();
    assert!(n >= 2, "{printed}");
    assert!(
        printed.contains(&format!("telefonos térkép {n} oldalon")),
        "{printed}"
    );
    assert!(
        printed.contains(&format!("2. oldal a(z) {n} közül")),
        "{printed}"
    );
    assert!(!printed.contains("phone map in"), "{printed}");
}
