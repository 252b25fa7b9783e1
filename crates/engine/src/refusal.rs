use std::fmt;

/// Why an order, option or command was refused. It names the offending word and lists what would have
/// been accepted, because that is what the player reads. A refused action never changes a match.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Refusal {
    /// The word of the input that was wrong, if one word was.
    pub token: Option<String>,
    /// What was wrong, in one sentence.
    pub reason: String,
    /// What would have been accepted in its place (possibly truncated for long lists).
    pub accepted: Vec<String>,
}

impl Refusal {
    pub fn new(reason: impl Into<String>) -> Self {
        Refusal {
            token: None,
            reason: reason.into(),
            accepted: Vec::new(),
        }
    }

    /// A refusal about one word of the input.
    pub fn at(token: impl Into<String>, reason: impl Into<String>) -> Self {
        Refusal {
            token: Some(token.into()),
            reason: reason.into(),
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
}

/// Lists longer than this are cut in messages; the full list is still in `accepted`.
const SHOWN: usize = 24;

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.token {
            Some(token) => write!(f, "`{token}`: {}", self.reason)?,
            None => write!(f, "{}", self.reason)?,
        }
        if !self.accepted.is_empty() {
            let shown: Vec<&str> = self
                .accepted
                .iter()
                .take(SHOWN)
                .map(String::as_str)
                .collect();
            write!(f, ". Accepted: {}", shown.join(", "))?;
            if self.accepted.len() > SHOWN {
                write!(f, ", ... ({} in all)", self.accepted.len())?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_names_the_token_and_the_alternatives() {
        let r = Refusal::at("jump", "unknown action").accepting(["move", "wall"]);
        assert_eq!(
            r.to_string(),
            "`jump`: unknown action. Accepted: move, wall"
        );
        let many = Refusal::new("no").accepting((0..30).map(|i| i.to_string()));
        assert!(many.to_string().ends_with("... (30 in all)"));
    }
}
