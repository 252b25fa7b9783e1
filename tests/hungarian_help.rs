//! What a game is and what its options mean, in the reader's language (issue 19, item 1): every
//! game's summary, option help and preset help is a catalog message with Hungarian words, and
//! `/games` and `/rules` show them to a Hungarian caller (the option names and values stay as
//! users type them).

use korona::service::{Body, Caller, Command, ManualClock, Place, Reply, Request, Service};
use korona::store::Store;
use korona::words;
use korona_engine::{Catalog, Game, Lang, Message};
use std::sync::Arc;

/// Every help text `game` declares: its summary, each option's and each preset's.
fn help_ids(game: &dyn Game) -> Vec<&'static str> {
    let set = game.option_set();
    std::iter::once(game.info().summary)
        .chain(set.options.iter().map(|o| o.help))
        .chain(set.presets.iter().map(|p| p.help))
        .collect()
}

#[test]
fn every_summary_and_option_help_is_a_message_in_both_languages() {
    let en = words::try_catalog(korona_games::registry, Lang::En).unwrap();
    let hu = words::try_catalog(korona_games::registry, Lang::Hu).unwrap();
    let mut count = 0;
    for game in korona_games::registry() {
        for id in help_ids(*game) {
            let say = |c: &Catalog| {
                c.check(&Message::new(id))
                    .unwrap_or_else(|e| panic!("{}: `{id}` is not a message: {e}", c.lang()))
            };
            let (english, hungarian) = (say(&en), say(&hu));
            assert_ne!(english, hungarian, "`{id}` is not translated");
            count += 1;
        }
    }
    assert!(count >= 36, "only {count} help texts");
}

async fn ask(service: &Service, lang: Lang, command: Command) -> Vec<Reply> {
    let req = Request {
        caller: Caller::user("anna").reading(lang),
        place: Place {
            guild: None,
            channel: "c".into(),
        },
        match_id: None,
        command,
    };
    service.handle(&req).await.unwrap()
}

#[tokio::test]
async fn games_and_rules_read_in_the_callers_language() {
    let service = Service::new(
        Store::memory().await.unwrap(),
        korona_games::registry,
        Arc::new(ManualClock::at(1_700_000_000_000)),
    );
    let en = words::try_catalog(korona_games::registry, Lang::En).unwrap();
    let hu = words::try_catalog(korona_games::registry, Lang::Hu).unwrap();
    let games = ask(&service, Lang::Hu, Command::Games).await;
    for game in korona_games::registry() {
        let summary = Message::new(game.info().summary);
        assert!(games[0].text().contains(&hu.render(&summary)));
        assert!(!games[0].text().contains(&en.render(&summary)));
        let rules = ask(
            &service,
            Lang::Hu,
            Command::Rules {
                game: Some(game.info().id.to_string()),
                topic: Some("options".to_string()),
            },
        )
        .await;
        let Body::Pages { pages, lang, .. } = &rules[0].body else {
            panic!("rules are pages")
        };
        assert_eq!(*lang, Lang::Hu);
        let first = &pages.join("\n");
        for o in game.option_set().options {
            let help = Message::new(o.help);
            assert!(first.contains(&hu.render(&help)), "{first}");
            assert!(!first.contains(&en.render(&help)), "{first}");
            assert!(first.contains(&format!("beállítás: {}:", o.key)), "{first}");
        }
        assert!(!first.contains("default"), "{first}");
    }
}

// The seat choices of `/msg`, `/match kick` and the like name the caller, bots and open seats in
// the caller's language.
#[tokio::test]
async fn seat_choices_read_in_the_callers_language() {
    let service = Service::new(
        Store::memory().await.unwrap(),
        korona_games::registry,
        Arc::new(ManualClock::at(1_700_000_000_000)),
    );
    let create = Command::Create {
        game: "oligarchs".into(),
        options: Vec::new(),
    };
    ask(&service, Lang::Hu, create).await;
    ask(&service, Lang::Hu, Command::Join).await;
    let bot = Command::Bot {
        level: korona_engine::BotLevel::Easy,
    };
    ask(&service, Lang::Hu, bot).await;
    let req = |lang| Request {
        caller: Caller::user("anna").reading(lang),
        place: Place {
            guild: None,
            channel: "c".into(),
        },
        match_id: None,
        command: Command::Games,
    };
    let labels =
        |choices: Vec<(u8, String)>| choices.into_iter().map(|(_, l)| l).collect::<Vec<_>>();
    let hu = labels(service.seat_choices(&req(Lang::Hu)).await.unwrap());
    let en = labels(service.seat_choices(&req(Lang::En)).await.unwrap());
    assert_eq!(hu, ["0: anna felhasználó (te)", "1: Bot (easy)"]);
    assert_eq!(en, ["0: user anna (you)", "1: Bot (easy)"]);
}
