//! Oligarchs 1301: six provincial lords fight over Hungary (spec: shared/rules/oligarchs-1301.md).

pub mod map;
pub mod names;
pub mod army;
pub mod battle;
pub mod odds;
