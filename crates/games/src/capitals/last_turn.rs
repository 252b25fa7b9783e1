//! What the last finished turn changed, for the picture to mark (R-CAP-82). The state keeps no
//! earlier boards once a turn is over, so the squares are recorded when the turn ends: every square
//! whose owner, token, walls or tower differ from the turn's start. Undone actions changed nothing.

use super::board::{Board, Sq};
use super::state::State;

/// The board when the current turn began: the position under the first undoable action, or the
/// board itself when no action has been played yet this turn.
pub fn turn_start(state: &State) -> Board {
    state
        .undo
        .first()
        .map_or_else(|| state.board.clone(), |b| b.board.clone())
}

/// Records the squares that differ between `start` and the board now, as the last turn's.
pub fn record(state: &mut State, start: &Board) {
    state.last_turn = state
        .board
        .squares()
        .filter(|&sq| start.get(sq) != state.board.get(sq))
        .collect::<Vec<Sq>>();
}
