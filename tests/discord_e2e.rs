//! The real poise bot against the local fake Discord: whole matches, secrets, diplomacy, deadlines,
//! restarts, faults and redeliveries, every request checked against Discord's OpenAPI description.

mod fake_discord;
mod support;

use fake_discord::{FakeDiscord, Record, Who, CHANNEL, DM_BASE};
use korona::discord::{self, Bot, Config};
use korona::service::{ManualClock, Painter, Registry, Service};
use korona::store::{MatchStatus, Store};
use korona_engine::{BotLevel, Budget, Dice, Game, MatchSeed};
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

const ALICE: u64 = 101;
const BOB: u64 = 102;
const CAROL: u64 = 103;

/// A 1x1 PNG: the renderer is another engineer's piece, the adapter only has to attach bytes.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
    0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

fn painter() -> Painter {
    Arc::new(|_scene| Some(PNG.to_vec()))
}

struct Rig {
    fake: FakeDiscord,
    bot: Option<Bot>,
    service: Arc<Service>,
    /// The service's store, kept beside it for the assertions that look inside.
    store: Store,
    clock: ManualClock,
}

fn config(fake: &FakeDiscord) -> Config {
    fake.bot_config()
}

fn service(store: Store, games: Registry, clock: &ManualClock, painter: Painter) -> Arc<Service> {
    Arc::new(
        Service::new(store, games, Arc::new(clock.clone()))
            .with_fixed_seeds(42)
            .with_painter(painter),
    )
}

impl Rig {
    async fn new(games: Registry) -> Rig {
        Self::painted(games, painter()).await
    }

    async fn painted(games: Registry, painter: Painter) -> Rig {
        Self::on(
            Store::memory().await.unwrap(),
            games,
            FakeDiscord::start().await,
            painter,
        )
        .await
    }

    async fn on(store: Store, games: Registry, fake: FakeDiscord, painter: Painter) -> Rig {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_test_writer()
            .try_init();
        let clock = ManualClock::at(1_700_000_000_000);
        let service = service(store.clone(), games, &clock, painter);
        let bot = discord::start(service.clone(), config(&fake))
            .await
            .unwrap();
        fake.wait_ready().await;
        Rig {
            fake,
            bot: Some(bot),
            service,
            store,
            clock,
        }
    }

    async fn slash(
        &self,
        who: u64,
        path: &str,
        opts: &[(&str, serde_json::Value)],
    ) -> fake_discord::Exchange {
        self.fake.slash(Who::user(who), path, opts).await
    }

    /// A command that must be accepted: its caller text must not be a refusal.
    async fn ok(
        &self,
        who: u64,
        path: &str,
        opts: &[(&str, serde_json::Value)],
    ) -> fake_discord::Exchange {
        let ex = self.slash(who, path, opts).await;
        let text = ex.caller_text();
        assert!(
            !text.starts_with("Refused"),
            "{who} /{path} {opts:?}: {text}"
        );
        ex
    }

