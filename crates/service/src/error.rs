use korona_engine::{Message, Refusal};
use korona_store::{Damage, StoreError};

/// Why a request produced no change: a refusal the user reads, or a fault on our side.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    Refused(#[from] Refusal),
    #[error("storage failure: {0}")]
    Store(StoreError),
    /// The request was delivered before and applied then (a front end redelivered it): nothing
    /// was done this time.
    #[error("request {0} was handled before")]
    Duplicate(String),
    /// A fault on our side outside the store (a bot's thread panicked).
    #[error("internal fault: {0}")]
    Fault(String),
}

impl ServiceError {
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            ServiceError::Refused(r) => Some(r),
            ServiceError::Store(_) | ServiceError::Fault(_) | ServiceError::Duplicate(_) => None,
        }
    }

    /// Whether this is the refusal of a match whose stored rows are damaged: a listing of many
    /// matches leaves that one out (and logs it) instead of failing as a whole.
    pub fn is_damaged_match(&self) -> bool {
        self.refusal()
            .is_some_and(|r| DAMAGED.contains(&r.message.id.as_ref()))
    }
}

/// The catalog ids of a damaged match's refusals (see [`damaged`]).
const DAMAGED: [&str; 4] = [
    "service-damaged-seat",
    "service-damaged-status",
    "service-damaged-log-gap",
    "service-damaged-entry",
];

impl From<StoreError> for ServiceError {
    /// A damaged match is a refusal that names it and what is wrong (the caller can do nothing about
    /// it, but must know why the match does not answer); any other store failure is a fault.
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Damaged { match_id, damage } => {
                ServiceError::Refused(Refusal::new(damaged(match_id, &damage)))
            }
            e => ServiceError::Store(e),
        }
    }
}

/// The words for a damaged match, in the catalogs (`service-damaged-*`).
fn damaged(match_id: i64, damage: &Damage) -> Message {
    use korona_engine::msg;
    match damage {
        Damage::SeatOutOfRange { seat, seats } => msg!(
            "service-damaged-seat",
            id = match_id,
            seat = *seat,
            last = *seats - 1
        ),
        Damage::UnknownStatus(status) => {
            msg!(
                "service-damaged-status",
                id = match_id,
                status = status.as_str()
            )
        }
        Damage::LogGap { missing, found } => msg!(
            "service-damaged-log-gap",
            id = match_id,
            missing = *missing,
            found = *found
        ),
        Damage::UnreadableEntry { seq, what } => msg!(
            "service-damaged-entry",
            id = match_id,
            seq = *seq,
            what = what.as_str()
        ),
    }
}

pub type Result<T> = std::result::Result<T, ServiceError>;

/// Shorthand for a refusal without a single bad word.
pub fn refuse<T>(message: Message) -> Result<T> {
    Err(ServiceError::Refused(Refusal::new(message)))
}
