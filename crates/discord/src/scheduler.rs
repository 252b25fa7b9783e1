//! Runs due deadlines and reminders. Jobs live in the database, so a restarted bot simply picks up
//! where the last one stopped: the first tick after start-up runs everything that fell due meanwhile.

use super::deliver::Outbox;
use korona_service::Service;
use std::sync::Arc;
use std::time::Duration;

pub async fn run(service: Arc<Service>, outbox: Arc<Outbox>, tick: Duration) {
    let mut interval = tokio::time::interval(tick);
    // After a stall (a long delivery), one catch-up tick is enough: run_due_jobs takes all due jobs.
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        interval.tick().await;
        tick_once(&service, &outbox).await;
    }
}

/// One pass: run every due job and deliver what it says.
pub async fn tick_once(service: &Service, outbox: &Outbox) {
    match service.run_due_jobs().await {
        Ok(replies) => outbox.deliver(&replies).await,
        Err(e) => tracing::error!(error = %e, "running due jobs failed"),
    }
}
