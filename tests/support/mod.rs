//! Shared helpers for the integration tests.
#![allow(dead_code)]

pub mod auction;
pub mod kingdoms;
pub mod slow_bot;
pub mod thrones;

use korona::service::{Caller, Command, ManualClock, Place, Registry, Reply, Request, Service};
use korona::store::Store;
use std::sync::Arc;

pub const CHANNEL: &str = "table";

pub struct World {
    pub service: Service,
    pub clock: ManualClock,
}

impl World {
    pub async fn new(games: Registry) -> World {
        Self::on(Store::memory().await.unwrap(), games)
    }

    pub fn on(store: Store, games: Registry) -> World {
        let clock = ManualClock::at(1_700_000_000_000);
        let service = Service::new(store, games, Arc::new(clock.clone())).with_fixed_seeds(42);
        World { service, clock }
    }

    pub async fn run(&self, user: &str, command: Command) -> Result<Vec<Reply>, String> {
        self.run_as(Caller::user(user), command).await
    }

    pub async fn run_as(&self, caller: Caller, command: Command) -> Result<Vec<Reply>, String> {
        self.run_in(caller, CHANNEL, command).await
    }

    /// Runs a command in another channel than the usual table (a second match runs there).
    pub async fn run_in(
        &self,
        caller: Caller,
        channel: &str,
        command: Command,
    ) -> Result<Vec<Reply>, String> {
        let req = Request {
            caller,
            place: Place {
                guild: Some("guild".into()),
                channel: channel.into(),
            },
            match_id: None,
            command,
        };
        self.service.handle(&req).await.map_err(|e| e.to_string())
    }

    /// Runs a command on match `match_id` from another server (`guild`; none: a DM) and channel.
    pub async fn run_from(
        &self,
        caller: Caller,
        guild: Option<&str>,
        channel: &str,
        match_id: i64,
        command: Command,
    ) -> Result<Vec<Reply>, String> {
        let req = Request {
            caller,
            place: Place {
                guild: guild.map(str::to_string),
                channel: channel.into(),
            },
            match_id: Some(match_id),
            command,
        };
        self.service.handle(&req).await.map_err(|e| e.to_string())
    }

    /// Runs a command that must succeed.
    pub async fn ok(&self, user: &str, command: Command) -> Vec<Reply> {
        match self.run(user, command.clone()).await {
            Ok(r) => r,
            Err(e) => panic!("{user} {command:?} was refused: {e}"),
        }
    }

    /// The stored log length and last state hash: what "state untouched" means.
    pub async fn fingerprint(&self, match_id: i64) -> (Option<i64>, Vec<String>) {
        let store = self.service.store();
        let rows = store.log_after(match_id, -1).await.unwrap();
        let seats = store.seats(match_id).await.unwrap();
        let m = store.get_match(match_id).await.unwrap().unwrap();
        let mut facts: Vec<String> = rows.iter().map(|r| r.state_sha256.clone()).collect();
        facts.push(format!("{:?}", seats));
        facts.push(format!("{:?} {:?}", m.status, m.phase_secs));
        (store.last_seq(match_id).await.unwrap(), facts)
    }
}

pub fn order(text: &str) -> Command {
    Command::Order { text: text.into() }
}

pub fn bid(text: &str) -> Command {
    Command::Bid { text: text.into() }
}

pub fn create(game: &str) -> Command {
    Command::Create {
        game: game.into(),
        options: vec![],
    }
}

pub fn public_text(replies: &[Reply]) -> String {
    replies
        .iter()
        .filter(|r| r.is_public())
        .map(|r| r.text().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}
