//! A local fake of Discord for end-to-end tests: the REST v10 routes and the Gateway that an unmodified
//! serenity + poise bot uses, served on 127.0.0.1. It records every request, checks every request body
//! the bot sends and every answer it gives against Discord's OpenAPI description, injects slash
//! commands, autocomplete, clicks, modal submits and DMs, and can answer 429 or 500 on demand.
#![allow(dead_code)]

pub mod schema;

use bytes::Bytes;
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use schema::{spec, Part};
use serde_json::{json, Value};
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as WsMessage;

pub const APP_ID: u64 = 900;
pub const GUILD: u64 = 1000;
pub const CHANNEL: u64 = 2000;
/// DM channels are numbered from here plus the user id.
pub const DM_BASE: u64 = 5_000_000;
/// Threads the bot opens get ids from here on, so that a test knows a match thread's posts by id.
pub const THREAD_BASE: u64 = 7_000_000;

/// Whether `path` posts into the test channel or one of the match threads opened under it: where a
/// match's public traffic goes.
pub fn is_match_post(path: &str) -> bool {
    let Some(id) = path
        .strip_prefix("/channels/")
        .and_then(|p| p.strip_suffix("/messages"))
        .and_then(|id| id.parse::<u64>().ok())
    else {
        return false;
    };
    id == CHANNEL || (THREAD_BASE..DM_BASE + THREAD_BASE).contains(&id)
}
/// The Manage Server permission bit.
const MANAGE_GUILD: u64 = 1 << 5;
const TIMESTAMP: &str = "2026-11-22T18:00:00.000000+00:00";
/// How long a test waits for the bot before it fails: generous, but bounded.
pub const PATIENCE: Duration = Duration::from_secs(20);
/// How long nothing must happen for an exchange to count as finished.
const QUIET: Duration = Duration::from_millis(100);

/// A multipart file: (field, filename, bytes).
pub type File = (String, String, Vec<u8>);

/// The most a message's files may weigh on a server without boosts.
pub const UPLOAD_LIMIT: usize = 10 * 1024 * 1024;

/// One request the bot made, as the fake understood it.
#[derive(Clone, Debug)]
pub struct Record {
    pub method: String,
    /// Without `/api/v10` and without the query.
    pub path: String,
    pub query: String,
    /// The JSON body, or a multipart request's `payload_json`.
    pub json: Option<Value>,
    /// Multipart files: (field, filename, bytes).
    pub files: Vec<File>,
    pub status: u16,
    pub at: Instant,
}

impl Record {
    pub fn is(&self, method: &str, prefix: &str) -> bool {
        self.method == method && self.path.starts_with(prefix)
    }

    /// The text a user reads: the content and every embed description.
    pub fn text(&self) -> String {
        let Some(j) = &self.json else {
            return String::new();
        };
        let body = j.get("data").unwrap_or(j);
        let mut parts = Vec::new();
        if let Some(c) = body.get("content").and_then(Value::as_str) {
            parts.push(c.to_string());
        }
        for e in body
            .get("embeds")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some(t) = e.get("title").and_then(Value::as_str) {
                parts.push(t.to_string());
            }
            if let Some(d) = e.get("description").and_then(Value::as_str) {
                parts.push(d.to_string());
            }
            for f in e
                .get("fields")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let name = f.get("name").and_then(Value::as_str).unwrap_or_default();
                let value = f.get("value").and_then(Value::as_str).unwrap_or_default();
                parts.push(format!("{name}: {value}"));
            }
        }
        parts.join("\n")
    }

    pub fn ephemeral(&self) -> bool {
        let body = self.json.as_ref().map(|j| j.get("data").unwrap_or(j));
        body.and_then(|b| b.get("flags"))
            .and_then(Value::as_u64)
            .is_some_and(|f| f & 64 != 0)
    }

    pub fn ok(&self) -> bool {
        self.status < 300
    }
}

/// A rule to fail the next `count` requests that match.
struct Fault {
    method: String,
    prefix: String,
    status: u16,
    count: usize,
}

#[derive(Default)]
struct State {
    records: Vec<Record>,
    violations: Vec<String>,
    faults: Vec<Fault>,
    next_id: u64,
    /// The live gateway session's outbox, once READY was sent.
    session: Option<mpsc::UnboundedSender<Value>>,
    seq: u64,
    identifies: usize,
    resumes: usize,
    registered: Vec<Value>,
    /// Threads opened, as (thread, parent channel).
    threads: Vec<(u64, u64)>,
}

