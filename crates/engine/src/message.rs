//! What a rule says to a person, as data: a message id and its arguments. The words themselves live in
//! Fluent catalogs (`locales/<lang>.ftl`) and are produced by a [`Catalog`](crate::catalog::Catalog) in
//! one place, so that a language can be added without touching a rule.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// A Fluent message id (such as `oligarchs-move-not-adjacent`) with named arguments. Arguments are kept
/// in a sorted map so that the same message always serializes to the same JSON (the log is hashed).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Stored")]
pub struct Message {
    pub id: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// A message as stored: typed, or the plain English that earlier versions stored in its place (an
/// outcome's reason), which must still load and show.
#[derive(Deserialize)]
#[serde(untagged)]
enum Stored {
    Typed {
        id: String,
        #[serde(default)]
        args: BTreeMap<String, Arg>,
    },
    Legacy(String),
}

impl From<Stored> for Message {
    fn from(s: Stored) -> Self {
        match s {
            Stored::Typed { id, args } => Message { id, args },
            Stored::Legacy(text) => Message::legacy(text),
        }
    }
}

/// One argument of a message. Numbers stay numbers so that a catalog can choose a plural form.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Number(i64),
    Text(String),
    /// A message rendered in the same language and inserted as text (a reason inside a sentence).
    Message(Box<Message>),
}

/// The id of text stored before messages were typed; its one argument `text` is shown as it is.
pub const LEGACY: &str = "legacy";

impl Message {
    pub fn new(id: impl Into<String>) -> Self {
        Message {
            id: id.into(),
            args: BTreeMap::new(),
        }
    }

    /// Adds (or replaces) the argument `name`.
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args.insert(name.to_string(), value.into());
        self
    }

    /// Text that was stored as words before ids existed, shown as it is in every language.
    pub fn legacy(text: impl Into<String>) -> Self {
        Message::new(LEGACY).arg("text", text.into())
    }

    pub fn text_arg(&self, name: &str) -> Option<&str> {
        match self.args.get(name) {
            Some(Arg::Text(t)) => Some(t),
            _ => None,
        }
    }

    pub fn number_arg(&self, name: &str) -> Option<i64> {
        match self.args.get(name) {
            Some(Arg::Number(n)) => Some(*n),
            _ => None,
        }
    }
}

/// `id(name=value, ...)`: for logs and panics, never for players (they read a catalog's words).
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.id)?;
        if !self.args.is_empty() {
            let args: Vec<String> = self.args.iter().map(|(k, v)| format!("{k}={v}")).collect();
            write!(f, "({})", args.join(", "))?;
        }
        Ok(())
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Number(n) => write!(f, "{n}"),
            Arg::Text(t) => write!(f, "{t:?}"),
            Arg::Message(m) => write!(f, "{m}"),
        }
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Self {
        Arg::Message(Box::new(m))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, i8, i16, i32, i64, usize);

macro_rules! borrowed_args {
    ($($t:ty),*) => {$(
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Self {
                Arg::from(*n)
            }
        }
    )*};
}
borrowed_args!(u8, u16, u32, u64, i8, i16, i32, i64, usize, char);

impl From<char> for Arg {
    fn from(c: char) -> Self {
        Arg::Text(c.to_string())
    }
}

impl From<u64> for Arg {
    /// Numbers beyond `i64` (seeds, hashes) are shown as text rather than wrapped.
    fn from(n: u64) -> Self {
        i64::try_from(n).map_or_else(|_| Arg::Text(n.to_string()), Arg::Number)
    }
}

/// `msg!("id", name = value, ...)`: a [`Message`] with its arguments, for rules that say something.
#[macro_export]
macro_rules! msg {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::message::Message::new($id)$(.arg(stringify!($name), $value))*
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_is_canonical_and_round_trips() {
        let a = msg!("x-y", zeta = 2, alpha = "a", inner = msg!("z", n = 1u64));
        let b = Message::new("x-y")
            .arg("inner", Message::new("z").arg("n", 1))
            .arg("alpha", "a")
            .arg("zeta", 2);
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(json, serde_json::to_string(&b).unwrap());
        assert_eq!(
            json,
            r#"{"id":"x-y","args":{"alpha":"a","inner":{"id":"z","args":{"n":1}},"zeta":2}}"#
        );
        assert_eq!(serde_json::from_str::<Message>(&json).unwrap(), a);
        assert_eq!(
            serde_json::to_string(&Message::new("bare")).unwrap(),
            r#"{"id":"bare"}"#
        );
    }

    #[test]
    fn plain_text_stored_by_earlier_versions_loads_as_legacy() {
        let m: Message = serde_json::from_str(r#""holds 4 castles""#).unwrap();
        assert_eq!(m, Message::legacy("holds 4 castles"));
        assert_eq!(m.text_arg("text"), Some("holds 4 castles"));
    }

    #[test]
    fn display_names_the_id_and_arguments_for_logs() {
        assert_eq!(
            msg!("a-b", n = 3, w = "x").to_string(),
            r#"a-b(n=3, w="x")"#
        );
        assert_eq!(Message::new("a").to_string(), "a");
    }

    #[test]
    fn huge_numbers_stay_exact_as_text() {
        assert_eq!(Arg::from(u64::MAX), Arg::Text(u64::MAX.to_string()));
        assert_eq!(Arg::from(7u64), Arg::Number(7));
    }
}
