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

/// The lines of the oligarchs Lords panel (the first panel: each lord and their standing) of match 1
/// as the service draws it, with its seats named as the service names them, in `lang`.
async fn lords_panel(w: &World, lang: korona_engine::Lang) -> Vec<String> {
    let game = korona_games::find("oligarchs").unwrap();
    let (_, state) = w.service.current_state(1).await.unwrap().unwrap();
    let names = w.service.picture_names(1, lang).await;
    let scene = korona::service::scene_names::named_scene(
        game,
        &state,
        korona_engine::Viewer::Spectator,
        lang,
        &names,
    );
    let panel = scene
        .panels
        .iter()
        .find(|p| !p.lines.is_empty())
        .expect("a lords panel");
    panel.lines.iter().map(|l| l.text.clone()).collect()
}

/// Alice (a person) and an easy and a hard bot in a live oligarchs match, in `lang`.
async fn oligarchs_with_bots(w: &World, lang: &str) {
    w.service.remember_name("alice", "Alice").await.unwrap();
    w.ok(
        "alice",
        Command::Create {
            game: "oligarchs".into(),
            options: vec![("lang".into(), lang.into())],
        },
    )
    .await;
    w.ok("alice", Command::Join).await;
    for level in [korona_engine::BotLevel::Easy, korona_engine::BotLevel::Hard] {
        w.ok("alice", Command::Bot { level }).await;
    }
    w.ok("alice", Command::Start).await;
}

#[tokio::test]
async fn the_oligarchs_lords_panel_of_a_live_match_names_people_and_bots_not_seats() {
    // Issue 28, item 7: the renderer's test scene showed "(seat 0)" beside each lord; a live
    // match's panel names the person who holds the lord and a bot by its level.
    for (lang, seat_word, bots) in [
        ("en", "seat", ["Bot 1 (easy)", "Bot 2 (hard)"]),
        ("hu", "szék", ["1. bot (easy)", "2. bot (hard)"]),
    ] {
        let w = World::new(korona_games::registry).await;
        oligarchs_with_bots(&w, lang).await;
        let lines = lords_panel(&w, korona_engine::Lang::parse(lang).unwrap()).await;
        eprintln!("{lang}: {lines:?}");
        assert_eq!(lines.len(), 3, "{lang}: {lines:?}");
        assert!(lines[0].contains("(Alice)"), "{lang}: {lines:?}");
        for (line, bot) in lines[1..].iter().zip(bots) {
            assert!(line.contains(&format!("({bot})")), "{lang}: {line}");
        }
        for line in &lines {
            assert!(
                !line.to_lowercase().contains(seat_word) && !line.contains("Player"),
                "{lang}: a seat number instead of a person: {line}"
            );
        }
    }
}

#[tokio::test]
async fn a_status_board_names_people_and_bots_not_seats() {
    // Issue 28, item 7, in the text board `status` shows (and every board a text front-end
    // prints): "seat 0 Erdély: 0 garas" named a seat where the map names its holder.
    for (lang, seat_word, bot) in [
        ("en", "seat", "Bot 1 (easy)"),
        ("hu", "szék", "1. bot (easy)"),
    ] {
        let w = World::new(korona_games::registry).await;
        oligarchs_with_bots(&w, lang).await;
        // The board is in the caller's language.
        let reader = korona::service::Caller::user("alice")
            .reading(korona_engine::Lang::parse(lang).unwrap());
        let status = w.run_as(reader, Command::Status).await.unwrap()[0].text();
        let board: Vec<&str> = status.lines().filter(|l| l.contains("garas")).collect();
        assert_eq!(board.len(), 3, "{lang}: {status}");
        assert!(board[0].starts_with("Alice"), "{lang}: {status}");
        assert!(board[1].starts_with(bot), "{lang}: {status}");
        assert!(
            board.iter().all(|l| !l.to_lowercase().contains(seat_word)),
            "{lang}: {status}"
        );
    }
}
