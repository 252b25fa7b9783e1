use crate::choice::Choice;
use crate::dice::Dice;
use crate::event::Event;
use crate::info::{BotLevel, GameInfo};
use crate::input::{Ctx, Input, TakeBack};
use crate::message::Message;
use crate::options::{Chosen, OptionSet};
use crate::outcome::Outcome;
use crate::refusal::Refusal;
use crate::scene::Scene;
use crate::seat::{Seat, Viewer};
use crate::waiting::Awaiting;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use std::time::Instant;

/// How many orders [`Ruleset::suggested`] offers by default.
pub const SUGGESTED: usize = 6;

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
    /// What one viewer may see of a state: secrets are stripped when it is built, in
    /// [`Ruleset::view`], and the text, the scene and the JSON are all made from it, so none of
    /// them can leak what the view left out.
    type View: Serialize;

    fn info(&self) -> GameInfo;

    /// The match options, declared once: the engine parses `key=value` pairs and presets with it.
    fn option_set(&self) -> OptionSet {
        OptionSet::EMPTY
    }

    /// The game's typed options from the parsed values (checks across several options go here).
    fn configure(&self, chosen: &Chosen) -> Result<Self::Options, Refusal>;

    /// Typed options from `key=value` pairs of a create command, through [`Ruleset::option_set`].
    /// Provided: a game declares its options and never parses them by hand.
    fn options(&self, pairs: &[(String, String)]) -> Result<Self::Options, Refusal> {
        self.configure(&self.option_set().parse(pairs)?)
    }

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

    /// The state as `viewer` may see it, secrets stripped. The JSON of `show --json` is this
    /// view serialized.
    fn view(&self, state: &Self::State, viewer: Viewer) -> Self::View;

    /// A short text picture of a view, for terminal replies, its words in `lang` (the board's
    /// letters stay as the game parses them).
    fn view_text_in(&self, view: &Self::View, lang: crate::Lang) -> String;

    /// [`Ruleset::view_text_in`] in English.
    fn view_text(&self, view: &Self::View) -> String {
        self.view_text_in(view, crate::Lang::En)
    }

    /// What `seat` has left to spend in its turn now, in a few words ("4 energy points", "12
    /// gold"), for the card that answers each order; `None` where the game counts nothing per turn.
    fn left(&self, _state: &Self::State, _seat: Seat) -> Option<Message> {
        None
    }

    /// The current phase as players read it, from the game's catalog, so it follows a match's
    /// language. [`Awaiting::phase`] stays what it is: the English fallback, and the token a stale
    /// button is checked against. Default: none (the fallback is shown).
    fn phase_label(&self, _state: &Self::State) -> Option<Message> {
        None
    }

    /// What [`Input::TakeBack`] would do for `seat` now, if its rules allow taking anything back
    /// before the phase resolves; `None` (the default) where they do not. `apply` must accept the
    /// input exactly when this says `Some`.
    fn take_back(&self, _state: &Self::State, _seat: Seat) -> Option<TakeBack> {
        None
    }

    /// Why `seat` may take nothing back now, when [`Ruleset::take_back`] says `None`: what a player
    /// reads after Undo ("your turn ended itself", "orders are final"). Default: the general rule.
    fn take_back_refused(&self, _state: &Self::State, _seat: Seat) -> Refusal {
        Refusal::take_back_not_here()
    }

    /// The standing settings `seat` may give now: orders that hold until changed (how a seat
    /// takes losses, say), kept out of [`Ruleset::legal`] so the turn's menu holds only the turn's
    /// orders. A label may mark the settings in force. Default: none.
    fn settings(&self, _state: &Self::State, _seat: Seat) -> Vec<Choice> {
        Vec::new()
    }

    /// What to draw for a view.
    fn view_scene(&self, view: &Self::View) -> Scene;

    /// The view as JSON. Provided, like `describe` and `scene`: they go through [`Ruleset::view`]
    /// and a game does not override them.
    fn view_json(&self, state: &Self::State, viewer: Viewer) -> serde_json::Value {
        serde_json::to_value(self.view(state, viewer)).expect("views serialize")
    }

    /// The text picture of what `viewer` may see.
    fn describe(&self, state: &Self::State, viewer: Viewer) -> String {
        self.view_text(&self.view(state, viewer))
    }

    /// The text picture of what `viewer` may see, its words in `lang`.
    fn describe_in(&self, state: &Self::State, viewer: Viewer, lang: crate::Lang) -> String {
        self.view_text_in(&self.view(state, viewer), lang)
    }

    /// The scene of what `viewer` may see.
    fn scene(&self, state: &Self::State, viewer: Viewer) -> Scene {
        self.view_scene(&self.view(state, viewer))
    }

    /// Orders `seat` could legally give now, for menus, autocomplete and bots that sample.
    fn legal(&self, state: &Self::State, seat: Seat) -> Vec<Choice>;

    /// A few orders that make sense for `seat` now, the most useful first: what a new player's first
    /// card offers instead of every legal order (oligarchs' movement has hundreds). Each must be
    /// legal. Default: the first [`SUGGESTED`] of [`Ruleset::legal`].
    fn suggested(&self, state: &Self::State, seat: Seat) -> Vec<Choice> {
        let mut legal = self.legal(state, seat);
        legal.truncate(SUGGESTED);
        legal
    }

    /// The built-in bot's choice for `seat`, which must be legal. The default plays a legal order
    /// drawn at random with the bot's dice: enough for a new game to be played by bots from its
    /// first day; a game overrides it with a better player.
    fn bot(
        &self,
        state: &Self::State,
        seat: Seat,
        level: BotLevel,
        dice: &mut Dice,
        budget: Budget,
    ) -> Self::Action {
        let _ = (level, budget);
        let legal = self.legal(state, seat);
        assert!(
            !legal.is_empty(),
            "{}: a bot was asked to act for {seat} with no legal order",
            self.info().id
        );
        let text = &legal[dice.pick(legal.len())].text;
        self.parse(state, seat, text).unwrap_or_else(|r| {
            panic!(
                "{}: legal order `{text}` does not parse: {r}",
                self.info().id
            )
        })
    }

    /// The kinds of order the game's text language has: the first word of each order (for a game
    /// whose action is an order set, of each order in it). `korona bench health` lists the kinds
    /// the bots never gave, so a kind a bot cannot use shows up. Default: none declared.
    fn order_kinds(&self) -> &'static [&'static str] {
        &[]
    }

    /// Order kinds of [`order_kinds`] that the game's bots never give, each with the reason (one
    /// English sentence for the bench's reader, not a player): `korona bench health` prints them
    /// with the reason and leaves them out of its unused count. For a kind that no bot can
    /// sensibly use, not one a better bot would. Default: none.
    ///
    /// [`order_kinds`]: Ruleset::order_kinds
    fn kinds_bots_leave(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// The option sets `korona bench health` plays besides the defaults (`key=value` pairs): the
    /// game types whose order kinds the default game lacks, so every kind in [`order_kinds`] can
    /// be given by a bot somewhere. Default: the default options only.
    ///
    /// [`order_kinds`]: Ruleset::order_kinds
    fn health_variants(&self) -> &'static [&'static [(&'static str, &'static str)]] {
        &[&[]]
    }

    /// Whether a finished match was decided by its turn or round limit (a count of territory,
    /// castles or tax at the cap) rather than by reaching a goal. Health checks count such an end
    /// as not decisive even when it names a winner. Default: no game limit.
    fn ended_at_limit(&self, state: &Self::State) -> bool {
        let _ = state;
        false
    }

    /// The static maps this game's scenes refer to by id (`RegionBoard::map_id`). The renderer draws
    /// each once into a cached base image and region mask.
    fn static_maps(&self) -> Vec<crate::scene::StaticMap> {
        Vec::new()
    }

    /// Exact odds of a proposed battle, for games that have battles. The query is the game's own text
    /// (for oligarchs: `open attacker=2C,3I defender=3I,2A attacker-lord=C`); the answer is JSON.
    fn odds(&self, query: &str) -> Result<serde_json::Value, Refusal> {
        let _ = query;
        Err(Refusal::new(crate::msg!(
            "engine-no-battle-odds",
            game = self.info().name
        )))
    }

    /// This game's English messages, a Fluent catalog (`include_str!("locales/en.ftl")`): the words
    /// of its refusals, events and outcomes. Ids start with the game's id so games never collide.
    fn messages(&self) -> &'static str {
        ""
    }

    /// This game's Hungarian catalog (`include_str!("locales/hu.ftl")`): the same ids with the same
    /// placeholders as [`Ruleset::messages`]; a test fails where they differ.
    fn hungarian(&self) -> &'static str {
        ""
    }

    /// The player's guide in `lang`, what `/rules` shows: a title, the goal and how to win, the first
    /// turn and the orders, then topics headed `## [topic] Title` (the same topic ids in every
    /// language). Plain Markdown a chat can show: no tables, no code blocks, no file names. Lives in
    /// the game's folder (`guide/<lang>.md`). Default: none (a test game).
    fn guide(&self, lang: crate::Lang) -> &'static str {
        let _ = lang;
        ""
    }

    /// [`Ruleset::view_scene`] with its title, panels and legend in `lang`. Default: the English
    /// scene, for a game that has not given its pictures words in other languages yet.
    fn view_scene_in(&self, view: &Self::View, lang: crate::Lang) -> Scene {
        let _ = lang;
        self.view_scene(view)
    }

    /// The scene of what `viewer` may see, its words in `lang`.
    fn scene_in(&self, state: &Self::State, viewer: Viewer, lang: crate::Lang) -> Scene {
        self.view_scene_in(&self.view(state, viewer), lang)
    }

    /// Top-level fields of the state's JSON that its hash leaves out (every log entry keeps the
    /// hash; `verify` compares it). Default: none, the hash covers the whole state. A ruleset may
    /// leave out what only draws the picture, so that logs written before such a field existed
    /// still verify. A list of names rather than a `Value` to edit: the hash is written straight
    /// from the state ([`crate::canonical`]), without building the state's JSON tree each order.
    fn hash_leaves_out(&self) -> &'static [&'static str] {
        &[]
    }

    /// Checks what must hold in every state the rules produce (caps, conservation, ownership...),
    /// naming the first thing that does not. `before` is the state the entry started from (`None`
    /// for the setup), so a game can also check what an entry may change: whether a change was a
    /// player's choice or a loss, that units were not made from nothing. Tests call it after every
    /// entry of seeded matches; the rules never do, so it may be thorough. Default: nothing to check.
    fn check_invariants(
        &self,
        before: Option<&Self::State>,
        after: &Self::State,
    ) -> Result<(), String> {
        let _ = (before, after);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seed::MatchSeed;
    use crate::waiting::{Deadline, Wait, WaitKind};
    use std::collections::BTreeSet;

    /// Take 1-3 from a pile; whoever takes the last wins. It declares no bot of its own.
    struct Pile;

    impl Ruleset for Pile {
        type Options = ();
        type State = u32;
        type Action = u32;
        type View = u32;

        fn info(&self) -> GameInfo {
            GameInfo {
                id: "pile",
                name: "Pile",
                min_seats: 2,
                max_seats: 2,
                words: Default::default(),
                summary: "take 1-3",
            }
        }
        fn configure(&self, _: &Chosen) -> Result<(), Refusal> {
            Ok(())
        }
        fn setup(&self, _: &(), _: u8, _: &mut Dice) -> Result<u32, Refusal> {
            Ok(10)
        }
        fn awaiting(&self, _: &u32) -> Awaiting {
            Awaiting {
                phase: "take".into(),
                waits: vec![Wait {
                    seat: Seat(0),
                    kind: WaitKind::Turn,
                    done: false,
                }],
                deadline: Deadline::Phase,
            }
        }
        fn parse(&self, n: &u32, _: Seat, text: &str) -> Result<u32, Refusal> {
            let k: u32 = text
                .trim_start_matches("take ")
                .parse()
                .map_err(|_| Refusal::at(text, crate::msg!("legacy", text = "take 1-3")))?;
            (1..=3.min(*n))
                .contains(&k)
                .then_some(k)
                .ok_or_else(|| Refusal::at(text, crate::msg!("legacy", text = "take 1-3")))
        }
        fn format(&self, _: &u32, k: &u32) -> String {
            format!("take {k}")
        }
        fn apply(&self, n: &u32, input: &Input<u32>, _: &mut Ctx) -> Result<Applied<u32>, Refusal> {
            let k = match input {
                Input::Order { action, .. } => *action,
                _ => 1,
            };
            Ok(Applied {
                state: n - k,
                events: vec![],
            })
        }
        fn outcome(&self, _: &u32) -> Option<Outcome> {
            None
        }
        fn view(&self, n: &u32, _: Viewer) -> u32 {
            *n
        }
        fn view_text_in(&self, n: &u32, _: crate::Lang) -> String {
            n.to_string()
        }
        fn view_scene(&self, _: &u32) -> Scene {
            Scene::default()
        }
        fn legal(&self, n: &u32, _: Seat) -> Vec<Choice> {
            (1..=3.min(*n))
                .map(|k| Choice::order(format!("take {k}")))
                .collect()
        }
    }

    #[test]
    fn the_default_bot_plays_a_random_legal_order_repeatably() {
        let seed = MatchSeed::from_number(9);
        let mut seen = BTreeSet::new();
        for seq in 0..40 {
            let pick = |seq| {
                let mut dice = Dice::for_bot(&seed, seq, 0);
                Pile.bot(&2, Seat(0), BotLevel::Easy, &mut dice, Budget::nodes(1))
            };
            let k = pick(seq);
            assert!(
                k == 1 || k == 2,
                "only `take 1` and `take 2` are legal from 2, got {k}"
            );
            assert_eq!(pick(seq), k, "the same dice choose the same order");
            seen.insert(k);
        }
        assert_eq!(seen.len(), 2, "every legal order is drawn sometimes");
    }
}
