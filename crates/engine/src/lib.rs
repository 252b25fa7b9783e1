//! The contract every korona ruleset implements, and the pieces all of them share.
//!
//! Nothing here does I/O or knows about Discord, SQL or pixels: the store, the service, the renderer
//! and the Discord layer depend on this crate, never the other way round.

pub mod canonical;
pub mod catalog;
mod catalogs;
pub mod choice;
pub mod dice;
pub mod entry;
pub mod erased;
pub mod event;
pub mod info;
pub mod input;
pub mod lang;
pub mod message;
pub mod options;
pub mod outcome;
pub mod refusal;
pub mod ruleset;
pub mod scene;
pub mod sealed;
pub mod seat;
pub mod seat_marks;
pub mod seed;
pub mod selfplay;
pub mod waiting;

pub use catalog::{Catalog, CatalogError};
pub use catalogs::Catalogs;
pub use choice::Choice;
pub use dice::Dice;
pub use entry::{apply_entry, EntryApplied, EntryInput};
pub use erased::{DynState, Game};
pub use event::{Audience, Event};
pub use info::{BotLevel, GameInfo, Shortcut, Words};
pub use input::{Ctx, Input, TakeBack};
pub use lang::Lang;
pub use message::{Arg, Message};
pub use options::{Chosen, OptionDef, OptionSet, Preset, Values};
pub use outcome::Outcome;
pub use refusal::Refusal;
pub use ruleset::{Applied, Budget, Ruleset, SUGGESTED};
pub use scene::Scene;
pub use sealed::{Sealed, Submitted};
pub use seat::{Seat, Viewer};
pub use seed::MatchSeed;
pub use waiting::{Awaiting, Wait, WaitKind};
