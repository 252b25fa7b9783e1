use crate::Message;
use serde::{Deserialize, Serialize};

/// One order a seat could give now, as every front-end offers it: `label` is what a person reads in a
/// menu or a suggestion list, `text` is the canonical order text that is submitted when it is picked
/// (`parse(text)` accepts it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub label: String,
    pub text: String,
    /// The label in words of a language, as a catalog message: front-ends put it into `label` in
    /// the reader's language ([`Choice::worded`]). `None` where the label is order text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub says: Option<Message>,
}

impl Choice {
    pub fn new(label: impl Into<String>, text: impl Into<String>) -> Self {
        Choice {
            label: label.into(),
            text: text.into(),
            says: None,
        }
    }

    /// A choice whose label is its order text: right for orders that already read well.
    pub fn order(text: impl Into<String>) -> Self {
        let text = text.into();
        Choice {
            label: text.clone(),
            text,
            says: None,
        }
    }

    /// A choice labelled in words ("a random valid homeland"): `label` holds the order text until
    /// a front-end renders `says` in its reader's language.
    pub fn said(says: Message, text: impl Into<String>) -> Self {
        let text = text.into();
        Choice {
            label: text.clone(),
            text,
            says: Some(says),
        }
    }

    /// This choice with its label in the language of `render` (a catalog's render).
    pub fn worded(mut self, render: impl Fn(&Message) -> String) -> Self {
        if let Some(says) = &self.says {
            self.label = render(says);
        }
        self
    }

    /// Whether the label or the order text starts with `prefix`, ignoring case: what a person typing
    /// into an autocomplete box or narrowing a menu expects.
    pub fn starts_with(&self, prefix: &str) -> bool {
        let prefix = prefix.trim().to_lowercase();
        self.text.to_lowercase().starts_with(&prefix)
            || self.label.to_lowercase().starts_with(&prefix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prefix_matches_the_label_or_the_text_in_any_case() {
        let c = Choice::new("Move the rook to a5", "move a1 a5");
        assert!(c.starts_with("MOVE A1"));
        assert!(c.starts_with("move the"));
        assert!(!c.starts_with("pass"));
        assert_eq!(Choice::order("end").label, "end");
    }
}
