//! The pages' own words in English and Hungarian (`locales/<lang>.ftl`), and the reader's language:
//! `?lang=` first, else the best of `Accept-Language`, else English.

use korona_engine::{Catalog, Lang, Message};
use std::sync::LazyLock;

pub const EN: &str = include_str!("locales/en.ftl");
pub const HU: &str = include_str!("locales/hu.ftl");

/// The web's catalog in `lang`.
pub fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: LazyLock<[Catalog; 2]> = LazyLock::new(|| {
        [(Lang::En, EN), (Lang::Hu, HU)]
            .map(|(lang, src)| Catalog::of(lang, &[src]).expect("the web's catalogs load"))
    });
    match lang {
        Lang::En => &CATALOGS[0],
        Lang::Hu => &CATALOGS[1],
    }
}

/// One message of the web's catalog in `lang`.
pub fn t(lang: Lang, message: &Message) -> String {
    catalog(lang).render(message)
}

/// The reader's language: `?lang=` when it names one korona speaks, else the `Accept-Language`
/// entry of the highest weight that does, else English.
pub fn reader_lang(query_lang: Option<&str>, accept: Option<&str>) -> Lang {
    if let Some(lang) = query_lang.and_then(Lang::parse) {
        return lang;
    }
    let Some(accept) = accept else {
        return Lang::En;
    };
    let mut best: Option<(f32, Lang)> = None;
    for entry in accept.split(',').take(16) {
        let mut parts = entry.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let primary = tag.split('-').next().unwrap_or("");
        let q = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .and_then(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        let Some(lang) = Lang::parse(primary) else {
            continue;
        };
        if q > 0.0 && best.is_none_or(|(b, _)| q > b) {
            best = Some((q, lang));
        }
    }
    best.map_or(Lang::En, |(_, lang)| lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use korona_engine::msg;

    #[test]
    fn the_reader_gets_hungarian_when_they_ask_for_it() {
        assert_eq!(reader_lang(None, Some("hu-HU,hu;q=0.9,en;q=0.8")), Lang::Hu);
        assert_eq!(reader_lang(None, Some("de, en;q=0.5, hu;q=0.7")), Lang::Hu);
        assert_eq!(reader_lang(None, Some("de")), Lang::En);
        assert_eq!(reader_lang(Some("en"), Some("hu")), Lang::En);
        assert_eq!(reader_lang(Some("xx"), Some("hu")), Lang::Hu);
        assert_eq!(reader_lang(None, None), Lang::En);
    }

    #[test]
    fn both_catalogs_have_the_same_ids() {
        let en = catalog(Lang::En);
        let hu = catalog(Lang::Hu);
        let mine = |c: &Catalog| {
            let mut ids: Vec<String> = c
                .ids()
                .into_iter()
                .filter(|i| i.starts_with("web-"))
                .map(String::from)
                .collect();
            ids.sort();
            ids
        };
        assert_eq!(mine(en), mine(hu));
        assert_eq!(t(Lang::Hu, &msg!("web-matches")), "Meccsek");
    }
}
