//! Which of Discord's shards this process runs (`korona run --shards 0-3 --shard-total 8`), so that
//! a deployment spreads its shards over processes and machines.

use std::ops::Range;

/// Shards `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardSplit {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardSplit {
    /// Reads `--shards` (`N` or `N-M`, both ends included) with `--shard-total`; both or neither.
    pub fn parse(shards: Option<&str>, total: Option<u32>) -> Result<Option<ShardSplit>, String> {
        let (shards, total) = match (shards, total) {
            (None, None) => return Ok(None),
            (Some(s), Some(t)) => (s.trim(), t),
            (Some(_), None) => {
                return Err(
                    "--shards (KORONA_SHARDS) needs --shard-total (KORONA_SHARD_TOTAL): \
                     the number of shards of the whole deployment"
                        .into(),
                )
            }
            (None, Some(_)) => {
                return Err(
                    "--shard-total (KORONA_SHARD_TOTAL) needs --shards (KORONA_SHARDS): \
                     the shards this process runs, like 0-3"
                        .into(),
                )
            }
        };
        let number = |text: &str| {
            text.trim().parse::<u32>().map_err(|_| {
                format!("--shards {shards:?}: `{text}` is not a shard number; accepted: N or N-M, like 0-3")
            })
        };
        let (first, last) = match shards.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let n = number(shards)?;
                (n, n)
            }
        };
        if total == 0 {
            return Err("--shard-total must be at least 1".into());
        }
        if first > last {
            return Err(format!(
                "--shards {shards:?}: the first shard {first} comes after the last {last}"
            ));
        }
        if last >= total {
            return Err(format!(
                "--shards {shards:?}: shard {last} does not exist with --shard-total {total} \
                 (shards are numbered 0 to {})",
                total - 1
            ));
        }
        Ok(Some(ShardSplit { first, last, total }))
    }

    /// The arguments of serenity's `Client::start_shard_range`. serenity 0.12 reads the range's end
    /// as the last shard to start, included (it starts `end - start + 1` shards), so `0-3` is `0..3`.
    pub fn serenity_range(&self) -> (Range<u32>, u32) {
        (self.first..self.last, self.total)
    }

    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }
}

#[cfg(test)]
mod tests {
    use super::ShardSplit;

    #[test]
    fn a_range_of_shards_is_read_with_both_ends() {
        let split = ShardSplit::parse(Some("0-3"), Some(8)).unwrap().unwrap();
        assert_eq!(
            split,
            ShardSplit {
                first: 0,
                last: 3,
                total: 8
            }
        );
        assert_eq!(split.count(), 4);
        // serenity starts end - start + 1 shards: 0, 1, 2 and 3.
        assert_eq!(split.serenity_range(), (0..3, 8));
        let split = ShardSplit::parse(Some("4-7"), Some(8)).unwrap().unwrap();
        assert_eq!(split.serenity_range(), (4..7, 8));
        let one = ShardSplit::parse(Some(" 5 "), Some(8)).unwrap().unwrap();
        assert_eq!(one.serenity_range(), (5..5, 8));
        assert_eq!(one.count(), 1);
    }

    #[test]
    fn no_flags_run_every_shard_as_before() {
        assert_eq!(ShardSplit::parse(None, None), Ok(None));
    }

    #[test]
    fn bad_splits_are_refused_with_what_is_accepted() {
        let e = ShardSplit::parse(Some("0-3"), None).unwrap_err();
        assert!(e.contains("--shard-total"), "{e}");
        let e = ShardSplit::parse(None, Some(8)).unwrap_err();
        assert!(e.contains("--shards"), "{e}");
        let e = ShardSplit::parse(Some("0-x"), Some(8)).unwrap_err();
        assert!(e.contains("`x`") && e.contains("N-M"), "{e}");
        let e = ShardSplit::parse(Some("3-1"), Some(8)).unwrap_err();
        assert!(e.contains("comes after"), "{e}");
        let e = ShardSplit::parse(Some("4-8"), Some(8)).unwrap_err();
        assert!(e.contains("0 to 7"), "{e}");
        assert!(ShardSplit::parse(Some("0"), Some(0)).is_err());
    }
}
