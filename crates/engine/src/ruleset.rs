use crate::choice::Choice;
use crate::dice::Dice;
use crate::event::Event;
use crate::info::{BotLevel, GameInfo};
use crate::input::{Ctx, Input};
use crate::outcome::Outcome;
use crate::refusal::Refusal;
use crate::scene::Scene;
use crate::seat::{Seat, Viewer};
use crate::waiting::Awaiting;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use std::time::Instant;

/// The new state and what happened, after an input was accepted.
pub struct Applied<S> {
    pub state: S,
    pub events: Vec<Event>,
}

/// How long a bot may think. `nodes` keeps a search repeatable (demos and tests must replay byte for
/// byte); `until` is a wall-clock cut-off that only chess-clocked live games set.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub nodes: u64,
    pub until: Option<Instant>,
}

impl Budget {
    pub fn nodes(nodes: u64) -> Self {
        Budget { nodes, until: None }
    }

    pub fn exhausted(&self, spent: u64) -> bool {
        spent >= self.nodes || self.until.is_some_and(|t| Instant::now() >= t)
    }
}

/// A game's rules. Everything is pure: an input either yields a new state and events, or a [`Refusal`]
/// that leaves the state untouched (the caller still holds it). States must serialize canonically
/// (ordered maps only) because the log stores a hash of every state.
pub trait Ruleset: Send + Sync + 'static {
    type Options: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    type State: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    fn info(&self) -> GameInfo;

    /// Checks `key=value` options from a create command.
    fn options(&self, pairs: &[(String, String)]) -> Result<Self::Options, Refusal>;

    /// The starting position for `seats` players, drawing from the match's setup dice.
    fn setup(
        &self,
        options: &Self::Options,
        seats: u8,
        dice: &mut Dice,
    ) -> Result<Self::State, Refusal>;

    fn awaiting(&self, state: &Self::State) -> Awaiting;

    /// Reads one order in the game's text language, for `seat`, against the current state.
    fn parse(&self, state: &Self::State, seat: Seat, text: &str) -> Result<Self::Action, Refusal>;

    /// The canonical text of an action: `parse(format(a)) == a`.
    fn format(&self, state: &Self::State, action: &Self::Action) -> String;

    /// Validates and applies an input.
    fn apply(
        &self,
        state: &Self::State,
        input: &Input<Self::Action>,
        ctx: &mut Ctx,
    ) -> Result<Applied<Self::State>, Refusal>;

    fn outcome(&self, state: &Self::State) -> Option<Outcome>;

    /// The state as `viewer` may see it, secrets stripped.
    fn view(&self, state: &Self::State, viewer: Viewer) -> serde_json::Value;

    /// A short text picture of the position for terminal replies.
    fn describe(&self, state: &Self::State, viewer: Viewer) -> String;

    /// What to draw for `viewer`.
    fn scene(&self, state: &Self::State, viewer: Viewer) -> Scene;

    /// Orders `seat` could legally give now, for menus, autocomplete and bots that sample.
    fn legal(&self, state: &Self::State, seat: Seat) -> Vec<Choice>;

    /// The built-in bot's choice for `seat`, which must be legal.
    fn bot(
        &self,
        state: &Self::State,
        seat: Seat,
        level: BotLevel,
        dice: &mut Dice,
        budget: Budget,
    ) -> Self::Action;

    /// The static maps this game's scenes refer to by id (`RegionBoard::map_id`). The renderer draws
    /// each once into a cached base image and region mask.
    fn static_maps(&self) -> Vec<crate::scene::StaticMap> {
        Vec::new()
    }

    /// Exact odds of a proposed battle, for games that have battles. The query is the game's own text
    /// (for oligarchs: `open attacker=2C,3I defender=3I,2A attacker-lord=C`); the answer is JSON.
    fn odds(&self, query: &str) -> Result<serde_json::Value, Refusal> {
        let _ = query;
        Err(Refusal::new(format!(
            "{} has no battle odds",
            self.info().name
        )))
    }
}
