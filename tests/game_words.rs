//! What games declare for front-ends (`GameInfo.words`) and the service acts on, so that no front-end
//! names a game: shortcut commands, the end-turn order, which games answer odds, typed legal choices.

mod support;

use korona::service::{Body, Command, To};
use support::{auction, create, World};

async fn auction_started() -> World {
    let w = World::new(auction::registry).await;
    w.ok("alice", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("alice", Command::Start).await;
    w
}

fn shortcut(verb: &str, text: &str) -> Command {
    Command::Shortcut {
        verb: verb.into(),
        text: text.into(),
    }
}

#[tokio::test]
async fn a_shortcut_gives_its_games_order_and_an_unknown_one_is_refused() {
    let w = auction_started().await;
    assert_eq!(w.service.shortcuts().len(), 1);
    let replies = w.ok("alice", shortcut("BID", "7")).await;
    let mine = replies.iter().find(|r| r.to == To::Caller).unwrap();
    // The card names the round first, then what is left of the phase.
    assert_eq!(
        mine.text().lines().next(),
        Some("Sealed for round 1: bid 7")
    );
    assert!(!mine.offers_end_turn(), "the auction has no end-turn order");
    let refused = w.run("bob", shortcut("offer", "2")).await.unwrap_err();
    assert!(
        refused.contains("`offer`") && refused.contains("bid"),
        "{refused}"
    );
    let refused = w.run("bob", Command::EndTurn).await.unwrap_err();
    assert!(refused.contains("service-no-end-turn"), "{refused}");
}

#[tokio::test]
async fn legal_orders_arrive_as_typed_choices() {
    let w = auction_started().await;
    let replies = w
        .ok(
            "alice",
            Command::Legal {
                prefix: "bid 1".into(),
            },
        )
        .await;
    let Body::Choices { choices, text, .. } = &replies[0].body else {
        panic!("not choices: {replies:?}");
    };
    assert!(!choices.is_empty());
    assert!(choices.iter().all(|c| c.text.starts_with("bid 1")));
    // The auction labels its choices; a text front-end lists the order with its label.
    assert_ne!(choices[0].label, choices[0].text);
    assert!(text.to_string().contains(&choices[0].label), "{text}");
}

#[tokio::test]
async fn odds_without_a_game_go_to_the_only_game_that_has_them() {
    let w = World::new(korona_games::registry).await;
    let query = "open attacker=2C defender=2I";
    let named = w
        .ok(
            "alice",
            Command::Odds {
                game: Some("oligarchs".into()),
                query: query.into(),
            },
        )
        .await;
    // Another user: heavy commands have a per-user cooldown.
    let unnamed = w
        .ok(
            "bob",
            Command::Odds {
                game: None,
                query: query.into(),
            },
        )
        .await;
    // The same game answered (its last digits may differ between two computations).
    let keys = |r: &[korona::service::Reply]| {
        let v: serde_json::Value = serde_json::from_str(&r[0].text()).unwrap();
        v.as_object().unwrap().keys().cloned().collect::<Vec<_>>()
    };
    assert_eq!(keys(&named), keys(&unnamed));
    assert_eq!(keys(&unnamed), ["attacker", "defender", "neither"]);
    // A registry where no game has odds asks which game is meant.
    let w = World::new(auction::registry).await;
    let refused = w
        .run(
            "alice",
            Command::Odds {
                game: None,
                query: query.into(),
            },
        )
        .await
        .unwrap_err();
    assert!(refused.contains("service-odds-which-game"), "{refused}");
}
