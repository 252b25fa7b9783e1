//! Every posted map carries alt text (issue 28, item 10): each phase post of a bot match with a
//! picture describes it in words, in the match's language, within Discord's 1,024 characters, and
//! the Discord message puts it on the attachment as its `description`.

use korona::service::{Body, Caller, Command, ManualClock, Place, Request, Service};
use korona::store::Store;
use korona_engine::{BotLevel, Lang};
use std::sync::Arc;

/// The public phase posts of a whole oligarchs bot match in `lang`.
async fn phase_posts(lang: &str) -> Vec<korona::service::PhasePost> {
    let store = Store::memory().await.expect("in-memory store");
    let service = Service::new(store, korona_games::registry, Arc::new(ManualClock::at(0)))
        .with_fixed_seeds(7)
        .with_painter(korona::paint::painter());
    let request = |command| Request {
        caller: Caller {
            user: "host".into(),
            admin: true,
            lang: Lang::En,
        },
        place: Place {
            guild: None,
            channel: "alt".into(),
        },
        match_id: None,
        command,
    };
    let mut replies = Vec::new();
    let create = Command::Create {
        game: "oligarchs".into(),
        options: vec![("lang".into(), lang.into())],
    };
    replies.extend(service.handle(&request(create)).await.expect("created"));
    for _ in 0..3 {
        let bot = Command::Bot {
            level: BotLevel::Easy,
        };
        replies.extend(service.handle(&request(bot)).await.expect("bot sits"));
    }
    replies.extend(
        service
            .handle(&request(Command::Start))
            .await
            .expect("starts"),
    );
    replies
        .into_iter()
        .filter_map(|r| match r.body {
            Body::Phase(post) if post.picture.is_some() => Some(post),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn every_phase_map_is_described_in_the_matchs_language() {
    for (lang, changed, lords) in [
        ("en", "Since the last map", "Lords"),
        ("hu", "Az előző térkép óta", "Urak"),
    ] {
        let posts = phase_posts(lang).await;
        // Bot steps fold into one post (issue 28, item 6): a bots-only match posts its maps rarely.
        assert!(!posts.is_empty(), "{lang}: no map posted");
        for post in &posts {
            let alt = &post.alt;
            assert!(!alt.is_empty(), "{lang}: a map without words");
            assert!(alt.chars().count() <= 1024, "{lang}: {alt}");
            // The standings: every lord's line of the map's Lords panel.
            assert!(
                alt.contains(lords) && alt.contains("garas"),
                "{lang}: {alt}"
            );
            if !post.events.is_empty() {
                assert!(alt.contains(changed), "{lang}: {alt}");
            }
            if !post.waiting.is_empty() {
                let first = post.waiting[0].plain();
                assert!(alt.contains(&first), "{lang}: {first} not in {alt}");
            }
            let message = korona::discord::deliver::phase_message(post);
            let json = serde_json::to_value(&message).expect("serialises");
            let described = json["attachments"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|a| a["description"].as_str() == Some(alt.as_str()));
            assert!(
                described,
                "{lang}: no description on the attachment: {json}"
            );
        }
        eprintln!("{lang}: {} maps, e.g. {}", posts.len(), posts[0].alt);
    }
}
