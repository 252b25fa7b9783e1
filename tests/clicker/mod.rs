//! A player who only clicks (issue 28, item 1): it opens a match with `/match create`, sits down and
//! starts it through the lobby's buttons, then acts only through what the bot's own messages to it
//! offer: a DM's button, the order menu it opens (narrowed by its groups), the card's menu and End
//! turn button after each pick, a bid form. When the match waits on the player and the newest message
//! the bot sent them offers no control, the test fails: that message asked for something nobody could
//! give by clicking. The other seats are the lobby's bots. Each game's test is a few lines over this.
#![allow(dead_code)]

use crate::fake_discord::{Exchange, FakeDiscord, Record, Who, DM_BASE};
use korona::discord::{self, Bot};
use korona::service::{ManualClock, Service};
use korona::store::{MatchStatus, Store};
use serde_json::json;
use std::collections::HashMap;
use std::sync::Arc;

/// The match every clicker test plays: the first one the store opens.
pub const MATCH: i64 = 1;

/// One control in a message: a button, or a select menu with its (label, value) options.
#[derive(Clone, Debug)]
pub enum Control {
    Button(String),
    Menu(String, Vec<(String, String)>),
}

/// Which entry of a menu the player picks: the test's choice, given the entries' (label, value)
/// and a seeded roll.
pub type Policy = fn(&[(String, String)], u64) -> usize;

/// An entry that ends a turn or holds: what a quiet player picks.
fn is_quiet(value: &str) -> bool {
    const QUIET: [&str; 5] = ["o:end", "o:pass", "o:hold", "o:done", "o:stay"];
    QUIET
        .iter()
        .any(|q| value == *q || value.starts_with(&format!("{q} ")))
}

/// The passive player: an entry that ends or holds when there is one, else one at random. Quiet
/// players let the bots finish a match quickly, and every control is still exercised.
pub fn passive(entries: &[(String, String)], roll: u64) -> usize {
    entries
        .iter()
        .position(|(_, v)| is_quiet(v))
        .unwrap_or(roll as usize % entries.len())
}

/// The busy player: anything but ending or passing while something else is offered, at random.
pub fn active(entries: &[(String, String)], roll: u64) -> usize {
    let busy: Vec<usize> = (0..entries.len())
        .filter(|&i| !is_quiet(&entries[i].1))
        .collect();
    match busy.len() {
        0 => roll as usize % entries.len(),
        n => busy[roll as usize % n],
    }
}

pub struct Clicker {
    pub fake: FakeDiscord,
    bot: Option<Bot>,
    pub service: Arc<Service>,
    pub store: Store,
    pub humans: Vec<u64>,
    /// The match's thread, once created.
    pub thread: u64,
    /// Each player's newest message from the bot that they can act on: its text and controls.
    latest: HashMap<u64, (String, Vec<Control>)>,
    pub policy: Policy,
    roll: u64,
    /// How many clicks, menu picks and form submissions the players made.
    pub clicks: usize,
    /// The players' Discord in Hungarian, in a Hungarian server: the match posts in Hungarian and
    /// every answer and control comes in the players' language (issue 28, item 1 in Hungarian).
    pub hungarian: bool,
}

impl Clicker {
    /// The bot against a fresh fake Discord; maps are stand-in bytes (the map's drawing has tests of
    /// its own), so that a whole match runs in seconds.
    pub async fn new(humans: &[u64]) -> Clicker {
        let fake = FakeDiscord::start().await;
        let store = Store::memory().await.unwrap();
        let painter: korona::service::Painter = Arc::new(|_| Some(b"\x89PNG fake".to_vec()));
        let service = Arc::new(
            Service::new(
                store.clone(),
                korona_games::registry,
                Arc::new(ManualClock::at(1_700_000_000_000)),
            )
            .with_fixed_seeds(42)
            .with_painter(painter),
        );
        let bot = discord::start(service.clone(), fake.bot_config())
            .await
            .unwrap();
        fake.wait_ready().await;
        Clicker {
            fake,
            bot: Some(bot),
            service,
            store,
            humans: humans.to_vec(),
            thread: 0,
            latest: HashMap::new(),
            policy: passive,
            roll: 0x9e37_79b9,
            clicks: 0,
            hungarian: false,
        }
    }

