//! Players by name on the maps: a game's scene says "Player 1" (or "1. játékos"), because a ruleset
//! knows no people; the service puts the names players go by in their place before painting. A
//! picture cannot show a mention, so humans appear by the name they sat down with.

use super::Service;
use korona_engine::Scene;
use korona_store::{Result, Store};
use std::collections::BTreeMap;

/// The names the maps of match `match_id` show for its seats: a player's remembered name, or the
/// bot that plays the seat. A player never seen by name keeps the scene's words.
pub async fn picture_names(store: &Store, match_id: i64) -> Result<BTreeMap<u8, String>> {
    let mut names = BTreeMap::new();
    for (seat, kept) in store.seats_named(match_id).await? {
        let name = match (&seat.user_id, &seat.bot_level) {
            (Some(_), _) => kept,
            (None, Some(level)) => Some(format!("Bot {} ({level})", seat.seat)),
            (None, None) => None,
        };
        if let Some(name) = name {
            names.insert(seat.seat, name);
        }
    }
    Ok(names)
}

impl Service {
    /// `scene` with its seats named (see [`name_players`]).
    pub(super) async fn named_scene(&self, match_id: i64, mut scene: Scene) -> Scene {
        if let Ok(names) = picture_names(&self.store, match_id).await {
            name_players(&mut scene, &names);
        }
        scene
    }
}

/// The phrases a scene writes for seat `n`, each with the name in its place; the Hungarian ones
/// first, as they hold the bare number the English one would also find.
fn phrases(n: u8) -> [String; 10] {
    [
        format!("A(z) {n}. játékos"),
        format!("a(z) {n}. játékos"),
        format!("{n}. játékos"),
        format!("A(z) {n}. szék"),
        format!("a(z) {n}. szék"),
        format!("{n}. szék"),
        format!("Player {n}"),
        format!("player {n}"),
        format!("Seat {n}"),
        format!("seat {n}"),
    ]
}

fn rename(text: &mut String, names: &BTreeMap<u8, String>) {
    if !["layer", "játékos", "eat ", "szék"]
        .iter()
        .any(|w| text.contains(w))
    {
        return;
    }
    for (seat, name) in names {
        for phrase in phrases(*seat) {
            // "Player 1" must not eat the start of "Player 10".
            let mut from = 0;
            while let Some(at) = text[from..].find(&phrase).map(|i| from + i) {
                let end = at + phrase.len();
                let next = text[end..].chars().next();
                if next.is_some_and(|c| c.is_ascii_digit()) {
                    from = end;
                    continue;
                }
                text.replace_range(at..end, name);
                from = at + name.len();
            }
        }
    }
}

/// Every text of `scene` with the named seats' phrases replaced by their names.
pub fn name_players(scene: &mut Scene, names: &BTreeMap<u8, String>) {
    if names.is_empty() {
        return;
    }
    rename(&mut scene.title, names);
    for line in &mut scene.panel {
        rename(line, names);
    }
    for panel in &mut scene.panels {
        rename(&mut panel.title, names);
        for line in &mut panel.lines {
            rename(&mut line.text, names);
        }
    }
    for entry in &mut scene.legend {
        rename(&mut entry.label, names);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use korona_engine::scene::{Panel, PanelLine};

    #[test]
    fn seat_phrases_become_names_in_both_languages() {
        let names = BTreeMap::from([(0, "Alice".to_string()), (1, "Bot 1 (hard)".to_string())]);
        let mut scene = Scene {
            title: "Capitals".into(),
            panel: vec![
                "Player 0: 12 squares".into(),
                "A(z) 1. játékos köre".into(),
                "Erdély (0. szék): 5 garas".into(),
                "Erdély (seat 1)".into(),
            ],
            panels: vec![Panel {
                title: "Players".into(),
                lines: vec![
                    PanelLine::text("token of player 1"),
                    PanelLine::text("Player 10"),
                ],
            }],
            ..Scene::default()
        };
        name_players(&mut scene, &names);
        assert_eq!(
            scene.panel,
            [
                "Alice: 12 squares",
                "Bot 1 (hard) köre",
                "Erdély (Alice): 5 garas",
                "Erdély (Bot 1 (hard))"
            ]
        );
        assert_eq!(scene.panels[0].lines[0].text, "token of Bot 1 (hard)");
        assert_eq!(scene.panels[0].lines[1].text, "Player 10");
        assert_eq!(scene.panels[0].title, "Players");
    }
}
