//! The match pages from Discord (issue 32), through the real bot against the fake Discord: where the
//! deployment's pages are public, each phase post's title links to the match page and `/match link`
//! gives a seated player (privately) the address of their seat's own view, whose key the pages
//! accept; a stranger gets no link, and without public pages the command says so.

mod fake_discord;

use fake_discord::{FakeDiscord, Record, Who};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::Store;
use korona_engine::Viewer;
use serde_json::{json, Value};
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;
const CAROL: u64 = 103;
const PAGES: &str = "https://korona.example.org";

struct Rig {
    fake: FakeDiscord,
    bot: Bot,
    service: Arc<Service>,
}

impl Rig {
    async fn new(public_url: Option<&str>) -> Rig {
        let fake = FakeDiscord::start().await;
        let config = fake.bot_config();
        let service = Arc::new(
            Service::new(
                Store::memory().await.unwrap(),
                korona_games::registry,
                Arc::new(ManualClock::at(1_700_000_000_000)),
            )
            .with_fixed_seeds(42)
            .with_public_url(public_url),
        );
        let bot = discord::start(service.clone(), config).await.unwrap();
        fake.wait_ready().await;
        Rig { fake, bot, service }
    }

    async fn slash(&self, who: u64, path: &str, opts: &[(&str, Value)]) -> String {
        self.fake
            .slash(Who::user(who), path, opts)
            .await
            .caller_text()
    }

    /// A started capitals match of Alice and Bob.
    async fn started(&self) {
        self.slash(ALICE, "match create", &[("game", json!("capitals"))])
            .await;
        self.slash(ALICE, "match join", &[]).await;
        self.slash(BOB, "match join", &[]).await;
        self.slash(ALICE, "match start", &[]).await;
    }

    /// The title links of the phase posts so far.
    fn post_links(&self) -> Vec<Option<String>> {
        self.fake
            .records()
            .iter()
            .filter(|r| r.ok() && r.method == "POST" && fake_discord::is_match_post(&r.path))
            .filter_map(|r: &Record| {
                let embed = r.json.as_ref()?["embeds"].get(0)?.clone();
                embed.get("title")?;
                Some(embed.get("url").and_then(Value::as_str).map(str::to_string))
            })
            .collect()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phase_posts_link_the_page_and_a_seated_player_gets_their_own_view() {
    let rig = Rig::new(Some(PAGES)).await;
    rig.started().await;
    let links = rig.post_links();
    assert!(!links.is_empty(), "a phase post was made");
    assert!(
        links
            .iter()
            .all(|l| l.as_deref() == Some("https://korona.example.org/matches/1")),
        "{links:?}"
    );

    let said = rig.slash(ALICE, "match link", &[]).await;
    let at = said
        .find("https://korona.example.org/matches/1?seat=")
        .unwrap_or_else(|| panic!("no link in {said:?}"));
    let url: String = said[at..]
        .chars()
        .take_while(|c| !c.is_whitespace())
        .collect();
    let query = url.split_once('?').unwrap().1;
    let seat: u8 = query
        .split('&')
        .find_map(|p| p.strip_prefix("seat="))
        .unwrap()
        .parse()
        .unwrap();
    let key = query
        .split('&')
        .find_map(|p| p.strip_prefix("key="))
        .unwrap();
    assert_eq!(
        rig.service.check_seat_key(1, seat, key).await.unwrap(),
        Some(Viewer::Seat(korona_engine::Seat(seat))),
        "the pages accept the key for Alice's seat"
    );
    assert_eq!(
        rig.service.check_seat_key(1, 1 - seat, key).await.unwrap(),
        None,
        "and for no other seat"
    );

    // A reset makes the old key stop working.
    let again = rig
        .slash(ALICE, "match link", &[("reset", json!(true))])
        .await;
    assert!(again.contains("key="), "{again}");
    assert_eq!(
        rig.service.check_seat_key(1, seat, key).await.unwrap(),
        None
    );

    // Carol holds no seat: no link.
    let carol = rig.slash(CAROL, "match link", &[]).await;
    assert!(!carol.contains("key="), "{carol}");
    rig.bot.stop().await;
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_public_pages_posts_carry_no_link_and_the_command_says_why() {
    let rig = Rig::new(None).await;
    rig.started().await;
    assert!(rig.post_links().iter().all(Option::is_none));
    let said = rig.slash(ALICE, "match link", &[]).await;
    assert!(said.contains("no public web pages"), "{said}");
    rig.bot.stop().await;
    rig.fake.assert_clean();
}
