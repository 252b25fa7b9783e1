//! The one place where messages become words: a [`Catalog`] holds the Fluent catalogs of one language
//! (the engine's own, each game's, the front-end's) and renders [`Message`]s, [`Refusal`]s and
//! [`Event`]s in it.

use crate::event::Event;
use crate::lang::Lang;
use crate::message::{Arg, Message};
use crate::refusal::Refusal;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeSet, HashMap};

/// The engine's own English messages: how a refusal is put together, legacy text.
pub const ENGINE_EN: &str = include_str!("locales/en.ftl");
/// The same in Hungarian.
pub const ENGINE_HU: &str = include_str!("locales/hu.ftl");

/// The engine's catalog in `lang`.
pub fn engine_messages(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ENGINE_EN,
        Lang::Hu => ENGINE_HU,
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum CatalogError {
    #[error("`{lang}` is not a language tag")]
    Language { lang: String },
    #[error("a catalog does not parse: {0}")]
    Syntax(String),
    #[error("message `{0}` is defined twice")]
    Duplicate(String),
    #[error("no message `{0}`")]
    Missing(String),
    #[error("message `{id}` does not render: {detail}")]
    Render { id: String, detail: String },
    #[error("message `{id}` is given `{arg}`, which it never shows")]
    Unused { id: String, arg: String },
}

/// Every message of one language. Shared read-only by the whole service (the bundle is the
/// thread-safe kind); nothing in it changes after it is built.
pub struct Catalog {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// Each message's variables, to check in strict mode that no argument is given for nothing.
    variables: HashMap<String, BTreeSet<String>>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Catalog({} messages)", self.variables.len())
    }
}

impl Catalog {
    /// A catalog of `lang` from Fluent sources; an id defined twice is an error, so two games cannot
    /// silently shadow each other's words.
    pub fn new(lang: &str, sources: &[&str]) -> Result<Self, CatalogError> {
        let language = Lang::parse(lang).unwrap_or_default();
        let langid: unic_langid::LanguageIdentifier =
            lang.parse().map_err(|_| CatalogError::Language {
                lang: lang.to_string(),
            })?;
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // Isolation marks keep right-to-left text apart; in our left-to-right chat they are only
        // invisible characters that would break copying an order from a message.
        bundle.set_use_isolating(false);
        bundle
            .add_function("SEAT", crate::seat_marks::seat_function)
            .map_err(|e| CatalogError::Syntax(format!("{e:?}")))?;
        let mut variables = HashMap::new();
        for source in sources {
            let resource = FluentResource::try_new(source.to_string())
                .map_err(|(_, errors)| CatalogError::Syntax(format!("{errors:?}")))?;
            for entry in resource.entries() {
                if let ast::Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern_variables(p, &mut vars);
                    }
                    if variables.insert(m.id.name.to_string(), vars).is_some() {
                        return Err(CatalogError::Duplicate(m.id.name.to_string()));
                    }
                }
            }
            bundle
                .add_resource(resource)
                .map_err(|e| CatalogError::Syntax(format!("{e:?}")))?;
        }
        Ok(Catalog {
            lang: language,
            bundle,
            variables,
        })
    }

    /// English: the engine's messages plus `sources` (games, front-ends).
    pub fn english(sources: &[&str]) -> Result<Self, CatalogError> {
        Catalog::of(Lang::En, sources)
    }

    /// `lang`: the engine's messages in it plus `sources` (games, front-ends, in the same language).
    pub fn of(lang: Lang, sources: &[&str]) -> Result<Self, CatalogError> {
        let mut all = vec![engine_messages(lang)];
        all.extend_from_slice(sources);
        Catalog::new(lang.tag(), &all)
    }

    /// The language its words are in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn has(&self, id: &str) -> bool {
        self.variables.contains_key(id)
    }

    /// The variables message `id` shows, or `None` when there is no such message.
    pub fn variables(&self, id: &str) -> Option<&BTreeSet<String>> {
        self.variables.get(id)
    }

    /// Every message id, sorted.
    pub fn ids(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = self.variables.keys().map(String::as_str).collect();
        ids.sort_unstable();
        ids
    }

    /// The words of `message`. A missing message or argument never hides what happened: it shows the
    /// id and arguments instead (and [`Catalog::check`] is what tests use to forbid that). Seats are
    /// called by the catalog's phrase for them ("Player 2").
    pub fn render(&self, message: &Message) -> String {
        self.render_named(message, &|_| None)
    }

    /// [`Catalog::render`], with each seat that `name` knows shown as that name in place of the
    /// catalog's phrase for it (see [`crate::seat_marks`]).
    pub fn render_named(&self, message: &Message, name: &dyn Fn(u8) -> Option<String>) -> String {
        let text = self
            .format(message, false)
            .unwrap_or_else(|_| message.to_string());
        if crate::seat_marks::kept() {
            text
        } else {
            self.name_seats(&text, name)
        }
    }

    /// `text`, rendered while [`crate::seat_marks::keeping`], with its seats named by `name` or
    /// called by this catalog's phrases.
    pub fn name_seats(&self, text: &str, name: &dyn Fn(u8) -> Option<String>) -> String {
        crate::seat_marks::resolve(text, name, &|seat, form| {
            crate::seat_marks::form_message(form)
                .and_then(|id| self.format(&Message::new(id).arg("seat", seat), false).ok())
                .unwrap_or_else(|| seat.to_string())
        })
    }

    /// Renders strictly: an unknown id, a missing argument, an argument the message never shows or a
    /// seat form without a phrase is an error.
    pub fn check(&self, message: &Message) -> Result<String, CatalogError> {
        let text = self.format(message, true)?;
        if let Some(form) = crate::seat_marks::unknown_forms(&text).first() {
            return Err(CatalogError::Render {
                id: message.id.clone(),
                detail: format!("no seat form `{form}`"),
            });
        }
        Ok(self.name_seats(&text, &|_| None))
    }

    /// A refusal as the player reads it: the bad word, what was wrong, what would have been accepted.
    pub fn refusal(&self, refusal: &Refusal) -> String {
        self.render(&refusal.to_message())
    }

    /// [`Catalog::refusal`], strictly.
    pub fn check_refusal(&self, refusal: &Refusal) -> Result<String, CatalogError> {
        self.check(&refusal.to_message())
    }

    pub fn event(&self, event: &Event) -> String {
        self.render(&event.message)
    }

    fn format(&self, message: &Message, strict: bool) -> Result<String, CatalogError> {
        let id = &message.id;
        let pattern = self
            .bundle
            .get_message(id)
            .and_then(|m| m.value())
            .ok_or_else(|| CatalogError::Missing(id.clone()))?;
        if strict {
            let known = &self.variables[id.as_str()];
            if let Some(arg) = message.args.keys().find(|a| !known.contains(*a)) {
                return Err(CatalogError::Unused {
                    id: id.clone(),
                    arg: arg.clone(),
                });
            }
        }
        let mut args = FluentArgs::new();
        for (name, arg) in &message.args {
            let value = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Text(t) => FluentValue::from(t.as_str()),
                Arg::Message(inner) => FluentValue::from(self.format(inner, strict)?),
            };
            args.set(name.as_str(), value);
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            return Err(CatalogError::Render {
                id: id.clone(),
                detail: format!("{errors:?}"),
            });
        }
        Ok(text.into_owned())
    }
}

