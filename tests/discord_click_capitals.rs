//! Capitals played by clicking alone (issue 28, items 1 and 2): from `/match create` through the
//! lobby's buttons, each turn's DM and the menus it opens, to the end post, bots in the other seats;
//! then the practice match the end post offers, typed as it names it (issue 28, item 5).

mod clicker;
mod fake_discord;

const ALICE: u64 = 101;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn capitals_is_played_from_create_to_the_end_post_by_clicking() {
    let mut c = clicker::Clicker::new(&[ALICE]).await;
    c.open("capitals", "size=10", 1).await;
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("Dice seed revealed"), "{end}");
    eprintln!("capitals: {clicks} clicks\n{end}");
    // The end post names the next step: the command, with the game, exactly as it is to be typed.
    let (_, offered) = end
        .split_once("/match practice ")
        .unwrap_or_else(|| panic!("the end post offers a practice match: {end}"));
    let game: String = offered
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    assert_eq!(game, "capitals", "{end}");
    let (card, _) = c
        .practice(fake_discord::Who::user(ALICE), &game, None)
        .await;
    assert!(card.contains("practice match"), "{card}");
    c.stop().await.assert_clean();
}

/// The same match with Hungarian players in a Hungarian server: every control the bot offers is
/// still enough, and the end post speaks Hungarian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn capitals_is_played_in_hungarian_by_clicking() {
    let mut c = clicker::Clicker::new_hu(&[ALICE]).await;
    c.open("capitals", "size=10", 1).await;
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("A kockamag"), "{end}");
    assert!(end.contains("Játssz újra botok ellen"), "{end}");
    assert!(!end.contains("Dice seed"), "{end}");
    eprintln!("capitals (hu): {clicks} clicks");
    c.stop().await.assert_clean();
}
