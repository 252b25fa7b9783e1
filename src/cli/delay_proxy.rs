//! `korona delay-proxy`: a database on its own machine, simulated. A TCP proxy in front of a
//! database server that holds every chunk of bytes for a fixed time before passing it on, in each
//! direction, so that `korona bench processes --postgres` through it sees a network's latency.
//!
//! The kernel's own delay (`tc qdisc ... netem`) is not available on these machines (no
//! `sch_netem`), so the delay is added here. Each direction is a reader thread that stamps every
//! chunk with the moment it may leave and a writer thread that waits for that moment, so requests
//! in flight overlap as on a real link (the delay is latency, not a cap on bandwidth). Threads and
//! `std::thread::sleep` rather than tokio: tokio's timer rounds up to whole milliseconds, which
//! would double a half-millisecond delay.

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct DelayProxyArgs {
    /// Where clients connect, e.g. `127.0.0.1:5433`.
    #[arg(long)]
    pub listen: String,
    /// The server: `host:port`, or the path of a Unix socket (e.g.
    /// `/var/run/postgresql/.s.PGSQL.5432`).
    #[arg(long)]
    pub to: String,
    /// The delay added to each direction, in microseconds: 500 each way is a 1 ms round trip.
    #[arg(long, default_value_t = 500)]
    pub delay_us: u64,
}

pub fn run(args: DelayProxyArgs) -> ExitCode {
    let listener = match TcpListener::bind(&args.listen) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cannot listen on {}: {e}", args.listen);
            return ExitCode::FAILURE;
        }
    };
    println!(
        "delay-proxy: {} -> {}, {} us each way",
        args.listen, args.to, args.delay_us
    );
    serve(
        listener,
        Target::parse(&args.to),
        Duration::from_micros(args.delay_us),
    );
    ExitCode::SUCCESS
}

/// Accepts connections on `listener` forever, each proxied to `to` with `delay` each way.
pub fn serve(listener: TcpListener, to: Target, delay: Duration) {
    for client in listener.incoming().flatten() {
        let to = to.clone();
        thread::spawn(move || {
            if let Err(e) = proxy(client, &to, delay) {
                eprintln!("delay-proxy: a connection failed: {e}");
            }
        });
    }
}

/// The server a proxy passes bytes to.
#[derive(Clone, Debug)]
pub enum Target {
    Tcp(String),
    Unix(PathBuf),
}

impl Target {
    pub fn parse(to: &str) -> Target {
        if to.starts_with('/') {
            Target::Unix(PathBuf::from(to))
        } else {
            Target::Tcp(to.to_string())
        }
    }
}

/// One end of a proxied connection: a TCP or a Unix socket.
enum Stream {
    Tcp(TcpStream),
    Unix(UnixStream),
}

impl Stream {
    fn connect(to: &Target) -> std::io::Result<Stream> {
        Ok(match to {
            Target::Tcp(addr) => {
                let s = TcpStream::connect(addr)?;
                s.set_nodelay(true)?;
                Stream::Tcp(s)
            }
            Target::Unix(path) => Stream::Unix(UnixStream::connect(path)?),
        })
    }

    fn try_clone(&self) -> std::io::Result<Stream> {
        Ok(match self {
            Stream::Tcp(s) => Stream::Tcp(s.try_clone()?),
            Stream::Unix(s) => Stream::Unix(s.try_clone()?),
        })
    }

    fn shutdown_write(&self) {
        // The other side may have gone already; nothing is left to tell it then.
        let _ = match self {
            Stream::Tcp(s) => s.shutdown(Shutdown::Write),
            Stream::Unix(s) => s.shutdown(Shutdown::Write),
        };
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Stream::Tcp(s) => s.read(buf),
            Stream::Unix(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Stream::Tcp(s) => s.write(buf),
            Stream::Unix(s) => s.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Stream::Tcp(s) => s.flush(),
            Stream::Unix(s) => s.flush(),
        }
    }
}

