//! Shared helpers for the integration tests.
#![allow(dead_code)]

pub mod auction;
pub mod cli;
pub mod fiefs;
pub mod kingdoms;
pub mod postgres;
pub mod slow_bot;
pub mod thrones;

use korona::service::{Caller, Command, ManualClock, Place, Registry, Reply, Request, Service};
use korona::store::Store;
use std::sync::Arc;

pub const CHANNEL: &str = "table";

/// Where a test's databases live: SQLite files in a temp dir, or a throwaway PostgreSQL server. The
/// tests that must hold on both backends take one and are declared with [`on_both_backends!`].
pub enum TestDb {
    Sqlite(tempfile::TempDir, std::sync::atomic::AtomicU32),
    Postgres(postgres::PgServer),
}

impl TestDb {
    pub fn sqlite() -> TestDb {
        TestDb::Sqlite(tempfile::tempdir().unwrap(), Default::default())
    }

    /// `None` when PostgreSQL is not installed (the harness says so).
    pub fn postgres() -> Option<TestDb> {
        postgres::PgServer::start().map(TestDb::Postgres)
    }

    pub fn backend(&self) -> &'static str {
        match self {
            TestDb::Sqlite(..) => "sqlite",
            TestDb::Postgres(_) => "postgres",
        }
    }

    /// A new empty database: a file path or a `postgres://` URL, for `--db` or [`Store::open`].
    pub async fn url(&self) -> String {
        match self {
            TestDb::Sqlite(dir, n) => {
                let n = n.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                dir.path()
                    .join(format!("k{n}.db"))
                    .to_string_lossy()
                    .into_owned()
            }
            TestDb::Postgres(server) => server.database().await,
        }
    }

    /// [`url`](Self::url) outside a runtime (tests that drive `korona` processes).
    pub fn url_blocking(&self) -> String {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(self.url())
    }

    /// A store on a new empty database.
    pub async fn store(&self) -> Store {
        Store::open(&self.url().await).await.unwrap()
    }
}

/// A bare match row of a game `g` in `channel` (no seats, no log), for tests of the store alone;
/// its id.
pub async fn new_match(store: &Store, channel: &str) -> i64 {
    store
        .create_match(korona::store::NewMatch {
            game: "g",
            options: &serde_json::json!({}),
            host: "h",
            guild: None,
            channel,
            seed_hex: "00",
            seed_sha256: "00",
            now: 0,
            lang: korona_engine::Lang::En,
        })
        .await
        .unwrap()
}

/// Declares a test that runs once on SQLite and once on PostgreSQL, as `<name>::sqlite` and
/// `<name>::postgres`; the body gets a `&TestDb`. `async fn` bodies run on tokio, `fn` bodies do not.
#[macro_export]
macro_rules! on_both_backends {
    ($(#[$meta:meta])* async fn $name:ident($db:ident) $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            async fn body($db: &$crate::support::TestDb) $body
            $(#[$meta])*
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                body(&$crate::support::TestDb::sqlite()).await
            }
            $(#[$meta])*
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                if let Some(db) = $crate::support::TestDb::postgres() {
                    body(&db).await
                }
            }
        }
    };
    ($(#[$meta:meta])* fn $name:ident($db:ident) $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            fn body($db: &$crate::support::TestDb) $body
            $(#[$meta])*
            #[test]
            fn sqlite() {
                body(&$crate::support::TestDb::sqlite())
            }
            $(#[$meta])*
            #[test]
            fn postgres() {
                if let Some(db) = $crate::support::TestDb::postgres() {
                    body(&db)
                }
            }
        }
    };
}

pub struct World {
    pub service: Service,
    pub clock: ManualClock,
    /// The service's store, kept beside it: the service gives no access to it, tests look inside.
    pub store: Store,
}

impl World {
    pub async fn new(games: Registry) -> World {
        Self::on(Store::memory().await.unwrap(), games)
    }

    pub fn on(store: Store, games: Registry) -> World {
        let clock = ManualClock::at(1_700_000_000_000);
        let service =
            Service::new(store.clone(), games, Arc::new(clock.clone())).with_fixed_seeds(42);
        World {
            service,
            clock,
            store,
        }
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
        let store = &self.store;
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

/// A reply's text as Discord shows it: people as mentions, moments as Discord timestamps.
pub fn discord_text(reply: &Reply) -> String {
    korona::discord::markup::reply(reply)
}

pub fn public_text(replies: &[Reply]) -> String {
    replies
        .iter()
        .filter(|r| r.is_public())
        .map(discord_text)
        .collect::<Vec<_>>()
        .join("\n")
}
