use korona_engine::Choice;
use std::sync::Arc;

/// Where a reply goes. Front-ends map these onto their own channels: a public post in the match
/// channel, an ephemeral answer to the caller, a direct message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum To {
    /// Everyone in the match channel.
    Public { channel: String },
    /// Only the caller (ephemeral).
    Caller,
    /// A direct message to a user.
    Dm { user: String },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    Text(String),
    /// The orders the caller could give now, typed for menus and autocomplete; `text` lists them for
    /// front-ends that only print.
    Choices {
        text: String,
        choices: Vec<Choice>,
        /// The phase they are legal in ([`phase_token`](super::phase_token)): a menu built from them
        /// sends its pick as [`Command::InPhase`](super::Command::InPhase).
        phase: String,
    },
    /// An accepted order's confirmation. `end_turn`: the caller's turn goes on and ending it is legal
    /// now (a front-end may offer it as a button that sends `Command::EndTurn`).
    Accepted {
        text: String,
        end_turn: bool,
        /// The phase the order was given in ([`phase_token`](super::phase_token)), for the button.
        phase: String,
    },
    /// A rendered map; `caption` is the short report that goes with it.
    Image {
        name: String,
        png: Arc<Vec<u8>>,
        caption: String,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub to: To,
    pub body: Body,
}

impl Reply {
    pub fn caller(text: impl Into<String>) -> Self {
        Reply {
            to: To::Caller,
            body: Body::Text(text.into()),
        }
    }

    pub fn public(channel: &str, text: impl Into<String>) -> Self {
        Reply {
            to: To::Public {
                channel: channel.to_string(),
            },
            body: Body::Text(text.into()),
        }
    }

    pub fn dm(user: &str, text: impl Into<String>) -> Self {
        Reply {
            to: To::Dm {
                user: user.to_string(),
            },
            body: Body::Text(text.into()),
        }
    }

    pub fn text(&self) -> &str {
        match &self.body {
            Body::Text(t) | Body::Choices { text: t, .. } | Body::Accepted { text: t, .. } => t,
            Body::Image { caption, .. } => caption,
        }
    }

    /// The typed choices of a `Legal` answer (empty for any other reply).
    pub fn choices(&self) -> &[Choice] {
        match &self.body {
            Body::Choices { choices, .. } => choices,
            _ => &[],
        }
    }

    /// The phase token an order's confirmation or a list of legal orders was made in.
    pub fn phase(&self) -> Option<&str> {
        match &self.body {
            Body::Accepted { phase, .. } | Body::Choices { phase, .. } => Some(phase),
            _ => None,
        }
    }

    /// Whether this is an order's confirmation that offers to end the turn.
    pub fn offers_end_turn(&self) -> bool {
        matches!(self.body, Body::Accepted { end_turn: true, .. })
    }

    pub fn is_public(&self) -> bool {
        matches!(self.to, To::Public { .. })
    }
}
