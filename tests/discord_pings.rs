//! Issue 30, item 5 ("player text reaches public posts verbatim; every `<@digits>` in a post is
//! allowed to ping"), through the real bot against the fake Discord: what a player writes reaches
//! Discord as plain text on one line (mentions escaped, links no links, no direction or zero-width
//! controls), and every request's `allowed_mentions` lists only seated players: those a phase post
//! waits for, and nobody at all on text a player wrote (a relayed `/msg`, the diplomacy log posted
//! when the match ends) or on a refusal that quotes a player's words.

mod fake_discord;
mod support;

use fake_discord::{FakeDiscord, Record, Who, DM_BASE};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::Store;
use serde_json::{json, Value};
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;
const CAROL: u64 = 103;
/// Nobody in the match: a player writes their id to make the bot ping them.
const STRANGER: u64 = 999;

async fn rig() -> (FakeDiscord, Bot) {
    let fake = FakeDiscord::start().await;
    let config = fake.bot_config();
    let store = Store::memory().await.unwrap();
    let service = Arc::new(
        Service::new(
            store,
            support::auction::registry,
            Arc::new(ManualClock::at(1_700_000_000_000)),
        )
        .with_fixed_seeds(42),
    );
    let bot = discord::start(service, config).await.unwrap();
    fake.wait_ready().await;
    (fake, bot)
}

/// A request's `allowed_mentions` (at the top of a message, or in an interaction's `data`).
fn allowed(r: &Record) -> Option<&Value> {
    let json = r.json.as_ref()?;
    let body = json.get("data").unwrap_or(json);
    body.get("allowed_mentions")
}

fn allowed_users(r: &Record) -> Vec<String> {
    allowed(r)
        .and_then(|a| a["users"].as_array())
        .map(|a| {
            a.iter()
                .map(|u| u.as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default()
}

fn content(r: &Record) -> String {
    r.text()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_seated_players_are_pinged_and_player_text_is_inert() {
    let (fake, bot) = rig().await;
    // Alice hosts without a seat; Bob and Carol play.
    fake.slash(
        Who::user(ALICE),
        "match create",
        &[("game", json!("auction"))],
    )
    .await;
    fake.slash(Who::user(BOB), "match join", &[]).await;
    fake.slash(Who::user(CAROL), "match join", &[]).await;
    fake.slash(Who::user(ALICE), "match start", &[]).await;

    // A /msg that names a stranger, hides text behind direction and zero-width controls and
    // carries a masked link and markdown.
    let hostile =
        format!("<@{STRANGER}> hi \u{202E}olleh\u{200B} [x](https://evil.example) **b** @everyone");
    let sent = fake
        .slash(
            Who::user(BOB),
            "msg",
            &[("seat", json!(1)), ("text", json!(hostile))],
        )
        .await;
    let dms: Vec<&Record> = sent.posts_in(DM_BASE + CAROL);
    assert!(
        !dms.is_empty(),
        "the message was relayed: {:?}",
        sent.records
    );
    for dm in &dms {
        let text = content(dm);
        println!("relayed DM: {text:?}, allowed_mentions {:?}", allowed(dm));
        assert!(text.contains("hi"), "{text}");
        assert!(!text.contains(&format!("<@{STRANGER}>")), "{text}");
        assert!(
            !text.contains('\u{202E}') && !text.contains('\u{200B}'),
            "{text:?}"
        );
        assert!(
            !text.contains("](https") && !text.contains("**b**"),
            "{text}"
        );
        assert_eq!(
            allowed_users(dm),
            Vec::<String>::new(),
            "a relayed /msg pings nobody"
        );
    }

    // A long message by the form, on several lines, arrives as one line: it cannot fake a line of
    // the bot's own.
    let opened = fake
        .slash(Who::user(CAROL), "msg", &[("seat", json!(0))])
        .await;
    let custom_id = opened.callback().unwrap().json.as_ref().unwrap()["data"]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let submitted = fake
        .submit_modal(
            Who::user(CAROL),
            &custom_id,
            "text",
            "first line\n**Korona:** Bob resigned\r\n<@999> third",
        )
        .await;
    let relayed = submitted.dm_text(BOB);
    println!("relayed from the form: {relayed:?}");
    let line = relayed
        .lines()
        .find(|l| l.contains("first line"))
        .unwrap_or_else(|| panic!("not relayed: {relayed}"));
    assert!(
        line.contains("resigned") && line.contains("third"),
        "{relayed}"
    );

    // An order that quotes a stranger's mention is refused; the refusal quotes it and pings nobody.
    let ordered = fake
        .slash(
            Who::user(CAROL),
            "order",
            &[("text", json!(format!("bid <@{STRANGER}>")))],
        )
        .await;
    assert!(
        ordered.caller_text().starts_with("Refused"),
        "{}",
        ordered.caller_text()
    );

    // A round is played: the phase posts ping the seated players they wait for.
    fake.slash(Who::user(BOB), "bid", &[("text", json!("2"))])
        .await;
    fake.slash(Who::user(CAROL), "bid", &[("text", json!("1"))])
        .await;

    // Bob concedes: the match ends, and the diplomacy log is posted.
    let ask = fake.slash(Who::user(BOB), "match concede", &[]).await;
    let button = ask
        .to_caller()
        .iter()
        .flat_map(|r| FakeDiscord::buttons(r))
        .next()
        .expect("a confirmation button");
    let before = fake.records().len();
    fake.click(Who::user(BOB), &button).await;
    let end = fake.settle(before).await;
    let log_post = end
        .iter()
        .find(|r| r.method == "POST" && content(r).contains("first line"))
        .unwrap_or_else(|| panic!("no diplomacy log was posted: {end:?}"));
    println!(
        "diplomacy log post: {:?}, allowed_mentions {:?}",
        content(log_post),
        allowed(log_post)
    );
    assert_eq!(
        allowed_users(log_post),
        Vec::<String>::new(),
        "the diplomacy log pings nobody"
    );

    // Over the whole match: every message the bot sent lists at most the seated players, never
    // the stranger or the host without a seat, and parses nothing on its own.
    let seated = [BOB.to_string(), CAROL.to_string()];
    let mut pinged_seats = 0;
    for r in fake.records().iter().filter(|r| r.ok() && r.json.is_some()) {
        let users = allowed_users(r);
        assert!(
            users.iter().all(|u| seated.contains(u)),
            "{} {} allows {users:?}: {}",
            r.method,
            r.path,
            content(r)
        );
        if let Some(a) = allowed(r) {
            let parse = a["parse"].as_array().cloned().unwrap_or_default();
            assert!(parse.is_empty(), "{} {}: {a}", r.method, r.path);
        }
        pinged_seats += usize::from(!users.is_empty());
    }
    assert!(pinged_seats > 0, "no phase post pinged its players");
    bot.stop().await;
    fake.assert_clean();
}
