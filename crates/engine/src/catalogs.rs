//! A game's catalogs in every language, built on first use: one static per game instead of each
//! game writing its own lazy table.

use crate::catalog::Catalog;
use crate::lang::Lang;
use std::sync::OnceLock;

pub struct Catalogs {
    name: &'static str,
    en: &'static str,
    hu: &'static str,
    built: OnceLock<[Catalog; 2]>,
}

impl Catalogs {
    /// The English and Hungarian sources of `name`'s messages (`name` only says whose, should one
    /// fail to parse, which a test catches before any release).
    pub const fn new(name: &'static str, en: &'static str, hu: &'static str) -> Self {
        Catalogs {
            name,
            en,
            hu,
            built: OnceLock::new(),
        }
    }

    /// The catalog of `lang`.
    pub fn get(&self, lang: Lang) -> &Catalog {
        let built = self.built.get_or_init(|| {
            [(Lang::En, self.en), (Lang::Hu, self.hu)].map(|(lang, source)| {
                Catalog::of(lang, &[source])
                    .unwrap_or_else(|e| panic!("the {} catalogs parse: {e}", self.name))
            })
        });
        match lang {
            Lang::En => &built[0],
            Lang::Hu => &built[1],
        }
    }
}
