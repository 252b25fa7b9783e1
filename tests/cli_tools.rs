//! The `korona` binary as a new user meets it: read-only tools on a missing or damaged database, seats
//! that do not exist, output cut short by a pipe, and `--help` that explains every option.

use clap::CommandFactory;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn korona(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_korona"))
        .args(args)
        .output()
        .unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A finished 2-seat capitals match (match 1) in a fresh database file.
fn demo_db(dir: &Path) -> String {
    let db = dir.join("m.db");
    let db = db.to_str().unwrap().to_string();
    let out = dir.join("maps");
    let demo = korona(&[
        "demo",
        "--game",
        "capitals",
        "--seed",
        "4",
        "--level",
        "easy",
        "--db",
        &db,
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(demo.status.success(), "{}", text(&demo));
    db
}

fn sql(db: &str, statement: &str) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = korona::store::Store::open(db).await.unwrap();
        sqlx::query(statement).execute(store.pool()).await.unwrap();
    });
}

#[test]
fn read_only_tools_refuse_a_missing_database_and_create_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("typo.db");
    let missing = missing.to_str().unwrap();
    let png = dir.path().join("x.png");
    for args in [
        vec!["verify", "--db", missing],
        vec!["show", "--db", missing, "--match", "1"],
        vec![
            "render",
            "--db",
            missing,
            "--match",
            "1",
            "--out",
            png.to_str().unwrap(),
        ],
    ] {
        let out = korona(&args);
        assert!(!out.status.success(), "{args:?} succeeded: {}", text(&out));
        assert!(
            text(&out).contains("no database at"),
            "{args:?}: {}",
            text(&out)
        );
        assert!(!Path::new(missing).exists(), "{args:?} created {missing}");
    }
}

#[test]
fn verify_fails_a_started_match_whose_log_was_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_db(dir.path());
    assert!(korona(&["verify", "--db", &db]).status.success());
    sql(&db, "DELETE FROM snapshots WHERE match_id = 1");
    sql(&db, "DELETE FROM log WHERE match_id = 1");
    let out = korona(&["verify", "--db", &db]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("match 1"), "{}", text(&out));
    assert!(text(&out).contains("log is empty"), "{}", text(&out));
}

#[test]
fn a_damaged_seed_is_a_verify_failure_and_a_clean_show_error() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_db(dir.path());
    sql(&db, "UPDATE matches SET seed = 'zz' WHERE id = 1");
    let out = korona(&["verify", "--db", &db]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("match 1: the stored seed is not 32 hex bytes"),
        "{}",
        text(&out)
    );
    assert!(!text(&out).contains("panicked"), "{}", text(&out));
    let out = korona(&["show", "--db", &db, "--match", "1"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("stored seed"), "{}", text(&out));
    assert!(!text(&out).contains("panicked"), "{}", text(&out));
}

#[test]
fn show_and_render_refuse_a_seat_the_match_does_not_have() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_db(dir.path());
    let png = dir.path().join("x.png");
    for args in [
        vec!["show", "--db", &db, "--match", "1", "--seat", "9"],
        vec![
            "render",
            "--db",
            &db,
            "--match",
            "1",
            "--seat",
            "9",
            "--out",
            png.to_str().unwrap(),
        ],
    ] {
        let out = korona(&args);
        assert!(!out.status.success(), "{args:?}: {}", text(&out));
        assert!(
            text(&out).contains("no seat 9: its seats are 0 to 1"),
            "{args:?}: {}",
            text(&out)
        );
    }
    assert!(
        korona(&["show", "--db", &db, "--match", "1", "--seat", "1"])
            .status
            .success()
    );
}

#[test]
fn show_writes_json_null_for_no_deadline_and_stops_quietly_on_a_closed_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_db(dir.path());
    let out = korona(&["show", "--db", &db, "--match", "1"]);
    assert!(out.status.success(), "{}", text(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // The demo match is over: nothing runs out.
    assert_eq!(
        json["awaiting"]["deadline"],
        serde_json::Value::Null,
        "{json}"
    );

    // A reader that has already gone: the write fails with a broken pipe, which is no panic.
    let mut child = Command::new(env!("CARGO_BIN_EXE_korona"))
        .args(["show", "--db", &db, "--match", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.status.success(), "{stderr}");
}

#[test]
fn every_option_of_every_subcommand_says_what_it_does() {
    let cli = korona::cli::Cli::command();
    let mut silent = Vec::new();
    for sub in cli.get_subcommands() {
        for arg in sub.get_arguments() {
            if arg.get_help().is_none() && arg.get_long_help().is_none() {
                silent.push(format!("{} --{}", sub.get_name(), arg.get_id()));
            }
        }
    }
    assert!(silent.is_empty(), "options without help: {silent:?}");
}
