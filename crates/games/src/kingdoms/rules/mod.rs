//! The rules by topic: checking an order set, and the resolution of a round, one module a step in
//! the order `resolve` runs them.

pub mod battle;
pub mod builds;
pub mod capture;
pub mod cargo;
pub mod check;
pub mod marching;
pub mod movement;
pub mod payment;
pub mod resolve;
pub mod spells;
pub mod upkeep;
