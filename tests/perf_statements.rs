//! How many SQL statements an accepted order costs on SQLite: the throughput of one process is
//! mostly round trips to the database's worker thread, so each statement on the order path counts.

use korona::service::{find_game, Caller, Command, ManualClock, Place, Request, Service};
use korona::store::Store;
use korona_engine::selfplay::Table;
use korona_engine::{BotLevel, MatchSeed};
use std::sync::{Arc, Mutex};
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer, SubscriberExt};

type Seen = Arc<Mutex<Vec<String>>>;

/// Records the SQL of every statement sqlx runs (its `sqlx::query` events).
struct Statements(Seen);

impl<S: Subscriber> Layer<S> for Statements {
    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        if event.metadata().target() != "sqlx::query" {
            return;
        }
        let mut sql = Sql(String::new());
        event.record(&mut sql);
        self.0.lock().unwrap().push(sql.0);
    }
}

struct Sql(String);

impl Visit for Sql {
    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "db.statement" || (self.0.is_empty() && field.name() == "summary") {
            self.0 = value.split_whitespace().collect::<Vec<_>>().join(" ");
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "db.statement" {
            self.0 = format!("{value:?}");
        }
    }
}

fn request(user: &str, command: Command) -> Request {
    Request {
        caller: Caller::user(user),
        place: Place {
            guild: None,
            channel: "perf".into(),
        },
        match_id: Some(1),
        command,
    }
}

/// Plays `n` orders of a capitals match (seed 1, two easy bots' choices typed by alice and bob) and
/// returns the SQL of every statement each order ran.
fn statements_per_order(n: usize) -> Vec<Vec<String>> {
    let seen: Seen = Arc::default();
    let subscriber = tracing_subscriber::registry()
        .with(Statements(seen.clone()))
        .with(tracing_subscriber::filter::LevelFilter::TRACE);
    // Global: SQLite statements run (and are logged) on sqlx's own worker thread.
    tracing::subscriber::set_global_default(subscriber).unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("perf.db").to_string_lossy().into_owned();
    runtime.block_on(async {
        let store = Store::open(&db).await.unwrap();
        let service = Service::new(
            store,
            korona_games::registry,
            Arc::new(ManualClock::at(1_700_000_000_000)),
        )
        .with_fixed_seeds(1);
        let mut create = request(
            "alice",
            Command::Create {
                game: "capitals".into(),
                options: vec![],
            },
        );
        create.match_id = None;
        service.handle(&create).await.unwrap();
        for user in ["alice", "bob"] {
            service.handle(&request(user, Command::Join)).await.unwrap();
        }
        service
            .handle(&request("alice", Command::Start))
            .await
            .unwrap();
        let game = find_game(korona_games::registry, "capitals").unwrap();
        let options = game.options(&[]).unwrap();
        let mut table = Table::setup(game, &options, 2, MatchSeed::from_number(1)).unwrap();
        let mut per_order = Vec::new();
        for _ in 0..n {
            let seat = game.awaiting(table.state()).pending().next().unwrap();
            let choice = table.bot_choice(seat, BotLevel::Easy, None);
            let text = table.text_of(&choice.input);
            table.apply(choice.input).unwrap();
            let user = ["alice", "bob"][seat.index()];
            seen.lock().unwrap().clear();
            service
                .handle(&request(user, Command::Order { text }))
                .await
                .unwrap();
            per_order.push(std::mem::take(&mut *seen.lock().unwrap()));
        }
        per_order
    })
}

#[test]
fn an_order_costs_few_statements() {
    let per_order = statements_per_order(40);
    let total: usize = per_order.iter().map(Vec::len).sum();
    let mean = total as f64 / per_order.len() as f64;
    if std::env::var("KORONA_SHOW_SQL").is_ok() {
        for (i, sql) in per_order.iter().enumerate() {
            eprintln!("order {i}: {} statements", sql.len());
            for s in sql {
                eprintln!("    {s}");
            }
        }
    }
    eprintln!(
        "{mean:.2} statements per order over {} orders",
        per_order.len()
    );
    // 9.1 before the store remembered an order's reads (issue 18): the match row, seats, log and
    // report positions, jobs, settings and spectators were read anew for every order.
    assert!(mean <= 2.0, "{mean:.2} statements per order");
}
