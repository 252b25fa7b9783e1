/// What can go wrong below the service.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another writer appended this sequence number first: reload and try again.
    #[error("stale write: log entry {seq} of match {match_id} already exists")]
    Stale { match_id: i64, seq: i64 },
    /// The request that wrote this entry wrote one before: a redelivery, already applied.
    #[error("request {request_id} was applied before")]
    Duplicate { request_id: String },
    /// A match that has not finished is open in this channel already (one create won a race).
    #[error("a match is already open in channel {channel}")]
    ChannelTaken { channel: String },
    /// The shared transaction of a group commit failed: none of its entries is stored.
    #[error("group commit: {0}")]
    Committer(String),
    /// `korona migrate` copies only into a database that holds no match.
    #[error(
        "the target already holds {matches} matches; korona migrate copies into an empty database"
    )]
    NotEmpty { matches: i64 },
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("stored JSON: {0}")]
    Json(#[from] serde_json::Error),
}

pub type Result<T> = std::result::Result<T, StoreError>;
