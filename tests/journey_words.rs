//! What a new player reads on day one (issue 28, items 8 and 9): a concession is told once in the
//! end post; `legal` with a square finds the orders about that square, and a filter that finds none
//! says what the orders begin with instead of "no legal orders".

mod support;

use korona::service::Command;
use support::*;

async fn capitals_of_alice_and_bob(w: &World) {
    w.ok("alice", create("capitals")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("alice", Command::Start).await;
}

#[tokio::test]
async fn a_concession_is_told_once_in_the_end_post() {
    let w = World::new(korona_games::registry).await;
    capitals_of_alice_and_bob(&w).await;
    let end = public_text(&w.ok("bob", Command::Concede).await);
    assert!(end.contains("is over"), "{end}");
    assert_eq!(end.matches("resigns").count(), 1, "{end}");
}

#[tokio::test]
async fn legal_with_a_square_lists_the_orders_about_it() {
    let w = World::new(korona_games::registry).await;
    capitals_of_alice_and_bob(&w).await;
    // Whoever moves first has orders; one of them names a square.
    let (mover, all) = {
        let a = w.run("alice", legal("")).await.unwrap();
        let text = a[0].text();
        if text.contains("No legal") {
            ("bob", w.ok("bob", legal("")).await[0].text())
        } else {
            ("alice", text)
        }
    };
    let square = all
        .split_whitespace()
        .find(|w| {
            w.len() == 2 && w.as_bytes()[0].is_ascii_uppercase() && w.as_bytes()[1].is_ascii_digit()
        })
        .expect("an order names a square")
        .to_string();
    let about = w.ok(mover, legal(&square.to_lowercase())).await[0].text();
    assert!(!about.is_empty() && !about.contains("No legal"), "{about}");
    assert!(about.lines().all(|l| l.contains(&square)), "{about}");
    let none = w.ok(mover, legal("zz9")).await[0].text();
    assert!(
        none.contains("`zz9`") && none.contains("begin with"),
        "{none}"
    );
}

fn legal(prefix: &str) -> Command {
    Command::Legal {
        prefix: prefix.to_string(),
    }
}
