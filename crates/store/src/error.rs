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
    /// A stored value of one match is not one the bot ever writes (a damaged or hand-edited row):
    /// that match refuses to load, naming what is wrong; every other match is served as before.
    #[error("match {match_id} is damaged: {damage}")]
    Damaged { match_id: i64, damage: Damage },
}

/// What is wrong with a damaged match's stored rows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    /// A seat number outside the match's seats, which are numbered 0 to one less than their count
    /// (the column holds any integer; a seat is a `u8`).
    #[error("seat {seat} is out of range: its {seats} seats are numbered 0 to {}", seats - 1)]
    SeatOutOfRange { seat: i64, seats: i64 },
    /// A status other than lobby, running, paused or finished.
    #[error("unknown status `{0}`")]
    UnknownStatus(String),
    /// The log's entries are not numbered 0, 1, 2, ... without a hole.
    #[error("log entry {missing} is missing (entry {found} stands in its place)")]
    LogGap { missing: i64, found: i64 },
    /// A log entry's stored JSON does not read back as what the bot wrote there.
    #[error("log entry {seq}: {what}")]
    UnreadableEntry { seq: i64, what: String },
}

pub type Result<T> = std::result::Result<T, StoreError>;
