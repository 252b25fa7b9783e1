use crate::message::Message;
use crate::seat::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Something that happened when an input was applied, and who may learn of it now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Stored")]
pub struct Event {
    pub audience: Audience,
    pub message: Message,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone, spectators included: posted in the match channel.
    Public,
    /// One seat alone (its sealed bid, its private order confirmation, its hidden setup).
    Seat(Seat),
}

/// An event as logs hold it: today's typed message, or the English text that earlier versions stored,
/// which must still load and show.
#[derive(Deserialize)]
#[serde(untagged)]
enum Stored {
    Typed {
        audience: Audience,
        message: Message,
    },
    Legacy {
        audience: Audience,
        text: String,
    },
}

impl From<Stored> for Event {
    fn from(s: Stored) -> Self {
        match s {
            Stored::Typed { audience, message } => Event { audience, message },
            Stored::Legacy { audience, text } => Event {
                audience,
                message: Message::legacy(text),
            },
        }
    }
}

impl Event {
    pub fn public(message: Message) -> Self {
        Event {
            audience: Audience::Public,
            message,
        }
    }

    pub fn private(seat: Seat, message: Message) -> Self {
        Event {
            audience: Audience::Seat(seat),
            message,
        }
    }

    /// The message id, which is what tests and callers match on.
    pub fn id(&self) -> &str {
        &self.message.id
    }

    pub fn visible_to(&self, viewer: Viewer) -> bool {
        match self.audience {
            Audience::Public => true,
            Audience::Seat(seat) => viewer.sees_private_of(seat),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg;

    #[test]
    fn events_round_trip_and_legacy_text_still_loads() {
        let e = Event::private(Seat(2), msg!("test-bid", n = 4));
        let json = serde_json::to_string(&e).unwrap();
        assert_eq!(
            json,
            r#"{"audience":{"Seat":2},"message":{"id":"test-bid","args":{"n":4}}}"#
        );
        assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), e);
        let old: Event =
            serde_json::from_str(r#"{"audience":"Public","text":"year 2 begins"}"#).unwrap();
        assert_eq!(old.audience, Audience::Public);
        assert_eq!(old.message, Message::legacy("year 2 begins"));
    }
}
