//! `/match map phone:true` sends every page of the phone map (issue 28, item 10): a phone shrinks a
//! picture taller than 2:1 until its names no longer read, so the oligarchs phone map (about
//! 800x3000) comes as pages, all in one ephemeral answer, each page its own attachment with its own
//! description: the first the whole map's alt text, the others which page they are.

mod fake_discord;

use fake_discord::{FakeDiscord, Record, Who};
use korona::discord;
use korona::service::{ManualClock, Service};
use korona::store::Store;
use serde_json::json;
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;

/// One picture of the answer: its file name, its size, and its description.
struct Page {
    name: String,
    width: u32,
    height: u32,
    alt: String,
}

/// Plays `/match map phone:true` for Alice in a started two-person match of `game`; the answer's
/// records to her and its pages in the order sent. `hu`: the server (and so the match) is Hungarian.
async fn phone_map(game: &str, hu: bool) -> (Vec<Record>, Vec<Page>) {
    let fake = FakeDiscord::start().await;
    let clock = ManualClock::at(1_700_000_000_000);
    let service = Arc::new(
        Service::new(
            Store::memory().await.unwrap(),
            korona_games::registry,
            Arc::new(clock.clone()),
        )
        .with_fixed_seeds(42)
        .with_painter(korona::paint::painter())
        .with_phone_painter(korona::paint::phone_painter()),
    );
    let bot = discord::start(service.clone(), fake.bot_config())
        .await
        .unwrap();
    fake.wait_ready().await;
    let who = |user| {
        let w = Who::user(user);
        if hu {
            w.in_hungarian_server()
        } else {
            w
        }
    };
    for (user, path, opts) in [
        (ALICE, "match create", vec![("game", json!(game))]),
        (ALICE, "match join", vec![]),
        (BOB, "match join", vec![]),
        (ALICE, "match start", vec![]),
    ] {
        let ex = fake.slash(who(user), path, &opts).await;
        assert!(
            !ex.caller_text().contains("Refused"),
            "/{path}: {}",
            ex.caller_text()
        );
    }
    // A map is a heavy request, allowed once in a few seconds per person.
    clock.advance(10_000);
    let ex = fake
        .slash(who(ALICE), "match map", &[("phone", json!(true))])
        .await;
    let answer: Vec<Record> = ex.to_caller().into_iter().cloned().collect();
    let mut pages = Vec::new();
    for r in answer.iter().filter(|r| !r.files.is_empty()) {
        let described = r.json.as_ref().unwrap()["attachments"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        for (k, (_, name, png)) in r.files.iter().enumerate() {
            let picture = image::load_from_memory(png).unwrap_or_else(|e| panic!("{name}: {e}"));
            let alt = described
                .iter()
                .find(|a| a["filename"].as_str() == Some(name))
                .or(described.get(k))
                .and_then(|a| a["description"].as_str())
                .unwrap_or_default()
                .to_string();
            pages.push(Page {
                name: name.clone(),
                width: picture.width(),
                height: picture.height(),
                alt,
            });
        }
    }
    bot.stop().await;
    fake.assert_clean();
    (answer, pages)
}

/// Checks what every phone map answer keeps: to Alice alone, and every page no taller than 2:1.
fn pages_read_on_a_phone(answer: &[Record], pages: &[Page]) {
    assert!(!pages.is_empty(), "no picture: {answer:?}");
    assert!(
        answer
            .iter()
            .filter(|r| !r.files.is_empty())
            .all(Record::ephemeral),
        "a phone map is the caller's alone"
    );
    for p in pages {
        assert_eq!(p.width, korona::paint::PHONE_WIDTH, "{}", p.name);
        assert!(
            p.height <= 2 * p.width,
            "{} is {}x{}, taller than 2:1",
            p.name,
            p.width,
            p.height
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oligarchs_phone_map_arrives_as_pages_in_one_answer_each_described() {
    let (answer, pages) = phone_map("oligarchs", false).await;
    pages_read_on_a_phone(&answer, &pages);
    let n = pages.len();
    assert!(
        n >= 2,
        "Hungary's board does not fit one 2:1 page: {n} page(s)"
    );
    // One answer: every page is an attachment of the same message.
    let with_files: Vec<&Record> = answer.iter().filter(|r| !r.files.is_empty()).collect();
    assert_eq!(
        with_files.len(),
        1,
        "the pages were split over several messages"
    );
    assert_eq!(with_files[0].files.len(), n);
    // The caption names what the pages are.
    let caption = with_files[0].text();
    assert!(
        caption.contains(&format!("phone map in {n} pages, top to bottom")),
        "{caption}"
    );
    // The first page carries the whole map's description (the lords and their standing), each
    // other page which page it is.
    assert!(pages[0].alt.contains("Oligarchs 1301"), "{}", pages[0].alt);
    assert!(pages[0].alt.contains("Lords"), "{}", pages[0].alt);
    for (k, p) in pages.iter().enumerate().skip(1) {
        assert_eq!(
            p.alt,
            format!(
                "Phone map of match 1, page {} of {n}: it goes on from the page above it.",
                k + 1
            )
        );
    }
    eprintln!(
        "oligarchs phone map: {n} attachments {:?}",
        pages
            .iter()
            .map(|p| (p.name.as_str(), p.width, p.height))
            .collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hungarian_phone_map_names_its_pages_in_hungarian() {
    let (answer, pages) = phone_map("oligarchs", true).await;
    pages_read_on_a_phone(&answer, &pages);
    let n = pages.len();
    assert!(n >= 2, "{n} page(s)");
    let caption: String = answer.iter().map(Record::text).collect();
    assert!(
        caption.contains(&format!("telefonos térkép {n} oldalon")),
        "{caption}"
    );
    assert!(
        pages[1].alt.contains(&format!("2. oldal a(z) {n} közül")),
        "{}",
        pages[1].alt
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_capitals_phone_map_fits_one_page_and_says_no_pages() {
    let (answer, pages) = phone_map("capitals", false).await;
    pages_read_on_a_phone(&answer, &pages);
    assert_eq!(pages.len(), 1, "capitals' phone map is one page");
    let caption: String = answer.iter().map(Record::text).collect();
    assert!(!caption.contains("pages"), "{caption}");
    assert!(!pages[0].alt.is_empty(), "the one page is described");
}
