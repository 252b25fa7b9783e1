//! Hungarian through Discord (issue 19, item 1): a match created in a server whose preferred locale is
//! Hungarian posts in Hungarian; each player's own replies follow their client's locale, whatever
//! the match's language. Through the real bot against the fake Discord, which checks every request.

mod fake_discord;

use fake_discord::{FakeDiscord, Who};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::Store;
use korona_engine::{Game, Lang, Seat};
use serde_json::{json, Value};
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;

struct Rig {
    fake: FakeDiscord,
    bot: Option<Bot>,
    service: Arc<Service>,
    /// The service's store, kept beside it for the assertions that look inside.
    store: Store,
}

impl Rig {
    async fn new() -> Rig {
        let fake = FakeDiscord::start().await;
        let config = fake.bot_config();
        let clock = ManualClock::at(1_700_000_000_000);
        let store = Store::memory().await.unwrap();
        let painter: korona::service::Painter = Arc::new(|_| Some(b"\x89PNG fake".to_vec()));
        let service = Arc::new(
            Service::new(store.clone(), korona_games::registry, Arc::new(clock))
                .with_fixed_seeds(42)
                .with_painter(painter),
        );
        let bot = discord::start(service.clone(), config).await.unwrap();
        fake.wait_ready().await;
        Rig {
            fake,
            bot: Some(bot),
            service,
            store,
        }
    }

    async fn stop(mut self) -> FakeDiscord {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.fake
    }
}

/// Alice's client speaks Hungarian, Bob's English; the server prefers Hungarian.
fn who(user: u64) -> Who {
    let w = Who::user(user).in_hungarian_server();
    if user == ALICE {
        w.hu()
    } else {
        w
    }
}

fn user_of(seat: Seat) -> u64 {
    // Bob joins first.
    [BOB, ALICE][seat.0 as usize]
}

async fn slash(rig: &Rig, user: u64, path: &str, opts: &[(&str, Value)]) -> fake_discord::Exchange {
    rig.fake.slash(who(user), path, opts).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_in_a_hungarian_server_posts_in_hungarian_and_each_player_reads_their_own_language()
{
    let rig = Rig::new().await;
    let create = slash(&rig, ALICE, "match create", &[("game", json!("capitals"))]).await;
    // No `lang=`: the server's preferred locale decides.
    let lobby = create.public_text();
    assert!(lobby.contains("1. meccs: Capitals"), "{lobby}");
    assert!(lobby.contains("házigazda"), "{lobby}");
    let m = rig.store.get_match(1).await.unwrap().unwrap();
    assert_eq!(m.lang, Lang::Hu);
    // The match's thread is named in its language too.
    let thread = create
        .records
        .iter()
        .find(|r| r.path.ends_with("/threads"))
        .and_then(|r| r.json.clone())
        .expect("a thread was opened");
    assert_eq!(
        thread["name"],
        json!(format!("user{ALICE} meccse: capitals"))
    );
    let join = slash(&rig, BOB, "match join", &[]).await;
    assert!(
        join.public_text().contains("leül"),
        "{}",
        join.public_text()
    );
    slash(&rig, ALICE, "match join", &[]).await;
    let start = slash(&rig, ALICE, "match start", &[]).await;
    let public = start.public_text();
    assert!(public.contains("Kezdődik a(z) 1. meccs"), "{public}");
    // The phase post's embed: Hungarian labels, Hungarian ping line.
    assert!(public.contains("1. meccs (Capitals)"), "{public}");

    let game: &dyn Game = korona_games::find("capitals").unwrap();
    for _ in 0..2 {
        let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
        let seat = game.awaiting(&state).pending().next().unwrap();
        let order = game
            .legal(&state, seat)
            .into_iter()
            .find(|c| c.text != "end")
            .expect("an action");
        let user = user_of(seat);
        let ex = slash(&rig, user, "order", &[("text", json!(order.text))]).await;
        let mine = ex.caller_text();
        if user == ALICE {
            assert!(mine.contains("Elfogadva:"), "{mine}");
            assert!(!mine.contains("Accepted"), "{mine}");
        } else {
            // Bob's client speaks English: his own card is English in a Hungarian match.
            assert!(mine.contains("Accepted:"), "{mine}");
        }
        let end = slash(&rig, user, "order", &[("text", json!("end"))]).await;
        let public = end.public_text();
        // Hungarian, with the players named where the catalog says "a(z) 0. játékos".
        assert!(
            public.contains("befejezi a kört") && public.contains(&format!("<@{user}>")),
            "the turn's report is Hungarian: {public}"
        );
        assert!(!public.contains("Player "), "{public}");
    }
    // A refusal reads in the caller's language: Bob's English, Alice's Hungarian.
    let bob = slash(&rig, BOB, "order", &[("text", json!("xyzzy"))]).await;
    assert!(
        bob.caller_text().starts_with("Refused:"),
        "{}",
        bob.caller_text()
    );
    let alice = slash(&rig, ALICE, "order", &[("text", json!("xyzzy"))]).await;
    assert!(
        alice.caller_text().starts_with("Elutasítva:"),
        "{}",
        alice.caller_text()
    );
    let fake = rig.stop().await;
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lang_en_overrides_the_servers_hungarian_and_a_bad_lang_is_refused_by_name() {
    let rig = Rig::new().await;
    let bad = slash(
        &rig,
        ALICE,
        "match create",
        &[("game", json!("capitals")), ("options", json!("lang=de"))],
    )
    .await;
    let text = bad.caller_text();
    assert!(text.contains("`de`") && text.contains("en, hu"), "{text}");
    let create = slash(
        &rig,
        ALICE,
        "match create",
        &[("game", json!("capitals")), ("options", json!("lang=en"))],
    )
    .await;
    assert!(
        create.public_text().contains("Match 1: Capitals"),
        "{}",
        create.public_text()
    );
    let fake = rig.stop().await;
    fake.assert_clean();
}