    /// Waits until a post in `channel` contains `needle` (posts made by the scheduler, for example).
    async fn wait_post(&self, channel: u64, needle: &str) -> Record {
        let deadline = Instant::now() + fake_discord::PATIENCE;
        let path = format!("/channels/{channel}/messages");
        loop {
            if let Some(r) = self.fake.records().into_iter().find(|r| {
                r.ok()
                    && (r.path == path
                        || (channel == CHANNEL && fake_discord::is_match_post(&r.path)))
                    && r.text().contains(needle)
            }) {
                return r;
            }
            assert!(
                Instant::now() < deadline,
                "no post in {channel} contains {needle:?}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    async fn stop(mut self) -> FakeDiscord {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.fake
    }
}

fn all_public_text(fake: &FakeDiscord) -> String {
    everything_shown_in(fake, CHANNEL)
}

/// Every text posted in a channel, embeds and attachment names included, one post after another.
fn everything_shown_in(fake: &FakeDiscord, channel: u64) -> String {
    let path = format!("/channels/{channel}/messages");
    fake.records()
        .iter()
        .filter(|r| {
            r.ok()
                && (r.path == path || (channel == CHANNEL && fake_discord::is_match_post(&r.path)))
        })
        .flat_map(|r| {
            let names = r.files.iter().map(|(_, name, _)| name.clone());
            std::iter::once(r.text()).chain(names)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `amount` stands as a whole number anywhere but in the dice-seed hash, which is hex.
fn shows_amount(text: &str, amount: u32) -> bool {
    let amount = amount.to_string();
    text.lines()
        .filter(|l| !l.starts_with("Dice seed"))
        .flat_map(|l| l.split(|c: char| !c.is_ascii_digit()))
        .any(|n| n == amount)
}

/// The maps posted in the match channel; each must be a PNG shown by its embed.
fn posted_maps(fake: &FakeDiscord) -> Vec<Record> {
    let maps: Vec<Record> = fake
        .records()
        .into_iter()
        .filter(|r| r.ok() && fake_discord::is_match_post(&r.path) && !r.files.is_empty())
        .collect();
    for r in &maps {
        assert!(
            r.files[0].2.starts_with(b"\x89PNG"),
            "an attachment is not a PNG"
        );
        let embed_image = r.json.as_ref().unwrap()["embeds"][0]["image"]["url"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(embed_image, format!("attachment://{}", r.files[0].1));
    }
    maps
}

async fn auction_lobby(rig: &Rig) {
    rig.ok(ALICE, "match create", &[("game", json!("auction"))])
        .await;
    rig.ok(BOB, "match join", &[]).await;
    rig.ok(CAROL, "match join", &[]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_capitals_match_is_played_with_slash_commands() {
    let rig = Rig::new(korona_games::registry).await;
    let create = rig
        .ok(ALICE, "match create", &[("game", json!("capitals"))])
        .await;
    assert!(
        !create.public_text().is_empty(),
        "creating a match is announced"
    );
    rig.ok(ALICE, "match join", &[]).await;
    rig.ok(BOB, "match join", &[]).await;
    let start = rig.ok(ALICE, "match start", &[]).await;
    assert_eq!(
        start.callback_type(),
        Some(5),
        "start is deferred before the service runs"
    );
    assert!(start.callback().unwrap().ephemeral());

    // Autocomplete offers the mover's legal orders.
    let game = korona_games::registry()
        .iter()
        .find(|g| g.info().id == "capitals")
        .copied()
        .unwrap();
    let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
    let mover = game.awaiting(&state).pending().next().unwrap();
    let user = [ALICE, BOB][mover.0 as usize];
    let choices = rig
        .fake
        .autocomplete(Who::user(user), "order", "text", "")
        .await;
    assert_eq!(choices.callback_type(), Some(8));
    assert_eq!(
        choices.choices().len(),
        25,
        "Discord shows at most 25 choices"
    );
    let end = rig
        .fake
        .autocomplete(Who::user(user), "order", "text", "en")
        .await;
    assert_eq!(end.choices(), vec!["end".to_string()]);

    let mut orders = 0;
    let mut end_buttons = 0;
    for n in 0..400u64 {
        let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
        let Some(seat) = game.awaiting(&state).pending().next() else {
            break;
        };
        let mut dice = Dice::for_bot(&MatchSeed::from_number(7), n, seat.0);
        let action = game.bot(&state, seat, BotLevel::Easy, &mut dice, Budget::nodes(50));
        let text = game.format(&state, &action);
        let user = [ALICE, BOB][seat.0 as usize];
        let ex = rig.ok(user, "order", &[("text", json!(text))]).await;
        assert_eq!(ex.callback_type(), Some(5), "orders are deferred");
        assert!(
            ex.to_caller().iter().all(|r| r.ephemeral()),
            "order confirmations are private"
        );
        end_buttons += ex
            .to_caller()
            .iter()
            .filter(|r| {
                FakeDiscord::buttons(r)
                    .iter()
                    .any(|b| b.starts_with("k:end:"))
            })
            .count();
        orders += 1;
    }
    let m = rig.store.get_match(1).await.unwrap().unwrap();
    assert_eq!(
        m.status,
        MatchStatus::Finished,
        "the match ended after {orders} orders"
    );
    assert!(end_buttons > 0, "an End turn button was offered");
    // Maps went to the channel as PNG attachments shown in an embed.
    assert!(!posted_maps(&rig.fake).is_empty(), "no map was posted");
    // And /match map, named by number once the match is over, shows the picture to the caller
    // alone: asking posts nothing in the channel.
    let map = rig.ok(ALICE, "match map", &[("match", json!(1))]).await;
    assert!(
        map.to_caller()
            .iter()
            .any(|r| !r.files.is_empty() && r.ephemeral()),
        "{:?}",
        map.records
    );
    assert!(map.posts_in(CHANNEL).is_empty(), "{:?}", map.records);
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unauthorized_user_is_refused_with_a_reason_in_their_language() {
    let rig = Rig::new(support::auction::registry).await;
    auction_lobby(&rig).await;
    let refused = rig.slash(BOB, "match start", &[]).await;
    let text = refused.caller_text();
    assert!(text.starts_with("Refused:"), "{text}");
    assert!(
        text.len() > "Refused:".len() + 10,
        "the refusal gives a reason: {text}"
    );
    assert!(refused.to_caller().iter().all(|r| r.ephemeral()));
    assert!(
        refused.public_text().is_empty(),
        "a refusal is not announced"
    );
    let hu = rig
        .fake
        .slash(Who::user(BOB).hu(), "match pause", &[])
        .await;
    assert!(
        hu.caller_text().starts_with("Elutasítva:"),
        "{}",
        hu.caller_text()
    );
    // An admin (Manage Server) may start someone else's match.
    let admin = rig
        .fake
        .slash(Who::user(999).admin(), "match start", &[])
        .await;
    assert!(
        !admin.caller_text().starts_with("Refused"),
        "{}",
        admin.caller_text()
    );
    let help = rig.fake.slash(Who::user(BOB).hu(), "help", &[]).await;
    assert!(
        help.caller_text().contains("hosszú"),
        "{}",
        help.caller_text()
    );
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_subcommands_and_options_are_registered_with_hungarian_names() {
    let rig = Rig::new(support::auction::registry).await;
    let registered = rig.fake.registered();
    let hu = |v: &serde_json::Value, key: &str| v[key]["hu"].as_str().map(str::to_string);
    let mut missing = Vec::new();
    let mut stack: Vec<(String, &serde_json::Value)> = registered
        .iter()
        .map(|c| (format!("/{}", c["name"].as_str().unwrap()), c))
        .collect();
    let mut seen = 0;
    while let Some((path, v)) = stack.pop() {
        seen += 1;
        for key in ["name_localizations", "description_localizations"] {
            if hu(v, key).is_none() {
                missing.push(format!("{path}: no hu in {key}"));
            }
        }
        for o in v["options"].as_array().into_iter().flatten() {
            stack.push((format!("{path} {}", o["name"].as_str().unwrap()), o));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    assert!(
        seen > 50,
        "only {seen} commands and options were registered"
    );
    let command = |name: &str| registered.iter().find(|c| c["name"] == name).unwrap();
    let create = command("match")["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "create")
        .unwrap();
    assert_eq!(hu(command("match"), "name_localizations").unwrap(), "meccs");
    assert_eq!(hu(create, "name_localizations").unwrap(), "létrehozás");
    assert_eq!(
        hu(&create["options"][0], "name_localizations").unwrap(),
        "játék"
    );
    // The fake also checks every name against Discord's naming rule.
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sealed_bids_stay_out_of_every_public_message_until_the_reveal() {
    let rig = Rig::new(support::auction::registry).await;
    auction_lobby(&rig).await;
    rig.ok(ALICE, "match start", &[]).await;
    let bob = rig.ok(BOB, "bid", &[("text", json!("7"))]).await;
    assert!(bob.caller_text().contains('7'), "{}", bob.caller_text());
    assert!(bob.to_caller().iter().all(|r| r.ephemeral()));
    let before = all_public_text(&rig.fake);
    // One post per phase: a bid posts nothing until the phase is over.
    assert!(
        bob.records
            .iter()
            .all(|r| !fake_discord::is_match_post(&r.path)),
        "{before}"
    );
    assert!(
        !shows_amount(&before, 7),
        "a sealed amount leaked: {before}"
    );
    // The other bid arrives by DM, without a match number: the only running match is found.
    let dm = rig.fake.dm(CAROL, "bid 2").await;
    let answer: Vec<String> = dm
        .iter()
        .filter(|r| r.path == format!("/channels/{}/messages", DM_BASE + CAROL))
        .map(Record::text)
        .collect();
    assert!(answer.join("\n").contains('2'), "{answer:?}");
    let reveal = rig.wait_post(CHANNEL, "bids revealed").await;
    assert!(reveal.text().contains("7, 2"), "{}", reveal.text());
    assert!(reveal.text().contains("has bid"), "{}", reveal.text());
    rig.fake.assert_clean();
}

/// Oligarchs through Discord up to its first office election: the placement deadline applies the
/// engine's layout, both lords pass every recruitment and movement turn by `/order`, and then the
/// sealed bids of the országbíró election arrive by `/bid` and by DM.
/// An oligarchs match of Alice (seat 0) and Bob (seat 1) with a one-hour deadline, started, and left
/// to its deadlines until 1301 begins: the starting placement (and, where the rules have players place
/// field garrisons before it, those picks) take the engine's defaults.
async fn oligarchs_in_1301(rig: &Rig) -> &'static dyn Game {
    rig.ok(ALICE, "match create", &[("game", json!("oligarchs"))])
        .await;
    rig.ok(ALICE, "match join", &[]).await;
    rig.ok(BOB, "match join", &[]).await;
    rig.ok(ALICE, "match deadline", &[("duration", json!("1h"))])
        .await;
    rig.ok(ALICE, "match start", &[]).await;
    let game = korona_games::registry()
        .iter()
        .find(|g| g.info().id == "oligarchs")
        .copied()
        .unwrap();
    let passed = |rig: &Rig| {
        all_public_text(&rig.fake)
            .matches("defaults applied")
            .count()
    };
    for _ in 0..12 {
        let (_, phase) = awaited(rig, game).await;
        if phase.starts_with("1301") {
            return game;
        }
        let before = passed(rig);
        rig.clock.advance(61 * 60_000);
        let deadline = Instant::now() + fake_discord::PATIENCE;
        while passed(rig) == before {
            assert!(
                Instant::now() < deadline,
                "the deadline of {phase} never passed"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    panic!("1301 never began");
}

/// The user whose seat the match waits for first, and the phase.
async fn awaited(rig: &Rig, game: &dyn Game) -> (Option<u64>, String) {
    let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
    let awaiting = game.awaiting(&state);
    let user = awaiting
        .pending()
        .next()
        .map(|seat| [ALICE, BOB][seat.0 as usize]);
    (user, awaiting.phase)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oligarchs_election_keeps_its_bids_sealed_until_the_reveal() {
    let rig = Rig::painted(korona_games::registry, korona::paint::painter()).await;
    let game = oligarchs_in_1301(&rig).await;
    // The next phase's map follows the deadline's announcement: the real renderer's picture.
    let deadline = Instant::now() + fake_discord::PATIENCE;
    let map = loop {
        let first_year = posted_maps(&rig.fake)
            .into_iter()
            .find(|m| m.text().contains("1301 movement"));
        if let Some(map) = first_year {
            break map;
        }
        assert!(Instant::now() < deadline, "no map after the placement");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert!(
        map.files[0].1.ends_with(".png") && map.files[0].2.len() > 10_000,
        "{} is not a whole map: {} bytes",
        map.files[0].1,
        map.files[0].2.len()
    );

    let mut phase = String::new();
    for _ in 0..40 {
        let user;
        (user, phase) = awaited(&rig, game).await;
        if phase.contains("election") {
            break;
        }
        let user = user.expect("a lord is awaited");
        rig.ok(user, "order", &[("text", json!("pass"))]).await;
    }
    assert!(phase.contains("election: országbíró"), "{phase}");

    let (alice_bid, bob_bid) = (17, 14);
    let public_before = all_public_text(&rig.fake);
    assert!(
        !shows_amount(&public_before, alice_bid) && !shows_amount(&public_before, bob_bid),
        "the amounts must be new to the channel for this test to see a leak: {public_before}"
    );
    let alice = rig
        .ok(ALICE, "bid", &[("text", json!(alice_bid.to_string()))])
        .await;
    assert_eq!(alice.callback_type(), Some(5), "a bid is deferred");
    assert!(alice.to_caller().iter().all(|r| r.ephemeral()));
    assert!(
        shows_amount(&alice.caller_text(), alice_bid),
        "{}",
        alice.caller_text()
    );
    let public = all_public_text(&rig.fake);
    assert!(
        !shows_amount(&public, alice_bid),
        "the bid leaked: {public}"
    );
    let to_bob = everything_shown_in(&rig.fake, DM_BASE + BOB);
    assert!(
        !shows_amount(&to_bob, alice_bid),
        "the bid reached Bob: {to_bob}"
    );

    let dm = rig.fake.dm(BOB, &format!("bid {bob_bid}")).await;
    let answer: Vec<String> = dm
        .iter()
        .filter(|r| r.path == format!("/channels/{}/messages", DM_BASE + BOB))
        .map(Record::text)
        .collect();
    assert!(
        answer.iter().any(|a| a.starts_with("Sealed")),
        "the DM bid was not taken: {answer:?}"
    );
    let reveal = rig.wait_post(CHANNEL, "bids for országbíró").await;
    assert!(
        reveal
            .text()
            .contains(&format!("<@{ALICE}>: {alice_bid}, <@{BOB}>: {bob_bid}")),
        "{}",
        reveal.text()
    );
    rig.fake.assert_clean();
}

/// Every menu entry is a legal order or the first words of several, and every legal order is offered
/// by exactly one entry.
fn assert_menu_offers(options: &[(String, String)], legal: &[String]) {
    assert!(options.len() <= 25, "{options:?}");
    for order in legal {
        let offering: Vec<&String> = options
            .iter()
            .map(|(_, v)| v)
            .filter(|v| match (v.strip_prefix("o:"), v.strip_prefix("p:")) {
                (Some(o), _) => o == order,
                (_, Some(p)) => order.starts_with(&format!("{p} ")),
                _ => false,
            })
            .collect();
        assert_eq!(offering.len(), 1, "{order:?} offered by {offering:?}");
    }
    for (_, v) in options {
        if let Some(o) = v.strip_prefix("o:") {
            assert!(
                legal.iter().any(|l| l == o),
                "{o:?} is not legal: {legal:?}"
            );
        }
    }
}

/// `/order` without text offers the seat's legal orders in a select menu, narrowed by word when they
/// are more than a menu holds; the choice is submitted as the order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn order_without_text_offers_the_legal_orders_in_a_select_menu() {
    let rig = Rig::new(korona_games::registry).await;
    let game = oligarchs_in_1301(&rig).await;
    let (Some(mover), phase) = awaited(&rig, game).await else {
        panic!("nobody is awaited after the placement");
    };
    assert!(phase.contains("1301 movement"), "{phase}");
    let other = if mover == ALICE { BOB } else { ALICE };

    let opened = rig.ok(mover, "order", &[]).await;
    assert_eq!(opened.callback_type(), Some(5), "the menu is deferred");
    let menus = opened.menus();
    assert_eq!(menus.len(), 1, "{:?}", opened.records);
    let (menu_id, options) = &menus[0];
    assert!(opened.to_caller().iter().all(|r| r.ephemeral()));
    let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
    let seat = korona_engine::Seat(if mover == ALICE { 0 } else { 1 });
    let legal: Vec<String> = game
        .legal(&state, seat)
        .into_iter()
        .map(|c| c.text)
        .collect();
    assert_menu_offers(options, &legal);
    let value = |label: &str| {
        options
            .iter()
            .find(|(l, _)| l == label)
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("no {label:?} in {options:?}"))
    };
    // A list longer than a menu is offered by its first words (values `p:<words>`, orders being
    // `o:<order>`); choosing words narrows the menu. Asked here directly, whatever this list's length.
    assert_eq!(value("pass"), "o:pass");
    let narrowed = rig.fake.select(Who::user(mover), menu_id, "p:move").await;
    assert_eq!(narrowed.callback_type(), Some(6));
    let menus = narrowed.menus();
    assert_eq!(menus.len(), 1, "{:?}", narrowed.records);
    let moves: Vec<String> = legal
        .iter()
        .filter(|o| o.starts_with("move "))
        .cloned()
        .collect();
    assert!(!moves.is_empty(), "{legal:?}");
    assert_menu_offers(&menus[0].1, &moves);
    assert!(
        narrowed.public_text().is_empty(),
        "narrowing orders nothing"
    );

    let chosen = rig
        .fake
        .select(Who::user(mover), menu_id, &value("pass"))
        .await;
    assert_eq!(chosen.callback_type(), Some(6));
    assert!(
        chosen.caller_text().contains("Accepted: pass"),
        "{}",
        chosen.caller_text()
    );
    let (next, _) = awaited(&rig, game).await;
    assert_eq!(
        next,
        Some(other),
        "the pass was applied: the other lord moves"
    );
    // The stale menu still names an order; the service refuses it now, with a reason.
    let stale = rig
        .fake
        .select(Who::user(mover), menu_id, &value("pass"))
        .await;
    assert!(
        stale.caller_text().starts_with("Refused"),
        "{}",
        stale.caller_text()
    );
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn diplomacy_is_relayed_by_dm_by_command_and_by_modal() {
    let rig = Rig::new(support::auction::registry).await;
    auction_lobby(&rig).await;
    rig.ok(ALICE, "match start", &[]).await;
    let sent = rig
        .ok(
            BOB,
            "msg",
            &[("seat", json!(1)), ("text", json!("shall we share?"))],
        )
        .await;
    assert!(sent.to_caller().iter().all(|r| r.ephemeral()));
    assert!(
        sent.dm_text(CAROL).contains("shall we share?"),
        "{:?}",
        sent.records
    );
    assert!(
        sent.public_text().is_empty(),
        "private messages are private"
    );
    // Without text a modal opens; its submission is relayed too.
    let opened = rig.slash(CAROL, "msg", &[("seat", json!(0))]).await;
    assert_eq!(opened.callback_type(), Some(9));
    let custom_id = opened.callback().unwrap().json.as_ref().unwrap()["data"]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let submitted = rig
        .fake
        .submit_modal(
            Who::user(CAROL),
            &custom_id,
            "text",
            "a long reply:\nyes, gladly",
        )
        .await;
    assert!(
        submitted.dm_text(BOB).contains("yes, gladly"),
        "{:?}",
        submitted.records
    );
    let log = rig.ok(BOB, "conversation", &[("seat", json!(1))]).await;
    let text = log.caller_text();
    assert!(
        text.contains("shall we share?") && text.contains("yes, gladly"),
        "{text}"
    );
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_passed_deadline_applies_the_defaults() {
    let rig = Rig::new(support::auction::registry).await;
    auction_lobby(&rig).await;
    rig.ok(ALICE, "match deadline", &[("duration", json!("1h"))])
        .await;
    rig.ok(ALICE, "match start", &[]).await;
    rig.ok(BOB, "bid", &[("text", json!("3"))]).await;
    rig.clock.advance(46 * 60_000);
    // The reminder goes to the seat that has not bid, by DM.
    rig.wait_post(DM_BASE + CAROL, "").await;
    rig.clock.advance(15 * 60_000);
    let post = rig.wait_post(CHANNEL, "defaults applied").await;
    let text = all_public_text(&rig.fake);
    assert!(
        text.contains("bids revealed: 3, 0"),
        "{text} / {}",
        post.text()
    );
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_bot_loses_nothing_and_resumes_the_scheduler() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let path = path.to_str().unwrap().to_string();
    let rig = Rig::on(
        Store::open(&path).await.unwrap(),
        support::auction::registry,
        FakeDiscord::start().await,
        painter(),
    )
    .await;
    auction_lobby(&rig).await;
    rig.ok(ALICE, "match deadline", &[("duration", json!("10m"))])
        .await;
    rig.ok(ALICE, "match start", &[]).await;
    rig.ok(BOB, "bid", &[("text", json!("4"))]).await;
    let now = rig.service.now();
    let store = rig.store.clone();
    let fake = rig.stop().await;
    store.pool().close().await;

    // A new process: same database, a clock past the deadline, the same Discord.
    let store = Store::open(&path).await.unwrap();
    let clock = ManualClock::at(now + 11 * 60_000);
    let service = service(store.clone(), support::auction::registry, &clock, painter());
    let identifies = fake.identifies();
    let bot = discord::start(service.clone(), config(&fake))
        .await
        .unwrap();
    fake.wait_session(identifies + 1).await;
    let rig = Rig {
        fake,
        bot: Some(bot),
        service,
        store,
        clock,
    };
    let post = rig.wait_post(CHANNEL, "bids revealed").await;
    assert!(post.text().contains("4, 0"), "{}", post.text());
    // Commands work on the restored match.
    let status = rig.ok(CAROL, "match status", &[]).await;
    assert_eq!(
        status.callback_type(),
        Some(5),
        "even a read is deferred: a burst can queue it past 3 s"
    );
    assert!(
        status.caller_text().contains("Match 1"),
        "{}",
        status.caller_text()
    );
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_connection_is_resumed_or_identified_again() {
    let rig = Rig::new(support::auction::registry).await;
    let identifies = rig.fake.identifies();
    rig.fake.drop_gateway();
    rig.fake.wait_session(identifies + 1).await;
    assert_eq!(rig.fake.resumes(), 1, "the client first tries to resume");
    // Commands work on the new session, and the commands were not registered again.
    rig.ok(ALICE, "match create", &[("game", json!("auction"))])
        .await;
    let registrations = rig
        .fake
        .records()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count();
    assert_eq!(registrations, 1);
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_server_errors_are_retried_without_losing_a_post() {
    let rig = Rig::new(support::auction::registry).await;
    rig.ok(ALICE, "match create", &[("game", json!("auction"))])
        .await;
    let thread = rig.fake.last_thread().expect("the match has a thread");
    let posts = format!("/channels/{thread}/messages");
    rig.fake.fail_next("POST", &posts, 429, 2);
    rig.fake.fail_next("POST", "/interactions/", 500, 1);
    let join = rig.ok(BOB, "match join", &[]).await;
    let tries: Vec<u16> = join
        .records
        .iter()
        .filter(|r| r.path == posts)
        .map(|r| r.status)
        .collect();
    assert_eq!(
        tries,
        vec![429, 429, 200],
        "the post is retried until it lands, once"
    );
    let callbacks: Vec<u16> = join
        .records
        .iter()
        .filter(|r| r.path.starts_with("/interactions/"))
        .map(|r| r.status)
        .collect();
    assert_eq!(callbacks, vec![500, 204]);
    assert!(join.public_text().contains("joined") || !join.public_text().is_empty());
    let seats = rig.store.seats(1).await.unwrap();
    assert_eq!(seats.len(), 1, "the join was applied once");
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redelivered_interaction_is_applied_once() {
    let rig = Rig::new(support::auction::registry).await;
    rig.ok(ALICE, "match create", &[("game", json!("auction"))])
        .await;
    let payload = rig.fake.slash_payload(Who::user(BOB), "match join", &[]);
    rig.fake.interact(payload.clone()).await;
    let again = rig.fake.inject_quietly(payload).await;
    assert!(
        again.is_empty(),
        "a redelivery produced requests: {again:?}"
    );
    assert_eq!(rig.store.seats(1).await.unwrap().len(), 1);
    rig.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concede_asks_for_confirmation_by_button() {
    let rig = Rig::new(support::auction::registry).await;
    auction_lobby(&rig).await;
    rig.ok(ALICE, "match start", &[]).await;
    let ask = rig.ok(BOB, "match concede", &[]).await;
    let buttons: Vec<String> = ask
        .to_caller()
        .iter()
        .flat_map(|r| FakeDiscord::buttons(r))
        .collect();
    assert_eq!(buttons.len(), 1, "{:?}", ask.records);
    assert!(
        ask.public_text().is_empty(),
        "nothing happens before the confirmation"
    );
    let click = rig.fake.click(Who::user(BOB), &buttons[0]).await;
    assert_eq!(
        click.callback_type(),
        Some(6),
        "the click is acknowledged before the service runs"
    );
    let result = click.to_caller();
    assert!(
        result.iter().any(|r| r.method == "PATCH"
            && !r.text().is_empty()
            && FakeDiscord::buttons(r).is_empty()),
        "the question is replaced by the result, without the button: {:?}",
        click.records
    );
    assert!(
        !click.public_text().is_empty(),
        "the concession is announced: {:?}",
        click.records
    );
    rig.fake.assert_clean();
}

/// Every message the bot sends limits its pings: a player's `@everyone` in a diplomacy text or an
/// order reaches Discord with mentions parsed from nothing, only named users allowed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everyone_in_player_text_pings_nobody() {
    let rig = Rig::new(support::auction::registry).await;
    auction_lobby(&rig).await;
    rig.ok(ALICE, "match start", &[]).await;
    let sent = rig
        .ok(
            BOB,
            "msg",
            &[
                ("seat", json!(1)),
                ("text", json!("@everyone @here <@&7> look")),
            ],
        )
        .await;
    let ordered = rig
        .slash(CAROL, "order", &[("text", json!("bid @everyone"))])
        .await;
    let mut checked = 0;
    for r in sent.records.iter().chain(&ordered.records) {
        let Some(json) = &r.json else { continue };
        let body = json.get("data").unwrap_or(json);
        if r.text().contains("@everyone") || r.text().contains("<@&7>") {
            let allowed = &body["allowed_mentions"];
            assert!(
                allowed.is_object(),
                "{} {} sets no allowed_mentions: {body}",
                r.method,
                r.path
            );
            let parse = allowed["parse"].as_array().cloned().unwrap_or_default();
            assert!(parse.is_empty(), "{} {}: {allowed}", r.method, r.path);
            assert!(allowed["roles"].as_array().is_none_or(|r| r.is_empty()));
            checked += 1;
        }
    }
    assert!(
        checked >= 2,
        "the texts reached no request: {:?}",
        sent.records
    );
    rig.fake.assert_clean();
}
