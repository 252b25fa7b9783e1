//! `korona run --shards N-M --shard-total T` and KORONA_SHARDS / KORONA_SHARD_TOTAL: a bad split is
//! refused before anything connects (issue 17). The split a good one hands to serenity is checked in
//! crates/discord/src/shards.rs and src/cli/mod.rs; the Discord connection itself cannot be tested here.

use std::process::Command;

fn run(args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_korona"))
        .arg("run")
        .args(args)
        .env_remove("KORONA_SHARDS")
        .env_remove("KORONA_SHARD_TOTAL")
        .env_remove("DISCORD_TOKEN")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_environment_names_the_shards_as_the_flags_do() {
    let (code, err) = run(&[], &[("KORONA_SHARDS", "0-3")]);
    assert_eq!(code, Some(2));
    assert!(err.contains("KORONA_SHARD_TOTAL"), "{err}");
    let (code, err) = run(
        &[],
        &[("KORONA_SHARDS", "0-8"), ("KORONA_SHARD_TOTAL", "8")],
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("0 to 7"), "{err}");
    // A good split gets past the shard check to the next one: the missing token.
    let (code, err) = run(
        &[],
        &[("KORONA_SHARDS", "4-7"), ("KORONA_SHARD_TOTAL", "8")],
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("DISCORD_TOKEN"), "{err}");
}

#[test]
fn the_flags_refuse_a_range_that_is_not_one() {
    let (code, err) = run(&["--shards", "3-x", "--shard-total", "8"], &[]);
    assert_eq!(code, Some(2));
    assert!(err.contains("`x`") && err.contains("N-M"), "{err}");
    let (code, err) = run(&["--shard-total", "8"], &[]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--shards"), "{err}");
}
