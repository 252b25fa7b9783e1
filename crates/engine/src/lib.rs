//! The contract every korona ruleset implements, and the pieces all of them share.
//!
//! Nothing here does I/O or knows about Discord, SQL or pixels: the store, the service, the renderer
//! and the Discord layer depend on this crate, never the other way round.

pub mod dice;
pub mod erased;
pub mod event;
pub mod info;
pub mod input;
pub mod outcome;
pub mod refusal;
pub mod ruleset;
pub mod scene;
pub mod seat;
pub mod seed;
pub mod selfplay;
pub mod waiting;

pub use dice::Dice;
pub use erased::{DynState, Game};
pub use event::{Audience, Event};
pub use info::{BotLevel, GameInfo};
pub use input::{Ctx, Input};
pub use outcome::Outcome;
pub use refusal::Refusal;
pub use ruleset::{Applied, Budget, Ruleset};
pub use scene::Scene;
pub use seat::{Seat, Viewer};
pub use seed::MatchSeed;
pub use waiting::{Awaiting, Wait, WaitKind};
