//! Type erasure over [`Ruleset`], so that the service, store and front-ends can hold any game behind one
//! `&dyn Game` taken from the registry. Actions cross this boundary as JSON (the form the log stores);
//! states stay typed inside a box.

use crate::choice::Choice;
use crate::dice::Dice;
use crate::event::Event;
use crate::info::{BotLevel, GameInfo};
use crate::input::{Ctx, Input, TakeBack};
use crate::message::Message;
use crate::options::OptionSet;
use crate::outcome::Outcome;
use crate::refusal::Refusal;
use crate::ruleset::{Budget, Ruleset};
use crate::scene::Scene;
use crate::seat::{Seat, Viewer};
use crate::waiting::Awaiting;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::any::Any;

/// A game's state behind the erased interface.
pub struct DynState(Box<dyn Any + Send + Sync>);

impl DynState {
    pub fn downcast<S: 'static>(&self) -> Option<&S> {
        self.0.downcast_ref()
    }
}

impl std::fmt::Debug for DynState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DynState")
    }
}

/// One accepted input's result, erased.
pub struct DynApplied {
    pub state: DynState,
    pub events: Vec<Event>,
}

pub trait Game: Send + Sync {
    fn info(&self) -> GameInfo;
    /// The declared options: help text and the list front-ends offer.
    fn option_set(&self) -> OptionSet;
    /// Parses `key=value` pairs (and presets) into the game's options, as stored with the match.
    fn options(&self, pairs: &[(String, String)]) -> Result<Value, Refusal>;
    fn setup(&self, options: &Value, seats: u8, dice: &mut Dice) -> Result<DynState, Refusal>;
    fn awaiting(&self, state: &DynState) -> Awaiting;
    /// Text to the action's JSON form, as the log stores it.
    fn parse(&self, state: &DynState, seat: Seat, text: &str) -> Result<Value, Refusal>;
    fn format(&self, state: &DynState, action: &Value) -> String;
    fn apply(
        &self,
        state: &DynState,
        input: &Input<Value>,
        ctx: &mut Ctx,
    ) -> Result<DynApplied, Refusal>;
    fn outcome(&self, state: &DynState) -> Option<Outcome>;
    /// The viewer's view as JSON. This, `describe` and `scene` are each made from the game's one
    /// view of the state for `viewer`, never from the state itself.
    fn view(&self, state: &DynState, viewer: Viewer) -> Value;
    fn describe(&self, state: &DynState, viewer: Viewer) -> String;
    /// [`Game::describe`] with its words in `lang` (see [`Ruleset::view_text_in`]).
    fn describe_in(&self, state: &DynState, viewer: Viewer, lang: crate::Lang) -> String;
    /// See [`Ruleset::left`].
    fn left(&self, state: &DynState, seat: Seat) -> Option<Message>;
    /// See [`Ruleset::take_back`].
    fn take_back(&self, state: &DynState, seat: Seat) -> Option<TakeBack>;
    /// See [`Ruleset::take_back_refused`].
    fn take_back_refused(&self, state: &DynState, seat: Seat) -> Refusal;
    /// See [`Ruleset::phase_label`].
    fn phase_label(&self, state: &DynState) -> Option<Message>;
    /// See [`Ruleset::settings`].
    fn settings(&self, state: &DynState, seat: Seat) -> Vec<Choice>;
    fn scene(&self, state: &DynState, viewer: Viewer) -> Scene;
    fn legal(&self, state: &DynState, seat: Seat) -> Vec<Choice>;
    /// See [`Ruleset::suggested`].
    fn suggested(&self, state: &DynState, seat: Seat) -> Vec<Choice>;
    fn bot(
        &self,
        state: &DynState,
        seat: Seat,
        level: BotLevel,
        dice: &mut Dice,
        budget: Budget,
    ) -> Value;
    fn odds(&self, query: &str) -> Result<Value, Refusal>;
    /// See [`Ruleset::order_kinds`].
    fn order_kinds(&self) -> &'static [&'static str];
    /// See [`Ruleset::kinds_bots_leave`].
    fn kinds_bots_leave(&self) -> &'static [(&'static str, &'static str)];
    /// See [`Ruleset::health_variants`].
    fn health_variants(&self) -> &'static [&'static [(&'static str, &'static str)]];
    /// See [`Ruleset::ended_at_limit`].
    fn ended_at_limit(&self, state: &DynState) -> bool;
    fn static_maps(&self) -> Vec<crate::scene::StaticMap>;
    /// The game's English Fluent catalog (see [`Ruleset::messages`]).
    fn messages(&self) -> &'static str;
    /// The game's Hungarian catalog (see [`Ruleset::hungarian`]).
    fn hungarian(&self) -> &'static str;
    /// The player's guide in `lang` (see [`Ruleset::guide`]); empty when the game has none.
    fn guide(&self, lang: crate::Lang) -> &'static str;
    /// The catalog of `lang`.
    fn messages_in(&self, lang: crate::Lang) -> &'static str {
        match lang {
            crate::Lang::En => self.messages(),
            crate::Lang::Hu => self.hungarian(),
        }
    }
    /// The scene with its words in `lang` (see [`Ruleset::scene_in`]).
    fn scene_in(&self, state: &DynState, viewer: Viewer, lang: crate::Lang) -> Scene;
    /// [`Game::scene_in`] with each seat that `name` knows shown by that name.
    fn named_scene_in(
        &self,
        state: &DynState,
        viewer: Viewer,
        lang: crate::Lang,
        name: &dyn Fn(u8) -> Option<String>,
    ) -> Scene {
        let mut scene = crate::seat_marks::keeping(|| self.scene_in(state, viewer, lang));
        scene.name_seats(lang, name);
        scene
    }
    /// [`Game::describe_in`] with each seat that `name` knows shown by that name.
    fn named_describe_in(
        &self,
        state: &DynState,
        viewer: Viewer,
        lang: crate::Lang,
        name: &dyn Fn(u8) -> Option<String>,
    ) -> String {
        let text = crate::seat_marks::keeping(|| self.describe_in(state, viewer, lang));
        crate::seat_marks::phrases(lang).name_seats(&text, name)
    }
    /// What must hold in every state (see [`Ruleset::check_invariants`]).
    fn check_invariants(&self, before: Option<&DynState>, after: &DynState) -> Result<(), String>;
    /// A copy of a state (a test keeps the state before an entry to check the entry's change).
    fn clone_state(&self, state: &DynState) -> DynState;
    fn state_to_json(&self, state: &DynState) -> Value;
    fn state_from_json(&self, json: &Value) -> Result<DynState, String>;
    /// SHA-256 of the state's canonical JSON: the log stores it for every entry so `verify` can compare.
    fn state_hash(&self, state: &DynState) -> String {
        hex::encode(Sha256::digest(
            self.state_to_json(state).to_string().as_bytes(),
        ))
    }
    /// [`Game::state_hash`] the way every stored hash was made, through a `serde_json::Value`: tests
    /// check that the direct writer gives the same hash.
    #[doc(hidden)]
    fn state_hash_via_value(&self, state: &DynState) -> String {
        self.state_hash(state)
    }
}

