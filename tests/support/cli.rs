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