pub struct FakeDiscord {
    state: Arc<Mutex<State>>,
    pub http_port: u16,
    pub ws_port: u16,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

/// Who sends an interaction.
#[derive(Clone, Copy, Debug)]
pub struct Who {
    pub user: u64,
    pub admin: bool,
    pub locale: &'static str,
    /// The server's preferred locale, as Discord sends it with every interaction in a server.
    pub guild_locale: &'static str,
    pub channel: u64,
}

impl Who {
    pub fn user(user: u64) -> Who {
        Who {
            user,
            admin: false,
            locale: "en-US",
            guild_locale: "en-US",
            channel: CHANNEL,
        }
    }
    pub fn admin(mut self) -> Who {
        self.admin = true;
        self
    }
    pub fn hu(mut self) -> Who {
        self.locale = "hu";
        self
    }
    /// In a server whose preferred locale is Hungarian.
    pub fn in_hungarian_server(mut self) -> Who {
        self.guild_locale = "hu";
        self
    }
    pub fn channel(mut self, channel: u64) -> Who {
        self.channel = channel;
        self
    }
}

/// What the bot did in answer to one injected event.
#[derive(Clone, Debug)]
pub struct Exchange {
    pub id: u64,
    pub token: String,
    pub records: Vec<Record>,
}

impl Exchange {
    /// The interaction callback (type 4 say, 5 defer, 7 update, 8 choices, 9 modal).
    pub fn callback(&self) -> Option<&Record> {
        let path = format!("/interactions/{}/{}/callback", self.id, self.token);
        self.records.iter().find(|r| r.ok() && r.path == path)
    }

    pub fn callback_type(&self) -> Option<u64> {
        self.callback()?.json.as_ref()?.get("type")?.as_u64()
    }

    /// Everything the caller reads: the callback's message and the follow-ups, in order.
    pub fn to_caller(&self) -> Vec<&Record> {
        let callback = format!("/interactions/{}/{}/callback", self.id, self.token);
        let followup = format!("/webhooks/{APP_ID}/{}", self.token);
        self.records
            .iter()
            .filter(|r| r.ok())
            .filter(|r| {
                (r.path == callback && !r.text().is_empty()) || r.path.starts_with(&followup)
            })
            .collect()
    }

