//! State is a fold over the log. This is the one place that turns log rows into engine inputs, used
//! to load a match, to redraw a past moment and to verify a finished one.

use korona_engine::dice::Roll;
use korona_engine::{apply_entry, DynState, EntryInput, Game, Input, MatchSeed};
use korona_store::{LogRow, MatchRow};
use serde_json::Value;

/// The setup record stored as log entry 0.
pub fn setup_input(seats: u8) -> Value {
    serde_json::json!({ "Setup": { "seats": seats } })
}

/// The match's dice seed. A damaged stored seed is an error naming the match, never a panic: verify
/// reports it as a failure and the other readers refuse cleanly.
pub fn seed_of(m: &MatchRow) -> Result<MatchSeed, String> {
    MatchSeed::from_hex(&m.seed_hex)
        .ok_or_else(|| format!("match {}: the stored seed is not 32 hex bytes", m.id))
}

/// What a replayed entry produced, for comparison with what was stored.
pub struct Replayed {
    pub state: DynState,
    pub rolls: Vec<Roll>,
    pub events: Value,
}

/// Replays one stored entry on top of `state` (or the setup, for seq 0) through the same
/// [`apply_entry`] that live play used to make it.
pub fn replay_entry(
    game: &dyn Game,
    m: &MatchRow,
    state: Option<&DynState>,
    row: &LogRow,
) -> Result<Replayed, String> {
    let play: Input<Value>;
    let input = if row.seq == 0 {
        let seats = row.input["Setup"]["seats"]
            .as_u64()
            .ok_or("entry 0 is not a setup record")? as u8;
        EntryInput::Setup {
            options: &m.options,
            seats,
        }
    } else {
        play = serde_json::from_value(row.input.clone())
            .map_err(|e| format!("entry {} does not decode: {e}", row.seq))?;
        EntryInput::Play(&play)
    };
    let applied = apply_entry(
        game,
        &seed_of(m)?,
        row.seq as u64,
        row.at_ms as u64,
        state,
        input,
    )
    .map_err(|e| match row.seq {
        0 => format!("setup refused on replay: {e}"),
        seq => format!("entry {seq} refused on replay: {e}"),
    })?;
    Ok(Replayed {
        state: applied.state,
        rolls: applied.rolls,
        events: serde_json::to_value(&applied.events).expect("events serialize"),
    })
}

/// Folds `rows` onto an optional starting state, trusting the stored entries.
pub fn fold(
    game: &dyn Game,
    m: &MatchRow,
    mut state: Option<DynState>,
    rows: &[LogRow],
) -> Result<Option<DynState>, String> {
    for row in rows {
        state = Some(replay_entry(game, m, state.as_ref(), row)?.state);
    }
    Ok(state)
}
