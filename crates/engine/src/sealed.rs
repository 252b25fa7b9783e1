//! Sealed simultaneous submissions: every expected seat hands in one thing (a bid, an order set, a
//! hidden setup) that nobody else sees; a seat may revise until the phase resolves, which happens
//! when all are in or at the deadline, where each missing seat takes its default. Games hold a
//! `Sealed<T>` in their state and never write this bookkeeping again.
//!
//! It serializes as the plain map of submissions by seat, so a state that held a `BTreeMap<u8, T>`
//! before keeps its canonical JSON (and its logged hashes) after switching to this type.

use crate::seat::{Seat, Viewer};
use crate::waiting::{Wait, WaitKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Sealed<T> {
    submitted: BTreeMap<Seat, T>,
}

impl<T> Default for Sealed<T> {
    fn default() -> Self {
        Sealed {
            submitted: BTreeMap::new(),
        }
    }
}

/// What a submission did to the phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Submitted {
    /// Recorded; others are still missing.
    Waiting,
    /// Recorded, and it was the last one missing: the phase resolves now.
    AllIn,
}

impl<T: Clone> Sealed<T> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Records (or replaces) `seat`'s submission. `expected` are the seats the phase waits for.
    pub fn submit(
        &mut self,
        seat: Seat,
        value: T,
        expected: impl IntoIterator<Item = Seat>,
    ) -> Submitted {
        self.submitted.insert(seat, value);
        if self.all_in(expected) {
            Submitted::AllIn
        } else {
            Submitted::Waiting
        }
    }

    pub fn has(&self, seat: Seat) -> bool {
        self.submitted.contains_key(&seat)
    }

    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.submitted.get(&seat)
    }

    pub fn all_in(&self, expected: impl IntoIterator<Item = Seat>) -> bool {
        expected.into_iter().all(|s| self.has(s))
    }

    /// What the phase waits for: one wait per expected seat, done once it has submitted.
    pub fn waits(&self, expected: impl IntoIterator<Item = Seat>, kind: WaitKind) -> Vec<Wait> {
        expected
            .into_iter()
            .map(|seat| Wait {
                seat,
                kind,
                done: self.has(seat),
            })
            .collect()
    }

    /// The reveal: every expected seat's submission, the default for each that is missing, in seat
    /// order. Submissions of seats no longer expected (they resigned) are dropped.
    pub fn reveal(
        &self,
        expected: impl IntoIterator<Item = Seat>,
        mut default: impl FnMut(Seat) -> T,
    ) -> BTreeMap<Seat, T> {
        expected
            .into_iter()
            .map(|seat| {
                let value = self.submitted.get(&seat).cloned();
                (seat, value.unwrap_or_else(|| default(seat)))
            })
            .collect()
    }

    /// Only what `viewer` may see before the reveal: its own submission, nothing of the others'.
    /// Views call this, so secrets are stripped in one place.
    pub fn redacted(&self, viewer: Viewer) -> Sealed<T> {
        Sealed {
            submitted: self
                .submitted
                .iter()
                .filter(|(seat, _)| viewer.sees_private_of(**seat))
                .map(|(s, v)| (*s, v.clone()))
                .collect(),
        }
    }

    /// The seats that have submitted (public: a phase shows who is done, never what they chose).
    pub fn submitted_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.submitted.keys().copied()
    }

    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.submitted.iter().map(|(s, v)| (*s, v))
    }

    pub fn len(&self) -> usize {
        self.submitted.len()
    }

    pub fn is_empty(&self) -> bool {
        self.submitted.is_empty()
    }

    /// Forgets a seat's submission (it left the phase).
    pub fn withdraw(&mut self, seat: Seat) -> Option<T> {
        self.submitted.remove(&seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(n: u8) -> impl Iterator<Item = Seat> + Clone {
        (0..n).map(Seat)
    }

    #[test]
    fn resolves_when_the_last_expected_seat_is_in_and_revisions_replace() {
        let mut s = Sealed::new();
        assert_eq!(s.submit(Seat(1), 5, seats(3)), Submitted::Waiting);
        assert_eq!(s.submit(Seat(1), 7, seats(3)), Submitted::Waiting);
        assert_eq!(s.submit(Seat(0), 2, seats(3)), Submitted::Waiting);
        assert_eq!(
            s.get(Seat(1)),
            Some(&7),
            "a revision replaces the first submission"
        );
        assert_eq!(s.submit(Seat(2), 0, seats(3)), Submitted::AllIn);
    }

    #[test]
    fn the_deadline_reveal_gives_missing_seats_their_default() {
        let mut s = Sealed::new();
        s.submit(Seat(2), 9, seats(3));
        s.submit(Seat(5), 4, seats(3)); // not expected: dropped at the reveal
        let revealed = s.reveal(seats(3), |seat| 100 + seat.0 as u32);
        assert_eq!(
            revealed.into_iter().collect::<Vec<_>>(),
            [(Seat(0), 100), (Seat(1), 101), (Seat(2), 9)]
        );
    }

    #[test]
    fn each_viewer_sees_only_its_own_and_spectators_nothing() {
        let mut s = Sealed::new();
        s.submit(Seat(0), "north", seats(2));
        s.submit(Seat(1), "south", seats(2));
        assert_eq!(
            s.redacted(Viewer::Seat(Seat(1))).iter().collect::<Vec<_>>(),
            [(Seat(1), &"south")]
        );
        assert!(s.redacted(Viewer::Spectator).is_empty());
        let waits = s.waits(seats(3), WaitKind::Bid);
        assert_eq!(waits.iter().filter(|w| w.done).count(), 2);
        assert_eq!(waits[2].seat, Seat(2));
    }

    #[test]
    fn serializes_as_the_plain_map_it_replaces() {
        let mut s = Sealed::new();
        s.submit(Seat(3), 12u32, seats(4));
        let plain: BTreeMap<u8, u32> = [(3, 12)].into_iter().collect();
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            serde_json::to_string(&plain).unwrap()
        );
        let back: Sealed<u32> = serde_json::from_str(r#"{"3":12}"#).unwrap();
        assert_eq!(back, s);
    }
}