fn proxy(client: TcpStream, to: &Target, delay: Duration) -> std::io::Result<()> {
    client.set_nodelay(true)?;
    let client = Stream::Tcp(client);
    let server = Stream::connect(to)?;
    let up = delayed_pipe(client.try_clone()?, server.try_clone()?, delay);
    let down = delayed_pipe(server, client, delay);
    for half in [up, down] {
        let _ = half.join();
    }
    Ok(())
}

/// Copies `from` to `to`, each chunk leaving `delay` after it arrived; closes `to`'s writing half
/// when `from` ends. Returns the writer's thread.
fn delayed_pipe(mut from: Stream, mut to: Stream, delay: Duration) -> thread::JoinHandle<()> {
    let (tx, rx) = mpsc::channel::<(Instant, Vec<u8>)>();
    thread::spawn(move || {
        let mut buf = vec![0u8; 64 * 1024];
        while let Ok(n) = from.read(&mut buf) {
            if n == 0
                || tx
                    .send((Instant::now() + delay, buf[..n].to_vec()))
                    .is_err()
            {
                break;
            }
        }
    });
    thread::spawn(move || {
        for (due, bytes) in rx {
            let now = Instant::now();
            if due > now {
                thread::sleep(due - now);
            }
            if to.write_all(&bytes).is_err() {
                break;
            }
        }
        to.shutdown_write();
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An echo server on a free port; returns its address.
    fn echo() -> String {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        thread::spawn(move || {
            for conn in listener.incoming().flatten() {
                thread::spawn(move || {
                    let mut w = conn.try_clone().unwrap();
                    let mut r = conn;
                    std::io::copy(&mut r, &mut w).ok();
                });
            }
        });
        addr
    }

    fn proxied(to: &str, delay: Duration) -> String {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let to = Target::parse(to);
        thread::spawn(move || serve(listener, to, delay));
        addr
    }

    /// Round trips of one byte through `addr`, each timed.
    fn round_trips(addr: &str, n: usize) -> Vec<Duration> {
        let mut s = TcpStream::connect(addr).unwrap();
        s.set_nodelay(true).unwrap();
        let mut byte = [0u8; 1];
        (0..n)
            .map(|i| {
                let t = Instant::now();
                s.write_all(&[i as u8]).unwrap();
                s.read_exact(&mut byte).unwrap();
                assert_eq!(byte[0], i as u8, "bytes come back in order");
                t.elapsed()
            })
            .collect()
    }

    #[test]
    fn a_round_trip_through_the_proxy_takes_the_delay_both_ways() {
        let server = echo();
        let delay = Duration::from_millis(5);
        let times = round_trips(&proxied(&server, delay), 10);
        for t in &times {
            assert!(*t >= 2 * delay, "{t:?} is shorter than the delay both ways");
        }
        let mut sorted = times.clone();
        sorted.sort();
        // Generous: a loaded test machine may be late, but not by another whole round trip.
        assert!(sorted[5] < 4 * delay, "median {:?}", sorted[5]);
    }

    #[test]
    fn chunks_in_flight_overlap_rather_than_queue() {
        // Ten chunks sent at once arrive about one delay later, not ten delays later: the proxy
        // adds latency, not a limit on how much is in flight.
        let server = echo();
        let delay = Duration::from_millis(20);
        let mut s = TcpStream::connect(proxied(&server, delay)).unwrap();
        s.set_nodelay(true).unwrap();
        let t = Instant::now();
        for i in 0..10u8 {
            s.write_all(&[i]).unwrap();
            thread::sleep(Duration::from_millis(1));
        }
        let mut back = [0u8; 10];
        s.read_exact(&mut back).unwrap();
        assert_eq!(back, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let took = t.elapsed();
        assert!(took >= 2 * delay, "{took:?}");
        assert!(
            took < 5 * delay,
            "{took:?}: the chunks queued behind each other"
        );
    }
}