    pub fn caller_text(&self) -> String {
        self.to_caller()
            .iter()
            .map(|r| r.text())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Accepted posts to a channel; for [`CHANNEL`], also to the match threads opened under it.
    pub fn posts_in(&self, channel: u64) -> Vec<&Record> {
        let path = format!("/channels/{channel}/messages");
        self.records
            .iter()
            .filter(|r| {
                r.ok()
                    && r.method == "POST"
                    && (r.path == path || (channel == CHANNEL && is_match_post(&r.path)))
            })
            .collect()
    }

    pub fn public_text(&self) -> String {
        self.posts_in(CHANNEL)
            .iter()
            .map(|r| r.text())
            .collect::<Vec<_>>()
            .join("\n")
    }

    pub fn dm_text(&self, user: u64) -> String {
        self.posts_in(DM_BASE + user)
            .iter()
            .map(|r| r.text())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The select menus the caller was shown.
    pub fn menus(&self) -> Vec<(String, Vec<(String, String)>)> {
        self.to_caller()
            .iter()
            .flat_map(|r| FakeDiscord::menus(r))
            .collect()
    }

    /// The autocomplete choices offered.
    pub fn choices(&self) -> Vec<String> {
        let Some(j) = self.callback().and_then(|c| c.json.as_ref()) else {
            return vec![];
        };
        j["data"]["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c["value"].as_str().map(str::to_string))
            .collect()
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let http = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let ws = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let http_port = http.local_addr().unwrap().port();
        let ws_port = ws.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(State {
            next_id: 10_000,
            ..State::default()
        }));
        let s = state.clone();
        let http_task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = http.accept().await else {
                    continue;
                };
                let s = s.clone();
                tokio::spawn(async move {
                    let service = hyper::service::service_fn(move |req| {
                        let s = s.clone();
                        async move { Ok::<_, Infallible>(handle(s, req, ws_port).await) }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        let s = state.clone();
        let ws_task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = ws.accept().await else {
                    continue;
                };
                tokio::spawn(gateway(s.clone(), stream, ws_port));
            }
        });
        FakeDiscord {
            state,
            http_port,
            ws_port,
            tasks: vec![http_task, ws_task],
        }
    }

    /// The bot's configuration against this fake: its URL, the test guild, a scheduler tick of 50 ms
    /// and quick retries, so that a test waits milliseconds, not seconds.
    pub fn bot_config(&self) -> korona::discord::Config {
        let mut config = korona::discord::Config::new("fake-token");
        config.api_base = Some(self.base_url());
        config.guild = Some(GUILD);
        config.tick = Duration::from_millis(50);
        config.retry = korona::discord::deliver::RetryPolicy {
            attempts: 5,
            first_delay: Duration::from_millis(20),
            max_delay: Duration::from_millis(200),
        };
        config
    }

    pub fn base_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.http_port)
    }

    pub fn records(&self) -> Vec<Record> {
        self.state.lock().unwrap().records.clone()
    }

    pub fn violations(&self) -> Vec<String> {
        self.state.lock().unwrap().violations.clone()
    }

    /// Fails the test if the bot sent anything Discord would not accept, or called an unknown route.
    pub fn assert_clean(&self) {
        let v = self.violations();
        assert!(
            v.is_empty(),
            "requests Discord would refuse:\n{}",
            v.join("\n")
        );
    }

    /// The next `count` requests with this method and path prefix are answered with `status`.
    pub fn fail_next(&self, method: &str, prefix: &str, status: u16, count: usize) {
        self.state.lock().unwrap().faults.push(Fault {
            method: method.into(),
            prefix: prefix.into(),
            status,
            count,
        });
    }

    /// The commands as the bot last registered them (with the ids the fake gave them).
    /// The newest thread the bot opened.
    pub fn last_thread(&self) -> Option<u64> {
        self.state.lock().unwrap().threads.last().map(|(id, _)| *id)
    }

    /// Every thread the bot opened, as (thread, parent channel).
    pub fn threads(&self) -> Vec<(u64, u64)> {
        self.state.lock().unwrap().threads.clone()
    }

    pub fn registered(&self) -> Vec<Value> {
        self.state.lock().unwrap().registered.clone()
    }

    pub fn identifies(&self) -> usize {
        self.state.lock().unwrap().identifies
    }

    /// How many RESUMEs (op 6) the bot sent.
    pub fn resumes(&self) -> usize {
        self.state.lock().unwrap().resumes
    }

    /// Closes the live gateway connection, as Discord does now and then.
    pub fn drop_gateway(&self) {
        let mut s = self.state.lock().unwrap();
        if let Some(session) = s.session.take() {
            let _ = session.send(json!({ CLOSE: true }));
        }
    }

    /// Waits until the bot is connected and has registered its commands.
    pub async fn wait_ready(&self) {
        self.wait_for("the bot to connect and register its commands", |s| {
            s.session.is_some() && !s.registered.is_empty()
        })
        .await;
    }

    /// Waits until a new gateway session (after a restart) is ready and has registered again.
    pub async fn wait_session(&self, identifies: usize) {
        self.wait_for("a new gateway session", |s| {
            s.identifies >= identifies && s.session.is_some()
        })
        .await;
    }

    async fn wait_for(&self, what: &str, done: impl Fn(&State) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if done(&self.state.lock().unwrap()) {
                return;
            }
            if Instant::now() >= deadline {
                let s = self.state.lock().unwrap();
                let seen: Vec<String> = s
                    .records
                    .iter()
                    .map(|r| {
                        format!(
                            "{} {} -> {} {}",
                            r.method,
                            r.path,
                            r.status,
                            r.json
                                .as_ref()
                                .map(|j| j.to_string())
                                .unwrap_or_default()
                                .chars()
                                .take(300)
                                .collect::<String>()
                        )
                    })
                    .collect();
                panic!(
                    "timed out waiting for {what}\nrequests:\n{}\nviolations:\n{}",
                    seen.join("\n"),
                    s.violations.join("\n")
                );
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Waits until nothing has been requested for a while; returns the records from `from` on.
    pub async fn settle(&self, from: usize) -> Vec<Record> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let (len, last) = {
                let s = self.state.lock().unwrap();
                (s.records.len(), s.records.last().map(|r| r.at))
            };
            let quiet = last.is_none_or_old(QUIET);
            if quiet {
                tokio::time::sleep(QUIET).await;
                if self.state.lock().unwrap().records.len() == len {
                    return self.state.lock().unwrap().records[from..].to_vec();
                }
            }
            assert!(Instant::now() < deadline, "the bot never went quiet");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    fn next_id(&self) -> u64 {
        let mut s = self.state.lock().unwrap();
        s.next_id += 1;
        s.next_id
    }

    /// Sends a gateway dispatch to the bot.
    pub async fn dispatch(&self, t: &str, d: Value) {
        self.wait_for("a gateway session", |s| s.session.is_some())
            .await;
        let mut s = self.state.lock().unwrap();
        s.seq += 1;
        let frame = json!({"op": 0, "s": s.seq, "t": t, "d": d});
        s.session
            .as_ref()
            .unwrap()
            .send(frame)
            .expect("the gateway session is open");
    }

    fn command_id(&self, name: &str) -> String {
        let s = self.state.lock().unwrap();
        s.registered
            .iter()
            .find(|c| c["name"] == name)
            .and_then(|c| c["id"].as_str())
            .unwrap_or("1")
            .to_string()
    }

    /// An INTERACTION_CREATE payload, checked against serenity's model before it is sent.
    pub fn interaction(&self, who: Who, kind: u8, data: Value, message: Option<Value>) -> Value {
        let id = self.next_id();
        let mut v = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "token": format!("tok{id}"),
            "version": 1,
            "channel_id": who.channel.to_string(),
            "channel": {"id": who.channel.to_string(), "type": 0},
            "guild_id": GUILD.to_string(),
            "member": member(who.user, who.admin),
            "locale": who.locale,
            "guild_locale": who.guild_locale,
            "entitlements": [],
            "authorizing_integration_owners": {},
            "app_permissions": "562949953421311",
            "attachment_size_limit": 26_214_400,
            "data": data,
        });
        if let Some(m) = message {
            v["message"] = m;
        }
        if let Err(e) = serde_json::from_value::<serenity::all::Interaction>(v.clone()) {
            panic!("the fake built an interaction serenity cannot read: {e}\n{v}");
        }
        v
    }

    /// Injects an interaction and waits for the bot's whole answer.
    pub async fn interact(&self, payload: Value) -> Exchange {
        let from = self.records().len();
        let id: u64 = payload["id"].as_str().unwrap().parse().unwrap();
        let token = payload["token"].as_str().unwrap().to_string();
        self.dispatch("INTERACTION_CREATE", payload).await;
        let callback = format!("/interactions/{id}/{token}/callback");
        self.wait_for("the interaction's callback", |s| {
            s.records[from..]
                .iter()
                .any(|r| r.ok() && r.path == callback)
        })
        .await;
        // 5 defers a message, 6 an update of the message that held the component.
        let deferred = self.records()[from..].iter().any(|r| {
            r.ok()
                && r.path == callback
                && r.json
                    .as_ref()
                    .is_some_and(|j| j["type"] == 5 || j["type"] == 6)
        });
        if deferred {
            let followup = format!("/webhooks/{APP_ID}/{token}");
            self.wait_for("the deferred answer", |s| {
                s.records[from..]
                    .iter()
                    .any(|r| r.ok() && r.path.starts_with(&followup))
            })
            .await;
        }
        let records = self.settle(from).await;
        Exchange { id, token, records }
    }

    /// Injects a payload the bot is expected to ignore (a redelivery) and returns what it did anyway.
    pub async fn inject_quietly(&self, payload: Value) -> Vec<Record> {
        let from = self.records().len();
        self.dispatch("INTERACTION_CREATE", payload).await;
        tokio::time::sleep(QUIET * 2).await;
        self.settle(from).await
    }

    /// `/name sub opt=value ...`: `path` is "order" or "match create".
    pub fn slash_payload(&self, who: Who, path: &str, opts: &[(&str, Value)]) -> Value {
        let data = self.command_data(path, opts, None);
        self.interaction(who, 2, data, None)
    }

    pub async fn slash(&self, who: Who, path: &str, opts: &[(&str, Value)]) -> Exchange {
        let payload = self.slash_payload(who, path, opts);
        self.interact(payload).await
    }

    /// Autocomplete for option `focused` while its value so far is `partial`.
    pub async fn autocomplete(
        &self,
        who: Who,
        path: &str,
        focused: &str,
        partial: &str,
    ) -> Exchange {
        let data = self.command_data(path, &[(focused, json!(partial))], Some(focused));
        let payload = self.interaction(who, 4, data, None);
        self.interact(payload).await
    }

    fn command_data(&self, path: &str, opts: &[(&str, Value)], focused: Option<&str>) -> Value {
        let mut words = path.split_whitespace();
        let name = words.next().unwrap();
        let options: Vec<Value> = opts
            .iter()
            .map(|(n, v)| {
                let kind = match v {
                    // An option named `user` is a user picker (type 6); Discord resolves it below.
                    _ if *n == "user" => 6,
                    Value::Number(_) => 4,
                    Value::Bool(_) => 5,
                    _ => 3,
                };
                let mut o = json!({"name": n, "type": kind, "value": v});
                if focused == Some(*n) {
                    o["focused"] = json!(true);
                }
                o
            })
            .collect();
        let options = match words.next() {
            Some(sub) => vec![json!({"name": sub, "type": 1, "options": options})],
            None => options,
        };
        let mut data = json!({
            "id": self.command_id(name),
            "name": name,
            "type": 1,
            "options": options,
            "guild_id": GUILD.to_string(),
        });
        let users: serde_json::Map<String, Value> = opts
            .iter()
            .filter(|(n, _)| *n == "user")
            .filter_map(|(_, v)| v.as_str())
            .map(|id| {
                let user = json!({"id": id, "username": format!("user{id}"), "discriminator": "0",
                    "global_name": null, "avatar": null});
                (id.to_string(), user)
            })
            .collect();
        if !users.is_empty() {
            data["resolved"] = json!({ "users": users });
        }
        data
    }

    /// A click on a button the bot posted (its custom id).
    pub async fn click(&self, who: Who, custom_id: &str) -> Exchange {
        let message = message_json(self.next_id(), who.channel, "", true);
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let payload = self.interaction(who, 3, data, Some(message));
        self.interact(payload).await
    }

    /// A choice in a string select menu the bot posted.
    pub async fn select(&self, who: Who, custom_id: &str, value: &str) -> Exchange {
        let message = message_json(self.next_id(), who.channel, "", true);
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
        let payload = self.interaction(who, 3, data, Some(message));
        self.interact(payload).await
    }

    /// The string select menus in a recorded request: (custom id, [(label, value)]).
    pub fn menus(record: &Record) -> Vec<(String, Vec<(String, String)>)> {
        Self::components(record)
            .into_iter()
            .filter(|c| c["type"] == 3)
            .map(|c| {
                let options = c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| {
                        let s = |k: &str| o[k].as_str().unwrap_or_default().to_string();
                        (s("label"), s("value"))
                    })
                    .collect();
                (
                    c["custom_id"].as_str().unwrap_or_default().to_string(),
                    options,
                )
            })
            .collect()
    }

