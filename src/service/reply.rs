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
            Body::Text(t) => t,
            Body::Image { caption, .. } => caption,
        }
    }

    pub fn is_public(&self) -> bool {
        matches!(self.to, To::Public { .. })
    }
}
