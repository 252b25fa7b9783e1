//! Fiefs played by clicking alone (issue 28, items 1 and 2): from `/match create` through the
//! lobby's buttons, each turn's DM and the menus it opens, to the end post, bots in the other seats.

mod clicker;
mod fake_discord;

const ALICE: u64 = 101;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fiefs_is_played_from_create_to_the_end_post_by_clicking() {
    let mut c = clicker::Clicker::new(&[ALICE]).await;
    c.open("fiefs", "rounds=8", 1).await;
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("Dice seed revealed"), "{end}");
    eprintln!("fiefs: {clicks} clicks\n{end}");
    c.stop().await.assert_clean();
}

/// The same match with Hungarian players in a Hungarian server: every control the bot offers is
/// still enough, and the end post speaks Hungarian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fiefs_is_played_in_hungarian_by_clicking() {
    let mut c = clicker::Clicker::new_hu(&[ALICE]).await;
    c.open("fiefs", "rounds=8", 1).await;
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("A kockamag"), "{end}");
    assert!(end.contains("Játssz újra botok ellen"), "{end}");
    assert!(!end.contains("Dice seed"), "{end}");
    eprintln!("fiefs (hu): {clicks} clicks");
    c.stop().await.assert_clean();
}