    /// Submits a modal the bot opened, with one text field.
    pub async fn submit_modal(
        &self,
        who: Who,
        custom_id: &str,
        field: &str,
        value: &str,
    ) -> Exchange {
        let data = json!({
            "custom_id": custom_id,
            "components": [{"type": 1, "components": [
                {"type": 4, "custom_id": field, "value": value}
            ]}],
        });
        let payload = self.interaction(who, 5, data, None);
        self.interact(payload).await
    }

    /// A direct message from a user to the bot; waits for the bot's answer in that DM.
    pub async fn dm(&self, user: u64, content: &str) -> Vec<Record> {
        let from = self.records().len();
        let mut m = message_json(self.next_id(), DM_BASE + user, content, false);
        m["author"] = user_json(user);
        if let Err(e) = serde_json::from_value::<serenity::all::Message>(m.clone()) {
            panic!("the fake built a message serenity cannot read: {e}\n{m}");
        }
        self.dispatch("MESSAGE_CREATE", m).await;
        let path = format!("/channels/{}/messages", DM_BASE + user);
        self.wait_for("the answer to a DM", |s| {
            s.records[from..]
                .iter()
                .any(|r| r.ok() && r.method == "POST" && r.path == path)
        })
        .await;
        self.settle(from).await
    }

    /// The components inside the action rows of a recorded request.
    fn components(record: &Record) -> Vec<Value> {
        let Some(j) = &record.json else {
            return vec![];
        };
        let body = j.get("data").unwrap_or(j);
        body["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .collect()
    }

    /// The custom ids of the buttons (and other components) in a recorded request.
    pub fn buttons(record: &Record) -> Vec<String> {
        Self::components(record)
            .iter()
            .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
            .collect()
    }
}

trait OldEnough {
    fn is_none_or_old(&self, age: Duration) -> bool;
}

impl OldEnough for Option<Instant> {
    fn is_none_or_old(&self, age: Duration) -> bool {
        self.is_none_or(|t| t.elapsed() >= age)
    }
}

pub fn user_json(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "username": format!("user{id}"),
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": id == APP_ID,
        "public_flags": 0,
        "flags": 0,
        "primary_guild": null,
    })
}

