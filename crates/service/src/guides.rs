//! Each game's player guide, as `/rules` shows it. The guide lives in the game's folder and comes
//! through [`Game::guide`]: a title, the goal and how to win, the first turn and the orders (what
//! `/rules <game>` shows, in at most three pages), then topics headed `## [topic] Title` that
//! `/rules <game> <topic>` shows. A page fits one Discord embed.

use korona_engine::{Game, Lang};

/// Discord's embed description holds 4,096 characters; a page stays under that with room to spare.
pub const PAGE_CHARS: usize = 3_800;
/// The pages `/rules <game>` answers with at most: the goal, the first turn, the orders.
pub const HEAD_PAGES: usize = 3;

/// A guide read into its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guide {
    /// The title, the goal, the first turn and the orders.
    pub head: String,
    /// The detail, by topic, in the guide's order.
    pub topics: Vec<Topic>,
}

/// One `## [id] Title` section of a guide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topic {
    /// The word that asks for it (`options`), the same in every language.
    pub id: String,
    pub title: String,
    /// The section, its heading written as `## Title`.
    pub text: String,
}

/// The guide of `game` in `lang`, if it has one (test games have none).
pub fn guide(game: &dyn Game, lang: Lang) -> Option<Guide> {
    Some(game.guide(lang))
        .filter(|t| !t.trim().is_empty())
        .map(read)
}

/// `text` cut into its head and its topics.
pub fn read(text: &str) -> Guide {
    let mut head = String::new();
    let mut topics: Vec<Topic> = Vec::new();
    for line in text.lines() {
        if let Some((id, title)) = topic_heading(line) {
            topics.push(Topic {
                id: id.to_string(),
                title: title.to_string(),
                text: format!("## {title}\n"),
            });
            continue;
        }
        let into = match topics.last_mut() {
            Some(topic) => &mut topic.text,
            None => &mut head,
        };
        into.push_str(line);
        into.push('\n');
    }
    Guide { head, topics }
}

/// `## [id] Title` as its id and title.
fn topic_heading(line: &str) -> Option<(&str, &str)> {
    let rest = line.strip_prefix("## [")?;
    let (id, title) = rest.split_once(']')?;
    Some((id.trim(), title.trim()))
}

impl Guide {
    /// The head as pages: the title and the goal share a page with the first section.
    pub fn head_pages(&self) -> Vec<String> {
        let mut pages = pages(&self.head);
        let intro_alone = !self.head.trim_start().starts_with("## ");
        if intro_alone && pages.len() >= 2 {
            let joined = format!("{}\n\n{}", pages[0], pages[1]);
            if joined.chars().count() <= PAGE_CHARS {
                pages.splice(0..2, [joined]);
            }
        }
        debug_assert!(
            pages.len() <= HEAD_PAGES,
            "a guide's head is three pages at most"
        );
        pages
    }

    pub fn topic(&self, id: &str) -> Option<&Topic> {
        self.topics.iter().find(|t| t.id.eq_ignore_ascii_case(id))
    }

    pub fn topic_ids(&self) -> Vec<&str> {
        self.topics.iter().map(|t| t.id.as_str()).collect()
    }
}