fn pattern_variables(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => inline_variables(i, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg;
    use crate::seat::Seat;

    const TEST: &str = "\
test-unknown-action = unknown action
test-moves = { $n ->
    [one] one step
   *[other] { $n } steps
} from { $from }
";

    fn catalog() -> Catalog {
        Catalog::english(&[TEST]).unwrap()
    }

    #[test]
    fn refusal_reads_as_before_messages_were_typed() {
        let c = catalog();
        let r = Refusal::at("jump", msg!("test-unknown-action")).accepting(["move", "wall"]);
        assert_eq!(
            c.refusal(&r),
            "`jump`: unknown action. Accepted: move, wall"
        );
        let many =
            Refusal::new(msg!("test-unknown-action")).accepting((0..30).map(|i| i.to_string()));
        assert!(c.refusal(&many).ends_with(", 23, ... (30 in all)"));
        assert_eq!(c.check_refusal(&many).unwrap(), c.refusal(&many));
    }

    #[test]
    fn plurals_and_numbers_need_no_isolation_marks() {
        let c = catalog();
        assert_eq!(
            c.render(&msg!("test-moves", n = 1, from = "Buda")),
            "one step from Buda"
        );
        assert_eq!(
            c.render(&msg!("test-moves", n = 12, from = "Pest")),
            "12 steps from Pest"
        );
        let e = Event::private(Seat(1), msg!("test-moves", n = 3, from = "x"));
        assert_eq!(c.event(&e), "3 steps from x");
        assert_eq!(
            c.render(&Message::legacy("as it was {really}")),
            "as it was {really}"
        );
    }

    #[test]
    fn strict_mode_refuses_unknown_ids_missing_and_unused_arguments() {
        let c = catalog();
        assert_eq!(
            c.check(&msg!("nope")),
            Err(CatalogError::Missing("nope".into()))
        );
        assert!(matches!(
            c.check(&msg!("test-moves", n = 2)),
            Err(CatalogError::Render { .. })
        ));
        assert_eq!(
            c.check(&msg!("test-unknown-action", extra = 1)),
            Err(CatalogError::Unused {
                id: "test-unknown-action".into(),
                arg: "extra".into()
            })
        );
        // Lenient rendering still shows what happened.
        assert_eq!(c.render(&msg!("nope", n = 1)), "nope(n=1)");
    }

    #[test]
    fn an_id_defined_twice_is_refused() {
        assert_eq!(
            Catalog::english(&[TEST, "test-unknown-action = again"]).unwrap_err(),
            CatalogError::Duplicate("test-unknown-action".into())
        );
        assert!(Catalog::english(&["= broken"]).is_err());
    }
}