/// The bytes a state's hash covers, through a `serde_json::Value`: how every stored hash was made,
/// and the path for a state [`crate::canonical`] does not write (it gives the same bytes otherwise).
pub fn hashed_json<T: serde::Serialize>(state: &T, left_out: &[&str]) -> Vec<u8> {
    let mut json = serde_json::to_value(state).expect("states serialize");
    if let Some(fields) = json.as_object_mut() {
        for f in left_out {
            fields.remove(*f);
        }
    }
    json.to_string().into_bytes()
}

/// Wraps a ruleset so that it can sit in the registry.
pub struct Erased<R>(pub R);

impl<R: Ruleset> Erased<R> {
    fn typed<'a>(&self, state: &'a DynState) -> &'a R::State {
        state
            .downcast::<R::State>()
            .expect("a state handed to the game that created it")
    }

    fn action(&self, json: &Value) -> Result<R::Action, Refusal> {
        serde_json::from_value(json.clone()).map_err(|e| {
            Refusal::new(crate::msg!(
                "engine-action-undecodable",
                error = e.to_string()
            ))
        })
    }
}

impl<R: Ruleset> Game for Erased<R> {
    fn info(&self) -> GameInfo {
        self.0.info()
    }

    fn option_set(&self) -> OptionSet {
        self.0.option_set()
    }

    fn options(&self, pairs: &[(String, String)]) -> Result<Value, Refusal> {
        let options = self.0.options(pairs)?;
        Ok(serde_json::to_value(options).expect("options serialize"))
    }

    fn setup(&self, options: &Value, seats: u8, dice: &mut Dice) -> Result<DynState, Refusal> {
        let options: R::Options = serde_json::from_value(options.clone()).map_err(|e| {
            Refusal::new(crate::msg!(
                "engine-options-undecodable",
                error = e.to_string()
            ))
        })?;
        Ok(DynState(Box::new(self.0.setup(&options, seats, dice)?)))
    }

    fn awaiting(&self, state: &DynState) -> Awaiting {
        self.0.awaiting(self.typed(state))
    }

    fn parse(&self, state: &DynState, seat: Seat, text: &str) -> Result<Value, Refusal> {
        let action = self.0.parse(self.typed(state), seat, text)?;
        Ok(serde_json::to_value(action).expect("actions serialize"))
    }

    fn format(&self, state: &DynState, action: &Value) -> String {
        match self.action(action) {
            Ok(a) => self.0.format(self.typed(state), &a),
            Err(_) => action.to_string(),
        }
    }

