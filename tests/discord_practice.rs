//! `/match practice <game> [level]` through the fake Discord (issue 28, item 5): one command opens a
//! match against bots in a thread of its own and starts it; the first card says what is asked now
//! and offers a short menu of orders that make sense first (oligarchs: the ready-made placement,
//! not hundreds); the player then plays to the end post by clicking only what the bot offers.

mod clicker;
mod fake_discord;

use fake_discord::Who;

const ALICE: u64 = 101;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn practice_oligarchs_starts_at_once_and_is_played_by_clicking() {
    let mut c = clicker::Clicker::new(&[ALICE]).await;
    let (card, entries) = c.practice(Who::user(ALICE), "oligarchs", None).await;
    assert!(
        card.contains("Your practice match 1 of Oligarchs"),
        "{card}"
    );
    assert!(card.contains("one easy bot"), "{card}");
    assert!(
        card.contains("Now:") && card.contains("Orders that make sense first"),
        "{card}"
    );
    assert!(
        (1..=korona_engine::SUGGESTED).contains(&entries.len()),
        "a short list: {entries:?}"
    );
    let posts: Vec<String> = c.thread_posts().iter().map(|p| p.text()).collect();
    assert!(
        posts
            .iter()
            .any(|t| t.contains("Practice match 1") && t.contains("sha256")),
        "{posts:?}"
    );
    let seats = c.store.seats(clicker::MATCH).await.unwrap();
    assert_eq!(seats.len(), 2, "the fewest seats oligarchs takes");
    assert_eq!(seats[0].user_id.as_deref(), Some("101"));
    assert_eq!(seats[1].bot_level.as_deref(), Some("easy"));
    c.policy = clicker::active;
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("Dice seed revealed"), "{end}");
    eprintln!("practice oligarchs: {clicks} clicks\n{end}");
    c.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn practice_capitals_in_hungarian_with_a_hard_bot_is_played_by_clicking() {
    let mut c = clicker::Clicker::new(&[ALICE]).await;
    let (card, entries) = c
        .practice(Who::user(ALICE).hu(), "capitals", Some("hard"))
        .await;
    assert!(card.contains("gyakorló meccsed"), "{card}");
    assert!(card.contains("egy hard bot"), "{card}");
    assert!(card.contains("Ezekkel érdemes kezdeni"), "{card}");
    assert!(!entries.is_empty() && entries.len() <= korona_engine::SUGGESTED);
    let posts: Vec<String> = c.thread_posts().iter().map(|p| p.text()).collect();
    assert!(
        posts.iter().any(|t| t.contains("1. gyakorló meccs")),
        "the match posts in the player's language: {posts:?}"
    );
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("A kockamag"), "{end}");
    eprintln!("practice capitals (hu): {clicks} clicks\n{end}");
    c.stop().await.assert_clean();
}
