//! Checks JSON against the schemas of Discord's own OpenAPI 3.1 description. A small validator for the
//! keywords that file uses (type, properties, required, additionalProperties, items, oneOf, anyOf,
//! allOf, $ref, enum, const, lengths, bounds, pattern): the `jsonschema` crate would triple the test
//! build time on this machine for the same answers.

use regex::Regex;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

pub struct Spec {
    doc: Value,
    /// Path templates split into segments; `None` is a `{parameter}`.
    templates: Vec<(String, Vec<Option<String>>)>,
    patterns: Mutex<HashMap<String, Regex>>,
}

/// Discord's description, vendored beside this file (`SOURCE.md` says from where). Compiled in, so a
/// test binary reads nothing outside the repository, wherever it is cloned or run.
const OPENAPI_JSON: &str = include_str!("openapi.json");

/// The spec, parsed once per test binary.
pub fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let doc: Value = serde_json::from_str(OPENAPI_JSON).expect("openapi.json is JSON");
        let templates = doc["paths"]
            .as_object()
            .expect("paths")
            .keys()
            .map(|t| {
                let segs = t
                    .trim_start_matches('/')
                    .split('/')
                    .map(|s| (!s.starts_with('{')).then(|| s.to_string()))
                    .collect();
                (t.clone(), segs)
            })
            .collect();
        Spec {
            doc,
            templates,
            patterns: Mutex::new(HashMap::new()),
        }
    })
}

/// Which part of an operation to check.
pub enum Part<'a> {
    Request { content_type: &'a str },
    Response { status: u16 },
}

impl Spec {
    /// The spec's path template for a concrete path (without `/api/v10`); the most literal one wins,
    /// so `/users/@me/channels` beats `/users/{user_id}/...`.
    pub fn route(&self, path: &str) -> Option<&str> {
        let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        self.templates
            .iter()
            .filter(|(_, t)| {
                t.len() == segs.len()
                    && t.iter()
                        .zip(&segs)
                        .all(|(t, s)| t.as_deref().is_none_or(|t| t == *s))
            })
            .max_by_key(|(_, t)| t.iter().filter(|s| s.is_some()).count())
            .map(|(name, _)| name.as_str())
    }

    pub fn has_method(&self, route: &str, method: &str) -> bool {
        self.doc["paths"][route][method.to_ascii_lowercase()].is_object()
    }

    /// The schema for a request body or a response, if the spec gives one.
    pub fn schema(&self, route: &str, method: &str, part: Part) -> Option<&Value> {
        let op = &self.doc["paths"][route][method.to_ascii_lowercase()];
        let schema = match part {
            Part::Request { content_type } => {
                let media = content_type.split(';').next().unwrap_or("").trim();
                &op["requestBody"]["content"][media]["schema"]
            }
            Part::Response { status } => {
                &op["responses"][status.to_string()]["content"]["application/json"]["schema"]
            }
        };
        (!schema.is_null()).then_some(schema)
    }

    /// Ok, or the JSON path of the first violation and why.
    pub fn validate(&self, schema: &Value, value: &Value) -> Result<(), String> {
        self.check(schema, value, "$")
    }

    fn resolve<'a>(&'a self, schema: &'a Value) -> &'a Value {
        let mut s = schema;
        while let Some(r) = s.get("$ref").and_then(Value::as_str) {
            let name = r.trim_start_matches("#/components/schemas/");
            s = &self.doc["components"]["schemas"][name];
        }
        s
    }

