//! Deadlines and reminders as jobs in the database, so that they survive a restart. A job is written
//! in the same transaction as the log entry that opened its phase.

use super::{Reply, Result, Service};
use korona_engine::msg;
use korona_engine::waiting::{Awaiting, Deadline, WaitKind};
use korona_store::{MatchRow, MatchStatus};

pub const DEADLINE: &str = "deadline";
pub const REMINDER: &str = "reminder";
/// How long a process may take to run a job it took before another process may take it over. With
/// the scheduler's tick it bounds how late a killed process's deadline fires on a survivor (issue
/// 31: within 5 s; `tests/failover.rs`). Short is safe: a job runs under its match's lock across
/// processes and only while still pending, so a job taken over from a slow (not dead) process waits
/// for that lock and then finds itself done.
pub const JOB_LEASE_MS: i64 = 3_000;

/// The jobs a phase needs, as (kind, due unix ms).
pub fn jobs_for(m: &MatchRow, awaiting: &Awaiting, now: i64) -> Vec<(String, i64)> {
    if m.status == MatchStatus::Paused {
        return Vec::new();
    }
    match awaiting.deadline {
        Deadline::Phase => match m.phase_secs {
            Some(secs) if secs > 0 => {
                let due = now + secs * 1000;
                // Remind when a quarter of the time is left.
                let remind = now + secs * 750;
                vec![(REMINDER.into(), remind), (DEADLINE.into(), due)]
            }
            _ => Vec::new(),
        },
        Deadline::Clock { at_ms, .. } => {
            // Match time excludes pauses; turn it back into wall-clock time.
            let start = m.started_at.unwrap_or(now);
            vec![(DEADLINE.into(), start + m.paused_ms + at_ms as i64)]
        }
        Deadline::None => Vec::new(),
    }
}

impl Service {
    /// Runs every job due at `now`: reminders DM the seats that have not acted, deadlines apply the
    /// defaults. Front-ends call this from a timer; replies are theirs to deliver. The jobs are taken
    /// with a lease ([`JOB_LEASE_MS`] unless set otherwise), so of several processes polling one
    /// database each job runs in one, and a job whose taker died runs again once the lease is over.
    pub async fn run_due_jobs(&self) -> Result<Vec<Reply>> {
        let now = self.now();
        let mut replies = Vec::new();
        for job in self.store.take_due_jobs(now, self.job_lease_ms).await? {
            let match_id = job.match_id;
            match self.holding(match_id, self.run_job(&job)).await {
                Ok(r) => replies.extend(r),
                Err(e) => tracing::warn!(match_id, job = job.id, error = %e, "job failed"),
            }
        }
        replies.extend(self.run_digests().await?);
        replies.extend(self.drawn_replays().await);
        Ok(replies)
    }

    /// One taken job, under its match's lock. The job is marked done under the same lock, after it
    /// ran: a deadline's log entry cancels its phase's jobs in the entry's own transaction, so a
    /// process killed at any point either left the deadline unapplied (another process takes it over
    /// after the lease) or applied and done, never applied twice.
    async fn run_job(&self, job: &korona_store::Job) -> Result<Vec<Reply>> {
        // The job may have been cancelled, or run by a process that took it over after our lease
        // ran out, while we waited for the lock.
        if !self.store.job_pending(job.id).await? {
            return Ok(vec![]);
        }
        let m = self.match_row(job.match_id).await?;
        let mut replies = Vec::new();
        if m.status == MatchStatus::Running {
            let game = self.game_of(&m)?;
            match job.kind.as_str() {
                REMINDER => replies.extend(self.remind(&m, game).await?),
                DEADLINE => match self.apply_deadline(&m, game).await {
                    Ok(r) => replies.extend(r),
                    Err(e) => tracing::warn!(match_id = m.id, error = %e, "deadline refused"),
                },
                other => tracing::warn!(kind = other, "unknown job kind"),
            }
        }
        self.store.finish_job(job.id).await?;
        Ok(replies)
    }

    async fn remind(
        &self,
        m: &MatchRow,
        game: &'static dyn korona_engine::Game,
    ) -> Result<Vec<Reply>> {
        let Some(loaded) = self.load(m, game).await? else {
            return Ok(vec![]);
        };
        let awaiting = game.awaiting(&loaded.state);
        let shown = super::phase_words::phase_text(self.words_in(m.lang), game, &loaded.state);
        self.keep(m.id, loaded);
        let seats = self.store.seats(m.id).await?;
        let deadline = self
            .store
            .pending_jobs(m.id)
            .await?
            .into_iter()
            .find(|j| j.kind == DEADLINE);
        // A reminder that fell due together with its deadline (the bot was down, or a clock jumped)
        // would remind of a deadline already gone: the deadline's own post says what happened.
        if deadline.as_ref().is_some_and(|j| j.due_at <= self.now()) {
            return Ok(vec![]);
        }
        let left = deadline.map_or(String::new(), |j| {
            format!(" {}", crate::rich::moment(j.due_at))
        });
        Ok(awaiting
            .pending()
            .filter_map(|seat| {
                let user = seats
                    .iter()
                    .find(|s| s.seat == seat.0)?
                    .user_id
                    .as_deref()?;
                // Name what the seat owes (a turn, a sealed bid), as `orders` does.
                let kind = awaiting
                    .waits
                    .iter()
                    .find(|w| w.seat == seat)
                    .map_or(WaitKind::Orders, |w| w.kind);
                let words = self.words_in(m.lang);
                Some(Reply::dm(
                    user,
                    words.render(&msg!(
                        "service-reminder",
                        id = m.id,
                        kind = super::phrases::wait_kind(words, kind),
                        phase = shown.as_str(),
                        at = left.as_str()
                    )),
                ))
            })
            .collect())
    }
}
