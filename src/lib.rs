//! korona: long asynchronous strategy board-game matches, hosted in Discord.
//!
//! Layers: games and the engine contract live in the `korona-engine` and
//! `korona-games` crates; this crate adds storage, the transport-agnostic service, and front-ends.

pub mod cli;
pub mod discord;
pub mod paint;
pub mod service;
pub mod store;
pub mod terminal;
pub mod verify;
pub mod words;