    fn check(&self, schema: &Value, v: &Value, at: &str) -> Result<(), String> {
        // Discord reads a snowflake sent as a JSON integer (serenity numbers new attachments 0, 1, ...);
        // the spec only describes the string form.
        if schema.get("$ref").and_then(Value::as_str) == Some("#/components/schemas/SnowflakeType")
            && v.is_u64()
        {
            return Ok(());
        }
        let schema = self.resolve(schema);
        if let Some(types) = schema.get("type") {
            let ok = match types {
                Value::String(t) => type_ok(t, v),
                Value::Array(ts) => ts.iter().filter_map(Value::as_str).any(|t| type_ok(t, v)),
                _ => true,
            };
            if !ok {
                return Err(format!("{at}: {v} is not of type {types}"));
            }
        }
        if let Some(c) = schema.get("const") {
            if !same(c, v) {
                return Err(format!("{at}: {v} is not {c}"));
            }
        }
        if let Some(Value::Array(options)) = schema.get("enum") {
            if !options.iter().any(|o| same(o, v)) {
                return Err(format!(
                    "{at}: {v} is not one of {}",
                    Value::Array(options.clone())
                ));
            }
        }
        for all in schema
            .get("allOf")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            self.check(all, v, at)?;
        }
        if let Some(Value::Array(any)) = schema.get("anyOf") {
            let errors: Vec<String> = any
                .iter()
                .filter_map(|s| self.check(s, v, at).err())
                .collect();
            if errors.len() == any.len() {
                return Err(format!(
                    "{at}: matches none of anyOf: [{}]",
                    errors.join(" | ")
                ));
            }
        }
        if let Some(Value::Array(one)) = schema.get("oneOf") {
            let results: Vec<Result<(), String>> =
                one.iter().map(|s| self.check(s, v, at)).collect();
            let matched = results.iter().filter(|r| r.is_ok()).count();
            if matched != 1 {
                let errors: Vec<String> = results.into_iter().filter_map(Result::err).collect();
                return Err(format!(
                    "{at}: matches {matched} of oneOf (exactly one needed): [{}]",
                    errors.join(" | ")
                ));
            }
        }
        match v {
            Value::Object(map) => {
                let props = schema.get("properties").and_then(Value::as_object);
                for req in schema
                    .get("required")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                {
                    let key = req.as_str().unwrap_or_default();
                    if !map.contains_key(key) {
                        return Err(format!("{at}: required property `{key}` is missing"));
                    }
                }
                if let Some(max) = schema.get("maxProperties").and_then(Value::as_u64) {
                    if map.len() as u64 > max {
                        return Err(format!("{at}: more than {max} properties"));
                    }
                }
                for (k, item) in map {
                    let here = format!("{at}.{k}");
                    match props.and_then(|p| p.get(k)) {
                        Some(s) => self.check(s, item, &here)?,
                        None => match schema.get("additionalProperties") {
                            Some(Value::Bool(false)) => {
                                return Err(format!("{here}: property not allowed here"))
                            }
                            Some(s @ Value::Object(_)) => self.check(s, item, &here)?,
                            _ => {}
                        },
                    }
                }
            }
            Value::Array(items) => {
                if let Some(min) = schema.get("minItems").and_then(Value::as_u64) {
                    if (items.len() as u64) < min {
                        return Err(format!("{at}: fewer than {min} items"));
                    }
                }
                if let Some(max) = schema.get("maxItems").and_then(Value::as_u64) {
                    if items.len() as u64 > max {
                        return Err(format!("{at}: more than {max} items"));
                    }
                }
                if let Some(s) = schema.get("items") {
                    for (i, item) in items.iter().enumerate() {
                        self.check(s, item, &format!("{at}[{i}]"))?;
                    }
                }
            }
            Value::String(text) => {
                let len = text.chars().count() as u64;
                if let Some(max) = schema.get("maxLength").and_then(Value::as_u64) {
                    if len > max {
                        return Err(format!("{at}: longer than {max} characters ({len})"));
                    }
                }
                if let Some(min) = schema.get("minLength").and_then(Value::as_u64) {
                    if len < min {
                        return Err(format!("{at}: shorter than {min} characters"));
                    }
                }
                if let Some(p) = schema.get("pattern").and_then(Value::as_str) {
                    let mut cache = self.patterns.lock().unwrap();
                    let re = cache
                        .entry(p.to_string())
                        .or_insert_with(|| Regex::new(p).expect("spec pattern"));
                    if !re.is_match(text) {
                        return Err(format!("{at}: {text:?} does not match {p}"));
                    }
                }
            }
            Value::Number(n) => {
                let x = n.as_f64().unwrap_or(0.0);
                if let Some(min) = schema.get("minimum").and_then(Value::as_f64) {
                    if x < min {
                        return Err(format!("{at}: {n} is below {min}"));
                    }
                }
                if let Some(max) = schema.get("maximum").and_then(Value::as_f64) {
                    if x > max {
                        return Err(format!("{at}: {n} is above {max}"));
                    }
                }
                if schema.get("format").and_then(Value::as_str) == Some("int32")
                    && !(i32::MIN as f64..=i32::MAX as f64).contains(&x)
                {
                    return Err(format!("{at}: {n} is not an int32"));
                }
            }
            _ => {}
        }
        Ok(())
    }
}

fn type_ok(t: &str, v: &Value) -> bool {
    match t {
        "null" => v.is_null(),
        "boolean" => v.is_boolean(),
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "number" => v.is_number(),
        "integer" => v.is_i64() || v.is_u64() || v.as_f64().is_some_and(|f| f.fract() == 0.0),
        _ => true,
    }
}

/// JSON equality where 1 and 1.0 are the same number.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        _ => a == b,
    }
}
