//! Issue "Security" item 9: what holds a secret (the bot token, a running match's seed) never
//! prints it through `Debug`, so no future log line can leak it.

use korona::discord::Config;
use korona::store::{NewMatch, Store};

#[test]
fn the_discord_config_does_not_print_its_token() {
    let c = Config::new("MTIzNDU2.secret-token-value");
    let shown = format!("{c:?}");
    assert!(!shown.contains("secret-token-value"), "{shown}");
    assert!(shown.contains("<secret>"), "{shown}");
}

#[tokio::test]
async fn a_match_row_does_not_print_its_seed() {
    let store = Store::memory().await.unwrap();
    let seed = "5eed".repeat(16);
    let id = store
        .create_match(NewMatch {
            game: "g",
            options: &serde_json::json!({}),
            host: "h",
            guild: None,
            channel: "c",
            seed_hex: &seed,
            seed_sha256: "ab",
            now: 0,
            lang: korona_engine::Lang::En,
        })
        .await
        .unwrap();
    let row = store.get_match(id).await.unwrap().unwrap();
    assert_eq!(row.seed_hex, seed);
    let shown = format!("{row:?}");
    assert!(!shown.contains(&seed), "{shown}");
    assert!(shown.contains("seed_sha256"), "{shown}");
}
