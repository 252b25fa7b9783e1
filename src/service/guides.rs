//! Each hosted game's player guide (`docs/games/<id>.md`: creating a match, orders with examples, the
//! board, bots), built into the binary so that `/rules` shows it in Discord instead of naming a file.

/// Discord's embed description holds 4,096 characters; a page stays under that with room to spare.
pub const PAGE_CHARS: usize = 3_800;

/// The guide of a game, if it has one (test games have none).
pub fn guide(game: &str) -> Option<&'static str> {
    Some(match game {
        "oligarchs" => include_str!("../../docs/games/oligarchs.md"),
        "capitals" => include_str!("../../docs/games/capitals.md"),
        "kingdoms" => include_str!("../../docs/games/kingdoms.md"),
        "fiefs" => include_str!("../../docs/games/fiefs.md"),
        "thrones" => include_str!("../../docs/games/thrones.md"),
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

    #[test]
    fn every_hosted_game_has_a_guide_in_pages_that_fit_an_embed() {
        for game in korona_games::registry() {
            let id = game.info().id;
            let guide = guide(id).unwrap_or_else(|| panic!("{id} has no guide"));
            let pages = pages(guide);
            assert!(pages.len() >= 2, "{id}: {} pages", pages.len());
            assert!(
                pages.iter().all(|p| p.chars().count() <= PAGE_CHARS),
                "{id}"
            );
            // Nothing is lost but blank lines.
            let kept: usize = pages.iter().map(|p| p.split_whitespace().count()).sum();
            let words = guide.split_whitespace().count();
            let title = guide.lines().next().unwrap().split_whitespace().count();
            assert!(kept + title >= words, "{id}: {kept} of {words} words");
        }
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
