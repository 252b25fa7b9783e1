use korona_engine::{Message, Refusal};
use korona_store::StoreError;

/// Why a request produced no change: a refusal the user reads, or a fault on our side.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    Refused(#[from] Refusal),
    #[error("storage failure: {0}")]
    Store(#[from] StoreError),
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
}

pub type Result<T> = std::result::Result<T, ServiceError>;

/// Shorthand for a refusal without a single bad word.
pub fn refuse<T>(message: Message) -> Result<T> {
    Err(ServiceError::Refused(Refusal::new(message)))
}
