//! Standard input and output of `korona serve-local` read and written through the runtime's poller
//! when they are pipes, as the bench and the tests start it.
//!
//! Tokio's `stdin()` and `stdout()` hand every read and write to a thread of the blocking pool and
//! wake the task when it is done: two thread switches a request line and two an answer. On the
//! 2-core machine `korona bench processes` runs on, those switches were the largest share of a bot
//! process's CPU an order, and a process serving half the orders paid them on smaller reads, so two
//! processes cost more an order than one. A Discord front end reads its gateway socket through the
//! poller too. A terminal or a file is not a pipe and keeps Tokio's streams.
//!
//! The poller needs the pipe non-blocking, and that flag belongs to the pipe's open description:
//! a stderr sent into the same pipe (`2>&1 |`) turns non-blocking too, and an `eprintln!` into a
//! full pipe would then fail. `serve-local` writes nothing to stderr but its log, and the bench and
//! the tests give it a stderr of its own.

use std::os::fd::AsFd;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::unix::pipe;

pub type Input = Box<dyn AsyncRead + Send + Unpin>;
pub type Output = Box<dyn AsyncWrite + Send + Unpin>;

/// Standard input: the pipe itself when it is one.
pub fn input() -> Input {
    match as_pipe(std::io::stdin(), pipe::Receiver::from_file) {
        Ok(pipe) => Box::new(pipe),
        Err(_) => Box::new(tokio::io::stdin()),
    }
}

/// Standard output: the pipe itself when it is one.
pub fn output() -> Output {
    match as_pipe(std::io::stdout(), pipe::Sender::from_file) {
        Ok(pipe) => Box::new(pipe),
        Err(_) => Box::new(tokio::io::stdout()),
    }
}

/// A standard stream's descriptor, duplicated, opened as a pipe end by `open` (which refuses
/// anything but a pipe).
fn as_pipe<T>(
    stream: impl AsFd,
    open: impl FnOnce(std::fs::File) -> std::io::Result<T>,
) -> std::io::Result<T> {
    open(std::fs::File::from(stream.as_fd().try_clone_to_owned()?))
}