fn member(user: u64, admin: bool) -> Value {
    let permissions = if admin { MANAGE_GUILD } else { 0 };
    json!({
        "user": user_json(user),
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "permissions": permissions.to_string(),
    })
}

fn message_json(id: u64, channel: u64, content: &str, by_bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": user_json(if by_bot { APP_ID } else { 1 }),
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "components": [],
    })
}

fn bad(status: u16, message: &str, code: u64) -> (u16, Option<Value>) {
    (status, Some(json!({"message": message, "code": code})))
}

async fn handle(
    state: Arc<Mutex<State>>,
    req: Request<Incoming>,
    ws_port: u16,
) -> Response<Full<Bytes>> {
    let method = req.method().as_str().to_string();
    let full_path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or("").to_string();
    let content_type = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let body = req
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let path = full_path
        .strip_prefix("/api/v10")
        .unwrap_or(&full_path)
        .to_string();
    let (json_body, files) = if content_type.starts_with("multipart/form-data") {
        multipart(&content_type, &body)
    } else if body.is_empty() {
        (None, vec![])
    } else {
        (serde_json::from_slice(&body).ok(), vec![])
    };
    let mut record = Record {
        method: method.clone(),
        path: path.clone(),
        query,
        json: json_body.clone(),
        files,
        status: 0,
        at: Instant::now(),
    };
    let spec = spec();
    let route = spec
        .route(&path)
        .filter(|r| spec.has_method(r, &method))
        .map(str::to_string);
    let mut violation = None;
    // Discord refuses an upload past the server's limit (10 MB without boosts).
    let uploaded: usize = record.files.iter().map(|f| f.2.len()).sum();
    if uploaded > UPLOAD_LIMIT {
        violation = Some(format!(
            "{method} {path}: {uploaded} bytes of files, over Discord's {UPLOAD_LIMIT}"
        ));
    }
    let (status, answer) = match &route {
        None => {
            violation = Some(format!("{method} {path}: not a route of Discord's API"));
            bad(404, "404: Not Found", 0)
        }
        Some(route) => {
            // A multipart request's JSON part is checked against the route's JSON body schema.
            let schema = spec.schema(
                route,
                &method,
                Part::Request {
                    content_type: "application/json",
                },
            );
            match (schema, &json_body) {
                (Some(schema), Some(body)) => {
                    if let Err(e) = spec.validate(schema, body) {
                        violation = Some(format!("{method} {route} request body: {e}"));
                    }
                }
                (Some(_), None) if !body.is_empty() => {
                    violation = Some(format!("{method} {route}: the body is not JSON"));
                }
                _ => {}
            }
            let fault = {
                let mut s = state.lock().unwrap();
                let hit = s
                    .faults
                    .iter_mut()
                    .find(|f| f.count > 0 && f.method == method && path.starts_with(&f.prefix));
                hit.map(|f| {
                    f.count -= 1;
                    f.status
                })
            };
            match (violation.is_some(), fault) {
                (true, _) => bad(400, "Invalid Form Body", 50035),
                (false, Some(429)) => (
                    429,
                    Some(
                        json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false}),
                    ),
                ),
                (false, Some(status)) => bad(status, "Internal Server Error", 0),
                (false, None) => answer(&state, route, &method, &path, &record, ws_port),
            }
        }
    };
    if let (Some(route), Some(a)) = (&route, &answer) {
        if status < 300 {
            if let Some(schema) = spec.schema(route, &method, Part::Response { status }) {
                if let Err(e) = spec.validate(schema, a) {
                    violation = Some(format!("the fake's answer to {method} {route}: {e}"));
                }
            }
        }
    }
    record.status = status;
    {
        let mut s = state.lock().unwrap();
        if let Some(v) = violation {
            s.violations.push(v);
        }
        s.records.push(record);
    }
    let mut response = Response::builder().status(status);
    if status == 429 {
        response = response.header("retry-after", "0");
    }
    match answer {
        Some(a) => response
            .header("content-type", "application/json")
            .body(Full::new(Bytes::from(a.to_string())))
            .unwrap(),
        None => response.body(Full::new(Bytes::new())).unwrap(),
    }
}

