//! Playing in Discord as people do (issue "Playing in Discord"): each match in a thread of its own,
//! one post per phase that mentions whom it waits for, a DM when a match waits for you (with a bid
//! form for a sealed bid), `/mygames` and the `match:` autocomplete, Discord timestamps, lobby buttons.
//! Everything through the real bot against the fake Discord, which checks every request.

mod fake_discord;
mod support;

use fake_discord::{FakeDiscord, Record, Who, CHANNEL, DM_BASE, GUILD};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Registry, Service};
use korona::store::{MatchStatus, Store};
use korona_engine::{Awaiting, BotLevel, Budget, Dice, Game, MatchSeed, Seat};
use serde_json::{json, Value};
use std::sync::Arc;

const ALICE: u64 = 101;
const BOB: u64 = 102;
const CAROL: u64 = 103;

struct Rig {
    fake: FakeDiscord,
    bot: Option<Bot>,
    service: Arc<Service>,
    /// The service's store, kept beside it for the assertions that look inside.
    store: Store,
}

impl Rig {
    async fn new(games: Registry) -> Rig {
        let fake = FakeDiscord::start().await;
        let config = fake.bot_config();
        let clock = ManualClock::at(1_700_000_000_000);
        let store = Store::memory().await.unwrap();
        let painter: korona::service::Painter = Arc::new(|_| Some(b"\x89PNG fake".to_vec()));
        let service = Arc::new(
            Service::new(store.clone(), games, Arc::new(clock))
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

    async fn ok(&self, who: u64, path: &str, opts: &[(&str, Value)]) -> fake_discord::Exchange {
        let ex = self.fake.slash(Who::user(who), path, opts).await;
        let text = ex.caller_text();
        assert!(!text.starts_with("Refused"), "{who} /{path}: {text}");
        ex
    }

    /// A capitals match of Alice and Bob, started, whose mover has given one action that is not the
    /// end of the turn: the state before it, the mover, and the card that answered it.
    async fn capitals_first_action(&self) -> (korona_engine::DynState, Seat, Record) {
        self.ok(ALICE, "match create", &[("game", json!("capitals"))])
            .await;
        self.ok(ALICE, "match join", &[]).await;
        self.ok(BOB, "match join", &[]).await;
        self.ok(ALICE, "match start", &[]).await;
        let game = capitals();
        let (_, start) = self.service.current_state(1).await.unwrap().unwrap();
        let seat = game.awaiting(&start).pending().next().unwrap();
        let first = game
            .legal(&start, seat)
            .into_iter()
            .find(|c| c.text != "end")
            .expect("an action");
        let ex = self
            .ok(user_of(seat), "order", &[("text", json!(first.text))])
            .await;
        let card = ex.to_caller().into_iter().last().unwrap().clone();
        (start, seat, card)
    }

    async fn stop(mut self) -> FakeDiscord {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.fake
    }
}

fn capitals() -> &'static dyn Game {
    korona_games::find("capitals").unwrap()
}

/// Posts in a channel made after record `from`.
fn posts(records: &[Record], channel: u64) -> Vec<&Record> {
    let path = format!("/channels/{channel}/messages");
    records
        .iter()
        .filter(|r| r.ok() && r.method == "POST" && r.path == path)
        .collect()
}

fn content(r: &Record) -> String {
    r.json.as_ref().unwrap()["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn pinged(r: &Record) -> Vec<String> {
    r.json.as_ref().unwrap()["allowed_mentions"]["users"]
        .as_array()
        .map(|a| a.iter().map(|u| u.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

fn user_of(seat: Seat) -> u64 {
    [ALICE, BOB][seat.0 as usize]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_capitals_match_lives_in_a_thread_with_one_post_per_turn_that_pings_the_mover() {
    let rig = Rig::new(korona_games::registry).await;
    let create = rig
        .ok(ALICE, "match create", &[("game", json!("capitals"))])
        .await;
    // The match opened a public thread under the channel, and told the host where.
    let threads = rig.fake.threads();
    assert_eq!(threads.len(), 1, "{threads:?}");
    let (thread, parent) = threads[0];
    assert_eq!(parent, CHANNEL);
    assert!(create.caller_text().contains(&format!("<#{thread}>")));
    let thread_body = create
        .records
        .iter()
        .find(|r| r.path == format!("/channels/{CHANNEL}/threads"))
        .and_then(|r| r.json.clone())
        .unwrap();
    assert_eq!(thread_body["type"], json!(11), "a public thread");
    // The lobby post is in the thread, with its buttons; Bob joins by clicking.
    let lobby = posts(&create.records, thread);
    assert_eq!(lobby.len(), 1);
    let buttons = FakeDiscord::buttons(lobby[0]);
    assert!(
        buttons.iter().any(|b| b.starts_with("k:join:1")),
        "{buttons:?}"
    );
    assert!(
        buttons.iter().any(|b| b.starts_with("k:start:1")),
        "{buttons:?}"
    );
    rig.ok(ALICE, "match join", &[]).await;
    let join = rig.fake.click(Who::user(BOB), "k:join:1").await;
    assert_eq!(join.callback_type(), Some(5), "a click answers privately");
    assert!(
        join.caller_text().is_empty() || !join.caller_text().starts_with("Refused"),
        "{}",
        join.caller_text()
    );
    let seats = rig.store.seats(1).await.unwrap();
    assert_eq!(seats.len(), 2, "Bob sat down by the button");
    rig.ok(ALICE, "match deadline", &[("duration", json!("6h"))])
        .await;
    let start = rig.fake.click(Who::user(ALICE), "k:start:1").await;
    let first_turn = posts(&start.records, thread);
    assert_eq!(first_turn.len(), 2, "the start, and turn 1's post");

    // Play the whole match; each moment (a new mover) is one post, that pings the mover in its
    // content and DMs them with a link to the thread.
    let game = capitals();
    let from = rig.fake.records().len();
    let mut moments: Vec<Awaiting> = Vec::new();
    let mut orders = 0;
    for n in 0..400u64 {
        let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
        let awaiting = game.awaiting(&state);
        let Some(seat) = awaiting.pending().next() else {
            break;
        };
        if moments
            .last()
            .is_none_or(|m| m.phase != awaiting.phase || m.pending().next() != Some(seat))
        {
            moments.push(awaiting.clone());
        }
        let mut dice = Dice::for_bot(&MatchSeed::from_number(7), n, seat.0);
        let action = game.bot(&state, seat, BotLevel::Easy, &mut dice, Budget::nodes(50));
        let text = game.format(&state, &action);
        rig.ok(user_of(seat), "order", &[("text", json!(text))])
            .await;
        orders += 1;
    }
    let m = rig.store.get_match(1).await.unwrap().unwrap();
    assert_eq!(m.status, MatchStatus::Finished, "after {orders} orders");
    let records = rig.fake.records();
    let played = posts(&records[from..], thread);
    // The first moment was posted at the start; every later one has its post, and the end one more.
    assert_eq!(
        played.len(),
        moments.len(),
        "{} posts for {} turns in {orders} orders",
        played.len(),
        moments.len()
    );
    assert!(orders > 2 * moments.len(), "turns hold several orders each");
    assert!(
        posts(&records, CHANNEL).is_empty(),
        "nothing in the channel itself"
    );
    for (post, moment) in played.iter().zip(moments.iter().skip(1)) {
        let mover = user_of(moment.pending().next().unwrap());
        assert!(
            content(post).contains(&format!("<@{mover}>")),
            "{}",
            content(post)
        );
        assert_eq!(pinged(post), vec![mover.to_string()]);
        let embed = &post.json.as_ref().unwrap()["embeds"][0];
        assert!(embed["title"].as_str().unwrap().contains(&moment.phase));
        assert!(!post.files.is_empty(), "the map is in the post");
    }
    // Deadlines are Discord timestamps.
    let with_deadline = played
        .iter()
        .filter(|p| p.text().contains("Deadline: <t:"))
        .count();
    assert_eq!(
        with_deadline,
        played.len() - 1,
        "every turn but the end shows its deadline"
    );
    // The mover of each turn had a DM with the match's thread and an Orders button.
    let alice_dms = posts(&records[from..], DM_BASE + ALICE);
    assert!(!alice_dms.is_empty());
    let dm = &alice_dms[0];
    assert!(
        dm.text()
            .contains(&format!("https://discord.com/channels/{GUILD}/{thread}")),
        "{}",
        dm.text()
    );
    assert!(dm.text().contains("<t:"), "{}", dm.text());
    assert!(FakeDiscord::buttons(dm)
        .iter()
        .any(|b| b.starts_with("k:orders:1:@")));
    // The last post is the end, with the winner and the seed.
    let last = played.last().unwrap().text();
    assert!(
        last.contains("is over") && last.contains("Dice seed revealed"),
        "{last}"
    );
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mygames_lists_whose_turn_it_is_and_match_options_autocomplete_from_it() {
    let rig = Rig::new(korona_games::registry).await;
    for _ in 0..2 {
        rig.ok(ALICE, "match create", &[("game", json!("capitals"))])
            .await;
    }
    let threads = rig.fake.threads();
    assert_eq!(threads.len(), 2, "two matches, two threads, one channel");
    // In the parent channel, a command must now say which match.
    let vague = rig.fake.slash(Who::user(BOB), "match join", &[]).await;
    assert!(
        vague.caller_text().contains("#1, #2"),
        "{}",
        vague.caller_text()
    );
    for id in [1, 2] {
        rig.ok(ALICE, "match join", &[("match", json!(id))]).await;
        rig.ok(BOB, "match join", &[("match", json!(id))]).await;
        rig.ok(ALICE, "match start", &[("match", json!(id))]).await;
    }
    let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
    let mover = user_of(capitals().awaiting(&state).pending().next().unwrap());
    let other = if mover == ALICE { BOB } else { ALICE };
    let mine = rig.ok(mover, "mygames", &[]).await;
    let text = mine.caller_text();
    assert!(
        text.contains("Your matches: 2 (2 waiting for you)"),
        "{text}"
    );
    assert!(
        text.contains("#1 capitals") && text.contains("waits for you"),
        "{text}"
    );
    assert!(
        text.contains(&format!("https://discord.com/channels/{GUILD}/")),
        "{text}"
    );
    let theirs = rig.ok(other, "mygames", &[]).await.caller_text();
    assert!(theirs.contains("(0 waiting for you)"), "{theirs}");
    let carol = rig.ok(CAROL, "mygames", &[]).await.caller_text();
    assert!(carol.contains("You are in no match"), "{carol}");
    // The `match:` option offers the caller's matches, the number as the value.
    let offered = rig
        .fake
        .autocomplete(Who::user(mover), "match status", "match", "")
        .await;
    assert_eq!(offered.callback_type(), Some(8));
    let data = &offered.callback().unwrap().json.as_ref().unwrap()["data"]["choices"];
    let values: Vec<i64> = data
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_i64().unwrap())
        .collect();
    assert_eq!(values, vec![1, 2]);
    assert!(data[0]["name"].as_str().unwrap().contains("(your move)"));
    let narrowed = rig
        .fake
        .autocomplete(Who::user(mover), "match status", "match", "2")
        .await;
    let narrowed = &narrowed.callback().unwrap().json.as_ref().unwrap()["data"]["choices"];
    assert_eq!(narrowed.as_array().unwrap().len(), 1, "{narrowed}");
    assert_eq!(narrowed[0]["value"], json!(2));
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sealed_bid_opens_by_dm_with_a_bid_form_and_notify_off_silences_dms() {
    let rig = Rig::new(support::auction::registry).await;
    rig.ok(ALICE, "match create", &[("game", json!("auction"))])
        .await;
    rig.ok(BOB, "match join", &[]).await;
    rig.ok(CAROL, "match join", &[]).await;
    let off = rig
        .ok(CAROL, "me notify", &[("setting", json!("off"))])
        .await;
    assert!(
        off.caller_text().contains("Notifications: off"),
        "{}",
        off.caller_text()
    );
    let bad = rig
        .fake
        .slash(Who::user(CAROL), "me notify", &[("setting", json!("loud"))])
        .await;
    assert!(
        bad.caller_text().contains("Accepted: all, turn, off"),
        "{}",
        bad.caller_text()
    );
    let start = rig.ok(ALICE, "match start", &[]).await;
    // Bob is told by DM, with a Bid button; Carol asked for no DMs.
    let bob_dm = posts(&start.records, DM_BASE + BOB);
    assert_eq!(bob_dm.len(), 1);
    assert!(
        bob_dm[0].text().contains("waits for your sealed bid"),
        "{}",
        bob_dm[0].text()
    );
    let bid_button = FakeDiscord::buttons(bob_dm[0])
        .into_iter()
        .find(|b| b.starts_with("k:bidform:1:@"))
        .expect("a bid button");
    assert!(posts(&start.records, DM_BASE + CAROL).is_empty());
    // The phase post still mentions both in its content.
    let thread = rig.fake.last_thread().unwrap();
    let post = posts(&start.records, thread).into_iter().last().unwrap();
    assert!(
        content(post).contains(&format!("<@{BOB}>"))
            && content(post).contains(&format!("<@{CAROL}>"))
    );
    // The button opens a form; its submission is Bob's sealed bid, confirmed to him alone.
    let click = rig
        .fake
        .click(Who::user(BOB).channel(DM_BASE + BOB), &bid_button)
        .await;
    assert_eq!(click.callback_type(), Some(9), "a modal");
    let phase = bid_button.rsplit_once(":@").unwrap().1;
    let form = format!("k:bid:1:@{phase}");
    let sent = rig
        .fake
        .submit_modal(Who::user(BOB).channel(DM_BASE + BOB), &form, "amount", "7")
        .await;
    assert!(sent.caller_text().contains('7'), "{}", sent.caller_text());
    let records = rig.fake.records();
    assert!(
        posts(&records, thread)
            .iter()
            .all(|p| !p.text().contains("bid 7")),
        "the amount stayed private"
    );
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_order_answers_with_a_turn_card_that_offers_the_menu_again() {
    let rig = Rig::new(korona_games::registry).await;
    // An order that is not the end of the turn.
    let (_, seat, card) = rig.capitals_first_action().await;
    let game = capitals();
    let text = card.text();
    assert!(
        text.contains("Accepted:") && text.contains("Left: "),
        "{text}"
    );
    assert!(text.contains("energy point"), "{text}");
    let components = FakeDiscord::buttons(&card);
    assert!(
        components.iter().any(|c| c.starts_with("k:menu:")),
        "{components:?}"
    );
    assert!(
        components.iter().any(|c| c.starts_with("k:end:")),
        "{components:?}"
    );
    // Picking from the card's menu gives another card with the menu again: never one-shot.
    let (_, state) = rig.service.current_state(1).await.unwrap().unwrap();
    let second = game
        .legal(&state, seat)
        .into_iter()
        .find(|c| c.text != "end")
        .expect("another action");
    let menu = components
        .iter()
        .find(|c| c.starts_with("k:menu:"))
        .unwrap();
    let picked = rig
        .fake
        .select(
            Who::user(user_of(seat)),
            menu,
            &format!("o:{}", second.text),
        )
        .await;
    let edited = picked
        .records
        .iter()
        .rfind(|r| r.method == "PATCH")
        .expect("the card is edited")
        .clone();
    assert!(
        edited.text().contains("This turn so far:"),
        "{}",
        edited.text()
    );
    assert!(FakeDiscord::buttons(&edited)
        .iter()
        .any(|c| c.starts_with("k:menu:")));
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_are_paged_embeds_turned_by_buttons() {
    let rig = Rig::new(korona_games::registry).await;
    let rules = rig.ok(ALICE, "rules", &[("game", json!("capitals"))]).await;
    let shown = rules.to_caller().into_iter().last().unwrap().clone();
    let embed = shown.json.as_ref().unwrap()["embeds"][0].clone();
    assert_eq!(embed["title"], json!("Capitals: how to play"));
    let footer = embed["footer"]["text"].as_str().unwrap().to_string();
    let pages: usize = footer.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(footer.starts_with("Page 1 of ") && pages >= 2, "{footer}");
    // Issue 28: how to win comes first, and no table or file reaches a player.
    let first = embed["description"].as_str().unwrap();
    assert!(first.contains("You win"), "{first}");
    assert!(!shown.text().contains("| "), "no tables: {}", shown.text());
    assert!(
        !shown.text().contains("docs/"),
        "no file paths: {}",
        shown.text()
    );
    let next = FakeDiscord::buttons(&shown)
        .into_iter()
        .find(|b| b.starts_with("k:rules.capitals:-:1"))
        .expect("a Next button");
    let turned = rig.fake.click(Who::user(ALICE), &next).await;
    assert_eq!(
        turned.callback_type(),
        Some(7),
        "the message is updated in place"
    );
    let page2 = turned.callback().unwrap().json.as_ref().unwrap()["data"]["embeds"][0].clone();
    assert_eq!(page2["footer"]["text"], json!(format!("Page 2 of {pages}")));
    assert!(
        page2["description"]
            .as_str()
            .unwrap()
            .contains("`/order expand E3`"),
        "{page2}"
    );
    rig.stop().await.assert_clean();
}

// Issue 19, item 1: a caller whose Discord speaks Hungarian reads the guide, its title, the page
// count and the buttons in Hungarian, also after turning a page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_pages_and_their_pager_are_in_the_callers_language() {
    let rig = Rig::new(korona_games::registry).await;
    let alice = Who::user(ALICE).hu();
    let rules = rig
        .fake
        .slash(alice, "rules", &[("game", json!("capitals"))])
        .await;
    let shown = rules.to_caller().into_iter().last().unwrap().clone();
    let json = shown.json.as_ref().unwrap();
    let embed = json["embeds"][0].clone();
    assert_eq!(embed["title"], json!("Capitals: így kell játszani"));
    let footer = embed["footer"]["text"].as_str().unwrap().to_string();
    let pages: usize = footer.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(footer.starts_with("1. oldal / ") && pages >= 2, "{footer}");
    let labels: Vec<&str> = json["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["◀ Előző", "Következő ▶"]);
    let next = FakeDiscord::buttons(&shown)
        .into_iter()
        .find(|b| b.starts_with("k:rules.capitals:-:1"))
        .expect("a Next button");
    let turned = rig.fake.click(alice, &next).await;
    let page2 = turned.callback().unwrap().json.as_ref().unwrap()["data"]["embeds"][0].clone();
    assert_eq!(
        page2["footer"]["text"],
        json!(format!("2. oldal / {pages}"))
    );
    let text = page2["description"].as_str().unwrap();
    assert!(text.contains("`/parancs expand E3`"), "{page2}");
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_last_on_the_card_takes_an_action_back_r_cap_92() {
    let rig = Rig::new(korona_games::registry).await;
    let (start, seat, card) = rig.capitals_first_action().await;
    let game = capitals();
    let buttons = FakeDiscord::buttons(&card);
    let undo = buttons
        .iter()
        .find(|c| c.starts_with("k:undo:"))
        .unwrap_or_else(|| panic!("no Undo last on the card: {buttons:?}"))
        .clone();
    // Only the seat's owner may click it; the other player is refused and nothing changes.
    let other = user_of(Seat(1 - seat.0));
    let refused = rig.fake.click(Who::user(other), &undo).await;
    assert!(
        refused.caller_text().starts_with("Refused"),
        "{}",
        refused.caller_text()
    );
    let clicked = rig.fake.click(Who::user(user_of(seat)), &undo).await;
    let answer = clicked
        .records
        .iter()
        .map(|r| r.text())
        .find(|t| t.contains("taken back"))
        .unwrap_or_else(|| panic!("no answer: {:?}", clicked.records));
    assert!(answer.contains("Left: 6 energy points"), "{answer}");
    let (_, now) = rig.service.current_state(1).await.unwrap().unwrap();
    assert_eq!(game.state_hash(&now), game.state_hash(&start));
    // Nothing is left to take back: the command is refused and says why.
    let again = rig.fake.slash(Who::user(user_of(seat)), "undo", &[]).await;
    assert!(
        again.caller_text().contains("nothing can be taken back"),
        "{}",
        again.caller_text()
    );
    // The turn's post tells everyone, naming the player.
    let thread = rig.fake.last_thread().unwrap();
    let ended = rig
        .ok(user_of(seat), "order", &[("text", json!("end"))])
        .await;
    let post = posts(&ended.records, thread)
        .into_iter()
        .map(|r| r.text())
        .collect::<String>();
    let name = format!("<@{}>", user_of(seat));
    assert!(
        post.contains(&format!("{name} takes back the last action (6 EP left).")),
        "{post}"
    );
    assert!(!post.contains("Player 0"), "{post}");
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standing_settings_have_their_own_menu_and_posts_name_the_players() {
    let rig = Rig::new(korona_games::registry).await;
    rig.ok(ALICE, "match create", &[("game", json!("oligarchs"))])
        .await;
    rig.ok(ALICE, "match join", &[]).await;
    rig.ok(BOB, "match join", &[]).await;
    rig.ok(CAROL, "match join", &[]).await;
    rig.ok(ALICE, "match start", &[]).await;
    // The settings menu: the ones in force are named, and picking one sets it.
    let ex = rig.ok(BOB, "settings", &[]).await;
    let answer = ex.to_caller().into_iter().last().unwrap().clone();
    assert!(
        answer.text().contains("Yours now: casualties default"),
        "{}",
        answer.text()
    );
    let menu = FakeDiscord::buttons(&answer)
        .into_iter()
        .find(|c| c.starts_with("k:menu:"))
        .expect("a settings menu");
    let picked = rig
        .fake
        .select(Who::user(BOB), &menu, "o:casualties C,I,A")
        .await;
    let text: String = picked.records.iter().map(|r| r.text()).collect();
    assert!(text.contains("casualties C,I,A"), "{text}");
    let again = rig.ok(BOB, "settings", &[]).await;
    assert!(
        again.caller_text().contains("Yours now: casualties C,I,A"),
        "{}",
        again.caller_text()
    );
    // The turn's menu holds no settings.
    let orders = rig.fake.slash(Who::user(BOB), "order", &[]).await;
    let menu_text: String = orders
        .records
        .iter()
        .filter_map(|r| r.json.as_ref().map(|j| j.to_string()))
        .collect();
    assert!(!menu_text.contains("casualties C,A,I"), "{menu_text}");
    // Public posts name players, not seat numbers.
    let records = rig.fake.records();
    let thread = rig.fake.last_thread().unwrap();
    let all: String = posts(&records, thread)
        .iter()
        .map(|r| r.text())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(all.contains(&format!("<@{ALICE}>")), "{all}");
    assert!(
        !all.contains("Player 0") && !all.contains("seat 0 ("),
        "{all}"
    );
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seats_and_bot_levels_are_offered_as_choices_with_names() {
    let rig = Rig::new(korona_games::registry).await;
    rig.ok(ALICE, "match create", &[("game", json!("oligarchs"))])
        .await;
    rig.ok(ALICE, "match join", &[]).await;
    rig.ok(BOB, "match join", &[]).await;
    let levels = rig
        .fake
        .autocomplete(Who::user(ALICE), "match bot", "level", "")
        .await;
    let levels = &levels.callback().unwrap().json.as_ref().unwrap()["data"]["choices"];
    let values: Vec<&str> = levels
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(values, ["easy", "medium", "hard", "extreme"]);
    rig.ok(ALICE, "match bot", &[("level", json!("hard"))])
        .await;
    let offered = rig
        .fake
        .autocomplete(Who::user(ALICE), "msg", "seat", "")
        .await;
    let choices = &offered.callback().unwrap().json.as_ref().unwrap()["data"]["choices"];
    let labels: Vec<String> = choices
        .as_array()
        .unwrap()
        .iter()
        .map(|c| format!("{}={}", c["name"].as_str().unwrap(), c["value"]))
        .collect();
    // The fake's users go by `user<id>`; the bot by its level.
    let seats = rig.store.seats(1).await.unwrap();
    let seat_of = |user: u64| {
        seats
            .iter()
            .find(|s| s.user_id.as_deref() == Some(&user.to_string()))
            .unwrap()
            .seat
    };
    let (a, b) = (seat_of(ALICE), seat_of(BOB));
    assert!(
        labels.contains(&format!("{a}: user{ALICE} (you)={a}"))
            && labels.contains(&format!("{b}: user{BOB}={b}"))
            && labels.iter().any(|l| l.contains(": Bot (hard)=")),
        "{labels:?}"
    );
    // Typing a name narrows the list.
    let narrowed = rig
        .fake
        .autocomplete(Who::user(ALICE), "msg", "seat", &format!("user{BOB}"))
        .await;
    let narrowed = &narrowed.callback().unwrap().json.as_ref().unwrap()["data"]["choices"];
    assert_eq!(narrowed.as_array().unwrap().len(), 1, "{narrowed}");
    rig.stop().await.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn me_sets_a_time_zone_quiet_hours_and_the_daily_digest() {
    let rig = Rig::new(korona_games::registry).await;
    let tz = rig
        .ok(ALICE, "me timezone", &[("zone", json!("europe/budapest"))])
        .await;
    assert!(
        tz.caller_text().contains("Europe/Budapest"),
        "{}",
        tz.caller_text()
    );
    let quiet = rig
        .ok(ALICE, "me quiet", &[("hours", json!("23:00-07:00"))])
        .await;
    assert!(
        quiet
            .caller_text()
            .contains("23:00-07:00 (Europe/Budapest)"),
        "{}",
        quiet.caller_text()
    );
    let bad = rig
        .fake
        .slash(Who::user(ALICE), "me quiet", &[("hours", json!("late"))])
        .await;
    assert!(
        bad.caller_text().starts_with("Refused"),
        "{}",
        bad.caller_text()
    );
    let digest = rig
        .ok(ALICE, "me digest", &[("setting", json!("on"))])
        .await;
    assert!(
        digest.caller_text().contains("09:00"),
        "{}",
        digest.caller_text()
    );
    let vacation = rig.ok(ALICE, "me vacation", &[("days", json!(2))]).await;
    assert!(
        vacation.caller_text().contains("no running match"),
        "{}",
        vacation.caller_text()
    );
    rig.stop().await.assert_clean();
}
