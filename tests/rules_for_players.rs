//! `/rules` for players (issue 28, item 4): each game's guide comes from its own folder; `/rules
//! <game>` answers with the goal first, the first turn and the orders in at most three pages, and
//! names its topics; `/rules <game> <topic>` gives the detail; an unknown topic is refused with the
//! list. In both languages, through the service as every front-end asks it.

use korona::service::{Body, Caller, Command, ManualClock, Place, Request, Service, ServiceError};
use korona::store::Store;
use korona_engine::Lang;
use std::sync::Arc;

async fn service() -> Service {
    Service::new(
        Store::memory().await.unwrap(),
        korona_games::registry,
        Arc::new(ManualClock::at(1_700_000_000_000)),
    )
}

fn rules(game: &str, topic: Option<&str>, lang: Lang) -> Request {
    Request {
        caller: Caller::user("anna").reading(lang),
        place: Place {
            guild: None,
            channel: "c".into(),
        },
        match_id: None,
        command: Command::Rules {
            game: Some(game.to_string()),
            topic: topic.map(str::to_string),
        },
    }
}

fn pages(body: &Body) -> Vec<String> {
    match body {
        Body::Pages { pages, .. } => pages.clone(),
        other => panic!("rules are pages, not {other:?}"),
    }
}

#[tokio::test]
async fn every_game_says_how_to_win_first_in_three_pages_at_most() {
    let service = service().await;
    for game in korona_games::registry() {
        let id = game.info().id;
        for (lang, win) in [(Lang::En, "win"), (Lang::Hu, "nyer")] {
            let replies = service.handle(&rules(id, None, lang)).await.unwrap();
            let pages = pages(&replies[0].body);
            assert!(
                (1..=3).contains(&pages.len()),
                "{id} {lang}: {}",
                pages.len()
            );
            let opening: String = pages[0].lines().take(4).collect::<Vec<_>>().join(" ");
            assert!(
                opening.to_lowercase().contains(win),
                "{id} {lang}: {opening}"
            );
            let all = pages.join("\n");
            for developer in ["| ", "```", ".rs", "docs/", "API", "scene"] {
                assert!(
                    !all.contains(developer),
                    "{id} {lang}: `{developer}` in {all}"
                );
            }
            // The last page names the topics, `options` among them.
            let last = pages.last().unwrap();
            assert!(
                last.contains(&format!("/rules {id}"))
                    || last.contains(&format!("/szabályok {id}")),
                "{id}: {last}"
            );
            assert!(last.contains("options"), "{id}: {last}");
        }
    }
}

#[tokio::test]
async fn a_topic_gives_its_detail_and_options_lists_every_option() {
    let service = service().await;
    for game in korona_games::registry() {
        let id = game.info().id;
        for lang in Lang::ALL {
            let replies = service
                .handle(&rules(id, Some("options"), lang))
                .await
                .unwrap();
            let text = pages(&replies[0].body).join("\n");
            for option in game.option_set().options {
                assert!(
                    text.contains(option.key),
                    "{id} {lang}: no `{}` in {text}",
                    option.key
                );
            }
            let head =
                pages(&service.handle(&rules(id, None, lang)).await.unwrap()[0].body).join("\n");
            assert!(
                !head.contains(&text),
                "{id}: the options are a topic of their own"
            );
        }
    }
    let combat = service
        .handle(&rules("capitals", Some("combat"), Lang::En))
        .await
        .unwrap();
    let Body::Pages { title, pages, .. } = &combat[0].body else {
        panic!("pages")
    };
    assert_eq!(title, "Capitals: Attacks and fortifications");
    assert!(pages[0].contains("capital"), "{pages:?}");
}

#[tokio::test]
async fn an_unknown_topic_is_refused_with_the_topics_there_are() {
    let service = service().await;
    let err = service
        .handle(&rules("oligarchs", Some("weather"), Lang::En))
        .await
        .unwrap_err();
    let ServiceError::Refused(refusal) = &err else {
        panic!("refused, not {err:?}")
    };
    let said = service.refusal_in(Lang::En, refusal).plain();
    assert!(said.starts_with("`weather`"), "{said}");
    assert!(said.contains("Accepted: options, "), "{said}");
    assert!(said.contains("combat"), "{said}");
}
