//! A placeholder scene: title and panel only, until the renderer's grid board exists.

use super::state::State;
use korona_engine::Scene;

pub fn scene(state: &State) -> Scene {
    let mut panel = vec![
        format!("Turn {} of {}", state.turn, state.max_turns),
        format!(
            "Territory {} : {}",
            state.board.territory(0),
            state.board.territory(1)
        ),
    ];
    match &state.finish {
        Some(f) => panel.push(format!("Over: {}", f.reason)),
        None => panel.push(format!("Player {} to move, {} EP", state.to_move, state.ep)),
    }
    Scene {
        title: format!("Capitals {0}x{0}", state.size()),
        panel,
        ..Scene::default()
    }
}
