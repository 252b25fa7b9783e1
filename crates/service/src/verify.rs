//! `korona verify`: replays a match's log from its seed and checks every roll, every event and every
//! stored state hash. The first mismatch is named.

use crate::replay::{replay_entry, seed_of};
use crate::{find_game, Registry};
use korona_store::{LogRow, MatchStatus, Store, StoreError};
use sha2::{Digest, Sha256};

#[derive(Debug)]
pub struct Verified {
    pub match_id: i64,
    pub entries: usize,
    pub log_sha256: String,
}

#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("match {match_id}, entry {seq}: {what}")]
    Mismatch {
        match_id: i64,
        seq: i64,
        what: String,
    },
    #[error("match {0} does not exist")]
    NoMatch(i64),
    #[error("match {match_id}: {what}")]
    Unreadable { match_id: i64, what: String },
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The hash of a match's canonical log: one line per entry (see `LogRow::canonical`).
pub fn log_sha256(rows: &[LogRow]) -> String {
    let mut hasher = Sha256::new();
    for row in rows {
        hasher.update(row.canonical().as_bytes());
        hasher.update(b"\n");
    }
    hex::encode(hasher.finalize())
}

pub async fn verify_match(
    store: &Store,
    games: Registry,
    match_id: i64,
) -> Result<Verified, VerifyError> {
    let m = store
        .get_match(match_id)
        .await?
        .ok_or(VerifyError::NoMatch(match_id))?;
    let game = find_game(games, &m.game).ok_or_else(|| VerifyError::Unreadable {
        match_id,
        what: format!("unknown game `{}`", m.game),
    })?;
    let seed = seed_of(&m).map_err(|what| VerifyError::Unreadable { match_id, what })?;
    if seed.commitment() != m.seed_sha256 {
        return Err(VerifyError::Unreadable {
            match_id,
            what: "the seed does not match its published sha256".into(),
        });
    }
    let rows = store.log_after(match_id, -1).await?;
    // A started match has at least its setup entry: an empty log there is a deleted log, and nothing
    // of the match could be checked. Only a lobby has no log yet.
    if rows.is_empty() && m.status != MatchStatus::Lobby {
        return Err(VerifyError::Unreadable {
            match_id,
            what: format!(
                "the match is {} but its log is empty: nothing can be checked",
                m.status.as_str()
            ),
        });
    }
    let mismatch = |seq: i64, what: String| VerifyError::Mismatch {
        match_id,
        seq,
        what,
    };
    let mut state = None;
    for (i, row) in rows.iter().enumerate() {
        if row.seq != i as i64 {
            return Err(mismatch(row.seq, format!("expected entry {i} here")));
        }
        let replayed =
            replay_entry(game, &m, state.as_ref(), row).map_err(|e| mismatch(row.seq, e))?;
        let rolls = serde_json::to_value(&replayed.rolls).expect("rolls serialize");
        if rolls != row.rolls {
            return Err(mismatch(
                row.seq,
                format!("rolls differ: stored {}, replayed {}", row.rolls, rolls),
            ));
        }
        if row.seq > 0 && replayed.events != row.events {
            return Err(mismatch(row.seq, "events differ from a replay".into()));
        }
        let hash = game.state_hash(&replayed.state);
        if hash != row.state_sha256 {
            return Err(mismatch(
                row.seq,
                format!(
                    "state hash differs: stored {}, replayed {hash}",
                    row.state_sha256
                ),
            ));
        }
        if let Some((snap_seq, json)) = store.snapshot_at_or_before(match_id, row.seq).await? {
            if snap_seq == row.seq && json != game.state_to_json(&replayed.state) {
                return Err(mismatch(
                    row.seq,
                    "the snapshot differs from a replay".into(),
                ));
            }
        }
        state = Some(replayed.state);
    }
    if let (Some(state), Some(stored)) = (state.as_ref(), m.outcome.as_ref()) {
        let outcome = serde_json::json!(game.outcome(state));
        if &outcome != stored {
            return Err(mismatch(
                rows.len() as i64 - 1,
                format!("outcome differs: stored {stored}, replayed {outcome}"),
            ));
        }
    }
    Ok(Verified {
        match_id,
        entries: rows.len(),
        log_sha256: log_sha256(&rows),
    })
}
