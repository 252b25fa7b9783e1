//! Applying one log entry: the single step that live play, replay and `verify` share, so that what a
//! verifier recomputes is by construction what the live match did.

use crate::dice::{Dice, Roll};
use crate::erased::{DynState, Game};
use crate::event::Event;
use crate::input::{Ctx, Input};
use crate::outcome::Outcome;
use crate::refusal::Refusal;
use crate::seed::MatchSeed;
use serde_json::Value;

/// What a log entry feeds the game.
#[derive(Clone, Copy, Debug)]
pub enum EntryInput<'a> {
    /// Entry 0, the setup record: the starting position for `seats` players under the match's
    /// (already checked) options.
    Setup { options: &'a Value, seats: u8 },
    /// Every later entry: an order, a deadline or a resignation.
    Play(&'a Input<Value>),
}

/// Everything one applied entry produced. The caller stores or compares it.
#[derive(Debug)]
pub struct EntryApplied {
    pub state: DynState,
    pub events: Vec<Event>,
    /// Every draw the entry made, in order: stored in the log and checked by `verify`.
    pub rolls: Vec<Roll>,
    /// Set when this entry ended the match.
    pub outcome: Option<Outcome>,
}

/// Applies the entry numbered `seq`, made `at_ms` milliseconds into the match, to `before` (none for
/// the setup record). Its dice are the match seed's stream for `seq`, so the same entry always draws
/// the same rolls. A refusal leaves nothing changed: `before` is only borrowed.
pub fn apply_entry(
    game: &dyn Game,
    seed: &MatchSeed,
    seq: u64,
    at_ms: u64,
    before: Option<&DynState>,
    input: EntryInput<'_>,
) -> Result<EntryApplied, Refusal> {
    let mut dice = Dice::for_entry(seed, seq);
    let (state, events) = match (input, before) {
        (EntryInput::Setup { options, seats }, None) => {
            (game.setup(options, seats, &mut dice)?, Vec::new())
        }
        (EntryInput::Setup { .. }, Some(_)) => {
            return Err(Refusal::new(crate::msg!(
                "engine-setup-record-with-state",
                seq = seq
            )))
        }
        (EntryInput::Play(_), None) => {
            return Err(Refusal::new(crate::msg!(
                "engine-entry-without-state",
                seq = seq
            )))
        }
        (EntryInput::Play(input), Some(state)) => {
            let mut ctx = Ctx {
                now_ms: at_ms,
                dice,
            };
            let applied = game.apply(state, input, &mut ctx)?;
            dice = ctx.dice;
            (applied.state, applied.events)
        }
    };
    let outcome = game.outcome(&state);
    Ok(EntryApplied {
        state,
        events,
        rolls: dice.into_rolls(),
        outcome,
    })
}
