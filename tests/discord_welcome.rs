//! The first message a new player sees in a channel, the lobby post of `/match create`, names the
//! quick start (issue 28, item 3): `/match practice <game>` in English, `/meccs gyakorlás <game>`
//! (the names a Hungarian Discord client shows) in Hungarian. The test reads the command out of the
//! bot's own post and types it as written.

mod clicker;
mod fake_discord;

use serde_json::json;

const ALICE: u64 = 101;

/// `/match create <game>` by the clicker's first player; the lobby post's text, as Discord got it.
async fn lobby_text(c: &mut clicker::Clicker, game: &str) -> String {
    let who = c.who(ALICE);
    let created = c
        .fake
        .slash(who, "match create", &[("game", json!(game))])
        .await;
    let thread = c.fake.last_thread().expect("the match has a thread");
    created
        .posts_in(thread)
        .into_iter()
        .find(|r| !fake_discord::FakeDiscord::buttons(r).is_empty())
        .unwrap_or_else(|| panic!("a lobby post with buttons: {}", created.caller_text()))
        .text()
}

/// The game word after `command` in `text`, as a player would copy it.
fn game_after(text: &str, command: &str) -> String {
    let (_, rest) = text
        .split_once(command)
        .unwrap_or_else(|| panic!("`{command}` is named in the lobby post: {text}"));
    rest.chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_post_names_the_practice_quick_start_and_it_works_as_typed() {
    let mut c = clicker::Clicker::new(&[ALICE]).await;
    let lobby = lobby_text(&mut c, "oligarchs").await;
    assert!(lobby.contains("Quick start"), "{lobby}");
    let game = game_after(&lobby, "/match practice ");
    assert_eq!(game, "oligarchs", "{lobby}");
    let (card, entries) = c
        .practice(fake_discord::Who::user(ALICE), &game, None)
        .await;
    assert!(card.contains("Your practice match"), "{card}");
    assert!(!entries.is_empty(), "the first card offers first orders");
    c.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hungarian_lobby_post_names_the_quick_start_by_its_hungarian_names() {
    let mut c = clicker::Clicker::new_hu(&[ALICE]).await;
    let lobby = lobby_text(&mut c, "kingdoms").await;
    assert!(lobby.contains("Gyors kezdés"), "{lobby}");
    assert_eq!(
        game_after(&lobby, "/meccs gyakorlás "),
        "kingdoms",
        "{lobby}"
    );
    assert!(!lobby.contains("/match practice"), "{lobby}");
    c.stop().await.assert_clean();
}
