//! Exactly once for requests a front end may deliver twice (issue 30, item 14). Discord can deliver
//! an interaction again, and after a crash a request may reach another process. The request's
//! delivery id travels with it into the transaction of the first log entry it writes (the entry
//! keeps it, under a unique index), so a redelivery is a duplicate exactly when that entry
//! committed: a process killed before the commit leaves nothing behind, and the redelivery is
//! applied; killed after it, the redelivery is answered as a duplicate. A request that writes no
//! entry (a read, a join, a setting) is recorded after it ran: at least once, harmless to repeat.

use super::{Reply, Request, Result, Service, ServiceError};
use korona_store::StoreError;
use std::cell::RefCell;

tokio::task_local! {
    /// The delivery id of the request this task is handling, until its first log entry takes it.
    static DELIVERY: RefCell<Option<String>>;
}

/// The delivery id for the entry about to be written: the first entry of a delivered request takes
/// it; the bots' steps and phase ends that follow in the same request carry none.
pub(crate) fn take() -> Option<String> {
    DELIVERY.try_with(|d| d.borrow_mut().take()).ok().flatten()
}

impl Service {
    /// Handles a request that carries its front end's delivery id: refused as
    /// [`ServiceError::Duplicate`] when a request with this id was applied before (by this process
    /// or another on the same database), otherwise handled once. An order is not looked up first:
    /// its entry's insert carries the id and refuses a second one, and only a refused order asks
    /// whether it was a redelivery (then the refusal is the first delivery's doing, e.g. "not your
    /// turn" because it ended the turn). Anything else is looked up before it runs.
    pub async fn handle_delivered(&self, delivery: &str, req: &Request) -> Result<Vec<Reply>> {
        let order = req.command.writes_entry();
        if !order && self.store.delivered(delivery).await? {
            return Err(ServiceError::Duplicate(delivery.to_string()));
        }
        let slot = RefCell::new(Some(delivery.to_string()));
        let (result, untaken) = DELIVERY
            .scope(slot, async {
                let result = self.handle(req).await;
                (result, DELIVERY.with(|d| d.borrow().is_some()))
            })
            .await;
        let result = match result {
            // Another process applied the same delivery between our read and our commit.
            Err(ServiceError::Store(StoreError::Duplicate { request_id })) => {
                Err(ServiceError::Duplicate(request_id))
            }
            Err(e) if order && untaken && self.store.delivered(delivery).await? => {
                tracing::debug!(error = %e, "a redelivered order, refused on its second run");
                Err(ServiceError::Duplicate(delivery.to_string()))
            }
            other => other,
        };
        if untaken {
            self.store.record_delivery(delivery, self.now()).await?;
        }
        result
    }
}
