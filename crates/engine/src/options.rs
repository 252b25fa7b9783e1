//! Match options declared once, as data: the same declaration is the `create` command's parser, its
//! help text and the list front-ends offer. A game names its options and presets here and turns the
//! parsed [`Chosen`] values into its own typed options; it never parses `key=value` text itself.

use crate::info::OptionInfo;
use crate::refusal::Refusal;
use std::collections::BTreeMap;

/// Every option of a game and its named presets.
#[derive(Clone, Copy, Debug)]
pub struct OptionSet {
    pub options: &'static [OptionDef],
    /// Named bundles of settings. An option marked [`OptionDef::selects_preset`] applies the preset
    /// named by its value before the other pairs, so `variant=adv` means "the adv preset".
    pub presets: &'static [Preset],
}

#[derive(Clone, Copy, Debug)]
pub struct OptionDef {
    pub key: &'static str,
    /// Other spellings of the key (`inc` for `increment`).
    pub aliases: &'static [&'static str],
    /// The catalog id of a line saying what the option does (`<game>-option-<key>`), so that
    /// front-ends show it in the reader's language; the key and values stay as users type them.
    pub help: &'static str,
    pub values: Values,
    /// The canonical value used when neither a preset nor the caller sets it.
    pub default: &'static str,
    /// Choosing a value of this option first applies the preset of the same name.
    pub selects_preset: bool,
}

/// What an option accepts.
#[derive(Clone, Copy, Debug)]
pub enum Values {
    /// `on`/`off` (also `true`/`false`, `yes`/`no`, `1`/`0`).
    OnOff,
    /// One of a fixed list: each value with its other spellings.
    OneOf(&'static [Value]),
    /// A whole number in `min..=max`; an optional unit suffix is ignored (`3s`).
    Range {
        min: i64,
        max: i64,
        suffix: &'static str,
    },
}

#[derive(Clone, Copy, Debug)]
pub struct Value {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
}

impl Value {
    pub const fn new(name: &'static str) -> Self {
        Value { name, aliases: &[] }
    }

