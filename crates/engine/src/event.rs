use crate::seat::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Something that happened when an input was applied, and who may learn of it now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub audience: Audience,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone, spectators included: posted in the match channel.
    Public,
    /// One seat alone (its sealed bid, its private order confirmation, its hidden setup).
    Seat(Seat),
}

impl Event {
    pub fn public(text: impl Into<String>) -> Self {
        Event {
            audience: Audience::Public,
            text: text.into(),
        }
    }

    pub fn private(seat: Seat, text: impl Into<String>) -> Self {
        Event {
            audience: Audience::Seat(seat),
            text: text.into(),
        }
    }

    pub fn visible_to(&self, viewer: Viewer) -> bool {
        match self.audience {
            Audience::Public => true,
            Audience::Seat(seat) => viewer.sees_private_of(seat),
        }
    }
}