/// The fake's answer to a well-formed request on a known route.
fn answer(
    state: &Arc<Mutex<State>>,
    route: &str,
    method: &str,
    path: &str,
    record: &Record,
    ws_port: u16,
) -> (u16, Option<Value>) {
    let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let body = record.json.clone().unwrap_or(Value::Null);
    let mut s = state.lock().unwrap();
    let mut next_id = || {
        s.next_id += 1;
        s.next_id
    };
    match (method, route) {
        ("GET", "/gateway") => (
            200,
            Some(json!({"url": format!("ws://127.0.0.1:{ws_port}")})),
        ),
        ("GET", "/gateway/bot") => (
            200,
            Some(json!({
                "url": format!("ws://127.0.0.1:{ws_port}"),
                "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
            })),
        ),
        ("GET", "/users/@me") => (200, Some(user_json(APP_ID))),
        ("GET", "/oauth2/applications/@me") => (
            200,
            Some(json!({
                "id": APP_ID.to_string(), "name": "korona", "icon": null, "description": "",
                "type": null, "verify_key": "00", "flags": 0, "flags_new": "0", "redirect_uris": [],
                "interactions_endpoint_url": null, "role_connections_verification_url": null,
                "owner": user_json(1), "approximate_guild_count": 1,
                "approximate_user_install_count": 0, "approximate_user_authorization_count": 0,
                "explicit_content_filter": 0, "team": null, "eligible_oauth2_scopes": [],
                "bot_public": true, "bot_require_code_grant": false,
            })),
        ),
        ("PUT", "/applications/{application_id}/commands")
        | ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands") => {
            let guild = (segs.len() == 5).then(|| segs[3].to_string());
            let commands: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(without_nulls)
                .map(|mut c| {
                    c["id"] = json!(next_id().to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!(next_id().to_string());
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    if c.get("default_member_permissions").is_none() {
                        c["default_member_permissions"] = Value::Null;
                    }
                    if c.get("description").is_none() {
                        c["description"] = json!("");
                    }
                    if let Some(g) = &guild {
                        c["guild_id"] = json!(g);
                    }
                    c
                })
                .collect();
            let misnamed = misnamed(&commands);
            s.violations.extend(misnamed);
            s.registered = commands.clone();
            (200, Some(Value::Array(commands)))
        }
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => (204, None),
        ("POST", "/webhooks/{webhook_id}/{webhook_token}") => {
            let id = next_id();
            (200, Some(bot_message(id, CHANNEL, record)))
        }
        ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
        | ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original") => {
            let id = next_id();
            (200, Some(bot_message(id, CHANNEL, record)))
        }
        ("POST", "/users/@me/channels") => {
            let user: u64 = body["recipient_id"]
                .as_str()
                .and_then(|u| u.parse().ok())
                .or_else(|| body["recipient_id"].as_u64())
                .unwrap_or(0);
            (
                200,
                Some(json!({
                    "id": (DM_BASE + user).to_string(),
                    "type": 1,
                    "last_message_id": null,
                    "flags": 0,
                    "recipients": [user_json(user)],
                })),
            )
        }
        ("POST", "/channels/{channel_id}/threads") => {
            let parent: u64 = segs[1].parse().unwrap_or(0);
            let id = THREAD_BASE + next_id();
            s.threads.push((id, parent));
            (
                201,
                Some(json!({
                    "id": id.to_string(),
                    "type": body["type"].as_u64().unwrap_or(11),
                    "last_message_id": null,
                    "flags": 0,
                    "guild_id": GUILD.to_string(),
                    "name": body["name"],
                    "parent_id": parent.to_string(),
                    "rate_limit_per_user": 0,
                    "owner_id": APP_ID.to_string(),
                    "thread_metadata": {
                        "archived": false,
                        "archive_timestamp": null,
                        "auto_archive_duration": body["auto_archive_duration"].as_u64().unwrap_or(10080),
                        "locked": false,
                        "create_timestamp": "2026-01-01T00:00:00+00:00",
                    },
                    "message_count": 0,
                    "member_count": 1,
                    "total_message_sent": 0,
                })),
            )
        }
        ("POST", "/channels/{channel_id}/messages") => {
            let channel: u64 = segs[1].parse().unwrap_or(0);
            let id = next_id();
            (200, Some(bot_message(id, channel, record)))
        }
        _ => bad(
            404,
            "404: Not Found (the fake does not serve this route)",
            0,
        ),
    }
}

