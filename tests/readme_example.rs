//! The README's `korona play` example runs as it stands, pasted into a script file.

use std::process::Command;

/// The first ```text block after the README's "`korona play` takes one command per line".
fn readme_example() -> String {
    let readme = include_str!("../README.md");
    let from = readme
        .find("`korona play` takes one command per line")
        .expect("the README introduces the play example");
    let block = &readme[from..];
    let start = block.find("```text\n").expect("a ```text block") + "```text\n".len();
    let len = block[start..].find("```").expect("the block ends");
    block[start..start + len].to_string()
}

#[test]
fn the_readme_play_example_runs_verbatim() {
    let example = readme_example();
    assert!(example.contains("start"), "{example}");
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("example.txt");
    std::fs::write(&script, &example).unwrap();
    // As a new user runs it: no manual clock, no fixed seeds.
    let out = Command::new(env!("CARGO_BIN_EXE_korona"))
        .current_dir(dir.path())
        .args(["play", "--db", "example.db", "--script", "example.txt"])
        .env_remove("KORONA_CLOCK")
        .env_remove("KORONA_SEEDS")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    for bad in ["[refused", "[error"] {
        assert!(
            !stdout.contains(bad),
            "the example printed {bad}:\n{stdout}"
        );
    }
    // Every command line produced its reply: the order went in and the turn passed.
    assert!(stdout.contains("Accepted: expand E3"), "{stdout}");
    assert!(stdout.contains("ends the turn"), "{stdout}");
    assert!(stdout.contains("Match 1: Capitals (running)"), "{stdout}");
}
