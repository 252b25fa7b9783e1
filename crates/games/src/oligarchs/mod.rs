//! Oligarchs 1301: six provincial lords fight over Hungary (spec: docs/rules/oligarchs.md).
//! One concept per file; [`game::Oligarchs`] is the ruleset.

pub mod army;
pub mod battle;
pub mod battle_order;
pub mod bot;
mod bot_advance;
pub mod bot_bids;
pub mod bot_gifts;
mod bot_lord;
mod bot_steps;
pub mod combat;
pub mod defeat;
pub mod drawing;
pub mod election;
pub mod events;
pub mod extra_step;
pub mod field_garrison;
pub mod game;
pub mod income;
pub mod invariants;
pub mod legal_steps;
pub mod map;
pub mod movement;
pub mod names;
pub mod odds;
pub mod odds_query;
pub mod options;
pub mod orders;
pub mod pieces;
pub mod recruit;
pub mod roll_off;
pub mod sale;
pub mod scene;
mod seat_order;
pub mod settings;
pub mod setup;
pub mod state;
pub mod trace;
pub mod victory;
pub mod view;
pub mod withdrawal;
pub mod words;
pub mod year;

pub use game::Oligarchs;