/// Names of commands and options, localized ones included, that Discord refuses. The OpenAPI
/// description only bounds their length; the rule is in Discord's documentation of command names.
fn misnamed(commands: &[Value]) -> Vec<String> {
    static RULE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let rule = RULE.get_or_init(|| {
        regex::Regex::new(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$").expect("the name rule")
    });
    let mut bad = Vec::new();
    let mut stack: Vec<&Value> = commands.iter().collect();
    while let Some(c) = stack.pop() {
        let localized = c["name_localizations"].as_object().into_iter().flatten();
        let names = std::iter::once(&c["name"]).chain(localized.map(|(_, n)| n));
        for name in names.filter_map(Value::as_str) {
            if !rule.is_match(name) || name.to_lowercase() != name {
                bad.push(format!(
                    "command or option name {name:?} breaks Discord's naming rule"
                ));
            }
        }
        stack.extend(c["options"].as_array().into_iter().flatten());
    }
    bad
}

/// Discord leaves unset fields out of its answers; the request may carry them as null.
fn without_nulls(v: Value) -> Value {
    match v {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k, without_nulls(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(without_nulls).collect()),
        other => other,
    }
}

/// The message Discord would return for a post: the content, the attachments and embeds as sent.
fn bot_message(id: u64, channel: u64, record: &Record) -> Value {
    let body = record.json.clone().unwrap_or(Value::Null);
    let mut m = message_json(id, channel, body["content"].as_str().unwrap_or(""), true);
    m["attachments"] = record
        .files
        .iter()
        .enumerate()
        .map(|(i, (_, name, bytes))| {
            let url = format!("https://cdn.example.invalid/attachments/{channel}/{id}/{name}");
            json!({
                "id": (id * 100 + i as u64).to_string(),
                "filename": name,
                "size": bytes.len(),
                "url": url,
                "proxy_url": url,
                "content_type": "image/png",
            })
        })
        .collect();
    m["embeds"] = body["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            let mut e = without_nulls(e.clone());
            e["type"] = json!("rich");
            e
        })
        .collect();
    if let Some(flags) = body.get("flags") {
        m["flags"] = flags.clone();
    }
    m
}

