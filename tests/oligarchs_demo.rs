//! Every player count of both oligarchs variants plays a whole bot match through the service and the
//! store to a `winner:` line, writes a map of every phase, and its log passes `korona verify`.

use std::process::Command;

fn demo_and_verify(variant: &str, players: u8, dir: &std::path::Path) -> String {
    let db = dir.join(format!("{variant}-{players}.db"));
    let output = Command::new(env!("CARGO_BIN_EXE_korona"))
        .args([
            "demo",
            "--game",
            "oligarchs",
            "--variant",
            variant,
            "--players",
        ])
        .arg(players.to_string())
        .args(["--seed", "11", "--level", "hard"])
        .arg("--db")
        .arg(&db)
        .arg("--out")
        .arg(dir.join(format!("{variant}-{players}")))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).to_string();
    assert!(
        output.status.success(),
        "{variant} {players}: {stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let out = dir.join(format!("{variant}-{players}"));
    let maps: usize = stdout
        .lines()
        .find_map(|l| l.strip_prefix("maps: "))
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no maps line: {stdout}"));
    let written = std::fs::read_dir(&out)
        .unwrap()
        .filter(|f| {
            f.as_ref()
                .is_ok_and(|f| f.path().extension().is_some_and(|e| e == "png"))
        })
        .count();
    // A map for every phase, not one for the thread's single post of a bots-only match.
    assert!(maps > 2, "{variant} {players}: {maps} maps");
    assert_eq!(written, maps, "{variant} {players}: files in {out:?}");
    let winner = stdout
        .lines()
        .find_map(|l| l.strip_prefix("winner: "))
        .unwrap_or_else(|| panic!("no winner line: {stdout}"))
        .to_string();
    assert!(
        !winner.starts_with("none (unfinished)"),
        "{variant} {players}: {winner}"
    );
    let verify = Command::new(env!("CARGO_BIN_EXE_korona"))
        .arg("verify")
        .arg("--db")
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        verify.status.success(),
        "{variant} {players}: {}",
        String::from_utf8_lossy(&verify.stdout)
    );
    winner
}

#[test]
fn every_player_count_of_both_variants_finishes_with_a_winner_and_verifies() {
    let dir = tempfile::tempdir().unwrap();
    for variant in ["basic", "adv"] {
        for players in 2..=6 {
            let winner = demo_and_verify(variant, players, dir.path());
            eprintln!("{variant} {players}: winner {winner}");
        }
    }
}
