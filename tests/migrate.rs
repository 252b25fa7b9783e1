//! `korona migrate --from <sqlite> --to <postgres>`: every match, its log and its jobs copied and
//! verified; the target then serves the same matches (issue 17, docs/deploy.md).

mod support;

use std::process::Command;
use support::postgres::PgServer;

fn korona(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_korona"))
        .args(args)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

fn hash_line(report: &str, m: i64) -> String {
    report
        .lines()
        .find(|l| l.starts_with(&format!("match {m}: ok")))
        .unwrap_or_else(|| panic!("no line for match {m} in {report}"))
        .to_string()
}

#[test]
fn a_sqlite_file_moves_to_postgres_with_every_log_and_job() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("korona.db");
    let file = file.to_str().unwrap();
    let maps = dir.path().join("maps");
    let maps = maps.to_str().unwrap();
    // A finished match, then an open one with a deadline pending (a lobby-to-running match from a
    // script, so it has jobs to copy).
    let (ok, out) = korona(&[
        "demo", "--game", "capitals", "--seed", "4", "--db", file, "--out", maps,
    ]);
    assert!(ok, "{out}");
    let script = dir.path().join("open.script");
    std::fs::write(
        &script,
        "channel other\ncreate capitals\ndeadline 1h\nas bob\njoin\nas alice\njoin\nas me\nstart\n",
    )
    .unwrap();
    let (ok, out) = korona(&["play", "--db", file, "--script", script.to_str().unwrap()]);
    assert!(ok, "{out}");
    let (ok, before) = korona(&["verify", "--db", file]);
    assert!(ok, "{before}");
    // A seat link given out before the move (reset once, so its generation is kept too).
    let (ok, _) = korona(&[
        "link", "--db", file, "--match", "1", "--seat", "0", "--reset",
    ]);
    assert!(ok);
    let (ok, link) = korona(&["link", "--db", file, "--match", "1", "--seat", "0"]);
    assert!(ok, "{link}");

    let url = tokio::runtime::Runtime::new()
        .unwrap()
        .block_on(server.database());
    let (ok, moved) = korona(&["migrate", "--from", file, "--to", &url]);
    assert!(ok, "{moved}");
    assert!(moved.contains("matches 2,"), "{moved}");
    assert!(moved.contains("verified 2 matches"), "{moved}");
    let jobs: u64 = moved
        .split("jobs ")
        .nth(1)
        .and_then(|t| t.split(',').next())
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no job count in {moved}"));
    assert!(jobs >= 2, "the open match's deadline and reminder: {moved}");

    // The target replays to the same hashes as the source, on its own.
    let (ok, after) = korona(&["verify", "--db", &url]);
    assert!(ok, "{after}");
    for m in [1, 2] {
        assert_eq!(hash_line(&before, m), hash_line(&after, m));
    }
    // The same link, from the target: the secret and the generation moved with the matches.
    let (ok, link_after) = korona(&["link", "--db", &url, "--match", "1", "--seat", "0"]);
    assert!(ok, "{link_after}");
    assert_eq!(link_after, link, "a seat link survives the move");
    // A new match on the target gets the next number, not a copied one.
    let next = dir.path().join("next.script");
    std::fs::write(&next, "channel third\ncreate capitals\nstatus\n").unwrap();
    let (ok, out) = korona(&["play", "--db", &url, "--script", next.to_str().unwrap()]);
    assert!(ok && out.contains("Match 3: Capitals"), "{out}");
    // A second copy into the same database is refused, and changes nothing.
    let (ok, again) = korona(&["migrate", "--from", file, "--to", &url]);
    assert!(!ok, "{again}");
    assert!(again.contains("already holds 3 matches"), "{again}");
}