/// Splits a multipart/form-data body into its `payload_json` and its files.
fn multipart(content_type: &str, body: &[u8]) -> (Option<Value>, Vec<File>) {
    let Some(boundary) = content_type
        .split(';')
        .find_map(|p| p.trim().strip_prefix("boundary="))
    else {
        return (None, vec![]);
    };
    let boundary = format!("--{}", boundary.trim_matches('"'));
    let mut json_part = None;
    let mut files = Vec::new();
    for part in split_bytes(body, boundary.as_bytes()).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let Some(head_end) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..head_end]).to_string();
        // Only the Content-Disposition line names the field and the file.
        let head = head
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
            .unwrap_or("")
            .to_string();
        let mut content = &part[head_end + 4..];
        if content.ends_with(b"\r\n") {
            content = &content[..content.len() - 2];
        }
        let attr = |key: &str| {
            head.split(';').find_map(|p| {
                p.trim()
                    .strip_prefix(&format!("{key}="))
                    .map(|v| v.trim_matches('"').to_string())
            })
        };
        let name = attr("name").unwrap_or_default();
        match attr("filename") {
            Some(filename) => files.push((name, filename, content.to_vec())),
            None if name == "payload_json" => json_part = serde_json::from_slice(content).ok(),
            None => {}
        }
    }
    (json_part, files)
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn split_bytes<'a>(mut hay: &'a [u8], sep: &[u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    while let Some(i) = find(hay, sep) {
        out.push(&hay[..i]);
        hay = &hay[i + sep.len()..];
    }
    out.push(hay);
    out
}

/// A frame the test sends its own gateway task: close the connection instead of sending.
const CLOSE: &str = "fake-close";

/// One gateway connection: HELLO, IDENTIFY -> READY, heartbeats, and the test's dispatches.
async fn gateway(state: Arc<Mutex<State>>, stream: tokio::net::TcpStream, ws_port: u16) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}});
    if sink.send(WsMessage::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            frame = rx.recv() => {
                let Some(frame) = frame else { return };
                if frame.get(CLOSE).is_some() {
                    // 4000 "unknown error": Discord's invitation to reconnect and resume.
                    let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                        code: 4000.into(),
                        reason: "fake drop".into(),
                    };
                    let _ = sink.send(WsMessage::Close(Some(close))).await;
                    return;
                }
                if sink.send(WsMessage::Text(frame.to_string())).await.is_err() {
                    return;
                }
            }
            incoming = stream.next() => {
                let Some(Ok(msg)) = incoming else {
                    let mut s = state.lock().unwrap();
                    if s.session.as_ref().is_some_and(|t| t.same_channel(&tx)) {
                        s.session = None;
                    }
                    return;
                };
                let text = match msg {
                    WsMessage::Text(t) => t,
                    WsMessage::Binary(b) => String::from_utf8_lossy(&b).to_string(),
                    WsMessage::Close(_) => {
                        let mut s = state.lock().unwrap();
                        if s.session.as_ref().is_some_and(|t| t.same_channel(&tx)) {
                            s.session = None;
                        }
                        return;
                    }
                    _ => continue,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => { let _ = tx.send(json!({"op": 11})); }
                    Some(2) => {
                        let mut s = state.lock().unwrap();
                        s.identifies += 1;
                        s.seq = 1;
                        let ready = json!({
                            "v": 10,
                            "user": user_json(APP_ID),
                            "guilds": [{"id": GUILD.to_string(), "unavailable": true}],
                            "session_id": format!("session{}", s.identifies),
                            "resume_gateway_url": format!("ws://127.0.0.1:{ws_port}"),
                            "shard": [0, 1],
                            "application": {"id": APP_ID.to_string(), "flags": 0},
                        });
                        serde_json::from_value::<serenity::all::Ready>(ready.clone())
                            .expect("the fake's READY is what serenity reads");
                        let _ = tx.send(json!({"op": 0, "s": 1, "t": "READY", "d": ready}));
                        s.session = Some(tx.clone());
                    }
                    // A resume is refused: the client identifies again. serenity needs no more; the
                    // fake keeps no missed events to replay.
                    Some(6) => {
                        state.lock().unwrap().resumes += 1;
                        let _ = tx.send(json!({"op": 9, "d": false}));
                    }
                    _ => {}
                }
            }
        }
    }
}
