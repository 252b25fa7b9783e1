//! korona: long asynchronous strategy board-game matches, hosted in Discord.
//!
//! This package is the `korona` binary: the command line, the wiring of the parts (a store, the
//! painters and a clock handed to the service, the service handed to a front-end) and the
//! benchmarks. The parts are crates whose borders the compiler holds (docs/architecture.md):
//! `korona-store` (the only SQL), `korona-service` (what a user can do), `korona-discord` and
//! `korona-terminal` (front-ends on the service), over `korona-engine`, `korona-games` and
//! `korona-render`. They are re-exported under their short names for the binary and the tests.

pub mod cli;
pub mod paint;

pub use korona_discord as discord;
pub use korona_service as service;
pub use korona_service::{verify, words};
pub use korona_store as store;
pub use korona_terminal as terminal;
