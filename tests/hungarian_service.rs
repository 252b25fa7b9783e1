//! Hungarian through the service (issue 19, item 1): a capitals match created with `lang=hu` posts
//! its lobby, phase reports and map in Hungarian, while each caller's own replies are in the
//! caller's language; the map's title, panels and legend are Hungarian in a Hungarian match.

use korona::service::{
    Body, Caller, Command, ManualClock, Painter, Place, Reply, Request, Service, To,
};
use korona::store::Store;
use korona_engine::{Game, Lang, Scene, Viewer};
use std::sync::{Arc, Mutex};

struct World {
    service: Service,
    /// The service's store, kept beside it for the assertions that look inside.
    store: Store,
    /// The title of every scene the service had painted, in order.
    painted: Arc<Mutex<Vec<String>>>,
}

impl World {
    async fn new() -> World {
        let painted = Arc::new(Mutex::new(Vec::new()));
        let seen = painted.clone();
        let painter: Painter = Arc::new(move |scene: &Scene| {
            seen.lock().unwrap().push(scene.title.clone());
            Some(b"\x89PNG fake".to_vec())
        });
        let store = Store::memory().await.unwrap();
        let service = Service::new(
            store.clone(),
            korona_games::registry,
            Arc::new(ManualClock::at(1_700_000_000_000)),
        )
        .with_fixed_seeds(7)
        .with_painter(painter);
        World {
            service,
            store,
            painted,
        }
    }

    async fn run(&self, user: &str, lang: Lang, command: Command) -> Vec<Reply> {
        let req = Request {
            caller: Caller::user(user).reading(lang),
            place: Place {
                guild: None,
                channel: "hu".into(),
            },
            match_id: None,
            command,
        };
        self.service
            .handle(&req)
            .await
            .unwrap_or_else(|e| panic!("{user}: {e:?}"))
    }
}

fn text(replies: &[Reply], public: bool) -> String {
    replies
        .iter()
        .filter(|r| match r.to {
            To::Public { .. } => public,
            To::Caller => !public,
            To::Dm { .. } => false,
        })
        .map(korona::discord::markup::reply)
        .collect::<Vec<_>>()
        .join("\n")
}

// The choices a Hungarian player is offered read Hungarian where they are words, not orders.
#[tokio::test]
async fn a_hungarian_player_is_offered_thrones_homelands_in_hungarian() {
    let w = World::new().await;
    let create = Command::Create {
        game: "thrones".into(),
        options: Vec::new(),
    };
    w.run("anna", Lang::En, create).await;
    w.run("anna", Lang::En, Command::Join).await;
    w.run("ben", Lang::En, Command::Join).await;
    w.run("anna", Lang::En, Command::Start).await;
    for (user, n) in [("anna", "number 0"), ("ben", "number 1")] {
        w.run(user, Lang::En, Command::Order { text: n.into() })
            .await;
    }
    let labels = |replies: Vec<Reply>| -> Vec<(String, String)> {
        let card = replies
            .iter()
            .find(|r| !r.choices().is_empty())
            .expect("choices");
        card.choices()
            .iter()
            .map(|c| (c.label.clone(), c.text.clone()))
            .collect()
    };
    let legal = || Command::Legal {
        prefix: String::new(),
    };
    let hu = labels(w.run("anna", Lang::Hu, legal()).await);
    let en = labels(w.run("ben", Lang::En, legal()).await);
    assert!(
        hu.iter().any(|(l, _)| l == "1. kész hazai terület"),
        "{hu:?}"
    );
    assert!(
        hu.iter()
            .any(|(l, _)| l == "egy véletlen, szabályos hazai terület"),
        "{hu:?}"
    );
    assert!(
        en.iter().any(|(l, _)| l == "ready-made homeland 1"),
        "{en:?}"
    );
    assert!(
        en.iter().any(|(l, _)| l == "a random valid homeland"),
        "{en:?}"
    );
    // The same orders behind the labels.
    let texts = |v: &[(String, String)]| v.iter().map(|(_, t)| t.clone()).collect::<Vec<_>>();
    assert_eq!(texts(&hu), texts(&en));
}

fn capitals() -> &'static dyn Game {
    korona_games::find("capitals").unwrap()
}

