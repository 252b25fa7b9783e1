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
    // As the README runs it: no manual clock, the seed fixed (the terrain, and so whether
    // `expand E3` is legal, follows the seed; without it the example failed on some boards).
    assert!(
        include_str!("../README.md")
            .contains("`KORONA_SEEDS=1 korona play --db example.db --script example.txt`"),
        "the README's command is the one this test runs"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_korona"))
        .current_dir(dir.path())
        .args(["play", "--db", "example.db", "--script", "example.txt"])
        .env_remove("KORONA_CLOCK")
        .env("KORONA_SEEDS", "1")
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

/// The README's first screen (its first 30 lines) gives the two commands a new user runs: the demo
/// on the embedded default and the tests.
#[test]
fn the_readme_gives_the_demo_and_the_tests_on_its_first_screen() {
    let first_screen: Vec<&str> = include_str!("../README.md").lines().take(30).collect();
    for command in ["cargo run --release -- demo", "cargo test --workspace"] {
        assert!(
            first_screen
                .iter()
                .any(|l| l.trim_start().starts_with(command)),
            "`{command}` is not on the README's first screen"
        );
    }
}
