//! The words of every message a front-end shows, in every language korona speaks: the engine's, each
//! hosted game's and the front-ends' own (`locales/<lang>.ftl`), one [`Catalog`] per language built
//! from a registry.

use crate::Registry;
use korona_engine::{Catalog, CatalogError, Lang};
use std::sync::LazyLock;

/// The service's, the terminal's and Discord's own English messages.
pub const EN: &str = include_str!("locales/en.ftl");
/// The same in Hungarian.
pub const HU: &str = include_str!("locales/hu.ftl");

/// The front-ends' own catalog in `lang`.
pub fn front_end(lang: Lang) -> &'static str {
    match lang {
        Lang::En => EN,
        Lang::Hu => HU,
    }
}

/// The front-ends' own words alone in `lang` (no game's): for the few places that build text
/// without a service at hand (a phase post's footer, the Discord adapter's buttons).
pub fn own(lang: Lang) -> &'static Catalog {
    static CATALOGS: LazyLock<[Catalog; 2]> = LazyLock::new(|| {
        [Lang::En, Lang::Hu].map(|lang| {
            Catalog::of(lang, &[front_end(lang)]).expect("the shipped front-end catalogs load")
        })
    });
    match lang {
        Lang::En => &CATALOGS[0],
        Lang::Hu => &CATALOGS[1],
    }
}

/// `lang` for every game of `games` plus the front-ends; fails when two catalogs define one id.
pub fn try_catalog(games: Registry, lang: Lang) -> Result<Catalog, CatalogError> {
    let mut sources: Vec<&str> = games().iter().map(|g| g.messages_in(lang)).collect();
    sources.push(front_end(lang));
    Catalog::of(lang, &sources)
}

/// English for every game of `games` plus the front-ends; fails when two catalogs define one id.
pub fn try_english(games: Registry) -> Result<Catalog, CatalogError> {
    try_catalog(games, Lang::En)
}

/// [`try_english`] for catalogs that ship in the binary and are checked by the tests.
pub fn english(games: Registry) -> Catalog {
    try_english(games).expect("the shipped message catalogs load together")
}

/// One catalog per language, shared by a whole service.
#[derive(Debug)]
pub struct Words {
    en: Catalog,
    hu: Catalog,
}

impl Words {
    /// Every language's catalogs for `games`; the shipped ones load (the tests check it).
    pub fn new(games: Registry) -> Self {
        let load =
            |lang| try_catalog(games, lang).expect("the shipped message catalogs load together");
        Words {
            en: load(Lang::En),
            hu: load(Lang::Hu),
        }
    }

    pub fn get(&self, lang: Lang) -> &Catalog {
        match lang {
            Lang::En => &self.en,
            Lang::Hu => &self.hu,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The help opens with `create`, the first thing a new player types; its options come under it
    /// in both languages (the Hungarian once listed them above it).
    #[test]
    fn help_lists_create_before_its_options_in_both_languages() {
        for lang in [Lang::En, Lang::Hu] {
            let help = own(lang).render(&korona_engine::msg!("service-help"));
            let lines: Vec<&str> = help.lines().collect();
            let create = lines
                .iter()
                .position(|l| l.trim_start().starts_with("create "));
            let options = lines.iter().position(|l| l.contains("diplomacy="));
            assert_eq!(create, Some(1), "{lang:?}: {help}");
            assert!(options > create, "{lang:?}: {help}");
        }
    }
}
