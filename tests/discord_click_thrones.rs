//! Thrones played by clicking alone (issue 28, items 1 and 2): the first DM asks for the first-player
//! number in the game's own word and its button opens a menu of the numbers; the homeland is picked
//! from the ready-made layouts offered; then turns until the end post, a medium bot in the other seat.

mod clicker;
mod fake_discord;

const ALICE: u64 = 101;

/// Anything but the dragon's leap: a player who crashes it on turn 1 ends the test before it plays.
fn no_dragon(entries: &[(String, String)], roll: u64) -> usize {
    let keep: Vec<usize> = (0..entries.len())
        .filter(|&i| !entries[i].1.starts_with("o:dragon"))
        .collect();
    keep.get(roll as usize % keep.len().max(1))
        .copied()
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thrones_is_played_from_create_to_the_end_post_by_clicking() {
    let mut c = clicker::Clicker::new(&[ALICE]).await;
    c.policy = no_dragon;
    c.open("thrones", "turns=100", 1).await;
    // The first DM names the first-player number by the game's word, with an order that works.
    let first = c.dm_texts(ALICE).remove(0);
    assert!(
        first.contains("`/order number ") && !first.contains("sealed bid"),
        "{first}"
    );
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("Dice seed revealed"), "{end}");
    let homes = c.menu_seen("ready-made homeland");
    assert!(homes >= 3, "the ready-made homelands were offered: {homes}");
    eprintln!("thrones: {clicks} clicks\n{end}");
    c.stop().await.assert_clean();
}

/// The same match with Hungarian players in a Hungarian server: every control the bot offers is
/// still enough, and the end post speaks Hungarian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thrones_is_played_in_hungarian_by_clicking() {
    let mut c = clicker::Clicker::new_hu(&[ALICE]).await;
    c.policy = no_dragon;
    c.open("thrones", "turns=100", 1).await;
    let clicks = c.play(2_000).await;
    let end = c.end_post();
    assert!(end.contains("A kockamag"), "{end}");
    assert!(end.contains("Játssz újra botok ellen"), "{end}");
    assert!(!end.contains("Dice seed"), "{end}");
    eprintln!("thrones (hu): {clicks} clicks");
    c.stop().await.assert_clean();
}
