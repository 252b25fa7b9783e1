//! The terminal's help names a practice match the way korona's messages do (`/match practice`, in
//! Hungarian `/meccs gyakorlás`), so a player who read "Play again against bots: `/match practice
//! capitals`" finds the same command in `help`; the terminal's own `practice <game>` keeps working.

mod support;

use korona_engine::{msg, Lang};

/// The command the end post's "play again" line tells a player to type, without its game.
fn named_by_messages(lang: Lang) -> String {
    let words = korona::words::try_catalog(korona_games::registry, lang).unwrap();
    let line = words.render(&msg!("service-end-practice", game = "capitals"));
    let typed = line.split('`').nth(1).unwrap_or_else(|| panic!("{line}"));
    typed
        .strip_suffix(" capitals")
        .unwrap_or_else(|| panic!("{typed}"))
        .to_string()
}

fn run(lang: &str, script: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    support::cli::play_script(&dir.path().join("d.db"), lang, script)
}

fn help_names_the_messages_form(lang: Lang, word: &str, opened: &str) {
    let named = named_by_messages(lang);
    let out = run(word, "as alice\nhelp\n");
    let line = out
        .lines()
        .find(|l| l.contains("practice") || l.contains("gyakorlás"))
        .unwrap_or_else(|| panic!("no practice line in the help: {out}"));
    assert!(
        line.trim_start().starts_with(&format!("{named} ")),
        "the help says `{line}`, the messages `{named}`"
    );
    // Both forms open a practice match: the one the help and the messages name, and the terminal's.
    for typed in [format!("{named} capitals"), "practice capitals".to_string()] {
        let out = run(word, &format!("as alice\n{typed}\n"));
        assert!(!out.contains("[refused"), "`{typed}` refused: {out}");
        assert!(
            out.lines()
                .any(|l| l.starts_with("[public") && l.contains(opened)),
            "`{typed}` opened no practice match: {out}"
        );
    }
}

#[test]
fn help_names_match_practice_in_english() {
    help_names_the_messages_form(Lang::En, "en", "Practice match 1: Capitals, @alice");
}

#[test]
fn help_names_meccs_gyakorlas_in_hungarian() {
    help_names_the_messages_form(Lang::Hu, "hu", "1. gyakorló meccs: Capitals, @alice");
}
