//! Counts the SQL statements the store runs, for `korona bench statements`: sqlx reports each
//! statement it executes as a tracing event (target `sqlx::query`); while counting is on, a layer of
//! the binary's subscriber tallies them by their first words. While it is off the layer's filter
//! says no, so sqlx does not even format its summary.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use tracing::field::{Field, Visit};
use tracing_subscriber::filter::DynFilterFn;
use tracing_subscriber::layer::{Context, Layer};

static COUNTING: AtomicBool = AtomicBool::new(false);
static COUNTS: Mutex<BTreeMap<String, u64>> = Mutex::new(BTreeMap::new());

/// The layer to add to the process's subscriber (see `main.rs`).
pub fn layer<S>() -> impl Layer<S>
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    Counter.with_filter(DynFilterFn::new(|meta, _| {
        COUNTING.load(Ordering::Relaxed) && meta.target() == "sqlx::query"
    }))
}

/// Starts counting from zero.
pub fn start() {
    COUNTS.lock().unwrap().clear();
    COUNTING.store(true, Ordering::SeqCst);
}

/// Stops counting; returns the statements seen since [`start`], by kind.
pub fn stop() -> BTreeMap<String, u64> {
    COUNTING.store(false, Ordering::SeqCst);
    std::mem::take(&mut *COUNTS.lock().unwrap())
}

struct Counter;

impl<S: tracing::Subscriber> Layer<S> for Counter {
    fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
        let mut summary = Summary(None);
        event.record(&mut summary);
        let kind = summary.0.unwrap_or_else(|| "?".into());
        *COUNTS.lock().unwrap().entry(kind).or_default() += 1;
    }
}

/// The statement's kind: the first words of sqlx's summary, enough to tell the tables apart.
struct Summary(Option<String>);

impl Visit for Summary {
    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "summary" {
            self.0 = Some(kind_of(value));
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "summary" {
            self.0 = Some(kind_of(&format!("{value:?}")));
        }
    }
}

fn kind_of(summary: &str) -> String {
    let words: Vec<&str> = summary
        .trim_matches('"')
        .split_whitespace()
        .take(6)
        .collect();
    words.join(" ")
}
