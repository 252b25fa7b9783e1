//! A least-recently-used cache bounded by the bytes of what it holds: rendered maps are 100-250 KB
//! each, so a count alone would not bound the memory.

use std::collections::HashMap;
use std::hash::Hash;

pub struct ByteLru<K, V> {
    entries: HashMap<K, (u64, usize, V)>,
    tick: u64,
    bytes: usize,
    limit: usize,
}

impl<K: Hash + Eq + Clone, V: Clone> ByteLru<K, V> {
    pub fn new(limit: usize) -> Self {
        ByteLru {
            entries: HashMap::new(),
            tick: 0,
            bytes: 0,
            limit,
        }
    }

    pub fn get(&mut self, key: &K) -> Option<V> {
        self.tick += 1;
        let tick = self.tick;
        self.entries.get_mut(key).map(|(used, _, v)| {
            *used = tick;
            v.clone()
        })
    }

    /// Keeps `value` (of `size` bytes), dropping the least recently used entries past the limit; a
    /// value larger than the whole limit is not kept.
    pub fn put(&mut self, key: K, value: V, size: usize) {
        if size > self.limit {
            return;
        }
        self.tick += 1;
        if let Some((_, old, _)) = self.entries.insert(key, (self.tick, size, value)) {
            self.bytes -= old;
        }
        self.bytes += size;
        while self.bytes > self.limit {
            let Some(oldest) = self
                .entries
                .iter()
                .min_by_key(|(_, (used, _, _))| *used)
                .map(|(k, _)| k.clone())
            else {
                break;
            };
            if let Some((_, size, _)) = self.entries.remove(&oldest) {
                self.bytes -= size;
            }
        }
    }

    /// The bytes held now.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_recently_used_go_first_and_the_bytes_stay_bounded() {
        let mut c = ByteLru::new(100);
        c.put(1, "a", 40);
        c.put(2, "b", 40);
        assert_eq!(c.get(&1), Some("a"));
        c.put(3, "c", 40);
        assert_eq!(c.get(&2), None, "2 was used least recently");
        assert_eq!(c.get(&1), Some("a"));
        assert_eq!(c.bytes(), 80);
        c.put(4, "d", 101);
        assert_eq!(c.get(&4), None, "larger than the whole cache");
        c.put(1, "a2", 10);
        assert_eq!(c.bytes(), 50);
        assert_eq!(c.len(), 2);
    }
}