#[tokio::test]
async fn a_hungarian_capitals_turn_through_the_service() {
    let w = World::new().await;
    let create = Command::Create {
        game: "capitals".into(),
        options: vec![("lang".into(), "hu".into())],
    };
    let lobby = text(&w.run("anna", Lang::Hu, create).await, true);
    assert!(
        lobby.starts_with("1. meccs: Capitals, 2 játékos"),
        "{lobby}"
    );
    w.run("anna", Lang::Hu, Command::Join).await;
    // Ben reads English; the match still speaks Hungarian in public.
    let join = text(&w.run("ben", Lang::En, Command::Join).await, true);
    assert_eq!(join, "<@ben> leül a(z) 1. meccs 1. székére.");
    let start = w.run("anna", Lang::Hu, Command::Start).await;
    let public = text(&start, true);
    assert!(
        public.contains("Kezdődik a(z) 1. meccs (Capitals) 2 székkel."),
        "{public}"
    );
    let phase = start
        .iter()
        .find_map(|r| match &r.body {
            Body::Phase(p) => Some(p.clone()),
            _ => None,
        })
        .expect("a phase post");
    // The phase itself reads in Hungarian too: "1. kör", not "turn 1".
    assert_eq!(phase.title.to_string(), "1. meccs (Capitals): 1. kör");
    assert!(phase.text.to_string().contains("Soron: "), "{}", phase.text);
    assert_eq!(phase.lang, Lang::Hu);

    // Anna (seat 0) plays a turn: her own card is Hungarian, the turn's public report too.
    let (_, state) = w.service.current_state(1).await.unwrap().unwrap();
    let order = capitals()
        .legal(&state, korona_engine::Seat(0))
        .into_iter()
        .find(|c| c.text != "end")
        .unwrap();
    let card = text(
        &w.run(
            "anna",
            Lang::Hu,
            Command::Order {
                text: order.text.clone(),
            },
        )
        .await,
        false,
    );
    assert!(
        card.starts_with(&format!("Elfogadva: {}", order.text)),
        "{card}"
    );
    let ended = w
        .run("anna", Lang::Hu, Command::Order { text: "end".into() })
        .await;
    let report = text(&ended, true);
    // The players are named where the catalog's phrase stands ("a(z) 0. játékos").
    assert!(report.contains("<@anna>: "), "{report}");
    assert!(report.contains("<@anna> befejezi a kört."), "{report}");
    assert!(!report.contains("Player"), "{report}");
    // The DM that tells Ben it is his turn is in the match's language.
    let dm = ended
        .iter()
        .find(|r| r.to == To::Dm { user: "ben".into() })
        .map(|r| r.text().to_string())
        .expect("a nudge to ben");
    assert!(dm.contains("rád vár"), "{dm}");

    // Ben, reading English, gets his own replies in English in the Hungarian match.
    let status = text(&w.run("ben", Lang::En, Command::Status).await, false);
    assert!(
        status.starts_with("Match 1: Capitals (running)"),
        "{status}"
    );
    let refused = w
        .service
        .handle(&Request {
            caller: Caller::user("ben").reading(Lang::Hu),
            place: Place {
                guild: None,
                channel: "hu".into(),
            },
            match_id: None,
            command: Command::Order {
                text: "xyzzy".into(),
            },
        })
        .await
        .unwrap_err();
    let words = w.service.words_in(Lang::Hu);
    assert!(
        words
            .refusal(refused.refusal().unwrap())
            .contains("ismeretlen parancs"),
        "{refused:?}"
    );

    // Every map the match painted had a Hungarian title.
    let painted = w.painted.lock().unwrap().clone();
    assert!(!painted.is_empty());
    assert!(
        painted.iter().all(|t| t.starts_with("Fővárosok")),
        "{painted:?}"
    );
}

#[tokio::test]
async fn a_match_without_lang_speaks_english_in_public() {
    let w = World::new().await;
    let create = Command::Create {
        game: "capitals".into(),
        options: vec![],
    };
    let lobby = text(&w.run("anna", Lang::Hu, create).await, true);
    assert!(
        lobby.starts_with("Match 1: Capitals for 2 players"),
        "{lobby}"
    );
    let m = w.store.get_match(1).await.unwrap().unwrap();
    assert_eq!(m.lang, Lang::En);
}

