//! CPU time of processes, read from `/proc`, for `korona bench processes` and `render`: on a
//! machine shared with other work the wall clock says little, while the CPU an order costs (in the
//! bot processes and in the database server's processes) is what decides how many orders two cores
//! can take.
//! Linux only; elsewhere every reading is `None` and the bench prints no CPU figures.

use std::time::Duration;

/// `/proc/<pid>/stat` counts in clock ticks of 1/100 s (`USER_HZ`, which Linux fixes at 100 for
/// what it shows user space, whatever the kernel's own tick).
const TICKS_PER_SEC: u64 = 100;

/// The fields of `/proc/<pid>/stat` after the command name, which may itself hold spaces and
/// parentheses: everything after its last `)`.
fn stat_fields(pid: u32) -> Option<Vec<u64>> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = &text[text.rfind(')')? + 1..];
    // The state (field 3) is a letter: read it as 0 so that the positions stay those of `proc(5)`.
    Some(
        rest.split_whitespace()
            .map(|f| f.parse().unwrap_or(0))
            .collect(),
    )
}

/// Positions in [`stat_fields`] (`proc(5)`'s field number less 3).
const PPID: usize = 1;
const UTIME: usize = 11;
const STIME: usize = 12;
const CUTIME: usize = 13;
const CSTIME: usize = 14;

fn ticks(t: u64) -> Duration {
    Duration::from_millis(t * 1000 / TICKS_PER_SEC)
}

/// User and system CPU that process `pid` has used so far.
pub(super) fn of_process(pid: u32) -> Option<Duration> {
    let f = stat_fields(pid)?;
    Some(ticks(f.get(UTIME)? + f.get(STIME)?))
}

/// CPU of `root` and of all its children, living or ended (the ended ones as `root` counted them
/// when it reaped them): for a PostgreSQL server, the postmaster, its backends (one per
/// connection, ended or not) and its background writers.
pub(super) fn of_tree(root: u32) -> Option<Duration> {
    let f = stat_fields(root)?;
    let mut total = f.get(UTIME)? + f.get(STIME)? + f.get(CUTIME)? + f.get(CSTIME)?;
    for (_, child) in children(root)? {
        total += child.get(UTIME).copied().unwrap_or(0) + child.get(STIME).copied().unwrap_or(0);
    }
    Some(ticks(total))
}

/// `write()`-family calls that `root`'s living children have made so far (`/proc/<pid>/io`'s
/// `syscw`): for a PostgreSQL server mostly its WAL writes, one or so per commit (its answers to
/// clients go out by `send`, which this does not count). Children that ended are not counted:
/// read it while the clients are connected.
pub(super) fn writes_of_children(root: u32) -> Option<u64> {
    let mut total = 0;
    for (pid, _) in children(root)? {
        let io = std::fs::read_to_string(format!("/proc/{pid}/io")).unwrap_or_default();
        total += io
            .lines()
            .find_map(|l| l.strip_prefix("syscw:"))
            .and_then(|n| n.trim().parse::<u64>().ok())
            .unwrap_or(0);
    }
    Some(total)
}

/// The living children of `root`: each one's pid and [`stat_fields`].
fn children(root: u32) -> Option<Vec<(u32, Vec<u64>)>> {
    let all = std::fs::read_dir("/proc")
        .ok()?
        .flatten()
        .filter_map(|entry| {
            let pid = entry.file_name().to_str()?.parse::<u32>().ok()?;
            Some((pid, stat_fields(pid)?))
        });
    Some(
        all.filter(|(_, f)| f.get(PPID) == Some(&u64::from(root)))
            .collect(),
    )
}

/// The parent of process `pid`.
pub(super) fn parent_of(pid: u32) -> Option<u32> {
    stat_fields(pid)?
        .get(PPID)
        .and_then(|&p| u32::try_from(p).ok())
}

#[cfg(test)]
mod tests {
    /// Spinning for a while shows as CPU of this process, and of the tree of this process's parent
    /// (which counts this process as a living child).
    #[test]
    fn busy_work_shows_as_cpu() {
        let me = std::process::id();
        let Some(before) = super::of_process(me) else {
            return; // not Linux
        };
        let parent = super::parent_of(me).expect("a parent");
        let tree_before = super::of_tree(parent).expect("the parent's tree");
        let start = std::time::Instant::now();
        let mut x = 0u64;
        while start.elapsed() < std::time::Duration::from_millis(300) {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
        }
        let spent = super::of_process(me).unwrap() - before;
        assert!(spent >= std::time::Duration::from_millis(100), "{spent:?}");
        let tree_spent = super::of_tree(parent).unwrap() - tree_before;
        assert!(
            tree_spent >= std::time::Duration::from_millis(100),
            "{tree_spent:?}"
        );
    }
}
