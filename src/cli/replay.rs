//! `korona replay`: the animated replay a match's end posts, drawn from a database.

use crate::service::{finale, find_game};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The database to read (must exist; nothing is written to it). A file, a `sqlite:` URL or a
    /// `postgres://` URL.
    #[arg(long, env = "KORONA_DB")]
    pub db: String,
    /// The match to draw, by its number.
    #[arg(long = "match")]
    pub match_id: i64,
    /// The file to write: an animated GIF, whatever its name (Discord animates GIFs, not APNGs).
    #[arg(long)]
    pub out: PathBuf,
}

pub async fn run(args: ReplayArgs) -> ExitCode {
    let Some(store) = super::open_store(&args.db).await else {
        return ExitCode::from(2);
    };
    match draw(&store, args.match_id, &args.out).await {
        Ok(line) => {
            super::out::line(&line);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

async fn draw(store: &crate::store::Store, match_id: i64, out: &Path) -> Result<String, String> {
    let m = store
        .get_match(match_id)
        .await
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("match {match_id} does not exist"))?;
    let game = find_game(korona_games::registry, &m.game)
        .ok_or_else(|| format!("match {match_id}: no game `{}` here", m.game))?;
    let rows = store.log_after(m.id, -1).await.map_err(|e| e.to_string())?;
    if rows.is_empty() {
        return Err(format!(
            "match {match_id} has not started: nothing to replay"
        ));
    }
    let words = crate::service::words::own(m.lang);
    let names = crate::service::scene_names::picture_names(store, words, m.id)
        .await
        .map_err(|e| e.to_string())?;
    let scenes = finale::phase_scenes(game, &m, &rows, &names)?;
    let animation = crate::paint::animate(&scenes).ok_or_else(|| {
        format!(
            "match {match_id}: the replay does not fit in {} bytes even at its smallest",
            finale::MAX_UPLOAD
        )
    })?;
    std::fs::write(out, &animation.gif).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut line = format!(
        "wrote {}: match {match_id}, {} phases, {} frames, {} px wide, {} bytes (GIF)",
        out.display(),
        scenes.len(),
        animation.frames,
        animation.width,
        animation.gif.len()
    );
    if !out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("gif"))
    {
        line.push_str("; the file is a GIF whatever its name says");
    }
    Ok(line)
}
