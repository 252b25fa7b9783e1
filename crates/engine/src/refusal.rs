use crate::message::Message;
use std::fmt;

/// Why an order, option or command was refused. It names the offending word and lists what would have
/// been accepted, because that is what the player reads. A refused action never changes a match.
/// The words come from a [`Catalog`](crate::catalog::Catalog); `Display` is for logs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Refusal {
    /// The word of the input that was wrong, if one word was.
    pub token: Option<String>,
    /// What was wrong, in one sentence once rendered.
    pub message: Message,
    /// What would have been accepted in its place (possibly truncated for long lists).
    pub accepted: Vec<String>,
}

impl Refusal {
    /// The refusal of [`crate::Input::TakeBack`] where the game's rules allow none.
    pub fn take_back_not_here() -> Self {
        Refusal::new(crate::msg!("engine-take-back-not-here"))
    }

    pub fn new(message: Message) -> Self {
        Refusal {
            token: None,
            message,
            accepted: Vec::new(),
        }
    }

    /// A refusal about one word of the input. A word longer than [`MAX_TOKEN`] characters is
    /// quoted cut, so a refusal never echoes a wall of input back into a chat.
    pub fn at(token: impl Into<String>, message: Message) -> Self {
        let token: String = token.into();
        let token = if token.chars().count() > MAX_TOKEN {
            let mut cut: String = token.chars().take(MAX_TOKEN).collect();
            cut.push('…');
            cut
        } else {
            token
        };
        Refusal {
            token: Some(token),
            message,
            accepted: Vec::new(),
        }
    }

    pub fn accepting<I, S>(mut self, accepted: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.accepted = accepted.into_iter().map(Into::into).collect();
        self
    }

    /// The whole refusal as one message of the engine's catalog, wrapping the rule's own: the bad
    /// word, what was wrong, what would have been accepted (a long list cut after [`SHOWN`]).
    pub fn to_message(&self) -> Message {
        let mut m = self.message.clone();
        if let Some(token) = &self.token {
            m = Message::new("refusal-token")
                .arg("token", token.as_str())
                .arg("reason", m);
        }
        if !self.accepted.is_empty() {
            let n = self.accepted.len().min(SHOWN);
            let list = self.accepted[..n].join(", ");
            m = if self.accepted.len() > SHOWN {
                Message::new("refusal-accepted-cut")
                    .arg("count", self.accepted.len())
                    .arg("list", list)
                    .arg("reason", m)
            } else {
                Message::new("refusal-accepted")
                    .arg("list", list)
                    .arg("reason", m)
            };
        }
        m
    }

    /// The message id, which is what tests and callers match on.
    pub fn id(&self) -> &str {
        &self.message.id
    }
}

/// The longest word a refusal quotes.
pub const MAX_TOKEN: usize = 50;

/// Lists longer than this are cut in messages; the full list is still in `accepted`.
pub const SHOWN: usize = 24;

/// The id and arguments, for logs and panics; players read [`Catalog::refusal`](crate::catalog::Catalog::refusal).
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(token) = &self.token {
            write!(f, "`{token}`: ")?;
        }
        write!(f, "{}", self.message)?;
        if !self.accepted.is_empty() {
            let n = self.accepted.len().min(SHOWN);
            write!(f, " [accepted: {}", self.accepted[..n].join(", "))?;
            if self.accepted.len() > SHOWN {
                write!(f, ", ... ({} in all)", self.accepted.len())?;
            }
            write!(f, "]")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg;

    #[test]
    fn log_line_names_the_token_the_id_and_the_alternatives() {
        let r = Refusal::at("jump", msg!("test-unknown-action", n = 2)).accepting(["move", "wall"]);
        assert_eq!(
            r.to_string(),
            "`jump`: test-unknown-action(n=2) [accepted: move, wall]"
        );
        assert_eq!(r.id(), "test-unknown-action");
        let long = Refusal::at("x".repeat(5000), msg!("no"));
        assert_eq!(long.token.unwrap().chars().count(), MAX_TOKEN + 1);
        let many = Refusal::new(msg!("no")).accepting((0..30).map(|i| i.to_string()));
        assert!(many.to_string().ends_with("... (30 in all)]"));
    }
}
