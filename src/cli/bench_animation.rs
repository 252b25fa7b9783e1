//! `korona bench animation`: the replay a match's end posts, drawn for a match of 300 phases, with
//! its time and the peak memory the drawing adds (issue 30, item 13: at most 300 MB and 10 s on 2
//! cores). Bots no longer play thrones to its 300-turn limit, so the 300 phases are those of seeded
//! easy-bot thrones matches one after the other: the drawing's cost is per frame, whatever match a
//! frame comes from.

use super::bench::Figures;
use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Lang, MatchSeed, Viewer};
use std::ops::ControlFlow;
use std::time::Instant;

const PHASES: usize = 300;

pub(super) fn animation_bench(figures: &mut Figures) {
    let game = crate::service::find_game(korona_games::registry, "thrones")
        .expect("thrones is registered");
    let mut scenes = Vec::new();
    let mut seed = 1;
    while scenes.len() < PHASES {
        SelfPlay::new(game, &[BotLevel::Easy; 2], MatchSeed::from_number(seed))
            .play_with(|step| {
                scenes.push(game.scene_in(step.table.state(), Viewer::Spectator, Lang::En));
                if scenes.len() >= PHASES {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .expect("the bots play");
        seed += 1;
    }
    crate::paint::register_maps();
    let reset = reset_peak_memory();
    let before = resident_kb("VmRSS");
    let start = Instant::now();
    let animation = crate::paint::animate(&scenes);
    let took = start.elapsed();
    let peak = resident_kb("VmHWM");
    let (frames, bytes) = animation.map_or((0, 0), |a| (a.frames, a.gif.len()));
    let added_mb = match (reset, before, peak) {
        (true, Some(before), Some(peak)) => Some(peak.saturating_sub(before) as f64 / 1024.0),
        _ => None,
    };
    println!(
        "animation: {PHASES} thrones phases -> {frames} frames, {bytes} bytes, in {:.2} s \
         (goal <= 10 s); peak memory added {} (goal <= 300 MB)",
        took.as_secs_f64(),
        added_mb.map_or("not measurable here".into(), |mb| format!("{mb:.0} MB")),
    );
    figures.add(
        "animation-300-seconds",
        format!("{:.2}", took.as_secs_f64()),
        "s",
    );
    if let Some(mb) = added_mb {
        figures.add("animation-300-peak-added", format!("{mb:.0}"), "MB");
    }
}

/// Resets the process's peak resident size (Linux: `clear_refs` 5), so that the peak read after
/// the drawing is the drawing's own.
fn reset_peak_memory() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// A `kB` line of `/proc/self/status`.
fn resident_kb(key: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}
