//! Oligarchs played by clicking alone (issue 28, items 1 and 2): from `/match create` through the
//! lobby's buttons, each turn's DM and the menus it opens, to the end post, bots in the other seats.
//! One person and three bots also make a quiet thread (item 6): the bots' steps fold into the post of
//! the moment that waits on the person, so a phase has at most one map post, and "Waiting for" names
//! people only.

mod clicker;
mod fake_discord;

const ALICE: u64 = 101;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oligarchs_is_played_from_create_to_the_end_post_by_clicking() {
    let mut c = clicker::Clicker::new(&[ALICE]).await;
    // Alice moves while she can: each of her steps in a movement is a new moment of the same phase.
    c.policy = clicker::active;
    c.open("oligarchs", "", 3).await;
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("Dice seed revealed"), "{end}");
    let posts = c.thread_posts();
    let mut titles: Vec<String> = posts
        .iter()
        .filter(|p| !p.files.is_empty())
        .map(|p| p.json.as_ref().unwrap()["embeds"][0]["title"].to_string())
        .collect();
    let maps = titles.len();
    titles.sort();
    titles.dedup();
    assert_eq!(maps, titles.len(), "a phase with two map posts: {titles:?}");
    assert!(maps >= 8, "the phases were posted: {titles:?}");
    let texts: Vec<String> = posts.iter().map(|p| p.text()).collect();
    let waiting: Vec<&str> = texts
        .iter()
        .flat_map(|t| t.lines())
        .filter(|l| l.starts_with("Waiting for"))
        .collect();
    assert!(!waiting.is_empty(), "the posts say whom they wait for");
    for line in waiting {
        assert!(!line.contains("Bot "), "a bot among the awaited: {line}");
    }
    eprintln!("oligarchs: {clicks} clicks, {maps} maps\n{end}");
    c.stop().await.assert_clean();
}

/// The same match with Hungarian players in a Hungarian server: every control the bot offers is
/// still enough, and the end post speaks Hungarian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oligarchs_is_played_in_hungarian_by_clicking() {
    let mut c = clicker::Clicker::new_hu(&[ALICE]).await;
    c.policy = clicker::active;
    c.open("oligarchs", "", 3).await;
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("A kockamag"), "{end}");
    assert!(end.contains("Játssz újra botok ellen"), "{end}");
    assert!(!end.contains("Dice seed"), "{end}");
    eprintln!("oligarchs (hu): {clicks} clicks");
    c.stop().await.assert_clean();
}
