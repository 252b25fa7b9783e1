//! Each hosted game's player guide (`docs/games/<id>.md`: creating a match, orders with examples, the
//! board, bots), built into the binary so that `/rules` shows it in Discord instead of naming a file.
//! Each has a Hungarian translation (`docs/games/hu/<id>.md`) with the same sections; the reply's
//! language chooses.

use korona_engine::Lang;

/// Discord's embed description holds 4,096 characters; a page stays under that with room to spare.
pub const PAGE_CHARS: usize = 3_800;

/// The guide of a game in `lang`, if it has one (test games have none).
pub fn guide(game: &str, lang: Lang) -> Option<&'static str> {
    Some(match (game, lang) {
        ("oligarchs", Lang::En) => include_str!("../../../docs/games/oligarchs.md"),
        ("capitals", Lang::En) => include_str!("../../../docs/games/capitals.md"),
        ("kingdoms", Lang::En) => include_str!("../../../docs/games/kingdoms.md"),
        ("fiefs", Lang::En) => include_str!("../../../docs/games/fiefs.md"),
        ("thrones", Lang::En) => include_str!("../../../docs/games/thrones.md"),
        ("oligarchs", Lang::Hu) => include_str!("../../../docs/games/hu/oligarchs.md"),
        ("capitals", Lang::Hu) => include_str!("../../../docs/games/hu/capitals.md"),
        ("kingdoms", Lang::Hu) => include_str!("../../../docs/games/hu/kingdoms.md"),
        ("fiefs", Lang::Hu) => include_str!("../../../docs/games/hu/fiefs.md"),
        ("thrones", Lang::Hu) => include_str!("../../../docs/games/hu/thrones.md"),
        _ => return None,
    })
}

/// A guide cut into pages at its `## ` sections; a section longer than a page is cut at paragraph
/// ends (and a paragraph longer than a page at line ends).
pub fn pages(text: &str) -> Vec<String> {
    let mut sections: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("## ") || sections.is_empty() {
            sections.push(String::new());
        }
        let current = sections.last_mut().expect("pushed above");
        current.push_str(line);
        current.push('\n');
    }
    let mut pages = Vec::new();
    for section in sections {
        let section = section.trim();
        if section.is_empty() || section.starts_with("# ") && section.lines().count() == 1 {
            continue;
        }
        pages.extend(fit(section, PAGE_CHARS));
    }
    pages
}

/// Pieces of at most `max` characters, cut at blank lines, else at line ends.
fn fit(text: &str, max: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    for block in text.split_inclusive("\n\n").flat_map(|b| {
        if b.chars().count() > max {
            b.split_inclusive('\n').collect::<Vec<_>>()
        } else {
            vec![b]
        }
    }) {
        if !cur.is_empty() && cur.chars().count() + block.chars().count() > max {
            out.push(std::mem::take(&mut cur).trim_end().to_string());
        }
        cur.push_str(block);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim_end().to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_hosted_game_has_a_guide_in_pages_that_fit_an_embed() {
        for game in korona_games::registry() {
            for lang in Lang::ALL {
                let id = game.info().id;
                let guide = guide(id, lang).unwrap_or_else(|| panic!("{id} has no {lang} guide"));
                let pages = pages(guide);
                assert!(pages.len() >= 2, "{id} {lang}: {} pages", pages.len());
                assert!(
                    pages.iter().all(|p| p.chars().count() <= PAGE_CHARS),
                    "{id} {lang}"
                );
                // Nothing is lost but blank lines.
                let kept: usize = pages.iter().map(|p| p.split_whitespace().count()).sum();
                let words = guide.split_whitespace().count();
                let title = guide.lines().next().unwrap().split_whitespace().count();
                assert!(
                    kept + title >= words,
                    "{id} {lang}: {kept} of {words} words"
                );
            }
        }
    }

    /// The lines of `text` outside code blocks and tables with words besides their `code`: what a
    /// translation must have changed.
    fn prose(text: &str) -> Vec<&str> {
        let mut code = false;
        text.lines()
            .filter(|l| {
                if l.starts_with("```") {
                    code = !code;
                    return false;
                }
                // Every other piece between backticks is code, the same in both languages.
                let words: usize = l
                    .split('`')
                    .step_by(2)
                    .map(|p| p.split_whitespace().count())
                    .sum();
                !code && !l.starts_with('|') && words > 3
            })
            .collect()
    }

    /// Problems of a Hungarian guide against its English one: a different outline, text left in
    /// English, or the Hungarian accents missing altogether.
    fn translation_problems(id: &str, en: &str, hu: &str) -> Vec<String> {
        let outline = |t: &str| -> Vec<usize> {
            t.lines()
                .filter(|l| l.starts_with('#'))
                .map(|l| l.chars().take_while(|c| *c == '#').count())
                .collect()
        };
        let blocks = |t: &str| t.lines().filter(|l| l.starts_with("```")).count();
        let mut out = Vec::new();
        if outline(en) != outline(hu) {
            out.push(format!("{id}: the Hungarian guide has other sections"));
        }
        if blocks(en) != blocks(hu) {
            out.push(format!("{id}: the Hungarian guide has other examples"));
        }
        let english: BTreeSet<&str> = prose(en).into_iter().collect();
        let same: Vec<&str> = prose(hu)
            .into_iter()
            .filter(|l| english.contains(l))
            .collect();
        if !same.is_empty() {
            out.push(format!("{id}: still English: {same:?}"));
        }
        if !hu.contains(['á', 'é', 'ő', 'ű']) {
            out.push(format!("{id}: no Hungarian accents"));
        }
        out
    }

    #[test]
    fn every_hungarian_guide_is_a_translation_with_the_same_sections() {
        let mut problems = Vec::new();
        for game in korona_games::registry() {
            let id = game.info().id;
            let en = guide(id, Lang::En).unwrap();
            let hu = guide(id, Lang::Hu).unwrap_or_else(|| panic!("{id} has no Hungarian guide"));
            problems.extend(translation_problems(id, en, hu));
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn a_copied_or_reshaped_guide_is_caught() {
        let en = guide("capitals", Lang::En).unwrap();
        let hu = guide("capitals", Lang::Hu).unwrap();
        assert!(translation_problems("t", en, hu).is_empty());
        assert!(!translation_problems("t", en, en).is_empty());
        let one_line_left = format!("{hu}\n{}\n", prose(en)[0]);
        assert!(!translation_problems("t", en, &one_line_left).is_empty());
        let extra_section = format!("{hu}\n## Más\n");
        assert!(!translation_problems("t", en, &extra_section).is_empty());
    }

    #[test]
    fn a_long_section_is_cut_at_paragraphs() {
        let para = "word ".repeat(100);
        let text = format!("# T\n\n## A\n\n{para}\n\n{para}\n\n{para}\n");
        let pages = fit(&text, 1_100);
        assert_eq!(pages.len(), 2, "{pages:?}");
        assert!(pages.iter().all(|p| p.chars().count() <= 1_100));
    }
}
