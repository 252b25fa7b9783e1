//! The rules by topic: checking an order set, battles, movement, and the resolution of a round.

pub mod battle;
pub mod check;
pub mod movement;
pub mod resolve;
pub mod spells;
