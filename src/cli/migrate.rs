//! `korona migrate --from korona.db --to postgres://...`: moves a deployment to another database.
//! Every table is copied in one transaction (ids kept), then every match is verified on the target
//! (replayed from its seed) and its log hash and pending jobs compared with the source's.

use crate::store::{copy_all, Backend, Store};
use crate::verify::verify_match;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct MigrateArgs {
    /// The database to copy from (must exist; nothing is written to it).
    #[arg(long)]
    pub from: String,
    /// The database to copy to (created and migrated if needed; must hold no match yet).
    #[arg(long)]
    pub to: String,
}

pub async fn run(args: MigrateArgs) -> ExitCode {
    let Some(from) = super::open_store(&args.from).await else {
        return ExitCode::from(2);
    };
    let to = match Store::open(&args.to).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot open {}: {e}", Backend::redacted(&args.to));
            return ExitCode::from(2);
        }
    };
    let copied = match copy_all(&from, &to).await {
        Ok(c) => c,
        Err(e) => {
            eprintln!("copy failed, nothing was written: {e}");
            return ExitCode::from(1);
        }
    };
    let counts: Vec<String> = copied
        .rows
        .iter()
        .map(|(table, n)| format!("{table} {n}"))
        .collect();
    println!(
        "copied {} -> {}: {}",
        Backend::redacted(&args.from),
        Backend::redacted(&args.to),
        counts.join(", ")
    );
    match check(&from, &to).await {
        Ok(matches) => {
            println!("verified {matches} matches: every log replays and matches its source");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

/// Every match of `from` verifies on `to` with the same log hash and the same pending jobs.
async fn check(from: &Store, to: &Store) -> Result<usize, String> {
    let ids = from.match_ids().await.map_err(|e| e.to_string())?;
    let copied = to.match_ids().await.map_err(|e| e.to_string())?;
    if ids != copied {
        return Err(format!(
            "the target holds matches {copied:?}, the source {ids:?}"
        ));
    }
    let games = korona_games::registry;
    for &id in &ids {
        let there = verify_match(to, games, id)
            .await
            .map_err(|e| format!("mismatch on the target: {e}"))?;
        let here = verify_match(from, games, id)
            .await
            .map_err(|e| format!("the source does not verify either: {e}"))?;
        if (here.entries, &here.log_sha256) != (there.entries, &there.log_sha256) {
            return Err(format!(
                "match {id}: the source has {} entries with log-sha256 {}, the target {} with {}",
                here.entries, here.log_sha256, there.entries, there.log_sha256
            ));
        }
        let jobs_here = from.pending_jobs(id).await.map_err(|e| e.to_string())?;
        let jobs_there = to.pending_jobs(id).await.map_err(|e| e.to_string())?;
        if jobs_here != jobs_there {
            return Err(format!("match {id}: pending jobs differ after the copy"));
        }
        if !super::out::line(&format!(
            "match {id}: ok, {} entries, log-sha256: {}",
            there.entries, there.log_sha256
        )) {
            break;
        }
    }
    Ok(ids.len())
}
