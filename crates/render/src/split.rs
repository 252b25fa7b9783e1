//! Two independent parts of one picture's work on two threads.
//!
//! A map is drawn and encoded the moment a phase resolves, and a player waits for it; the bot's
//! other work is mostly waiting on Discord and the database, so a second core is usually free.
//! Measured with `korona bench render` on the 2-core VM (2026-11-29, busiest oligarchs map, against
//! the `image` crate's default encoder in the same run): all on one thread 1.57-2.04x; placing the
//! overlay beside the base paint 1.57-1.60x; the palette's two passes cut in two as well
//! 1.34-1.46x. With a busy loop holding one of the two cores the split cost about 5% (1.90-2.02x
//! against 1.79-1.96x on one thread): the second thread waits for its share of the busy core.
//! A split that lets the caller take back a half no thread has started did no better there, since
//! the scope still waits for the thread to start and see that, and `rayon::join` from outside its
//! pool was slower on a quiet machine (each call wakes two sleeping workers and the caller).

/// Runs `a` on this thread and `b` on a new one; returns both results.
pub(crate) fn both<A: Send, B: Send>(
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B + Send,
) -> (A, B) {
    std::thread::scope(|t| {
        let other = t.spawn(b);
        let a = a();
        (
            a,
            other
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e)),
        )
    })
}