    pub const fn with_aliases(name: &'static str, aliases: &'static [&'static str]) -> Self {
        Value { name, aliases }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Preset {
    pub name: &'static str,
    /// The catalog id of what the preset plays with (`<game>-preset-<name>`).
    pub help: &'static str,
    /// `(key, canonical value)` pairs; keys not named keep their defaults.
    pub settings: &'static [(&'static str, &'static str)],
}

/// The canonical value of every option of a set after defaults, presets and the caller's pairs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen(BTreeMap<&'static str, String>);

/// `preset=<name>` picks a named preset in any game that declares presets.
pub const PRESET_KEY: &str = "preset";

const ON: [&str; 4] = ["on", "true", "yes", "1"];
const OFF: [&str; 4] = ["off", "false", "no", "0"];

impl Chosen {
    /// The canonical value of `key`. Panics on a key the set does not declare: that is a bug in the
    /// game, not bad input.
    pub fn text(&self, key: &str) -> &str {
        self.0
            .get(key)
            .unwrap_or_else(|| panic!("option `{key}` is not declared"))
    }

    pub fn on(&self, key: &str) -> bool {
        self.text(key) == "on"
    }

    pub fn number(&self, key: &str) -> i64 {
        self.text(key)
            .parse()
            .unwrap_or_else(|_| panic!("option `{key}` is not a number"))
    }
}

impl OptionDef {
    fn names(&self) -> impl Iterator<Item = &'static str> {
        std::iter::once(self.key).chain(self.aliases.iter().copied())
    }

    /// The values shown in help and refusals.
    pub fn accepted(&self) -> Vec<String> {
        match self.values {
            Values::OnOff => vec!["on".into(), "off".into()],
            Values::OneOf(values) => values.iter().map(|v| v.name.to_string()).collect(),
            Values::Range { min, max, .. } => (min..=max).map(|n| n.to_string()).collect(),
        }
    }

    /// The canonical form of `raw`, or a refusal that names it and lists what is accepted.
    fn canonical(&self, raw: &str) -> Result<String, Refusal> {
        let v = raw.trim().to_ascii_lowercase();
        let found = match self.values {
            Values::OnOff if ON.contains(&v.as_str()) => Some("on".to_string()),
            Values::OnOff if OFF.contains(&v.as_str()) => Some("off".to_string()),
            Values::OnOff => None,
            Values::OneOf(values) => values
                .iter()
                .find(|val| val.name == v || val.aliases.contains(&v.as_str()))
                .map(|val| val.name.to_string()),
            Values::Range { min, max, suffix } => v
                .strip_suffix(suffix)
                .unwrap_or(&v)
                .parse::<i64>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .map(|n| n.to_string()),
        };
        found.ok_or_else(|| {
            Refusal::at(
                raw.trim(),
                crate::msg!("engine-option-bad-value", key = self.key),
            )
            .accepting(self.accepted())
        })
    }
}

impl OptionSet {
    pub const EMPTY: OptionSet = OptionSet {
        options: &[],
        presets: &[],
    };

    fn find(&self, key: &str) -> Result<&OptionDef, Refusal> {
        let k = key.trim().to_ascii_lowercase();
        self.options
            .iter()
            .find(|o| o.names().any(|n| n == k))
            .ok_or_else(|| {
                Refusal::at(key.trim(), crate::msg!("engine-option-unknown"))
                    .accepting(self.options.iter().map(|o| o.key))
            })
    }

    fn preset(&self, name: &str) -> Option<&Preset> {
        self.presets.iter().find(|p| p.name == name)
    }

    /// Defaults, then the presets that the pairs select, then the pairs themselves: a later word
    /// wins, so `variant=adv retreat=off` is the adv preset without retreat.
    pub fn parse(&self, pairs: &[(String, String)]) -> Result<Chosen, Refusal> {
        let mut chosen: BTreeMap<&'static str, String> = self
            .options
            .iter()
            .map(|o| (o.key, o.default.to_string()))
            .collect();
        let mut explicit = Vec::with_capacity(pairs.len());
        let mut named = Vec::new();
        for (key, raw) in pairs {
            if key.trim().eq_ignore_ascii_case(PRESET_KEY) && !self.presets.is_empty() {
                let name = raw.trim().to_ascii_lowercase();
                match self.preset(&name) {
                    Some(p) => named.push(p),
                    None => {
                        return Err(Refusal::at(
                            raw.trim(),
                            crate::msg!("engine-option-unknown-preset"),
                        )
                        .accepting(self.presets.iter().map(|p| p.name)))
                    }
                }
                continue;
            }
            let def = self.find(key)?;
            explicit.push((def, def.canonical(raw)?));
        }
        let default_presets = self
            .options
            .iter()
            .filter(|o| o.selects_preset)
            .map(|o| o.default.to_string());
        let selected = explicit
            .iter()
            .filter(|(def, _)| def.selects_preset)
            .map(|(_, v)| v.clone());
        // The default preset applies unless the caller chose another for that option.
        let by_option: Vec<String> = if explicit.iter().any(|(d, _)| d.selects_preset) {
            selected.collect()
        } else {
            default_presets.collect()
        };
        let presets = by_option
            .iter()
            .filter_map(|name| self.preset(name))
            .chain(named);
        for preset in presets {
            for (key, value) in preset.settings {
                let def = self.find(key).expect("presets name declared keys");
                chosen.insert(def.key, value.to_string());
            }
        }
        for (def, value) in explicit {
            chosen.insert(def.key, value);
        }
        Ok(Chosen(chosen))
    }

    /// What front-ends list: each key, its accepted values and its default (with the presets'
    /// defaults where a preset changes them).
    pub fn info(&self) -> Vec<OptionInfo> {
        self.options
            .iter()
            .map(|o| OptionInfo {
                key: o.key,
                accepted: o.accepted(),
                default: self.default_text(o),
                help: o.help,
            })
            .collect()
    }

    fn default_text(&self, o: &OptionDef) -> String {
        let by_preset: Vec<String> = self
            .presets
            .iter()
            .filter_map(|p| {
                p.settings
                    .iter()
                    .find(|(k, _)| *k == o.key)
                    .map(|(_, v)| format!("{}: {v}", p.name))
            })
            .collect();
        let selecting = self
            .options
            .iter()
            .any(|x| x.selects_preset && x.key != o.key);
        if selecting && !by_preset.is_empty() {
            by_preset.join(", ")
        } else {
            o.default.to_string()
        }
    }

    /// One line per option and preset, for `/rules` and `help create`.
    pub fn help(&self) -> String {
        let mut out = String::new();
        for o in self.options {
            out.push_str(&format!(
                "{}={} (default {}): {}\n",
                o.key,
                o.accepted().join("|"),
                self.default_text(o),
                o.help
            ));
        }
        for p in self.presets {
            out.push_str(&format!("{PRESET_KEY}={}: {}\n", p.name, p.help));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SET: OptionSet = OptionSet {
        options: &[
            OptionDef {
                key: "variant",
                aliases: &[],
                help: "which board",
                values: Values::OneOf(&[
                    Value::with_aliases("basic", &["alap"]),
                    Value::new("adv"),
                ]),
                default: "basic",
                selects_preset: true,
            },
            OptionDef {
                key: "retreat",
                aliases: &[],
                help: "retreats allowed",
                values: Values::OnOff,
                default: "off",
                selects_preset: false,
            },
            OptionDef {
                key: "increment",
                aliases: &["inc"],
                help: "seconds added per turn",
                values: Values::Range {
                    min: 0,
                    max: 5,
                    suffix: "s",
                },
                default: "0",
                selects_preset: false,
            },
        ],
        presets: &[
            Preset {
                name: "basic",
                help: "the first game",
                settings: &[("retreat", "off")],
            },
            Preset {
                name: "adv",
                help: "everything",
                settings: &[("variant", "adv"), ("retreat", "on")],
            },
        ],
    };

    fn pairs(p: &[(&str, &str)]) -> Vec<(String, String)> {
        p.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn defaults_then_preset_then_pairs() {
        let c = SET.parse(&[]).unwrap();
        assert_eq!(c.text("variant"), "basic");
        assert!(!c.on("retreat"));
        let c = SET.parse(&pairs(&[("variant", "adv")])).unwrap();
        assert!(c.on("retreat"), "the adv preset turns retreat on");
        let c = SET
            .parse(&pairs(&[("retreat", "no"), ("variant", "ADV")]))
            .unwrap();
        assert!(
            !c.on("retreat"),
            "an explicit pair beats the preset, wherever it stands"
        );
        assert_eq!(c.text("variant"), "adv");
    }

    #[test]
    fn a_preset_can_be_named_directly_and_pairs_still_win() {
        let c = SET.parse(&pairs(&[("preset", "adv")])).unwrap();
        assert_eq!(c.text("variant"), "adv");
        assert!(c.on("retreat"));
        let c = SET
            .parse(&pairs(&[("retreat", "off"), ("PRESET", "adv")]))
            .unwrap();
        assert!(!c.on("retreat"));
        let r = SET.parse(&pairs(&[("preset", "huge")])).unwrap_err();
        assert_eq!(r.accepted, ["basic", "adv"]);
    }

    #[test]
    fn aliases_of_keys_and_values_and_suffixes() {
        let c = SET
            .parse(&pairs(&[("INC", "3s"), ("variant", "alap")]))
            .unwrap();
        assert_eq!(c.number("increment"), 3);
        assert_eq!(c.text("variant"), "basic");
    }

    #[test]
    fn refusals_name_the_word_and_list_what_is_accepted() {
        let r = SET.parse(&pairs(&[("colour", "red")])).unwrap_err();
        assert_eq!(r.token.as_deref(), Some("colour"));
        assert_eq!(r.accepted, ["variant", "retreat", "increment"]);
        let r = SET.parse(&pairs(&[("increment", "9")])).unwrap_err();
        assert_eq!(r.token.as_deref(), Some("9"));
        assert_eq!(r.accepted, ["0", "1", "2", "3", "4", "5"]);
        let r = SET.parse(&pairs(&[("retreat", "maybe")])).unwrap_err();
        assert_eq!(r.accepted, ["on", "off"]);
    }

    #[test]
    fn info_and_help_come_from_the_same_declaration() {
        let info = SET.info();
        assert_eq!(info.len(), 3);
        assert_eq!(info[1].key, "retreat");
        assert_eq!(info[1].default, "basic: off, adv: on");
        assert_eq!(info[0].default, "basic");
        let help = SET.help();
        assert!(help.starts_with("variant=basic|adv (default basic): which board\n"));
        assert!(help.contains("preset=adv: everything\n"));
    }
}