    /// The same clicker with Hungarian players in a Hungarian server.
    pub async fn new_hu(humans: &[u64]) -> Clicker {
        let mut c = Clicker::new(humans).await;
        c.hungarian = true;
        c
    }

    /// A player as Discord presents them: in the clicker's language.
    pub fn who(&self, user: u64) -> Who {
        match self.hungarian {
            true => Who::user(user).hu().in_hungarian_server(),
            false => Who::user(user),
        }
    }

    /// `/match create` by the first player, then the lobby post's buttons: each player joins, the
    /// host adds `bots` bots and starts.
    pub async fn open(&mut self, game: &str, options: &str, bots: usize) {
        let host = self.humans[0];
        let mut opts = vec![("game", json!(game))];
        if !options.is_empty() {
            opts.push(("options", json!(options)));
        }
        let created = self.fake.slash(self.who(host), "match create", &opts).await;
        assert_refused_not(&created, "match create");
        self.thread = self.fake.last_thread().expect("the match has a thread");
        let lobby = created
            .posts_in(self.thread)
            .into_iter()
            .find(|r| !FakeDiscord::buttons(r).is_empty())
            .expect("the lobby post offers buttons")
            .clone();
        let buttons = FakeDiscord::buttons(&lobby);
        let find = |kind: &str| {
            buttons
                .iter()
                .find(|b| b.starts_with(&format!("k:{kind}:")))
                .unwrap_or_else(|| panic!("no {kind} button in the lobby: {buttons:?}"))
                .clone()
        };
        let (join, add_bot, start) = (find("join"), find("addbot"), find("start"));
        for who in self.humans.clone() {
            self.press(who, self.who(who), &join).await;
        }
        for _ in 0..bots {
            self.press(host, self.who(host), &add_bot).await;
        }
        self.press(host, self.who(host), &start).await;
    }

    /// `/match practice` by the first player (in `who`'s language), with the game and the level
    /// as the command's autocomplete offers them: the match starts at once in a thread. Returns the
    /// first card's text and its menu's (label, value) entries; the player's first step is the
    /// card's first entry.
    pub async fn practice(
        &mut self,
        who: Who,
        game: &str,
        level: Option<&str>,
    ) -> (String, Vec<(String, String)>) {
        let host = self.humans[0];
        let offered = |ex: &Exchange| ex.choices();
        let games = offered(
            &self
                .fake
                .autocomplete(who, "match practice", "game", &game[..2])
                .await,
        );
        assert!(games.iter().any(|g| g == game), "{game} among {games:?}");
        let mut opts = vec![("game", json!(game))];
        if let Some(level) = level {
            let levels = offered(
                &self
                    .fake
                    .autocomplete(who, "match practice", "level", "")
                    .await,
            );
            assert!(
                levels.iter().any(|l| l == level),
                "{level} among {levels:?}"
            );
            opts.push(("level", json!(level)));
        }
        let ex = self.fake.slash(who, "match practice", &opts).await;
        assert_refused_not(&ex, "match practice");
        self.thread = self.fake.last_thread().expect("the match has a thread");
        let card = ex
            .to_caller()
            .into_iter()
            .rev()
            .find(|r| !FakeDiscord::menus(r).is_empty())
            .unwrap_or_else(|| panic!("the first card offers a menu: {}", ex.caller_text()))
            .clone();
        let (id, entries) = FakeDiscord::menus(&card).remove(0);
        let text = card.text();
        self.take_in(host, &ex);
        let ex = self.fake.select(who, &id, &entries[0].1).await;
        self.clicks += 1;
        assert_refused_not(&ex, &entries[0].1);
        self.take_in(host, &ex);
        (text, entries)
    }

