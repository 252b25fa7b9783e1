use crate::seed::MatchSeed;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};

/// Every random draw of a match. Each log entry gets its own ChaCha20 stream (the match seed, stream =
/// the entry's sequence number), so replaying entry N needs no state from the entries before it, and
/// snapshots never have to carry a generator. Every draw is recorded so that `verify` can compare the
/// rolls stored in the log with the rolls a replay makes.
pub struct Dice {
    rng: ChaCha20Rng,
    rolls: Vec<Roll>,
}

/// One recorded draw: a value in `0..sides` (shown to players as 1-based for dice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    pub sides: u32,
    pub value: u32,
}

impl Dice {
    pub fn for_entry(seed: &MatchSeed, seq: u64) -> Self {
        let mut rng = ChaCha20Rng::from_seed(seed.0);
        rng.set_stream(seq);
        Dice {
            rng,
            rolls: Vec::new(),
        }
    }

    /// A stream that no log entry uses, for bots: their choices are logged as orders, so the bot's own
    /// randomness only has to be repeatable, not verifiable.
    pub fn for_bot(seed: &MatchSeed, seq: u64, seat: u8) -> Self {
        let mut rng = ChaCha20Rng::from_seed(seed.0);
        rng.set_stream((1 << 63) | (seq << 8) | seat as u64);
        Dice {
            rng,
            rolls: Vec::new(),
        }
    }

    /// A value in `0..n`, recorded.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "a draw needs at least one outcome");
        let value = self.rng.gen_range(0..n);
        self.rolls.push(Roll { sides: n, value });
        value
    }

    /// A die roll `1..=sides`, recorded.
    pub fn d(&mut self, sides: u32) -> u32 {
        self.below(sides) + 1
    }

    /// A six-sided die.
    pub fn d6(&mut self) -> u32 {
        self.d(6)
    }

    /// A uniformly chosen index into a list of `len` items.
    pub fn pick(&mut self, len: usize) -> usize {
        self.below(len as u32) as usize
    }

    /// Fisher-Yates shuffle, recorded draw by draw.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    pub fn rolls(&self) -> &[Roll] {
        &self.rolls
    }

    pub fn into_rolls(self) -> Vec<Roll> {
        self.rolls
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_entry_give_the_same_rolls_and_other_entries_differ() {
        let seed = MatchSeed::from_number(1);
        let draw = |seq| {
            let mut d = Dice::for_entry(&seed, seq);
            (0..20).map(|_| d.d6()).collect::<Vec<_>>()
        };
        assert_eq!(draw(5), draw(5));
        assert_ne!(draw(5), draw(6));
        let mut d = Dice::for_entry(&seed, 5);
        d.d6();
        d.below(10);
        assert_eq!(d.rolls().len(), 2);
        assert!(d.rolls().iter().all(|r| r.value < r.sides));
    }
}
