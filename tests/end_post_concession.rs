//! A concession is told once in the end post (issue 28): the game's own line already says why the
//! match ended ("@alice wins: resigned"), so the service's verdict does not repeat it
//! ("Winner: @alice (resigned)"). Read through `korona play`, in English and in Hungarian.

mod support;

const BOB_CONCEDES: &str =
    "as alice\ncreate GAME\njoin\nas bob\njoin\nas alice\nstart\nas bob\nconcede\n";

/// The end post of a two-seat match bob concedes: its lines, from its map to the replay.
fn end_post(lang: &str, game: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let out = support::cli::play_script(
        &dir.path().join("d.db"),
        lang,
        &BOB_CONCEDES.replace("GAME", game),
    );
    let lines: Vec<&str> = out.lines().collect();
    let map = lines
        .iter()
        .rposition(|l| l.starts_with("[public") && l.contains(".png"))
        .unwrap_or_else(|| panic!("no end post: {out}"));
    lines[map..]
        .iter()
        .take_while(|l| !l.contains(".gif"))
        .map(|l| l.to_string())
        .collect()
}

fn told_once(lang: &str, reason: &str, winner: &str) {
    for game in ["capitals", "thrones"] {
        let post = end_post(lang, game);
        let telling = post.iter().filter(|l| l.contains(reason)).count();
        assert_eq!(
            telling, 1,
            "{game}: `{reason}` told {telling} times: {post:#?}"
        );
        assert!(
            post.iter().any(|l| l.contains(winner)),
            "{game}: no verdict `{winner}`: {post:#?}"
        );
    }
}

#[test]
fn a_concession_is_told_once_in_english() {
    told_once("en", "resigned", "Winner: @alice");
}

#[test]
fn a_concession_is_told_once_in_hungarian() {
    told_once("hu", "feladta", "Győztes: @alice");
}
