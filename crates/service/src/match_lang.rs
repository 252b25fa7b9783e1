//! A match's language: the `lang` option of `create` (`lang=hu`), which the service keeps with the
//! match and the game never sees. Its public posts and maps are in it.

use super::Result;
use korona_engine::{msg, Lang, Refusal};

/// The language among `options` and the options left for the game; English unless given.
pub fn match_lang(options: &[(String, String)]) -> Result<(Lang, Vec<(String, String)>)> {
    let mut lang = Lang::En;
    let mut rest = Vec::new();
    for (key, value) in options {
        if key.eq_ignore_ascii_case("lang") {
            lang = Lang::parse(value).ok_or_else(|| {
                Refusal::at(value.as_str(), msg!("service-lang-unknown"))
                    .accepting(Lang::ALL.map(|l| l.tag()))
            })?;
        } else {
            rest.push((key.clone(), value.clone()));
        }
    }
    Ok((lang, rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(p: &[(&str, &str)]) -> Vec<(String, String)> {
        p.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn lang_is_taken_out_of_the_game_options() {
        let (lang, rest) = match_lang(&pairs(&[("size", "12"), ("lang", "hu")])).unwrap();
        assert_eq!(lang, Lang::Hu);
        assert_eq!(rest, pairs(&[("size", "12")]));
        assert_eq!(match_lang(&[]).unwrap().0, Lang::En);
        assert!(match_lang(&pairs(&[("lang", "de")])).is_err());
    }
}
