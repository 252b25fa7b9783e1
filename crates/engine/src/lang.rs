//! The languages korona speaks. Each has a Fluent catalog beside every English one
//! (`locales/<tag>.ftl`); a test keeps them at the same ids with the same placeholders.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Hu,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Hu];

    /// The tag a catalog file and a match option use: `en`, `hu`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hu => "hu",
        }
    }

    /// A language by its tag (`hu`, `HU`); `None` for one korona does not speak.
    pub fn parse(tag: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(tag.trim()))
    }

    /// A Discord locale (`hu`, `en-US`, `en-GB`...): Hungarian for `hu`, English for the rest, which
    /// is what a player whose client speaks another language reads best here.
    pub fn of_locale(locale: Option<&str>) -> Lang {
        match locale {
            Some(l) if l.to_ascii_lowercase().starts_with("hu") => Lang::Hu,
            _ => Lang::En,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_discord_locales() {
        assert_eq!(Lang::parse("HU"), Some(Lang::Hu));
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::of_locale(Some("hu")), Lang::Hu);
        assert_eq!(Lang::of_locale(Some("en-US")), Lang::En);
        assert_eq!(Lang::of_locale(None), Lang::En);
    }
}
