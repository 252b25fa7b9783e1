//! What a process remembers of the rows an order reads: the match row, its seats, its last log
//! position, the report position and the entries since, its pending jobs and spectators, and
//! the players' settings. On SQLite only.
//!
//! Why this is safe: on SQLite this process is the database's only writer (docs/deploy.md: never two
//! processes on one file; `korona migrate` and the read-only tools run with the bot stopped), and
//! every write goes through a [`Store`](super::Store) method, which updates or forgets what it
//! changes here. So a remembered row can only go stale through this process's own writes, and those
//! keep it current. On PostgreSQL several processes share the database: there is no memo, and every
//! command reads its rows anew under the match's advisory lock, as before.
//!
//! A read that misses fetches from the database without holding the memo's lock. If a write to the
//! same match (or user) lands meanwhile, the entry's generation changes and the fetched value, which
//! may predate the write, is not kept.

use super::{Hours, Job, MatchRow, Notify, SeatRow};
use std::collections::HashMap;
use std::sync::Mutex;

/// Most matches (and users) remembered; past that everything is forgotten at once, which is rare
/// (more live matches than this) and always correct.
const REMEMBERED: usize = 8192;

/// Proof of the generation a missed read saw: its value is kept only if nothing was written since.
#[derive(Clone, Copy)]
pub(super) struct Ticket(u64);

#[derive(Default)]
pub(super) struct MatchMemo {
    generation: u64,
    pub row: Option<MatchRow>,
    pub seats: Option<Vec<SeatRow>>,
    pub named: Option<Vec<(SeatRow, Option<String>)>>,
    /// The last log position (`Some(None)`: a match with no entry yet).
    pub last_seq: Option<Option<i64>>,
    pub reported_seq: Option<i64>,
    /// The log entries after the report position, oldest first.
    pub since_report: Option<Vec<super::LogRow>>,
    pub jobs: Option<Vec<Job>>,
    pub spectators: Option<Vec<String>>,
}

impl MatchMemo {
    /// Forgets every row of the match (its generation stays, bumped by the write).
    pub fn clear(&mut self) {
        *self = MatchMemo {
            generation: self.generation,
            ..MatchMemo::default()
        };
    }
}

#[derive(Default)]
pub(super) struct UserMemo {
    generation: u64,
    pub notify: Option<Notify>,
    pub hours: Option<Hours>,
}

#[derive(Default)]
struct Inner {
    next: u64,
    matches: HashMap<i64, MatchMemo>,
    users: HashMap<String, UserMemo>,
}

impl Inner {
    fn generation(&mut self) -> u64 {
        self.next += 1;
        self.next
    }

    fn bound(&mut self) {
        if self.matches.len() > REMEMBERED {
            self.matches.clear();
        }
        if self.users.len() > REMEMBERED {
            self.users.clear();
        }
    }

    fn a_match(&mut self, id: i64) -> &mut MatchMemo {
        if !self.matches.contains_key(&id) {
            self.bound();
            let generation = self.generation();
            self.matches.insert(
                id,
                MatchMemo {
                    generation,
                    ..MatchMemo::default()
                },
            );
        }
        self.matches.get_mut(&id).expect("just made")
    }

    fn a_user(&mut self, user: &str) -> &mut UserMemo {
        if !self.users.contains_key(user) {
            self.bound();
            let generation = self.generation();
            self.users.insert(
                user.to_string(),
                UserMemo {
                    generation,
                    ..UserMemo::default()
                },
            );
        }
        self.users.get_mut(user).expect("just made")
    }
}

#[derive(Default)]
pub(super) struct Memo {
    inner: Mutex<Inner>,
}

impl Memo {
    /// The remembered value, or a ticket to keep the value a read fetches.
    pub fn of_match<T: Clone>(
        &self,
        id: i64,
        field: impl FnOnce(&mut MatchMemo) -> &mut Option<T>,
    ) -> Result<T, Ticket> {
        let mut inner = self.inner.lock().unwrap();
        let m = inner.a_match(id);
        match field(m) {
            Some(v) => Ok(v.clone()),
            None => Err(Ticket(m.generation)),
        }
    }

    /// Keeps what a read fetched, unless the match was written since the ticket was drawn.
    pub fn keep_match(&self, id: i64, ticket: Ticket, keep: impl FnOnce(&mut MatchMemo)) {
        let mut inner = self.inner.lock().unwrap();
        if let Some(m) = inner.matches.get_mut(&id) {
            if m.generation == ticket.0 {
                keep(m);
            }
        }
    }

    /// A write to match `id` landed: `change` brings what is remembered up to date (or forgets it),
    /// and reads in flight keep nothing.
    pub fn wrote_match(&self, id: i64, change: impl FnOnce(&mut MatchMemo)) {
        let mut inner = self.inner.lock().unwrap();
        let generation = inner.generation();
        let m = inner.a_match(id);
        m.generation = generation;
        change(m);
    }

    /// A write whose match is not known (a job by its id): every match's `change`.
    pub fn wrote_every_match(&self, mut change: impl FnMut(&mut MatchMemo)) {
        let mut inner = self.inner.lock().unwrap();
        let generation = inner.generation();
        for m in inner.matches.values_mut() {
            m.generation = generation;
            change(m);
        }
    }

    pub fn of_user<T: Clone>(
        &self,
        user: &str,
        field: impl FnOnce(&mut UserMemo) -> &mut Option<T>,
    ) -> Result<T, Ticket> {
        let mut inner = self.inner.lock().unwrap();
        let u = inner.a_user(user);
        match field(u) {
            Some(v) => Ok(v.clone()),
            None => Err(Ticket(u.generation)),
        }
    }

    pub fn keep_user(&self, user: &str, ticket: Ticket, keep: impl FnOnce(&mut UserMemo)) {
        let mut inner = self.inner.lock().unwrap();
        if let Some(u) = inner.users.get_mut(user) {
            if u.generation == ticket.0 {
                keep(u);
            }
        }
    }

    /// A user's settings changed: forget them.
    pub fn wrote_user(&self, user: &str) {
        let mut inner = self.inner.lock().unwrap();
        let generation = inner.generation();
        let u = inner.a_user(user);
        *u = UserMemo {
            generation,
            ..UserMemo::default()
        };
    }

    /// Forgets everything (rows written behind the store's back, such as a copy).
    pub fn forget_all(&self) {
        let mut inner = self.inner.lock().unwrap();
        inner.matches.clear();
        inner.users.clear();
    }
}
