//! Printing for the read-only tools. `println!` panics when the reader has gone (`korona show | head`):
//! a closed pipe only means nobody wants the rest, so the tool stops quietly.

use std::io::Write;

/// Writes one line to stdout; false once the reader has closed the pipe (stop writing then).
pub fn line(text: &str) -> bool {
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|_| out.flush()) {
        Ok(()) => true,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => false,
        Err(e) => {
            eprintln!("cannot write to stdout: {e}");
            false
        }
    }
}
