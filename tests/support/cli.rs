//! The `korona` binary as a test runs it: the manual clock and fixed seeds (match i draws seed i),
//! so that what it prints is the same on every run.

/// Runs `korona <args>`; whether it succeeded, and its stdout followed by its stderr.
pub fn korona(args: &[&str]) -> (bool, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_korona"))
        .args(args)
        .envs([("KORONA_CLOCK", "manual"), ("KORONA_SEEDS", "1")])
        .output()
        .expect("the korona binary runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// Plays `script` through `korona play --lang <lang>` on the database file `db` (the script is
/// written next to it); the run must succeed. Its stdout followed by its stderr.
pub fn play_script(db: &std::path::Path, lang: &str, script: &str) -> String {
    let file = db.parent().expect("a file in a dir").join("script.txt");
    std::fs::write(&file, script).unwrap();
    let (db, file) = (db.to_str().unwrap(), file.to_str().unwrap());
    let (ok, out) = korona(&["play", "--lang", lang, "--db", db, "--script", file]);
    assert!(ok, "korona play failed:\n{out}");
    out
}