    fn apply(
        &self,
        state: &DynState,
        input: &Input<Value>,
        ctx: &mut Ctx,
    ) -> Result<DynApplied, Refusal> {
        let input = match input {
            Input::Order { seat, action } => Input::Order {
                seat: *seat,
                action: self.action(action)?,
            },
            Input::Deadline => Input::Deadline,
            Input::Resign { seat } => Input::Resign { seat: *seat },
            Input::TakeBack { seat } => {
                // Refused here for every game alike, so a game's `apply` sees only take-backs
                // its rules allow.
                if self.0.take_back(self.typed(state), *seat).is_none() {
                    return Err(Refusal::take_back_not_here());
                }
                Input::TakeBack { seat: *seat }
            }
        };
        let applied = self.0.apply(self.typed(state), &input, ctx)?;
        Ok(DynApplied {
            state: DynState(Box::new(applied.state)),
            events: applied.events,
        })
    }

    fn outcome(&self, state: &DynState) -> Option<Outcome> {
        self.0.outcome(self.typed(state))
    }

    fn view(&self, state: &DynState, viewer: Viewer) -> Value {
        self.0.view_json(self.typed(state), viewer)
    }

    fn describe(&self, state: &DynState, viewer: Viewer) -> String {
        self.0.describe(self.typed(state), viewer)
    }

    fn describe_in(&self, state: &DynState, viewer: Viewer, lang: crate::Lang) -> String {
        self.0.describe_in(self.typed(state), viewer, lang)
    }

    fn left(&self, state: &DynState, seat: Seat) -> Option<Message> {
        self.0.left(self.typed(state), seat)
    }

    fn take_back(&self, state: &DynState, seat: Seat) -> Option<TakeBack> {
        self.0.take_back(self.typed(state), seat)
    }

    fn take_back_refused(&self, state: &DynState, seat: Seat) -> Refusal {
        self.0.take_back_refused(self.typed(state), seat)
    }

    fn phase_label(&self, state: &DynState) -> Option<Message> {
        // A finished match is "over" in every game, as `Awaiting::over` says.
        if self.0.outcome(self.typed(state)).is_some() {
            return Some(crate::msg!("engine-phase-over"));
        }
        self.0.phase_label(self.typed(state))
    }

    fn settings(&self, state: &DynState, seat: Seat) -> Vec<Choice> {
        self.0.settings(self.typed(state), seat)
    }

    fn scene(&self, state: &DynState, viewer: Viewer) -> Scene {
        self.0.scene(self.typed(state), viewer)
    }

    fn legal(&self, state: &DynState, seat: Seat) -> Vec<Choice> {
        self.0.legal(self.typed(state), seat)
    }

    fn suggested(&self, state: &DynState, seat: Seat) -> Vec<Choice> {
        self.0.suggested(self.typed(state), seat)
    }

    fn bot(
        &self,
        state: &DynState,
        seat: Seat,
        level: BotLevel,
        dice: &mut Dice,
        budget: Budget,
    ) -> Value {
        let action = self.0.bot(self.typed(state), seat, level, dice, budget);
        serde_json::to_value(action).expect("actions serialize")
    }

    fn odds(&self, query: &str) -> Result<Value, Refusal> {
        self.0.odds(query)
    }

    fn order_kinds(&self) -> &'static [&'static str] {
        self.0.order_kinds()
    }

    fn kinds_bots_leave(&self) -> &'static [(&'static str, &'static str)] {
        self.0.kinds_bots_leave()
    }

    fn health_variants(&self) -> &'static [&'static [(&'static str, &'static str)]] {
        self.0.health_variants()
    }

    fn ended_at_limit(&self, state: &DynState) -> bool {
        self.0.ended_at_limit(self.typed(state))
    }

    fn static_maps(&self) -> Vec<crate::scene::StaticMap> {
        self.0.static_maps()
    }

    fn messages(&self) -> &'static str {
        self.0.messages()
    }

    fn hungarian(&self) -> &'static str {
        self.0.hungarian()
    }

    fn guide(&self, lang: crate::Lang) -> &'static str {
        self.0.guide(lang)
    }

    fn scene_in(&self, state: &DynState, viewer: Viewer, lang: crate::Lang) -> Scene {
        self.0.scene_in(self.typed(state), viewer, lang)
    }

    fn check_invariants(&self, before: Option<&DynState>, after: &DynState) -> Result<(), String> {
        self.0
            .check_invariants(before.map(|s| self.typed(s)), self.typed(after))
    }

    fn clone_state(&self, state: &DynState) -> DynState {
        DynState(Box::new(self.typed(state).clone()))
    }

    fn state_to_json(&self, state: &DynState) -> Value {
        serde_json::to_value(self.typed(state)).expect("states serialize")
    }

    fn state_hash(&self, state: &DynState) -> String {
        let state = self.typed(state);
        let left_out = self.0.hash_leaves_out();
        crate::canonical::sha256_hex(state, left_out)
            .unwrap_or_else(|| hex::encode(Sha256::digest(hashed_json(state, left_out))))
    }

    fn state_hash_via_value(&self, state: &DynState) -> String {
        let json = hashed_json(self.typed(state), self.0.hash_leaves_out());
        hex::encode(Sha256::digest(json))
    }

    fn state_from_json(&self, json: &Value) -> Result<DynState, String> {
        let state: R::State = serde_json::from_value(json.clone()).map_err(|e| e.to_string())?;
        Ok(DynState(Box::new(state)))
    }
}
