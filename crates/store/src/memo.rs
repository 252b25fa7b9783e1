//! What a process remembers of the rows an order reads: the match row, its seats, its last log
//! position, the report position and the entries since, its pending jobs and spectators, and
//! the players' settings.
//!
//! Why this is safe: on SQLite this process is the database's only writer (docs/deploy.md: never two
//! processes on one file; `korona migrate` and the read-only tools run with the bot stopped), and
//! every write goes through a [`Store`](super::Store) method, which updates or forgets what it
//! changes here. So a remembered row can only go stale through this process's own writes, and those
//! keep it current. On PostgreSQL several processes share the database: the memo answers for a match
//! only while this process keeps its lock ([`sticky`](super::sticky)), and for players' settings and
//! names only while it hears the other processes announce their changes
//! ([`changes`](super::changes)).
//!
//! A read that misses fetches from the database without holding the memo's lock. If a write to the
//! same match (or user) lands meanwhile, the entry's generation changes and the fetched value, which
//! may predate the write, is not kept.

use super::{Hours, Job, MatchRow, Notify, SeatRow};
use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

/// Most matches (and users) remembered; past that everything is forgotten at once, which is rare
/// (more live matches than this) and always correct.
const REMEMBERED: usize = 8192;

/// Proof of the generation a missed read saw: its value is kept only if nothing was written since.
#[derive(Clone, Copy)]
pub(super) struct Ticket(u64);

/// A match's remembered rows.
#[derive(Default)]
pub(super) struct MatchMemo {
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
    /// Forgets every row of the match.
    pub fn clear(&mut self) {
        *self = MatchMemo::default();
    }
}

/// A user's remembered settings.
#[derive(Default)]
pub(super) struct UserMemo {
    pub notify: Option<Notify>,
    pub hours: Option<Hours>,
}

/// What is remembered of one kind of thing (matches by id, users by name): each entry's rows and
/// the generation of the last write to it.
struct Table<K, V> {
    entries: HashMap<K, (u64, V)>,
}

impl<K, V> Default for Table<K, V> {
    fn default() -> Self {
        Table {
            entries: HashMap::new(),
        }
    }
}

impl<K: Hash + Eq, V: Default> Table<K, V> {
    /// The entry of `key`, made empty at generation `fresh` when there is none.
    fn entry<Q>(&mut self, key: &Q, fresh: u64) -> &mut (u64, V)
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        if !self.entries.contains_key(key) {
            if self.entries.len() > REMEMBERED {
                self.entries.clear();
            }
            self.entries.insert(key.to_owned(), (fresh, V::default()));
        }
        self.entries.get_mut(key).expect("just made")
    }

    fn of<Q, T: Clone>(
        &mut self,
        key: &Q,
        fresh: u64,
        field: impl FnOnce(&mut V) -> &mut Option<T>,
    ) -> Result<T, Ticket>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        let (generation, rows) = self.entry(key, fresh);
        field(rows).clone().ok_or(Ticket(*generation))
    }

    fn keep<Q>(&mut self, key: &Q, ticket: Ticket, keep: impl FnOnce(&mut V))
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        if let Some((generation, rows)) = self.entries.get_mut(key) {
            if *generation == ticket.0 {
                keep(rows);
            }
        }
    }

    fn wrote<Q>(&mut self, key: &Q, generation: u64, change: impl FnOnce(&mut V))
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        let entry = self.entry(key, generation);
        entry.0 = generation;
        change(&mut entry.1);
    }
}

#[derive(Default)]
struct Inner {
    next: u64,
    matches: Table<i64, MatchMemo>,
    users: Table<String, UserMemo>,
}

impl Inner {
    fn generation(&mut self) -> u64 {
        self.next += 1;
        self.next
    }
}

#[derive(Default)]
pub(super) struct Memo {
    inner: Mutex<Inner>,
}

impl Memo {
    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap()
    }

    /// The remembered value, or a ticket to keep the value a read fetches.
    pub fn of_match<T: Clone>(
        &self,
        id: i64,
        field: impl FnOnce(&mut MatchMemo) -> &mut Option<T>,
    ) -> Result<T, Ticket> {
        let mut inner = self.inner();
        let fresh = inner.generation();
        inner.matches.of(&id, fresh, field)
    }

    /// Keeps what a read fetched, unless the match was written since the ticket was drawn.
    pub fn keep_match(&self, id: i64, ticket: Ticket, keep: impl FnOnce(&mut MatchMemo)) {
        self.inner().matches.keep(&id, ticket, keep);
    }

    /// A write to match `id` landed: `change` brings what is remembered up to date (or forgets it),
    /// and reads in flight keep nothing.
    pub fn wrote_match(&self, id: i64, change: impl FnOnce(&mut MatchMemo)) {
        let mut inner = self.inner();
        let generation = inner.generation();
        inner.matches.wrote(&id, generation, change);
    }

    /// A write whose match is not known (a job by its id): every match's `change`.
    pub fn wrote_every_match(&self, mut change: impl FnMut(&mut MatchMemo)) {
        let mut inner = self.inner();
        let generation = inner.generation();
        for (g, m) in inner.matches.entries.values_mut() {
            *g = generation;
            change(m);
        }
    }

    pub fn of_user<T: Clone>(
        &self,
        user: &str,
        field: impl FnOnce(&mut UserMemo) -> &mut Option<T>,
    ) -> Result<T, Ticket> {
        let mut inner = self.inner();
        let fresh = inner.generation();
        inner.users.of(user, fresh, field)
    }

    pub fn keep_user(&self, user: &str, ticket: Ticket, keep: impl FnOnce(&mut UserMemo)) {
        self.inner().users.keep(user, ticket, keep);
    }

    /// A user's settings changed: forget them.
    pub fn wrote_user(&self, user: &str) {
        let mut inner = self.inner();
        let generation = inner.generation();
        inner
            .users
            .wrote(user, generation, |u| *u = UserMemo::default());
    }

    /// Forgets everything (rows written behind the store's back, such as a copy).
    pub fn forget_all(&self) {
        let mut inner = self.inner();
        inner.matches.entries.clear();
        inner.users.entries.clear();
    }
}
