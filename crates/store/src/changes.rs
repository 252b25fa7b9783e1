//! Rows that other PostgreSQL processes write without a match's lock, announced so that what a
//! process remembers of them stays current.
//!
//! The rows a command reads are written under its match's lock (see [`sticky`](super::sticky)),
//! except a player's settings and the name they go by: any process serving the player writes those.
//! Such a write announces itself on [`CHANNEL`] once it has committed; every process listens and
//! forgets what it remembered of that player (and every match's seat names, which show the name).
//! A process trusts its memo for these rows only while its listener is connected
//! ([`Sticky::hears`](super::sticky::Sticky::hears)): a notification sent while it was not is
//! lost, so after a new connection it forgets everything it remembered before trusting again.
//!
//! What this does not give: a command another process serves in the millisecond between the
//! write's commit and the arrival of its notification reads the value from before. The two
//! commands ran at the same time on two processes, and either order is one they could have had.

use super::memo::Memo;
use super::Result;

/// The channel that says a player's settings or name changed (payload: the user id).
pub(super) const CHANNEL: &str = "korona_rows_changed";

/// Tells the other processes that `user`'s settings or name changed (after the write committed).
pub(super) async fn announce_user(pool: &sqlx::AnyPool, user: &str) -> Result<()> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(user)
        .execute(pool)
        .await?;
    Ok(())
}

/// What a process does when it hears that `user` changed.
pub(super) fn heard_user(memo: &Memo, user: &str) {
    memo.wrote_user(user);
    // Names show in every match the user sits in.
    memo.wrote_every_match(|m| m.named = None);
}