    /// A click on a button that must not be refused; what it shows becomes the player's newest.
    async fn press(&mut self, who: u64, as_who: Who, custom_id: &str) -> Exchange {
        let ex = self.fake.click(as_who, custom_id).await;
        self.clicks += 1;
        assert_refused_not(&ex, custom_id);
        self.take_in(who, &ex);
        ex
    }

    /// Notes what an exchange showed each player: the DMs it sent anyone, and the answer its caller
    /// read (a card, a menu, or a plain confirmation that offers nothing more).
    fn take_in(&mut self, caller: u64, ex: &Exchange) {
        let answers: Vec<*const Record> =
            ex.to_caller().into_iter().map(|r| r as *const _).collect();
        for r in ex.records.iter().filter(|r| r.ok() && r.method != "GET") {
            // A picture alone (the seat's own view after its order) asks for nothing: the card
            // before it stays the message to act on.
            if !r.files.is_empty() && controls(r).is_empty() {
                continue;
            }
            if answers.contains(&(r as *const _)) {
                if !r.text().is_empty() || !controls(r).is_empty() {
                    self.latest.insert(caller, (r.text(), controls(r)));
                }
                continue;
            }
            for &h in &self.humans {
                if r.method == "POST" && r.path == format!("/channels/{}/messages", DM_BASE + h) {
                    self.latest.insert(h, (r.text(), controls(r)));
                }
            }
        }
    }

    fn next_roll(&mut self) -> u64 {
        // xorshift: seeded, so a failing run repeats exactly.
        self.roll ^= self.roll << 13;
        self.roll ^= self.roll >> 7;
        self.roll ^= self.roll << 17;
        self.roll
    }

    /// Whether the match is over.
    pub async fn over(&self) -> bool {
        self.store
            .get_match(MATCH)
            .await
            .unwrap()
            .is_some_and(|m| m.status == MatchStatus::Finished)
    }

    /// The players the match waits on now (a test's oracle, not a control: the players only click).
    async fn awaited(&self) -> Vec<u64> {
        let seats = self.store.seats(MATCH).await.unwrap();
        let Some((_, state)) = self.service.current_state(MATCH).await.unwrap() else {
            return vec![];
        };
        let id = self.store.get_match(MATCH).await.unwrap().unwrap().game;
        let game = korona_games::registry()
            .iter()
            .find(|g| g.info().id == id)
            .copied()
            .unwrap();
        let awaiting = game.awaiting(&state);
        awaiting
            .pending()
            .filter_map(|s| seats.iter().find(|r| r.seat == s.0))
            .filter_map(|r| r.user_id.as_deref()?.parse().ok())
            .collect()
    }

    /// Plays until the end post, at most `limit` clicks; returns how many clicks it took.
    pub async fn play(&mut self, limit: usize) -> usize {
        while !self.over().await {
            assert!(self.clicks < limit, "no end after {limit} clicks");
            let waiting = self.awaited().await;
            let who = *waiting
                .first()
                .unwrap_or_else(|| panic!("the match waits on nobody and is not over"));
            self.act(who).await;
        }
        self.clicks
    }

    /// One step of `who` through the newest message the bot sent them.
    async fn act(&mut self, who: u64) {
        let (text, controls) = self.latest.get(&who).cloned().unwrap_or_default();
        let in_dm = self.who(who).channel(DM_BASE + who);
        let menu = controls.iter().find_map(|c| match c {
            Control::Menu(id, entries) if !entries.is_empty() => {
                Some((id.clone(), entries.clone()))
            }
            _ => None,
        });
        let button = |kind: &str| {
            controls.iter().find_map(|c| match c {
                Control::Button(id) if id.starts_with(&format!("k:{kind}:")) => Some(id.clone()),
                _ => None,
            })
        };
        let roll = self.next_roll();
        if std::env::var_os("CLICKER_TRACE").is_some() {
            eprintln!("{who} reads {text:?}\n   controls {controls:?}");
        }
        // Ending the turn after a pick, half the time, keeps a turn-by-turn game moving.
        if let Some(end) = button("end").filter(|_| menu.is_none() || roll.is_multiple_of(2)) {
            self.press(who, in_dm, &end).await;
        } else if let Some((id, entries)) = menu {
            let pick = (self.policy)(&entries, roll);
            let ex = self.fake.select(in_dm, &id, &entries[pick].1).await;
            self.clicks += 1;
            assert_refused_not(&ex, &entries[pick].1);
            self.take_in(who, &ex);
        } else if let Some(orders) = button("orders") {
            self.press(who, in_dm, &orders).await;
        } else if let Some(form) = button("bidform") {
            self.bid(who, in_dm, &form).await;
        } else {
            panic!("the match waits on {who}, whose newest message offers no control: {text:?}");
        }
    }

