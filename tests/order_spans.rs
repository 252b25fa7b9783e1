//! The order path leaves `tracing` spans that carry the match id, so that a slow order can be found in
//! the logs: command, load, apply, append and render (Discord's delivery adds `deliver`).

mod support;

use korona::service::Command;
use std::sync::{Arc, Mutex};
use support::{auction, bid, create, World};
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id};
use tracing::Subscriber;
use tracing_subscriber::layer::{Context, Layer, SubscriberExt};

type Seen = Arc<Mutex<Vec<(String, Option<i64>)>>>;

/// Records every new span's name and its `match_id` field.
struct Spans(Seen);

impl<S: Subscriber> Layer<S> for Spans {
    fn on_new_span(&self, attrs: &Attributes<'_>, _: &Id, _: Context<'_, S>) {
        let mut id = MatchId(None);
        attrs.record(&mut id);
        let name = attrs.metadata().name().to_string();
        self.0.lock().unwrap().push((name, id.0));
    }
}

struct MatchId(Option<i64>);

impl Visit for MatchId {
    fn record_i64(&mut self, field: &Field, value: i64) {
        if field.name() == "match_id" {
            self.0 = Some(value);
        }
    }

    fn record_debug(&mut self, _: &Field, _: &dyn std::fmt::Debug) {}
}

#[test]
fn an_order_leaves_spans_with_its_match_id() {
    let seen: Seen = Arc::default();
    let subscriber = tracing_subscriber::registry().with(Spans(seen.clone()));
    let _default = tracing::subscriber::set_default(subscriber);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let w = World::new(auction::registry).await;
        w.ok("alice", create("auction")).await;
        w.ok("alice", Command::Join).await;
        w.ok("bob", Command::Join).await;
        w.ok("alice", Command::Start).await;
        w.ok("alice", bid("3")).await;
        seen.lock().unwrap().clear();
        // Bob's bid completes the round: a new phase, so its map is rendered too.
        w.ok("bob", bid("2")).await;
    });
    let seen = seen.lock().unwrap();
    for step in ["command", "load", "apply", "append", "render"] {
        assert!(
            seen.iter().any(|(name, id)| name == step && *id == Some(1)),
            "no `{step}` span for match 1 in {seen:?}"
        );
    }
}