// The render side: a Hungarian match's map title, panels and legend are Hungarian; English stays as
// it was. Plural forms agree in both ("1 square" / "2 squares"; "1 mező" / "2 mező").
#[test]
fn a_hungarian_matchs_map_has_a_hungarian_title_panel_and_legend() {
    let game = capitals();
    let state = game
        .setup(
            &game.options(&[]).unwrap(),
            2,
            &mut korona_engine::Dice::for_entry(&korona_engine::MatchSeed::from_number(3), 0),
        )
        .unwrap();
    let hu = game.scene_in(&state, Viewer::Spectator, Lang::Hu);
    let en = game.scene_in(&state, Viewer::Spectator, Lang::En);
    assert_eq!(en.title, game.scene(&state, Viewer::Spectator).title);
    assert!(en.title.starts_with("Capitals "), "{}", en.title);
    assert!(hu.title.starts_with("Fővárosok, "), "{}", hu.title);
    assert!(hu.panel[0].starts_with("1. kör / "), "{:?}", hu.panel);
    assert_eq!(hu.panels[0].title, "Játékosok");
    assert!(
        hu.panels[0].lines[0].text.contains(" mező, "),
        "{:?}",
        hu.panels[0].lines
    );
    assert!(hu.legend.iter().any(|l| l.label == "főváros"));
    assert!(en.legend.iter().any(|l| l.label == "capital"));
    let png = korona::paint::painter()(&hu).expect("the Hungarian map paints");
    assert!(png.starts_with(b"\x89PNG"));
    if let Ok(dir) = std::env::var("KORONA_SHOW") {
        std::fs::write(format!("{dir}/capitals-hu.png"), &png).unwrap();
    }
}

// Oligarchs' map in Hungarian: its own words translated, its county and office names Hungarian in
// both languages.
#[test]
fn an_oligarchs_map_in_hungarian_keeps_its_county_and_office_names() {
    let game = korona_games::find("oligarchs").unwrap();
    let state = game
        .setup(
            &game.options(&[]).unwrap(),
            3,
            &mut korona_engine::Dice::for_entry(&korona_engine::MatchSeed::from_number(5), 0),
        )
        .unwrap();
    let hu = game.scene_in(&state, Viewer::Spectator, Lang::Hu);
    let en = game.scene_in(&state, Viewer::Spectator, Lang::En);
    assert!(hu.title.starts_with("Oligarchák 1301"), "{}", hu.title);
    assert!(en.title.starts_with("Oligarchs 1301"), "{}", en.title);
    let titles = |s: &Scene| s.panels.iter().map(|p| p.title.clone()).collect::<Vec<_>>();
    assert_eq!(titles(&hu)[..3], ["Urak", "Tisztségek", "Idővonal"]);
    assert_eq!(titles(&en)[..3], ["Lords", "Offices", "Timeline"]);
    // The offices keep their Hungarian names in both languages.
    let offices = |s: &Scene| {
        s.panels[1]
            .lines
            .iter()
            .map(|l| l.text.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(offices(&en)[0], "országbíró: vacant");
    assert_eq!(offices(&hu)[0], "országbíró: betöltetlen");
    assert!(hu.legend.iter().any(|l| l.label == "a Korona"));
    let png = korona::paint::painter()(&hu).expect("the Hungarian map paints");
    if let Ok(dir) = std::env::var("KORONA_SHOW") {
        std::fs::write(format!("{dir}/oligarchs-hu.png"), &png).unwrap();
    }
}

// Every game's map has Hungarian words: the title changes with the language and no legend entry or
// panel title is left in English.
#[test]
fn map_titles_and_legends_follow_the_language() {
    for (id, seats) in [
        ("capitals", 2),
        ("oligarchs", 3),
        ("thrones", 2),
        ("fiefs", 2),
        ("kingdoms", 2),
    ] {
        let game = korona_games::find(id).unwrap();
        let state = game
            .setup(
                &game.options(&[]).unwrap(),
                seats,
                &mut korona_engine::Dice::for_entry(&korona_engine::MatchSeed::from_number(9), 0),
            )
            .unwrap();
        let en = game.scene_in(&state, Viewer::Spectator, Lang::En);
        let hu = game.scene_in(&state, Viewer::Spectator, Lang::Hu);
        assert_ne!(en.title, hu.title, "{id}");
        for (e, h) in en.legend.iter().zip(&hu.legend) {
            assert_ne!(e.label, h.label, "{id}: legend entry left in English");
        }
        for (e, h) in en.panels.iter().zip(&hu.panels) {
            assert_ne!(e.title, h.title, "{id}: panel title left in English");
        }
    }
}
