//! `verify` and `show`: read a database, change nothing.

use crate::service::{find_game, replay};
use crate::verify::verify_match;
use korona_engine::waiting::{Awaiting, Deadline};
use korona_engine::{Event, Viewer};
use std::path::Path;
use std::process::ExitCode;

pub async fn verify(db: &str, match_id: Option<i64>) -> ExitCode {
    let Some(store) = super::open_store(db).await else {
        return ExitCode::from(2);
    };
    // The file first: a damaged page elsewhere than a match's log would otherwise pass unseen.
    let mut failed = false;
    match store.integrity().await {
        Ok(integrity) => {
            if let Some(why) = &integrity.skipped {
                super::out::line(&format!("integrity: skipped: {why}"));
            }
            if let (Some(check), true) = (&integrity.checked, integrity.problems.is_empty()) {
                super::out::line(&format!("integrity: sound ({check})"));
            }
            if !integrity.problems.is_empty() {
                failed = true;
                for p in integrity.problems.iter().take(20) {
                    super::out::line(&format!("damaged: {p}"));
                }
            }
        }
        Err(e) => {
            failed = true;
            super::out::line(&format!("damaged: the integrity check failed: {e}"));
        }
    }
    let ids = match match_id {
        Some(id) => vec![id],
        None => match store.match_ids().await {
            Ok(ids) => ids,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        },
    };
    // Every match is checked and reported, so one damaged match does not hide the state of the rest;
    // any failure makes the exit code nonzero.
    for id in ids {
        let line = match verify_match(&store, korona_games::registry, id).await {
            Ok(v) => format!(
                "match {}: ok, {} entries, log-sha256: {}",
                v.match_id, v.entries, v.log_sha256
            ),
            Err(e) => {
                failed = true;
                format!("mismatch: {e}")
            }
        };
        if !super::out::line(&line) {
            break;
        }
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

pub async fn show(db: &str, match_id: i64, seat: Option<u8>) -> ExitCode {
    let Some(store) = super::open_store(db).await else {
        return ExitCode::from(2);
    };
    match show_json(&store, match_id, seat).await {
        Ok(json) => {
            // A reader that stops early (`| head`) is not an error.
            super::out::line(&serde_json::to_string_pretty(&json).expect("json prints"));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

/// State and log as `viewer` may see them: events filtered by audience, typed texts and rolls left
/// out (a typed sealed bid is a secret), the seed only once the match is over.
pub async fn show_json(
    store: &crate::store::Store,
    match_id: i64,
    seat: Option<u8>,
) -> Result<serde_json::Value, String> {
    let m = store
        .get_match(match_id)
        .await
        .map_err(|e| e.to_string())?
        .ok_or(format!("match {match_id} does not exist"))?;
    let game = find_game(korona_games::registry, &m.game).ok_or("unknown game")?;
    let words = crate::words::english(korona_games::registry);
    let seats = store.seats(match_id).await.map_err(|e| e.to_string())?;
    let viewer = super::viewer::of(match_id, seats.len(), seat)?;
    let rows = store
        .log_after(match_id, -1)
        .await
        .map_err(|e| e.to_string())?;
    let state = replay::fold(game, &m, None, &rows)?;
    let finished = m.status == crate::store::MatchStatus::Finished;
    let log: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            let events: Vec<Event> = serde_json::from_value(r.events.clone()).unwrap_or_default();
            let visible: Vec<String> = events
                .iter()
                .filter(|e| e.visible_to(viewer))
                .map(|e| words.event(e))
                .collect();
            serde_json::json!({ "seq": r.seq, "at_ms": r.at_ms, "actor": r.actor, "events": visible })
        })
        .collect();
    Ok(serde_json::json!({
        "match": {
            "id": m.id,
            "game": m.game,
            "status": m.status.as_str(),
            "host": m.host,
            "channel": m.channel,
            "seed_sha256": m.seed_sha256,
            "seed": finished.then_some(&m.seed_hex),
            "outcome": m.outcome,
            "seats": seats.iter().map(|s| serde_json::json!({
                "seat": s.seat, "user": s.user_id, "bot": s.bot_level
            })).collect::<Vec<_>>(),
        },
        "viewer": match viewer { Viewer::Seat(s) => serde_json::json!(s.0), Viewer::Spectator => serde_json::json!("spectator") },
        "state": state.as_ref().map(|s| game.view(s, viewer)),
        "awaiting": state.as_ref().map(|s| awaiting_json(&game.awaiting(s))),
        "log": log,
    }))
}

/// What the match waits for, in plain JSON: no deadline is `null`, not the string `"None"` that the
/// engine type's derived form would give.
fn awaiting_json(awaiting: &Awaiting) -> serde_json::Value {
    let deadline = match awaiting.deadline {
        Deadline::None => serde_json::Value::Null,
        Deadline::Phase => serde_json::json!("phase"),
        Deadline::Clock { seat, at_ms } => {
            serde_json::json!({ "clock": { "seat": seat.0, "at_ms": at_ms } })
        }
    };
    let mut json = serde_json::json!(awaiting);
    json["deadline"] = deadline;
    json
}

/// `korona render`: the map after entry `seq` (or now) as `seat` (or a spectator) sees it.
pub async fn render(
    db: &str,
    match_id: i64,
    (seq, seat): (Option<i64>, Option<u8>),
    layout: crate::paint::PictureLayout,
    out: &Path,
) -> ExitCode {
    let Some(store) = super::open_store(db).await else {
        return ExitCode::from(2);
    };
    match draw_at(&store, match_id, seq, seat, layout).await {
        Ok(png) => match std::fs::write(out, &png) {
            Ok(()) => {
                println!("{} ({} bytes)", out.display(), png.len());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{}: {e}", out.display());
                ExitCode::from(2)
            }
        },
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

/// The map of a match after entry `seq` (or now), as `seat` (or a spectator) sees it, in `layout`.
pub async fn draw_at(
    store: &crate::store::Store,
    match_id: i64,
    seq: Option<i64>,
    seat: Option<u8>,
    layout: crate::paint::PictureLayout,
) -> Result<Vec<u8>, String> {
    let m = store
        .get_match(match_id)
        .await
        .map_err(|e| e.to_string())?
        .ok_or(format!("match {match_id} does not exist"))?;
    let game = find_game(korona_games::registry, &m.game).ok_or("unknown game")?;
    let mut rows = store
        .log_after(match_id, -1)
        .await
        .map_err(|e| e.to_string())?;
    if let Some(seq) = seq {
        if seq < 0 || seq >= rows.len() as i64 {
            return Err(format!(
                "entry {seq} does not exist; the log has 0 to {}",
                rows.len() as i64 - 1
            ));
        }
        rows.truncate(seq as usize + 1);
    }
    let seats = store.seats(match_id).await.map_err(|e| e.to_string())?;
    let viewer = super::viewer::of(match_id, seats.len(), seat)?;
    let state = replay::fold(game, &m, None, &rows)?.ok_or("the match has not started")?;
    // As the channel saw it: in the match's language, its seats by name.
    let words = crate::service::words::own(m.lang);
    let names = crate::service::scene_names::picture_names(store, words, match_id)
        .await
        .map_err(|e| e.to_string())?;
    let scene = crate::service::scene_names::named_scene(game, &state, viewer, m.lang, &names);
    tokio::task::spawn_blocking(move || crate::paint::paint(&scene, layout))
        .await
        .map_err(|e| e.to_string())?
        .ok_or_else(|| "this build has no renderer".to_string())
}
