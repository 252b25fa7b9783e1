//! The words a screen reader says for a posted map (the attachment's description on Discord): the
//! phase and whose turn it is, the standings, and what changed since the last post (issue 28). It is
//! built from the same public scene the picture is drawn from and the post's own lines, so it says
//! nothing the picture and the post do not.

use crate::rich::Rich;
use korona_engine::scene::Scene;
use korona_engine::{msg, Lang};

/// Discord's limit for an attachment's description, in characters.
pub const MAX_ALT: usize = 1024;

/// The description of a public map: the scene's title and status lines, who is awaited, its first
/// panel (each game puts the players' standing there: lords, players, houses), then the post's
/// events, cut to [`MAX_ALT`] characters.
pub fn alt_text(scene: &Scene, waiting: &[Rich], events: &[Rich], lang: Lang) -> String {
    let words = crate::words::own(lang);
    let mut parts = vec![scene.title.clone()];
    let status: Vec<String> = scene.panel.clone();
    if !status.is_empty() {
        parts.push(status.join("; "));
    }
    if !waiting.is_empty() {
        let names: Vec<String> = waiting.iter().map(Rich::plain).collect();
        parts.push(words.render(&msg!("service-alt-turn", names = names.join(", "))));
    }
    if let Some(p) = scene.panels.iter().find(|p| !p.lines.is_empty()) {
        let lines: Vec<String> = p.lines.iter().map(|l| l.text.clone()).collect();
        parts.push(words.render(&msg!(
            "service-alt-standings",
            title = p.title.as_str(),
            lines = lines.join("; ")
        )));
    }
    if !events.is_empty() {
        let lines: Vec<String> = events.iter().map(Rich::plain).collect();
        parts.push(words.render(&msg!("service-alt-changed", lines = lines.join("; "))));
    }
    // Each part is a sentence; a part that ends in its own stop gets no second one.
    let parts: Vec<&str> = parts.iter().map(|p| p.trim_end_matches('.')).collect();
    clip(&(parts.join(". ") + "."), MAX_ALT)
}

/// `text` cut at a character boundary to at most `max` characters, an ellipsis marking the cut.
fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use korona_engine::scene::{Panel, PanelLine};

    fn scene() -> Scene {
        Scene {
            title: "Oligarchs 1301 — 1302 (BASIC)".into(),
            panel: vec!["Year 1302 of 1308".into(), "1302 movement".into()],
            panels: vec![Panel {
                title: "Lords".into(),
                lines: vec![PanelLine::text("Szlavónia (alice): 7 garas, 2 castles")],
            }],
            ..Scene::default()
        }
    }

    #[test]
    fn says_turn_standings_and_changes_in_both_languages() {
        let waiting = [Rich::from("alice".to_string())];
        let events = [Rich::from("Bob takes Pilis".to_string())];
        let en = alt_text(&scene(), &waiting, &events, Lang::En);
        let hu = alt_text(&scene(), &waiting, &events, Lang::Hu);
        for (text, lang) in [(&en, "en"), (&hu, "hu")] {
            for part in ["1302 movement", "alice", "7 garas", "Bob takes Pilis"] {
                assert!(text.contains(part), "{lang}: {part} missing from {text}");
            }
        }
        assert_ne!(en, hu);
    }

    #[test]
    fn a_long_description_is_cut_to_discords_limit() {
        let events: Vec<Rich> = (0..200)
            .map(|i| Rich::from(format!("Bot {i} moves from Kőrös to Pilis")))
            .collect();
        let text = alt_text(&scene(), &[], &events, Lang::En);
        assert_eq!(text.chars().count(), MAX_ALT);
        assert!(text.ends_with('…'));
    }
}