/// A text cut into pages at its `## ` sections; a section longer than a page is cut at paragraph
/// ends (and a paragraph longer than a page at line ends). The title alone is no page.
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

    fn every_guide() -> Vec<(&'static str, Lang, &'static str)> {
        let mut out = Vec::new();
        for game in korona_games::registry() {
            for lang in Lang::ALL {
                let id = game.info().id;
                let text = game.guide(lang);
                assert!(!text.trim().is_empty(), "{id} has no {lang} guide");
                out.push((id, lang, text));
            }
        }
        out
    }

    /// What a chat cannot show or a player cannot use: tables, code blocks, files, links, rule ids.
    fn developer_text(text: &str) -> Vec<&str> {
        text.lines()
            .filter(|l| {
                l.starts_with('|')
                    || l.contains("```")
                    || l.contains("](")
                    || [".rs", ".md", ".ftl", "docs/", "crates/", "R-"]
                        .iter()
                        .any(|w| l.contains(w))
            })
            .collect()
    }

    #[test]
    fn every_guide_says_how_to_win_first_and_fits_three_embeds() {
        for (id, lang, text) in every_guide() {
            let guide = read(text);
            let head = guide.head_pages();
            assert!(
                (1..=HEAD_PAGES).contains(&head.len()),
                "{id} {lang}: {} pages before the topics",
                head.len()
            );
            let topic_pages = guide.topics.iter().flat_map(|t| pages(&t.text));
            for page in head.iter().cloned().chain(topic_pages) {
                assert!(page.chars().count() <= PAGE_CHARS, "{id} {lang}: {page}");
            }
            let bad = developer_text(text);
            assert!(bad.is_empty(), "{id} {lang}: {bad:?}");
            // The goal comes first: the paragraph after the title says how to win.
            let goal = guide
                .head
                .split("\n\n")
                .find(|p| !p.trim().is_empty() && !p.trim_start().starts_with('#'))
                .unwrap_or_default()
                .to_lowercase();
            let win = match lang {
                Lang::En => "win",
                Lang::Hu => "nyer",
            };
            assert!(
                goal.contains(win),
                "{id} {lang}: the goal paragraph is {goal:?}"
            );
            assert!(
                guide.topic("options").is_some(),
                "{id} {lang}: no [options] topic"
            );
        }
    }

    #[test]
    fn a_guide_reads_into_its_head_and_topics() {
        let guide = read("# T\n\nWin by x.\n\n## First turn\nDo y.\n\n## [options] Options\nsize\n## [combat] Battles\nDice.\n");
        assert!(guide.head.starts_with("# T") && guide.head.contains("Do y."));
        assert!(!guide.head.contains("size"));
        assert_eq!(guide.topic_ids(), ["options", "combat"]);
        assert_eq!(guide.topic("COMBAT").unwrap().text, "## Battles\nDice.\n");
        assert_eq!(
            guide.head_pages().len(),
            1,
            "the title and goal join the first section"
        );
    }

    /// The lines of `text` with words besides their `code`: what a translation must have changed.
    fn prose(text: &str) -> Vec<&str> {
        text.lines()
            .filter(|l| {
                // Every other piece between backticks is code, the same in both languages.
                let words: usize = l
                    .split('`')
                    .step_by(2)
                    .map(|p| p.split_whitespace().count())
                    .sum();
                words > 3
            })
            .collect()
    }

    /// Problems of a Hungarian guide against its English one: other sections or topics, text left
    /// in English, or the Hungarian accents missing altogether.
    fn translation_problems(id: &str, en: &str, hu: &str) -> Vec<String> {
        let outline = |t: &str| -> Vec<usize> {
            t.lines()
                .filter(|l| l.starts_with('#'))
                .map(|l| l.chars().take_while(|c| *c == '#').count())
                .collect()
        };
        let mut out = Vec::new();
        if outline(en) != outline(hu) {
            out.push(format!("{id}: the Hungarian guide has other sections"));
        }
        if read(en).topic_ids() != read(hu).topic_ids() {
            out.push(format!("{id}: the Hungarian guide has other topics"));
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
            problems.extend(translation_problems(
                id,
                game.guide(Lang::En),
                game.guide(Lang::Hu),
            ));
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn a_copied_or_reshaped_guide_is_caught() {
        let game = korona_games::find("capitals").unwrap();
        let (en, hu) = (game.guide(Lang::En), game.guide(Lang::Hu));
        assert!(translation_problems("t", en, hu).is_empty());
        assert!(!translation_problems("t", en, en).is_empty());
        let one_line_left = format!("{hu}\n{}\n", prose(en)[0]);
        assert!(!translation_problems("t", en, &one_line_left).is_empty());
        let extra_section = format!("{hu}\n## Más\n");
        assert!(!translation_problems("t", en, &extra_section).is_empty());
        assert!(!developer_text("| a | b |\nsee `docs/x.md`").is_empty());
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