    /// A bid form: the button opens a modal; its one field gets a small amount.
    async fn bid(&mut self, who: u64, in_dm: Who, button: &str) {
        let opened = self.fake.click(in_dm, button).await;
        assert_eq!(
            opened.callback_type(),
            Some(9),
            "the Bid button opens a form"
        );
        let modal = &opened.callback().unwrap().json.as_ref().unwrap()["data"];
        let id = modal["custom_id"].as_str().unwrap().to_string();
        let field = modal["components"][0]["components"][0]["custom_id"]
            .as_str()
            .unwrap()
            .to_string();
        let amount = (self.next_roll() % 3).to_string();
        let ex = self.fake.submit_modal(in_dm, &id, &field, &amount).await;
        self.clicks += 2;
        assert_refused_not(&ex, &format!("bid {amount}"));
        self.take_in(who, &ex);
    }

    /// Every accepted post in the match's thread.
    pub fn thread_posts(&self) -> Vec<Record> {
        let path = format!("/channels/{}/messages", self.thread);
        self.fake
            .records()
            .into_iter()
            .filter(|r| r.ok() && r.method == "POST" && r.path == path)
            .collect()
    }

    /// The texts of the DMs `who` was sent, oldest first.
    pub fn dm_texts(&self, who: u64) -> Vec<String> {
        let path = format!("/channels/{}/messages", DM_BASE + who);
        self.fake
            .records()
            .iter()
            .filter(|r| r.ok() && r.method == "POST" && r.path == path)
            .map(Record::text)
            .collect()
    }

    /// How many menu entries whose label contains `label` any answer offered.
    pub fn menu_seen(&self, label: &str) -> usize {
        self.fake
            .records()
            .iter()
            .flat_map(FakeDiscord::menus)
            .flat_map(|(_, entries)| entries)
            .filter(|(l, _)| l.contains(label))
            .count()
    }

    /// The end post's text.
    pub fn end_post(&self) -> String {
        self.thread_posts()
            .iter()
            .rev()
            .map(Record::text)
            .find(|t| t.contains("is over") || t.contains("meccsnek vége"))
            .expect("an end post in the thread")
    }

    pub async fn stop(mut self) -> FakeDiscord {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.fake
    }
}

/// A control-bearing message's buttons and menus.
fn controls(r: &Record) -> Vec<Control> {
    let menus = FakeDiscord::menus(r);
    let mut out: Vec<Control> = FakeDiscord::buttons(r)
        .into_iter()
        .filter(|id| !menus.iter().any(|(m, _)| m == id))
        .map(Control::Button)
        .collect();
    out.extend(menus.into_iter().map(|(id, o)| Control::Menu(id, o)));
    out
}

fn assert_refused_not(ex: &Exchange, what: &str) {
    let text = ex.caller_text();
    // "Elutasítva" is the Hungarian refusal's first word.
    let refused = ["Refused", "Elutasítva"]
        .iter()
        .any(|r| text.starts_with(r) || text.contains(&format!("\n{r}")));
    assert!(!refused, "{what}: {text}");
}

/// The thread posts that carry a map.
pub fn maps(posts: &[Record]) -> usize {
    posts.iter().filter(|r| !r.files.is_empty()).count()
}
